// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GenerationProgress } from "#web/components/GenerationProgress";
import { TranscriptionStages } from "#web/components/transcription/TranscriptionStages";

afterEach(cleanup);

describe("a job waiting in line for the AI service (decision 366)", () => {
  it("shows the summary waiting in line where reading will start", () => {
    render(<GenerationProgress stage="queued" uploadPercent={100} />);

    expect(screen.getByText("Waiting in line").className).toBe("current");
    expect(screen.queryByText("Reading documents")).toBeNull();
  });

  it("says a recording's notes are waiting in line", () => {
    render(<TranscriptionStages stage="queued" />);

    expect(screen.getByText("Waiting in line")).toBeTruthy();
  });
});
