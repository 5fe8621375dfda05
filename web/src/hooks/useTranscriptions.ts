import { useCallback, useEffect, useState } from "react";
import type { TranscriptionListItem } from "../../../lambdas/contracts/transcriptions";
import { api } from "../api/client";
import { notify } from "./useToast";

/** Deletes a transcription with its audio and everything made from it; the spec's toasts either way. */
export async function removeTranscription(id: string): Promise<boolean> {
  try {
    await api.deleteTranscription(id);
    notify.success("Transcription Deleted");
    return true;
  } catch {
    notify.error("Error", "Failed to delete transcription");
    return false;
  }
}

/** Past Transcriptions: the newest page first, then more on demand (the list route pages with a cursor). */
export function useTranscriptions() {
  const [transcriptions, setTranscriptions] = useState<TranscriptionListItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await api.listTranscriptions();
      setTranscriptions(page.transcriptions);
      setNext(page.next);
    } catch {
      notify.error("Error", "Failed to load transcriptions");
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = useCallback(async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await api.listTranscriptions(next);
      // A row deleted or re-listed meanwhile must not appear twice.
      setTranscriptions((list) => {
        const shown = new Set(list.map((t) => t.id));
        return [...list, ...page.transcriptions.filter((t) => !shown.has(t.id))];
      });
      setNext(page.next);
    } catch {
      notify.error("Error", "Failed to load transcriptions");
    } finally {
      setLoadingMore(false);
    }
  }, [next]);

  const remove = useCallback(async (id: string): Promise<boolean> => {
    const removed = await removeTranscription(id);
    if (removed) setTranscriptions((list) => list.filter((t) => t.id !== id));
    return removed;
  }, []);

  return { transcriptions, hasMore: next !== null, loading, loadingMore, loadMore, reload: load, remove };
}
