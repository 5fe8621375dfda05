import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from "aws-lambda";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { API_PREFIX, type EventHandlerSpec, type JobSpec, matchesPattern, type RouteSpec } from "#lambdas/routes";
import { clientAddress, type TrustedProxies } from "./client-address";
import { installCrashGuard } from "./crash-guard";
import { describeError } from "./describe-error";
import { type JobHandler, runJob } from "./job-runner";
import { LOCAL_ACCOUNT, lambdaContext } from "./lambda-context";
import { fixedWindowLimiter } from "./rate-limiter";
import { BodyAborted, BodyTooLarge, DEFAULT_MAX_BODY_BYTES, declaredTooLarge, readBody } from "./request-body";

/**
 * A local stand-in for the HTTP API: the same route table, the same JWT rules as the Cognito authorizer
 * (issuer, audience = app client, id token), and API Gateway v2 payloads, so handlers run unchanged.
 * Asynchronous job starts (Lambda async invoke in AWS) arrive on a second, internal listener.
 */
export interface GatewayOptions {
  host: string;
  port: number;
  routes: RouteSpec[];
  jobs: JobSpec[];
  /** EventBridge rules' targets: events put on the local bus go to each handler whose pattern matches. */
  events?: EventHandlerSpec[];
  lambdasDir: string;
  allowedOrigins: string[];
  jwt: { issuer: string; jwksUrl: string; audience: string };
  /** Whose X-Forwarded-For to believe for rate limits; by default nobody's. */
  trustedProxies?: TrustedProxies;
  /** Where the gateway's own lines go (failures, never request data); console.error by default. */
  log?: (line: string) => void;
  /** What `/__health` checks besides the gateway itself (the local stack: its emulators). */
  health?: () => Promise<{ ok: boolean; down: string[] }>;
}

export interface Gateway {
  url: string;
  /** The internal job endpoint (JOBS_ENDPOINT) and the secret each call must carry (JOBS_SECRET). */
  jobs: { url: string; secret: string };
  /** The local event bus (EVENTS_ENDPOINT): POST an EventBridge event with the same secret. */
  events: { url: string };
  close(): Promise<void>;
}

/** Header that carries JOBS_SECRET; lambdas/adapters/jobs/start-job.ts sends it under this name. */
export const JOB_SECRET_HEADER = "x-clearnote-job-secret";

/** Lambda's limit for an asynchronous invoke's payload. */
const MAX_JOB_PAYLOAD_BYTES = 256 * 1024;

interface CompiledRoute {
  spec: RouteSpec;
  pattern: RegExp;
  params: string[];
}

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

type Reply = (status: number, body: string, headers?: Record<string, string>) => void;

const JSON_HEADERS = { "content-type": "application/json" };
const message = (text: string) => JSON.stringify({ message: text });

function compile(spec: RouteSpec): CompiledRoute {
  const params: string[] = [];
  const source = `${API_PREFIX}${spec.path}`.replace(/\{(\w+)\}/g, (_, name: string) => {
    params.push(name);
    return "([^/]+)";
  });
  return { spec, pattern: new RegExp(`^${source}$`), params };
}

/** Path values are percent-decoded like API Gateway does; a malformed escape is the client's error, not ours. */
function decodeParams(names: string[], values: RegExpExecArray): Record<string, string> | undefined {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i + 1])]));
  } catch {
    return undefined;
  }
}

function sameSecret(given: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof given !== "string") return false;
  const bytes = Buffer.from(given);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/**
 * Every request, whatever happens to it, ends here: the handler's errors become a 500, a client that disconnects
 * is let go, and nothing escapes to the process (an escaped error used to stop the whole local stack).
 */
function guarded(
  log: (line: string) => void,
  name: string,
  handle: (req: http.IncomingMessage, reply: Reply) => Promise<void>,
  corsFor: (req: http.IncomingMessage) => Record<string, string> = () => ({}),
) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A client that goes away mid-request makes these emit; with no listener that error would be uncaught.
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    const reply: Reply = (status, body, headers = {}) => {
      if (res.headersSent || res.destroyed) return;
      if (req.complete) {
        res.writeHead(status, { ...corsFor(req), ...headers });
        res.end(body);
        return;
      }
      // Its length is sent, so the client has the whole answer before the response ends.
      res.writeHead(status, { ...corsFor(req), ...headers, "content-length": String(Buffer.byteLength(body)) });
      answerBeforeBody(req, res, body);
    };
    handle(req, reply).catch((error: unknown) => {
      log(`[gateway] ${name} ${req.method} failed: ${describeError(error)}`);
      if (!res.headersSent) reply(500, message("Internal Server Error"), JSON_HEADERS);
      else res.destroy();
    });
  };
}

/** After an early answer, at most this much of the unread body is read (and thrown away), for at most this long. */
const MAX_DISCARD_BYTES = 16 * 1024 * 1024;
const DISCARD_MS = 5_000;
/** A client that stops sending once it has the answer is let go after this much quiet. */
const DISCARD_IDLE_MS = 500;

