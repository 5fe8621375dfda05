import type { SummaryRecord } from "#core/summaries/ports";
import type { StoredTranslation } from "#core/translation/stored";
import type { TranslationStore } from "#core/translation/translate-summary";
import type { MemorySummaryStore } from "./memory-summary-store";

/**
 * The translation store in memory, with the DynamoDB adapter's conditions (adapters/store/translations.ts): a ready,
 * unsent summary at the English version given, whose translation is the one read (`previous`, its updatedAt).
 */
export class MemoryTranslationStore implements TranslationStore {
  constructor(private readonly store: MemorySummaryStore) {}

  async saveTranslation(
    sub: string,
    id: string,
    englishRevision: number,
    previous: string | null,
    translation: StoredTranslation | null,
  ): Promise<SummaryRecord | undefined> {
    const record = this.store.read(sub, id);
    if (record?.status !== "ready" || record.sentAt || (record.revision ?? 1) !== englishRevision) return undefined;
    if ((record.translation?.updatedAt ?? null) !== previous) return undefined;
    this.store.put(sub, { ...record, translation: translation ?? undefined });
    return this.store.read(sub, id);
  }
}
