import { useCallback, useEffect, useState } from "react";
import type { SummaryListItem, SummaryView } from "../../../lambdas/contracts/summaries";
import { api } from "../api/client";
import { notify } from "./useToast";

/** Past Summaries: the newest page first, then more on demand (the list route pages with a cursor). */
export function useSummaries() {
  const [summaries, setSummaries] = useState<SummaryListItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await api.listSummaries();
      setSummaries(page.summaries);
      setNext(page.next);
    } catch {
      notify.error("Error", "Failed to load summaries");
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
      const page = await api.listSummaries(next);
      // A row deleted or re-listed meanwhile must not appear twice.
      setSummaries((list) => {
        const shown = new Set(list.map((s) => s.id));
        return [...list, ...page.summaries.filter((s) => !shown.has(s.id))];
      });
      setNext(page.next);
    } catch {
      notify.error("Error", "Failed to load summaries");
    } finally {
      setLoadingMore(false);
    }
  }, [next]);

  const remove = useCallback(async (id: string): Promise<boolean> => {
    try {
      await api.deleteSummary(id);
      setSummaries((list) => list.filter((s) => s.id !== id));
      notify.success("Summary Deleted");
      return true;
    } catch {
      notify.error("Error", "Failed to delete summary");
      return false;
    }
  }, []);

  /** A row deleted elsewhere (the confirm dialog deletes it) leaves the list without a reload. */
  const forget = useCallback((id: string) => {
    setSummaries((list) => list.filter((s) => s.id !== id));
  }, []);

  /** After a change seen in the detail view (a send), the row shows it without reloading every page. */
  const updateRow = useCallback((summary: SummaryView) => {
    setSummaries((list) =>
      list.map((s) =>
        s.id === summary.id
          ? {
              ...s,
              patientName: summary.patientName,
              status: summary.status,
              sentAt: summary.sentAt,
              deliveryStatus: summary.deliveryStatus,
            }
          : s,
      ),
    );
  }, []);

  return { summaries, hasMore: next !== null, loading, loadingMore, loadMore, reload: load, remove, forget, updateRow };
}
