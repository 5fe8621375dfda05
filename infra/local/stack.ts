import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { config, resetConfigForTests } from "../../lambdas/config";
import { eventHandlers, jobs, routes } from "../../lambdas/routes";
import {
  DEMO_USER,
  type DemoUser,
  ensureBucket,
  ensureTable,
  ensureUser,
  ensureUserPool,
  verifyConfirmedEmails,
} from "./bootstrap";
import { parseTrustProxy } from "./client-address";
import { startCognito, startDynamoDb, startS3, startSes } from "./emulators";
import { startFollowUpScheduler } from "./follow-up-scheduler";
import { startGateway } from "./gateway";
import { localJobs } from "./local-jobs";
import { freePort, isPortFree, type RunningProcess } from "./processes";
import { claimDataDir, EPHEMERAL_PREFIX, releaseDataDir, removeAbandonedStacks } from "./stack-lock";
import { startStreamPoller } from "./stream-poller";
import { startTtlReaper } from "./ttl-reaper";
import { startWeb } from "./web-server";

// Node 20 is fine for local runs; Lambda runs nodejs22.x. Keep the SDK from warning on every client.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

export const HOST = "127.0.0.1";
export const TABLE_NAME = "clearnote-local";
export const UPLOADS_BUCKET = "clearnote-uploads-local";
export const SENDER_EMAIL = "no-reply@clearnote.local";
/** The local operator's inbox for contact enquiries (captured by the SES emulator like every local email). */
export const OPERATOR_EMAIL = "operator@clearnote.local";

export const DEFAULT_PORTS = { dynamodb: 8000, s3: 4569, cognito: 9229, ses: 8005, api: 3001, web: 5173 };
export type Ports = typeof DEFAULT_PORTS;

export interface LocalStackOptions {
  /** Where data survives restarts; null for a throw-away stack (tests). */
  dataDir: string | null;
  /** "free" picks unused ports (tests); otherwise the given or default ports, failing clearly if taken. */
  ports: Partial<Ports> | "free";
  web: boolean;
  /** Whose X-Forwarded-For the gateway believes for rate limits (see TRUST_PROXY); defaults to TRUST_PROXY. */
  trustProxy?: string;
  log?: (line: string) => void;
}

export interface LocalStack {
  ports: Ports;
  urls: { web: string; api: string; cognito: string; dynamodb: string; s3: string; ses: string };
  cognito: { userPoolId: string; clientId: string };
  demoUser: DemoUser;
  tableName: string;
  bucket: string;
  /** Where this stack keeps its data and logs (a temp folder for a throw-away stack). */
  dataDir: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

async function choosePorts(requested: LocalStackOptions["ports"]): Promise<Ports> {
  if (requested === "free") {
    const entries = await Promise.all(Object.keys(DEFAULT_PORTS).map(async (name) => [name, await freePort(HOST)]));
    return Object.fromEntries(entries) as Ports;
  }
  const ports = { ...DEFAULT_PORTS, ...requested };
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port, HOST))) {
      throw new Error(
        `Port ${port} (${name}) is already in use. Is another 'npm start' running? Stop it, or set PORT_${name.toUpperCase()}.`,
      );
    }
  }
  return ports;
}

