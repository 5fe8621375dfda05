// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RetentionCard } from "#web/components/RetentionCard";

afterEach(cleanup);

describe("RetentionCard", () => {
  it("offers the six labelled periods while auto-delete is on", () => {
    render(<RetentionCard autoDelete hours={72} onAutoDelete={vi.fn()} onHours={vi.fn()} />);

    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["1 Hour", "1 Day", "3 Days (recommended)", "7 Days", "30 Days", "Never"]);
  });

  it("hides the period selector when auto-delete is off", () => {
    render(<RetentionCard autoDelete={false} hours={72} onAutoDelete={vi.fn()} onHours={vi.fn()} />);

    expect(screen.queryByLabelText("Retention period")).toBeNull();
  });

  it("says that data is permanently deleted after the period", () => {
    render(<RetentionCard autoDelete hours={72} onAutoDelete={vi.fn()} onHours={vi.fn()} />);

    expect(screen.getByRole("note").textContent).toContain("permanently deleted");
  });
});
