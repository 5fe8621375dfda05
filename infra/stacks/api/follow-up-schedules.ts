import type { Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import type { InfraConfig } from "../../config";
import type { FunctionResources } from "../../constructs/function-resources";

/**
 * Decision 201: follow-ups wait as one-time EventBridge Scheduler schedules in this group; Scheduler invokes the
 * send-follow-up function with a role of its own that may do exactly that (and only for this account's schedules).
 */
export function createFollowUpSchedules(
  stack: Stack,
  config: InfraConfig,
  target: lambda.IFunction | undefined,
): FunctionResources["followUps"] {
  if (!target) return undefined;
  const groupName = `${config.appName}-${config.stage}-follow-ups`;
  new scheduler.CfnScheduleGroup(stack, "FollowUpSchedules", { name: groupName });
  const role = new iam.Role(stack, "FollowUpSchedulerRole", {
    assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com").withConditions({
      StringEquals: { "aws:SourceAccount": stack.account },
    }),
    description: "EventBridge Scheduler invokes the send-follow-up function with this role",
  });
  new iam.ManagedPolicy(stack, "FollowUpSchedulerPolicy", {
    description: "Invoke the send-follow-up function, nothing else",
    roles: [role],
    statements: [new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [target.functionArn] })],
  });
  return { groupName, roleArn: role.roleArn, targetArn: target.functionArn };
}
