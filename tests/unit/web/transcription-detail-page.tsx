import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import type { AudioLink } from "#contracts/transcriptions/audio";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { createMemoryRouter, RouterProvider } from "./memory-routes";
import { installMediaFakes, transcriptionView } from "./transcription-fakes";

/**
 * The transcription's detail page as its tests open it: importing this module replaces the API client and the toasts
 * with mocks (`api`, `notify`), gives jsdom working media elements (`media.played` records each play) and resets all
 * of it after each test. Import it before anything that imports the page.
 */
export const api = {
  getTranscription: vi.fn(),
  transcriptionAudio: vi.fn(),
  correctTranscript: vi.fn(),
  updateSpeakers: vi.fn(),
  regenerateTranscription: vi.fn(),
  retryTranscription: vi.fn(),
  updateClinicalNotes: vi.fn(),
  updatePatientSummary: vi.fn(),
  confirmTranscriptionFlags: vi.fn(),
  sendTranscription: vi.fn(),
  deleteTranscription: vi.fn(),
};
export const notify = { error: vi.fn(), success: vi.fn() };
vi.mock("#web/api/client", () => ({
  api,
  ApiError: class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message);
    }
  },
}));
vi.mock("#web/hooks/useToast", () => ({ notify }));

const { default: TranscriptionDetailPage } = await import("#web/pages/TranscriptionDetailPage");

export const link: AudioLink = {
  url: "http://s3.local/audio.webm?X-Amz-Signature=abc",
  fileName: "transcription-01TRANSCRIPTION.webm",
  contentType: "audio/webm",
  expiresInSeconds: 3600,
};

export let media: ReturnType<typeof installMediaFakes>;

beforeEach(() => {
  media = installMediaFakes(60);
  api.transcriptionAudio.mockResolvedValue(link);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

/** Opens the record at its own address (the list's address beside it) once the API answers with `view`. */
export async function open(view: TranscriptionView = transcriptionView()) {
  api.getTranscription.mockResolvedValue(view);
  const router = createMemoryRouter(
    [
      { path: "/dashboard/transcriptions/:id", element: <TranscriptionDetailPage /> },
      { path: "/dashboard/transcriptions", element: <p>The list</p> },
    ],
    { initialEntries: [`/dashboard/transcriptions/${view.id}`] },
  );
  render(<RouterProvider router={router} />);
  const card = await screen.findByRole("region", { name: "Audio Transcription" });
  // "To check" loads on demand (issue 23, part 4): a summary with flags is shown once its panel is there.
  if (view.flags.length > 0 && view.patientSummary) await screen.findByRole("region", { name: "To check" });
  const audio = document.querySelector("audio") as HTMLAudioElement | null;
  if (audio) fireEvent.loadedMetadata(audio);
  return { router, card, audio };
}

/** A word of the transcript as shown. */
export const word = (text: string) => screen.getByText(text, { selector: ".tx-word" });
