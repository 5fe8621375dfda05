// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FlagHighlights } from "#web/components/review/FlagHighlights";
import { SummaryEditor } from "#web/components/review/SummaryEditor";

afterEach(cleanup);

const TEXT =
  "Hello Harriet.\n\n## Why you were in hospital\nHigh potassium.\nA 3-month average.\n\n## Your medicines\n- Metformin 500 mg.\n";
const flags = [
  { kind: "number" as const, value: "3" },
  { kind: "medication" as const, value: "potassium", confirmedAt: "2026-11-24T10:00:00.000Z", confirmedBy: "Dr Lee" },
];

describe("flag highlights", () => {
  it("highlights each flagged value where it stands, and only there", () => {
    const { container } = render(<FlagHighlights text={TEXT} flags={flags} />);

    const marks = [...container.querySelectorAll("mark")].map((m) => [m.textContent, m.getAttribute("data-flag")]);
    expect(marks).toEqual([
      ["potassium", "medication:potassium"],
      ["3", "number:3"],
    ]);
    expect(container.querySelector('mark[data-flag="medication:potassium"]')?.className).toContain("confirmed");
  });
});

describe("summary editor", () => {
  it("edits one section and saves the whole text with the other sections unchanged", async () => {
    const onSave = vi.fn();
    render(<SummaryEditor text={TEXT} saving={false} onSave={onSave} onCancel={() => undefined} />);

    const field = screen.getByLabelText("Why you were in hospital");
    await userEvent.clear(field);
    await userEvent.type(field, "High potassium.");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(onSave).toHaveBeenCalledWith(TEXT.replace("High potassium.\nA 3-month average.", "High potassium."));
  });

  it("carries section edits into the whole-text view", async () => {
    const onSave = vi.fn();
    render(<SummaryEditor text={TEXT} saving={false} onSave={onSave} onCancel={() => undefined} />);

    await userEvent.type(screen.getByLabelText("Your medicines"), "\n- Stop lisinopril.");
    await userEvent.click(screen.getByRole("button", { name: "Whole text" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(onSave).toHaveBeenCalledWith(`${TEXT.trimEnd()}\n- Stop lisinopril.\n`);
  });
});
