// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "#contracts/summaries";
import { ChatPanel } from "#web/components/ChatPanel";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const history: ChatMessage[] = Array.from({ length: 12 }, (_, i) => ({
  role: i % 2 === 0 ? "user" : "assistant",
  content: `Message ${i + 1}`,
}));

describe("ChatPanel", () => {
  it("shows the newest saved message by scrolling only its own log, never the page", () => {
    // jsdom has no layout: give the log a height to scroll through, and watch for any page scrolling.
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(1200);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);

    render(<ChatPanel initial={history} ask={vi.fn()} onError={vi.fn()} />);

    expect(screen.getByRole("log").scrollTop).toBe(1200);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
