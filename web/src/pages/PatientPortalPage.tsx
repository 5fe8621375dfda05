import { lazy, Suspense, useEffect, useState } from "react";
import type { PortalSummary } from "#contracts/delivery";
import { formatLong } from "#contracts/format-date";
import { openPortal, portalSummaryArrived } from "../api/public";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { ActSummary, warningSignsOf } from "../components/portal/ActSummary";
import { HelpCard } from "../components/portal/HelpCard";
import { type Marked, ReadableSummary } from "../components/portal/ReadableSummary";
import { Logo } from "../components/public/Logo";
import { usePageMeta } from "../components/public/page-meta";
import { useLocationHash } from "../hooks/useLocationHash";
import { useTextSize } from "../hooks/useTextSize";
import {
  applyDocumentLanguage,
  linkLanguage,
  type PatientTexts,
  patientError,
  readingTexts,
  usePatientTexts,
} from "../patient-language";
import { type PortalLink, portalToken } from "../portal-link";

/**
 * The chat and the care team's thread: below the summary, so loaded once the summary has painted. The patient reads
 * first; under a mobile network the summary's paint no longer waits for code it does not show (issue 25).
 */
const PortalAsk = lazy(() => import("../components/portal/PortalAsk"));

/** True from the frame after `ready` first painted: a lazy part asked for then does not delay that paint. */
function useAfterPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}

/** The date in the patient's language; English keeps the spec's 'MMM d, yyyy HH:mm'. */
const dateIn = (lang: string, iso: string) =>
  lang === "en"
    ? formatLong(iso)
    : new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));

/**
 * The patient's private page. The token normally arrives in the fragment (never sent to servers or in Referer);
 * the spec's path form still works and is rewritten to the fragment form at once (decision 2). main.tsx renders it
 * from the link itself, without the router (decision 234). A summary sent with a translation (issue 23, part 2) is
 * shown in the patient's language, in its own direction, with a switch to the English original; the page's own
 * texts follow the language where it has resource files (the link's `lang` says which before the summary arrives).
 */
export default function PatientPortalPage({ summaryId, pathToken }: PortalLink) {
  const token = portalToken({ summaryId, pathToken }, useLocationHash());
  // boot.ts asked for the summary while the app's code loaded: if it is here, the first render shows it.
  const [summary, setSummary] = useState<PortalSummary | null>(() => portalSummaryArrived(summaryId, token));
  const [failure, setFailure] = useState<unknown>(summaryId && token ? null : "missing");
  const texts = usePatientTexts(summary?.translation?.language ?? linkLanguage());

  useEffect(() => {
    if (pathToken)
      window.history.replaceState(
        null,
        "",
        `/patient-portal/${encodeURIComponent(summaryId)}${window.location.search}#${pathToken}`,
      );
  }, [pathToken, summaryId]);

  useEffect(() => {
    if (!summaryId || !token) return;
    let live = true;
    openPortal(summaryId, token)
      .then((s) => live && setSummary(s))
      .catch((e) => live && setFailure(e ?? "unknown"));
    return () => {
      live = false;
    };
  }, [summaryId, token]);

  // Nothing until the patient's language has arrived (boot.ts asked for it with the page), so no English flashes.
  if (!texts) return <div className="portal" />;
  return <PortalView token={token} summary={summary} failure={failure} texts={texts} />;
}

