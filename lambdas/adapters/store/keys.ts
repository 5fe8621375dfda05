/**
 * Every key of the single table is built here (docs/architecture.md, "The single table"). Nothing else concatenates key
 * strings.
 */
export interface Key {
  pk: string;
  sk: string;
}

const userPk = (sub: string) => `USER#${sub}`;
/**
 * The audit trail (issue 24) lives in partitions of its own, so a grant can allow appending to them and nothing else,
 * and so deleting a clinician's USER# items (a record, or all of them) leaves it whole.
 */
const auditPk = (sub: string) => `AUDIT#${sub}`;
const auditRecordPk = (sub: string, recordType: string, recordId: string) => `AUDIT#${sub}#${recordType}#${recordId}`;

export const keys = {
  profile: (sub: string): Key => ({ pk: userPk(sub), sk: "PROFILE" }),
  settings: (sub: string): Key => ({ pk: userPk(sub), sk: "SETTINGS" }),
  /** The latest retention change being applied to the clinician's records (core/account/retention-job.ts). */
  retentionJob: (sub: string): Key => ({ pk: userPk(sub), sk: "RETENTION#JOB" }),

  /** The sort key carries kind and normalised name, so a conditional put enforces unique names per kind. */
  customTemplate: (sub: string, kind: string, nameKey: string): Key => ({
    pk: userPk(sub),
    sk: `TEMPLATE#${kind}#${nameKey}`,
  }),
  customTemplatesOf: (sub: string) => ({ pk: userPk(sub), skPrefix: "TEMPLATE#" }),
  /** Counts a user's templates of one kind; the limit is a condition on this item inside the insert transaction. */
  customTemplateCount: (sub: string, kind: string): Key => ({ pk: userPk(sub), sk: `TEMPLATECOUNT#${kind}` }),

  summary: (sub: string, id: string): Key => ({ pk: userPk(sub), sk: `SUMMARY#${id}` }),
  summariesOf: (sub: string) => ({ pk: userPk(sub), skPrefix: "SUMMARY#" }),
  /** Marks that an account was given its sample records once (the local demo account; issue 19, item 11). */
  samplesSeeded: (sub: string): Key => ({ pk: userPk(sub), sk: "SAMPLES" }),
  transcription: (sub: string, id: string): Key => ({ pk: userPk(sub), sk: `TRANSCRIPTION#${id}` }),
  transcriptionsOf: (sub: string) => ({ pk: userPk(sub), skPrefix: "TRANSCRIPTION#" }),

  /**
   * A summary's questions to the care team (issue 25, part 3): one item per summary, listed on it as derived, so it
   * expires and is deleted with it.
   */
  careTeamQuestions: (sub: string, summaryId: string): Key => ({ pk: userPk(sub), sk: `QUESTIONS#${summaryId}` }),
  /**
   * The clinician's summaries with questions waiting for a reply, one attribute per summary (its count, when the last
   * was asked, the patient's name, the summary's expiry), kept by the stream from the summaries' `openQuestions`.
   */
  openQuestionsIndex: (sub: string): Key => ({ pk: userPk(sub), sk: "STATS#QUESTIONS" }),
  portalLink: (summaryId: string): Key => ({ pk: `PORTAL#${summaryId}`, sk: "LINK" }),
  feedbackSession: (sessionHash: string): Key => ({ pk: `FEEDBACK#${sessionHash}`, sk: "SESSION" }),
  feedback: (sub: string, id: string): Key => ({ pk: userPk(sub), sk: `FEEDBACK#${id}` }),
  feedbackOf: (sub: string) => ({ pk: userPk(sub), skPrefix: "FEEDBACK#" }),
  /** The clinician's running delivery counters (delivered, chatted), for the chatbox interaction rate. */
  userTotals: (sub: string): Key => ({ pk: userPk(sub), sk: "STATS#TOTALS" }),
  globalCounters: (): Key => ({ pk: "STATS", sk: "GLOBAL" }),
  /** The clinician's activity per calendar month (YYYY-MM), for the dashboard's monthly counts and trend. */
  monthStats: (sub: string, month: string): Key => ({ pk: userPk(sub), sk: `STATS#MONTH#${month}` }),
  /** The clinician's unsent drafts created on one UTC day ('YYYY-MM-DD'), one attribute each, kept by the stream. */
  unsentDraftsOn: (sub: string, day: string): Key => ({ pk: userPk(sub), sk: `STATS#DRAFTS#${day}` }),
  /**
   * The newest list rows of the clinician's summaries and transcriptions, kept by the stream for the dashboard
   * (core/dashboard/recent.ts); it lives no longer than the newest of its records.
   */
  recentRecords: (sub: string): Key => ({ pk: userPk(sub), sk: "STATS#RECENT" }),
  /** Marks one stream record as counted, so a redelivered batch does not count it twice. */
  streamRecordCounted: (sub: string, eventId: string): Key => ({ pk: userPk(sub), sk: `COUNTED#${eventId}` }),
  contactEnquiry: (id: string): Key => ({ pk: `CONTACT#${id}`, sk: "ENQUIRY" }),
  /** The stored outcome of one send request, so a retry with the same key does not email twice. */
  sendRequest: (sub: string, idempotencyKey: string): Key => ({ pk: userPk(sub), sk: `SEND#${idempotencyKey}` }),
  /**
   * Local stack only (adapters/local/follow-ups.ts): a feedback request waiting for its time (EventBridge Scheduler
   * holds it in AWS). Listed on the summary, so it goes with it.
   */
  followUpSchedule: (sub: string, summaryId: string): Key => ({ pk: userPk(sub), sk: `FOLLOWUP#${summaryId}` }),
  /**
   * The language a clinician sends one patient's summaries in (issue 23, decision 380), by a hash of the address
   * (core/patient-language: salted with the clinician, lowercased), never the address. In the clinician's own
   * partition, so whatever removes the partition removes these; they expire a year after their last use.
   */
  patientLanguage: (sub: string, addressHash: string): Key => ({ pk: userPk(sub), sk: `PATIENTLANG#${addressHash}` }),
  patientLanguagesOf: (sub: string) => ({ pk: userPk(sub), skPrefix: "PATIENTLANG#" }),

  /** One audit event in the account's trail (the Activity page), sorted by its ULID: time order. */
  auditEvent: (sub: string, eventId: string): Key => ({ pk: auditPk(sub), sk: `EVENT#${eventId}` }),
  auditEventsOf: (sub: string) => ({ pk: auditPk(sub), skPrefix: "EVENT#" }),
  /** The same event again under the record it concerns, so a record's History is one query. */
  auditRecordEvent: (sub: string, recordType: string, recordId: string, eventId: string): Key => ({
    pk: auditRecordPk(sub, recordType, recordId),
    sk: `EVENT#${eventId}`,
  }),
  auditRecordEventsOf: (sub: string, recordType: string, recordId: string) => ({
    pk: auditRecordPk(sub, recordType, recordId),
    skPrefix: "EVENT#",
  }),
  /**
   * Until when a page's polls of one record are already recorded (decision 440): not an event, so in a partition
   * of its own, where neither the Activity nor a History query reads.
   */
  auditPollWindow: (sub: string, recordType: string, recordId: string, action: string): Key => ({
    pk: `${auditPk(sub)}#POLL`,
    sk: `${recordType}#${recordId}#${action}`,
  }),
};

