import { api } from "../api/client";
import { notify } from "./useToast";

/** The clinician's private chat about one summary, with the spec's failure toast (section 8). */
export function useSummaryChat(summaryId: string) {
  return {
    ask: async (message: string) => (await api.chat(summaryId, message)).reply,
    onError: (message: string) => notify.error("Error", `Failed to get a response. ${message}`),
  };
}
