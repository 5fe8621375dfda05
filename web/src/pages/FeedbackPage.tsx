import { type FormEvent, useEffect, useState } from "react";
import { ApiError } from "../api/http";
import { publicApi as api } from "../api/public";
import { usePageMeta } from "../components/public/page-meta";
import { Spinner } from "../components/Spinner";
import { StarRating } from "../components/StarRating";
import { notify } from "../hooks/useToast";
import { applyDocumentLanguage, linkLanguage, type PatientTexts, usePatientTexts } from "../patient-language";
import { useSearchParams } from "../routing";

type Used = "yes" | "no" | null;

/** Spec section 8: the failure text depends on what went wrong (in the patient's language, issue 23). */
function failureText(error: unknown, { t }: PatientTexts): string {
  if (error instanceof TypeError) return t("feedback.failedConnection");
  if (error instanceof ApiError) {
    if (error.status === 403) return t("feedback.failedPermission");
    if (error.status === 422) return t("feedback.failedInvalid");
  }
  return t("feedback.failedDefault");
}

/**
 * Emailed links carry the session in the fragment (never sent to a server or kept in access logs); links sent before
 * that carry it in the query string and still work.
 */
function linkParams(search: URLSearchParams): URLSearchParams {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  return fragment.has("session") ? fragment : search;
}

/**
 * The feedback page, in the language of the summary it asks about when that was translated (the link's `lang`,
 * issue 23, part 2); English otherwise, exactly as the spec writes it.
 */
/** The server's "already received" in English; the resource file's words in another language. */
const alreadyReceived = (error: ApiError, texts: PatientTexts) =>
  texts.lang === "en" ? error.message : texts.t("feedback.receivedText");

export default function FeedbackPage() {
  const [search] = useSearchParams();
  const params = linkParams(search);
  const session = params.get("session");
  const summaryParam = params.get("summary");
  const summary = summaryParam && summaryParam !== "null" ? summaryParam : null;
  const texts = usePatientTexts(linkLanguage(params));
  // Nothing until the patient's language has arrived (its file is a small chunk), so no English flashes.
  if (!texts) return <div className="public-page" />;
  return <FeedbackForm texts={texts} session={session} summary={summary} />;
}

