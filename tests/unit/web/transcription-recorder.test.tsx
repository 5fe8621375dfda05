// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_MS, SILENCE_WARNING_MS, useTranscriptionRecorder } from "#web/hooks/useTranscriptionRecorder";
import { FakeMediaRecorder, installRecordingFakes, microphone } from "./transcription-fakes";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance", "Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function recording() {
  const hook = renderHook(() => useTranscriptionRecorder());
  await act(() => hook.result.current.start());
  return hook;
}

describe("the browser recorder", () => {
  it("asks for the microphone without a call's echo cancelling, noise suppression or gain riding", async () => {
    const { getUserMedia } = installRecordingFakes();

    await recording();

    expect(getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ echoCancellation: false, noiseSuppression: false, autoGainControl: false }),
    });
  });

  it("records WebM/Opus in 100 ms chunks where the browser supports it (Chromium)", async () => {
    installRecordingFakes();

    const { result } = await recording();

    expect(FakeMediaRecorder.last?.mimeType).toBe("audio/webm;codecs=opus");
    expect(FakeMediaRecorder.last?.timeslice).toBe(CHUNK_MS);
    expect(result.current.state).toBe("recording");
  });

  it("records MP4 and names the file .mp4 where only MP4 is supported (Safari)", async () => {
    installRecordingFakes();
    FakeMediaRecorder.supported = ["audio/mp4"];
    const { result } = await recording();

    let file: File | undefined;
    await act(async () => {
      file = (await result.current.stop()).file;
    });

    expect(FakeMediaRecorder.last?.mimeType).toBe("audio/mp4");
    expect(file?.name).toMatch(/^recording-.+\.mp4$/);
    expect(file?.type).toBe("audio/mp4");
  });

  it("counts recorded seconds and leaves paused time out of the timer and the duration", async () => {
    installRecordingFakes();
    const { result } = await recording();

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(result.current.seconds).toBe(3);
    act(() => result.current.pause());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.state).toBe("paused");
    expect(result.current.seconds).toBe(3);
    act(() => result.current.resume());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current.seconds).toBe(5);

    let duration = 0;
    await act(async () => {
      duration = (await result.current.stop()).durationSeconds;
    });
    expect(duration).toBeCloseTo(5, 1);
  });

  it("hands over every chunk as one .webm file and releases the microphone on stop", async () => {
    installRecordingFakes();
    const { result } = await recording();
    FakeMediaRecorder.last?.emit("chunk-1;");
    FakeMediaRecorder.last?.emit("chunk-2;");

    let file: File | undefined;
    await act(async () => {
      file = (await result.current.stop()).file;
    });

    expect(await file?.text()).toBe("chunk-1;chunk-2;tail");
    expect(file?.name).toMatch(/\.webm$/);
    expect(microphone.tracks[0].stop).toHaveBeenCalled();
    expect(result.current.state).toBe("idle");
  });

  it("shows the live input level while recording", async () => {
    installRecordingFakes();
    microphone.amplitude = 0.1;
    const { result } = await recording();

    await act(() => vi.advanceTimersByTimeAsync(200));

    expect(result.current.level).toBeGreaterThan(0.5);
    expect(result.current.silent).toBe(false);
  });

  it("says so when no sound reaches the microphone for a few seconds", async () => {
    installRecordingFakes();
    microphone.amplitude = 0;
    const { result } = await recording();

    await act(() => vi.advanceTimersByTimeAsync(SILENCE_WARNING_MS - 500));
    expect(result.current.silent).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    expect(result.current.level).toBe(0);
    expect(result.current.silent).toBe(true);
  });

  it("rejects and stays idle when the microphone is refused", async () => {
    installRecordingFakes({ refuse: true });
    const { result } = renderHook(() => useTranscriptionRecorder());

    await act(() => expect(result.current.start()).rejects.toThrow("Permission denied"));

    expect(result.current.state).toBe("idle");
  });
});
