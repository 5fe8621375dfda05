import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildResult, build } from "esbuild";
import { externalModules } from "../infra/constructs/bundled-packages";
import { eventHandlers, type Grant, jobs, routes, streamHandlers } from "../lambdas/routes";

/**
 * The functions of the route table and how CDK bundles them (infra/constructs/function-bundling.ts), for
 * `npm run bench:functions` and the bundle tests.
 */
export type FunctionKind = "api" | "job" | "stream" | "on-failure" | "event" | "authorizer";

export interface FunctionEntry {
  id: string;
  kind: FunctionKind;
  /** Module under lambdas/ exporting `handler`. */
  handler: string;
  grants: Grant[];
}

const lambdasDir = fileURLToPath(new URL("../lambdas", import.meta.url));

/**
 * The public routes' authorizer (infra/stacks/api-stack.ts builds it apart from the route table). The infra test
 * tests/infra/function-coverage.test.ts fails if the stacks deploy a function this list does not name.
 */
const AUTHORIZERS: FunctionEntry[] = [
  { id: "VerifyOrigin", kind: "authorizer", handler: "authorizers/cloudfront-origin", grants: [] },
];

/**
 * Every function CDK deploys: routes, jobs, stream handlers, EventBridge event handlers, on-failure handlers and the
 * authorizer.
 */
export function functionEntries(): FunctionEntry[] {
  const list: FunctionEntry[] = [
    ...routes.map((r) => ({ id: r.id, kind: "api" as const, handler: r.handler, grants: r.grants })),
    ...jobs.map((j) => ({ id: j.id, kind: "job" as const, handler: j.handler, grants: j.grants })),
    ...streamHandlers.map((s) => ({ id: s.id, kind: "stream" as const, handler: s.handler, grants: s.grants })),
    ...eventHandlers.map((e) => ({ id: e.id, kind: "event" as const, handler: e.handler, grants: e.grants })),
    ...AUTHORIZERS,
  ];
  for (const job of [...jobs, ...eventHandlers]) {
    const onFailure = job.onFailure;
    if (onFailure)
      list.push({ id: onFailure.id, kind: "on-failure", handler: onFailure.handler, grants: onFailure.grants });
  }
  return list;
}

/**
 * The esbuild options NodejsFunction passes for our functions (keep in step with infra/constructs/function-bundling.ts):
 * ESM, minified, node22, the AWS SDK external, CLEARNOTE_BUNDLE defined as "aws" so local-only adapters drop out.
 */
export function bundleFunction(
  entryPoint: string,
  options: { outfile: string; write: boolean; handler?: string },
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
    define: { "process.env.CLEARNOTE_BUNDLE": '"aws"' },
    metafile: true,
    logLevel: "error",
  });
}

export const entryPointOf = (entry: FunctionEntry) => join(lambdasDir, `${entry.handler}.ts`);
