// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import {
  INTERPRETER_CHECK_LABEL,
  interpreterCheckRequired,
  TRANSLATION_OUTDATED,
  type TranslationView,
} from "#contracts/translation";

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
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#web/api/translation", () => ({ translationApi }));
vi.mock("#web/hooks/useToast", () => ({ notify }));

import { EmailPanel } from "#web/components/EmailPanel";
import { PatientLanguageSelect } from "#web/components/translation/PatientLanguageSelect";
import { TranslationReview, TranslationSendNote } from "#web/components/translation/TranslationReview";
import { translationBlock, usePatientTranslation } from "#web/hooks/usePatientTranslation";

afterEach(cleanup);
beforeEach(() => {
  vi.resetAllMocks();
  translationApi.rememberLanguage.mockResolvedValue({ language: "es" });
  translationApi.lookupLanguage.mockResolvedValue({ language: null });
});

const AT = "2026-11-27T10:00:00.000Z";
const WARNING: ReviewFlag = {
  kind: "warning",
  value: "chest pain",
  verdict: "omitted",
  reason: "The source's warning sign is not in the summary.",
};

function translation(overrides: Partial<TranslationView> = {}): TranslationView {
  return {
    language: "es",
    languageName: "Spanish",
    dir: "ltr",
    text: "## Cuándo pedir ayuda\n- Llame al 911 si tiene dolor de cofre.",
    rows: [
      { english: "## When to get help", translated: "## Cuándo pedir ayuda", back: "## When to ask help", flags: [] },
      {
        english: "- Call 911 if you have chest pain.",
        translated: "- Llame al 911 si tiene dolor de cofre.",
        back: "- Call 911 if you have ache of chest of drawers.",
        flags: [0],
      },
    ],
    flags: [WARNING],
    englishRevision: 2,
    updatedAt: AT,
    edited: false,
    outdated: false,
    interpreterNote: null,
    interpreterCheck: null,
    createdAt: AT,
    ...overrides,
  };
}

function summary(overrides: Partial<SummaryView> = {}): SummaryView {
  return {
    id: "s1",
    patientName: "Lucia Diaz",
    originalFilename: "letter.pdf",
    status: "ready",
    stage: "done",
    error: null,
    summaryContent: "## When to get help\n- Call 911 if you have chest pain.",
    engine: "local",
    sourceGrade: null,
    summaryGrade: null,
    targetGrade: 8,
    wordCount: 10,
    flags: [],
    patientEmail: null,
    sentAt: null,
    createdAt: AT,
    expiresAt: null,
    chatHistory: [],
    deliveryStatus: "draft",
    revision: 2,
    translation: null,
    ...overrides,
  };
}

/** A summary's send panel and translation review, as the summary pages put them together. */
function SummaryWithLanguage({ initial }: { initial: SummaryView }) {
  const [row, setRow] = useState<SummaryView>(initial);
  const language = usePatientTranslation({
    row,
    onRow: (next) => next && setRow(next),
    translate: (code, api) => api.translateSummary(row.id, { language: code, revision: row.revision ?? 1 }),
  });
  return (
    <>
      {language.translation && <TranslationReview translation={language} editable />}
      <EmailPanel summaryId={row.id} onSent={vi.fn()} language={language} />
    </>
  );
}

describe("why Send waits on the translation", () => {
  it("waits for a translation into the language chosen", () => {
    expect(translationBlock("es", null, null)).toEqual({
      reason: "Translate the summary into Spanish first, or choose English.",
    });
  });

  it("waits while the translation is being made", () => {
    expect(translationBlock("es", null, "translate")).toEqual({ reason: "Translating the summary into Spanish…" });
  });

  it("waits for a translation made from an earlier English to be made again", () => {
    expect(translationBlock("es", translation({ outdated: true }), null)).toEqual({ reason: TRANSLATION_OUTDATED });
  });

  it("waits for every difference to be checked", () => {
    expect(translationBlock("es", translation(), null)).toEqual({
      reason: "Please confirm or correct the 1 highlighted difference in the translation before sending.",
    });
  });

  it("waits for the interpreter check where machine translation is weaker", () => {
    const vietnamese = translation({
      language: "vi",
      languageName: "Vietnamese",
      flags: [],
      interpreterNote: "Machine translation into Vietnamese is known to make more mistakes.",
    });

    expect(translationBlock("vi", vietnamese, null)).toEqual({ reason: interpreterCheckRequired("Vietnamese") });
  });

  it("lets English go, and a checked translation", () => {
    expect(translationBlock("en", null, null)).toBeNull();
    expect(translationBlock("es", translation({ flags: [] }), null)).toBeNull();
  });
});

