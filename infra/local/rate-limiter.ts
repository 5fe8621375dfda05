/**
 * Fixed one-minute windows per key (route and client address), as a local stand-in for the WAF rate rules.
 * Memory is bounded: expired windows are dropped as new ones open, and past `maxKeys` the oldest window goes.
 */
export interface RateLimiter {
  /** Counts one request; true when it is over `limit` for its window. */
  overLimit(key: string, limit: number): boolean;
  readonly size: number;
}

export function fixedWindowLimiter(
  options: { windowMs?: number; maxKeys?: number; now?: () => number } = {},
): RateLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  // Map keeps insertion order, and a window is re-inserted when it restarts, so the oldest windows come first.
  const windows = new Map<string, { start: number; count: number }>();

  const dropExpired = (at: number) => {
    for (const [key, window] of windows) {
      if (at - window.start < windowMs) break;
      windows.delete(key);
    }
  };

  return {
    overLimit(key, limit) {
      const at = now();
      const current = windows.get(key);
      if (current && at - current.start < windowMs) {
        current.count++;
        return current.count > limit;
      }
      windows.delete(key);
      dropExpired(at);
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { start: at, count: 1 });
      return 1 > limit;
    },
    get size() {
      return windows.size;
    },
  };
}
