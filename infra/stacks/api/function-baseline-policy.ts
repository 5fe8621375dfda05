import { ArnFormat, type Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import { acknowledge } from "../../nag";

/**
 * The one customer-managed policy every function of the stack is given: its own log streams and, when tracing is on
 * (cdk.json `tracing`), X-Ray traces.
 */
export function createFunctionBaselinePolicy(stack: Stack, tracing: boolean): iam.ManagedPolicy {
  const baselinePolicy = new iam.ManagedPolicy(stack, "FunctionBaseline", {
    description: `What every function of this app needs: writing its own log streams${tracing ? " and X-Ray traces" : ""}`,
    statements: [
      new iam.PolicyStatement({
        actions: ["logs:CreateLogStream", "logs:PutLogEvents"],
        resources: [
          stack.formatArn({
            service: "logs",
            resource: "log-group",
            resourceName: `/aws/lambda/${stack.stackName}-*:*`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    ],
  });
  if (tracing) {
    baselinePolicy.addStatements(
      new iam.PolicyStatement({ actions: ["xray:PutTraceSegments", "xray:PutTelemetryRecords"], resources: ["*"] }),
    );
    acknowledge(
      baselinePolicy,
      "AwsSolutions-IAM5",
      "X-Ray's PutTraceSegments and PutTelemetryRecords do not support resource-level permissions; '*' is the only valid resource.",
      "Resource::*",
    );
  }
  acknowledge(
    baselinePolicy,
    "AwsSolutions-IAM5",
    "Lambda creates log streams with generated names inside each function's log group; the pattern is limited to this stack's function log groups.",
    `Resource::arn:<AWS::Partition>:logs:${stack.region}:${stack.account}:log-group:/aws/lambda/${stack.stackName}-*:*`,
  );
  return baselinePolicy;
}
