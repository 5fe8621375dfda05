import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amazonTranslator, translateRequest } from "#adapters/translate/amazon-translate";
import { resetConfigForTests } from "#lambdas/config";
import recorded from "../../../fixtures/translate/translate-text-es.json";
import { startAwsJsonServer } from "../../../support/aws-json-server";

/** Amazon Translate's JSON protocol, answered from a recorded response; the requests are kept to read. */
let answer: (body: Record<string, unknown>) => unknown = () => recorded;
let translate: Awaited<ReturnType<typeof startAwsJsonServer>>;
const requests = () => translate.calls;

beforeAll(async () => {
  translate = await startAwsJsonServer((call) => answer(call.body));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL: translate.url,
    AWS_ACCESS_KEY_ID: "test",
    AWS_SECRET_ACCESS_KEY: "test",
    TRANSLATE_TERMINOLOGY: "clearnote-medicines",
  });
  resetConfigForTests();
});
afterAll(async () => {
  await translate.close();
  delete process.env.AWS_ENDPOINT_URL;
  delete process.env.TRANSLATE_TERMINOLOGY;
  resetConfigForTests();
});

describe("the Amazon Translate request", () => {
  it("names the languages and the custom terminology that keeps drug names and doses", () => {
    expect(translateRequest("Take metformin.", "en", "es", "clearnote-medicines")).toEqual({
      Text: "Take metformin.",
      SourceLanguageCode: "en",
      TargetLanguageCode: "es",
      TerminologyNames: ["clearnote-medicines"],
    });
  });

  it("sends no terminology when none is configured", () => {
    expect(translateRequest("Rest.", "es", "en", undefined)).not.toHaveProperty("TerminologyNames");
  });
});

describe("translating with Amazon Translate (recorded responses)", () => {
  it("sends the lines in one TranslateText call and answers them line by line", async () => {
    requests().length = 0;
    answer = () => recorded;

    const out = await amazonTranslator.translate(
      ["Your medicines", "Take metformin 500 mg twice a day with meals.", "Stop taking aspirin."],
      "en",
      "es",
    );

    expect(out).toEqual([
      "Sus medicamentos",
      "Tome metformin 500 mg dos veces al día con las comidas.",
      "Deje de tomar aspirina.",
    ]);
    expect(requests()).toHaveLength(1);
    expect(requests()[0].target).toBe("AWSShineFrontendService_20170701.TranslateText");
    expect(requests()[0].body).toMatchObject({ TerminologyNames: ["clearnote-medicines"], TargetLanguageCode: "es" });
  });

  it("sends the lines one by one when the answer has another number of lines", async () => {
    requests().length = 0;
    answer = (body) => ({ ...recorded, TranslatedText: String(body.Text).replace(/\n/g, " ") });

    const out = await amazonTranslator.translate(["Rest.", "Drink water."], "en", "es");

    expect(out).toEqual(["Rest.", "Drink water."]);
    expect(requests().map((r) => r.body.Text)).toEqual(["Rest.\nDrink water.", "Rest.", "Drink water."]);
  });

  it("offers every patient language of the list, and no other", () => {
    expect(amazonTranslator.supports("zh")).toBe(true);
    expect(amazonTranslator.supports("ar")).toBe(true);
    expect(amazonTranslator.supports("xx")).toBe(false);
  });
});
