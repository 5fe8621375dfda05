import { vi } from "vitest";
import type { TranscriptionListItem } from "#contracts/transcriptions/list";
import type { TranscriptionView, TranscriptSegmentView, TranscriptWordView } from "#contracts/transcriptions/view";

/**
 * Browser pieces jsdom lacks, as small working fakes: a MediaRecorder that records what it is given, a microphone
 * stream, and an AudioContext whose analyser reads a level the test sets.
 */
export class FakeMediaRecorder {
  static supported: string[] = ["audio/webm;codecs=opus", "audio/webm"];
  static last: FakeMediaRecorder | null = null;
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);

  state: "inactive" | "recording" | "paused" = "inactive";
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  readonly mimeType: string;

  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? "";
    FakeMediaRecorder.last = this;
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = "recording";
  }
  pause() {
    this.state = "paused";
  }
  resume() {
    this.state = "recording";
  }
  /** What the browser would hand over every `timeslice` ms. */
  emit(bytes: string) {
    this.ondataavailable?.({ data: new Blob([bytes], { type: this.mimeType }) });
  }
  stop() {
    this.state = "inactive";
    this.emit("tail");
    this.onstop?.();
  }
}

export const microphone = {
  /** RMS amplitude of what the analyser reads (0.3 is speech; 0 a dead microphone). */
  amplitude: 0.3,
  tracks: [] as { stop: ReturnType<typeof vi.fn> }[],
};

export class FakeAudioContext {
  createAnalyser() {
    return {
      fftSize: 2048,
      getFloatTimeDomainData(samples: Float32Array) {
        samples.fill(microphone.amplitude);
      },
    };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  close() {
    return Promise.resolve();
  }
}

/** Installs the fakes; `refuse` makes getUserMedia fail as a denied permission does. */
export function installRecordingFakes({ refuse = false }: { refuse?: boolean } = {}) {
  FakeMediaRecorder.supported = ["audio/webm;codecs=opus", "audio/webm"];
  FakeMediaRecorder.last = null;
  microphone.amplitude = 0.3;
  microphone.tracks = [{ stop: vi.fn() }];
  const getUserMedia = vi.fn(async () => {
    if (refuse) throw new DOMException("Permission denied", "NotAllowedError");
    return { getTracks: () => microphone.tracks };
  });
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  vi.stubGlobal("AudioContext", FakeAudioContext);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  return { getUserMedia };
}

/**
 * jsdom's media elements never load: this gives them a known length and a readyState, and makes play/pause fire
 * their events as a browser does.
 */
export function installMediaFakes(duration = 60) {
  const proto = HTMLMediaElement.prototype;
  const played = vi.fn();
  Object.defineProperty(proto, "readyState", { configurable: true, get: () => 4 });
  Object.defineProperty(proto, "duration", { configurable: true, get: () => duration });
  Object.defineProperty(proto, "paused", {
    configurable: true,
    get(this: HTMLMediaElement & { _playing?: boolean }) {
      return !this._playing;
    },
  });
  proto.play = function play(this: HTMLMediaElement & { _playing?: boolean }) {
    this._playing = true;
    played(this.currentTime);
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  };
  proto.pause = function pause(this: HTMLMediaElement & { _playing?: boolean }) {
    this._playing = false;
    this.dispatchEvent(new Event("pause"));
  };
  return { played };
}

const word = (
  text: string,
  start: number,
  segmentId: string,
  extra: Partial<TranscriptWordView> = {},
): TranscriptWordView => ({
  text,
  punctuation: "",
  start,
  end: start + 0.4,
  confidence: 0.9,
  lowConfidence: false,
  segmentId,
  ...extra,
});

/** Two segments: s1 'Patient reports chest pain.' (0–2 s), s2 'Start aspirin daily.' (10–12 s), 'aspirin' unsure. */
export const WORDS: TranscriptWordView[] = [
  word("Patient", 0, "s1"),
  word("reports", 0.5, "s1"),
  word("chest", 1, "s1"),
  word("pain", 1.5, "s1", { punctuation: "." }),
  word("Start", 10, "s2"),
  word("aspirin", 10.5, "s2", { confidence: 0.31, lowConfidence: true }),
  word("daily", 11, "s2", { punctuation: "." }),
];

export const SEGMENTS: TranscriptSegmentView[] = [
  { id: "s1", start: 0, end: 1.9, speaker: null, text: "Patient reports chest pain.", edited: false },
  { id: "s2", start: 10, end: 11.4, speaker: null, text: "Start aspirin daily.", edited: false },
];

export function transcriptionView(overrides: Partial<TranscriptionView> = {}): TranscriptionView {
  return {
    id: "01TRANSCRIPTION",
    patientName: "Ada Lovelace",
    patientEmail: null,
    recordingConsentAt: "2026-11-24T09:00:00.000Z",
    originalFilename: "recording-2026-11-24.webm",
    audioDuration: 95,
    status: "processed",
    stage: "done",
    error: null,
    hasAudio: true,
    words: WORDS,
    segments: SEGMENTS,
    speakers: [],
    transcriptionText: "Patient reports chest pain. Start aspirin daily.",
    transcriptEdited: false,
    transcriptRevision: 0,
    clinicalNotes: {
      templateName: "SOAP Format",
      sections: [
        { heading: "Subjective", sentences: [{ text: "Chest pain reported.", segmentIds: ["s1"] }] },
        { heading: "Plan", sentences: [{ text: "Begin aspirin once daily.", segmentIds: ["s2"] }] },
      ],
    },
    patientSummary: "## Your visit\nYou told us about chest pain.",
    sourceGrade: 9,
    summaryGrade: 6,
    targetGrade: 8,
    flags: [],
    notesFlags: [],
    patientSummaryStatus: "Ready to Send",
    patientSummarySentAt: null,
    summaryId: null,
    emailOutcome: null,
    engine: { speech: "local", ai: "local" },
    createdAt: "2026-11-24T09:05:00.000Z",
    expiresAt: null,
    ...overrides,
  };
}

export function listItem(n: number, overrides: Partial<TranscriptionListItem> = {}): TranscriptionListItem {
  return {
    id: `t-${n}`,
    patientName: `Patient ${n}`,
    originalFilename: `recording-${n}.webm`,
    audioDuration: 65,
    status: "processed",
    stage: "done",
    error: null,
    patientSummaryStatus: "Ready to Send",
    patientSummarySentAt: null,
    createdAt: "2026-11-24T09:05:00.000Z",
    expiresAt: null,
    openFlags: 0,
    ...overrides,
  };
}
