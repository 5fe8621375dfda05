import { SPEAKER_ROLES_NEEDED, SPEAKERS_UNKNOWN, type SpeakersUpdate } from "#contracts/transcriptions/speakers";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { Conflict, InvalidInput } from "../shared/errors";
import { correctedTranscriptKeyFor, previewOf, type TranscriptDocument } from "./documents";
import { editableTranscript, NO_TRANSCRIPT, type ReviewDeps, settledRecord, TRANSCRIPT_CHANGED } from "./review";
import { getTranscription } from "./transcriptions";

export const NO_SPEAKERS = "This transcript has no speakers to name.";

/**
 * The clinician renames or swaps the transcript's speakers (issue 20). The same guarded write as a correction: a new
 * transcript object, then the record pointed at it only if `transcriptRevision` is still the one the change was made
 * on. A swap changes who said what, which the notes were written from, so it marks the transcript edited the way a
 * correction does (the screen then offers to regenerate); a rename alone changes no role and leaves that as it was.
 */
export async function updateSpeakers(
  deps: ReviewDeps,
  sub: string,
  id: string,
  update: SpeakersUpdate,
): Promise<TranscriptionView> {
  const record = await settledRecord(deps, sub, id);
  if (!record.hasTranscript || !record.transcriptKey) throw new InvalidInput(NO_TRANSCRIPT);
  const revision = record.transcriptRevision ?? 0;
  if (update.revision !== revision) throw new Conflict(TRANSCRIPT_CHANGED);
  const doc = await editableTranscript(deps, sub, id, record.transcriptKey);
  const next = withSpeakers(doc, update.speakers);
  const swapped = next.speakers.some((s) => doc.speakers?.find((old) => old.label === s.label)?.role !== s.role);
  const key = correctedTranscriptKeyFor(sub, id, deps.ids.next());
  await deps.files.writeJson(key, next);
  const saved = await deps.transcriptions.correctTranscript(sub, id, revision, {
    transcriptKey: key,
    transcriptionText: previewOf(next.text),
    ...(swapped ? { transcriptEdited: true } : {}),
  });
  if (!saved) {
    await deps.files.deleteObjects([key]);
    await settledRecord(deps, sub, id);
    throw new Conflict(TRANSCRIPT_CHANGED);
  }
  await deps.files.deleteObjects([record.transcriptKey]).catch(() => undefined);
  return getTranscription(deps, sub, id);
}

/**
 * The document with the speakers as asked. They must be exactly the transcript's own (every label it names, no
 * other), and a two-person transcript keeps one clinician and one patient; segments and words keep their labels,
 * so only the names and roles move.
 */
export function withSpeakers(
  doc: TranscriptDocument,
  speakers: SpeakersUpdate["speakers"],
): TranscriptDocument & { speakers: NonNullable<TranscriptDocument["speakers"]> } {
  const current = doc.speakers ?? [];
  if (current.length === 0) throw new InvalidInput(NO_SPEAKERS);
  const asked = new Map(speakers.map((s) => [s.label, s]));
  if (asked.size !== current.length || current.some((s) => !asked.has(s.label))) {
    throw new InvalidInput(SPEAKERS_UNKNOWN, { speakers: SPEAKERS_UNKNOWN });
  }
  if (new Set(speakers.map((s) => s.role)).size !== speakers.length) {
    throw new InvalidInput(SPEAKER_ROLES_NEEDED, { speakers: SPEAKER_ROLES_NEEDED });
  }
  return {
    ...doc,
    speakers: current.map((s) => {
      const wanted = asked.get(s.label) ?? s;
      return { label: s.label, role: wanted.role, name: wanted.name };
    }),
  };
}
