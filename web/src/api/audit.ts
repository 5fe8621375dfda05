import type { AuditPageView } from "#contracts/audit-view";
import { request } from "./http";

/**
 * The audit trail (issue 24): a record's History and the account's Activity. Beside client.ts (same request(), same
 * token) so the pages that never show the trail do not carry these calls.
 */
export interface ActivityFilters {
  from?: string;
  to?: string;
  action?: string;
  record?: string;
}

export const auditApi = {
  history: (kind: "summaries" | "transcriptions", id: string, next?: string | null) =>
    request<AuditPageView>(
      "GET",
      `/${kind}/${encodeURIComponent(id)}/history${next ? `?next=${encodeURIComponent(next)}` : ""}`,
    ),
  activity: (filters: ActivityFilters, next?: string | null, limit?: number) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
    if (next) query.set("next", next);
    if (limit) query.set("limit", String(limit));
    const text = query.toString();
    return request<AuditPageView>("GET", `/activity${text ? `?${text}` : ""}`);
  },
};
