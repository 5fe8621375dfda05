import { type App, Tags } from "aws-cdk-lib";
import { type InfraConfig, tableNameOf, uploadsBucketName } from "./config";
import { ApiStack } from "./stacks/api-stack";
import { DataStack } from "./stacks/data-stack";
import { EmailStack } from "./stacks/email-stack";
import { IdentityStack } from "./stacks/identity-stack";
import { OperationsStack } from "./stacks/operations-stack";
import { WebStack } from "./stacks/web-stack";

/** Builds every stack, split by lifecycle. Shared by bin/app.ts and the infra tests. */
export function createStacks(app: App, config: InfraConfig) {
  // Synth works offline: an explicit env, with a placeholder account until `cdk deploy` supplies the real one.
  const env = { account: config.account ?? process.env.CDK_DEFAULT_ACCOUNT ?? "000000000000", region: config.region };
  const prefix = `${pascal(config.appName)}-${config.stage}`;

  const identity = new IdentityStack(app, `${prefix}-Identity`, { env, config });
  const bucketName = uploadsBucketName(config, env.account);
  const data = new DataStack(app, `${prefix}-Data`, { env, config, uploadsBucketName: bucketName });
  const email = new EmailStack(app, `${prefix}-Email`, { env, config });
  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    config,
    userPool: identity.userPool,
    webClient: identity.webClient,
    table: data.table,
    uploadsBucket: data.uploadsBucket,
    uploadsBucketName: bucketName,
    dataKey: data.dataKey,
    logKey: data.logKey,
    emailIdentityArn: email.identityArn,
    configurationSetName: email.configurationSet.configurationSetName,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    config,
    apiOrigin: api.origin,
    userPool: identity.userPool,
    webClient: identity.webClient,
    uploadsBucket: data.uploadsBucket,
    uploadsBucketName: bucketName,
    accessLogsBucket: data.accessLogsBucket,
    logKey: data.logKey,
  });

  const operations = new OperationsStack(app, `${prefix}-Operations`, {
    env,
    config,
    functions: [...api.functions.entries()].map(([id, fn]) => ({
      id,
      functionName: fn.functionName,
      handler: fn.handlerName,
      deadLetterQueueName: fn.deadLetterQueueName,
      jobQueueName: fn.jobQueueName,
    })),
    httpApi: api.api,
    tableName: tableNameOf(config),
  });
  // Its metric filters read the functions' log groups, which the API stack creates.
  operations.addStackDependency(api);

  for (const stack of [identity, data, email, api, web, operations]) {
    Tags.of(stack).add("app", config.appName);
    Tags.of(stack).add("stage", config.stage);
    Tags.of(stack).add("data-classification", "phi");
  }
  return { identity, data, email, api, web, operations };
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
}
