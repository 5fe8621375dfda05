import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { contentSecurityPolicy } from "../../infra/constructs/content-security-policy";
import { PRERENDERED_PAGES } from "../../web/src/prerendered-pages";
import { AUDIO_PATH, apiAnswer, silentWav } from "./api-answers";
import { BENCH_CLIENT_ID, BENCH_POOL_ID, GET_USER_ANSWER } from "./session";
import { dist } from "./setup";

/**
 * An empty page of the app's origin, where the Lighthouse runs of signed-in pages store the session in localStorage
 * first: it loads nothing, so the app's files are still uncached when the measured visit starts.
 */
export const SESSION_PAGE = "/bench-session";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".map": "application/json",
  ".wav": "audio/wav",
};

const CSP = contentSecurityPolicy({ connect: [], media: [] });

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer, cache: string) {
  const compressible = !type.startsWith("font/");
  const gzip = compressible && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const payload = gzip ? gzipSync(body) : body;
  res.writeHead(status, {
    "content-type": type,
    "cache-control": cache,
    ...(gzip ? { "content-encoding": "gzip" } : {}),
    // Pages load under the policy CloudFront sends (no inline script), so a page that could not start there fails here.
    ...(type.startsWith("text/html") ? { "content-security-policy": CSP } : {}),
    "content-length": payload.length,
  });
  res.end(payload);
}

/** Serves web/dist on loopback as the CDN does (gzip, SPA fallback), with a runtime config and the canned answers. */
export function startServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const origin = `http://${req.headers.host}`;
    if (url.pathname === "/config.json") {
      const config = {
        stage: "bench",
        region: "us-east-1",
        apiUrl: `${origin}/api`,
        userPoolId: BENCH_POOL_ID,
        userPoolClientId: BENCH_CLIENT_ID,
        // Cognito is answered here too (GetUser, for the signed-in pages): the bench reaches no AWS endpoint.
        userPoolEndpoint: `${origin}/cognito`,
        authFlowType: "USER_SRP_AUTH",
        aiEngine: "local",
      };
      return send(req, res, 200, TYPES[".json"], Buffer.from(JSON.stringify(config)), "no-store");
    }
    if (url.pathname === "/cognito" && req.headers["x-amz-target"] === "AWSCognitoIdentityProviderService.GetUser") {
      req.resume();
      const body = Buffer.from(JSON.stringify(GET_USER_ANSWER));
      return send(req, res, 200, "application/x-amz-json-1.1", body, "no-store");
    }
    if (url.pathname === SESSION_PAGE)
      return send(req, res, 200, TYPES[".html"], Buffer.from("<!doctype html>"), "no-store");
    if (url.pathname === AUDIO_PATH) return send(req, res, 200, TYPES[".wav"], silentWav(), "no-store");
    if (url.pathname.startsWith("/api/")) {
      const answer = apiAnswer(req.method ?? "GET", url.pathname, origin);
      req.resume();
      const status = answer === undefined ? 404 : 200;
      const body = answer === undefined ? { error: { message: "Not found" } } : answer;
      return send(req, res, status, TYPES[".json"], Buffer.from(JSON.stringify(body)), "no-store");
    }
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    const isAsset = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    // As the CDN's viewer function does: a prerendered page's own file, else the app shell.
    const prerendered = PRERENDERED_PAGES[url.pathname];
    const path = isAsset ? file : join(dist, prerendered ?? "index.html");
    const type = TYPES[extname(path)] ?? "application/octet-stream";
    const cache = url.pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
    send(req, res, 200, type, readFileSync(path), cache);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    }),
  );
}
