import type { IConstruct } from "constructs";
import { acknowledge } from "../../nag";

/**
 * The findings a CDK-owned singleton Lambda that runs only during `cdk deploy` shares with every other one,
 * acknowledged on that function: `why` says which helper it is, `reaches` what it touches.
 */
export function acknowledgeDeployTimeHelper(helper: IConstruct, why: string, reaches: string): void {
  acknowledge(
    helper,
    "AwsSolutions-IAM4",
    `${why}; CDK attaches AWSLambdaBasicExecutionRole to it.`,
    "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
  );
  acknowledge(helper, "HIPAA.Security-LambdaConcurrency", `${why}; it runs once per deployment.`);
  acknowledge(helper, "HIPAA.Security-LambdaDLQ", `${why}; CloudFormation invokes it and reports failures itself.`);
  acknowledge(helper, "HIPAA.Security-LambdaInsideVPC", `${why}; ${reaches}.`);
}