/**
 * An answer given before the body was read (413, 401, 429): it is sent whole at once, but the response ends only
 * when the rest of the body has been read and thrown away, never kept (a lingering close, bounded in bytes, time
 * and quiet). Closing a socket with unread data makes the kernel reset it, and a client still writing its body
 * would see the reset (EPIPE) instead of the answer it already had on the wire.
 */
function answerBeforeBody(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  res.write(body);
  let discarded = 0;
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARD_BYTES) return cut();
    idle.refresh();
  };
  const stop = () => {
    clearTimeout(limit);
    clearTimeout(idle);
    req.off("data", onData);
    req.off("end", finish);
    req.off("close", finish);
  };
  const finish = () => {
    stop();
    res.end();
  };
  const cut = () => {
    stop();
    res.end();
    req.socket.destroy();
  };
  const limit = setTimeout(cut, DISCARD_MS);
  const idle = setTimeout(cut, DISCARD_IDLE_MS);
  limit.unref();
  idle.unref();
  req.on("data", onData);
  req.on("end", finish);
  req.on("close", finish);
  req.resume();
}

const tooLarge = (reply: Reply) =>
  reply(413, message("Request Entity Too Large"), { ...JSON_HEADERS, connection: "close" });

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.error(line));
  const compiled = options.routes.map(compile);
  const limiter = fixedWindowLimiter();
  const trustedProxies = options.trustedProxies ?? { kind: "none" };
  const jwks = createRemoteJWKSet(new URL(options.jwt.jwksUrl));
  const handlers = new Map<string, Promise<unknown>>();
  const jobSecret = randomBytes(32).toString("base64url");
  const jobSecretBytes = Buffer.from(jobSecret);

  const loadHandler = <H>(spec: { handler: string }): Promise<H> => {
    let loaded = handlers.get(spec.handler);
    if (!loaded) {
      const file = pathToFileURL(`${options.lambdasDir}/${spec.handler}.ts`).href;
      loaded = import(file).then((mod: { handler: H }) => mod.handler);
      // A module that failed to load is tried again next time (after the developer fixes it).
      loaded.catch(() => handlers.delete(spec.handler));
      handlers.set(spec.handler, loaded);
    }
    return loaded as Promise<H>;
  };

  const verify = async (authorization: string | undefined): Promise<JWTPayload | undefined> => {
    const token = authorization?.match(/^Bearer (.+)$/i)?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.jwt.issuer, audience: options.jwt.audience });
      return payload.token_use === "id" ? payload : undefined;
    } catch {
      return undefined;
    }
  };

  const corsFor = (req: http.IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    return origin && options.allowedOrigins.includes(origin)
      ? {
          "access-control-allow-origin": origin,
          "access-control-allow-headers": "authorization,content-type",
          "access-control-allow-methods": "GET,POST,PUT,PATCH,DELETE,OPTIONS",
          "access-control-max-age": "600",
          vary: "Origin",
        }
      : {};
  };

  const handleApi = async (req: http.IncomingMessage, reply: Reply) => {
    const url = new URL(req.url ?? "/", "http://local");
    const method = (req.method ?? "GET").toUpperCase();
    if (method === "OPTIONS") return reply(204, "");
    if (url.pathname === "/__health") {
      if (!options.health) return reply(200, "ok");
      const report = await options.health();
      return reply(report.ok ? 200 : 503, JSON.stringify({ status: report.ok ? "ok" : "unavailable", ...report }), {
        ...JSON_HEADERS,
        "cache-control": "no-store",
      });
    }

    let match: { route: CompiledRoute; values: RegExpExecArray } | undefined;
    for (const route of compiled) {
      const values = route.pattern.exec(url.pathname);
      if (values && route.spec.method === method) {
        match = { route, values };
        break;
      }
    }
    if (!match) return reply(404, message("Not Found"), JSON_HEADERS);
    const { spec, params } = match.route;
    const pathParameters = decodeParams(params, match.values);
    if (!pathParameters) return reply(400, message("Bad Request"), JSON_HEADERS);

    const sourceIp = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
    if (spec.rateLimitPerMinute && limiter.overLimit(`${spec.id}|${sourceIp}`, spec.rateLimitPerMinute)) {
      return reply(
        429,
        JSON.stringify({
          error: { code: "rate_limited", message: "Too many requests. Please wait a moment and try again." },
        }),
        { ...JSON_HEADERS, "retry-after": "60" },
      );
    }
    const maxBody = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    if (declaredTooLarge(req, maxBody)) return tooLarge(reply);

    let claims: JWTPayload | undefined;
    if (spec.auth === "user") {
      claims = await verify(req.headers.authorization);
      if (!claims) return reply(401, message("Unauthorized"), JSON_HEADERS);
    }

    let body: string;
    try {
      body = await readBody(req, maxBody);
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(reply);
      if (error instanceof BodyAborted) return; // nobody is left to answer
      throw error;
    }

    const requestId = randomUUID();
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(",") : (v ?? "")]),
    );
    const routeKey = `${spec.method} ${API_PREFIX}${spec.path}`;
    const now = new Date();
    const event = {
      version: "2.0",
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ""),
      headers,
      queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
      pathParameters: params.length ? pathParameters : undefined,
      body: body || undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: LOCAL_ACCOUNT,
        apiId: "local",
        domainName: req.headers.host ?? "localhost",
        domainPrefix: "local",
        http: {
          method,
          path: url.pathname,
          protocol: "HTTP/1.1",
          sourceIp,
          userAgent: req.headers["user-agent"] ?? "",
        },
        requestId,
        routeKey,
        stage: "$default",
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
        authorizer: claims ? { jwt: { claims: claims as Record<string, string>, scopes: null } } : undefined,
      },
    } as unknown as APIGatewayProxyEventV2;

    let result: APIGatewayProxyResultV2;
    try {
      const handler = await loadHandler<LambdaHandler>(spec);
      result = await handler(event, lambdaContext(spec.id, requestId, (spec.timeoutSeconds ?? 29) * 1000));
    } catch (error) {
      // Handlers catch their own errors; reaching here means the module failed to load or run at all.
      log(`[gateway] ${routeKey} crashed: ${describeError(error)}`);
      return reply(500, message("Internal Server Error"), JSON_HEADERS);
    }
    if (typeof result === "object" && result !== null && "statusCode" in result) {
      const resultHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
      const payload = result.isBase64Encoded
        ? Buffer.from(result.body ?? "", "base64").toString()
        : (result.body ?? "");
      return reply(result.statusCode ?? 200, payload, resultHeaders);
    }
    return reply(200, JSON.stringify(result), JSON_HEADERS);
  };

  /**
   * Lambda async invoke, locally: answer 202 at once and run the job in the background, like InvocationType Event.
   * Not on the public listener, no CORS, and only with this process's secret, so no web page can start a job.
   */
  const handleJob = async (req: http.IncomingMessage, reply: Reply) => {
    if (req.url === "/__events") return handleEvent(req, reply);
    const jobName = (req.url ?? "").match(/^\/__jobs\/([a-z-]+)$/)?.[1];
    if (!jobName || req.method !== "POST") return reply(404, message("Not Found"), JSON_HEADERS);
    if (!sameSecret(req.headers[JOB_SECRET_HEADER], jobSecretBytes)) {
      return reply(403, message("Forbidden"), JSON_HEADERS);
    }
    const job = options.jobs.find((j) => j.name === jobName);
    if (!job) return reply(404, message("Unknown job"), JSON_HEADERS);
    if (declaredTooLarge(req, MAX_JOB_PAYLOAD_BYTES)) return tooLarge(reply);
    let payload: unknown;
    try {
      payload = JSON.parse((await readBody(req, MAX_JOB_PAYLOAD_BYTES)) || "{}");
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(reply);
      if (error instanceof BodyAborted) return;
      return reply(400, message("The job payload is not valid JSON"), JSON_HEADERS);
    }
    reply(202, "");
    void runJob(job, payload, { load: (spec) => loadHandler<JobHandler>(spec), log });
  };

  /**
   * EventBridge, locally: an event put on the bus goes to every handler whose rule matches, as an asynchronous
   * invoke (answered 202 at once; a failure is logged, where AWS would retry and then use the DLQ).
   */
  const handleEvent = async (req: http.IncomingMessage, reply: Reply) => {
    if (req.method !== "POST") return reply(404, message("Not Found"), JSON_HEADERS);
    if (!sameSecret(req.headers[JOB_SECRET_HEADER], jobSecretBytes)) {
      return reply(403, message("Forbidden"), JSON_HEADERS);
    }
    if (declaredTooLarge(req, MAX_JOB_PAYLOAD_BYTES)) return tooLarge(reply);
    let event: unknown;
    try {
      event = JSON.parse((await readBody(req, MAX_JOB_PAYLOAD_BYTES)) || "{}");
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(reply);
      if (error instanceof BodyAborted) return;
      return reply(400, message("The event is not valid JSON"), JSON_HEADERS);
    }
    reply(202, "");
    for (const target of (options.events ?? []).filter((h) => matchesPattern(h.pattern, event))) {
      void runJob(target, event, { load: (spec) => loadHandler<JobHandler>(spec), log });
    }
  };

  const releaseGuard = installCrashGuard(log);
  const api = http.createServer(guarded(log, "api", handleApi, corsFor));
  const internal = http.createServer(guarded(log, "jobs", handleJob));
  try {
    await listen(api, options.port, options.host);
    // Port 0: a fresh loopback port each run, so it can never collide with a fixed one.
    await listen(internal, 0, options.host);
  } catch (error) {
    releaseGuard();
    await Promise.all([close(api), close(internal)]);
    throw error;
  }
  const port = (api.address() as AddressInfo).port;
  const jobsPort = (internal.address() as AddressInfo).port;
  return {
    url: `http://${options.host}:${port}`,
    jobs: { url: `http://${options.host}:${jobsPort}/__jobs`, secret: jobSecret },
    events: { url: `http://${options.host}:${jobsPort}/__events` },
    close: async () => {
      await Promise.all([close(api), close(internal)]);
      releaseGuard();
    },
  };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
