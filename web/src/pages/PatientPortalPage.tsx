import { useEffect, useState } from "react";
import type { PortalSummary } from "#contracts/delivery";
import { formatLong } from "#contracts/format-date";
import { ApiError } from "../api/http";
import { publicApi as api, openPortal, portalSummaryArrived } from "../api/public";
import { ChatPanel } from "../components/ChatPanel";
import { Logo } from "../components/public/Logo";
import { usePageMeta } from "../components/public/page-meta";
import { SummaryText } from "../components/SummaryText";
import { useLocationHash } from "../hooks/useLocationHash";
import { notify } from "../hooks/useToast";
import { type PortalLink, portalToken } from "../portal-link";

const MISSING = "Invalid access link. The URL is missing required information.";
const UNABLE = "Unable to load your summary. This link may be invalid or expired.";

/**
 * The patient's private page. The token normally arrives in the fragment (never sent to servers or in Referer);
 * the spec's path form still works and is rewritten to the fragment form at once (decision 2). main.tsx renders it
 * from the link itself, without the router (decision 234).
 */
export default function PatientPortalPage({ summaryId, pathToken }: PortalLink) {
  usePageMeta("Your visit summary", "Your private visit summary from your healthcare provider.", { noindex: true });
  const token = portalToken({ summaryId, pathToken }, useLocationHash());
  // boot.ts asked for the summary while the app's code loaded: if it is here, the first render shows it.
  const [summary, setSummary] = useState<PortalSummary | null>(() => portalSummaryArrived(summaryId, token));
  const [error, setError] = useState<string | null>(summaryId && token ? null : MISSING);

  useEffect(() => {
    if (pathToken)
      window.history.replaceState(null, "", `/patient-portal/${encodeURIComponent(summaryId)}#${pathToken}`);
  }, [pathToken, summaryId]);

  useEffect(() => {
    if (!summaryId || !token) return;
    let live = true;
    openPortal(summaryId, token)
      .then((s) => live && setSummary(s))
      .catch((e) => live && setError(e instanceof ApiError && e.message ? e.message : UNABLE));
    return () => {
      live = false;
    };
  }, [summaryId, token]);

  return (
    <div className="portal">
      <header className="portal-header">
        <Logo />
        <span className="muted">Your private health summary</span>
      </header>
      <main className="portal-main">
        {error ? (
          <section className="card access-error" role="alert">
            <div className="card-body">
              <h1>Access Error</h1>
              <p>{error}</p>
              <p className="muted">Please contact your healthcare provider for a new link.</p>
            </div>
          </section>
        ) : !summary ? (
          <p className="muted" role="status">
            Loading your summary...
          </p>
        ) : (
          <div className="stack">
            <section className="card" aria-label="Your summary">
              <div className="card-body">
                {/* The summary text greets the patient by name itself: the heading says what this is. */}
                <h1>Your visit summary</h1>
                <p className="muted">
                  {summary.prepared_by ? `Prepared by ${summary.prepared_by}` : "Prepared"} for {summary.patient_name}{" "}
                  on {formatLong(summary.created_at)}
                </p>
                <SummaryText text={summary.summary_content} />
              </div>
            </section>
            <ChatPanel
              title="Questions about your summary?"
              initial={[]}
              ask={async (message) => (await api.portalChat(summaryId, token, message)).reply}
              onError={(message) => notify.error("Error", `Failed to get a response. ${message}`)}
            />
            <p className="muted small">
              Answers come from your summary only. For medical advice, contact your healthcare provider. In an
              emergency, call your local emergency number.
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
