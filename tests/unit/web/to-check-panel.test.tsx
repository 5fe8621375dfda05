// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import {
  ACCEPTED,
  CONTRADICTED,
  LOW_CONFIDENCE,
  OMITTED,
  reviewedSummary,
  SUMMARY_TEXT,
  UNSUPPORTED,
} from "./review-flag-fakes";

const api = vi.hoisted(() => ({ confirmFlags: vi.fn(), editSummary: vi.fn(), getSummary: vi.fn() }));
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("#web/api/client", async (original) => ({
  ...(await original<typeof import("#web/api/client")>()),
  api,
}));
vi.mock("#web/hooks/useToast", () => ({ notify }));

import { SummaryReview } from "#web/components/review/SummaryReview";
import { ToCheckPanel } from "#web/components/review/ToCheckPanel";
import { useSummaryReview } from "#web/hooks/useSummaryReview";

afterEach(cleanup);
beforeEach(() => vi.resetAllMocks());

/** The review as a page holds it: the hook's answers replace the summary shown. */
function Review({ initial }: { initial: SummaryView }) {
  const [summary, setSummary] = useState(initial);
  const review = useSummaryReview(summary, setSummary);
  return <SummaryReview summary={summary} review={review} />;
}

const panel = () => screen.getByRole("region", { name: "To check" });
const card = (claim: string) => screen.getByRole("heading", { name: claim }).closest("li") as HTMLElement;
const resolved = (flag: ReviewFlag, by = "Dr Lee"): ReviewFlag => ({
  ...flag,
  resolution: { action: "accepted", reason: "Checked", by, at: "2026-11-24T11:00:00.000Z" },
});

describe("the 'To check' panel", () => {
  it("comes before the summary text", async () => {
    render(<Review initial={reviewedSummary()} />);
    // Loaded on demand, for a text with flags (issue 23, part 4).
    await screen.findByRole("region", { name: "To check" });

    const text = screen.getByRole("region", { name: "Summary" });
    expect(panel().compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    [CONTRADICTED, "Says the opposite of the source"],
    [UNSUPPORTED, "Not in the source"],
    [OMITTED, "Missing from the summary"],
    [LOW_CONFIDENCE, "Unclear in the recording"],
  ])("shows the claim, its verdict in plain words, the reason and the evidence (%#)", (flag, words) => {
    render(<ToCheckPanel flags={[flag]} text={SUMMARY_TEXT} source="documents" />);

    const shown = within(card(flag.value));
    expect(shown.getByText(words)).toBeTruthy();
    expect(shown.getByText(flag.reason as string)).toBeTruthy();
    expect(shown.getByText(flag.evidence?.[0].quote as string)).toBeTruthy();
  });

  it("reads a flag stored before verdicts as not in the source, with a reason of its own", () => {
    render(<ToCheckPanel flags={[{ kind: "number", value: "3" }]} text="A 3-month course." source="documents" />);

    expect(within(card("3")).getByText("Not in the source")).toBeTruthy();
    expect(within(card("3")).getByText("This was not found in the documents.")).toBeTruthy();
  });

  it("keeps resolved flags folded under 'Checked' with who, how, when and why", () => {
    render(<ToCheckPanel flags={[CONTRADICTED, ACCEPTED]} text={SUMMARY_TEXT} source="documents" />);

    const checked = screen.getByText("Checked (1)").closest("details") as HTMLDetailsElement;
    expect(checked.open).toBe(false);
    expect(within(checked).getByText(/Accepted as correct by Dr Lee on Nov 24, 2026/)).toBeTruthy();
    expect(within(checked).getByText("“UK emergency number”")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "999" })).toBeNull();
  });
});

describe("resolving a flag", () => {
  it("will not accept without a reason", async () => {
    render(<Review initial={reviewedSummary()} />);

    await userEvent.click(screen.getByRole("button", { name: `Accept: ${UNSUPPORTED.value}` }));
    await userEvent.click(within(card(UNSUPPORTED.value)).getByRole("button", { name: "Accept" }));

    expect(api.confirmFlags).not.toHaveBeenCalled();
    expect(screen.getByText("Say in a few words why it is correct.")).toBeTruthy();
  });

  it("accepts with the one-line reason on Enter, and moves focus to the next fact", async () => {
    const summary = reviewedSummary();
    api.confirmFlags.mockResolvedValueOnce({
      ...summary,
      flags: [CONTRADICTED, resolved(UNSUPPORTED), OMITTED, ACCEPTED],
    });
    render(<Review initial={summary} />);

    await userEvent.click(screen.getByRole("button", { name: `Accept: ${UNSUPPORTED.value}` }));
    await userEvent.type(screen.getByLabelText(/Why is it correct/), "Dose raised by the GP last week{Enter}");

    expect(api.confirmFlags).toHaveBeenCalledWith("sum-1", {
      revision: 3,
      flags: [flagKey(UNSUPPORTED)],
      reason: "Dose raised by the GP last week",
    });
    await waitFor(() => expect(document.activeElement?.textContent).toBe(OMITTED.value));
    expect(screen.getByRole("status").textContent).toContain("Accepted “850 mg”. 2 facts to check before sending.");
  });

  it("removes the line holding the claim and names the flag as removed", async () => {
    const summary = reviewedSummary();
    api.editSummary.mockResolvedValueOnce(summary);
    render(<Review initial={summary} />);

    await userEvent.click(screen.getByRole("button", { name: `Remove: ${CONTRADICTED.value}` }));
    expect(within(card(CONTRADICTED.value)).getByText("Stop taking apixaban 5 mg twice a day.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove line" }));

    expect(api.editSummary).toHaveBeenCalledWith("sum-1", {
      revision: 3,
      content: SUMMARY_TEXT.replace("- Stop taking apixaban 5 mg twice a day.\n", ""),
      removed: [flagKey(CONTRADICTED)],
    });
  });

  it("offers no Remove for a missing item, only adding it or accepting", () => {
    render(<Review initial={reviewedSummary()} />);

    const actions = within(card(OMITTED.value))
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(actions).toEqual(["Add it", "Accept…"]);
  });

  it("opens the editor at the claim's section with the claim selected", async () => {
    render(<Review initial={reviewedSummary()} />);

    await userEvent.click(screen.getByRole("button", { name: `Edit: ${UNSUPPORTED.value}` }));

    const field = screen.getByLabelText("Your medicines") as HTMLTextAreaElement;
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe("850 mg");
  });

  it("offers no actions on a summary that was sent", () => {
    render(<Review initial={reviewedSummary({ sentAt: "2026-11-24T12:00:00.000Z", flags: [ACCEPTED] })} />);

    expect(screen.getByRole("heading", { name: "All facts checked" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Accept/ })).toBeNull();
  });
});
