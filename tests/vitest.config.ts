import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  // Web components are .tsx and .ts, which one package.json "imports" pattern cannot name; tsconfig.json has the same.
  resolve: { alias: [{ find: /^#web\//, replacement: `${root}web/src/` }] },
  test: {
    // On CI a test that fails is run once more; bin/test-all.ts names every test that passed only when retried.
    retry: process.env.CI ? 1 : 0,
    env: { LOG_LEVEL: "silent", AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    projects: [
      {
        extends: true,
        // Some unit tests start a program (the install check, a synthesiser): 2 s here, more on a loaded CI machine.
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: { name: "infra", include: ["tests/infra/**/*.test.ts"], testTimeout: 120_000, hookTimeout: 180_000 },
      },
    ],
  },
});
