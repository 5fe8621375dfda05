import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const artifacts = fileURLToPath(new URL("./artifacts/", import.meta.url));

/**
 * Starts the same local stack as `npm start` (in its own process, exactly as a developer runs it) with
 * throw-away data on free ports; the tests read its address from the environment.
 */
export default async function globalSetup() {
  const child = spawn(`${repoRoot}node_modules/.bin/tsx`, ["bin/local.ts", "--ephemeral"], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const ready = await new Promise<{
    urls: { web: string; ses: string; dynamodb: string; cognito: string };
    cognito: { userPoolId: string; clientId: string };
    demoUser: { email: string; password: string };
    bus: { url: string; secret: string };
  }>((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error("The local stack did not become ready in 120s")), 120_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("READY "));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice("READY ".length)));
      }
    });
    child.once("exit", (code) => reject(new Error(`The local stack exited early (code ${code})`)));
  });
  // The stack's output (sign-up confirmation codes among it) goes to a file the tests can read.
  mkdirSync(artifacts, { recursive: true });
  const stackLog = `${artifacts}stack.log`;
  writeFileSync(stackLog, "");
  child.stdout?.on("data", (chunk: Buffer) => appendFileSync(stackLog, chunk));
  process.env.E2E_STACK_LOG = stackLog;
  process.env.E2E_BASE_URL = ready.urls.web;
  process.env.E2E_SES_URL = ready.urls.ses;
  process.env.E2E_DYNAMODB_URL = ready.urls.dynamodb;
  process.env.E2E_BUS_URL = ready.bus.url;
  process.env.E2E_BUS_SECRET = ready.bus.secret;
  process.env.E2E_COGNITO_URL = ready.urls.cognito;
  process.env.E2E_USER_POOL_ID = ready.cognito.userPoolId;
  process.env.E2E_CLIENT_ID = ready.cognito.clientId;
  process.env.E2E_DEMO_EMAIL = ready.demoUser.email;
  process.env.E2E_DEMO_PASSWORD = ready.demoUser.password;
  // Let Vite pre-bundle dependencies before the first test navigates, so no mid-test reload happens.
  await fetch(`${ready.urls.web}/`).then((r) => r.text());

  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
  };
}