describe("the patient language select", () => {
  it("lists English first and, offline, shows a language with no local pair as not available offline", () => {
    render(<PatientLanguageSelect value="en" offline disabled={false} onChange={vi.fn()} />);

    const options = screen.getAllByRole<HTMLOptionElement>("option");
    expect(options[0].textContent).toBe("English");
    const chinese = options.find((o) => o.value === "zh");
    expect(chinese?.disabled).toBe(true);
    expect(chinese?.textContent).toContain("Not available offline");
    expect(options.find((o) => o.value === "es")?.disabled).toBe(false);
  });

  it("offers every language with Amazon Translate", () => {
    render(<PatientLanguageSelect value="en" offline={false} disabled={false} onChange={vi.fn()} />);

    expect(screen.getAllByRole<HTMLOptionElement>("option").every((o) => !o.disabled)).toBe(true);
  });
});

describe("translating from the send panel", () => {
  it("translates the final English at the version shown when a language is chosen", async () => {
    translationApi.translateSummary.mockResolvedValue(summary({ translation: translation() }));
    render(<SummaryWithLanguage initial={summary()} />);

    await userEvent.selectOptions(screen.getByLabelText("Patient language"), "es");

    expect(await screen.findByRole("region", { name: "Spanish translation" })).toBeTruthy();
    expect(translationApi.translateSummary).toHaveBeenCalledWith("s1", { language: "es", revision: 2 });
  });

  it("keeps Send off while a difference is open", async () => {
    render(<SummaryWithLanguage initial={summary({ translation: translation() })} />);
    await userEvent.type(screen.getByLabelText("Patient email"), "lucia@example.com");

    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(true);
    expect(screen.getByText(/1 highlighted difference in the translation/)).toBeTruthy();
  });

  it("chooses the language remembered for the address once it is entered", async () => {
    translationApi.lookupLanguage.mockResolvedValue({ language: "es" });
    translationApi.translateSummary.mockResolvedValue(summary({ translation: translation() }));
    render(<SummaryWithLanguage initial={summary()} />);

    await userEvent.type(screen.getByLabelText("Patient email"), "Lucia@example.com");
    await userEvent.tab();

    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Patient language").value).toBe("es"));
    expect(translationApi.lookupLanguage).toHaveBeenCalledWith("lucia@example.com");
    expect(await screen.findByText("Chosen for this patient before.")).toBeTruthy();
  });

  it("remembers the language chosen for the address entered", async () => {
    translationApi.translateSummary.mockResolvedValue(summary({ translation: translation() }));
    render(<SummaryWithLanguage initial={summary()} />);
    await userEvent.type(screen.getByLabelText("Patient email"), "lucia@example.com");

    await userEvent.selectOptions(screen.getByLabelText("Patient language"), "es");

    await waitFor(() => expect(translationApi.rememberLanguage).toHaveBeenCalledWith("lucia@example.com", "es"));
  });
});

