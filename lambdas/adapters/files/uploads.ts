import type { S3Client } from "@aws-sdk/client-s3";
import { MAX_UPLOAD_BYTES } from "#contracts/summaries";
import { config, required } from "#lambdas/config";
import { credentialsFor, endpointFor } from "../endpoints";
import { sdkOptions } from "../sdk-options";

type S3Sdk = typeof import("@aws-sdk/client-s3");
let s3: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;

/**
 * The S3 client module loads on first use, not at import: it costs about half the DynamoDB floor again, and
 * requests that never reach S3 (refused input, 404s, stream records of items without files) should not pay it.
 */
export function s3Sdk(): Promise<{ sdk: S3Sdk; client: S3Client }> {
  s3 ??= import("@aws-sdk/client-s3").then((sdk) => {
    const endpoint = endpointFor("s3");
    const client = new sdk.S3Client({
      region: config().AWS_REGION,
      endpoint,
      credentials: credentialsFor(endpoint),
      // Emulators serve buckets by path, not by host name.
      forcePathStyle: Boolean(endpoint),
      ...sdkOptions("data"),
    });
    return { sdk, client };
  });
  return s3;
}

const bucket = () => required("UPLOADS_BUCKET");

/** The browser posts straight to S3; the policy itself enforces the size limit and the content type. */
export function uploadPolicy(key: string, contentType: string) {
  return {
    Bucket: bucket(),
    Key: key,
    Conditions: [
      ["content-length-range", 1, MAX_UPLOAD_BYTES] as ["content-length-range", number, number],
      ["eq", "$Content-Type", contentType] as ["eq", string, string],
    ],
    Fields: { "Content-Type": contentType },
    Expires: 600,
  };
}

export async function presignUpload(key: string, contentType: string) {
  // Loaded here, not at the top: delete, the stream function and the job use this module but never presign.
  const { createPresignedPost } = await import("@aws-sdk/s3-presigned-post");
  const { client } = await s3Sdk();
  const { url, fields } = await createPresignedPost(client, uploadPolicy(key, contentType));
  return { url, fields };
}

export async function objectExists(key: string): Promise<boolean> {
  const { sdk, client } = await s3Sdk();
  try {
    await client.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

export async function readObject(key: string): Promise<Buffer> {
  const { sdk, client } = await s3Sdk();
  const result = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
  if (!result.Body) throw new Error("empty object");
  return Buffer.from(await result.Body.transformToByteArray());
}

/** Writes a small object the server makes itself (an earlier version of a reviewed text). */
export async function putObject(key: string, body: string, contentType = "application/json"): Promise<void> {
  const { sdk, client } = await s3Sdk();
  await client.send(new sdk.PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** A text the server made (the extracted source of a summary), stored under the record's prefix. */
export function writeObject(key: string, text: string): Promise<void> {
  return putObject(key, text, "text/plain; charset=utf-8");
}

export async function moveObject(from: string, to: string): Promise<void> {
  const { sdk, client } = await s3Sdk();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: bucket(),
      Key: to,
      CopySource: `${bucket()}/${encodeURIComponent(from).replace(/%2F/g, "/")}`,
    }),
  );
  await deleteObjects([from]);
}

export async function deleteObjects(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const { sdk, client } = await s3Sdk();
  await client.send(
    new sdk.DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
  );
}

export const s3Files = { presignUpload, objectExists, readObject, putObject, writeObject, moveObject, deleteObjects };
