// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewFlag } from "#contracts/review-flags";
import { NotesCheckList } from "#web/components/review/NotesCheckList";

afterEach(cleanup);

const reversed: ReviewFlag = {
  kind: "medication",
  value: "Stop apixaban",
  verdict: "contradicted",
  reason: "The recording says start apixaban; the notes say stop.",
  evidence: [{ quote: "start apixaban five milligrams twice daily", start: 12.5, end: 15 }],
};

describe("the notes' findings", () => {
  it("shows each claim with its verdict in plain words, the reason and the recording's words", () => {
    render(<NotesCheckList flags={[reversed]} />);

    expect(screen.getByRole("heading", { name: "Worth checking against the recording" })).toBeTruthy();
    expect(screen.getByText("Says the opposite of the source")).toBeTruthy();
    expect(screen.getByText("The recording says start apixaban; the notes say stop.")).toBeTruthy();
    expect(screen.getByText("start apixaban five milligrams twice daily")).toBeTruthy();
  });

  it("plays the recording from where the evidence was said", async () => {
    const onPlay = vi.fn();
    render(<NotesCheckList flags={[reversed]} onPlay={onPlay} />);

    await userEvent.click(screen.getByRole("button", { name: /Play the recording from/ }));

    expect(onPlay).toHaveBeenCalledWith(12.5);
  });

  it("shows nothing when the notes agree with the recording", () => {
    const { container } = render(<NotesCheckList flags={[]} />);

    expect(container.innerHTML).toBe("");
  });
});
