import { config } from "#lambdas/config";
import { readSsmParameter } from "./ssm-parameter";

export type ParameterReader = (name: string) => Promise<string>;

/** A bare origin: scheme and host (and port), nothing after it. */
function asOrigin(value: string, source: string, requireHttps: boolean): string {
  const trimmed = value.trim().replace(/\/$/, "");
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${source} is not a URL`);
  }
  if (url.origin !== trimmed || (requireHttps && url.protocol !== "https:")) {
    throw new Error(`${source} must be a bare ${requireHttps ? "https " : ""}origin such as https://app.example`);
  }
  return trimmed;
}

/**
 * Where emailed links point: this deployment's own web address, never anything taken from a request.
 * WEB_ORIGIN wins (local stack, tests); otherwise the SSM parameter the web stack writes (WEB_ORIGIN_PARAMETER) is
 * read once per cold start. A failed read is not remembered, so the next request tries again.
 */
export function createWebOrigin(readParameter: ParameterReader): () => Promise<string> {
  let cached: Promise<string> | undefined;
  return () => {
    const fixed = config().WEB_ORIGIN;
    if (fixed) return Promise.resolve(asOrigin(fixed, "WEB_ORIGIN", false));
    if (!cached) {
      const name = config().WEB_ORIGIN_PARAMETER;
      if (!name) {
        return Promise.reject(
          new Error("Neither WEB_ORIGIN nor WEB_ORIGIN_PARAMETER is set: this function lacks the mail:send grant"),
        );
      }
      cached = readParameter(name).then((value) => asOrigin(value, `SSM parameter ${name}`, true));
      cached.catch(() => {
        cached = undefined;
      });
    }
    return cached;
  };
}

/** This deployment's web address, e.g. `https://d123.cloudfront.net` or `https://app.clinic.example`. */
export const webOrigin = createWebOrigin(readSsmParameter);
