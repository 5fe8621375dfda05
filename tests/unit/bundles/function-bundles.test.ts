import { join } from "node:path";
import type { Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleFunction, entryPointOf, type FunctionEntry, functionEntries } from "#bin/function-bundles";

/** What each function's bundle imports and contains, bundled as CDK bundles it (not written to disk). */
const bundles = new Map<string, Metafile>();
const entries = functionEntries();

beforeAll(async () => {
  for (const entry of entries) {
    const result = await bundleFunction(entryPointOf(entry), {
      outfile: join("/tmp", entry.id, "index.mjs"),
      write: false,
      handler: entry.handler,
    });
    bundles.set(entry.id, result.metafile);
  }
}, 120_000);

const outputOf = (entry: FunctionEntry) =>
  Object.entries(bundles.get(entry.id)?.outputs ?? {}).find(([path]) => path.endsWith(".mjs"))?.[1];

describe("function bundles", () => {
  it("covers every route, job and stream handler of the route table", () => {
    expect(entries.map((e) => e.id)).toEqual(expect.arrayContaining(["GetMe", "SummarizeDocuments", "RecordRemoved"]));
    expect(entries.filter((e) => e.kind === "api").length).toBeGreaterThan(10);
  });

  it("loads the presigned-post package only when an upload is presigned, never at import", () => {
    const imports = entries.flatMap((entry) =>
      (outputOf(entry)?.imports ?? [])
        .filter((i) => i.path === "@aws-sdk/s3-presigned-post")
        .map((i) => ({ id: entry.id, kind: i.kind })),
    );

    expect(imports).toContainEqual({ id: "CreateUploads", kind: "dynamic-import" });
    expect(imports.filter((i) => i.kind !== "dynamic-import")).toEqual([]);
  });

  it("carries no zod locale: validation is imported in a form that tree-shakes", () => {
    const withLocales = entries.filter((entry) =>
      Object.keys(outputOf(entry)?.inputs ?? {}).some((path) => /zod\/.*locales\/(?!en)/.test(path)),
    );

    expect(withLocales.map((e) => e.id)).toEqual([]);
  });

  it("validates with zod/mini: no function carries classic zod or its English locale", () => {
    const classic = entries.filter((entry) =>
      Object.keys(outputOf(entry)?.inputs ?? {}).some((path) => /zod\/v4\/(classic|locales)\//.test(path)),
    );

    expect(classic.map((e) => e.id)).toEqual([]);
  });

  it("leaves the offline engine and its glossary out of every deployed function, those that run Bedrock included", () => {
    const carrying = entries.filter((entry) =>
      Object.keys(outputOf(entry)?.inputs ?? {}).some((path) => path.endsWith("lambdas/adapters/local/ai-engine.ts")),
    );
    const runningBedrock = entries.filter((entry) => entry.grants.includes("ai:invoke"));

    expect(runningBedrock.map((e) => e.id)).toEqual(expect.arrayContaining(["ChatSummary", "PortalChat"]));
    expect(carrying.map((e) => e.id)).toEqual([]);
  });

  it("builds FHIR exports without Medplum: the types leave no code, the validator stays in the tests", () => {
    const carrying = entries.filter((entry) =>
      Object.keys(outputOf(entry)?.inputs ?? {}).some((path) => path.includes("node_modules/@medplum/")),
    );

    expect(entries.map((e) => e.id)).toEqual(expect.arrayContaining(["ExportSummaryFhir", "ExportTranscriptionFhir"]));
    expect(carrying.map((e) => e.id)).toEqual([]);
  });
});
