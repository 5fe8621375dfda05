// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StatusChip, statusTone } from "#web/components/ui/Badge";
import { ResponsiveTable } from "#web/components/ui/ResponsiveTable";

afterEach(cleanup);

describe("the responsive table", () => {
  it("is a captioned table whose every cell carries its column name for the card layout", () => {
    render(
      <ResponsiveTable
        caption="Past summaries"
        columns={[
          { header: "Patient", cell: (r: { name: string; file: string }) => r.name },
          { header: "Original File", cell: (r) => r.file, kind: "truncate" },
        ]}
        rows={[{ name: "Maria Gonzalez", file: "discharge.pdf" }]}
        rowKey={(r) => r.name}
      />,
    );

    const table = screen.getByRole("table", { name: "Past summaries" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Patient", "Original File"]);
    const cells = within(table).getAllByRole("cell");
    expect(cells.map((c) => c.getAttribute("data-label"))).toEqual(["Patient", "Original File"]);
    expect(cells[1].className).toBe("rtable-truncate");
  });
});

describe("status chips", () => {
  it("take their colour from what the status means: failed is an error", () => {
    expect(statusTone("failed")).toBe("danger");
    expect(statusTone("processing")).toBe("info");
    expect(statusTone("ready")).toBe("success");
    expect(statusTone("something new")).toBe("neutral");
  });

  it("name the status in words", () => {
    render(<StatusChip status="failed" />);

    expect(screen.getByText("Failed").className).toBe("chip chip-danger");
  });
});
