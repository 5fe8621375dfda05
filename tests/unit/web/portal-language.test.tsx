// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortalSummary } from "#contracts/delivery";
import { ApiError } from "#web/api/http";

const api = vi.hoisted(() => ({
  openPortal: vi.fn<(id: string, token: string) => Promise<PortalSummary>>(),
  portalChat: vi.fn<(id: string, token: string, message: string) => Promise<{ reply: string }>>(),
}));
vi.mock("#web/api/public", () => ({
  openPortal: api.openPortal,
  portalSummaryArrived: () => null,
  publicApi: { portalChat: api.portalChat },
}));

const { default: PatientPortalPage } = await import("#web/pages/PatientPortalPage");

const ENGLISH: PortalSummary = {
  id: "01sum",
  patient_name: "Maria Gonzalez",
  created_at: "2026-03-02T10:00:00.000Z",
  summary_content: "## Your medicines\n- Take aspirin 81 mg once a day.",
  chat_history: [],
  prepared_by: null,
  practice_phone: null,
  emergency_number: "911",
};
const SPANISH: PortalSummary = {
  ...ENGLISH,
  translation: {
    language: "es",
    native_name: "Español",
    dir: "ltr",
    text: "## Sus medicamentos\n- Tome aspirina 81 mg.",
  },
};

beforeEach(() => {
  window.history.replaceState(null, "", "/patient-portal/01sum#tok");
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  document.documentElement.lang = "";
});

describe("the patient portal in the patient's language (issue 23, part 2)", () => {
  it("shows an English summary as before, with no language switch", async () => {
    api.openPortal.mockResolvedValue(ENGLISH);

    render(<PatientPortalPage summaryId="01sum" />);

    const region = await screen.findByRole("region", { name: "Your summary" });
    expect(within(region).getByRole("heading", { name: "Your visit summary" })).toBeTruthy();
    expect(region.textContent).toContain("Take aspirin 81 mg once a day.");
    expect(screen.queryByRole("button", { name: "Show the English original" })).toBeNull();
  });

  it("shows the Spanish translation in Spanish, and the English original on request", async () => {
    api.openPortal.mockResolvedValue(SPANISH);

    render(<PatientPortalPage summaryId="01sum" />);
    const region = await screen.findByRole("region", { name: "Su resumen" });
    const spanish = region.querySelector('.portal-summary[lang="es"]')?.textContent;
    fireEvent.click(within(region).getByRole("button", { name: "Ver el original en inglés" }));

    expect(spanish).toContain("Tome aspirina 81 mg.");
    expect(document.documentElement.lang).toBe("es");
    expect(region.querySelector('.portal-summary[lang="es"]')).toBeNull();
    expect(region.querySelector('.portal-summary[lang="en"]')?.textContent).toContain("Take aspirin 81 mg once a day.");
    expect(within(region).getByRole("button", { name: "Ver en español" })).toBeTruthy();
  });

  it("keeps the conversation when the patient switches to the English original", async () => {
    api.openPortal.mockResolvedValue(SPANISH);
    api.portalChat.mockResolvedValue({ reply: "Tome aspirina 81 mg." });
    render(<PatientPortalPage summaryId="01sum" />);
    fireEvent.change(await screen.findByRole("textbox", { name: "Su pregunta" }), {
      target: { value: "¿Cuánta aspirina?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    await screen.findByText("Tome aspirina 81 mg.", { selector: ".bubble" });

    fireEvent.click(screen.getByRole("button", { name: "Ver el original en inglés" }));

    expect(screen.getByText("¿Cuánta aspirina?", { selector: ".bubble" })).toBeTruthy();
    expect(screen.getByText("Tome aspirina 81 mg.", { selector: ".bubble" })).toBeTruthy();
  });

  it("says that a link is invalid in the language the link names", async () => {
    window.history.replaceState(null, "", "/patient-portal/01sum?lang=es#tok");
    api.openPortal.mockRejectedValue(
      new ApiError(404, "Unable to load your summary. This link may be invalid or expired."),
    );

    render(<PatientPortalPage summaryId="01sum" />);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error de acceso");
    expect(alert.textContent).toContain("No se pudo cargar su resumen.");
  });
});
