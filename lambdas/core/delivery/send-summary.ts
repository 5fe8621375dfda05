import { SAME_BOUNCED_ADDRESS, type SendSummaryRequest, type SendSummaryResult } from "#contracts/delivery";
import { ENGLISH } from "#contracts/languages";
import { followUpDelayHours } from "#contracts/settings";
import type { IdSource } from "../account/account";
import type { AccountStore } from "../account/ports";
import { defaultSettings } from "../account/settings";
import { sendRefusal } from "../review/send-gate";
import { currentRevision } from "../review/versions";
import { Conflict, InvalidInput, NotFound } from "../shared/errors";
import { RequestKeyReused } from "../shared/store-errors";
import type { SummaryRecord, SummaryStore } from "../summaries/ports";
import { SEND_LEASE_MS } from "./claims";
import { completeSend, type SendStepsDeps } from "./complete-send";
import { hashToken, newToken } from "./link-tokens";
import type { SendClaim } from "./ports";

export const ALREADY_SENT = "This summary has already been sent.";
export const SEND_IN_PROGRESS = "This summary is being sent. Please wait a moment and refresh.";
export const KEY_REUSED = "This send request was already used for another summary or address. Please try again.";
/** How long a request with the same key waits for the request that holds the claim to finish. */
const WAIT_FOR_WINNER_MS = 20_000;
const POLL_MS = 150;

export interface DeliveryDeps extends SendStepsDeps {
  summaries: SummaryStore;
  ids: IdSource;
  /** The clinician's profile, for the names patients see (clinician, practice), and settings (follow-up delay). */
  profiles: Pick<AccountStore, "getProfile" | "getSettings">;
  /** Waits between polls while another request with the same key finishes (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

const outcomeOf = (summary: SummaryRecord): SendSummaryResult => ({
  sentAt: summary.sentAt ?? "",
  patientEmail: summary.patientEmail ?? "",
  summaryEmailSent: true,
  followUpRequested: summary.followUpRequested ?? false,
  followUpSent: summary.followUpSent ?? false,
  followUpDueAt: summary.followUpDueAt ?? null,
});

const sameAddress = (a: string | null | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

const sameRequest = (claim: SendClaim, request: SendSummaryRequest) =>
  claim.email === request.patientEmail && claim.followUp === request.followUp;

function newClaim(
  request: SendSummaryRequest,
  nowMs: number,
  summary: SummaryRecord,
  followUpDelayHours: number,
): SendClaim {
  const token = newToken();
  const session = newToken();
  const translation = summary.translation;
  return {
    key: request.idempotencyKey,
    revision: currentRevision(summary),
    ...(translation && translation.language !== ENGLISH
      ? { translation: { language: translation.language, updatedAt: translation.updatedAt } }
      : {}),
    email: request.patientEmail,
    followUp: request.followUp,
    followUpDelayHours,
    token,
    tokenHash: hashToken(token),
    session,
    sessionHash: hashToken(session),
    leaseUntil: nowMs + SEND_LEASE_MS,
  };
}

/**
 * The spec's decision 8 (the email sequence runs server-side in one request) made exactly-once (docs/architecture.md,
 * "Exactly-once sends"; decision 40): a send first claims the summary with one conditional write; only the claim's
 * holder creates the link and emails. A request with the same key waits for the holder's outcome; another key gets
 * 409. A claim whose request died is finished by the next request after its lease, with the same link, so the record
 * never shows "sent" without the emails and never stays "sending".
 */
export async function sendSummary(
  deps: DeliveryDeps,
  sub: string,
  summaryId: string,
  request: SendSummaryRequest,
): Promise<SendSummaryResult> {
  const boundTo = await deps.delivery.summaryOfRequestKey(sub, request.idempotencyKey);
  if (boundTo && boundTo !== summaryId) throw new InvalidInput(KEY_REUSED);
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const settings = (await deps.profiles.getSettings(sub)) ?? defaultSettings();
  const delayHours = followUpDelayHours(settings.followUpDelay);
  let waits = 0;

  for (;;) {
    const nowMs = deps.clock.now().getTime();
    const summary = await deps.summaries.getSummary(sub, summaryId, nowMs);
    if (!summary) throw new NotFound("Summary not found");
    // A sent summary goes out again only to a corrected address after its email bounced (issue 22, part 4).
    const bouncedKey = summary.sentAt ? summary.sentKey : undefined;
    if (summary.sentAt) {
      if (summary.sentKey === request.idempotencyKey) return outcomeOf(summary);
      if (summary.emailOutcome !== "bounced" || !bouncedKey) throw new Conflict(ALREADY_SENT);
      if (sameAddress(summary.patientEmail, request.patientEmail)) throw new InvalidInput(SAME_BOUNCED_ADDRESS);
    }
    if (summary.status !== "ready") throw new InvalidInput("The summary is not ready yet.");
    // Clinician review (decision 190): not while a fact is unchecked or a new version is being written.
    const refusal = sendRefusal(summary, nowMs);
    if (refusal) throw refusal;
    const claim = summary.send;
    let mine: SendClaim | undefined;
    try {
      if (!claim) {
        const fresh = newClaim(request, nowMs, summary, delayHours);
        if (await deps.delivery.claimSend(sub, summaryId, fresh, summary.expiresAt, nowMs, undefined, bouncedKey)) {
          mine = fresh;
        }
      } else if (claim.leaseUntil > nowMs) {
        if (claim.key !== request.idempotencyKey) throw new Conflict(SEND_IN_PROGRESS);
        if (!sameRequest(claim, request)) throw new InvalidInput(KEY_REUSED);
        if (++waits > WAIT_FOR_WINNER_MS / POLL_MS) throw new Conflict(SEND_IN_PROGRESS);
        await sleep(POLL_MS);
        continue;
      } else if (!claim.emailedAt && claim.key !== request.idempotencyKey) {
        // An abandoned claim that emailed nobody: this request replaces it.
        const fresh = newClaim(request, nowMs, summary, delayHours);
        if (
          await deps.delivery.claimSend(sub, summaryId, fresh, summary.expiresAt, nowMs, claim.leaseUntil, bouncedKey)
        ) {
          mine = fresh;
        }
      } else {
        // An abandoned claim: finish it as it was (same address, same links).
        const leaseUntil = nowMs + SEND_LEASE_MS;
        if (await deps.delivery.renewClaim(sub, summaryId, claim.leaseUntil, leaseUntil)) {
          mine = { ...claim, leaseUntil };
        }
      }
    } catch (error) {
      if (error instanceof RequestKeyReused) throw new InvalidInput(KEY_REUSED);
      throw error;
    }
    if (mine) return completeSend(deps, sub, summary, mine);
    // Someone else changed the summary between the read and the claim: look again.
  }
}
