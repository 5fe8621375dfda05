import { createHmac, randomBytes } from "node:crypto";
import { browserFamily } from "./events";

/**
 * The coarse client of an event: a keyed hash of the source address (two events from one address match; the
 * address cannot be read back without the key, and a plain hash of an IPv4 address is reversed by trying them all)
 * and the browser family. The key is the deployment's AUDIT_CLIENT_KEY; without one (tests, a first local run)
 * a key per process, so hashes match only within it (decision 402).
 */
let processKey: Buffer | undefined;

export function auditClient(
  sourceIp: string | undefined,
  userAgent: string | undefined,
  key: string | undefined,
): { addressHash: string; browser: string } {
  if (!key && !processKey) processKey = randomBytes(32);
  const secret = key ? Buffer.from(key, "utf8") : (processKey as Buffer);
  const addressHash = createHmac("sha256", secret)
    .update(sourceIp ?? "unknown")
    .digest("hex")
    .slice(0, 32);
  return { addressHash, browser: browserFamily(userAgent) };
}
