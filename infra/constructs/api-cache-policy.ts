import { Duration } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Cache policy of `/api/*`: nothing is cached, answers are compressed. CloudFront compresses only under a
 * cache policy that accepts gzip/Brotli, and that is refused when every TTL is 0 (the managed
 * `CachingDisabled`), so the maximum TTL is 1 s while the default and minimum stay 0: every API answer
 * carries `cache-control: no-store` (`functions/http/response.ts`), which CloudFront honours with a
 * minimum TTL of 0, and an answer without it is not cached either (default TTL 0). The cache key still
 * names every query string so no two requests could ever share an entry
 * (docs/decisions/0059-first-load-and-compressed-answers.md).
 */
export function apiCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, 'ApiNoCacheCompressed', {
    comment: 'API: never cached (no-store, default TTL 0), gzip/Brotli compressed',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(1),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
    headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    cookieBehavior: CacheCookieBehavior.none(),
  });
}
