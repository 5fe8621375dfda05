// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEventView } from "#contracts/audit-view";

const mocks = vi.hoisted(() => ({ history: vi.fn() }));
vi.mock("#web/api/audit", () => ({ auditApi: { history: mocks.history, activity: vi.fn() } }));

import { activityCsv, historyLine } from "#web/components/audit-lines";
import { HistoryPanel } from "#web/components/HistoryPanel";

afterEach(() => {
  cleanup();
  mocks.history.mockReset();
});

const event = (overrides: Partial<AuditEventView>): AuditEventView => ({
  id: "01jf0000000000000000000000",
  at: "2026-11-27T10:00:00.000Z",
  actor: "clinician",
  action: "open",
  recordType: "summary",
  recordId: "01jf0000000000000000000001",
  outcome: "success",
  browser: "Chrome",
  ...overrides,
});

describe("History lines", () => {
  it("names the address the record holds for a send, since the trail keeps none", () => {
    expect(historyLine(event({ action: "send" }), "maria@example.com")).toMatch(/^Sent to maria@example.com on /);
  });

  it("says when the patient opened the summary", () => {
    expect(historyLine(event({ action: "portal-opened", actor: "patient-link" }))).toMatch(
      /^Opened by the patient on /,
    );
  });

  it("marks a refused request", () => {
    expect(historyLine(event({ action: "delete", outcome: "failure" }))).toMatch(/^Deleted \(refused\) · You · /);
  });

  it("says a failed job failed, without calling the system's failure a refusal", () => {
    expect(historyLine(event({ action: "job-failed", actor: "system", outcome: "failure" }))).toMatch(
      /^Processing failed · System · /,
    );
  });
});

describe("Activity CSV", () => {
  it("has a header and one row per event, with the action's words and the record's id only", () => {
    const csv = activityCsv([event({ action: "send" }), event({ action: "expired", actor: "system", browser: null })]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Time (UTC),Action,Who,Record type,Record id,Outcome,Browser");
    expect(lines[1]).toBe(
      "2026-11-27T10:00:00.000Z,Sent to the patient,You,summary,01jf0000000000000000000001,success,Chrome",
    );
    expect(lines[2]).toBe(
      "2026-11-27T10:00:00.000Z,Deleted by retention,System,summary,01jf0000000000000000000001,success,",
    );
  });

  it("quotes a field with a comma and defuses one a spreadsheet would run as a formula", () => {
    const csv = activityCsv([event({ browser: "=HYPERLINK(1,2)" })]);
    expect(csv).toContain(`"'=HYPERLINK(1,2)"`);
  });
});

describe("HistoryPanel", () => {
  it("reads nothing until the clinician opens it, then lists the record's events", async () => {
    mocks.history.mockResolvedValue({ events: [event({ action: "create" })], next: null });
    const { container } = render(<HistoryPanel kind="summaries" id="01jf0000000000000000000001" />);
    expect(mocks.history).not.toHaveBeenCalled();

    const details = container.querySelector("details") as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event("toggle"));

    await waitFor(() => expect(screen.getByText(/^Created · You · /)).toBeTruthy());
    expect(mocks.history).toHaveBeenCalledWith("summaries", "01jf0000000000000000000001", null);
  });
});
