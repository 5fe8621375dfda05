import { describe, expect, it } from "vitest";
import { eventHandlers, jobs, streamHandlers } from "#lambdas/routes";
import { functionEntries } from "../../bin/function-bundles";
import {
  FAILED_JOB_PATTERN,
  FAILED_JOBS_METRIC,
  JOB_QUEUE_WAIT_ALARM_SECONDS,
  SES_BOUNCE_RATE_ALARM,
  SES_COMPLAINT_RATE_ALARM,
} from "../../infra/stacks/operations/alarms";
import { buildApp, template } from "./support";

/**
 * Issue 22: an alarm for every function and every dead-letter queue, generated from the route table (like the
 * chaos suite) and from the functions outside it (bin/function-bundles.ts lists them all).
 */
const OPERATOR = "on-call@clinic.example";
const { stacks } = buildApp({ operatorEmail: OPERATOR });
const ops = template(stacks.operations);
const api = template(stacks.api);

type Resource = { Properties: Record<string, unknown> & { Dimensions?: Array<{ Name: string; Value: unknown }> } };
const alarms = Object.values(ops.findResources("AWS::CloudWatch::Alarm")) as Resource[];
const [topicId] = Object.keys(ops.findResources("AWS::SNS::Topic"));

const dimension = (alarm: Resource, name: string) => alarm.Properties.Dimensions?.find((d) => d.Name === name)?.Value;
const alarmsOn = (namespace: string, metricName: string, dimensionName?: string, value?: unknown) =>
  alarms.filter(
    (a) =>
      a.Properties.Namespace === namespace &&
      a.Properties.MetricName === metricName &&
      (dimensionName === undefined || dimension(a, dimensionName) === value),
  );

/** The deployed function of a route-table id: its Lambda's name and its dead-letter queue's name, as synthesized. */
function deployed(id: string) {
  const found = Object.entries(api.findResources("AWS::Lambda::Function")).find(([logical]) =>
    logical.startsWith(`${id}Fn`),
  );
  if (!found) throw new Error(`No function ${id} in the API stack`);
  const fn = found[1];
  const queueId = fn.Properties.DeadLetterConfig?.TargetArn?.["Fn::GetAtt"]?.[0];
  const functionName = fn.Properties.FunctionName as string;
  // A queued job's dead-letter queue is its queue's redrive target (decision 366), not the function's own setting.
  const queue = queueId
    ? api.toJSON().Resources[queueId]
    : Object.values(api.findResources("AWS::SQS::Queue")).find(
        (q) => q.Properties.QueueName === `${functionName}-dead-letters`,
      );
  return { functionName, queueName: queue?.Properties.QueueName as string };
}

const background = [
  ...jobs,
  ...eventHandlers,
  ...streamHandlers,
  ...[...jobs, ...eventHandlers].flatMap((j) => (j.onFailure ? [j.onFailure] : [])),
];

describe.each(jobs.filter((j) => j.queue).map((j) => [j.id, j] as const))("operations: queued job %s", (id) => {
  const { functionName } = deployed(id);

  it("alarms when work has waited in its queue longer than it should (decision 366)", () => {
    const [age] = alarmsOn("AWS/SQS", "ApproximateAgeOfOldestMessage", "QueueName", `${functionName}-queue`);

    expect(age?.Properties).toMatchObject({ Threshold: JOB_QUEUE_WAIT_ALARM_SECONDS, Statistic: "Maximum" });
  });
});

describe("operations: notifications", () => {
  it("emails the configured operatorEmail from one topic", () => {
    ops.resourceCountIs("AWS::SNS::Topic", 1);
    ops.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "email",
      Endpoint: OPERATOR,
      TopicArn: { Ref: topicId },
    });
  });

  it("encrypts the topic with a key CloudWatch may use, and refuses publishing without TLS", () => {
    const topic = Object.values(ops.findResources("AWS::SNS::Topic"))[0];
    const keyId = topic.Properties.KmsMasterKeyId["Fn::GetAtt"][0];
    const key = ops.toJSON().Resources[keyId];
    const policy = JSON.stringify(Object.values(ops.findResources("AWS::SNS::TopicPolicy"))[0].Properties);

    expect(JSON.stringify(key.Properties.KeyPolicy)).toContain("cloudwatch.amazonaws.com");
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(policy).toContain('"aws:SecureTransport":"false"');
  });

  it("sends every alarm's firing and its clearing to the topic", () => {
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
  });

  it("treats a missing data point as nothing wrong, since every metric is published only when something happens", () => {
    for (const alarm of alarms) expect(alarm.Properties.TreatMissingData).toBe("notBreaching");
  });

  it("points every alarm's description at its section of the runbook", () => {
    for (const alarm of alarms) expect(alarm.Properties.AlarmDescription).toMatch(/docs\/operations\.md#[a-z0-9-]+$/);
  });
});

