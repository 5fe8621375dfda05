/**
 * Reads until `ok` holds or the time is up, and returns the last read: for what the table's stream writes after the
 * request that caused it (the dashboard's counters and recent rows). The caller asserts on what it gets.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}
