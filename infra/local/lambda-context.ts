import type { Context } from "aws-lambda";

export const LOCAL_ACCOUNT = "000000000000";

export function functionArn(name: string): string {
  return `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:${name}`;
}

/** The Lambda context a handler gets in AWS, with the remaining time counting down from `timeoutMs`. */
export function lambdaContext(name: string, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: "$LATEST",
    invokedFunctionArn: functionArn(name),
    memoryLimitInMB: "512",
    awsRequestId: requestId,
    logGroupName: `/local/${name}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
