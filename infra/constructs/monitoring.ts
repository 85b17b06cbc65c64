import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRIC_NAMES, METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';
import type { ResourceFunction } from './function';
import { acknowledge } from './nag';

/** Thresholds of the alarms, with their units. */
export const ALARM_THRESHOLDS = {
  /** Share of API requests answered 5xx in 5 minutes, percent. */
  api5xxPercent: 5,
  /** SES account bounce rate (fraction, AWS/SES `Reputation.BounceRate`): SES reviews an account at 5 %. */
  sesBounceRate: 0.05,
  /**
   * SES account complaint rate (fraction, AWS/SES `Reputation.ComplaintRate`): SES reviews an account
   * at 0.1 % and may pause its sending at 0.5 % (SES developer guide, "Amazon SES sending review process
   * FAQs"), so the alarm rings where the review starts.
   */
  sesComplaintRate: 0.001,
  /** Share of an organization's monthly AI budget used, percent. */
  aiBudgetPercent: 80,
} as const;

/** Properties of {@link Monitoring}. */
export interface MonitoringProps {
  /** Every Lambda of the product, by its name (`applicants`, `scoring-worker`, …). */
  functions: Record<string, ResourceFunction>;
  /** The HTTP API. */
  httpApi: HttpApi;
  /** Failure destination of background scoring: any message there is a session that was not scored. */
  scoringFailures: Queue;
  /** Failure destination of the retention stream: any message there is a session whose data was not deleted. */
  retentionFailures: Queue;
  /** Dead-letter queue of webhook delivery: any message there is a delivery the worker could not handle. */
  webhookDeadLetters: Queue;
  /** E-mail address subscribed to the alarm topic (confirmed once by its owner); none: subscribe yourself. */
  alarmEmail?: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/** A metric of the product's own namespace (Powertools adds the `service` dimension). */
function productMetric(name: string, statistic = 'Sum', dimensionFree = false): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    statistic,
    period: FIVE_MINUTES,
    ...(dimensionFree ? {} : { dimensionsMap: { service: METRICS_SERVICE } }),
  });
}

/**
 * Alarms and the dashboard (docs/architecture.md#operations). Every alarm notifies one SNS topic
 * (`alarmEmail` subscribes an address): API 5xx rate, errors and throttles of each function, scoring
 * failures, messages in the scoring and retention failure queues, the SES bounce and complaint rates and
 * the AI budget at 80 %. One
 * dashboard shows the product's own metrics next to the API's and the queue's.
 */
export class Monitoring extends Construct {
  /** Where alarms notify. */
  readonly topic: Topic;
  /** The alarms, by a short name (`Api5xxRate`, `applicants-Errors`, …). */
  readonly alarms: Record<string, Alarm> = {};
  /** The product's dashboard. */
  readonly dashboard: Dashboard;

  /**
   * Adds one alarm on `metric` (one evaluation period, missing data not breaching) that notifies
   * {@link topic}, kept in {@link alarms} under `name`.
   * @param op - default: greater than or equal to `threshold`.
   */
  addAlarm(
    name: string,
    metric: IMetric,
    threshold: number,
    description: string,
    op: ComparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  ): Alarm {
    const a = new Alarm(this, name, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: op,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    a.addAlarmAction(new SnsAction(this.topic));
    this.alarms[name] = a;
    return a;
  }

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Hiring platform alarms', enforceSSL: true });
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'Alarm notifications carry no personal data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key costs monthly.',
    );
    if (props.alarmEmail) {
      this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
      acknowledge(
        this.topic,
        'Serverless-SNSRedrivePolicy',
        'The one subscription is an e-mail address: SNS retries e-mail delivery itself, and a missed notification still shows as the alarm state in CloudWatch.',
      );
    }
    const alarm = this.addAlarm.bind(this);

