import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TRANSCRIPTIONS_PREFIX } from "#core/transcriptions/documents";
import { config, resetConfigForTests } from "#lambdas/config";
import { eventHandlers, jobs, routes, streamHandlers } from "#lambdas/routes";
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
import { describeError } from "./describe-error";
import { emulatorHealth } from "./emulator-health";
import { startCognito, startDynamoDb, startS3, startSes } from "./emulators";
import { startFollowUpScheduler } from "./follow-up-scheduler";
import { startGateway } from "./gateway";
import { handlerLoader } from "./handler-loader";
import { localJobs } from "./local-jobs";
import { startObjectEvents } from "./object-events";
import { freePort, isPortFree, type RunningProcess } from "./processes";
import { claimDataDir, EPHEMERAL_PREFIX, releaseDataDir, removeAbandonedStacks } from "./stack-lock";
import { streamDispatcher } from "./stream-dispatcher";
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
  /**
   * Called once the stack has stopped itself because an emulator died (`npm start` exits with the message). Without
   * it the message goes to `log`.
   */
  onFatal?: (message: string) => void;
  /**
   * False for a stack that never sweeps expired items by itself (`bench:lists`): DynamoDB Local serves one request at
   * a time, and the reaper's scan holds every request behind it, where AWS's TTL deletes in the background without
   * touching the table's throughput. Tests that need expired items gone call `reapExpired` themselves.
   */
  reapExpired?: boolean;
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
  /** The local event bus and the secret it asks for: tests put the events AWS services would publish on it. */
  bus: { url: string; secret: string };
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

/** How the developer knows each emulator, in messages. */
const EMULATOR_LABELS: Record<string, string> = {
  dynamodb: "DynamoDB Local",
  s3rver: "s3rver (the local S3)",
  "cognito-local": "cognito-local (the local Cognito)",
  "ses-local": "aws-ses-v2-local (the local SES)",
};

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
  if (abandoned.length) log(`Removed ${abandoned.length} folder(s) of patient files left by an earlier run`);
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

  // Handlers' scratch files (the offline speech engine's decoded audio) live in the stack's folder, not the
  // machine's temp folder, so they go with it however the stack ends; a kept stack's scratch is emptied each start.
  const workDir = join(dataDir, "tmp");
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const removeFiles = () => {
    // Retries: an emulator killed a moment ago may still be closing a file in the folder.
    const target = ephemeral ? dataDir : workDir;
    rmSync(target, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  // Whatever ends this process (process.exit from anywhere, an uncaught error) ends its patient files too. The
  // emulators are killed by processes.ts's own exit handler, registered first, so it runs before this one.
  process.once("exit", removeFiles);

  const processes: RunningProcess[] = [];
  const closers: Array<() => Promise<void> | void> = [];
  let stopping: Promise<void> | undefined;
  // Every part is stopped even if another fails to, and the files are removed in any case.
  const stop = () => {
    stopping ??= (async () => {
      try {
        for (const close of closers.reverse()) {
          try {
            await close();
          } catch (error) {
            log(`While stopping: ${describeError(error)}`);
          }
        }
        await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
      } finally {
        releaseDataDir(dataDir);
        removeFiles();
        process.off("exit", removeFiles);
      }
    })();
    return stopping;
  };

  // An emulator that dies leaves the stack unable to work: stop it all, saying which one and where its log is,
  // rather than answering every request with errors (issue 19).
  const onEmulatorCrash = (proc: RunningProcess) => (how: string) => {
    if (stopping) return;
    const label = EMULATOR_LABELS[proc.name] ?? proc.name;
    const kept = ephemeral ? "" : ` Your data in ${dataDir} is kept; run 'npm start' again.`;
    const message = `${label} stopped unexpectedly (${how}); its log is ${join(logDir, `${proc.name}.log`)}. The local stack has stopped.${kept}`;
    void stop().then(() => (options.onFatal ?? log)(message));
  };

  try {
    const started = await Promise.all([
      startDynamoDb(ports.dynamodb, ephemeral ? null : join(dataDir, "dynamodb"), logDir),
      startS3(ports.s3, join(dataDir, "s3"), logDir),
      startCognito(ports.cognito, join(dataDir, "cognito"), logDir, confirmationCodeReporter(log)),
      startSes(ports.ses, logDir),
    ]);
    processes.push(...started);
    for (const proc of started) proc.onCrash(onEmulatorCrash(proc));

    await ensureTable(urls.dynamodb, TABLE_NAME);
    await ensureBucket(urls.s3, UPLOADS_BUCKET, webOrigins);
    const cognito = await ensureUserPool(urls.cognito, join(dataDir, "cognito", "pool.json"));
    await ensureUser(urls.cognito, cognito.userPoolId, DEMO_USER);

    const verifier = setInterval(() => {
      verifyConfirmedEmails(urls.cognito, cognito.userPoolId).catch(() => undefined);
    }, 1000);
    verifier.unref();
    closers.push(() => clearInterval(verifier));
    if (options.reapExpired !== false) closers.push(startTtlReaper(urls.dynamodb, TABLE_NAME));

    // The handlers run in this process, reading their environment exactly as a Lambda would.
    Object.assign(process.env, {
      STAGE: "local",
      AWS_REGION: "us-east-1",
      TABLE_NAME,
      UPLOADS_BUCKET,
      SENDER_EMAIL,
      LOCAL_WORK_DIR: workDir,
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
      health: emulatorHealth([
        { process: started[0], url: urls.dynamodb },
        { process: started[1], url: urls.s3 },
        { process: started[2], url: urls.cognito },
        { process: started[3], url: urls.ses },
      ]),
    });
    closers.push(() => gateway.close());
    // Job starts go to the gateway's internal listener with its per-process secret (start-job.ts sends it).
    Object.assign(process.env, {
      JOBS_ENDPOINT: gateway.jobs.url,
      JOBS_SECRET: gateway.jobs.secret,
      EVENTS_ENDPOINT: gateway.events.url,
    });
    resetConfigForTests();
    // S3's "Object Created" events (s3rver has none): audio written for a record that is gone is removed.
    closers.push(
      startObjectEvents(
        urls.s3,
        UPLOADS_BUCKET,
        { url: gateway.events.url, secret: gateway.jobs.secret },
        { prefix: TRANSCRIPTIONS_PREFIX, everyMs: 2000, log },
      ),
    );

    // The table's stream drives the same functions as in AWS (lambdas/routes.ts), each with the events it names:
    // expired or deleted records lose their files, and the dashboard's counts follow every record.
    const onStream = streamDispatcher(handlerLoader(join(repoRoot, "lambdas")), streamHandlers);
    closers.push(await startStreamPoller(urls.dynamodb, TABLE_NAME, async () => onStream));
    // EventBridge Scheduler's part: due follow-ups (waiting in the table) run the same send-follow-up function.
    const sendFollowUp = import("#lambdas/jobs/send-follow-up").then((m) => m.handler);
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
        translationEngine: process.env.TRANSLATION_ENGINE === "translate" ? "translate" : "local",
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
      bus: { url: gateway.events.url, secret: gateway.jobs.secret },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
