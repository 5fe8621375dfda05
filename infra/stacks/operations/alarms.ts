import { Duration } from "aws-cdk-lib";
import type * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import * as logs from "aws-cdk-lib/aws-logs";
import type * as sns from "aws-cdk-lib/aws-sns";
import type { Construct } from "constructs";
import type { InfraConfig } from "../../config";

/*
 * The metrics below carry no label: an alarm on a labelled metric is written in CloudFormation's metric-math form;
 * the dashboard labels its copies.
 */

/** A deployed function as the alarms see it: names only, so nothing here is a cross-stack reference. */
export interface MonitoredFunction {
  id: string;
  functionName: string;
  /** Module under lambdas/; a background function's log lines name its basename as `job`. */
  handler: string;
  /** Only asynchronous functions (jobs, event, stream and on-failure handlers) have one. */
  deadLetterQueueName?: string;
  /** A queued job's own queue, where its work waits in line (decision 366). */
  jobQueueName?: string;
}

/**
 * How long the oldest message of a job queue may wait before the operator hears of it: well past a busy hour's
 * usual wait, well before the 4 hours a message may wait in line before its record fails.
 */
export const JOB_QUEUE_WAIT_ALARM_SECONDS = 30 * 60;

/**
 * SES places an account under review at a 5 % bounce rate and may pause it at 10 %; for complaints at 0.1 % and
 * 0.5 %. The alarms fire well before the review: at 2 % (the rate SES asks senders to stay under) and 0.05 %.
 */
export const SES_BOUNCE_RATE_ALARM = 0.02;
export const SES_COMPLAINT_RATE_ALARM = 0.0005;
/** Share of API requests answered 5xx, in percent, in two of three 5-minute periods. */
export const API_SERVER_ERROR_PERCENT_ALARM = 5;
/** Counted from the job functions' own log lines by metric filters (lambdas/core/shared/log.ts writes bare JSON). */
export const FAILED_JOBS_METRIC = "FailedJobs";
/** A job's last line says how it ended; "failed" is a handled failure, "marked-failed" an on-failure function's. */
export const FAILED_JOB_PATTERN = '{ $.msg = "job" && ($.outcome = "failed" || $.outcome = "marked-failed") }';

const FIVE_MINUTES = Duration.minutes(5);

export function metricsNamespace(config: Pick<InfraConfig, "appName" | "stage">): string {
  return `${config.appName}/${config.stage}`;
}

/** The name a background function's log lines give its job: its handler module's basename. */
export function jobNameOf(fn: Pick<MonitoredFunction, "handler">): string {
  return fn.handler.slice(fn.handler.lastIndexOf("/") + 1);
}

interface AlarmSpec {
  metric: cloudwatch.IMetric;
  threshold: number;
  /** What it means, in one sentence; the email says it and points at the runbook section. */
  meaning: string;
  /** Anchor of the runbook section in docs/operations.md. */
  runbook: string;
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
}

/** Makes the alarms: named after the deployment, emailing the operator when they fire and when they clear. */
export class AlarmFactory {
  readonly all: cloudwatch.Alarm[] = [];

  constructor(
    private readonly scope: Construct,
    private readonly config: InfraConfig,
    private readonly topic: sns.ITopic,
  ) {}

  add(id: string, spec: AlarmSpec): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this.scope, id, {
      alarmName: `${this.config.appName}-${this.config.stage}-${id}`,
      alarmDescription: `${spec.meaning} Runbook: docs/operations.md#${spec.runbook}`,
      metric: spec.metric,
      threshold: spec.threshold,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: spec.evaluationPeriods ?? 1,
      datapointsToAlarm: spec.datapointsToAlarm,
      // Every metric here is published only when something happens (an invocation, a send, a message): no data
      // means nothing went wrong.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.all.push(alarm);
    return alarm;
  }
}

export function lambdaMetric(fn: MonitoredFunction, metricName: "Errors" | "Throttles"): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: "AWS/Lambda",
    metricName,
    dimensionsMap: { FunctionName: fn.functionName },
    statistic: cloudwatch.Stats.SUM,
    period: FIVE_MINUTES,
  });
}

/** Errors (a crash, a timeout, running out of memory) and throttles of one function. */
export function functionAlarms(alarms: AlarmFactory, fn: MonitoredFunction): void {
  alarms.add(`${fn.id}-errors`, {
    metric: lambdaMetric(fn, "Errors"),
    threshold: 1,
    meaning: `The ${fn.id} function (${fn.handler}) failed: it threw past its handler, timed out or ran out of memory.`,
    runbook: "function-errors",
  });
  alarms.add(`${fn.id}-throttles`, {
    metric: lambdaMetric(fn, "Throttles"),
    threshold: 1,
    meaning: `Lambda refused to run the ${fn.id} function: it was at its reserved concurrency.`,
    runbook: "function-throttles",
  });
}

export function deadLetterMetric(fn: MonitoredFunction & { deadLetterQueueName: string }): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: "AWS/SQS",
    metricName: "ApproximateNumberOfMessagesVisible",
    dimensionsMap: { QueueName: fn.deadLetterQueueName },
    statistic: cloudwatch.Stats.MAXIMUM,
    period: FIVE_MINUTES,
  });
}

/** Any message in a background function's dead-letter queue. */
export function deadLetterAlarm(alarms: AlarmFactory, fn: MonitoredFunction & { deadLetterQueueName: string }): void {
  alarms.add(`${fn.id}-dead-letters`, {
    metric: deadLetterMetric(fn),
    threshold: 1,
    meaning: `An event for ${fn.id} (${fn.handler}) failed every attempt and waits in its dead-letter queue ${fn.deadLetterQueueName}.`,
    runbook: "dead-letter-messages",
  });
}