/** Pass cognito-local's confirmation-code box to the developer as one readable line. */
function confirmationCodeReporter(log: (line: string) => void) {
  let destination = "";
  return (line: string) => {
    const dest = line.match(/Destination:\s+(\S+)/);
    if (dest) destination = dest[1];
    const code = line.match(/Code:\s+(\S+)/);
    if (code) log(`Sign-up confirmation code for ${destination || "new user"}: ${code[1]}`);
  };
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const ephemeral = options.dataDir === null;
  // A stack that died without stopping (kill -9, a crashed test run) is cleaned up now: its emulators are
  // stopped so their ports are free again, and a throw-away stack's folder is deleted.
  const abandoned = await removeAbandonedStacks();
  if (abandoned.length) log(`Removed ${abandoned.length} throw-away stack folder(s) left by a crashed run`);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), EPHEMERAL_PREFIX));
  const logDir = join(dataDir, "logs");
  mkdirSync(logDir, { recursive: true });
  await claimDataDir(dataDir, log);
  let ports: Ports;
  try {
    ports = await choosePorts(options.ports);
  } catch (error) {
    releaseDataDir(dataDir);
    if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const urls = {
    web: `http://localhost:${ports.web}`,
    api: `http://${HOST}:${ports.api}`,
    cognito: `http://${HOST}:${ports.cognito}`,
    dynamodb: `http://${HOST}:${ports.dynamodb}`,
    s3: `http://${HOST}:${ports.s3}`,
    ses: `http://${HOST}:${ports.ses}`,
  };
  const webOrigins = [`http://localhost:${ports.web}`, `http://${HOST}:${ports.web}`];

  const processes: RunningProcess[] = [];
  const closers: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const close of closers.reverse()) await close();
    await Promise.all(processes.map((p) => p.stop()));
    releaseDataDir(dataDir);
    if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const started = await Promise.all([
      startDynamoDb(ports.dynamodb, ephemeral ? null : join(dataDir, "dynamodb"), logDir),
      startS3(ports.s3, join(dataDir, "s3"), logDir),
      startCognito(ports.cognito, join(dataDir, "cognito"), logDir, confirmationCodeReporter(log)),
      startSes(ports.ses, logDir),
    ]);
    processes.push(...started);

    await ensureTable(urls.dynamodb, TABLE_NAME);
    await ensureBucket(urls.s3, UPLOADS_BUCKET, webOrigins);
    const cognito = await ensureUserPool(urls.cognito, join(dataDir, "cognito", "pool.json"));
    await ensureUser(urls.cognito, cognito.userPoolId, DEMO_USER);

    const verifier = setInterval(() => {
      verifyConfirmedEmails(urls.cognito, cognito.userPoolId).catch(() => undefined);
    }, 1000);
    verifier.unref();
    closers.push(() => clearInterval(verifier));
    closers.push(startTtlReaper(urls.dynamodb, TABLE_NAME));

    // The handlers run in this process, reading their environment exactly as a Lambda would.
    Object.assign(process.env, {
      STAGE: "local",
      AWS_REGION: "us-east-1",
      TABLE_NAME,
      UPLOADS_BUCKET,
      SENDER_EMAIL,
      OPERATOR_EMAIL,
      DYNAMODB_ENDPOINT: urls.dynamodb,
      S3_ENDPOINT: urls.s3,
      SES_ENDPOINT: urls.ses,
      WEB_ORIGIN: urls.web,
      AI_ENGINE: process.env.AI_ENGINE ?? "local",
    });
    resetConfigForTests();

    const issuer = `${urls.cognito}/${cognito.userPoolId}`;
    const gateway = await startGateway({
      host: HOST,
      port: ports.api,
      routes,
      jobs: [...jobs, ...localJobs],
      events: eventHandlers,
      lambdasDir: join(repoRoot, "lambdas"),
      allowedOrigins: webOrigins,
      jwt: { issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, audience: cognito.clientId },
      trustedProxies: parseTrustProxy(options.trustProxy ?? config().TRUST_PROXY),
    });
    closers.push(() => gateway.close());
    // Job starts go to the gateway's internal listener with its per-process secret (start-job.ts sends it).
    Object.assign(process.env, {
      JOBS_ENDPOINT: gateway.jobs.url,
      JOBS_SECRET: gateway.jobs.secret,
      EVENTS_ENDPOINT: gateway.events.url,
    });
    resetConfigForTests();

    // The table's stream drives the same record-removed function as in AWS: expired or deleted records lose their files.
    const recordRemoved = import("../../lambdas/jobs/record-removed").then((m) => m.handler);
    closers.push(await startStreamPoller(urls.dynamodb, TABLE_NAME, () => recordRemoved));
    // EventBridge Scheduler's part: due follow-ups (waiting in the table) run the same send-follow-up function.
    const sendFollowUp = import("../../lambdas/jobs/send-follow-up").then((m) => m.handler);
    closers.push(startFollowUpScheduler(urls.dynamodb, TABLE_NAME, () => sendFollowUp, { everyMs: 1000, log }));

    if (options.web) {
      const web = await startWeb(HOST, ports.web, {
        stage: "local",
        region: "us-east-1",
        apiUrl: `${urls.api}/api`,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.clientId,
        userPoolEndpoint: urls.cognito,
        authFlowType: "USER_PASSWORD_AUTH",
        aiEngine: process.env.AI_ENGINE === "bedrock" ? "bedrock" : "local",
      });
      closers.push(() => web.close());
    }

    return {
      ports,
      urls,
      cognito,
      demoUser: DEMO_USER,
      tableName: TABLE_NAME,
      bucket: UPLOADS_BUCKET,
      dataDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
