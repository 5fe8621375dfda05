import { MAX_AUDIO_BYTES } from "#contracts/transcriptions/audio";
import type { AudioFiles } from "#core/transcriptions/ports";
import { required } from "#lambdas/config";
import { s3Sdk } from "./uploads";

const bucket = () => required("UPLOADS_BUCKET");

/** How long an audio upload form stays valid. */
export const AUDIO_FORM_SECONDS = 300;

/** Audio goes straight to its record's prefix; the policy enforces the 200 MB limit and the content type. */
export function audioUploadPolicy(key: string, contentType: string) {
  return {
    Bucket: bucket(),
    Key: key,
    Conditions: [
      ["content-length-range", 1, MAX_AUDIO_BYTES] as ["content-length-range", number, number],
      ["eq", "$Content-Type", contentType] as ["eq", string, string],
    ],
    Fields: { "Content-Type": contentType },
    // The browser posts right after the record is made; S3 checks the expiry when the upload starts, so a long
    // upload still completes. Short, so a form kept after its record was deleted is soon worthless (issue 19, 14).
    Expires: AUDIO_FORM_SECONDS,
  };
}

async function presignAudioUpload(key: string, contentType: string) {
  const { createPresignedPost } = await import("@aws-sdk/s3-presigned-post");
  const { client } = await s3Sdk();
  return createPresignedPost(client, audioUploadPolicy(key, contentType));
}

/** A GET link for playing or downloading; the browser saves it under `downloadName`. */
async function presignDownload(key: string, downloadName: string, expiresInSeconds: number): Promise<string> {
  const { getSignedUrl } = await import("@aws-sdk/s3-request-presigner");
  const { sdk, client } = await s3Sdk();
  return getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${downloadName}"`,
    }),
    { expiresIn: expiresInSeconds },
  );
}

/** Size of an object, undefined when it does not exist. */
async function objectSize(key: string): Promise<number | undefined> {
  const { sdk, client } = await s3Sdk();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === "NotFound") return undefined;
    throw error;
  }
}

async function readJson(key: string): Promise<unknown> {
  const { sdk, client } = await s3Sdk();
  const result = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
  if (!result.Body) throw new Error("empty object");
  return JSON.parse(await result.Body.transformToString("utf8"));
}

async function writeJson(key: string, value: unknown): Promise<void> {
  const { sdk, client } = await s3Sdk();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: JSON.stringify(value),
      ContentType: "application/json",
    }),
  );
}

async function deleteObjects(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const { sdk, client } = await s3Sdk();
  await client.send(
    new sdk.DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
  );
}

export const s3Audio: AudioFiles = {
  presignAudioUpload,
  presignDownload,
  objectSize,
  readJson,
  writeJson,
  deleteObjects,
};
export const uploadsBucket = bucket;
