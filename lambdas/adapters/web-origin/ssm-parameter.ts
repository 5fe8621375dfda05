import type { SSMClient } from "@aws-sdk/client-ssm";
import { config } from "#lambdas/config";
import { sdkOptions } from "../sdk-options";

let ssm: SSMClient | undefined;

/** The value of one plain String parameter (a cold start must not hang on SSM: the data timeouts apply). */
export async function readSsmParameter(name: string): Promise<string> {
  // Loaded on first use, not at import (cold start budget, docs/decisions.md).
  const { GetParameterCommand, SSMClient } = await import("@aws-sdk/client-ssm");
  ssm ??= new SSMClient({ region: config().AWS_REGION, endpoint: config().AWS_ENDPOINT_URL, ...sdkOptions("data") });
  const { Parameter } = await ssm.send(new GetParameterCommand({ Name: name }));
  if (!Parameter?.Value) throw new Error(`SSM parameter ${name} has no value`);
  return Parameter.Value;
}
