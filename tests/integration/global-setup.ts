import type { TestProject } from "vitest/node";
import { startLocalStack } from "../../infra/local/stack";

export interface StackInfo {
  apiUrl: string;
  cognitoUrl: string;
  dynamodbUrl: string;
  s3Url: string;
  bucket: string;
  sesUrl: string;
  userPoolId: string;
  clientId: string;
  tableName: string;
  demo: { email: string; password: string };
  /** The local event bus (POST an EventBridge event with the secret header). */
  bus: { url: string; secret: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** The same local stack as `npm start`, on free ports with throw-away data, started once for all files. */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL = "silent";
  // The tests stand in for CloudFront: each names its client's address in X-Forwarded-For (rate limits per client).
  const stack = await startLocalStack({ dataDir: null, ports: "free", web: false, trustProxy: "127.0.0.1" });
  project.provide("stack", {
    apiUrl: `${stack.urls.api}/api`,
    cognitoUrl: stack.urls.cognito,
    dynamodbUrl: stack.urls.dynamodb,
    s3Url: stack.urls.s3,
    sesUrl: stack.urls.ses,
    bucket: stack.bucket,
    userPoolId: stack.cognito.userPoolId,
    clientId: stack.cognito.clientId,
    tableName: stack.tableName,
    demo: { email: stack.demoUser.email, password: stack.demoUser.password },
    bus: stack.bus,
  });
  return () => stack.stop();
}
