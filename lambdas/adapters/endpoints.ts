import { config } from "../config";

/** Endpoint for one service: its own override (local emulators), else the shared one (LocalStack), else AWS. */
export function endpointFor(service: "dynamodb" | "s3" | "ses"): string | undefined {
  const c = config();
  const own = { dynamodb: c.DYNAMODB_ENDPOINT, s3: c.S3_ENDPOINT, ses: c.SES_ENDPOINT }[service];
  return own ?? c.AWS_ENDPOINT_URL;
}

/**
 * With an endpoint override (local emulators, LocalStack) use the emulators' key pair (s3rver accepts only this one,
 * the others accept any); against AWS use the default provider chain. Real credentials in the environment then
 * stay free for Bedrock in a local run.
 */
export function credentialsFor(endpoint: string | undefined) {
  if (!endpoint) return undefined;
  return { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
}
