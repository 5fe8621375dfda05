import { useCallback } from "react";
import { isOpenFlag } from "#contracts/review-flags";
import type { SummaryListItem, SummaryView } from "#contracts/summaries";
import { api } from "../api/client";
import { usePagedList } from "./usePagedList";
import { notify } from "./useToast";

/** Past Summaries: the newest page first, then more on demand (the list route pages with a cursor). */
const summaryPage = (next?: string | null) =>
  api.listSummaries(next).then((page) => ({ items: page.summaries, next: page.next }));

export function useSummaries() {
  const {
    items: summaries,
    setItems: setSummaries,
    ...paging
  } = usePagedList<SummaryListItem>(summaryPage, "summaries");

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await api.deleteSummary(id);
        setSummaries((list) => list.filter((s) => s.id !== id));
        notify.success("Summary Deleted");
        return true;
      } catch {
        notify.error("Error", "Failed to delete summary");
        return false;
      }
    },
    [setSummaries],
  );

  /** A row deleted elsewhere (the confirm dialog deletes it) leaves the list without a reload. */
  const forget = useCallback(
    (id: string) => {
      setSummaries((list) => list.filter((s) => s.id !== id));
    },
    [setSummaries],
  );

  /** After a change seen in the detail view (a send, a flag resolved), the row shows it without reloading. */
  const updateRow = useCallback(
    (summary: SummaryView) => {
      setSummaries((list) =>
        list.map((s) =>
          s.id === summary.id
            ? {
                ...s,
                patientName: summary.patientName,
                status: summary.status,
                sentAt: summary.sentAt,
                deliveryStatus: summary.deliveryStatus,
                openFlags: summary.flags.filter(isOpenFlag).length,
              }
            : s,
        ),
      );
    },
    [setSummaries],
  );

  return { summaries, ...paging, remove, forget, updateRow };
}
