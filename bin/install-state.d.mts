/** True when node_modules holds exactly what package-lock.json lists (see install-state.mjs). */
export function installMatchesLock(root?: string): boolean;
