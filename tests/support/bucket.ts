import type { StackInfo } from "../integration/global-setup";

/** The object keys under `prefix` in the local stack's bucket, sorted (S3's ListObjectsV2 over HTTP). */
export async function bucketKeys(stack: Pick<StackInfo, "s3Url" | "bucket">, prefix: string): Promise<string[]> {
  const listing = await fetch(`${stack.s3Url}/${stack.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  return [...(await listing.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]).sort();
}