describe.each(functionEntries().map((f) => [f.id, f] as const))("operations: function %s", (id) => {
  const { functionName } = deployed(id);

  it("alarms on its first error in five minutes", () => {
    const [errors] = alarmsOn("AWS/Lambda", "Errors", "FunctionName", functionName);

    expect(errors?.Properties).toMatchObject({ Threshold: 1, Statistic: "Sum", Period: 300 });
  });

  it("alarms on its first throttle in five minutes", () => {
    const [throttles] = alarmsOn("AWS/Lambda", "Throttles", "FunctionName", functionName);

    expect(throttles?.Properties).toMatchObject({ Threshold: 1, Statistic: "Sum", Period: 300 });
  });
});

describe.each(background.map((b) => [b.id, b] as const))("operations: background function %s", (id, spec) => {
  const { functionName, queueName } = deployed(id);

  it("alarms on any message in its dead-letter queue", () => {
    const [depth] = alarmsOn("AWS/SQS", "ApproximateNumberOfMessagesVisible", "QueueName", queueName);

    expect(queueName).toBeDefined();
    expect(depth?.Properties).toMatchObject({ Threshold: 1, Statistic: "Maximum" });
  });

  it("counts its failed runs from its own log group and alarms on the first", () => {
    const job = spec.handler.slice(spec.handler.lastIndexOf("/") + 1);
    const filter = Object.values(ops.findResources("AWS::Logs::MetricFilter")).find(
      (f) => f.Properties.LogGroupName === `/aws/lambda/${functionName}`,
    );
    const [failed] = alarmsOn("clearnote/dev", FAILED_JOBS_METRIC, "Job", job);

    expect(filter?.Properties).toMatchObject({
      FilterPattern: FAILED_JOB_PATTERN,
      MetricTransformations: [
        { MetricName: FAILED_JOBS_METRIC, MetricValue: "1", Dimensions: [{ Key: "Job", Value: "$.job" }] },
      ],
    });
    expect(failed?.Properties.Threshold).toBe(1);
  });
});

describe("operations: the deployment's own signals", () => {
  it("alarms when 5 % of API requests fail with a 5xx in two of three 5-minute periods", () => {
    const [rate] = alarms.filter((a) => JSON.stringify(a.Properties.Metrics ?? "").includes('"5xx"'));
    const apiId = Object.keys(api.findResources("AWS::ApiGatewayV2::Api"))[0];

    expect(rate?.Properties).toMatchObject({ Threshold: 5, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
    expect(JSON.stringify(rate?.Properties.Metrics)).toContain("100 * errors / requests");
    expect(JSON.stringify(rate?.Properties.Metrics)).toContain(apiId);
  });

  it("alarms on the SES bounce rate before SES's review at 5 %", () => {
    const [bounces] = alarmsOn("AWS/SES", "Reputation.BounceRate");

    expect(bounces?.Properties.Threshold).toBe(SES_BOUNCE_RATE_ALARM);
    expect(SES_BOUNCE_RATE_ALARM).toBeLessThan(0.05);
  });

  it("alarms on the SES complaint rate before SES's review at 0.1 %", () => {
    const [complaints] = alarmsOn("AWS/SES", "Reputation.ComplaintRate");

    expect(complaints?.Properties.Threshold).toBe(SES_COMPLAINT_RATE_ALARM);
    expect(SES_COMPLAINT_RATE_ALARM).toBeLessThan(0.001);
  });

  it("alarms on any throttled read or write of the table", () => {
    const table = Object.values(template(stacks.data).findResources("AWS::DynamoDB::GlobalTable"))[0];
    const name = table.Properties.TableName;

    expect(alarmsOn("AWS/DynamoDB", "ReadThrottleEvents", "TableName", name)).toHaveLength(1);
    expect(alarmsOn("AWS/DynamoDB", "WriteThrottleEvents", "TableName", name)).toHaveLength(1);
  });

  it("has exactly these alarms: two per function, two per background function, one per job queue, five for the deployment", () => {
    const queues = jobs.filter((j) => j.queue).length;
    expect(alarms).toHaveLength(2 * functionEntries().length + 2 * background.length + queues + 5);
  });
});

describe("operations: dashboard", () => {
  const [dashboard] = Object.values(ops.findResources("AWS::CloudWatch::Dashboard"));
  const body = JSON.stringify(dashboard?.Properties.DashboardBody);

  it("is one dashboard", () => {
    ops.resourceCountIs("AWS::CloudWatch::Dashboard", 1);
  });

  it("graphs every function's errors and throttles and every dead-letter queue", () => {
    for (const entry of functionEntries()) expect(body).toContain(deployed(entry.id).functionName);
    for (const b of background) expect(body).toContain(deployed(b.id).queueName);
  });

  it("graphs the API, SES reputation, table throttles and failed jobs", () => {
    for (const signal of ["5xx", "Reputation.BounceRate", "Reputation.ComplaintRate", "WriteThrottleEvents"]) {
      expect(body).toContain(signal);
    }
    expect(body).toContain(FAILED_JOBS_METRIC);
  });
});
