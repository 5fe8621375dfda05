import { describe, expect, it } from "vitest";
import { fixedWindowLimiter } from "#infra/local/rate-limiter";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the local rate limiter", () => {
  it("allows the limit in a window and refuses the next request", () => {
    const limiter = fixedWindowLimiter({ now: clock().now });

    const results = Array.from({ length: 4 }, () => limiter.overLimit("route|1.2.3.4", 3));

    expect(results).toEqual([false, false, false, true]);
  });

  it("allows requests again once the window has passed", () => {
    const time = clock();
    const limiter = fixedWindowLimiter({ now: time.now });
    for (let i = 0; i < 4; i++) limiter.overLimit("route|1.2.3.4", 3);

    time.advance(60_000);

    expect(limiter.overLimit("route|1.2.3.4", 3)).toBe(false);
  });

  it("forgets windows that have expired when new ones open", () => {
    const time = clock();
    const limiter = fixedWindowLimiter({ now: time.now });
    for (let i = 0; i < 5000; i++) limiter.overLimit(`route|client-${i}`, 10);

    time.advance(60_000);
    limiter.overLimit("route|newcomer", 10);

    expect(limiter.size).toBe(1);
  });

  it("never holds more than its maximum number of windows", () => {
    const limiter = fixedWindowLimiter({ now: clock().now, maxKeys: 100 });

    for (let i = 0; i < 1000; i++) limiter.overLimit(`route|client-${i}`, 10);

    expect(limiter.size).toBe(100);
  });
});
