import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../api/http";
import { publicApi as api } from "../api/public";
import { usePageMeta } from "../components/public/page-meta";
import { Spinner } from "../components/Spinner";
import { StarRating } from "../components/StarRating";
import { notify } from "../hooks/useToast";

type Used = "yes" | "no" | null;

/** Spec section 8: the failure text depends on what went wrong. */
function failureText(error: unknown): string {
  if (error instanceof TypeError)
    return "Database connection failed. Please check your internet connection and try again.";
  if (error instanceof ApiError) {
    if (error.status === 403) return "Permission denied. Please check if the feedback system is properly configured.";
    if (error.status === 422) return "Invalid data provided. Please check your responses and try again.";
  }
  return "There was an error submitting your feedback. Please try again.";
}

/**
 * Emailed links carry the session in the fragment (never sent to a server or kept in access logs); links sent before
 * that carry it in the query string and still work.
 */
function linkParams(search: URLSearchParams): URLSearchParams {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  return fragment.has("session") ? fragment : search;
}

export default function FeedbackPage() {
  usePageMeta("Your feedback", "Tell your healthcare provider how clear your visit summary was.", { noindex: true });
  const [search] = useSearchParams();
  const params = linkParams(search);
  const session = params.get("session");
  const summaryParam = params.get("summary");
  const summary = summaryParam && summaryParam !== "null" ? summaryParam : null;
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
            <h1>Invalid Feedback Link</h1>
            <p>This feedback link appears to be invalid. Please check the link from your email.</p>
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
            <h1>Feedback Already Received</h1>
            <p>{usedMessage}</p>
          </div>
        </section>
      </div>
    );
  }

  if (link === "checking") {
    return (
      <div className="public-page">
        <Spinner />
      </div>
    );
  }

  if (done) {
    return (
      <div className="public-page">
        <section className="card thank-you">
          <div className="card-body">
            <h1>Thank you for your feedback!</h1>
            <p>Your answers help your care team write clearer summaries.</p>
          </div>
        </section>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session)
      return notify.error("Cannot Submit Feedback", "Invalid session. Please use the link from your email.");
    const anything = used !== null || chatbox || clarity || usefulness || accuracy || overall || comment.trim();
    if (!anything) {
      return notify.error(
        "Please Provide Feedback",
        "Please answer at least one question or provide written feedback.",
      );
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
        notify.error(
          "Invalid Feedback Link",
          "This feedback link appears to be invalid. Please check the link from your email.",
        );
      } else if (error instanceof ApiError && error.status === 409) {
        notify.error("Feedback Already Received", error.message);
      } else {
        notify.error("Submission Failed", failureText(error));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="public-page">
      <form className="card feedback" onSubmit={submit}>
        <div className="card-body">
          <h1>How was your summary?</h1>
          <p className="muted">
            {preparedBy ? `About the summary from ${preparedBy}. ` : ""}Answer any of the questions below. Every answer
            helps.
          </p>

          <fieldset className="rating">
            <legend>Did you use the chat to ask questions about your summary?</legend>
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
                  {choice === "yes" ? "Yes" : "No"}
                </label>
              ))}
            </div>
          </fieldset>
          {used === "yes" && <StarRating label="How was the chat?" max={5} value={chatbox} onChange={setChatbox} />}
          <StarRating label="How easy was the summary to read?" max={5} value={clarity} onChange={setClarity} />
          <StarRating label="How useful was the summary?" max={5} value={usefulness} onChange={setUsefulness} />
          <StarRating label="How accurate was the summary?" max={5} value={accuracy} onChange={setAccuracy} />
          <StarRating
            label="Overall, how satisfied are you?"
            max={10}
            value={overall}
            onChange={setOverall}
            stars={false}
          />
          <label className="field">
            <span>Anything else you would like to tell us?</span>
            <textarea rows={4} value={comment} maxLength={5000} onChange={(e) => setComment(e.target.value)} />
          </label>
          <button type="submit" className="button primary" disabled={sending}>
            {sending ? "Sending..." : "Submit Feedback"}
          </button>
        </div>
      </form>
    </div>
  );
}
