// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTRADICTED, SUMMARY_TEXT, UNSUPPORTED } from "./review-flag-fakes";

const api = vi.hoisted(() => ({ sendSummary: vi.fn() }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#web/api/client", async (original) => ({
  ...(await original<typeof import("#web/api/client")>()),
  api,
}));
vi.mock("#web/hooks/useToast", () => ({ notify }));

import { ApiError } from "#web/api/client";
import { EmailPanel } from "#web/components/EmailPanel";
import { ToCheckPanel } from "#web/components/review/ToCheckPanel";

afterEach(cleanup);
beforeEach(() => {
  vi.resetAllMocks();
  Element.prototype.scrollIntoView = vi.fn();
});

describe("Send while facts are open", () => {
  it("is disabled, saying how many facts are left to check", async () => {
    render(<EmailPanel summaryId="sum-1" initialEmail="ada@example.com" onSent={vi.fn()} blocked={{ flags: 2 }} />);

    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("2 facts to check before sending. Show them");
  });

  it("links to the 'To check' panel and puts focus on it", async () => {
    render(
      <>
        <ToCheckPanel flags={[CONTRADICTED, UNSUPPORTED]} text={SUMMARY_TEXT} source="documents" />
        <EmailPanel summaryId="sum-1" onSent={vi.fn()} blocked={{ flags: 2 }} />
      </>,
    );

    await userEvent.click(screen.getByRole("link", { name: "Show them" }));

    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "To check" }));
  });

  it("shows the server's refusal and asks for the summary as it stands", async () => {
    const onRefused = vi.fn();
    const refusal = "Please confirm or correct the 1 highlighted fact before sending.";
    api.sendSummary.mockRejectedValueOnce(new ApiError(409, refusal));
    render(<EmailPanel summaryId="sum-1" initialEmail="ada@example.com" onSent={vi.fn()} onRefused={onRefused} />);

    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(onRefused).toHaveBeenCalledOnce();
  });
});
