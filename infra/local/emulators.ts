import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type RunningProcess, startProcess, waitForPort } from "./processes";

const require = createRequire(import.meta.url);
const HOST = "127.0.0.1";

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** Amazon DynamoDB Local (the jar ships inside amplify-dynamodb-simulator); -sharedDb ignores region and keys. */
export async function startDynamoDb(port: number, dataDir: string | null, logDir: string): Promise<RunningProcess> {
  const jarDir = join(packageDir("amplify-dynamodb-simulator"), "emulator");
  const storage = dataDir ? ["-dbPath", dataDir] : ["-inMemory"];
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const proc = startProcess({
    name: "dynamodb",
    command: "java",
    args: [
      `-Djava.library.path=${join(jarDir, "DynamoDBLocal_lib")}`,
      "-jar",
      join(jarDir, "DynamoDBLocal.jar"),
      "-port",
      String(port),
      "-sharedDb",
      ...storage,
    ],
    logDir,
  });
  await waitForPort(port, HOST, "DynamoDB Local", proc);
  return proc;
}

export async function startS3(port: number, dataDir: string, logDir: string): Promise<RunningProcess> {
  mkdirSync(dataDir, { recursive: true });
  const proc = startProcess({
    name: "s3rver",
    command: process.execPath,
    args: [join(packageDir("s3rver"), "bin", "s3rver.js"), "-d", dataDir, "-a", HOST, "-p", String(port), "--silent"],
    logDir,
  });
  await waitForPort(port, HOST, "s3rver", proc);
  return proc;
}

/** cognito-local keeps its pools under `<cwd>/.cognito`; confirmation codes are printed, so we pass lines up. */
export async function startCognito(
  port: number,
  dataDir: string,
  logDir: string,
  onLine: (line: string) => void,
): Promise<RunningProcess> {
  mkdirSync(join(dataDir, ".cognito"), { recursive: true });
  writeFileSync(
    join(dataDir, ".cognito", "config.json"),
    JSON.stringify({ TokenConfig: { IssuerDomain: `http://${HOST}:${port}` } }, null, 2),
  );
  const entry = join(packageDir("cognito-local"), "lib", "bin", "start.js");
  const proc = startProcess({
    name: "cognito-local",
    command: process.execPath,
    args: [entry],
    cwd: dataDir,
    env: { PORT: String(port), HOST },
    logDir,
    onLine,
  });
  await waitForPort(port, HOST, "cognito-local", proc);
  return proc;
}

export async function startSes(port: number, logDir: string): Promise<RunningProcess> {
  const entry = join(packageDir("aws-ses-v2-local"), "dist", "cli.js");
  const proc = startProcess({
    name: "ses-local",
    command: process.execPath,
    args: [entry, "--host", HOST, "--port", String(port)],
    logDir,
  });
  await waitForPort(port, HOST, "aws-ses-v2-local", proc);
  return proc;
}
