// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PresignedUpload } from "#contracts/summaries";
import { NO_SPEECH_DETECTED } from "#contracts/transcriptions/audio";
import { useParams } from "#web/routing";
import { createMemoryRouter, RouterProvider } from "./memory-routes";
import { FakeMediaRecorder, installRecordingFakes, transcriptionView } from "./transcription-fakes";

const api = vi.hoisted(() => ({
  createTranscription: vi.fn(),
  startTranscription: vi.fn(),
  getTranscription: vi.fn(),
}));
const postToS3 = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("#web/api/client", () => ({ api, postToS3 }));
vi.mock("#web/hooks/useToast", () => ({ notify }));

const { default: NewTranscriptionPage } = await import("#web/pages/NewTranscriptionPage");

const upload: PresignedUpload = {
  key: "audio/u/01T/recording.webm",
  name: "recording.webm",
  contentType: "audio/webm",
  url: "http://s3.local/bucket",
  fields: { key: "audio/u/01T/recording.webm" },
};
const working = (stage: "transcribing" | "writing-notes" | "writing-summary") =>
  transcriptionView({ status: stage === "writing-summary" ? "transcribed" : "processing", stage });

function Detail() {
  return <p>Opened {useParams().id}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/dashboard/new-transcription", element: <NewTranscriptionPage /> },
      { path: "/dashboard/transcriptions/:id", element: <Detail /> },
    ],
    { initialEntries: ["/dashboard/new-transcription"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fillPatient(name: string, email = "", consent = true) {
  fireEvent.change(screen.getByLabelText(/Patient name/), { target: { value: name } });
  if (email) fireEvent.change(screen.getByLabelText(/Patient email/), { target: { value: email } });
  if (consent) fireEvent.click(screen.getByLabelText(/agreed to this consultation being recorded/));
  fireEvent.click(screen.getByRole("button", { name: "Continue to Recording" }));
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByTestId("audio-file-input"), { target: { files: [file] } });
const audioFile = (name = "consultation.mp3", bytes = 2048) => new File([new Uint8Array(bytes)], name);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance", "Date"] });
  installRecordingFakes();
  // jsdom cannot read audio metadata: an uploaded file's duration is then unknown (null), as for a browser that can't.
  vi.stubGlobal("Audio", undefined);
  api.createTranscription.mockResolvedValue({ transcription: transcriptionView({ stage: "uploading" }), upload });
  postToS3.mockImplementation(async (_u: PresignedUpload, file: File, onProgress: (n: number) => void) => {
    onProgress(file.size / 2);
    onProgress(file.size);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe("New Transcription: the form", () => {
  it("refuses a blank patient name with the spec's toast and stays on the form", () => {
    renderPage();

    fillPatient("   ");

    expect(notify.error).toHaveBeenCalledWith("Patient Name Required", "Please enter the patient's name to continue");
    expect(screen.getByRole("button", { name: "Continue to Recording" })).toBeTruthy();
  });

  it("refuses to go on until the clinician confirms the patient agreed to be recorded", () => {
    renderPage();

    fillPatient("Ada Lovelace", "", false);

    expect(notify.error).toHaveBeenCalledWith(
      "Consent Required",
      "Please confirm the patient has agreed to be recorded before recording.",
    );
    expect(screen.getByRole("button", { name: "Continue to Recording" })).toBeTruthy();
  });

  it("moves to the recording step with the patient named", () => {
    renderPage();

    fillPatient("Ada Lovelace");

    expect(screen.getByText("Ada Lovelace")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Start Recording/ })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Upload audio file" })).toBeTruthy();
  });

  it("links back to the dashboard", () => {
    renderPage();

    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
  });
});

describe("New Transcription: recording", () => {
  it("shows 'Recording Error' when the microphone is refused", async () => {
    installRecordingFakes({ refuse: true });
    renderPage();
    fillPatient("Ada Lovelace");

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Start Recording/ }));
    });

    expect(notify.error).toHaveBeenCalledWith(
      "Recording Error",
      "Failed to access microphone. Please check permissions.",
    );
  });

  it("runs a timer and offers pause and stop while recording", async () => {
    renderPage();
    fillPatient("Ada Lovelace");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Start Recording/ }));
    });

    await act(() => vi.advanceTimersByTimeAsync(65_000));

    expect(screen.getByRole("timer").textContent).toBe("1:05");
    expect(screen.getByRole("meter", { name: "Microphone input level" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByRole("button", { name: "Resume" })).toBeTruthy();
  });

  it("on stop creates the record with the recorded duration, uploads, starts and opens the new transcription", async () => {
    api.startTranscription.mockResolvedValue(working("transcribing"));
    api.getTranscription
      .mockResolvedValueOnce(working("writing-notes"))
      .mockResolvedValueOnce(working("writing-summary"))
      .mockResolvedValueOnce(transcriptionView());
    const router = renderPage();
    fillPatient("Ada Lovelace", "ada@example.com");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Start Recording/ }));
    });
    await act(() => vi.advanceTimersByTimeAsync(42_000));
    FakeMediaRecorder.last?.emit("audio");

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(api.createTranscription).toHaveBeenCalledWith({
      patientName: "Ada Lovelace",
      patientEmail: "ada@example.com",
      fileName: expect.stringMatching(/^recording-.+\.webm$/),
      size: "audiotail".length,
      durationSeconds: 42,
      recordingConsent: true,
    });
    expect(postToS3).toHaveBeenCalledWith(upload, expect.any(File), expect.any(Function));
    expect(api.startTranscription).toHaveBeenCalledWith("01TRANSCRIPTION", upload.key);
    expect(router.state.location.pathname).toBe("/dashboard/transcriptions/01TRANSCRIPTION");
    expect(screen.getByText("Opened 01TRANSCRIPTION")).toBeTruthy();
  });
});

