// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SummaryView } from "#contracts/summaries";
import { TIMED_OUT } from "#core/summaries/status";

const api = vi.hoisted(() => ({ planUploads: vi.fn(), createSummary: vi.fn(), getSummary: vi.fn() }));
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("#web/api/client", () => ({ api, postToS3: vi.fn(async () => undefined) }));
vi.mock("#web/hooks/useToast", () => ({ notify }));

const { useSummaryGeneration } = await import("#web/hooks/useSummaryGeneration");
const { SummaryBody } = await import("#web/components/SummaryBody");

const view = (overrides: Partial<SummaryView>): SummaryView => ({
  id: "01SUMMARY",
  patientName: "Tom Baker",
  originalFilename: "note.txt",
  status: "processing",
  stage: "reading",
  error: null,
  summaryContent: null,
  engine: "local",
  sourceGrade: null,
  summaryGrade: null,
  targetGrade: 8,
  wordCount: null,
  flags: [],
  notices: [],
  patientEmail: null,
  sentAt: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  expiresAt: null,
  chatHistory: [],
  deliveryStatus: "draft",
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers();
  api.planUploads.mockResolvedValue([{ key: "k", name: "note.txt", contentType: "text/plain", url: "u", fields: {} }]);
  api.createSummary.mockResolvedValue(view({}));
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
  cleanup();
});

describe("the New Summary screen's polling", () => {
  it("stops polling and returns to the form with the toast when the job timed out", async () => {
    api.getSummary
      .mockResolvedValueOnce(view({ stage: "writing" }))
      .mockResolvedValueOnce(view({ status: "failed", error: TIMED_OUT }));
    const { result } = renderHook(() => useSummaryGeneration());

    await act(async () => {
      const running = result.current.generate([new File(["x"], "note.txt")], "");
      await vi.advanceTimersByTimeAsync(10_000);
      await running;
    });

    expect(result.current.phase).toBe("form");
    expect(notify.error).toHaveBeenCalledWith("Generation Failed", TIMED_OUT);
    expect(api.getSummary).toHaveBeenCalledTimes(2);
  });

  it("marks its reads while the summary is written as polls, which the trail records once a minute", async () => {
    api.getSummary.mockResolvedValue(view({ status: "failed", error: TIMED_OUT }));
    const { result } = renderHook(() => useSummaryGeneration());

    await act(async () => {
      const running = result.current.generate([new File(["x"], "note.txt")], "");
      await vi.advanceTimersByTimeAsync(5_000);
      await running;
    });

    expect(api.getSummary.mock.calls.map(([, read]) => read)).toEqual(["poll"]);
  });
});

describe("the result", () => {
  it("names the files that could not be read", () => {
    render(
      <SummaryBody
        summary={view({
          status: "ready",
          summaryContent: "Hello.",
          notices: ["1 of 2 files could not be read: scan.pdf"],
        })}
      />,
    );

    expect(screen.getByRole("note").textContent).toBe("1 of 2 files could not be read: scan.pdf");
  });
});
