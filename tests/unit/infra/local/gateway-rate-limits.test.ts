import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureGateway, startFixtureGateway } from "./support/fixture-gateway";

/** The fixture route /limited allows 60 requests a minute per client address. */
async function statusesWithNewForwardedForEach(apiUrl: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  // In batches: enough concurrency to be quick, not so much that the test measures the machine.
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, i) => {
      const n = start + i;
      return fetch(`${apiUrl}/limited`, {
        headers: { "x-forwarded-for": `203.0.${n >> 8}.${n & 255}` },
      }).then((r) => r.status);
    });
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

describe("rate limits in the local gateway", () => {
  describe("with no trusted proxy (the default)", () => {
    let gateway: FixtureGateway;
    beforeAll(async () => {
      gateway = await startFixtureGateway();
    }, 30_000);
    afterAll(() => gateway.stop());

    it("limits one client that sends a new X-Forwarded-For with each of 900 requests", {
      timeout: 30_000,
    }, async () => {
      const statuses = await statusesWithNewForwardedForEach(gateway.apiUrl, 900);

      expect(statuses.filter((s) => s === 200)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(840);
    });
  });

  describe("behind a trusted proxy (TRUST_PROXY=127.0.0.1)", () => {
    let gateway: FixtureGateway;
    beforeAll(async () => {
      gateway = await startFixtureGateway({ TRUST_PROXY: "127.0.0.1" });
    }, 30_000);
    afterAll(() => gateway.stop());

    it("counts each forwarded client address on its own", { timeout: 30_000 }, async () => {
      const statuses = await statusesWithNewForwardedForEach(gateway.apiUrl, 100);

      expect(statuses.every((s) => s === 200)).toBe(true);
    });

    it("hands the forwarded client address to the handler as the source IP", async () => {
      const response = await fetch(`${gateway.apiUrl}/echo/1`, {
        method: "POST",
        headers: { "x-forwarded-for": "198.51.100.7" },
      });

      expect((await response.json()).sourceIp).toBe("198.51.100.7");
    });
  });
});
