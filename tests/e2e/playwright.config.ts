import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../support/chromium";

/** Debian's Chromium with the flags that work on this kind of machine (../support/chromium.ts). */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  globalSetup: "./global-setup.ts",
  outputDir: "./artifacts/results",
  fullyParallel: false,
  workers: 1,
  // On CI a failed test runs once more; the list reporter marks it flaky and test-all counts it.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 860 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_FLAGS },
  },
});
