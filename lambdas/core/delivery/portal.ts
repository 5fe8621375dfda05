import type { PortalChatReply, PortalSummary, PortalTranslation } from "#contracts/delivery";
import { patientLanguage } from "#contracts/languages";
import { DEFAULT_EMERGENCY_NUMBER } from "#contracts/settings";
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
  profiles: Pick<AccountStore, "getProfile" | "getSettings">;
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
 * The patient's visit or question, in the summary's History and, for a summary sent from a transcription, in that
 * transcription's too: the clinician reads what happened to a consultation on the transcription's page.
 */
async function recordPatientVisit(
  deps: PortalDeps,
  summary: SummaryRecord,
  owner: string,
  action: "portal-opened" | "patient-chat",
): Promise<void> {
  await deps.audit?.({ owner, action, recordType: "summary", recordId: summary.id, status: 200 });
  if (summary.transcriptionId) {
    await deps.audit?.({ owner, action, recordType: "transcription", recordId: summary.transcriptionId, status: 200 });
  }
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
  const [profile, settings, thread] = await Promise.all([
    deps.profiles.getProfile(ownerSub),
    deps.profiles.getSettings(ownerSub),
    deps.questions?.getThread(ownerSub, summaryId, deps.clock.now().getTime()),
  ]);
  await recordPatientVisit(deps, summary, ownerSub, "portal-opened");
  return {
    id: summary.id,
    patient_name: summary.patientName,
    created_at: summary.createdAt,
    // Exactly the version the send pinned when it claimed the summary (decision 195).
    summary_content: sentText(summary),
    chat_history: [],
    prepared_by: preparedBy(profile),
    // Two numbers from the practice's Settings and nothing else of them (issue 25).
    practice_phone: settings?.practicePhone ?? null,
    emergency_number: settings?.emergencyNumber ?? DEFAULT_EMERGENCY_NUMBER,
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
): Promise<PortalChatReply & { notCovered: boolean }> {
  const question = message.trim();
  if (!question) throw new InvalidInput("Please type a question.");
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  const source = await sourceTextOf(deps.files, summary);
  // A summary sent with a translation is talked about in its language, grounded in the English (issue 23, part 2).
  const translation = sentTranslation(summary);
  const answer = translation
    ? await answerInLanguage(deps, { summary: sentText(summary), source, question, translation })
    : await deps.ai.chat({ summary: sentText(summary), source, question, history: [] });
  await deps.delivery.markPatientChatted(ownerSub, summaryId);
  await recordPatientVisit(deps, summary, ownerSub, "patient-chat");
  const notCovered = saysNotCovered(deps.ai.name, answer.text, {
    summary: sentText(summary),
    source,
    question,
    language: translation?.language,
  });
  // `sources` numbers the sent English summary's sentences (contracts/summary-sentences.ts) the answer relies on.
  return { reply: answer.text, sources: answer.sources, notCovered };
}
