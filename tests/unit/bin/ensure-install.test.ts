import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { installMatchesLock } from "#bin/install-state.mjs";

const script = fileURLToPath(new URL("../../../bin/ensure-install.mjs", import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lock = {
  name: "demo",
  lockfileVersion: 3,
  requires: true,
  packages: {
    "": { name: "demo", dependencies: { left: "^1.0.0" } },
    "node_modules/left": { version: "1.2.0", resolved: "https://registry.example/left-1.2.0.tgz" },
    "node_modules/@biomejs/cli-win32-x64": { version: "2.0.0", optional: true, os: ["win32"] },
  },
};

/** A project as a plain `npm ci` leaves it: npm's own record of the install, and no stamp of ours. */
function project(installed: Record<string, { version: string }>) {
  const root = mkdtempSync(join(tmpdir(), "clearnote-install-"));
  dirs.push(root);
  writeFileSync(join(root, "package-lock.json"), JSON.stringify(lock));
  mkdirSync(join(root, "node_modules"));
  writeFileSync(
    join(root, "node_modules", ".package-lock.json"),
    JSON.stringify({ name: "demo", lockfileVersion: 3, requires: true, packages: installed }),
  );
  for (const path of Object.keys(installed)) mkdirSync(join(root, path), { recursive: true });
  // npm on PATH only records that it was asked to install.
  const bin = join(root, "fake-bin");
  mkdirSync(bin);
  writeFileSync(join(bin, "npm"), `#!/bin/sh\necho "$@" >> "${join(root, "npm-called")}"\n`);
  chmodSync(join(bin, "npm"), 0o755);
  return { root, path: `${bin}:${process.env.PATH}`, npmCalled: () => existsSync(join(root, "npm-called")) };
}

describe("npm start's install check", () => {
  it("does not run npm ci again after a plain npm ci that matches the lock file", () => {
    const { root, path, npmCalled } = project({ "node_modules/left": { version: "1.2.0" } });

    const run = spawnSync(process.execPath, [script], { cwd: root, env: { ...process.env, PATH: path } });

    expect(run.status, run.stderr.toString()).toBe(0);
    expect(npmCalled()).toBe(false);
  });

  it("installs when an installed version differs from the lock file", () => {
    const { root, path, npmCalled } = project({ "node_modules/left": { version: "1.1.0" } });

    spawnSync(process.execPath, [script], { cwd: root, env: { ...process.env, PATH: path } });

    expect(npmCalled()).toBe(true);
  });

  it("accepts a missing optional package but not a missing required one", () => {
    const matching = project({ "node_modules/left": { version: "1.2.0" } });
    const lacking = project({});
    const stray = project({ "node_modules/left": { version: "1.2.0" }, "node_modules/extra": { version: "1.0.0" } });

    expect(installMatchesLock(matching.root)).toBe(true);
    expect(installMatchesLock(lacking.root)).toBe(false);
    expect(installMatchesLock(stray.root)).toBe(false);
  });
});
