import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustProxy } from "#infra/local/client-address";

describe("which address a request comes from", () => {
  it("is the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9", parseTrustProxy(undefined))).toBe("127.0.0.1");
  });

  it("is one address for an IPv4 client seen on a dual-stack socket", () => {
    expect(clientAddress("::ffff:127.0.0.1", undefined, parseTrustProxy(""))).toBe("127.0.0.1");
  });

  it("is the forwarded address when the connection comes from a listed proxy", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.9", parseTrustProxy("10.0.0.2"))).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For from a peer that is not a listed proxy", () => {
    expect(clientAddress("10.0.0.3", "203.0.113.9", parseTrustProxy("10.0.0.2"))).toBe("10.0.0.3");
  });

  it("is the nearest address that is not a listed proxy, so a client cannot prepend its own", () => {
    const forwarded = "198.51.100.1, 203.0.113.9, 10.0.0.1";

    expect(clientAddress("10.0.0.2", forwarded, parseTrustProxy("10.0.0.1,10.0.0.2"))).toBe("203.0.113.9");
  });

  it("is the first forwarded address when every peer is trusted (TRUST_PROXY=1)", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.9, 10.0.0.1", parseTrustProxy("1"))).toBe("203.0.113.9");
  });

  it.each(["0", "false", " "])("trusts no proxy for TRUST_PROXY=%j", (value) => {
    expect(parseTrustProxy(value)).toEqual({ kind: "none" });
  });
});
