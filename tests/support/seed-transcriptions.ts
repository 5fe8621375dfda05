import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { ulid } from "ulid";
import { keys } from "#adapters/store/keys";
import { writeItems } from "./seed-summaries";

/**
 * Writes finished transcription records straight into the table (as the notes job leaves them: transcript, notes
 * and a patient summary), for benchmarks that need thousands. Every `sentEvery`-th was sent to the patient.
 */
export async function seedTranscriptions(
  client: DynamoDBDocumentClient,
  tableName: string,
  sub: string,
  options: { count: number; newestMs: number; spacingMs: number; sentEvery?: number },
): Promise<void> {
  const items: Record<string, unknown>[] = [];
  for (let n = 1; n <= options.count; n++) {
    const createdMs = options.newestMs - (n - 1) * options.spacingMs;
    const id = ulid(createdMs).toLowerCase();
    const sent = options.sentEvery ? n % options.sentEvery === 0 : false;
    items.push({
      ...keys.transcription(sub, id),
      entity: "transcription",
      id,
      patientName: `Patient ${n}`,
      originalFilename: `consultation-${n}.webm`,
      audioDuration: 420,
      job: "done",
      stage: "done",
      error: null,
      hasTranscript: true,
      hasNotes: true,
      hasPatientSummary: true,
      patientSummary: "You came in with a cough for two weeks. Take amoxicillin 500 mg three times a day. ".repeat(12),
      patientSummarySentAt: sent ? new Date(createdMs + 60_000).toISOString() : null,
      createdAt: new Date(createdMs).toISOString(),
      deadlineAt: createdMs + 3600_000,
    });
  }
  await writeItems(client, tableName, items);
}
