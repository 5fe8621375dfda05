// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SummaryView } from "#contracts/summaries";

const api = vi.hoisted(() => ({ getSummary: vi.fn(), retrySummary: vi.fn() }));
vi.mock("#web/api/client", async (original) => ({
  ...(await original<typeof import("#web/api/client")>()),
  api,
}));

import { OUTCOME_POLL_MS, OUTCOME_WATCH_MS, useSummaryDetail } from "#web/hooks/useSummaryDetail";

const NOW = new Date("2026-11-27T09:00:00.000Z");

const sent = (patch: Partial<SummaryView> = {}) =>
  ({
    id: "s1",
    status: "ready",
    sentAt: new Date(NOW.getTime() - 10_000).toISOString(),
    emailOutcome: null,
    ...patch,
  }) as SummaryView;

/** Lets the hook's pending reads settle after the clock moved. */
const settle = () => act(async () => undefined);

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ now: NOW, toFake: ["setInterval", "clearInterval", "Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a just-sent summary's email outcome", () => {
  it("appears without a reload once SES has reported it", async () => {
    api.getSummary
      .mockResolvedValueOnce(sent())
      .mockResolvedValueOnce(sent())
      .mockResolvedValue(sent({ emailOutcome: "bounced" }));
    const onChange = vi.fn();
    const { result } = renderHook(() => useSummaryDetail("s1", onChange));
    await settle();

    await act(async () => vi.advanceTimersByTime(OUTCOME_POLL_MS * 2));
    await settle();

    expect(result.current.summary?.emailOutcome).toBe("bounced");
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ emailOutcome: "bounced" }));
  });

  it("reads the summary once as an open, then asks again as polls", async () => {
    api.getSummary.mockResolvedValueOnce(sent()).mockResolvedValue(sent({ emailOutcome: "delivered" }));
    renderHook(() => useSummaryDetail("s1", vi.fn()));
    await settle();

    await act(async () => vi.advanceTimersByTime(OUTCOME_POLL_MS));
    await settle();

    expect(api.getSummary.mock.calls.map(([, read]) => read ?? "open")).toEqual(["open", "poll"]);
  });

  it("is not asked again once it is known", async () => {
    api.getSummary.mockResolvedValue(sent({ emailOutcome: "delivered" }));
    renderHook(() => useSummaryDetail("s1", vi.fn()));
    await settle();

    await act(async () => vi.advanceTimersByTime(OUTCOME_POLL_MS * 4));

    expect(api.getSummary).toHaveBeenCalledTimes(1);
  });

  it("stops asking two minutes after the send, when nothing reports (the local stack)", async () => {
    api.getSummary.mockResolvedValue(sent());
    renderHook(() => useSummaryDetail("s1", vi.fn()));
    await settle();

    await act(async () => vi.advanceTimersByTime(OUTCOME_WATCH_MS + OUTCOME_POLL_MS * 4));
    const calls = api.getSummary.mock.calls.length;
    await act(async () => vi.advanceTimersByTime(OUTCOME_POLL_MS * 10));

    expect(api.getSummary.mock.calls.length).toBe(calls);
    expect(calls).toBeLessThanOrEqual(1 + OUTCOME_WATCH_MS / OUTCOME_POLL_MS);
  });

  it("never asks for a summary sent long ago", async () => {
    api.getSummary.mockResolvedValue(sent({ sentAt: "2026-11-20T09:00:00.000Z" }));
    renderHook(() => useSummaryDetail("s1", vi.fn()));
    await settle();

    await act(async () => vi.advanceTimersByTime(OUTCOME_POLL_MS * 4));

    expect(api.getSummary).toHaveBeenCalledTimes(1);
  });
});
