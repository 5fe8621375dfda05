// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SummaryView } from "#contracts/summaries";
import { TRANSLATION_OUTDATED, type TranslationView } from "#contracts/translation";
import { open } from "./transcription-detail-page";
import { transcriptionView } from "./transcription-fakes";

const translationApi = vi.hoisted(() => ({
  translateSummary: vi.fn(),
  translateTranscription: vi.fn(),
  editTranslation: vi.fn(),
  confirmTranslationFlags: vi.fn(),
  confirmInterpreter: vi.fn(),
  getSummary: vi.fn(),
  lookupLanguage: vi.fn(),
  rememberLanguage: vi.fn(),
}));
vi.mock("#web/api/translation", () => ({ translationApi }));

beforeEach(() => {
  translationApi.lookupLanguage.mockResolvedValue({ language: null });
  translationApi.rememberLanguage.mockResolvedValue({ language: null });
});

const SUMMARY = "## Your visit\nYou told us about chest pain.";
const AT = "2026-11-27T10:00:00.000Z";

function row(english = SUMMARY, overrides: Partial<TranslationView> = {}): SummaryView {
  const lines = english.split("\n");
  return {
    id: "01ROW",
    patientName: "Ada Lovelace",
    originalFilename: "From transcription 01TRANSCRIPTION",
    status: "ready",
    stage: "done",
    error: null,
    summaryContent: english,
    engine: "local",
    sourceGrade: null,
    summaryGrade: null,
    targetGrade: 8,
    wordCount: 8,
    flags: [],
    patientEmail: null,
    sentAt: null,
    createdAt: AT,
    expiresAt: null,
    chatHistory: [],
    deliveryStatus: "draft",
    revision: 1,
    translation: {
      language: "es",
      languageName: "Spanish",
      dir: "ltr",
      text: "## Su visita\nNos habló de dolor de pecho.",
      rows: lines.map((l) => ({ english: l, translated: `es: ${l}`, back: l, flags: [] })),
      flags: [],
      englishRevision: 1,
      updatedAt: AT,
      edited: false,
      outdated: false,
      interpreterNote: null,
      interpreterCheck: null,
      createdAt: AT,
      ...overrides,
    },
  };
}

describe("a transcription's patient summary in the patient's language", () => {
  it("translates through the transcription and shows the review under its summary", async () => {
    translationApi.translateTranscription.mockResolvedValue(row());
    await open(transcriptionView({ patientSummary: SUMMARY }));
    const panel = screen.getByRole("region", { name: "Email to patient" });

    await userEvent.selectOptions(within(panel).getByLabelText("Patient language"), "es");

    expect(await screen.findByRole("region", { name: "Spanish translation" })).toBeTruthy();
    expect(translationApi.translateTranscription).toHaveBeenCalledWith("01TRANSCRIPTION", "es");
  });

  it("shows the translation made before a reload, from the row it lives on", async () => {
    translationApi.getSummary.mockResolvedValue(row());

    await open(transcriptionView({ patientSummary: SUMMARY, translationRowId: "01ROW" }));

    expect(await screen.findByRole("region", { name: "Spanish translation" })).toBeTruthy();
    expect(translationApi.getSummary).toHaveBeenCalledWith("01ROW");
  });

  it("says the translation is outdated once the summary it was made from changed, and holds Send", async () => {
    translationApi.getSummary.mockResolvedValue(row());
    await open(
      transcriptionView({
        patientSummary: `${SUMMARY}\nDrink plenty of water.`,
        patientEmail: "ada@example.com",
        translationRowId: "01ROW",
      }),
    );

    const review = await screen.findByRole("region", { name: "Spanish translation" });
    expect(within(review).getByText(TRANSLATION_OUTDATED)).toBeTruthy();
    const panel = screen.getByRole("region", { name: "Email to patient" });
    await waitFor(() =>
      expect(within(panel).getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(true),
    );
    expect(within(panel).getByText(TRANSLATION_OUTDATED)).toBeTruthy();
  });
});
