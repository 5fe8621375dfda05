import { chatEngine } from "#adapters/ai/engine";
import { s3Files } from "#adapters/files/uploads";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { portalChatRequestSchema } from "#contracts/delivery";
import { portalChat } from "#core/delivery/portal";
import { patientAudit } from "#http/audit";
import { publicRoute } from "#http/preset";

/**
 * The translation engine, for the offline engine's answers in the patient's language (issue 23, part 2). Deployed
 * bundles (CLEARNOTE_BUNDLE "aws") chat through Bedrock, which answers in the language itself: the branch folds away
 * and the translation adapters stay out of the bundle, as the offline engine does (adapters/ai/engine.ts).
 */
const loadTranslator = () =>
  process.env.CLEARNOTE_BUNDLE === "aws"
    ? Promise.resolve(undefined)
    : import("#adapters/translate/translator").then((module) => module.translator());

export const createHandler = (deps: () => Parameters<typeof portalChat>[0]) =>
  publicRoute(portalChatRequestSchema, async ({ body, event }) => ({
    body: await portalChat({ ...deps(), audit: patientAudit(event) }, body.summaryId, body.token, body.message),
  }));

export const handler = createHandler(() => ({
  summaries: dynamoSummaryStore,
  delivery: dynamoDeliveryStore,
  clock: systemClock,
  profiles: dynamoAccountStore,
  ai: chatEngine(),
  files: s3Files,
  translator: loadTranslator,
}));
