import type { PortalSummary } from "#contracts/delivery";
import type { Clock } from "../account/account";
import { preparedBy } from "../account/account";
import type { AccountStore } from "../account/ports";
import { type SourceFiles, sourceTextOf } from "../chat/source";
import type { AiEngine } from "../shared/ai-port";
import { InvalidInput, NotFound } from "../shared/errors";
import type { SummaryRecord, SummaryStore } from "../summaries/ports";
import { looksLikeToken, tokenMatches } from "./link-tokens";
import type { DeliveryStore } from "./ports";

export const PORTAL_ERROR = "Unable to load your summary. This link may be invalid or expired.";

export interface PortalDeps {
  summaries: SummaryStore;
  delivery: DeliveryStore;
  clock: Clock;
  profiles: Pick<AccountStore, "getProfile">;
}

/** One answer for every failure (wrong, expired, revoked, unknown): no oracle (decision 2). */
async function verifiedSummary(deps: PortalDeps, summaryId: string, token: string) {
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

export async function openPortal(deps: PortalDeps, summaryId: string, token: string): Promise<PortalSummary> {
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  return {
    id: summary.id,
    patient_name: summary.patientName,
    created_at: summary.createdAt,
    // Exactly the version the send pinned when it claimed the summary (decision 195).
    summary_content: sentText(summary),
    chat_history: [],
    prepared_by: preparedBy(await deps.profiles.getProfile(ownerSub)),
  };
}

/** The patient's public chat: answers from the summary, saves no history, counts the first chat once. */
export async function portalChat(
  deps: PortalDeps & { ai: Pick<AiEngine, "chat">; files?: SourceFiles },
  summaryId: string,
  token: string,
  message: string,
): Promise<{ reply: string }> {
  const question = message.trim();
  if (!question) throw new InvalidInput("Please type a question.");
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  const source = await sourceTextOf(deps.files, summary);
  const reply = await deps.ai.chat({ summary: sentText(summary), source, question, history: [] });
  await deps.delivery.markPatientChatted(ownerSub, summaryId);
  return { reply };
}
