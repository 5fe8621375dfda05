// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ sendSummary: vi.fn() }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#web/api/client", async (original) => ({
  ...(await original<typeof import("#web/api/client")>()),
  api,
}));
vi.mock("#web/hooks/useToast", () => ({ notify }));

import { EmailPanel } from "#web/components/EmailPanel";

afterEach(cleanup);
beforeEach(() => vi.resetAllMocks());

async function send() {
  render(<EmailPanel summaryId="id-1" onSent={vi.fn()} />);
  await userEvent.type(screen.getByLabelText("Patient email"), "jane@example.com");
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
}

const result = { sentAt: "2026-11-21T10:00:00.000Z", patientEmail: "jane@example.com", summaryEmailSent: true };

describe("email panel and the scheduled feedback request", () => {
  it("says when a scheduled feedback request will be sent, and reports no failure", async () => {
    api.sendSummary.mockResolvedValueOnce({
      ...result,
      followUpRequested: true,
      followUpSent: false,
      followUpDueAt: "2026-11-22T10:00:00.000Z",
    });

    await send();

    expect(await screen.findByText(/The feedback request will be sent on Nov 22, 2026/)).toBeTruthy();
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith("Email Sent Successfully");
  });

  it("says it was sent when it went with the summary", async () => {
    api.sendSummary.mockResolvedValueOnce({
      ...result,
      followUpRequested: true,
      followUpSent: true,
      followUpDueAt: null,
    });

    await send();

    expect(await screen.findByText("The feedback request was sent too.")).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith(
      "Follow-up Email Sent",
      "Patient will receive a feedback request email shortly.",
    );
  });
});
