// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RetentionProgress } from "#contracts/settings";
import { RetentionCard } from "#web/components/RetentionCard";

afterEach(cleanup);

const idle = { progress: null, finishedHere: false };

/** The card at 1 day, with the progress of a retention change. */
const withProgress = (progress: RetentionProgress, finishedHere = false) =>
  render(
    <RetentionCard
      autoDelete
      hours={24}
      onAutoDelete={vi.fn()}
      onHours={vi.fn()}
      progress={progress}
      finishedHere={finishedHere}
    />,
  );

describe("RetentionCard", () => {
  it("offers the six labelled periods while auto-delete is on", () => {
    render(<RetentionCard autoDelete hours={72} onAutoDelete={vi.fn()} onHours={vi.fn()} {...idle} />);

    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["1 Hour", "1 Day", "3 Days (recommended)", "7 Days", "30 Days", "Never"]);
  });

  it("hides the period selector when auto-delete is off", () => {
    render(<RetentionCard autoDelete={false} hours={72} onAutoDelete={vi.fn()} onHours={vi.fn()} {...idle} />);

    expect(screen.queryByLabelText("Retention period")).toBeNull();
  });

  it("says that data is permanently deleted after the period", () => {
    render(<RetentionCard autoDelete hours={72} onAutoDelete={vi.fn()} onHours={vi.fn()} {...idle} />);

    expect(screen.getByRole("note").textContent).toContain("permanently deleted");
  });

  it("says how many records a retention change is being applied to while it runs", () => {
    const progress = { state: "applying" as const, done: 1200, total: 2400 };

    withProgress(progress);

    expect(screen.getByRole("status").textContent).toBe("Applying to 2,400 records… 1,200 done.");
  });

  it("says the change could not be applied to every record, and how to try again", () => {
    const progress = { state: "failed" as const, done: 100, total: 2400 };

    withProgress(progress);

    expect(screen.getByRole("alert").textContent).toContain("select Save Changes to apply it again");
  });

  it("says nothing of a change finished before the page was opened", () => {
    const progress = { state: "done" as const, done: 2400, total: 2400 };

    withProgress(progress);

    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says so plainly when there were no existing records to change", () => {
    const progress = { state: "done" as const, done: 0, total: 0 };

    withProgress(progress, true);

    expect(screen.getByRole("status").textContent).toBe("No existing records needed changing.");
  });
});
