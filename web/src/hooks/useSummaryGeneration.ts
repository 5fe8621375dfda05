import { useCallback, useEffect, useRef, useState } from "react";
import type { SummaryView } from "#contracts/summaries";
import { api, postToS3 } from "../api/client";
import { isSessionExpired } from "./load-error";
import { notify } from "./useToast";

export type Phase = "form" | "processing" | "result";
export type Stage = "uploading" | "queued" | "reading" | "writing" | "checking";

export const STAGE_LABELS: Record<Stage, string> = {
  uploading: "Uploading documents",
  // The job waits in line for the AI service (decision 366); shown in place of the step it waits to start.
  queued: "Waiting in line",
  reading: "Reading documents",
  writing: "Writing summary",
  checking: "Checking readability",
};

const POLL_MS = 1000;

/** New summary flow (spec section 4): upload → processing → result; any failure returns to the form. */
export function useSummaryGeneration() {
  const [phase, setPhase] = useState<Phase>("form");
  const [stage, setStage] = useState<Stage>("uploading");
  const [uploadPercent, setUploadPercent] = useState(0);
  const [summary, setSummary] = useState<SummaryView | null>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
    };
  }, []);

  const fail = useCallback((message?: string) => {
    notify.error("Generation Failed", message || "Failed to generate summary. Please try again.");
    setPhase("form");
  }, []);

  const generate = useCallback(
    async (files: File[], instructions: string) => {
      if (files.length === 0) {
        notify.error("No files uploaded", "Please upload at least one document first.");
        return;
      }
      setPhase("processing");
      setStage("uploading");
      setUploadPercent(0);
      try {
        const uploads = await api.planUploads(files);
        const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
        const loaded = new Array(files.length).fill(0);
        await Promise.all(
          uploads.map((upload, i) =>
            postToS3(upload, files[i], (bytes) => {
              loaded[i] = bytes;
              setUploadPercent(Math.min(100, Math.round((loaded.reduce((a, b) => a + b, 0) / total) * 100)));
            }),
          ),
        );
        setUploadPercent(100);
        let current = await api.createSummary({
          files: uploads.map((u) => ({ key: u.key, name: u.name })),
          instructions,
        });
        setStage(current.stage === "done" ? "checking" : current.stage);
        while (current.status === "processing") {
          await new Promise((r) => setTimeout(r, POLL_MS));
          if (cancelled.current) return;
          current = await api.getSummary(current.id, "poll");
          if (current.stage !== "done") setStage(current.stage);
        }
        if (current.status === "failed") return fail(current.error ?? undefined);
        if (!current.summaryContent) return fail("Invalid response from AI service");
        setSummary(current);
        setPhase("result");
      } catch (error) {
        // The files and instructions stay on the form (the page holds them), ready once the clinician signs in.
        if (isSessionExpired(error)) {
          notify.error("Authentication Error", "Please log in again");
          setPhase("form");
          return;
        }
        fail((error as Error).message);
      }
    },
    [fail],
  );

  const reset = useCallback(() => {
    setSummary(null);
    setPhase("form");
    setStage("uploading");
    setUploadPercent(0);
  }, []);

  return { phase, stage, uploadPercent, summary, generate, reset, setSummary };
}
