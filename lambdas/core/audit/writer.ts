import type { Clock, IdSource } from "../account/account";
import { log } from "../shared/log";
import type { AuditAction, AuditActor, AuditEvent, AuditOutcome, AuditRecordType } from "./events";
import type { AuditLog } from "./ports";

/** What a patient-side or system code path knows when it records an event: whose record, which, what happened. */
export interface AuditEntry {
  owner: string;
  action: AuditAction;
  recordType: AuditRecordType;
  /** Absent when the event is about a kind of record, not one (a retention change that was not applied). */
  recordId?: string;
  /** The HTTP status answered (patient requests); absent for a system event. */
  status?: number;
  /** Success ("0") unless said: a failed job is the system's failure ("12"), or its input's ("4"). */
  outcome?: AuditOutcome;
}

/** Appends events of one actor from one code path (a public route, a job); core code receives it as a dependency. */
export type RecordAudit = (entry: AuditEntry) => Promise<void>;

export function auditWriter(
  log: AuditLog,
  deps: { ids: IdSource; clock: Clock },
  from: { actor: AuditActor; via: string; client?: AuditEvent["client"] },
): RecordAudit {
  return async ({ owner, action, recordType, recordId, status, outcome }) => {
    await log.append({
      id: deps.ids.next(),
      at: deps.clock.now().toISOString(),
      owner,
      actor: from.actor,
      action,
      recordType,
      ...(recordId === undefined ? {} : { recordId }),
      outcome: outcome ?? "0",
      ...(status === undefined ? {} : { status }),
      ...(from.client ? { client: from.client } : {}),
      via: from.via,
    });
  };
}

/**
 * A job that could not do a record's work and marked it failed: the system's own failure (12, BALP's major), or
 * the input's (4: a recording with no speech or longer than allowed), recorded by the system.
 */
export function jobFailed(
  owner: string,
  recordType: AuditRecordType,
  recordId: string,
  outcome: "4" | "12" = "12",
): AuditEntry {
  return { owner, action: "job-failed", recordType, recordId, outcome };
}

/**
 * A job's own failure, once it has marked the record failed. An append that fails is logged, not thrown: the record
 * already says it failed, and a rerun would find nothing left to do, so it could not record the event either.
 */
export async function recordJobFailure(audit: RecordAudit | undefined, entry: AuditEntry, job: string): Promise<void> {
  await audit?.(entry).catch((error: Error) => log("error", "audit append failed", { job, error: error?.name }));
}
