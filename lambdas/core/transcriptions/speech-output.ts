import * as z from "zod/mini";
import { issueMessage } from "#contracts/issue-messages";

/**
 * Amazon Transcribe's batch output JSON, which both speech engines produce (the offline one imitates it), turned into
 * the app's transcript: words with times, confidences and speakers, and numbered segments that clinical notes cite as
 * their evidence. Also the "Transcribe Job State Change" event both engines announce completion with.
 */

export const NO_SPEECH_MESSAGE = "No speech was detected in this recording.";

/** Segments longer than this are split, so a note sentence never cites a whole minute of speech. */
const MAX_SEGMENT_WORDS = 40;

/** Built on their first parse (`z.lazy`), like the contracts' schemas (decision 233). */
const seconds = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v: string | number, ctx) => {
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0) {
        ctx.issues.push({ code: "custom", message: `not a time in seconds: ${v}`, input: v });
        return z.NEVER;
      }
      return n;
    }),
  );
const confidence = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v: string | number) => {
      const n = Number(v);
      return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
    }),
  );

const itemSchema = z.lazy(() =>
  z.looseObject({
    id: z.optional(z.int()),
    start_time: z.optional(seconds()),
    end_time: z.optional(seconds()),
    type: z.enum(["pronunciation", "punctuation"]),
    alternatives: z
      .array(z.looseObject({ content: z.string(), confidence: z.optional(confidence()) }))
      .check(z.minLength(1)),
    speaker_label: z.optional(z.string()),
  }),
);

const outputSchema = z.lazy(() =>
  z.looseObject({
    jobName: z.optional(z.string()),
    status: z.optional(z.string()),
    results: z.looseObject({
      transcripts: z.array(z.looseObject({ transcript: z.string() })),
      items: z._default(z.array(itemSchema), []),
      speaker_labels: z.optional(
        z.looseObject({
          segments: z._default(
            z.array(
              z.looseObject({
                speaker_label: z.string(),
                start_time: z.optional(seconds()),
                end_time: z.optional(seconds()),
                items: z._default(z.array(z.looseObject({ start_time: seconds(), speaker_label: z.string() })), []),
              }),
            ),
            [],
          ),
        }),
      ),
      audio_segments: z.optional(
        z.array(z.looseObject({ id: z.int(), items: z.array(z.int()), speaker_label: z.optional(z.string()) })),
      ),
    }),
  }),
);

/** The output document as written by Transcribe (or the offline engine), before parsing. */
export type TranscribeOutput = z.input<typeof outputSchema>;

export interface TranscriptWord {
  /** Position in `words`. */
  index: number;
  /** The word as recognised, without punctuation. */
  text: string;
  /** Punctuation that follows the word ("" if none), so text + punctuation rebuilds the transcript. */
  punctuation: string;
  start: number;
  end: number;
  /** 0 to 1, as the engine reported it. */
  confidence: number;
  speaker?: string;
  segmentId: string;
}

export interface TranscriptSegment {
  /** Stable within one transcript: "s1", "s2", … in time order. Notes cite these. */
  id: string;
  start: number;
  end: number;
  speaker?: string;
  text: string;
  /** Index of the first and last word (inclusive). */
  firstWord: number;
  lastWord: number;
}

export interface Transcript {
  text: string;
  words: TranscriptWord[];
  segments: TranscriptSegment[];
  speakers: string[];
}

export type TranscriptionResult =
  | { kind: "speech"; transcript: Transcript }
  | { kind: "no-speech"; message: typeof NO_SPEECH_MESSAGE };

export class UnreadableTranscript extends Error {
  constructor(detail: string) {
    super(`The transcription output could not be read: ${detail}`);
    this.name = "UnreadableTranscript";
  }
}

type Item = z.output<typeof itemSchema>;

/**
 * Older Transcribe outputs and Transcribe Medical's have no per-item speaker: take it from speaker_labels by the
 * word's start time, or else from the speaker segment whose span holds it (times written to another precision).
 */
function speakerLookup(output: z.output<typeof outputSchema>): (item: Item) => string | undefined {
  const byStart = new Map<number, string>();
  const spans: Array<{ start: number; end: number; speaker: string }> = [];
  for (const segment of output.results.speaker_labels?.segments ?? []) {
    for (const item of segment.items) byStart.set(item.start_time, item.speaker_label);
    if (segment.start_time !== undefined && segment.end_time !== undefined) {
      spans.push({ start: segment.start_time, end: segment.end_time, speaker: segment.speaker_label });
    }
  }
  return (item) => {
    if (item.speaker_label) return item.speaker_label;
    const at = item.start_time;
    if (at === undefined) return undefined;
    return byStart.get(at) ?? spans.find((s) => s.start <= at && at < s.end)?.speaker;
  };
}

const SENTENCE_END = /[.?!]$/;