export function jobQueueAgeMetric(fn: MonitoredFunction & { jobQueueName: string }): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: "AWS/SQS",
    metricName: "ApproximateAgeOfOldestMessage",
    dimensionsMap: { QueueName: fn.jobQueueName },
    statistic: cloudwatch.Stats.MAXIMUM,
    period: FIVE_MINUTES,
  });
}

/** Work waiting in line longer than it should: the job's concurrency or the Bedrock quota is too low for the load. */
export function jobQueueAgeAlarm(alarms: AlarmFactory, fn: MonitoredFunction & { jobQueueName: string }): void {
  alarms.add(`${fn.id}-waiting`, {
    metric: jobQueueAgeMetric(fn),
    threshold: JOB_QUEUE_WAIT_ALARM_SECONDS,
    meaning: `A ${jobNameOf(fn)} job has waited in line in ${fn.jobQueueName} for ${JOB_QUEUE_WAIT_ALARM_SECONDS / 60} minutes: the queue drains slower than work arrives.`,
    runbook: "jobs-waiting-in-line",
  });
}

export function failedJobsMetric(config: InfraConfig, fn: MonitoredFunction): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: metricsNamespace(config),
    metricName: FAILED_JOBS_METRIC,
    dimensionsMap: { Job: jobNameOf(fn) },
    statistic: cloudwatch.Stats.SUM,
    period: FIVE_MINUTES,
  });
}

/**
 * A background job that ended failed: counted from its log group by a metric filter (no code in the bundle), so it
 * also counts failures the job handled itself, which Lambda sees as successful invocations.
 */
export function failedJobAlarm(alarms: AlarmFactory, scope: Construct, config: InfraConfig, fn: MonitoredFunction) {
  const logGroup = logs.LogGroup.fromLogGroupName(scope, `${fn.id}Logs`, `/aws/lambda/${fn.functionName}`);
  new logs.MetricFilter(scope, `${fn.id}FailedJobs`, {
    logGroup,
    filterPattern: logs.FilterPattern.literal(FAILED_JOB_PATTERN),
    metricNamespace: metricsNamespace(config),
    metricName: FAILED_JOBS_METRIC,
    metricValue: "1",
    dimensions: { Job: "$.job" },
  });
  alarms.add(`${fn.id}-failed-jobs`, {
    metric: failedJobsMetric(config, fn),
    threshold: 1,
    meaning: `A ${jobNameOf(fn)} run ended failed; the clinician sees that record as failed.`,
    runbook: "failed-jobs",
  });
}

export function apiServerErrorRate(httpApi: apigw.IHttpApi): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({
    expression: "100 * errors / requests",
    usingMetrics: {
      errors: httpApi.metricServerError({ statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES }),
      requests: httpApi.metricCount({ statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES }),
    },
    label: "5xx % of requests",
    period: FIVE_MINUTES,
  });
}

export function sesReputationMetric(metricName: "Reputation.BounceRate" | "Reputation.ComplaintRate") {
  return new cloudwatch.Metric({
    namespace: "AWS/SES",
    metricName,
    statistic: cloudwatch.Stats.MAXIMUM,
    period: Duration.hours(1),
  });
}

export function tableThrottleMetric(tableName: string, metricName: "ReadThrottleEvents" | "WriteThrottleEvents") {
  return new cloudwatch.Metric({
    namespace: "AWS/DynamoDB",
    metricName,
    dimensionsMap: { TableName: tableName },
    statistic: cloudwatch.Stats.SUM,
    period: FIVE_MINUTES,
  });
}

/** The signals that belong to the whole deployment rather than one function. */
export function serviceAlarms(alarms: AlarmFactory, httpApi: apigw.IHttpApi, tableName: string): void {
  alarms.add("api-5xx-rate", {
    metric: apiServerErrorRate(httpApi),
    threshold: API_SERVER_ERROR_PERCENT_ALARM,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
    meaning: `At least ${API_SERVER_ERROR_PERCENT_ALARM} % of API requests were answered 5xx in two of the last three 5-minute periods.`,
    runbook: "api-5xx-rate",
  });
  alarms.add("ses-bounce-rate", {
    metric: sesReputationMetric("Reputation.BounceRate"),
    threshold: SES_BOUNCE_RATE_ALARM,
    meaning: `The account's SES bounce rate reached ${SES_BOUNCE_RATE_ALARM * 100} % (SES reviews the account at 5 %).`,
    runbook: "ses-bounce-rate",
  });
  alarms.add("ses-complaint-rate", {
    metric: sesReputationMetric("Reputation.ComplaintRate"),
    threshold: SES_COMPLAINT_RATE_ALARM,
    meaning: `The account's SES complaint rate reached ${SES_COMPLAINT_RATE_ALARM * 100} % (SES reviews the account at 0.1 %).`,
    runbook: "ses-complaint-rate",
  });
  for (const metricName of ["ReadThrottleEvents", "WriteThrottleEvents"] as const) {
    alarms.add(`table-${metricName === "ReadThrottleEvents" ? "read" : "write"}-throttles`, {
      metric: tableThrottleMetric(tableName, metricName),
      threshold: 1,
      meaning: `DynamoDB throttled ${metricName === "ReadThrottleEvents" ? "reads from" : "writes to"} the table ${tableName}.`,
      runbook: "table-throttles",
    });
  }
}
