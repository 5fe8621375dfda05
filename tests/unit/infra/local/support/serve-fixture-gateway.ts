import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { parseTrustProxy } from "#infra/local/client-address";
import { startGateway } from "#infra/local/gateway";
import type { EventHandlerSpec, JobSpec, RouteSpec } from "#lambdas/routes";

/**
 * Child-process entry: the local gateway serving fixture handlers, so a test can watch it survive (or not) what a
 * client or a handler does to it. Prints one `READY {json}` line with its addresses and a valid id token.
 */
const lambdasDir = fileURLToPath(new URL("../fixtures/lambdas", import.meta.url));
const recordFailure = { id: "RecordFailure", handler: "jobs/record", grants: [] };

export const fixtureRoutes: RouteSpec[] = [
  { id: "Echo", method: "POST", path: "/echo/{id}", handler: "api/echo", auth: "public", grants: [] },
  { id: "PrivateEcho", method: "POST", path: "/private/{id}", handler: "api/echo", auth: "user", grants: [] },
  {
    id: "SmallBody",
    method: "POST",
    path: "/small",
    handler: "api/echo",
    auth: "public",
    grants: [],
    maxBodyBytes: 1024,
  },
  {
    id: "Limited",
    method: "GET",
    path: "/limited",
    handler: "api/echo",
    auth: "public",
    grants: [],
    rateLimitPerMinute: 60,
  },
  {
    id: "StrayRejection",
    method: "GET",
    path: "/stray-rejection",
    handler: "api/stray-rejection",
    auth: "public",
    grants: [],
  },
  { id: "StrayThrow", method: "GET", path: "/stray-throw", handler: "api/stray-throw", auth: "public", grants: [] },
];

export const fixtureJobs: JobSpec[] = [
  { id: "Record", name: "record", handler: "jobs/record", grants: [], timeoutSeconds: 5, memoryMb: 128 },
  {
    id: "Fails",
    name: "fails",
    handler: "jobs/fails",
    grants: [],
    timeoutSeconds: 5,
    memoryMb: 128,
    onFailure: recordFailure,
  },
  {
    id: "Hangs",
    name: "hangs",
    handler: "jobs/hangs",
    grants: [],
    timeoutSeconds: 1,
    memoryMb: 128,
    onFailure: recordFailure,
  },
];

/** An EventBridge rule's target: the recording handler, for Transcribe's completed jobs only. */
export const fixtureEvents: EventHandlerSpec[] = [
  {
    id: "RecordEvent",
    name: "record-event",
    handler: "jobs/record",
    grants: [],
    timeoutSeconds: 5,
    memoryMb: 128,
    retryAttempts: 0,
    pattern: {
      source: ["aws.transcribe"],
      detailType: ["Transcribe Job State Change"],
      detail: { TranscriptionJobStatus: ["COMPLETED"] },
    },
  },
];

const issuer = "http://127.0.0.1/fixture-pool";
const audience = "fixture-client";
const { publicKey, privateKey } = await generateKeyPair("ES256");
const jwk = { ...(await exportJWK(publicKey)), kid: "fixture", alg: "ES256", use: "sig" };
const jwksServer = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;

const gateway = await startGateway({
  host: "127.0.0.1",
  port: 0,
  routes: fixtureRoutes,
  jobs: fixtureJobs,
  events: fixtureEvents,
  lambdasDir,
  allowedOrigins: ["http://localhost:5173"],
  jwt: { issuer, jwksUrl, audience },
  trustedProxies: parseTrustProxy(process.env.TRUST_PROXY),
});
const token = await new SignJWT({ token_use: "id", email: "fixture@clinic.example" })
  .setProtectedHeader({ alg: "ES256", kid: "fixture" })
  .setIssuer(issuer)
  .setAudience(audience)
  .setSubject("fixture-sub")
  .setIssuedAt()
  .setExpirationTime("1h")
  .sign(privateKey);

console.log(`READY ${JSON.stringify({ url: gateway.url, jobs: gateway.jobs, token })}`);