/**
 * Items derived from a summary (its link, feedback session, feedback, send requests) are listed on the summary as
 * `derivedKeys`, one string per item, so deleting or expiring the summary finds every one of them without a scan.
 */
export const derivedKey = (key: Key): string => `${key.pk}\n${key.sk}`;
export function parseDerivedKey(value: string): Key | undefined {
  const [pk, sk, ...rest] = value.split("\n");
  return pk && sk && rest.length === 0 ? { pk, sk } : undefined;
}

/** The keys a summary lists as derived from it (a DynamoDB string set reads back as a Set). */
export function derivedKeysOf(record: { derivedKeys?: unknown }): Key[] {
  const raw = record.derivedKeys;
  const values = raw instanceof Set ? [...raw] : Array.isArray(raw) ? raw : [];
  return values.flatMap((value) => {
    const key = typeof value === "string" ? parseDerivedKey(value) : undefined;
    return key ? [key] : [];
  });
}

/** The clinician a user-partition key belongs to (for a stream record's old image); undefined for other partitions. */
export function ownerOfKey(pk: unknown): string | undefined {
  return typeof pk === "string" && pk.startsWith("USER#") && pk.length > 5 ? pk.slice(5) : undefined;
}

/** Item kinds whose lifetime follows the user's retention setting. */
export const RETAINED_PREFIXES = ["SUMMARY#", "TRANSCRIPTION#"] as const;
