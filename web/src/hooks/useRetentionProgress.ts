import { useEffect, useRef, useState } from "react";
import type { RetentionProgress } from "#contracts/settings";
import { api } from "../api/client";

/** How often Settings asks how far a retention change has come while it is being applied. */
const POLL_MS = 2000;

/**
 * Follows a retention change being applied to existing records (issue 22): while it runs, asks /me every 2 seconds.
 * `finishedHere` says it ended while the page was open, so the page can say so once.
 */
export function useRetentionProgress(latest: RetentionProgress | null): {
  progress: RetentionProgress | null;
  finishedHere: boolean;
} {
  const [progress, setProgress] = useState(latest);
  const [finishedHere, setFinishedHere] = useState(false);
  const sawApplying = useRef(false);

  useEffect(() => setProgress(latest), [latest]);

  useEffect(() => {
    if (progress?.state !== "applying") return;
    sawApplying.current = true;
    const timer = setTimeout(async () => {
      try {
        const me = await api.me();
        const next = me.retention ?? null;
        if (next?.state === "done" && sawApplying.current) setFinishedHere(true);
        setProgress(next);
      } catch {
        // A failed poll is tried again: the change goes on in the background whatever the page sees.
        setProgress((p) => (p ? { ...p } : p));
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  return { progress, finishedHere };
}
