import { config } from "#lambdas/config";

/**
 * The two Amazon SQS calls the job queues need (decision 366), over SQS's JSON protocol with a SigV4-signed fetch:
 * `@aws-sdk/client-sqs` is not among this project's dependencies (the Lambda runtime has it, the local stack and the
 * tests would not). Loaded on first use; the local stack never calls it (its job runner keeps the line).
 */
type SqsAction = "SendMessage" | "ChangeMessageVisibility";

let signer: { sign(request: object): Promise<{ headers: Record<string, string> }> } | undefined;

async function signerFor(region: string) {
  if (signer) return signer;
  const [{ SignatureV4 }, { Sha256 }, { defaultProvider }] = await Promise.all([
    import("@smithy/signature-v4"),
    import("@aws-crypto/sha256-js"),
    import("@aws-sdk/credential-provider-node"),
  ]);
  signer = new SignatureV4({ service: "sqs", region, credentials: defaultProvider(), sha256: Sha256 });
  return signer;
}

/** Thrown for an answer SQS refused; `name` is SQS's error type (QueueDoesNotExist, ThrottlingException, …). */
export class SqsError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly $metadata: { httpStatusCode: number },
  ) {
    super(message);
  }
}

/** One call to the queue named by its URL (https://sqs.<region>.amazonaws.com/<account>/<name>). */
export async function callSqs(action: SqsAction, input: { QueueUrl: string } & Record<string, unknown>) {
  const url = new URL(input.QueueUrl);
  const body = JSON.stringify(input);
  const request = {
    method: "POST",
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: "/",
    headers: {
      host: url.host,
      "content-type": "application/x-amz-json-1.0",
      "x-amz-target": `AmazonSQS.${action}`,
    },
    body,
  };
  const signed = await (await signerFor(config().AWS_REGION)).sign(request);
  const response = await fetch(`${url.protocol}//${url.host}/`, {
    method: "POST",
    headers: signed.headers,
    body,
    signal: AbortSignal.timeout(5_000),
  });
  const text = await response.text();
  if (!response.ok) {
    const error = (text ? JSON.parse(text) : {}) as { __type?: string; message?: string };
    const name = (error.__type ?? "SqsError").split("#").pop() ?? "SqsError";
    throw new SqsError(name, error.message ?? `SQS answered ${response.status}`, { httpStatusCode: response.status });
  }
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
