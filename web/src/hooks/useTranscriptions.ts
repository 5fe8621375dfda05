import { useCallback } from "react";
import type { TranscriptionListItem } from "#contracts/transcriptions/list";
import { api } from "../api/client";
import { usePagedList } from "./usePagedList";
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
const transcriptionPage = (next?: string | null) =>
  api.listTranscriptions(next).then((page) => ({ items: page.transcriptions, next: page.next }));

export function useTranscriptions() {
  const {
    items: transcriptions,
    setItems: setTranscriptions,
    ...paging
  } = usePagedList<TranscriptionListItem>(transcriptionPage, "transcriptions");

  /** A row deleted elsewhere (the confirm dialog deletes it) leaves the list without a reload. */
  const forget = useCallback(
    (id: string) => {
      setTranscriptions((list) => list.filter((t) => t.id !== id));
    },
    [setTranscriptions],
  );

  return { transcriptions, ...paging, forget };
}
