/**
 * Import rules of the layers (docs/architecture.md). `npm run lint` runs them; a violation fails it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
/** A rule: no import from `from` may reach `to`; every rule is an error, so lint fails on it. */
const never = (name, comment, from, to) => ({ name, comment, severity: "error", from, to });

module.exports = {
  forbidden: [
    never(
      "core-is-pure",
      "Core logic depends on its own ports (core/*/ports.ts), never on adapters, the HTTP layer, handlers or an SDK: adapters implement the ports.",
      { path: "^lambdas/core/" },
      { path: "^lambdas/(adapters|http|api|jobs|authorizers)/|^node_modules/(@aws-sdk|@smithy|@middy|aws-lambda)/" },
    ),
    never(
      "contracts-stand-alone",
      "Contracts are shared with the browser: they import only other contracts, zod and rosetta (the patient texts).",
      { path: "^lambdas/contracts/" },
      { path: "^lambdas/(?!contracts/)|^web/|^node_modules/(?!(zod|rosetta)/)" },
    ),
    never(
      "web-sees-only-contracts",
      "The browser bundle may use the API's contracts, nothing else of the back end.",
      { path: "^web/src/" },
      { path: "^(lambdas/(?!contracts/)|infra/|bin/|tests/)" },
    ),
    never(
      "adapters-not-handlers",
      "Adapters are called by handlers and jobs, never the other way round.",
      { path: "^lambdas/adapters/" },
      { path: "^lambdas/(api|jobs|authorizers)/" },
    ),
    never(
      "product-not-tests",
      "What is deployed or started never imports test code.",
      { path: "^(lambdas|web/src|infra)/" },
      { path: "^tests/" },
    ),
    never(
      "fhir-validator-only-in-tests",
      "Medplum's FHIR library and its definitions (megabytes) validate exports in tests only; what is deployed builds FHIR with nothing but the types (decision 398).",
      { path: "^(lambdas|web/src|infra|bin)/" },
      { path: "^node_modules/@medplum/(?!fhirtypes/)" },
    ),
    never("no-cycles", "A cycle makes load order matter and hides a missing layer.", {}, { circular: true }),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(cdk\\.out|web/dist|\\.local)/" },
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
