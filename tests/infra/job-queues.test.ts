import { describe, expect, it } from "vitest";
import { jobs, routes } from "#lambdas/routes";
import { JOB_QUEUE_VISIBILITY_TIMEOUTS } from "../../infra/stacks/api/background-functions";
import { buildApp, template } from "./support";

/** Decision 366: every queued job of the route table waits in line in an SQS queue of its own. */
const { stacks, config } = buildApp();
const api = template(stacks.api);
// biome-ignore lint/suspicious/noExplicitAny: a CloudFormation template is untyped JSON
const resources = api.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;
const queued = jobs.filter((j) => j.queue);

const fnOf = (id: string) => {
  const found = Object.entries(resources).find(
    ([logical, r]) => r.Type === "AWS::Lambda::Function" && logical.startsWith(`${id}Fn`),
  );
  if (!found) throw new Error(`No function ${id}`);
  return { logicalId: found[0], ...found[1] };
};
const queueNamed = (name: string) =>
  Object.entries(resources).find(([, r]) => r.Type === "AWS::SQS::Queue" && r.Properties.QueueName === name);
const statementsOf = (roleId: string) =>
  Object.entries(resources)
    .filter(([id, r]) => r.Type === "AWS::IAM::ManagedPolicy" && !id.startsWith("FunctionBaseline"))
    .filter(([, r]) => r.Properties.Roles?.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap(
      ([, r]) => r.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>,
    );

describe("the AI jobs' queues", () => {
  it("are the summary and the notes jobs", () => {
    expect(queued.map((j) => j.name)).toEqual(["summarize-documents", "transcription-notes"]);
  });

  describe.each(queued.map((j) => [j.name, j] as const))("%s", (name, job) => {
    const fn = fnOf(job.id);
    const functionName = fn.Properties.FunctionName as string;
    const [queueId, queue] = queueNamed(`${functionName}-queue`) ?? [];
    const [deadLettersId] = queueNamed(`${functionName}-dead-letters`) ?? [];
    const mappings = Object.values(resources).filter((r) => r.Type === "AWS::Lambda::EventSourceMapping");
    const concurrency = config.jobQueueConcurrency[name];

    it("is encrypted with the data key and refuses requests without TLS", () => {
      expect(JSON.stringify(queue?.Properties.KmsMasterKeyId)).toContain("DataKey");
      const policy = Object.values(resources).find(
        (r) => r.Type === "AWS::SQS::QueuePolicy" && JSON.stringify(r.Properties.Queues).includes(queueId ?? "?"),
      );
      expect(JSON.stringify(policy?.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    });

    it("hides a received message for six times the function's timeout", () => {
      expect(queue?.Properties.VisibilityTimeout).toBe(JOB_QUEUE_VISIBILITY_TIMEOUTS * job.timeoutSeconds);
    });

    it("moves a message that failed every receive to the function's dead-letter queue", () => {
      expect(queue?.Properties.RedrivePolicy).toEqual({
        deadLetterTargetArn: { "Fn::GetAtt": [deadLettersId, "Arn"] },
        maxReceiveCount: job.queue?.receives,
      });
    });

    it("runs the job one message at a time, at most cdk.json's concurrency at once, reporting failed items", () => {
      const mapping = mappings.find((m) => JSON.stringify(m.Properties.EventSourceArn).includes(queueId ?? "?"));

      expect(mapping?.Properties).toMatchObject({
        FunctionName: { Ref: fn.logicalId },
        BatchSize: 1,
        FunctionResponseTypes: ["ReportBatchItemFailures"],
        ScalingConfig: { MaximumConcurrency: concurrency },
      });
      expect(fn.Properties.ReservedConcurrentExecutions).toBe(concurrency);
    });

    it("hands its dead letters to the on-failure function", () => {
      const onFailure = fnOf(job.onFailure?.id ?? "?");
      const mapping = mappings.find((m) => JSON.stringify(m.Properties.EventSourceArn).includes(deadLettersId ?? "?"));

      expect(mapping?.Properties).toMatchObject({ FunctionName: { Ref: onFailure.logicalId }, BatchSize: 1 });
    });

    it("is started by a message: its starters get its URL and may send to it alone, not invoke the function", () => {
      const grant = name === "summarize-documents" ? "jobs:summarize" : "jobs:transcription-notes";
      const variable = name === "summarize-documents" ? "SUMMARIZE_QUEUE_URL" : "TRANSCRIPTION_NOTES_QUEUE_URL";
      const starters = routes.filter((r) => r.grants.includes(grant));
      expect(starters.length).toBeGreaterThan(0);

      for (const route of starters) {
        const starter = fnOf(route.id);
        const statements = statementsOf(starter.Properties.Role["Fn::GetAtt"][0]);
        expect(starter.Properties.Environment.Variables[variable]).toEqual({ Ref: queueId });
        expect(statements.filter((s) => s.Action === "sqs:SendMessage").map((s) => s.Resource)).toEqual([
          { "Fn::GetAtt": [queueId, "Arn"] },
        ]);
        expect(JSON.stringify(statements)).not.toContain(`"${fn.logicalId}"`);
      }
    });
  });
});
