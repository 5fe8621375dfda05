import { useCallback, useEffect, useState } from "react";
import type { SummaryView } from "../../../lambdas/contracts/summaries";
import { api } from "../api/client";
import { notify } from "./useToast";

export function useSummaries() {
  const [summaries, setSummaries] = useState<SummaryView[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setSummaries(await api.listSummaries());
    } catch {
      notify.error("Error", "Failed to load summaries");
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

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

  return { summaries, loading, reload: load, remove };
}