describe("New Transcription: uploading a file", () => {
  it("refuses a file that is not audio with 'Invalid File' and sends nothing", async () => {
    renderPage();
    fillPatient("Ada Lovelace");

    await act(async () => chooseFile(new File(["%PDF"], "letter.pdf")));

    expect(notify.error).toHaveBeenCalledWith("Invalid File", "Please select an audio file");
    expect(api.createTranscription).not.toHaveBeenCalled();
  });

  it("shows the real stages while it works: upload bytes first, then each server stage", async () => {
    let finishUpload: () => void = () => undefined;
    postToS3.mockImplementation(
      (_u: PresignedUpload, file: File, onProgress: (n: number) => void) =>
        new Promise<void>((resolve) => {
          onProgress(file.size * 0.4);
          finishUpload = resolve;
        }),
    );
    api.startTranscription.mockResolvedValue(working("transcribing"));
    api.getTranscription.mockResolvedValueOnce(working("writing-notes")).mockReturnValue(new Promise(() => undefined));
    renderPage();
    fillPatient("Ada Lovelace");

    await act(async () => chooseFile(audioFile()));

    expect(screen.getByText(/Uploading the recording… 40%/)).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("10");
    await act(async () => finishUpload());
    expect(screen.getByText("Transcribing the recording…")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText("Writing the clinical notes…")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    expect(api.createTranscription).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: "consultation.mp3", size: 2048, durationSeconds: null }),
    );
  });

  it("returns to the recording step with 'Processing Error' and the reason when processing fails", async () => {
    api.startTranscription.mockResolvedValue(working("transcribing"));
    api.getTranscription.mockResolvedValueOnce(
      transcriptionView({ status: "failed", stage: "transcribing", error: "This file could not be read as audio." }),
    );
    renderPage();
    fillPatient("Ada Lovelace");

    await act(async () => chooseFile(audioFile()));
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(notify.error).toHaveBeenCalledWith("Processing Error", "This file could not be read as audio.");
    expect(screen.getByRole("button", { name: /Start Recording/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try it again" })).toBeTruthy();
  });

  it("says no speech was detected and does not offer the silent audio again", async () => {
    api.startTranscription.mockResolvedValue(working("transcribing"));
    api.getTranscription.mockResolvedValueOnce(
      transcriptionView({ status: "failed", stage: "transcribing", error: NO_SPEECH_DETECTED }),
    );
    renderPage();
    fillPatient("Ada Lovelace");

    await act(async () => chooseFile(audioFile()));
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(notify.error).toHaveBeenCalledWith("Processing Error", NO_SPEECH_DETECTED);
    expect(screen.getByRole("button", { name: /Start Recording/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try it again" })).toBeNull();
  });

  it("returns to the recording step with the upload's error when the upload fails", async () => {
    postToS3.mockRejectedValue(new Error("Upload of consultation.mp3 failed (403)"));
    renderPage();
    fillPatient("Ada Lovelace");

    await act(async () => chooseFile(audioFile()));

    expect(notify.error).toHaveBeenCalledWith("Processing Error", "Upload of consultation.mp3 failed (403)");
    expect(api.startTranscription).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Start Recording/ })).toBeTruthy();
  });

  it("tries the same audio again without recording it twice", async () => {
    api.createTranscription.mockRejectedValueOnce(new Error("Service busy"));
    api.startTranscription.mockResolvedValue(working("transcribing"));
    api.getTranscription.mockResolvedValue(transcriptionView());
    const router = renderPage();
    fillPatient("Ada Lovelace");
    await act(async () => chooseFile(audioFile()));

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Try it again" }));
    });
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(api.createTranscription).toHaveBeenCalledTimes(2);
    expect(api.createTranscription.mock.calls[1][0]).toMatchObject({ fileName: "consultation.mp3" });
    expect(router.state.location.pathname).toBe("/dashboard/transcriptions/01TRANSCRIPTION");
  });
});
