// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortalQuestions } from "#contracts/care-team";
import type { PortalSummary } from "#contracts/delivery";
import { ApiError } from "#web/api/http";

const api = vi.hoisted(() => ({
  openPortal: vi.fn<(id: string, token: string) => Promise<PortalSummary>>(),
  portalChat: vi.fn<(id: string, token: string, message: string) => Promise<{ reply: string; notCovered?: boolean }>>(),
  askCareTeam: vi.fn<(id: string, token: string, question: string) => Promise<PortalQuestions>>(),
}));
vi.mock("#web/api/public", () => ({
  openPortal: api.openPortal,
  portalSummaryArrived: () => null,
  publicApi: { portalChat: api.portalChat, askCareTeam: api.askCareTeam },
}));

const { default: PatientPortalPage } = await import("#web/pages/PatientPortalPage");

const SUMMARY: PortalSummary = {
  id: "01sum",
  patient_name: "Maria Gonzalez",
  created_at: "2026-03-02T10:00:00.000Z",
  summary_content: "## Your medicines\n- Take aspirin 81 mg once a day.",
  chat_history: [],
  prepared_by: null,
  practice_phone: null,
  emergency_number: "911",
};
const NOT_COVERED = "Your summary does not cover that. Please ask your care team, who know your full medical history.";
const QUESTION = "Can I go scuba diving?";

async function askInChat(question: string) {
  fireEvent.change(await screen.findByRole("textbox", { name: "Your question" }), { target: { value: question } });
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
}

beforeEach(() => {
  window.history.replaceState(null, "", "/patient-portal/01sum#tok");
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("sending a question the summary cannot answer to the care team (issue 25)", () => {
  it("offers it under an answer that says the summary does not cover the question, and only there", async () => {
    api.openPortal.mockResolvedValue(SUMMARY);
    api.portalChat.mockResolvedValueOnce({ reply: "Here is what your summary says:\n- Aspirin.", notCovered: false });
    api.portalChat.mockResolvedValueOnce({ reply: NOT_COVERED, notCovered: true });
    render(<PatientPortalPage summaryId="01sum" />);

    await askInChat("How much aspirin?");
    await screen.findByText(/Here is what your summary says/);
    const offersBefore = screen.queryAllByRole("button", { name: "Send this question to your care team" });
    await askInChat(QUESTION);
    await screen.findByText(NOT_COVERED);

    expect(offersBefore).toHaveLength(0);
    expect(screen.getAllByRole("button", { name: "Send this question to your care team" })).toHaveLength(1);
  });

  it("opens the question to send, says plainly it is not for emergencies, and sends it", async () => {
    api.openPortal.mockResolvedValue(SUMMARY);
    api.portalChat.mockResolvedValue({ reply: NOT_COVERED, notCovered: true });
    api.askCareTeam.mockResolvedValue({
      questions: [{ id: "q1", question: QUESTION, askedAt: "2026-03-03T10:00:00.000Z", reply: null, repliedAt: null }],
      remainingToday: 4,
    });
    render(<PatientPortalPage summaryId="01sum" />);
    await askInChat(QUESTION);

    fireEvent.click(await screen.findByRole("button", { name: "Send this question to your care team" }));
    const field = screen.getByRole("textbox", { name: "Your question to your care team" }) as HTMLTextAreaElement;
    const warning = screen.getByRole("note");
    fireEvent.click(screen.getByRole("button", { name: "Send to my care team" }));

    expect(field.value).toBe(QUESTION);
    expect(warning.textContent).toMatch(/Not for emergencies.*call your local emergency number/);
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Sent to your care team. Their reply will appear on this page, and we will email you when they reply.",
    );
    expect(api.askCareTeam).toHaveBeenCalledWith("01sum", "tok", QUESTION);
    const thread = screen.getByRole("region", { name: "Your questions to your care team" });
    expect(within(thread).getByText(QUESTION)).toBeTruthy();
    expect(within(thread).getByText("Waiting for a reply")).toBeTruthy();
  });

  it("shows the limit's words when the day's questions are used up, and keeps the question", async () => {
    api.openPortal.mockResolvedValue(SUMMARY);
    api.portalChat.mockResolvedValue({ reply: NOT_COVERED, notCovered: true });
    const limit =
      "You have sent 5 questions about this summary today. Please try again tomorrow, or phone your care team.";
    api.askCareTeam.mockRejectedValue(new ApiError(429, limit));
    render(<PatientPortalPage summaryId="01sum" />);
    await askInChat(QUESTION);

    fireEvent.click(await screen.findByRole("button", { name: "Send this question to your care team" }));
    fireEvent.click(screen.getByRole("button", { name: "Send to my care team" }));

    expect((await screen.findByRole("alert")).textContent).toBe(limit);
    expect(screen.getByRole("textbox", { name: "Your question to your care team" })).toHaveProperty("value", QUESTION);
  });

  it("shows the care team's reply when the patient opens the portal again", async () => {
    api.openPortal.mockResolvedValue({
      ...SUMMARY,
      questions: [
        {
          id: "q1",
          question: QUESTION,
          askedAt: "2026-03-03T10:00:00.000Z",
          reply: "Please wait until your check-up.",
          repliedAt: "2026-03-04T09:00:00.000Z",
        },
      ],
    });

    render(<PatientPortalPage summaryId="01sum" />);

    const thread = await screen.findByRole("region", { name: "Your questions to your care team" });
    expect(within(thread).getByText("Reply from your care team")).toBeTruthy();
    expect(within(thread).getByText("Please wait until your check-up.")).toBeTruthy();
  });
});
