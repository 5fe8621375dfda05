// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CustomTemplate } from "#contracts/templates";
import { TemplateCard } from "#web/components/TemplateCard";

afterEach(cleanup);

const saved = (n: number): CustomTemplate[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    name: `Template ${i}`,
    content: "x",
    kind: "summary",
    createdAt: "2026-11-21T00:00:00.000Z",
  }));

function renderCard(overrides: Partial<Parameters<typeof TemplateCard>[0]> = {}) {
  return render(
    <TemplateCard
      kind="summary"
      options={[
        { value: "discharge_summary", label: "Discharge Summary" },
        { value: "custom", label: "Custom (write your own)" },
      ]}
      choice="discharge_summary"
      customText=""
      preview="## Why you were in hospital"
      dirty={false}
      busy={false}
      custom={[]}
      limit={5}
      onSelect={vi.fn()}
      onCustomText={vi.fn()}
      onConfirm={vi.fn()}
      onSaveCustom={vi.fn(async () => true)}
      onDelete={vi.fn()}
      {...overrides}
    />,
  );
}

describe("TemplateCard", () => {
  it("disables Confirm Template until a selection changes", () => {
    renderCard({ dirty: false });

    expect(screen.getByRole("button", { name: "Confirm Template" })).toHaveProperty("disabled", true);
  });

  it("enables Confirm Template while the selection is dirty", () => {
    renderCard({ dirty: true });

    expect(screen.getByRole("button", { name: "Confirm Template" })).toHaveProperty("disabled", false);
  });

  it("counts saved templates in the save button", () => {
    renderCard({ custom: saved(2) });

    expect(screen.getByRole("button", { name: "Save as Custom (2/5)" })).toHaveProperty("disabled", false);
  });

  it("disables saving at five templates", () => {
    renderCard({ custom: saved(5) });

    expect(screen.getByRole("button", { name: "Save as Custom (5/5)" })).toHaveProperty("disabled", true);
  });

  it("shows the free-text editor only when 'custom' is chosen", () => {
    renderCard({ choice: "custom" });

    expect(screen.getByLabelText("Custom summary template")).toBeTruthy();
  });

  it("uses the clinical wording on the clinical card", () => {
    renderCard({ kind: "clinical" });

    expect(screen.getByRole("button", { name: "Save Clinical Template (0/5)" })).toBeTruthy();
  });
});
