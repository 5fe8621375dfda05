// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PortalSummary } from "#contracts/delivery";

const SUMMARY: PortalSummary = {
  id: "01sum",
  patient_name: "Maria Gonzalez",
  created_at: "2026-03-02T10:00:00.000Z",
  prepared_by: null,
  chat_history: [],
  practice_phone: null,
  emergency_number: "911",
  summary_content: "## Your medicines\n- Take aspirin 81 mg once a day.",
};

vi.mock("#web/api/public", () => ({
  openPortal: async () => SUMMARY,
  portalSummaryArrived: () => null,
  publicApi: { portalChat: vi.fn() },
}));
// The chat's chunk does not arrive (the patient's network dropped after the page loaded).
vi.mock("#web/components/portal/PortalAsk", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

const { default: PatientPortalPage } = await import("#web/pages/PatientPortalPage");

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the portal's chat failing to load", () => {
  it("keeps the summary on the page and says the chat is unavailable", async () => {
    window.history.replaceState(null, "", "/patient-portal/01sum#tok");
    render(<PatientPortalPage summaryId="01sum" />);

    const notice = await screen.findByText("The service is busy. Please try again in a moment.");

    const summary = screen.getByRole("region", { name: "Your summary" });
    expect(summary.textContent).toContain("aspirin 81 mg once a day");
    expect(notice).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Chat" })).toBeNull();
  });
});
