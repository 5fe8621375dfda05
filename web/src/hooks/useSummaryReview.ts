import { useCallback, useEffect, useRef, useState } from "react";
import type { RegenerateRequest } from "../../../lambdas/contracts/review";
import type { SummaryView } from "../../../lambdas/contracts/summaries";
import { flagId, openFlags } from "../../../lambdas/core/review/flag-spans";
import { REGENERATING_SEND, sendBlockedByFlags } from "../../../lambdas/core/review/send-gate";
import { ApiError, api } from "../api/client";
import { notify } from "./useToast";

export type ReviewAction = "save" | "confirm" | "regenerate" | "restore";

/** How often the screen looks for the new version while a regeneration runs. */
const REGENERATION_POLL_MS = 1500;

/**
 * The clinician's review of one summary: edits, flag confirmations, regeneration and versions, with the same rules
 * the server enforces (Send waits for every flag; nothing changes once sent). `onChange` receives each new view.
 */
export function useSummaryReview(summary: SummaryView | null, onChange: (summary: SummaryView) => void) {
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const id = summary?.id ?? "";
  const revision = summary?.revision ?? 1;
  const open = openFlags(summary?.flags);
  const regenerating = summary?.regeneration?.status === "processing";
  const editable = summary?.status === "ready" && !summary.sentAt && !regenerating && Boolean(summary.summaryContent);
  const sendBlocked = regenerating ? REGENERATING_SEND : open.length > 0 ? sendBlockedByFlags(open.length) : null;

  const reload = useCallback(async () => {
    const fresh = await api.getSummary(id).catch(() => null);
    if (fresh) latest.current(fresh);
    return fresh;
  }, [id]);

  useEffect(() => {
    if (!regenerating) return;
    const timer = setInterval(async () => {
      const fresh = await reload();
      if (fresh && fresh.regeneration?.status !== "processing") {
        if (fresh.regeneration?.status === "failed")
          notify.error("Regeneration Failed", fresh.regeneration.error ?? "");
        else notify.success("New Version Ready", "The previous version is kept in the version history.");
      }
    }, REGENERATION_POLL_MS);
    return () => clearInterval(timer);
  }, [regenerating, reload]);

  const run = async (action: ReviewAction, call: () => Promise<SummaryView>, done?: string): Promise<boolean> => {
    setBusy(action);
    try {
      latest.current(await call());
      if (done) notify.success(done);
      return true;
    } catch (error) {
      notify.error("Error", error instanceof Error ? error.message : "Please try again.");
      // Someone changed it elsewhere (another window, a send): show what is true now.
      if (error instanceof ApiError && error.status === 409) await reload();
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    editable,
    busy,
    openFlags: open,
    regenerating,
    /** Why Send is disabled, in the words the server would use; null when it may be sent. */
    sendBlocked,
    save: (content: string) => run("save", () => api.editSummary(id, { revision, content }), "Changes Saved"),
    confirmFlag: (flag: SummaryView["flags"][number]) =>
      run("confirm", () => api.confirmFlags(id, { revision, flags: [flagId(flag)] })),
    regenerate: (choice: Pick<RegenerateRequest, "template" | "instructions">) =>
      run("regenerate", () => api.regenerateSummary(id, { revision, ...choice })),
    restore: (from: number) =>
      run("restore", () => api.restoreSummaryVersion(id, { revision, from }), `Version ${from} Restored`),
    readVersion: async (wanted: number) => (await api.summaryVersion(id, wanted)).content,
  };
}

export type SummaryReviewState = ReturnType<typeof useSummaryReview>;
