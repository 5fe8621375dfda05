import {
  fromTranscriptionFilename,
  type SendTranscriptionRequest,
  type SendTranscriptionResult,
} from "#contracts/transcriptions/send";
import { openFlagCount } from "../claims/resolutions";
import { ALREADY_SENT, type DeliveryDeps, sendSummary } from "../delivery/send-summary";
import { wordCount } from "../local-engine/sentences";
import { sendBlockedByFlags } from "../review/send-gate";
import { currentRevision } from "../review/versions";
import { Conflict, InvalidInput } from "../shared/errors";
import { log } from "../shared/log";
import type { SummaryRecord } from "../summaries/ports";
import type { TranscriptionRecord, TranscriptionStore } from "./ports";
import { withDeadline } from "./status";
import { liveRecord } from "./transcriptions";

export const SUMMARY_NOT_READY = "The patient summary is not ready yet.";

export type SendDeps = DeliveryDeps & { transcriptions: TranscriptionStore };

/** The summaries row a transcription is sent as (spec section 7): it then lives in Past Summaries. */
export function summaryRowFrom(transcription: TranscriptionRecord, id: string, now: Date): SummaryRecord {
  const content = transcription.patientSummary ?? "";
  return {
    id,
    patientName: transcription.patientName,
    originalFilename: fromTranscriptionFilename(transcription.id),
    files: [],
    instructions: "",
    status: "ready",
    stage: "done",
    error: null,
    summaryContent: content,
    engine: transcription.aiEngine,
    sourceGrade: transcription.sourceGrade,
    summaryGrade: transcription.summaryGrade,
    targetGrade: transcription.targetGrade,
    wordCount: wordCount(content),
    glossaryHits: 0,
    // Resolved on the transcription before it could be sent (its own gate): the row keeps who checked what.
    flags: transcription.flags ?? [],
    notices: [],
    patientEmail: null,
    sentAt: null,
    createdAt: now.toISOString(),
    // It follows the transcription's retention.
    expiresAt: transcription.expiresAt,
    chatHistory: [],
    transcriptionId: transcription.id,
  };
}

/** What making or finding a transcription's summaries row works with (sending and translating it). */
export type SummaryRowDeps = Pick<SendDeps, "summaries" | "transcriptions" | "clock" | "ids">;

/**
 * The summaries row to send: the one an earlier attempt made (brought up to date while unsent), else a new one. A
 * translation made before (decision 382) names the English version it was made from, so new English is a new
 * version: the translation then reads as outdated and Send asks for it again.
 */
export async function summaryRowFor(deps: SummaryRowDeps, sub: string, record: TranscriptionRecord): Promise<string> {
  const now = deps.clock.now();
  if (record.summaryId) {
    const existing = await deps.summaries.getSummary(sub, record.summaryId, now.getTime());
    if (existing) {
      const newText = existing.summaryContent !== record.patientSummary;
      // A flag resolved on the transcription after the row was made (to translate it) is resolved on the row too.
      const newFlags = JSON.stringify(existing.flags ?? []) !== JSON.stringify(record.flags ?? []);
      if (!existing.sentAt && !existing.send && (newText || newFlags)) {
        await deps.summaries.updateSummary(sub, existing.id, {
          summaryContent: record.patientSummary ?? "",
          patientName: record.patientName,
          flags: record.flags ?? [],
          ...(newText ? { revision: currentRevision(existing) + 1 } : {}),
        });
      }
      return existing.id;
    }
  }
  const id = deps.ids.next();
  await deps.summaries.createSummary(sub, summaryRowFrom(record, id, now), now.toISOString().slice(0, 7));
  if (await deps.transcriptions.claimSendSummary(sub, record.id, id, record.summaryId)) return id;
  // Another request recorded its row first: use that one, and take ours back.
  await deps.summaries.deleteSummary(sub, id, now.getTime()).catch(() => undefined);
  const winner = await liveRecord(deps, sub, record.id);
  if (!winner.summaryId) throw new Conflict(ALREADY_SENT);
  return winner.summaryId;
}

/**
 * Spec section 7, made exactly-once: insert a summaries row ('From transcription {id}'), send it through the
 * summaries' claimed delivery (portal link, email, follow-up), then record the address and time on the
 * transcription. A retry with the same idempotency key reuses the same row and sends nothing twice.
 */
export async function sendTranscription(
  deps: SendDeps,
  sub: string,
  id: string,
  request: SendTranscriptionRequest & { followUp: boolean },
): Promise<SendTranscriptionResult> {
  const record = withDeadline(await liveRecord(deps, sub, id), deps.clock.now().getTime());
  if (record.patientSummarySentAt && record.summaryId && record.emailOutcome === "bounced") {
    if (record.sentKey !== request.idempotencyKey) {
      // A corrected address after a bounce: the summaries row decides (send-summary.ts), then this record follows.
      return recordSend(deps, sub, id, request, record.summaryId);
    }
  }
  if (record.patientSummarySentAt && record.summaryId) {
    if (record.sentKey !== request.idempotencyKey) throw new Conflict(ALREADY_SENT);
    // The summaries row knows when its scheduled feedback request goes out (gone with it when deleted).
    const row = await deps.summaries.getSummary(sub, record.summaryId, deps.clock.now().getTime());
    return {
      summaryId: record.summaryId,
      sentAt: record.patientSummarySentAt,
      patientEmail: record.patientEmail ?? "",
      summaryEmailSent: true,
      followUpRequested: record.followUpRequested ?? false,
      followUpSent: record.followUpSent ?? false,
      followUpDueAt: row?.followUpDueAt ?? null,
    };
  }
  if (!record.patientSummary || record.job === "writing") throw new InvalidInput(SUMMARY_NOT_READY);
  // The same gate as a summary's (issue 18): nothing the checker raised reaches the patient unresolved.
  const open = openFlagCount(record.flags);
  if (open > 0) throw new Conflict(sendBlockedByFlags(open));
  return recordSend(deps, sub, id, request, await summaryRowFor(deps, sub, record));
}

/** Sends the summaries row, then notes the send on the transcription. */
async function recordSend(
  deps: SendDeps,
  sub: string,
  id: string,
  request: SendTranscriptionRequest & { followUp: boolean },
  summaryId: string,
): Promise<SendTranscriptionResult> {
  const result = await sendSummary(deps, sub, summaryId, request);
  // Spec section 8: a failure to update the transcription is only logged; the patient has the email.
  await deps.transcriptions
    .updateTranscription(sub, id, {
      patientEmail: result.patientEmail,
      patientSummarySentAt: result.sentAt,
      sentKey: request.idempotencyKey,
      followUpRequested: result.followUpRequested,
      followUpSent: result.followUpSent,
      // SES reports on the new email from here.
      emailOutcome: null,
    })
    .catch((error: unknown) =>
      log("error", "transcription send record failed", { error: error instanceof Error ? error.name : "unknown" }),
    );
  return { summaryId, ...result };
}