function PortalView({
  token,
  summary,
  failure,
  texts,
}: {
  token: string;
  summary: PortalSummary | null;
  failure: unknown;
  texts: PatientTexts;
}) {
  const { t } = texts;
  const [showEnglish, setShowEnglish] = useState(false);
  const [textSize, setTextSize] = useTextSize();
  const [marked, setMarked] = useState<Marked | null>(null);
  const translation = summary?.translation;
  const english = summary?.summary_content ?? "";
  usePageMeta(t("portal.title"), t("portal.description"), { noindex: true });
  useEffect(() => applyDocumentLanguage(texts), [texts]);

  const error =
    failure === "missing"
      ? t("errors.missingLink")
      : failure !== null
        ? patientError(failure, texts, "errors.unableToLoad")
        : null;
  const shownTranslation = translation && !showEnglish ? translation : undefined;
  const askShown = useAfterPaint(summary !== null);

  return (
    <div className="portal">
      <header className="portal-header">
        <Logo />
        <span className="muted">{t("portal.tagline")}</span>
      </header>
      <main className="portal-main">
        {error ? (
          <section className="card access-error" role="alert">
            <div className="card-body">
              <h1>{t("portal.accessError")}</h1>
              <p>{error}</p>
              <p className="muted">{t("portal.contactProvider")}</p>
            </div>
          </section>
        ) : !summary ? (
          <p className="muted" role="status">
            {t("portal.loading")}
          </p>
        ) : (
          <div className="stack">
            <section className="card" aria-label={t("portal.region")}>
              <div className="card-body">
                {/* The summary text greets the patient by name itself: the heading says what this is. */}
                <h1>{t("portal.heading")}</h1>
                <p className="muted">
                  {summary.prepared_by
                    ? t("portal.preparedBy", {
                        by: summary.prepared_by,
                        name: summary.patient_name,
                        date: dateIn(texts.lang, summary.created_at),
                      })
                    : t("portal.prepared", {
                        name: summary.patient_name,
                        date: dateIn(texts.lang, summary.created_at),
                      })}
                </p>
                <ReadableSummary
                  text={shownTranslation?.text ?? english}
                  lang={shownTranslation?.language ?? "en"}
                  dir={translation ? (shownTranslation?.dir ?? "ltr") : undefined}
                  marked={marked}
                  size={textSize}
                  onSize={setTextSize}
                  texts={readingTexts(texts)}
                  // Issue 25: what to do and whom to call, first; from a translation only the numbers (decision 411).
                  lead={(mark) => (
                    <HelpCard
                      signs={shownTranslation ? null : warningSignsOf(summary.summary_content)}
                      emergencyNumber={summary.emergency_number}
                      practicePhone={summary.practice_phone}
                      texts={texts}
                      mark={mark}
                    />
                  )}
                  render={
                    shownTranslation
                      ? undefined
                      : (inline, mark) => (
                          <ActSummary
                            text={summary.summary_content}
                            summaryId={summary.id}
                            writtenAt={summary.created_at}
                            texts={texts}
                            inline={inline}
                            mark={mark}
                          />
                        )
                  }
                  versions={
                    translation && (
                      <div className="portal-versions">
                        <button
                          type="button"
                          className="button"
                          aria-pressed={showEnglish}
                          onClick={() => setShowEnglish(!showEnglish)}
                        >
                          {showEnglish
                            ? t("portal.showTranslation", { language: translation.native_name })
                            : t("portal.showEnglish")}
                        </button>
                        <span className="muted small">
                          {showEnglish ? t("portal.englishNote") : t("portal.translatedNote")}
                        </span>
                      </div>
                    )
                  }
                />
              </div>
            </section>
            {askShown && summary && (
              // A chunk that fails to load (a patient's network dropping) takes the chat away, never the summary.
              <ErrorBoundary fallback={<p className="muted small">{t("errors.unavailable")}</p>}>
                <Suspense fallback={null}>
                  <PortalAsk
                    summary={summary}
                    token={token}
                    texts={texts}
                    shownText={shownTranslation?.text ?? english}
                    onShowSources={(indexes, inEnglish) => {
                      if (inEnglish) setShowEnglish(true);
                      setMarked({ indexes, at: Date.now() });
                    }}
                  />
                </Suspense>
              </ErrorBoundary>
            )}
            <p className="muted small">{t("portal.disclaimer")}</p>
          </div>
        )}
      </main>
    </div>
  );
}