export function parseTranscribeOutput(json: unknown): TranscriptionResult {
  const parsed = outputSchema.safeParse(json, { error: issueMessage });
  if (!parsed.success) {
    throw new UnreadableTranscript(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  }
  const output = parsed.data;
  const speakerOf = speakerLookup(output);

  // Words, with each punctuation mark attached to the word before it; remember which item ids became which word.
  const words: Omit<TranscriptWord, "segmentId">[] = [];
  const wordOfItem = new Map<number, number>();
  output.results.items.forEach((item, position) => {
    const itemId = item.id ?? position;
    const best = item.alternatives[0];
    if (item.type === "punctuation") {
      const previous = words[words.length - 1];
      if (previous) {
        previous.punctuation += best.content;
        wordOfItem.set(itemId, previous.index);
      }
      return;
    }
    if (item.start_time === undefined || item.end_time === undefined) {
      throw new UnreadableTranscript(`item ${itemId} has no start or end time`);
    }
    const text = best.content.trim();
    if (!text) return;
    wordOfItem.set(itemId, words.length);
    words.push({
      index: words.length,
      text,
      punctuation: "",
      start: item.start_time,
      end: Math.max(item.end_time, item.start_time),
      confidence: best.confidence ?? 0,
      speaker: speakerOf(item),
    });
  });

  if (words.length === 0) return { kind: "no-speech", message: NO_SPEECH_MESSAGE };

  // Segment boundaries: the engine's audio segments when it gives them, else sentence ends; always at a change of
  // speaker, and at most MAX_SEGMENT_WORDS words.
  const breaksAfter = new Set<number>();
  const audioSegments = output.results.audio_segments;
  if (audioSegments && audioSegments.length > 0) {
    for (const segment of audioSegments) {
      const last = Math.max(-1, ...segment.items.map((id) => wordOfItem.get(id) ?? -1));
      if (last >= 0) breaksAfter.add(last);
    }
  } else {
    for (const w of words) if (SENTENCE_END.test(w.punctuation)) breaksAfter.add(w.index);
  }
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i].speaker !== words[i + 1].speaker) breaksAfter.add(i);
  }
  breaksAfter.add(words.length - 1);

  const segments: TranscriptSegment[] = [];
  const finalWords: TranscriptWord[] = [];
  let first = 0;
  for (let i = 0; i < words.length; i++) {
    const reachedCap = i - first + 1 >= MAX_SEGMENT_WORDS;
    if (!breaksAfter.has(i) && !reachedCap) continue;
    const id = `s${segments.length + 1}`;
    const slice = words.slice(first, i + 1);
    for (const w of slice) finalWords.push({ ...w, segmentId: id });
    segments.push({
      id,
      start: slice[0].start,
      end: slice[slice.length - 1].end,
      speaker: slice[0].speaker,
      text: slice.map((w) => w.text + w.punctuation).join(" "),
      firstWord: first,
      lastWord: i,
    });
    first = i + 1;
  }

  const speakers = [...new Set(finalWords.map((w) => w.speaker).filter((s): s is string => s !== undefined))];
  return {
    kind: "speech",
    transcript: { text: segments.map((s) => s.text).join(" "), words: finalWords, segments, speakers },
  };
}

/** Words the clinician should check: the engine was less sure of them than `below`. */
export function lowConfidenceWords(transcript: Transcript, below: number): TranscriptWord[] {
  return transcript.words.filter((w) => w.confidence < below);
}

const stateChangeSchema = z.lazy(() =>
  z.looseObject({
    source: z.literal("aws.transcribe"),
    "detail-type": z.literal("Transcribe Job State Change"),
    detail: z.looseObject({
      TranscriptionJobName: z.string().check(z.minLength(1)),
      TranscriptionJobStatus: z.string(),
      FailureReason: z.optional(z.string()),
    }),
  }),
);

export interface JobStateChange {
  jobName: string;
  status: "COMPLETED" | "FAILED" | "OTHER";
  failureReason?: string;
}

/** The EventBridge "Transcribe Job State Change" event (AWS), or the same event from the local gateway. */
export function parseJobStateChange(event: unknown): JobStateChange {
  const parsed = stateChangeSchema.safeParse(event);
  if (!parsed.success) throw new UnreadableTranscript("not a Transcribe Job State Change event");
  const { TranscriptionJobName, TranscriptionJobStatus, FailureReason } = parsed.data.detail;
  const status =
    TranscriptionJobStatus === "COMPLETED" || TranscriptionJobStatus === "FAILED" ? TranscriptionJobStatus : "OTHER";
  return { jobName: TranscriptionJobName, status, ...(FailureReason ? { failureReason: FailureReason } : {}) };
}

/** The event as EventBridge delivers it, for the local gateway to hand to the same handler. */
export function jobStateChangeEvent(change: {
  jobName: string;
  status: "COMPLETED" | "FAILED";
  failureReason?: string;
  id: string;
  time: Date;
  account?: string;
  region?: string;
}) {
  return {
    version: "0",
    id: change.id,
    "detail-type": "Transcribe Job State Change" as const,
    source: "aws.transcribe" as const,
    account: change.account ?? "000000000000",
    time: change.time.toISOString().replace(/\.\d{3}Z$/, "Z"),
    region: change.region ?? "us-east-1",
    resources: [] as string[],
    detail: {
      TranscriptionJobName: change.jobName,
      TranscriptionJobStatus: change.status,
      ...(change.failureReason ? { FailureReason: change.failureReason } : {}),
    },
  };
}
