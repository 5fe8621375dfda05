// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortalSummary } from "#contracts/delivery";
import { sentenceId, summarySentences } from "#contracts/summary-sentences";

const api = vi.hoisted(() => ({ openPortal: vi.fn<(id: string, token: string) => Promise<PortalSummary>>() }));
vi.mock("#web/api/public", () => ({
  openPortal: api.openPortal,
  portalSummaryArrived: () => null,
  publicApi: { portalChat: vi.fn() },
}));

const { default: PatientPortalPage } = await import("#web/pages/PatientPortalPage");
const { telHref } = await import("#web/components/portal/HelpCard");

const SUMMARY: PortalSummary = {
  id: "01sum",
  patient_name: "Maria Gonzalez",
  created_at: "2026-03-02T10:00:00.000Z",
  prepared_by: null,
  chat_history: [],
  practice_phone: "(555) 010-4477",
  emergency_number: "911",
  summary_content: [
    "## Your medicines",
    "- New: Aspirin 81 mg once a day.",
    "- Changed: Metoprolol 50 mg twice a day.",
    "- Stop taking: Ibuprofen 400 mg three times a day.",
    "- Nitroglycerin 0.4 mg as needed for chest pain.",
    "",
    "## When to get help",
    "- Call 911 if the chest pain comes back.",
    "",
    "## Your follow-up appointments",
    "- Cardiology clinic on May 4, 2099 at 9:30 am.",
    "- Blood test on January 5, 2001.",
    "- See your family doctor in 1 week.",
  ].join("\n"),
};

const open = async (summary: PortalSummary, region = "Your summary") => {
  api.openPortal.mockResolvedValue(summary);
  render(<PatientPortalPage summaryId="01sum" />);
  return screen.findByRole("region", { name: region });
};

beforeEach(() => {
  window.history.replaceState(null, "", "/patient-portal/01sum#tok");
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.lang = "";
});

describe("the portal helps the patient act (issue 25)", () => {
  it("shows the warning signs first, in the help card, and not again in the summary", async () => {
    const region = await open(SUMMARY);

    const card = within(region).getByRole("region", { name: "When to get help" });
    expect(card.textContent).toContain("Call 911 if the chest pain comes back.");
    expect(region.textContent?.split("Call 911 if the chest pain comes back.").length).toBe(2);
  });

  it("makes each warning sign in the card its sentence's target, for Listen and an answer's source link", async () => {
    const sign = summarySentences(SUMMARY.summary_content).find(
      (s) => s.text === "Call 911 if the chest pain comes back.",
    );
    const region = await open(SUMMARY);

    const target = document.getElementById(sentenceId(sign?.index ?? -1));

    const card = within(region).getByRole("region", { name: "When to get help" });
    expect(target?.tagName).toBe("LI");
    expect(card.contains(target)).toBe(true);
  });

  it("offers to call the emergency number and the practice with tel: links", async () => {
    const region = await open(SUMMARY);

    const emergency = within(region).getByRole("link", { name: "Emergency: call 911" });
    // The number's spaces do not break (a narrow screen wraps before it).
    const practice = within(region).getByRole("link", { name: "Call your practice: (555)\u00a0010-4477" });
    expect(emergency.getAttribute("href")).toBe("tel:911");
    expect(practice.getAttribute("href")).toBe("tel:5550104477");
  });

  it("dials a number's digits with its leading plus and without its extension", () => {
    expect(telHref("+1 (555) 123-4567 ext. 12")).toBe("tel:+15551234567");
    expect(telHref("(555) 123-4567")).toBe("tel:5551234567");
  });

  it("offers no practice call when the practice gave no phone", async () => {
    const region = await open({ ...SUMMARY, practice_phone: null });

    expect(within(region).queryByRole("link", { name: /Call your practice/ })).toBeNull();
  });

  it("draws the scheduled medicines as a table with a mark at each time", async () => {
    const region = await open(SUMMARY);

    const table = within(region).getByRole("table", { name: "When to take your medicines" });
    const metoprolol = within(table).getByRole("row", { name: /Metoprolol/ });
    const cells = within(metoprolol)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual(["MorningTake", "Midday", "EveningTake", "Bedtime"]);
  });

  it("says once a day across the times for a once-a-day medicine with no time", async () => {
    const region = await open(SUMMARY);

    const aspirin = within(region).getByRole("row", { name: /Aspirin/ });
    expect(
      within(aspirin)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Once a day"]);
  });

  it("badges a new and a changed medicine", async () => {
    const region = await open(SUMMARY);

    expect(within(region).getByRole("row", { name: /Aspirin/ }).textContent).toContain("New");
    expect(within(region).getByRole("row", { name: /Metoprolol/ }).textContent).toContain("Changed");
  });

  it("keeps stopped and as-needed medicines out of the table, in their own boxes", async () => {
    const region = await open(SUMMARY);

    const table = within(region).getByRole("table");
    expect(table.textContent).not.toContain("Ibuprofen");
    expect(table.textContent).not.toContain("Nitroglycerin");
    const stopped = within(region).getByRole("heading", { name: "Stop or pause these medicines" }).parentElement;
    expect(stopped?.textContent).toContain("StopIbuprofen 400 mg three times a day.");
    const asNeeded = within(region).getByRole("heading", { name: "Only when you need them" }).parentElement;
    expect(asNeeded?.textContent).toContain("Nitroglycerin 0.4 mg as needed for chest pain.");
  });

  it("offers Add to calendar for an upcoming dated appointment only", async () => {
    const region = await open(SUMMARY);

    const buttons = within(region).getAllByRole("button", { name: "Add to calendar" });
    expect(buttons).toHaveLength(1);
    expect(buttons[0].getAttribute("aria-describedby")).toBe("follow-up-0");
  });

  it("saves an .ics file of the appointment when Add to calendar is pressed", async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      blobs.set("blob:ics", blob as Blob);
      return "blob:ics";
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get("blob:ics") as Blob });
    });
    const region = await open(SUMMARY);

    fireEvent.click(within(region).getByRole("button", { name: "Add to calendar" }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe("appointment-2099-05-04.ics");
    const file = await saved[0].blob.text();
    expect(file).toContain("DTSTART:20990504T093000");
    expect(file).toContain("UID:01sum-0@portal.clearnote");
  });

  it("shows a translation as written, with only the numbers to call in the card", async () => {
    const region = await open(
      {
        ...SUMMARY,
        translation: { language: "es", native_name: "Español", dir: "ltr", text: "## Sus medicamentos\n- Aspirina." },
      },
      "Su resumen",
    );

    const card = within(region).getByRole("region", { name: "Cuándo pedir ayuda" });
    expect(card.textContent).toContain("Su resumen, más abajo, indica a qué señales debe estar atento.");
    expect(within(card).getByRole("link", { name: "Emergencias: llame al 911" })).toBeTruthy();
    expect(within(region).queryByRole("table")).toBeNull();
  });
});
