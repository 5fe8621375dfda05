import { useCallback, useEffect, useRef, useState } from "react";
import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import type { NoteSection } from "#contracts/transcriptions/notes";
import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import { type TranscriptionView, WAITING_FOR_UPLOAD } from "#contracts/transcriptions/view";
import { ApiError, api, type Read } from "../api/client";
import { removeClaim } from "../components/review/claim-lines";
import { POLL_MS } from "./poll-interval";
import { notify } from "./useToast";

/**
 * Background work still running: the job, or notes and summary being (re)written. A recording waiting for its upload
 * runs nothing: it waits for the clinician's Retry or Delete.
 */
export const isWorking = (view: TranscriptionView) =>
  view.status !== "failed" && view.status !== "waiting-upload" && view.stage !== "done";

const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : "");

/**
 * One transcription with its review actions. While work runs it polls; every edit answers the new record, which
 * replaces the shown one, so the screen always shows what is stored.
 */
export function useTranscriptionDetail(id: string) {
  const [view, setView] = useState<TranscriptionView | null>(null);
  const [loading, setLoading] = useState(true);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState<null | "transcript" | "speakers" | "notes" | "summary" | "flags">(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const load = useCallback(
    async (read: Read = "open") => {
      try {
        const fresh = await api.getTranscription(id, read);
        if (live.current) setView(fresh);
      } catch (error) {
        if (!live.current) return;
        if (error instanceof ApiError && error.status === 404) setMissing(true);
        else notify.error("Error", "Failed to load transcriptions");
      } finally {
        if (live.current) setLoading(false);
      }
    },
    [id],
  );

  useEffect(() => {
    setLoading(true);
    setMissing(false);
    setView(null);
    void load();
  }, [load]);

  const working = view ? isWorking(view) : false;
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => void load("poll"), POLL_MS);
    return () => clearInterval(timer);
  }, [working, load]);

  const run = useCallback(
    async (
      kind: "transcript" | "speakers" | "notes" | "summary" | "flags",
      call: () => Promise<TranscriptionView>,
      failure: string,
    ) => {
      setSaving(kind);
      try {
        const fresh = await call();
        if (live.current) setView(fresh);
        return true;
      } catch (error) {
        notify.error(failure, messageOf(error) || "Please try again.");
        // Changed elsewhere (another window, a send): show what is stored now.
        if (error instanceof ApiError && error.status === 409) void load();
        return false;
      } finally {
        if (live.current) setSaving(null);
      }
    },
    [load],
  );

  /** Saves corrected segments; with `regenerate`, notes and summary are written again from the corrected text. */
  const correctTranscript = useCallback(
    async (segments: { id: string; text: string }[], regenerate: boolean) => {
      if (segments.length > 0) {
        const saved = await run(
          "transcript",
          // The revision this screen shows: a correction saved meanwhile in another window answers 409.
          () => api.correctTranscript(id, { segments, revision: view?.transcriptRevision }),
          "Could not save the transcript",
        );
        if (!saved) return false;
      }
      if (!regenerate) return true;
      const key = crypto.randomUUID();
      return run("transcript", () => api.regenerateTranscription(id, key), "Could not regenerate the notes");
    },
    [id, run, view?.transcriptRevision],
  );

  /**
   * Renamed or swapped speakers, on the revision this screen shows; with `regenerate` (after a swap), notes and
   * summary are written again with the new roles.
   */
  const saveSpeakers = useCallback(
    async (speakers: TranscriptSpeakerView[], regenerate: boolean) => {
      const revision = view?.transcriptRevision ?? 0;
      const input = { revision, speakers: speakers.map(({ label, role, name }) => ({ label, role, name })) };
      const saved = await run("speakers", () => api.updateSpeakers(id, input), "Could not save the speakers");
      if (!saved || !regenerate) return saved;
      const key = crypto.randomUUID();
      return run("speakers", () => api.regenerateTranscription(id, key), "Could not regenerate the notes");
    },
    [id, run, view?.transcriptRevision],
  );

  const saveNotes = useCallback(
    (sections: NoteSection[]) =>
      run("notes", () => api.updateClinicalNotes(id, { sections }), "Could not save the notes"),
    [id, run],
  );

  const saveSummary = useCallback(
    (text: string) => run("summary", () => api.updatePatientSummary(id, text), "Could not save the summary"),
    [id, run],
  );

  /** The clinician stands behind a flagged claim of the patient summary, and says why in one line. */
  const acceptFlag = useCallback(
    (flag: ReviewFlag, reason: string) =>
      run("flags", () => api.confirmTranscriptionFlags(id, { flags: [flagKey(flag)], reason }), "Could not accept it"),
    [id, run],
  );

  /** Takes the lines holding the claim out of the patient summary; the server records the flag as removed. */
  const removeFlag = useCallback(
    async (flag: ReviewFlag) => {
      const text = removeClaim(view?.patientSummary ?? "", flag.value);
      if (text === null) return false;
      return run(
        "flags",
        () => api.updatePatientSummary(id, text, [flagKey(flag)]),
        "Could not remove it from the summary",
      );
    },
    [id, run, view?.patientSummary],
  );

  /** Starts a recording whose upload was late: the server checks that the audio has arrived now. */
  const retryUpload = useCallback(async () => {
    try {
      const fresh = await api.startTranscription(id);
      if (live.current) setView(fresh);
    } catch (error) {
      notify.error(WAITING_FOR_UPLOAD, messageOf(error) || "Please try again.");
    }
  }, [id]);
  /** Retry on a failed or stalled recording; the answer is processing again, so the screen polls. */
  const retry = useCallback(
    () => run("transcript", () => api.retryTranscription(id), "Could not try again"),
    [id, run],
  );

  return {
    view,
    loading,
    missing,
    working,
    saving,
    reload: load,
    retryUpload,
    retry,
    correctTranscript,
    saveSpeakers,
    saveNotes,
    saveSummary,
    acceptFlag,
    removeFlag,
  };
}
