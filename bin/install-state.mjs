// Whether node_modules already holds what package-lock.json lists. Plain Node with no dependencies (it runs before
// node_modules exists). npm writes node_modules/.package-lock.json after every install (`npm ci` included): it lists
// what is installed, so an install made by hand is accepted as well as one made by ensure-install.mjs.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

function packagesOf(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8")).packages ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when every package the lock requires is installed at the locked version, and nothing else is. Optional
 * packages (another platform's esbuild or Biome binary) may be absent, as npm leaves them out here.
 */
export function installMatchesLock(root = ".") {
  const locked = packagesOf(join(root, "package-lock.json"));
  const installed = packagesOf(join(root, "node_modules", ".package-lock.json"));
  if (!locked || !installed) return false;
  for (const [path, entry] of Object.entries(locked)) {
    if (path === "" || entry.link) continue;
    const have = installed[path];
    if (!have) {
      if (entry.optional || entry.devOptional || entry.peer) continue;
      return false;
    }
    if (have.version !== entry.version) return false;
    if (!existsSync(join(root, path))) return false;
  }
  for (const path of Object.keys(installed)) if (!(path in locked)) return false;
  return true;
}
