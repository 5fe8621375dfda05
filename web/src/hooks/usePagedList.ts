import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from "react";
import { notify } from "./useToast";

/**
 * A list route that pages with a cursor (newest first): the first page on mount, more on demand. Shared by Past
 * Summaries and Past Transcriptions; `failure` is the toast text when a page cannot be read.
 */
export function usePagedList<T extends { id: string }>(
  fetchPage: (next?: string | null) => Promise<{ items: T[]; next: string | null }>,
  failure: string,
): {
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
} {
  const [items, setItems] = useState<T[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const page = await fetchPage();
      setItems(page.items);
      setNext(page.next);
    } catch {
      notify.error("Error", failure);
    } finally {
      setLoading(false);
    }
  }, [fetchPage, failure]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = useCallback(async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(next);
      // A row deleted or re-listed meanwhile must not appear twice.
      setItems((list) => {
        const shown = new Set(list.map((item) => item.id));
        return [...list, ...page.items.filter((item) => !shown.has(item.id))];
      });
      setNext(page.next);
    } catch {
      notify.error("Error", failure);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, failure, next]);

  return { items, setItems, hasMore: next !== null, loading, loadingMore, loadMore, reload };
}
