import type { TranslateClient } from "@aws-sdk/client-translate";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import type { Translator } from "#core/translation/ports";
import { config } from "#lambdas/config";
import { sdkOptions } from "../sdk-options";

let client: TranslateClient | undefined;
const sdk = () => import("@aws-sdk/client-translate");

async function translate(): Promise<{ client: TranslateClient; module: Awaited<ReturnType<typeof sdk>> }> {
  const module = await sdk();
  client ??= new module.TranslateClient({ region: config().AWS_REGION, ...sdkOptions("data") });
  return { client, module };
}

/**
 * One TranslateText request, built apart from the call so a test can read it: the custom terminology keeps drug
 * names, doses and units as the clinician wrote them (decision 360). Formality is left to the language's default.
 */
export function translateRequest(text: string, from: string, to: string, terminology: string | undefined) {
  return {
    Text: text,
    SourceLanguageCode: from,
    TargetLanguageCode: to,
    ...(terminology ? { TerminologyNames: [terminology] } : {}),
  };
}

/** TranslateText's limit is 10,000 bytes a request; a summary is far below it, but lines are sent in batches under it. */
const MAX_BYTES = 9_000;

function batches(lines: string[]): string[][] {
  const out: string[][] = [[]];
  let bytes = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line, "utf8") + 1;
    if (bytes + size > MAX_BYTES && out[out.length - 1].length > 0) {
      out.push([]);
      bytes = 0;
    }
    out[out.length - 1].push(line);
    bytes += size;
  }
  return out;
}

/**
 * Amazon Translate (issue 23): every language of contracts/languages.ts. Lines go in batches joined by line breaks,
 * which Translate keeps; if a batch comes back with another number of lines, its lines are sent one by one.
 */
export const amazonTranslator: Translator = {
  supports: (language) => language === ENGLISH || Boolean(patientLanguage(language)),
  async translate(lines, from, to) {
    const { client: translator, module } = await translate();
    // The terminology's source language is English: it applies into the patient's language, not back.
    const terminology = from === ENGLISH ? config().TRANSLATE_TERMINOLOGY : undefined;
    const call = async (text: string) => {
      if (text.trim() === "") return "";
      const { TranslatedText } = await translator.send(
        new module.TranslateTextCommand(translateRequest(text, from, to, terminology)),
      );
      return TranslatedText ?? "";
    };
    const out: string[] = [];
    for (const batch of batches(lines)) {
      const translated = (await call(batch.join("\n"))).split("\n");
      if (translated.length === batch.length) out.push(...translated.map((l) => l.trim()));
      else for (const line of batch) out.push((await call(line)).trim());
    }
    return out;
  },
};
