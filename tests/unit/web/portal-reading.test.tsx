// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatPanel } from "#web/components/ChatPanel";
import { shownSources, sourceGroups } from "#web/components/portal/sentence-links";
import { suggestionSubjects } from "#web/components/portal/suggested-questions";
import { voiceFor } from "#web/hooks/useReadAloud";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SUMMARY = [
  "## Your medicines",
  "- New: Metoprolol succinate 25 mg every day.",
  "- Keep taking: Aspirin 81 mg every day.",
  "## When to get help",
  "- Call 911 if the chest pain comes back.",
  "## Your follow-up appointments",
  "- Cardiology clinic in 2 weeks.",
].join("\n");

describe("the questions the portal's chat offers (issue 25, part 4)", () => {
  it("are drawn from the summary: its new medicine, its follow-up and its warning signs", () => {
    expect(suggestionSubjects(SUMMARY)).toEqual({
      newMedicine: "Metoprolol succinate",
      appointment: true,
      warnings: true,
    });
  });

  it("leave out a subject the summary does not have", () => {
    const noNewMedicine = "## Your medicines\n- Keep taking: Aspirin 81 mg every day.\n## What we did\nWe listened.";

    expect(suggestionSubjects(noNewMedicine)).toEqual({ appointment: false, warnings: false });
  });

  it("take a medicine's name without its dose, bracket or comma", () => {
    expect(suggestionSubjects("- **New:** Salbutamol inhaler, 2 puffs when needed.").newMedicine).toBe(
      "Salbutamol inhaler",
    );
    expect(suggestionSubjects("- New: Amoxicillin (an antibiotic) 500 mg.").newMedicine).toBe("Amoxicillin");
  });

  it("are asked when tapped, and not offered again once asked", async () => {
    const ask = vi.fn(async () => ({ reply: "Cardiology clinic in 2 weeks.", sources: [6] }));
    const suggestions = ["When is my next appointment?", "What should I watch for?"];
    render(
      <ChatPanel
        initial={[]}
        ask={ask}
        onError={vi.fn()}
        fit
        suggestions={suggestions}
        renderSources={(sources) => <span>sources {sources.join(",")}</span>}
      />,
    );

    await userEvent.click(screen.getByRole("button", { name: "When is my next appointment?" }));

    expect(ask).toHaveBeenCalledWith("When is my next appointment?");
    expect(await screen.findByText("sources 6")).toBeTruthy();
    const offered = within(screen.getByRole("group")).getAllByRole("button");
    expect(offered.map((b) => b.textContent)).toEqual(["What should I watch for?"]);
  });

  it("leave the clinician's chat as it was: fixed height, no suggestions, a plain reply", async () => {
    render(<ChatPanel initial={[]} ask={async () => "An answer."} onError={vi.fn()} />);

    expect(screen.getByRole("region").style.height).toBe("500px");
    expect(screen.queryByRole("group")).toBeNull();
  });
});

describe("an answer's sources on the page (issue 25, part 5)", () => {
  it("are the server's numbers on the English original", () => {
    expect(shownSources([4], SUMMARY, SUMMARY)).toEqual([4]);
  });

  it("are the translated sentences of the same lines on a translation kept line by line", () => {
    const spanish = [
      "## Sus medicamentos",
      "- Nuevo: Metoprolol succinato 25 mg cada día.",
      "- Siga tomando: Aspirina 81 mg cada día.",
      "## Cuándo pedir ayuda",
      "- Llame al 911 si vuelve el dolor de pecho.",
      "## Sus citas",
      "- Cardiología en 2 semanas.",
    ].join("\n");

    expect(shownSources([6], SUMMARY, spanish)).toEqual([6]);
    expect(sourceGroups([6], SUMMARY, spanish)).toEqual([{ heading: "Sus citas", indexes: [6], english: false }]);
  });

  it("send the patient to the English original when the translation's lines do not pair with it", () => {
    const merged = "## Sus medicamentos\n- Nuevo: Metoprolol 25 mg. Siga con la aspirina.";

    expect(shownSources([1], SUMMARY, merged)).toBeNull();
    expect(sourceGroups([1], SUMMARY, merged)).toEqual([{ heading: "Your medicines", indexes: [1], english: true }]);
  });

  it("are grouped by the section they are in, one link each", () => {
    expect(sourceGroups([1, 2, 6], SUMMARY, SUMMARY).map((g) => [g.heading, g.indexes])).toEqual([
      ["Your medicines", [1, 2]],
      ["Your follow-up appointments", [6]],
    ]);
  });
});

describe("the voice that reads the summary (issue 25, part 2)", () => {
  const voice = (lang: string, isDefault = false) =>
    ({ lang, default: isDefault, localService: true }) as SpeechSynthesisVoice;

  it("speaks the summary's language, its region first", () => {
    const voices = [voice("en-US", true), voice("zh-CN"), voice("zh-TW")];

    expect(voiceFor(voices, "zh-TW")?.lang).toBe("zh-TW");
    expect(voiceFor(voices, "es")).toBeUndefined();
    expect(voiceFor([voice("es_ES"), voice("es-MX", true)], "es")?.lang).toBe("es-MX");
  });
});
