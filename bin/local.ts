import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedDemoSamples } from "../infra/local/demo-samples";
import { DEFAULT_PORTS, type LocalStack, type Ports, startLocalStack } from "../infra/local/stack";

/** `npm start`: the whole product on this machine, no AWS account. Data lives in .local/ across restarts. */
const started = Date.now();
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

// --ephemeral: throw-away data on free ports, announced as one READY line (used by the e2e tests).
const ephemeral = process.argv.includes("--ephemeral");
const ports: Partial<Ports> = {};
for (const name of Object.keys(DEFAULT_PORTS) as Array<keyof Ports>) {
  const value = process.env[`PORT_${name.toUpperCase()}`];
  if (value) ports[name] = Number(value);
}

const say = (line: string) => console.log(`[local] ${line}`);
say("Starting DynamoDB Local, s3rver, cognito-local, SES local, the API gateway and the web server...");

// Signal handlers go in first: a signal that arrives before a handler exists ends the process on the spot, skipping
// the clean stop (the e2e setup sends SIGTERM the moment it reads READY). SIGHUP: the terminal window was closed.
// kill -9 cannot be caught: the emulators notice on their own and stop (infra/local/processes.ts), and the next
// start cleans up what is left (infra/local/stack-lock.ts).
let stack: LocalStack | undefined;
let stopRequested = false;
const shutdown = async () => {
  if (stopRequested) return;
  stopRequested = true;
  say("Stopping...");
  // Still starting: the start below sees the request and stops once the stack is complete.
  if (!stack) return;
  await stack.stop();
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, shutdown);

try {
  stack = await startLocalStack({
    dataDir: ephemeral ? null : join(repoRoot, ".local"),
    ports: ephemeral ? "free" : ports,
    web: true,
    log: say,
    // An emulator died: the stack has stopped itself (and removed a throw-away stack's files); say why and end.
    onFatal: (message) => {
      console.error(`[local] ${message}`);
      process.exit(1);
    },
  });
  if (stopRequested) {
    await stack.stop();
    process.exit(0);
  }
  if (!ephemeral) {
    const cognito = { url: stack.urls.cognito, userPoolId: stack.cognito.userPoolId };
    if (await seedDemoSamples(cognito, stack.demoUser)) say("Added sample records to the demo account.");
  }
  if (ephemeral) {
    console.log(
      `READY ${JSON.stringify({ urls: stack.urls, cognito: stack.cognito, demoUser: stack.demoUser, dataDir: stack.dataDir, bus: stack.bus })}`,
    );
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  ClearNote is running locally (ready in ${seconds}s)

  Web app          ${stack.urls.web}
  API              ${stack.urls.api}/api
  Mail viewer      ${stack.urls.ses}   (emails the product sends)
  Demo sign-in     ${stack.demoUser.email}  /  ${stack.demoUser.password}

  Sign-up confirmation codes appear in this window. ${ephemeral ? "Data is thrown away on exit." : "Data is kept in .local/ (delete it to start over)."}
  Press Ctrl+C to stop.
`);
} catch (error) {
  console.error(`[local] Could not start: ${(error as Error).message}`);
  process.exit(1);
}
