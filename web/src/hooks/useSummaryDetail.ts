import { useCallback, useEffect, useState } from "react";
import type { SummaryView } from "#contracts/summaries";
import { ApiError, api } from "../api/client";
import { notify } from "./useToast";

const POLL_MS = 1500;
/** SES reports a delivery or a bounce within seconds: a just-sent summary is read again for this long (decision 359). */
export const OUTCOME_WATCH_MS = 2 * 60_000;
export const OUTCOME_POLL_MS = 5_000;

/**
 * One summary opened by its address (/dashboard/summaries/:id): read, re-read after a send, and, after a Retry,
 * polled until the job ends (decision 203). `missing` when it does not exist (or is another clinician's: 404).
 */
export function useSummaryDetail(id: string, onChange: (summary: SummaryView) => void) {
  const [summary, setSummary] = useState<SummaryView | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "missing" | "error">("loading");
  const [retrying, setRetrying] = useState(false);

  const load = useCallback(async () => {
    try {
      const fresh = await api.getSummary(id);
      setSummary(fresh);
      setState("ready");
      return fresh;
    } catch (error) {
      setState(error instanceof ApiError && error.status === 404 ? "missing" : "error");
      if (!(error instanceof ApiError && error.status === 404)) notify.error("Error", "Failed to load summaries");
      return null;
    }
  }, [id]);

  useEffect(() => {
    setState("loading");
    setSummary(null);
    void load();
  }, [load]);

  // While the job runs (after a Retry, or opened mid-way), the detail follows it.
  const processing = summary?.status === "processing";
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(async () => {
      const fresh = await api.getSummary(id, "poll").catch(() => null);
      if (!fresh || fresh.status === "processing") return;
      setSummary(fresh);
      onChange(fresh);
      if (fresh.status === "failed") {
        notify.error("Generation Failed", fresh.error ?? "Failed to generate summary. Please try again.");
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [processing, id, onChange]);

  // Just sent and SES has not reported yet: read it again now and then, so a bounce shows without a reload.
  const sentAt = summary?.sentAt ?? null;
  const awaitingOutcome = Boolean(sentAt && !summary?.emailOutcome);
  useEffect(() => {
    if (!awaitingOutcome || !sentAt) return;
    const until = Date.parse(sentAt) + OUTCOME_WATCH_MS;
    if (Date.now() >= until) return;
    const timer = setInterval(async () => {
      if (Date.now() >= until) return clearInterval(timer);
      const fresh = await api.getSummary(id, "poll").catch(() => null);
      if (!fresh?.emailOutcome) return;
      clearInterval(timer);
      setSummary(fresh);
      onChange(fresh);
    }, OUTCOME_POLL_MS);
    return () => clearInterval(timer);
  }, [awaitingOutcome, sentAt, id, onChange]);

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      const restarted = await api.retrySummary(id);
      setSummary(restarted);
      onChange(restarted);
    } catch (error) {
      notify.error(
        "Generation Failed",
        error instanceof ApiError ? error.message : "Failed to generate summary. Please try again.",
      );
    } finally {
      setRetrying(false);
    }
  }, [id, onChange]);

  const reload = useCallback(async () => {
    const fresh = await load();
    if (fresh) onChange(fresh);
  }, [load, onChange]);

  // A change made on the detail (clinician review: an edit, a confirmed fact, a regeneration) replaces what is shown.
  const replace = useCallback(
    (fresh: SummaryView) => {
      setSummary(fresh);
      onChange(fresh);
    },
    [onChange],
  );

  return { summary, state, retrying, retry, reload, replace };
}