    const requests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const errorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
      label: 'API 5xx %',
    });
    alarm(
      'Api5xxRate',
      errorRate,
      ALARM_THRESHOLDS.api5xxPercent,
      `More than ${ALARM_THRESHOLDS.api5xxPercent} % of API requests answered 5xx in 5 minutes: see the functions' errors and logs.`,
    );
    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(
        `${name}-Errors`,
        fn.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
        `The ${name} function failed (an unhandled error or a timeout) in the last 5 minutes: read its log group.`,
      );
      alarm(
        `${name}-Throttles`,
        fn.fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
        `The ${name} function was throttled: the account's or its reserved concurrency is used up.`,
      );
    }
    const scoringFailures = productMetric(METRIC_NAMES.scoringFailures);
    alarm(
      'ScoringFailures',
      scoringFailures,
      1,
      'A session could not be scored: its card says "scoring failed"; "Check for completion" runs scoring again.',
    );
    const queueDepth = props.scoringFailures.metricApproximateNumberOfMessagesVisible({
      period: FIVE_MINUTES,
      statistic: 'Maximum',
    });
    alarm(
      'ScoringFailureQueue',
      queueDepth,
      0,
      'A scoring run failed after all retries and is in the failure queue: inspect the message (its sessionId).',
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
    const bounceRate = new Metric({
      namespace: 'AWS/SES',
      metricName: 'Reputation.BounceRate',
      statistic: 'Maximum',
      period: Duration.hours(1),
    });
    alarm(
      'SesBounceRate',
      bounceRate,
      ALARM_THRESHOLDS.sesBounceRate,
      'The SES bounce rate reached 5 %: SES reviews accounts at 5 % and may pause sending at 10 %. Check the addresses sessions were sent to.',
    );
    const complaintRate = new Metric({
      namespace: 'AWS/SES',
      metricName: 'Reputation.ComplaintRate',
      statistic: 'Maximum',
      period: Duration.hours(1),
    });
    alarm(
      'SesComplaintRate',
      complaintRate,
      ALARM_THRESHOLDS.sesComplaintRate,
      'The SES complaint rate reached 0.1 %: SES reviews accounts there and may pause sending at 0.5 %. Check who was mailed and why they complained.',
    );
    const retentionQueue = props.retentionFailures.metricApproximateNumberOfMessagesVisible({
      period: FIVE_MINUTES,
      statistic: 'Maximum',
    });
    alarm(
      'RetentionFailureQueue',
      retentionQueue,
      0,
      "Retention could not delete a removed session's answers, history or result after all retries: the message names the stream batch; delete that session's partition by hand (docs/decisions/0035-retention-by-ttl.md).",
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
    alarm(
      'WebhookDeadLetters',
      props.webhookDeadLetters.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      }),
      0,
      'The webhook worker failed on a delivery 5 times (or on a stream batch): inspect the message (its deliveryId) and redrive it (docs/decisions/0124-webhook-delivery-queue.md).',
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
    const aiBudget = productMetric(METRIC_NAMES.aiBudgetUsedPercent, 'Maximum', true);
    alarm(
      'AiBudget80',
      aiBudget,
      ALARM_THRESHOLDS.aiBudgetPercent,
      'An organization used 80 % of its monthly AI budget: generation and scoring stop at 100 % until the month ends or the budget is raised.',
    );

    this.dashboard = new Dashboard(this, 'Dashboard');
    const graph = (title: string, metrics: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left: metrics, right, width: 8, height: 6 });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '## Hiring platform\nSessions scored and failed, AI tokens and budget, API traffic and errors. Alarms: the topic in this stack.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('Sessions scored / scoring failures', [
        productMetric(METRIC_NAMES.sessionsScored),
        scoringFailures,
      ]),
      graph('AI tokens (scoring, generation)', [
        productMetric(METRIC_NAMES.scoringTokens),
        productMetric(METRIC_NAMES.generationTokens),
      ]),
      graph('Templates generated / answers needing review', [
        productMetric(METRIC_NAMES.templatesGenerated),
        productMetric(METRIC_NAMES.answersNeedingReview),
      ]),
    );
    this.dashboard.addWidgets(
      graph('API requests and 5xx %', [requests], [errorRate]),
      graph('Scoring failure queue', [queueDepth]),
      new SingleValueWidget({
        title: 'AI budget used (max org, %)',
        metrics: [aiBudget],
        width: 4,
        height: 6,
      }),
      new SingleValueWidget({
        title: 'SES bounce / complaint rate',
        metrics: [bounceRate, complaintRate],
        width: 4,
        height: 6,
      }),
    );
  }
}
