import type { PortalSummary, PortalTranslation } from "#contracts/delivery";
import { patientLanguage } from "#contracts/languages";
import type { Clock } from "../account/account";
import { preparedBy } from "../account/account";
import type { AccountStore } from "../account/ports";
import type { RecordAudit } from "../audit/writer";
import { type CareTeamStore, viewOf } from "../care-team/ports";
import { saysNotCovered } from "../chat/care-team-offer";
import { answerInLanguage, type ChatInLanguageDeps } from "../chat/in-language";
import { type SourceFiles, sourceTextOf } from "../chat/source";
import { InvalidInput, NotFound } from "../shared/errors";
import type { SummaryRecord, SummaryStore } from "../summaries/ports";
import { sentTranslation } from "../translation/stored";
import { looksLikeToken, tokenMatches } from "./link-tokens";
import type { DeliveryStore } from "./ports";

export const PORTAL_ERROR = "Unable to load your summary. This link may be invalid or expired.";

export interface PortalDeps {
  summaries: SummaryStore;
  delivery: DeliveryStore;
  clock: Clock;
  profiles: Pick<AccountStore, "getProfile">;
  /** Records the patient's visit and questions in the owner's audit trail (issue 24), once the link is verified. */
  audit?: RecordAudit;
  /** The patient's questions to the care team and their replies, shown with the summary (issue 25). */
  questions?: Pick<CareTeamStore, "getThread">;
}

/** One answer for every failure (wrong, expired, revoked, unknown): no oracle (decision 2). */
export async function verifiedSummary(deps: PortalDeps, summaryId: string, token: string) {
  const now = deps.clock.now().getTime();
  if (!looksLikeToken(token)) throw new NotFound(PORTAL_ERROR);
  const link = await deps.delivery.getPortalLink(summaryId, now);
  if (!link || !tokenMatches(token, link.tokenHash)) throw new NotFound(PORTAL_ERROR);
  const summary = await deps.summaries.getSummary(link.ownerSub, summaryId, now);
  if (!summary?.summaryContent) throw new NotFound(PORTAL_ERROR);
  return { summary, ownerSub: link.ownerSub };
}

/**
 * What the patient was sent: the send's claim pinned the version (decision 195) and no writer changes the text of a
 * claimed or sent summary, so the current text is the sent one.
 */
const sentText = (summary: SummaryRecord) => summary.summaryContent ?? "";

/** The translation the patient was sent, as the portal shows it, beside the English original. */
function portalTranslation(summary: SummaryRecord): PortalTranslation | undefined {
  const translation = sentTranslation(summary);
  const language = translation && patientLanguage(translation.language);
  if (!translation || !language) return undefined;
  return { language: language.code, native_name: language.nativeName, dir: language.dir, text: translation.text };
}

export async function openPortal(deps: PortalDeps, summaryId: string, token: string): Promise<PortalSummary> {
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  const translation = portalTranslation(summary);
  const thread = await deps.questions?.getThread(ownerSub, summaryId, deps.clock.now().getTime());
  await deps.audit?.({
    owner: ownerSub,
    action: "portal-opened",
    recordType: "summary",
    recordId: summaryId,
    status: 200,
  });
  return {
    id: summary.id,
    patient_name: summary.patientName,
    created_at: summary.createdAt,
    // Exactly the version the send pinned when it claimed the summary (decision 195).
    summary_content: sentText(summary),
    chat_history: [],
    prepared_by: preparedBy(await deps.profiles.getProfile(ownerSub)),
    ...(translation ? { translation } : {}),
    ...(thread?.questions.length ? { questions: thread.questions.map(viewOf) } : {}),
  };
}

/**
 * The patient's public chat: answers from the summary, saves no history, counts the first chat once. `notCovered`
 * says the summary does not answer it, so the portal offers to send the question to the care team (issue 25).
 */
export async function portalChat(
  deps: PortalDeps & ChatInLanguageDeps & { files?: SourceFiles },
  summaryId: string,
  token: string,
  message: string,
): Promise<{ reply: string; notCovered: boolean }> {
  const question = message.trim();
  if (!question) throw new InvalidInput("Please type a question.");
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  const source = await sourceTextOf(deps.files, summary);
  // A summary sent with a translation is talked about in its language, grounded in the English (issue 23, part 2).
  const translation = sentTranslation(summary);
  const reply = translation
    ? await answerInLanguage(deps, { summary: sentText(summary), source, question, translation })
    : await deps.ai.chat({ summary: sentText(summary), source, question, history: [] });
  await deps.delivery.markPatientChatted(ownerSub, summaryId);
  await deps.audit?.({
    owner: ownerSub,
    action: "patient-chat",
    recordType: "summary",
    recordId: summaryId,
    status: 200,
  });
  const notCovered = saysNotCovered(deps.ai.name, reply, {
    summary: sentText(summary),
    source,
    question,
    language: translation?.language,
  });
  return { reply, notCovered };
}
