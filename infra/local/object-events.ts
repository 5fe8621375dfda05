import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { LOCAL_CREDENTIALS } from "./bootstrap";
import { describeError } from "./describe-error";
import { JOB_SECRET_HEADER } from "./gateway";

/**
 * S3's "Object Created" events to EventBridge, locally. s3rver runs as its own process and emits no events, so this
 * watches the listing under `prefix` every `everyMs` and puts an "Object Created" event on the local event bus for
 * every object it has not seen (a new key, or a key written again). Its first look, at start, sees every object, so
 * what a stopped stack left behind is judged too. Returns a function that stops it.
 */
export function startObjectEvents(
  s3Endpoint: string,
  bucket: string,
  bus: { url: string; secret: string },
  options: { prefix: string; everyMs?: number; log?: (line: string) => void },
): () => void {
  const client = new S3Client({
    endpoint: s3Endpoint,
    region: "us-east-1",
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
  const seen = new Map<string, string>();
  let running = false;
  let stopped = false;

  const put = async (key: string) => {
    const response = await fetch(bus.url, {
      method: "POST",
      headers: { "content-type": "application/json", [JOB_SECRET_HEADER]: bus.secret },
      body: JSON.stringify({
        version: "0",
        source: "aws.s3",
        "detail-type": "Object Created",
        time: new Date().toISOString(),
        detail: { bucket: { name: bucket }, object: { key: encodeURIComponent(key).replace(/%2F/g, "/") } },
      }),
    });
    if (!response.ok) throw new Error(`Local event bus answered ${response.status}`);
  };

  const look = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const present = new Set<string>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: options.prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          present.add(object.Key);
          const version = `${object.ETag}|${object.LastModified?.getTime()}`;
          if (seen.get(object.Key) === version) continue;
          seen.set(object.Key, version);
          await put(object.Key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token && !stopped);
      for (const key of seen.keys()) if (!present.has(key)) seen.delete(key);
    } catch (error) {
      // Seen keys whose event did not go out are looked at again next time.
      options.log?.(`[object-events] ${describeError(error)}`);
      seen.clear();
    } finally {
      running = false;
    }
  };

  void look();
  const timer = setInterval(() => void look(), options.everyMs ?? 2000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
