import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWebOrigin } from "#adapters/web-origin/web-origin";
import { resetConfigForTests } from "#lambdas/config";

const PARAMETER = "/clearnote/dev/web-origin";

function setEnv(values: { WEB_ORIGIN?: string; WEB_ORIGIN_PARAMETER?: string }) {
  delete process.env.WEB_ORIGIN;
  delete process.env.WEB_ORIGIN_PARAMETER;
  Object.assign(process.env, values);
  resetConfigForTests();
}

describe("web origin", () => {
  const saved = { WEB_ORIGIN: process.env.WEB_ORIGIN, WEB_ORIGIN_PARAMETER: process.env.WEB_ORIGIN_PARAMETER };
  beforeEach(() => setEnv({ WEB_ORIGIN_PARAMETER: PARAMETER }));
  afterEach(() => setEnv(Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined))));

  it("is the address the web stack wrote to the parameter named in the environment", async () => {
    const read = vi.fn(async () => "https://d111abcdef8.cloudfront.net");

    await expect(createWebOrigin(read)()).resolves.toBe("https://d111abcdef8.cloudfront.net");
    expect(read).toHaveBeenCalledWith(PARAMETER);
  });

  it("reads the parameter once per cold start, however many requests ask at once", async () => {
    const read = vi.fn(async () => "https://app.clinic.example");
    const webOrigin = createWebOrigin(read);

    await Promise.all([webOrigin(), webOrigin(), webOrigin()]);
    await webOrigin();

    expect(read).toHaveBeenCalledTimes(1);
  });

  it("tries the parameter again on the next request after a failed read", async () => {
    const read = vi
      .fn<(name: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error("throttled"))
      .mockResolvedValueOnce("https://app.clinic.example");
    const webOrigin = createWebOrigin(read);

    await expect(webOrigin()).rejects.toThrow("throttled");
    await expect(webOrigin()).resolves.toBe("https://app.clinic.example");
  });

  it("uses WEB_ORIGIN when it is set (local stack, tests) and never reads the parameter", async () => {
    setEnv({ WEB_ORIGIN: "http://127.0.0.1:5173/", WEB_ORIGIN_PARAMETER: PARAMETER });
    const read = vi.fn(async () => "https://elsewhere.example");

    await expect(createWebOrigin(read)()).resolves.toBe("http://127.0.0.1:5173");
    expect(read).not.toHaveBeenCalled();
  });

  it("refuses a parameter value that is not a bare https origin", async () => {
    for (const value of ["http://app.clinic.example", "https://app.clinic.example/phish", "not a url"]) {
      await expect(createWebOrigin(async () => value)()).rejects.toThrow(/origin|URL/);
    }
  });

  it("says which grant is missing when neither setting is there", async () => {
    setEnv({});

    await expect(createWebOrigin(async () => "https://x.example")()).rejects.toThrow(/mail:send/);
  });
});
