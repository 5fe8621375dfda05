import { describe, expect, it } from "vitest";
import { functionEntries } from "../../bin/function-bundles";
import { AppFunction } from "../../infra/constructs/app-function";
import { buildApp } from "./support";

describe("the function benchmark's list", () => {
  it("names every function the stacks deploy, with the handler each one runs", () => {
    const { app } = buildApp();
    const deployed = app.node
      .findAll()
      .filter((c): c is AppFunction => c instanceof AppFunction)
      .map((fn) => ({ id: fn.node.id, handler: (fn as unknown as { handlerName: string }).handlerName }));

    const listed = functionEntries().map((e) => ({ id: e.id, handler: e.handler }));

    expect(deployed.length).toBeGreaterThan(40);
    expect(listed).toEqual(expect.arrayContaining(deployed));
    expect(deployed).toEqual(expect.arrayContaining(listed));
  });
});
