import { Duration, Stack } from 'aws-cdk-lib';
import type { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import {
  AllowedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../shared/runtime-config';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
} from '../../shared/security-headers';
import { apiCachePolicy } from './api-cache-policy';
import { acknowledge, arnToken } from './nag';

/**
 * Rewrites extension-less paths (`/applicants/123`) to `/index.html` so the SPA's router serves deep links.
 * Runs only on the default (S3) behaviour: distribution-wide error responses would also turn the API's
 * 403/404 answers into the HTML page.
 */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * Writes the viewer's address as CloudFront saw it into `x-viewer-address` on every `/api/*` request,
 * replacing whatever the client sent, so the API's flood limits key on an address the platform vouches for
 * (docs/decisions/0019-security-headers-and-client-address.md).
 */
const VIEWER_ADDRESS = `function handler(event) {
  event.request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return event.request;
}`;

/** Properties of {@link Web}. */
export interface WebProps {
  /** Host of the HTTP API (`<apiId>.execute-api.<region>.amazonaws.com`), served under `/api/*`. */
  apiDomainName: string;
}

/**
 * The web app's hosting (docs/architecture.md#web-hosting: S3 + CloudFront, API under `/api/*` on the same
 * origin, so no CORS): a private bucket read only through CloudFront Origin Access Control, a distribution
 * with security headers, and (by {@link deploySite}) the built SPA plus `runtime-config.json`. Access logs of
 * the bucket and the distribution go to a separate log bucket.
 */
export class Web extends Construct {
  /** The SPA's files; private, read by CloudFront through Origin Access Control. */
  readonly bucket: Bucket;
  /** The one public entry point: the SPA and, under `/api/*`, the HTTP API. */
  readonly distribution: Distribution;
  /** Receives S3 server access logs and CloudFront standard logs; objects expire after 90 days. */
  readonly logBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.logBucket = new Bucket(this, 'Logs', {
      ...privateBucket(),
      // CloudFront standard logging writes with ACLs (AWS CloudFront developer guide, "Standard logging").
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    this.bucket = new Bucket(this, 'Site', {
      ...privateBucket(),
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Hiring platform security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ region: Stack.of(this).region }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTIONS as HeadersFrameOption, override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy,
          override: true,
        },
      },
    });
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'SPA fallback: extension-less paths to /index.html',
    });

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(VIEWER_ADDRESS),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'API: the viewer address CloudFront saw, for flood limits',
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Hiring platform web app and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // A redirect would turn a POST into a GET; API clients must use HTTPS.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy(this),
          compress: true,
          // The Host header must stay execute-api's own, or API Gateway answers 403.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'Applicants and managers may be anywhere; no geo restriction.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No WAF yet (cost); the API is throttled on its stage and sign-in is rate-limited by Cognito.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'The default *.cloudfront.net certificate cannot set a minimum TLS version; a custom domain with its ACM certificate would (TLSv1.2_2021).',
    );
  }

  /**
   * Uploads the built SPA and `runtime-config.json` (validated shape: `shared/runtime-config.ts`), and
   * invalidates the distribution's cache so a deployment shows at once.
   * @param assetDir directory with the built SPA (`dist/web`); must contain `index.html`.
   */
  deploySite(assetDir: string, runtimeConfig: RuntimeConfig): BucketDeployment {
    const deployment = new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(assetDir), Source.jsonData('runtime-config.json', runtimeConfig)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    acknowledgeDeploymentHandler(deployment, this.bucket);
    return deployment;
  }
}

/**
 * Acknowledges the findings on CDK's own BucketDeployment handler (a stack-level singleton Lambda we do
 * not configure): its runtime, its managed logging policy and the S3 wildcards of the copy.
 */
function acknowledgeDeploymentHandler(deployment: BucketDeployment, bucket: Bucket): void {
  const stack = Stack.of(deployment);
  const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) return;
  const reasons: Record<string, string> = {
    'AwsSolutions-L1': 'CDK-owned BucketDeployment handler; its runtime is chosen by aws-cdk-lib.',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
      'CDK-owned BucketDeployment handler; logging policy set by aws-cdk-lib.',
    'AwsSolutions-IAM5[Resource::*]':
      'CDK-owned BucketDeployment handler: cloudfront:CreateInvalidation and logs.',
    'AwsSolutions-IAM5[Action::s3:GetObject*]': 'BucketDeployment reads the staged asset (grantRead).',
    'AwsSolutions-IAM5[Action::s3:GetBucket*]': 'BucketDeployment reads the staged asset (grantRead).',
    'AwsSolutions-IAM5[Action::s3:List*]': 'BucketDeployment lists source and destination (grantRead/Write).',
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]': 'BucketDeployment prunes old SPA files (grantReadWrite).',
    'AwsSolutions-IAM5[Action::s3:Abort*]': 'BucketDeployment multipart uploads (grantReadWrite).',
    'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]':
      'The CDK bootstrap asset bucket holding the staged SPA zip.',
    [`AwsSolutions-IAM5[Resource::${arnToken(bucket)}/*]`]: 'Objects of the site bucket only.',
  };
  for (const [id, reason] of Object.entries(reasons)) acknowledge(handler, id, reason);
}

/** Private, encrypted, TLS-only bucket settings shared by the site and log buckets. */
function privateBucket() {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
  } as const;
}
