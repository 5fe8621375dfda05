import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { SendSummaryRequest, SendSummaryResult } from "#contracts/delivery";
import { EMAIL_PATTERN } from "#contracts/delivery";
import { formatLong } from "#contracts/format-date";
import { ApiError, api } from "../api/client";
import type { PatientTranslation } from "../hooks/usePatientTranslation";
import { notify } from "../hooks/useToast";
import { type SendBlock, SendBlockedNote } from "./review/SendBlockedNote";
import { PatientLanguageSelect } from "./translation/PatientLanguageSelect";
import { ClassicButton } from "./ui/ClassicButton";
import { ClassicCheckboxField, ClassicTextField } from "./ui/ClassicField";

/** Shown once a translation exists: most sends are in English, so the first load does without it (issue 23). */
const TranslationSendNote = lazy(() =>
  import("./translation/TranslationReview").then((m) => ({ default: m.TranslationSendNote })),
);

/**
 * The email panel (spec sections 4, 5, 8): idle, sending, sent. One request does the whole sequence on the server
 * (decision 8); a retry of the same click reuses its idempotency key, so the patient is not emailed twice.
 */
export function EmailPanel({
  summaryId,
  onSent,
  followUpFailureHint = "",
  blocked = null,
  send: sendRequest,
  initialEmail = "",
  onRefused,
  heading = "Email to patient",
  intro = null,
  language,
}: {
  summaryId: string;
  onSent: (result: SendSummaryResult) => void;
  /** The new-summary screen adds 'You can send it manually later.' */
  followUpFailureHint?: string;
  /** Why the summary cannot be sent yet (facts to check, a new version coming); Send stays disabled while set. */
  blocked?: SendBlock | null;
  /** Another sender with the same contract (a transcription's send); by default the summary's. */
  send?: (input: SendSummaryRequest) => Promise<SendSummaryResult>;
  /** An address already known (the patient email given for a transcription). */
  initialEmail?: string;
  /** The server refused the send (409: facts to check it knows of): show the summary as it stands now. */
  onRefused?: () => void;
  /** The panel's title and region name ('Send to a corrected address' after a bounce). */
  heading?: string;
  /** Why the panel is shown, above the address field. */
  intro?: ReactNode;
  /** The patient's language and its translation (issue 23); absent: English only (a corrected address). */
  language?: PatientTranslation;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [followUp, setFollowUp] = useState(true);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SendSummaryResult | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // A retry of the same request reuses its key (the server answers it once); a changed address or choice is a new one.
  const [attempt, setAttempt] = useState<{ key: string; address: string; followUp: boolean } | null>(null);
  const recall = language?.recall;
  // A known address (a transcription's patient email): the language chosen for it before.
  useEffect(() => {
    if (initialEmail) void recall?.(initialEmail);
  }, [initialEmail, recall]);
  const block = blocked ?? language?.block ?? null;

  const send = async () => {
    const address = email.trim();
    if (!address) return notify.error("Email Required", "Please enter the patient's email address.");
    if (!EMAIL_PATTERN.test(address)) return notify.error("Invalid Email", "Please enter a valid email address.");
    const idempotencyKey =
      attempt && attempt.address === address && attempt.followUp === followUp ? attempt.key : crypto.randomUUID();
    setAttempt({ key: idempotencyKey, address, followUp });
    setSending(true);
    setRefused(null);
    try {
      const input = { patientEmail: address, followUp, idempotencyKey };
      const result = await (sendRequest ? sendRequest(input) : api.sendSummary(summaryId, input));
      setSent(result);
      setAttempt(null);
      language?.sent(address);
      notify.success("Email Sent Successfully");
      // A scheduled request (decision 200) has not failed: the panel says when it will go.
      if (result.followUpRequested && !result.followUpDueAt) {
        if (result.followUpSent) {
          notify.success("Follow-up Email Sent", "Patient will receive a feedback request email shortly.");
        } else {
          notify.error(
            "Follow-up Email Failed",
            `Summary was sent, but follow-up email failed.${followUpFailureHint ? ` ${followUpFailureHint}` : ""}`,
          );
        }
      }
      onSent(result);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "";
      notify.error("Failed to Send Email", message || "Please try again or contact support.");
      if (error instanceof ApiError && error.status === 409) {
        setRefused(message);
        onRefused?.();
      }
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <section className="card email-panel" aria-label={heading}>
        <div className="card-body">
          <h2>{heading}</h2>
          <p className="sent-box">
            Summary sent to <strong>{sent.patientEmail}</strong>.
          </p>
          {sent.followUpRequested && (
            <p className="muted">
              {sent.followUpSent
                ? "The feedback request was sent too."
                : sent.followUpDueAt
                  ? `The feedback request will be sent on ${formatLong(sent.followUpDueAt)}.`
                  : "The feedback request could not be sent; you can send it manually later."}
            </p>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className="card email-panel" aria-label={heading}>
      <div className="card-body">
        <h2>{heading}</h2>
        {intro}
        <ClassicTextField
          label="Patient email"
          type="email"
          placeholder="patient@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => void language?.recall(email)}
          disabled={sending}
        />
        {language && (
          <>
            <PatientLanguageSelect
              value={language.chosen}
              offline={language.offline}
              disabled={sending || language.busy === "translate"}
              hint={language.recalled ? "Chosen for this patient before." : null}
              onChange={(code) => void language.choose(code, email)}
            />
            {language.error && language.busy === null && !language.translation && (
              <p className="send-refused" role="alert">
                {language.error}
              </p>
            )}
            {language.translation && (
              <Suspense fallback={null}>
                <TranslationSendNote translation={language} disabled={sending} />
              </Suspense>
            )}
          </>
        )}
        <ClassicCheckboxField
          label="Send a follow-up feedback request"
          name="follow-up"
          checked={followUp}
          onChange={(e) => setFollowUp(e.target.checked)}
          disabled={sending}
        />
        <ClassicButton variant="primary" onClick={send} disabled={!email.trim() || sending || Boolean(block)}>
          {sending ? "Sending..." : "Send"}
        </ClassicButton>
        {block && <SendBlockedNote block={block} />}
        {refused && (
          <p className="send-refused" role="alert">
            {refused}
          </p>
        )}
        <p className="muted">The patient gets a private link to the summary; the summary itself is not in the email.</p>
      </div>
    </section>
  );
}
