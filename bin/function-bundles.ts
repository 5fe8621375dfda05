import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildResult, build } from "esbuild";
import { externalModules } from "../infra/constructs/bundled-packages";
import { type Grant, jobs, routes, streamHandlers } from "../lambdas/routes";

/**
 * The functions of the route table and how CDK bundles them (infra/constructs/app-function.ts), for
 * `npm run bench:functions` and the bundle tests.
 */
export type FunctionKind = "api" | "job" | "stream" | "on-failure";

export interface FunctionEntry {
  id: string;
  kind: FunctionKind;
  /** Module under lambdas/ exporting `handler`. */
  handler: string;
  grants: Grant[];
}

const lambdasDir = fileURLToPath(new URL("../lambdas", import.meta.url));

/** Every function CDK deploys from the route table: routes, jobs, stream handlers and on-failure handlers. */
export function functionEntries(): FunctionEntry[] {
  const list: FunctionEntry[] = [
    ...routes.map((r) => ({ id: r.id, kind: "api" as const, handler: r.handler, grants: r.grants })),
    ...jobs.map((j) => ({ id: j.id, kind: "job" as const, handler: j.handler, grants: j.grants })),
    ...streamHandlers.map((s) => ({ id: s.id, kind: "stream" as const, handler: s.handler, grants: s.grants })),
  ];
  for (const job of jobs) {
    const onFailure = job.onFailure;
    if (onFailure)
      list.push({ id: onFailure.id, kind: "on-failure", handler: onFailure.handler, grants: onFailure.grants });
  }
  return list;
}

/**
 * The esbuild options NodejsFunction passes for our functions (keep in step with app-function.ts): ESM, minified,
 * node22, the AWS SDK external, Bedrock-only bundles for the ai:invoke grant.
 */
export function bundleFunction(
  entryPoint: string,
  options: { outfile: string; write: boolean; handler?: string; grants?: Grant[] },
): Promise<BuildResult<{ metafile: true }>> {
  return build({
    entryPoints: [entryPoint],
    bundle: true,
    outfile: options.outfile,
    write: options.write,
    platform: "node",
    format: "esm",
    target: "node22",
    minify: true,
    sourcemap: true,
    external: externalModules(options.handler ?? ""),
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    define: options.grants?.includes("ai:invoke") ? { "process.env.CLEARNOTE_BUNDLE_AI": '"bedrock"' } : undefined,
    metafile: true,
    logLevel: "error",
  });
}

export const entryPointOf = (entry: FunctionEntry) => join(lambdasDir, `${entry.handler}.ts`);
