/**
 * Which address a request comes from, for rate limits. `X-Forwarded-For` is anyone's to write, so it only counts
 * when the connection comes from a proxy we were told to trust (TRUST_PROXY); otherwise the socket address does.
 */
export type TrustedProxies = { kind: "none" } | { kind: "all" } | { kind: "list"; addresses: Set<string> };

/** TRUST_PROXY: unset/0/false = none; 1/true/* = any peer (a proxy we run in front); else comma-separated addresses. */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text.toLowerCase() === "false") return { kind: "none" };
  if (text === "1" || text === "*" || text.toLowerCase() === "true") return { kind: "all" };
  const addresses = text
    .split(",")
    .map((a) => normalizeAddress(a.trim()))
    .filter(Boolean);
  return { kind: "list", addresses: new Set(addresses) };
}

/** IPv4 clients of a dual-stack socket appear as `::ffff:1.2.3.4`; one client, one key. */
export function normalizeAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
}

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  const peer = normalizeAddress(socketAddress ?? "");
  const isTrusted = (address: string) =>
    trusted.kind === "all" || (trusted.kind === "list" && trusted.addresses.has(address));
  if (!isTrusted(peer) || forwardedFor === undefined) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((a) => normalizeAddress(a.trim()))
    .filter(Boolean);
  // Walk back from the nearest hop: the first address not one of our proxies is the client.
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}
