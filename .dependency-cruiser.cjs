/**
 * Import rules of the layers (docs/architecture.md). `npm run lint` runs them; a violation fails it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "core-is-pure",
      comment:
        "Core logic depends on its own ports (core/*/ports.ts), never on adapters, the HTTP layer, handlers or an SDK: adapters implement the ports.",
      severity: "error",
      from: { path: "^lambdas/core/" },
      to: {
        path: "^lambdas/(adapters|http|api|jobs|authorizers)/|^node_modules/(@aws-sdk|@smithy|@middy|aws-lambda)/",
      },
    },
    {
      name: "contracts-stand-alone",
      comment: "Contracts are shared with the browser: they import only other contracts and zod.",
      severity: "error",
      from: { path: "^lambdas/contracts/" },
      to: { path: "^lambdas/(?!contracts/)|^web/|^node_modules/(?!zod/)" },
    },
    {
      name: "web-sees-only-contracts",
      comment: "The browser bundle may use the API's contracts, nothing else of the back end.",
      severity: "error",
      from: { path: "^web/src/" },
      to: { path: "^(lambdas/(?!contracts/)|infra/|bin/|tests/)" },
    },
    {
      name: "adapters-not-handlers",
      comment: "Adapters are called by handlers and jobs, never the other way round.",
      severity: "error",
      from: { path: "^lambdas/adapters/" },
      to: { path: "^lambdas/(api|jobs|authorizers)/" },
    },
    {
      name: "product-not-tests",
      comment: "What is deployed or started never imports test code.",
      severity: "error",
      from: { path: "^(lambdas|web/src|infra)/" },
      to: { path: "^tests/" },
    },
    {
      name: "no-cycles",
      comment: "A cycle makes load order matter and hides a missing layer.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|cdk\\.out|web/dist|\\.local)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