function FeedbackForm({
  texts,
  session,
  summary,
}: {
  texts: PatientTexts;
  session: string | null;
  summary: string | null;
}) {
  const { t } = texts;
  usePageMeta(t("feedback.title"), t("feedback.description"), { noindex: true });
  useEffect(() => applyDocumentLanguage(texts), [texts]);
  const [used, setUsed] = useState<Used>(null);
  const [chatbox, setChatbox] = useState(0);
  const [clarity, setClarity] = useState(0);
  const [usefulness, setUsefulness] = useState(0);
  const [accuracy, setAccuracy] = useState(0);
  const [overall, setOverall] = useState(0);
  const [comment, setComment] = useState("");
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  // The link is checked before any question is shown: a used or dead link says so at once.
  const [link, setLink] = useState<"checking" | "open" | "used" | "invalid">(session ? "checking" : "invalid");
  const [usedMessage, setUsedMessage] = useState("");
  const [preparedBy, setPreparedBy] = useState<string | null>(null);

  useEffect(() => {
    if (!session) return;
    let current = true;
    api
      .checkFeedbackSession(session)
      .then((answer) => {
        if (!current) return;
        setPreparedBy(answer.preparedBy);
        setLink("open");
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 409) {
          setUsedMessage(error.message);
          setLink("used");
        } else if (error instanceof ApiError && error.status === 404) {
          setLink("invalid");
        } else {
          // Could not check (offline, busy): show the form; submitting reports any problem.
          setLink("open");
        }
      });
    return () => {
      current = false;
    };
  }, [session]);

  if (link === "invalid") {
    return (
      <div className="public-page">
        <section className="card access-error" role="alert">
          <div className="card-body">
            <h1>{t("feedback.invalidTitle")}</h1>
            <p>{t("feedback.invalidText")}</p>
          </div>
        </section>
      </div>
    );
  }

  if (link === "used") {
    return (
      <div className="public-page">
        <section className="card thank-you" role="status">
          <div className="card-body">
            <h1>{t("feedback.receivedTitle")}</h1>
            <p>{texts.lang === "en" ? usedMessage : t("feedback.receivedText")}</p>
          </div>
        </section>
      </div>
    );
  }

  if (link === "checking") {
    return (
      <div className="public-page">
        <Spinner label={t("feedback.loading")} />
      </div>
    );
  }

  if (done) {
    return (
      <div className="public-page">
        <section className="card thank-you">
          <div className="card-body">
            <h1>{t("feedback.thanksTitle")}</h1>
            <p>{t("feedback.thanksText")}</p>
          </div>
        </section>
      </div>
    );
  }

  const of = (label: string, n: number, max: number) => t("feedback.ratingOf", { label, n, max });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session) return notify.error(t("feedback.cannotSubmitTitle"), t("feedback.cannotSubmitText"));
    const anything = used !== null || chatbox || clarity || usefulness || accuracy || overall || comment.trim();
    if (!anything) {
      return notify.error(t("feedback.provideTitle"), t("feedback.provideText"));
    }
    setSending(true);
    try {
      await api.submitFeedback({
        session,
        summary,
        usedChatbox: used,
        chatboxRating: used === "yes" && chatbox ? chatbox : null,
        clarityRating: clarity || null,
        usefulnessRating: usefulness || null,
        accuracyRating: accuracy || null,
        overallRating: overall || null,
        comment: comment.trim() || null,
      });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        notify.error(t("feedback.invalidTitle"), t("feedback.invalidText"));
      } else if (error instanceof ApiError && error.status === 409) {
        notify.error(t("feedback.receivedTitle"), alreadyReceived(error, texts));
      } else {
        notify.error(t("feedback.failedTitle"), failureText(error, texts));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="public-page">
      <form className="card feedback" onSubmit={submit}>
        <div className="card-body">
          <h1>{t("feedback.heading")}</h1>
          <p className="muted">
            {preparedBy ? t("feedback.aboutFrom", { by: preparedBy }) : ""}
            {t("feedback.intro")}
          </p>

          <fieldset className="rating">
            <legend>{t("feedback.usedChat")}</legend>
            <div className="choice-row">
              {(["yes", "no"] as const).map((choice) => (
                <label key={choice} className={used === choice ? "choice on" : "choice"}>
                  <input
                    type="radio"
                    name="used-chatbox"
                    checked={used === choice}
                    onChange={() => {
                      setUsed(choice);
                      if (choice === "no") setChatbox(0);
                    }}
                  />
                  {choice === "yes" ? t("feedback.yes") : t("feedback.no")}
                </label>
              ))}
            </div>
          </fieldset>
          {used === "yes" && (
            <StarRating label={t("feedback.chatRating")} max={5} value={chatbox} onChange={setChatbox} of={of} />
          )}
          <StarRating label={t("feedback.clarity")} max={5} value={clarity} onChange={setClarity} of={of} />
          <StarRating label={t("feedback.usefulness")} max={5} value={usefulness} onChange={setUsefulness} of={of} />
          <StarRating label={t("feedback.accuracy")} max={5} value={accuracy} onChange={setAccuracy} of={of} />
          <StarRating
            label={t("feedback.overall")}
            max={10}
            value={overall}
            onChange={setOverall}
            stars={false}
            of={of}
          />
          <label className="field">
            <span>{t("feedback.comment")}</span>
            <textarea rows={4} value={comment} maxLength={5000} onChange={(e) => setComment(e.target.value)} />
          </label>
          <button type="submit" className="button primary" disabled={sending}>
            {sending ? t("feedback.sending") : t("feedback.submit")}
          </button>
        </div>
      </form>
    </div>
  );
}
