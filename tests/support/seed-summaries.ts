import { BatchWriteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { ulid } from "ulid";
import { keys } from "#adapters/store/keys";

export interface SeedOptions {
  count: number;
  /** Creation time of the newest summary; each older one is `spacingMs` earlier. */
  newestMs: number;
  spacingMs: number;
  /** Characters of summary text and chat per record, like a real one-page summary with a short chat. */
  contentChars?: number;
  chatMessages?: number;
  /** Every n-th summary (counting from the newest, 1-based) was sent to the patient. */
  sentEvery?: number;
  /** Every n-th summary is past its retention but not yet removed by TTL. */
  expiredEvery?: number;
}

/**
 * The clinician has kept everything ("Never") since before the oldest seeded record: records months old are still
 * shown. (Under the default 3 days they would be past retention, and reads hide them.)
 */
const KEEPS_EVERYTHING = { autoDeleteEnabled: false, retentionHours: null };

export interface SeededSummary {
  id: string;
  createdAt: string;
  sent: boolean;
  expired: boolean;
}

/**
 * Writes full summary records straight into the table (as the job leaves them), for list and dashboard tests and
 * benchmarks that need hundreds of them. Returned newest first, as the list shows them.
 */
export async function seedSummaries(
  client: DynamoDBDocumentClient,
  tableName: string,
  sub: string,
  options: SeedOptions,
): Promise<SeededSummary[]> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const seeded: SeededSummary[] = [];
  const items: Record<string, unknown>[] = [
    {
      ...keys.settings(sub),
      entity: "settings",
      summaryTemplate: "discharge_summary",
      customTemplate: "",
      clinicalNotesTemplate: "soap_format",
      customClinicalTemplate: "",
      followUpDelay: "24h",
      updatedAt: new Date(options.newestMs - options.count * options.spacingMs).toISOString(),
      ...KEEPS_EVERYTHING,
    },
  ];
  for (let n = 1; n <= options.count; n++) {
    const createdMs = options.newestMs - (n - 1) * options.spacingMs;
    const id = ulid(createdMs).toLowerCase();
    const createdAt = new Date(createdMs).toISOString();
    const sent = options.sentEvery ? n % options.sentEvery === 0 : false;
    const expired = options.expiredEvery ? n % options.expiredEvery === 0 : false;
    seeded.push({ id, createdAt, sent, expired });
    const text = "You were treated for chest pain. Take aspirin 81 mg once a day. ".repeat(
      Math.ceil((options.contentChars ?? 2500) / 64),
    );
    items.push({
      ...keys.summary(sub, id),
      entity: "summary",
      id,
      patientName: `Patient ${n}`,
      originalFilename: `note-${n}.pdf`,
      files: [{ key: `summaries/${sub}/${id}/note-${n}.pdf`, name: `note-${n}.pdf`, contentType: "application/pdf" }],
      instructions: "",
      status: "ready",
      stage: "done",
      error: null,
      summaryContent: text.slice(0, options.contentChars ?? 2500),
      engine: "local",
      sourceGrade: 12,
      summaryGrade: 7,
      targetGrade: 8,
      wordCount: 420,
      glossaryHits: 6,
      flags: [{ kind: "dose", value: "81 mg" }],
      patientEmail: sent ? `patient${n}@example.com` : null,
      sentAt: sent ? new Date(createdMs + 60_000).toISOString() : null,
      createdAt,
      expiresAt: expired ? nowSeconds - 60 : nowSeconds + 30 * 24 * 3600,
      chatHistory: Array.from({ length: options.chatMessages ?? 4 }, (_, i) => ({
        role: i % 2 === 0 ? "user" : "assistant",
        content: i % 2 === 0 ? "How much aspirin should I take?" : "Take aspirin 81 mg once a day. ".repeat(8),
      })),
    });
  }
  await writeItems(client, tableName, items);
  return seeded;
}

/** Puts items 25 at a time, writing again what DynamoDB left unprocessed. */
export async function writeItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = items
      .slice(i, i + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    while (pending && pending.length > 0) {
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = result.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
    }
  }
}
