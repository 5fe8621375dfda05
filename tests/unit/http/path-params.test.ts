import { describe, expect, it } from "vitest";
import { ulidIds } from "#adapters/system";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";
import { apiEvent, lambdaContext, parse } from "../../support/events";

/** A route shaped like GET /summaries/{id}: its own not-found text, and a record of the ids that reached the store. */
function summaryRoute() {
  const storeLookups: string[] = [];
  const handler = userRoute(null, async ({ params }) => {
    if (!params.id) throw new NotFound("Summary not found");
    storeLookups.push(params.id);
    return { body: { id: params.id } };
  });
  const call = async (params: Record<string, string>) =>
    parse(await handler(apiEvent("delete-template.json", { params }), lambdaContext));
  return { call, storeLookups };
}

describe("path ids are checked by shape before the handler sees them", () => {
  it("passes an id the server issued", async () => {
    const route = summaryRoute();
    const id = ulidIds.next();

    const result = await route.call({ id });

    expect([result.status, route.storeLookups]).toEqual([200, [id]]);
  });

  it.each([
    ["a 10 KB id", "0".repeat(10_240)],
    ["an id one character long", "0".repeat(27)],
    ["an id one character short", "0".repeat(25)],
    ["a parent-directory step", ".."],
    ["a decoded slash", "01jd0000000000000000000000/../x"],
    ["a letter Crockford base32 leaves out", "01jd00000000000000000000l0"],
    ["an upper-case id (ids are issued lower-case)", "01JD0000000000000000000000"],
    ["a time beyond the 48-bit range", "81jd0000000000000000000000"],
    ["a prototype key", "__proto__"],
    ["a control character", "01jd000000000000000000000\u0000"],
    ["the empty string", ""],
  ])("answers the route's 404 to %s without a store lookup", async (_, id) => {
    const route = summaryRoute();

    const result = await route.call({ id });

    expect([result.status, result.body.error.message]).toEqual([404, "Summary not found"]);
    expect(route.storeLookups).toEqual([]);
  });

  it("leaves out a parameter whose shape nobody declared", async () => {
    let seen: Record<string, string | undefined> = {};
    const handler = userRoute(null, async ({ params }) => {
      seen = params;
      return {};
    });

    await handler(apiEvent("delete-template.json", { params: { jobName: "anything" } }), lambdaContext);

    expect(seen).toEqual({});
  });
});
