import type { AuditAction, AuditEvent, AuditRecordType } from "./events";

/** A page of events, newest first, and the cursor of the next (absent at the end). */
export interface AuditPage {
  events: AuditEvent[];
  next?: string;
}

export interface ActivityFilter {
  /** ISO dates or times; inclusive. */
  from?: string;
  to?: string;
  action?: AuditAction;
  recordType?: AuditRecordType;
  recordId?: string;
  limit: number;
  next?: string;
}

/** Append-only: there is no update or delete here, and the functions have no permission for either. */
export interface AuditLog {
  append(event: AuditEvent): Promise<void>;
  /**
   * A page's automatic re-read (a poll): appended unless an event of the same clinician, action and record was
   * appended by a poll within the last `windowMs`, decided by one conditional write, never a read. True when
   * appended, false when it fell inside a recorded window.
   */
  appendPoll(event: AuditEvent, windowMs: number): Promise<boolean>;
}

export interface AuditReader {
  history(
    owner: string,
    recordType: AuditRecordType,
    recordId: string,
    page: { limit: number; next?: string },
  ): Promise<AuditPage>;
  activity(owner: string, filter: ActivityFilter): Promise<AuditPage>;
}
