import { useCallback, useEffect, useRef, useState } from "react";
import { EMAIL_PATTERN } from "#contracts/delivery";
import {
  AUDIO_TOO_LARGE,
  AUDIO_TOO_LONG,
  audioTypeOf,
  INVALID_AUDIO_FILE,
  INVALID_FILE_TITLE,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_SECONDS,
  NO_SPEECH_DETECTED,
} from "#contracts/transcriptions/audio";
import {
  PATIENT_NAME_REQUIRED,
  PATIENT_NAME_REQUIRED_TITLE,
  RECORDING_CONSENT_REQUIRED,
  RECORDING_CONSENT_REQUIRED_TITLE,
} from "#contracts/transcriptions/create";
import {
  PROCESSING_ERROR_TITLE,
  PROCESSING_FAILED,
  type TranscriptionStage,
  type TranscriptionView,
} from "#contracts/transcriptions/view";
import { api, postToS3 } from "../api/client";
import { POLL_MS } from "./poll-interval";
import { notify } from "./useToast";

export type Step = "form" | "recording" | "processing";

export interface Patient {
  name: string;
  email: string;
  /** The clinician confirmed the patient agreed to be recorded (issue 25, part 4): nothing is recorded without it. */
  consent: boolean;
}

/** Audio ready to submit: a recording or an uploaded file, with its duration when the browser knows it. */
export interface PendingAudio {
  file: File;
  durationSeconds: number | null;
}

const finished = (view: TranscriptionView) => view.status === "failed" || view.stage === "done";

/**
 * The length of an uploaded file from its metadata; null when the browser cannot tell (a MediaRecorder WebM has no
 * duration in its header) or cannot play it. Never blocks the upload for long.
 */
export function probeDuration(file: File, timeoutMs = 4000): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof Audio === "undefined" || typeof URL.createObjectURL !== "function") return resolve(null);
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (value: number | null) => {
      clearTimeout(timer);
      audio.removeAttribute("src");
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    audio.preload = "metadata";
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}

/**
 * New transcription (spec section 4): form → recording → processing. The record is created first, the audio goes
 * straight to S3 with byte progress, then the job starts and the screen follows its real stages. Any failure returns
 * to the recording step with 'Processing Error' and the reason; success opens the new transcription.
 */
export function useTranscriptionFlow(onDone: (id: string) => void) {
  const [step, setStep] = useState<Step>("form");
  const [patient, setPatient] = useState<Patient>({ name: "", email: "", consent: false });
  const [stage, setStage] = useState<TranscriptionStage>("uploading");
  const [uploadPercent, setUploadPercent] = useState(0);
  // The last audio that failed to process, so the clinician can try it again without recording the visit twice.
  const [failedAudio, setFailedAudio] = useState<PendingAudio | null>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const continueToRecording = useCallback((name: string, email: string, consent: boolean) => {
    if (!name.trim()) {
      notify.error(PATIENT_NAME_REQUIRED_TITLE, PATIENT_NAME_REQUIRED);
      return false;
    }
    if (email.trim() && !EMAIL_PATTERN.test(email.trim())) {
      notify.error("Invalid Email", "Please enter a valid email address.");
      return false;
    }
    if (!consent) {
      notify.error(RECORDING_CONSENT_REQUIRED_TITLE, RECORDING_CONSENT_REQUIRED);
      return false;
    }
    setPatient({ name: name.trim(), email: email.trim(), consent });
    setStep("recording");
    return true;
  }, []);

  /** Spec section 5: an audio type, else 'Invalid File / Please select an audio file'; our size and length limits. */
  const checkAudio = useCallback((file: File, durationSeconds: number | null): boolean => {
    if (!audioTypeOf(file.name)) {
      notify.error(INVALID_FILE_TITLE, INVALID_AUDIO_FILE);
      return false;
    }
    if (file.size === 0) {
      notify.error(INVALID_FILE_TITLE, INVALID_AUDIO_FILE);
      return false;
    }
    if (file.size > MAX_AUDIO_BYTES) {
      notify.error(INVALID_FILE_TITLE, AUDIO_TOO_LARGE);
      return false;
    }
    if (durationSeconds !== null && durationSeconds > MAX_AUDIO_SECONDS) {
      notify.error(INVALID_FILE_TITLE, AUDIO_TOO_LONG);
      return false;
    }
    return true;
  }, []);

  const fail = useCallback((audio: PendingAudio, message?: string | null) => {
    if (!live.current) return;
    notify.error(PROCESSING_ERROR_TITLE, message || PROCESSING_FAILED);
    // Silence stays silence: only audio that may work on a second try is offered again.
    setFailedAudio(message === NO_SPEECH_DETECTED ? null : audio);
    setStep("recording");
  }, []);

  const submit = useCallback(
    async (audio: PendingAudio) => {
      if (!checkAudio(audio.file, audio.durationSeconds)) return;
      setFailedAudio(null);
      setStep("processing");
      setStage("uploading");
      setUploadPercent(0);
      try {
        const { transcription, upload } = await api.createTranscription({
          patientName: patient.name,
          patientEmail: patient.email || undefined,
          fileName: audio.file.name,
          size: audio.file.size,
          durationSeconds: audio.durationSeconds,
          recordingConsent: patient.consent,
        });
        const total = audio.file.size || 1;
        await postToS3(upload, audio.file, (loaded) => {
          if (live.current) setUploadPercent(Math.min(100, Math.round((loaded / total) * 100)));
        });
        if (!live.current) return;
        setUploadPercent(100);
        let view = await api.startTranscription(transcription.id, upload.key);
        setStage(view.stage === "uploading" ? "transcribing" : view.stage);
        while (!finished(view)) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          if (!live.current) return;
          view = await api.getTranscription(transcription.id, "poll");
          if (view.stage !== "uploading") setStage(view.stage);
        }
        if (view.status === "failed") return fail(audio, view.error);
        if (live.current) onDone(view.id);
      } catch (error) {
        fail(audio, (error as Error).message);
      }
    },
    [checkAudio, fail, onDone, patient],
  );

  /** An uploaded file: check it, read its length, submit. */
  const submitFile = useCallback(
    async (file: File) => {
      if (!checkAudio(file, null)) return;
      const durationSeconds = await probeDuration(file);
      await submit({ file, durationSeconds });
    },
    [checkAudio, submit],
  );

  const backToForm = useCallback(() => {
    setFailedAudio(null);
    setStep("form");
  }, []);

  return {
    step,
    patient,
    stage,
    uploadPercent,
    failedAudio,
    continueToRecording,
    submit,
    submitFile,
    backToForm,
  };
}
