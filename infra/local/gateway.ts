import { randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { EventHandlerSpec, JobSpec, RouteSpec } from "#lambdas/routes";
import { apiRequests, corsHeaders } from "./api-requests";
import type { TrustedProxies } from "./client-address";
import { installCrashGuard } from "./crash-guard";
import { handlerLoader } from "./handler-loader";
import { idTokenVerifier } from "./id-token-verifier";
import { internalRequests } from "./internal-requests";
import { guarded } from "./request-guard";

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

function sameSecret(given: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof given !== "string") return false;
  const bytes = Buffer.from(given);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.error(line));
  const load = handlerLoader(options.lambdasDir);
  const jobSecret = randomBytes(32).toString("base64url");
  const jobSecretBytes = Buffer.from(jobSecret);

  const handleApi = apiRequests({
    routes: options.routes,
    trustedProxies: options.trustedProxies ?? { kind: "none" },
    verify: idTokenVerifier(options.jwt),
    health: options.health,
    load,
    log,
  });
  const handleInternal = internalRequests({
    jobs: options.jobs,
    events: options.events ?? [],
    authorized: (req) => sameSecret(req.headers[JOB_SECRET_HEADER], jobSecretBytes),
    load,
    log,
  });

  const releaseGuard = installCrashGuard(log);
  const api = http.createServer(guarded(log, "api", handleApi, corsHeaders(options.allowedOrigins)));
  const internal = http.createServer(guarded(log, "jobs", handleInternal));
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
