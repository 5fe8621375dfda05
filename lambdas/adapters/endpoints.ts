import { config } from "../config";

/** Endpoint for one service: its own override (local emulators), else the shared one (LocalStack), else AWS. */
export function endpointFor(service: "dynamodb" | "s3" | "ses"): string | undefined {
  const c = config();
  const own = { dynamodb: c.DYNAMODB_ENDPOINT, s3: c.S3_ENDPOINT, ses: c.SES_ENDPOINT }[service];
  return own ?? c.AWS_ENDPOINT_URL;
}

/** Emulators accept any credentials; real AWS uses the default provider chain. */
export function credentialsFor(endpoint: string | undefined) {
  if (!endpoint || process.env.AWS_ACCESS_KEY_ID) return undefined;
  return { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
}