describe("the translation review", () => {
  it("shows each line side by side with the divergent line highlighted", async () => {
    render(<SummaryWithLanguage initial={summary({ translation: translation() })} />);

    const row = screen.getByRole("row", { name: /chest pain/ });
    expect(row.className).toContain("tx-row-flagged");
    expect(row.textContent).toContain("dolor de cofre");
    expect(row.textContent).toContain("chest of drawers");
  });

  it("shows a right-to-left language's column right to left", async () => {
    const arabic = translation({ language: "ar", languageName: "Arabic", dir: "rtl", flags: [] });
    render(<SummaryWithLanguage initial={summary({ translation: arabic })} />);

    const cells = document.querySelectorAll("td.tx-cell-translated");
    expect(cells.length).toBe(2);
    expect([...cells].every((cell) => cell.getAttribute("dir") === "rtl" && cell.getAttribute("lang") === "ar")).toBe(
      true,
    );
  });

  it('records "This is correct" with the clinician\'s reason on the translation as it was read', async () => {
    translationApi.confirmTranslationFlags.mockResolvedValue(
      summary({
        translation: translation({
          flags: [
            { ...WARNING, resolution: { action: "accepted", reason: "Read with her son.", by: "Dr Lee", at: AT } },
          ],
        }),
      }),
    );
    render(<SummaryWithLanguage initial={summary({ translation: translation() })} />);

    await userEvent.click(screen.getByRole("button", { name: "This is correct: chest pain" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Why is it correct?" }), "Read with her son.{Enter}");

    await waitFor(() =>
      expect(translationApi.confirmTranslationFlags).toHaveBeenCalledWith("s1", {
        revision: 2,
        updatedAt: AT,
        flags: [flagKey(WARNING)],
        reason: "Read with her son.",
      }),
    );
    expect(await screen.findByText("1 difference checked")).toBeTruthy();
  });

  it("sends the clinician's own wording to be checked again", async () => {
    translationApi.editTranslation.mockResolvedValue(
      summary({ translation: translation({ flags: [], edited: true }) }),
    );
    render(<SummaryWithLanguage initial={summary({ translation: translation() })} />);

    await userEvent.click(screen.getAllByRole("button", { name: "Edit translation" })[0]);
    const editor = screen.getByLabelText(/Spanish translation, one line/);
    await userEvent.clear(editor);
    await userEvent.type(editor, "Llame al 911 si tiene dolor en el pecho.");
    await userEvent.click(screen.getByRole("button", { name: "Save and check" }));

    await waitFor(() =>
      expect(translationApi.editTranslation).toHaveBeenCalledWith("s1", {
        revision: 2,
        updatedAt: AT,
        text: "Llame al 911 si tiene dolor en el pecho.",
      }),
    );
  });

  it("says an outdated translation is outdated and translates it again", async () => {
    translationApi.translateSummary.mockResolvedValue(summary({ translation: translation() }));
    render(<SummaryWithLanguage initial={summary({ translation: translation({ outdated: true }) })} />);

    expect(screen.getAllByText(TRANSLATION_OUTDATED).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Translate again" }));

    expect(translationApi.translateSummary).toHaveBeenCalledWith("s1", { language: "es", revision: 2 });
  });
});

describe("the interpreter check on the send panel", () => {
  const vietnamese = translation({
    language: "vi",
    languageName: "Vietnamese",
    flags: [],
    interpreterNote: "Machine translation into Vietnamese is known to make more mistakes.",
  });

  it("shows the note with the box to tick, and records the tick", async () => {
    translationApi.confirmInterpreter.mockResolvedValue(
      summary({ translation: { ...vietnamese, interpreterCheck: { by: "Dr Lee", at: AT } } }),
    );
    render(<SummaryWithLanguage initial={summary({ translation: vietnamese })} />);
    await userEvent.type(screen.getByLabelText("Patient email"), "lan@example.com");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(true);

    await userEvent.click(await screen.findByRole("checkbox", { name: INTERPRETER_CHECK_LABEL }));

    expect(translationApi.confirmInterpreter).toHaveBeenCalledWith("s1", {
      revision: 2,
      updatedAt: AT,
      confirmed: true,
    });
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(false));
    expect(screen.getByText(/Confirmed by Dr Lee/)).toBeTruthy();
  });

  it("is not asked for a language machine translation handles well", () => {
    render(<TranslationSendNote translation={{ translation: translation({ flags: [] }) } as never} disabled={false} />);

    expect(screen.queryByRole("checkbox", { name: INTERPRETER_CHECK_LABEL })).toBeNull();
  });
});
