import { Duration } from "aws-cdk-lib";
import type * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import type { Construct } from "constructs";
import type { InfraConfig } from "../../config";
import {
  API_SERVER_ERROR_PERCENT_ALARM,
  apiServerErrorRate,
  deadLetterMetric,
  failedJobsMetric,
  lambdaMetric,
  type MonitoredFunction,
  SES_BOUNCE_RATE_ALARM,
  SES_COMPLAINT_RATE_ALARM,
  sesReputationMetric,
  tableThrottleMetric,
} from "./alarms";

interface DashboardSignals {
  config: InfraConfig;
  functions: MonitoredFunction[];
  httpApi: apigw.IHttpApi;
  tableName: string;
  /** Alarms that are not one per function, shown by state at the top. */
  serviceAlarms: cloudwatch.IAlarm[];
}

/** One dashboard with the signals the alarms watch, each graph with the alarm's threshold drawn on it. */
export function createDashboard(scope: Construct, s: DashboardSignals): cloudwatch.Dashboard {
  const { config, functions, httpApi, tableName } = s;
  const background = functions.filter(
    (f): f is MonitoredFunction & { deadLetterQueueName: string } => f.deadLetterQueueName !== undefined,
  );
  const dashboard = new cloudwatch.Dashboard(scope, "Dashboard", {
    dashboardName: `${config.appName}-${config.stage}-operations`,
    defaultInterval: Duration.hours(6),
  });
  const once = { value: 1, label: "alarm" };

  dashboard.addWidgets(
    new cloudwatch.AlarmStatusWidget({
      title: "Alarms of the API, the table, SES, dead-letter queues and jobs (function alarms: see the graphs)",
      alarms: s.serviceAlarms,
      width: 24,
      height: 4,
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({
      title: "API requests and server errors",
      left: [
        httpApi.metricCount({ statistic: cloudwatch.Stats.SUM, label: "requests" }),
        httpApi.metricClientError({ statistic: cloudwatch.Stats.SUM, label: "4xx" }),
        httpApi.metricServerError({ statistic: cloudwatch.Stats.SUM, label: "5xx" }),
      ],
      right: [apiServerErrorRate(httpApi)],
      rightAnnotations: [{ value: API_SERVER_ERROR_PERCENT_ALARM, label: "alarm (2 of 3 periods)" }],
      width: 12,
    }),
    new cloudwatch.GraphWidget({
      title: "API latency (ms)",
      left: [
        httpApi.metricLatency({ statistic: "p50", label: "p50" }),
        httpApi.metricLatency({ statistic: "p99", label: "p99" }),
      ],
      width: 12,
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({
      title: "Function errors (each function alarms at 1 in 5 minutes)",
      left: functions.map((f) => lambdaMetric(f, "Errors").with({ label: f.id })),
      leftAnnotations: [once],
      legendPosition: cloudwatch.LegendPosition.RIGHT,
      width: 12,
    }),
    new cloudwatch.GraphWidget({
      title: "Function throttles (each function alarms at 1 in 5 minutes)",
      left: functions.map((f) => lambdaMetric(f, "Throttles").with({ label: f.id })),
      leftAnnotations: [once],
      legendPosition: cloudwatch.LegendPosition.RIGHT,
      width: 12,
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({
      title: "Failed background jobs",
      left: background.map((f) => failedJobsMetric(config, f).with({ label: f.id })),
      leftAnnotations: [once],
      width: 12,
    }),
    new cloudwatch.GraphWidget({
      title: "Messages in dead-letter queues",
      left: background.map((f) => deadLetterMetric(f).with({ label: f.id })),
      leftAnnotations: [once],
      width: 12,
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({
      title: "SES reputation (whole account; SES reviews at 5 % bounces, 0.1 % complaints)",
      left: [sesReputationMetric("Reputation.BounceRate")],
      right: [sesReputationMetric("Reputation.ComplaintRate")],
      leftAnnotations: [{ value: SES_BOUNCE_RATE_ALARM, label: "bounce alarm" }],
      rightAnnotations: [{ value: SES_COMPLAINT_RATE_ALARM, label: "complaint alarm" }],
      width: 12,
    }),
    new cloudwatch.GraphWidget({
      title: `DynamoDB throttle events (${tableName})`,
      left: [
        tableThrottleMetric(tableName, "ReadThrottleEvents"),
        tableThrottleMetric(tableName, "WriteThrottleEvents"),
      ],
      leftAnnotations: [once],
      width: 12,
    }),
  );
  return dashboard;
}
