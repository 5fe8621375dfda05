import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { Conflict, NotFound } from "#core/shared/errors";
import { attachment, publicRoute, userRoute } from "#http/preset";
import { apiEvent, lambdaContext, parse } from "../../support/events";

describe("http preset", () => {
  it("answers a download with its media type and a file name, keeping no-store", async () => {
    const handler = userRoute(null, async () =>
      attachment({ resourceType: "Bundle" }, "summary-01ab.json", "application/fhir+json"),
    );

    const result = await handler(apiEvent("get-me.json"), lambdaContext);

    expect(result).toMatchObject({
      statusCode: 200,
      headers: {
        "content-type": "application/fhir+json",
        "content-disposition": 'attachment; filename="summary-01ab.json"',
        "cache-control": "no-store",
      },
      body: '{"resourceType":"Bundle"}',
    });
  });

  it("keeps a download's file name to letters, digits, dot, dash and underscore", () => {
    expect(attachment({}, 'a"b; c/../d.json', "application/json").headers?.["content-disposition"]).toBe(
      'attachment; filename="a_b__c_.._d.json"',
    );
  });

  it("answers 401 when the authorizer passed no caller", async () => {
    const handler = userRoute(null, async () => ({ body: { ok: true } }));

    const result = parse(await handler(apiEvent("get-me-unauthenticated.json"), lambdaContext));

    expect(result.status).toBe(401);
  });

  it("hands the caller from the JWT claims to the handler", async () => {
    const handler = userRoute(null, async ({ caller }) => ({ body: { sub: caller.sub, email: caller.email } }));

    const result = parse(await handler(apiEvent("get-me.json"), lambdaContext));

    expect(result.body).toEqual({ sub: "11111111-1111-4111-8111-111111111111", email: "clinician@clinic.example" });
  });

  it("answers 422 with field messages when the body breaks the contract", async () => {
    const handler = userRoute(
      z.object({ name: z.string().check(z.minLength(1, "Name is required")) }),
      async () => ({}),
    );

    const result = parse(await handler(apiEvent("post-template.json", { body: { name: "" } }), lambdaContext));

    expect(result.status).toBe(422);
    expect(result.body.error).toEqual({
      code: "invalid_input",
      message: "Name is required",
      fields: { name: "Name is required" },
    });
  });

  it("answers 422 when the body is not JSON", async () => {
    const handler = userRoute(z.object({}), async () => ({}));

    const result = parse(await handler(apiEvent("post-template.json", { rawBody: "{not json" }), lambdaContext));

    expect(result.status).toBe(422);
  });

  it("maps domain errors to their status with the error's message", async () => {
    const notFound = publicRoute(null, async () => {
      throw new NotFound("Template not found");
    });
    const conflict = publicRoute(null, async () => {
      throw new Conflict("A template with this name already exists");
    });

    const a = parse(await notFound(apiEvent("get-me.json"), lambdaContext));
    const b = parse(await conflict(apiEvent("get-me.json"), lambdaContext));

    expect([a.status, a.body.error.message]).toEqual([404, "Template not found"]);
    expect([b.status, b.body.error.message]).toEqual([409, "A template with this name already exists"]);
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const handler = publicRoute(null, async () => {
      throw new Error("connection string with secrets");
    });

    const result = parse(await handler(apiEvent("get-me.json"), lambdaContext));

    expect(result.status).toBe(500);
    expect(JSON.stringify(result.body)).not.toContain("secrets");
  });
});
