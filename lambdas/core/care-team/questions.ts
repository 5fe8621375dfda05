import {
  ALREADY_ANSWERED,
  DAILY_LIMIT_MESSAGE,
  type PortalQuestions,
  QUESTION_NOT_FOUND,
  QUESTIONS_PER_DAY,
  QUESTIONS_PER_SUMMARY,
  type SummaryQuestions,
  TOTAL_LIMIT_MESSAGE,
} from "#contracts/care-team";
import type { Clock, IdSource } from "../account/account";
import type { AccountStore } from "../account/ports";
import { senderOf } from "../delivery/claims";
import { careTeamQuestionEmail, careTeamReplyEmail } from "../delivery/emails";
import { PORTAL_ERROR, type PortalDeps, verifiedSummary } from "../delivery/portal";
import { Conflict, NotFound, TooManyRequests } from "../shared/errors";
import { log } from "../shared/log";
import type { SummaryRecord, SummaryStore } from "../summaries/ports";
import { sentTranslation } from "../translation/stored";
import { type CareTeamMail, type CareTeamStore, type QuestionThread, type StoredQuestion, viewOf } from "./ports";

/** A thread changed by a concurrent question is read again and the limits decided again, this many times in all. */
const ATTEMPTS = 3;

export interface CareTeamDeps {
  questions: CareTeamStore;
  mail: CareTeamMail;
  ids: IdSource;
  /** This deployment's web address, for the clinician's link to the summary (read only when an email goes). */
  webOrigin: () => Promise<string>;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const openCount = (thread: QuestionThread | undefined) => thread?.questions.filter((q) => !q.reply).length ?? 0;

export function remainingToday(thread: QuestionThread | undefined, today: string): number {
  const usedToday = thread?.day === today ? thread.dayCount : 0;
  const leftInAll = QUESTIONS_PER_SUMMARY - (thread?.questions.length ?? 0);
  return Math.max(0, Math.min(QUESTIONS_PER_DAY - usedToday, leftInAll));
}

/** The limits, said before a write is tried (the write's condition holds them against a concurrent question). */
function refuseOverLimit(thread: QuestionThread | undefined, today: string): void {
  if ((thread?.questions.length ?? 0) >= QUESTIONS_PER_SUMMARY) throw new TooManyRequests(TOTAL_LIMIT_MESSAGE);
  if (thread?.day === today && thread.dayCount >= QUESTIONS_PER_DAY) throw new TooManyRequests(DAILY_LIMIT_MESSAGE);
}

/**
 * The patient sends a question to the care team (issue 25, part 3). The clinician is emailed a notice without the
 * question (nor the patient's name) when the summary had no question waiting: one notice per quiet-to-waiting change.
 */
export async function askCareTeam(
  deps: PortalDeps & CareTeamDeps,
  summaryId: string,
  token: string,
  text: string,
): Promise<PortalQuestions> {
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  const now = deps.clock.now();
  const today = utcDay(now);
  const question: StoredQuestion = { id: deps.ids.next(), text, askedAt: now.toISOString() };
  let thread: QuestionThread | undefined;
  for (let attempt = 1; ; attempt++) {
    thread = await deps.questions.getThread(ownerSub, summaryId, now.getTime());
    refuseOverLimit(thread, today);
    const outcome = await deps.questions.addQuestion(ownerSub, {
      summaryId,
      question,
      today,
      read: thread,
      expiresAt: summary.expiresAt,
      maxPerDay: QUESTIONS_PER_DAY,
      maxInAll: QUESTIONS_PER_SUMMARY,
    });
    if (outcome === "added") break;
    if (outcome === "summary-gone") throw new NotFound(PORTAL_ERROR);
    if (attempt >= ATTEMPTS) throw new Conflict("Please try again.");
  }
  const after: QuestionThread = {
    summaryId,
    questions: [...(thread?.questions ?? []), question],
    day: today,
    dayCount: thread?.day === today ? thread.dayCount + 1 : 1,
  };
  if ((summary.openQuestions ?? 0) === 0) await notifyClinician(deps, ownerSub, summary);
  await deps.audit?.({
    owner: ownerSub,
    action: "care-team-question",
    recordType: "summary",
    recordId: summaryId,
    status: 200,
  });
  return { questions: after.questions.map(viewOf), remainingToday: remainingToday(after, today) };
}

/** Best effort: the question is stored and on the dashboard whether or not the notice goes. */
async function notifyClinician(
  deps: Pick<PortalDeps, "profiles"> & CareTeamDeps,
  ownerSub: string,
  summary: SummaryRecord,
): Promise<void> {
  try {
    const profile = await deps.profiles.getProfile(ownerSub);
    if (!profile?.email) return;
    const url = `${await deps.webOrigin()}/dashboard/summaries/${encodeURIComponent(summary.id)}`;
    await deps.mail.sendEmail(
      profile.email,
      careTeamQuestionEmail({ url, sentAt: summary.sentAt ?? summary.createdAt }),
    );
  } catch (error) {
    log("warn", "care-team notice not sent", { error: (error as Error).name });
  }
}

async function ownSummary(summaries: SummaryStore, sub: string, summaryId: string, nowMs: number) {
  const summary = await summaries.getSummary(sub, summaryId, nowMs);
  if (!summary) throw new NotFound("Summary not found");
  return summary;
}

/** The clinician's view of a summary's questions (its detail page). */
export async function summaryQuestions(
  deps: { summaries: SummaryStore; questions: CareTeamStore; clock: Clock },
  sub: string,
  summaryId: string,
): Promise<SummaryQuestions> {
  const nowMs = deps.clock.now().getTime();
  await ownSummary(deps.summaries, sub, summaryId, nowMs);
  const thread = await deps.questions.getThread(sub, summaryId, nowMs);
  return { questions: (thread?.questions ?? []).map(viewOf), open: openCount(thread) };
}

/**
 * The clinician's reply, stored on condition the question is still unanswered (a second reply, from another tab or
 * a colleague's retry, gets 409), then the patient is told by email that there is a reply, without its words.
 */
export async function replyToQuestion(
  deps: {
    summaries: SummaryStore;
    questions: CareTeamStore;
    clock: Clock;
    mail: CareTeamMail;
    profiles: Pick<AccountStore, "getProfile">;
  },
  sub: string,
  summaryId: string,
  input: { questionId: string; reply: string },
): Promise<SummaryQuestions> {
  const now = deps.clock.now();
  const summary = await ownSummary(deps.summaries, sub, summaryId, now.getTime());
  const thread = await deps.questions.getThread(sub, summaryId, now.getTime());
  const index = thread?.questions.findIndex((q) => q.id === input.questionId) ?? -1;
  if (!thread || index < 0) throw new NotFound(QUESTION_NOT_FOUND);
  if (thread.questions[index].reply) throw new Conflict(ALREADY_ANSWERED);
  const reply = { text: input.reply, at: now.toISOString() };
  if (!(await deps.questions.replyTo(sub, summaryId, index, input.questionId, reply))) {
    throw new Conflict(ALREADY_ANSWERED);
  }
  await notifyPatient(deps, sub, summary);
  const questions = thread.questions.map((q, i) =>
    i === index ? { ...q, reply: reply.text, repliedAt: reply.at } : q,
  );
  return { questions: questions.map(viewOf), open: questions.filter((q) => !q.reply).length };
}

/** Best effort, like the clinician's notice: the reply is in the portal either way. */
async function notifyPatient(
  deps: { mail: CareTeamMail; profiles: Pick<AccountStore, "getProfile"> },
  sub: string,
  summary: SummaryRecord,
): Promise<void> {
  if (!summary.patientEmail) return;
  try {
    const { preparedBy, fromName } = senderOf(await deps.profiles.getProfile(sub));
    const email = careTeamReplyEmail({
      patientName: summary.patientName,
      preparedBy,
      fromName,
      language: sentTranslation(summary)?.language ?? null,
    });
    await deps.mail.sendEmail(summary.patientEmail, email);
  } catch (error) {
    log("warn", "care-team reply notice not sent", { error: (error as Error).name });
  }
}
