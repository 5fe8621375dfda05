import { config } from "../../config";

/**
 * The slice of @aws-sdk/client-ssm this adapter uses. The package is not a dependency of the repository (yet): the
 * Lambda nodejs22.x runtime ships it, the bundle keeps every @aws-sdk/* import external, and locally WEB_ORIGIN is set,
 * so this code only runs in AWS. Once the package is added, a static import can replace the loader below.
 */
interface SsmModule {
  SSMClient: new (options: {
    region: string;
    endpoint?: string;
    maxAttempts: number;
    requestHandler: { connectionTimeout: number; requestTimeout: number };
  }) => { send(command: unknown): Promise<{ Parameter?: { Value?: string } }> };
  GetParameterCommand: new (input: { Name: string }) => unknown;
}

const SSM_PACKAGE = "@aws-sdk/client-ssm";
let client: Promise<{ module: SsmModule; ssm: InstanceType<SsmModule["SSMClient"]> }> | undefined;

function ssmClient() {
  client ??= (import(SSM_PACKAGE) as Promise<SsmModule>).then((module) => ({
    module,
    ssm: new module.SSMClient({
      region: config().AWS_REGION,
      endpoint: config().AWS_ENDPOINT_URL,
      // A cold start must not hang on SSM: a few quick attempts, then the request fails and the next one retries.
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 1000, requestTimeout: 2000 },
    }),
  }));
  return client;
}

/** The value of one plain String parameter. */
export async function readSsmParameter(name: string): Promise<string> {
  const { module, ssm } = await ssmClient();
  const { Parameter } = await ssm.send(new module.GetParameterCommand({ Name: name }));
  if (!Parameter?.Value) throw new Error(`SSM parameter ${name} has no value`);
  return Parameter.Value;
}
