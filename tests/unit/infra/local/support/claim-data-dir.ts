import { startProcess } from "#infra/local/processes";
import { claimDataDir } from "#infra/local/stack-lock";
import { fakeEmulator } from "./fake-emulator";

/**
 * Child-process entry: takes a data folder as a local stack would, optionally starts a fake emulator in it, prints
 * `CLAIMED` (and `PORT <n>`), then exits at once ("exit") or stays until killed ("stay").
 * Usage: claim-data-dir.ts <dataDir> exit|stay [emulator]
 */
const [dataDir, mode, withEmulator] = process.argv.slice(2);
await claimDataDir(dataDir);
if (withEmulator) {
  const port = await new Promise<string>((resolve) => {
    startProcess({ ...fakeEmulator(), logDir: `${dataDir}/logs`, onLine: (line) => resolve(line) });
  });
  console.log(`PORT ${port}`);
}
console.log("CLAIMED");
if (mode === "exit") process.exit(0);
setInterval(() => undefined, 60_000);
