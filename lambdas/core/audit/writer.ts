import type { Clock, IdSource } from "../account/account";
import type { AuditAction, AuditActor, AuditEvent, AuditRecordType } from "./events";
import type { AuditLog } from "./ports";

/** What a patient-side or system code path knows when it records an event: whose record, which, what happened. */
export interface AuditEntry {
  owner: string;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string;
  /** The HTTP status answered (patient requests); absent for a system event. */
  status?: number;
}

/** Appends events of one actor from one code path (a public route, a job); core code receives it as a dependency. */
export type RecordAudit = (entry: AuditEntry) => Promise<void>;

export function auditWriter(
  log: AuditLog,
  deps: { ids: IdSource; clock: Clock },
  from: { actor: AuditActor; via: string; client?: AuditEvent["client"] },
): RecordAudit {
  return async ({ owner, action, recordType, recordId, status }) => {
    await log.append({
      id: deps.ids.next(),
      at: deps.clock.now().toISOString(),
      owner,
      actor: from.actor,
      action,
      recordType,
      recordId,
      outcome: "0",
      ...(status === undefined ? {} : { status }),
      ...(from.client ? { client: from.client } : {}),
      via: from.via,
    });
  };
}
