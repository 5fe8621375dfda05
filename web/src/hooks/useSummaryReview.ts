import { useCallback, useEffect, useRef, useState } from "react";
import type { RegenerateRequest } from "#contracts/review";
import { REGENERATING_SEND } from "#contracts/review";
import { flagKey, isOpenFlag, type ReviewFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import { ApiError, api, type Read } from "../api/client";
import { removeClaim } from "../components/review/claim-lines";
import type { SendBlock } from "../components/review/SendBlockedNote";
import { notify } from "./useToast";

export type ReviewAction = "save" | "confirm" | "remove" | "regenerate" | "restore";

/** How often the screen looks for the new version while a regeneration runs. */
const REGENERATION_POLL_MS = 1500;

/**
 * The clinician's review of one summary: edits, flags (accept with a reason, remove the line), regeneration and
 * versions, with the same rules the server enforces (Send waits for every open flag; nothing changes once sent).
 * `onChange` receives each new view.
 */
export function useSummaryReview(summary: SummaryView | null, onChange: (summary: SummaryView) => void) {
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const id = summary?.id ?? "";
  const revision = summary?.revision ?? 1;
  const open = (summary?.flags ?? []).filter(isOpenFlag);
  const regenerating = summary?.regeneration?.status === "processing";
  const editable = summary?.status === "ready" && !summary.sentAt && !regenerating && Boolean(summary.summaryContent);
  const sendBlocked: SendBlock | null = regenerating
    ? { reason: REGENERATING_SEND }
    : open.length > 0
      ? { flags: open.length }
      : null;

  const reload = useCallback(
    async (read: Read = "open") => {
      const fresh = await api.getSummary(id, read).catch(() => null);
      if (fresh) latest.current(fresh);
      return fresh;
    },
    [id],
  );

  useEffect(() => {
    if (!regenerating) return;
    const timer = setInterval(async () => {
      const fresh = await reload("poll");
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
    /** Why Send is disabled; null when it may be sent. */
    sendBlocked,
    /** The summary as stored now (after the server refused a send it knows cannot go). */
    reload,
    save: (content: string) => run("save", () => api.editSummary(id, { revision, content }), "Changes Saved"),
    /** The clinician stands behind the claim, and says why in one line. */
    acceptFlag: (flag: ReviewFlag, reason: string) =>
      run("confirm", () => api.confirmFlags(id, { revision, flags: [flagKey(flag)], reason })),
    /** Takes the lines holding the claim out of the text; the server records the flag as removed. */
    removeFlag: async (flag: ReviewFlag) => {
      const content = removeClaim(summary?.summaryContent ?? "", flag.value);
      if (content === null) return false;
      return run("remove", () => api.editSummary(id, { revision, content, removed: [flagKey(flag)] }));
    },
    regenerate: (choice: Pick<RegenerateRequest, "template" | "instructions">) =>
      run("regenerate", () => api.regenerateSummary(id, { revision, ...choice })),
    restore: (from: number) =>
      run("restore", () => api.restoreSummaryVersion(id, { revision, from }), `Version ${from} Restored`),
    readVersion: async (wanted: number) => (await api.summaryVersion(id, wanted)).content,
  };
}

export type SummaryReviewState = ReturnType<typeof useSummaryReview>;
