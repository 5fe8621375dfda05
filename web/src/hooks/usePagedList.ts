import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from "react";
import { type ListKind, type LoadError, loadErrorOf, notifyLoadError } from "./load-error";

/**
 * A list route that pages with a cursor (newest first): the first page on mount, more on demand. Shared by Past
 * Summaries and Past Transcriptions. A first page that cannot be read is `error` (the page says so instead of showing
 * an empty list); a later page that cannot be read keeps the rows shown and says so in a toast.
 */
export function usePagedList<T extends { id: string }>(
  fetchPage: (next?: string | null) => Promise<{ items: T[]; next: string | null }>,
  kind: ListKind,
): {
  items: T[];
  error: LoadError | null;
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
  const [error, setError] = useState<LoadError | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const page = await fetchPage();
      setItems(page.items);
      setNext(page.next);
      setError(null);
    } catch (failure) {
      const reason = loadErrorOf(failure);
      setError(reason);
      notifyLoadError(kind, reason);
    } finally {
      setLoading(false);
    }
  }, [fetchPage, kind]);

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
    } catch (failure) {
      notifyLoadError(kind, loadErrorOf(failure));
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, kind, next]);

  return { items, error, setItems, hasMore: next !== null, loading, loadingMore, loadMore, reload };
}
