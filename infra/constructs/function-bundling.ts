import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type NodejsFunctionProps, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { externalModules, FILE_PACKAGES, packageClosure } from "./bundled-packages";

const lambdasDir = fileURLToPath(new URL("../../lambdas", import.meta.url));
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Native binaries for Lambda's linux-arm64, which npm does not install on another machine (an optional dependency
 * for another CPU): packed from the npm registry at bundling time, in the version of the package that loads them.
 * Only a real synth or deploy bundles; tests skip bundling.
 */
const ARM64_BINARIES: Record<string, Array<{ name: string; versionOf: string }>> = {
  "jobs/summarize-documents": [{ name: "@napi-rs/canvas-linux-arm64-gnu", versionOf: "@napi-rs/canvas" }],
};

function installArm64Binary(output: string, binary: { name: string; versionOf: string }, from: string): string[] {
  const [loader] = packageClosure([binary.versionOf], from);
  const { version } = JSON.parse(readFileSync(join(loader.dir, "package.json"), "utf8")) as { version: string };
  const tarball = `${binary.name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
  const target = `${output}/node_modules/${binary.name}`;
  return [
    `cd "${output}" && npm pack --silent "${binary.name}@${version}" > /dev/null`,
    `mkdir -p "${target}" && tar -xzf "${output}/${tarball}" -C "${target}" --strip-components=1 && rm "${output}/${tarball}"`,
  ];
}

/**
 * How a function's code is built (bin/function-bundles.ts mirrors it for the bundle benchmark): the handler module's
 * minified ESM bundle with source maps, marked as deployed (CLEARNOTE_BUNDLE), the AWS SDK left to the runtime, and its
 * file packages and native binaries copied beside it.
 */
export function functionCode(
  handler: string,
): Pick<NodejsFunctionProps, "entry" | "handler" | "projectRoot" | "depsLockFilePath" | "bundling"> {
  const copies = packageClosure(FILE_PACKAGES[handler] ?? [], repoRoot);
  return {
    entry: join(lambdasDir, `${handler}.ts`),
    handler: "handler",
    projectRoot: repoRoot,
    depsLockFilePath: join(repoRoot, "package-lock.json"),
    bundling: {
      format: OutputFormat.ESM,
      minify: true,
      sourceMap: true,
      target: "node22",
      // The AWS SDK v3 ships in the nodejs22.x runtime.
      externalModules: externalModules(handler),
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (_input: string, output: string) => [
          ...copies.map(
            (c) =>
              `mkdir -p "${output}/node_modules/${c.name}" && cp -R "${c.dir}/." "${output}/node_modules/${c.name}/"`,
          ),
          ...(ARM64_BINARIES[handler] ?? []).flatMap((b) => installArm64Binary(output, b, repoRoot)),
        ],
      },
      banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      // Marks the code as a deployed bundle, so adapters that only run locally fold away (adapters/ai/engine.ts).
      define: { "process.env.CLEARNOTE_BUNDLE": '"aws"' },
    },
  };
}
