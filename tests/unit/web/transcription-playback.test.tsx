// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api, link, media, notify, open, word } from "./transcription-detail-page";
import { transcriptionView } from "./transcription-fakes";

describe("the audio player", () => {
  it("says 'Audio recording not available' when there is no audio, without asking for a link", async () => {
    await open(transcriptionView({ hasAudio: false }));

    expect(screen.getByText("Audio recording not available")).toBeTruthy();
    expect(api.transcriptionAudio).not.toHaveBeenCalled();
  });

  it("shows 'Audio Load Error' when the audio link cannot be had", async () => {
    api.transcriptionAudio.mockReset();
    api.transcriptionAudio.mockRejectedValue(new Error("not found"));

    await open();

    expect(notify.error).toHaveBeenCalledWith("Audio Load Error", "Failed to load audio file");
  });

  it("fetches a fresh link once when the audio fails to load (an expired link), before giving up", async () => {
    api.transcriptionAudio.mockResolvedValueOnce(link).mockResolvedValueOnce({ ...link, url: `${link.url}&fresh=1` });
    const { audio } = await open();

    await act(async () => {
      fireEvent.error(audio as HTMLAudioElement);
    });

    expect(api.transcriptionAudio).toHaveBeenCalledTimes(2);
    expect(audio?.getAttribute("src")).toBe(`${link.url}&fresh=1`);
    expect(notify.error).not.toHaveBeenCalled();
    fireEvent.error(audio as HTMLAudioElement);
    expect(notify.error).toHaveBeenCalledWith("Audio Load Error", "Failed to load audio file");
  });

  it("plays and pauses with one toggle", async () => {
    await open();

    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(media.played).toHaveBeenCalledTimes(1);
    fireEvent.click(await screen.findByRole("button", { name: "Pause" }));

    expect(await screen.findByRole("button", { name: "Play" })).toBeTruthy();
  });

  it("seeks in proportion to where the progress bar is clicked", async () => {
    const { audio } = await open();
    const bar = screen.getByRole("slider", { name: "Seek" });
    bar.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 12 }) as DOMRect;

    fireEvent.click(bar, { clientX: 150 });

    expect(audio?.currentTime).toBe(15);
    expect(screen.getByTestId("audio-time").textContent).toBe("0:15");
  });

  it("goes back to the start when playback ends", async () => {
    const { audio } = await open();
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    if (audio) audio.currentTime = 59;

    fireEvent.ended(audio as HTMLAudioElement);

    expect(audio?.currentTime).toBe(0);
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    expect(screen.getByTestId("audio-time").textContent).toBe("0:00");
  });

  it("downloads the audio as transcription-{id}.<ext> and says 'Download Started'", async () => {
    const fetchAudio = vi.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob(["audio"]) }));
    vi.stubGlobal("fetch", fetchAudio);
    URL.createObjectURL = vi.fn(() => "blob:audio");
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await open();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download" }));
    });

    // Never the player's cached copy, which S3 answered without a CORS grant (issue 19, item 1).
    expect(fetchAudio).toHaveBeenCalledWith(link.url, expect.objectContaining({ mode: "cors", cache: "no-store" }));
    expect(clicked[0]?.download).toBe("transcription-01TRANSCRIPTION.webm");
    expect(notify.success).toHaveBeenCalledWith("Download Started");
  });

  it("says 'Download Error' when the download fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ({ ok: false, status: 403, blob: async () => new Blob([]) })),
    );
    await open();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download" }));
    });

    expect(notify.error).toHaveBeenCalledWith("Download Error", "Failed to download audio file");
  });
});

describe("the transcript", () => {
  it("gives every word its timing and highlights low-confidence words", async () => {
    await open();

    expect(word("chest").getAttribute("title")).toBe("0:01.0–0:01.4");
    expect(word("aspirin").classList.contains("low")).toBe(true);
    expect(word("aspirin").getAttribute("title")).toBe("0:10.5–0:10.9 · low confidence (31 %)");
    expect(word("daily").classList.contains("low")).toBe(false);
  });

  it("plays from a word when it is clicked", async () => {
    const { audio } = await open();

    fireEvent.click(word("aspirin"));

    expect(audio?.currentTime).toBe(10.5);
    expect(media.played).toHaveBeenCalledWith(10.5);
  });

  it("jumps to the next word to check, a second early, and plays", async () => {
    const { audio } = await open();

    fireEvent.click(screen.getByRole("button", { name: /Next word to check/ }));

    expect(audio?.currentTime).toBe(9.5);
    expect(media.played).toHaveBeenCalledWith(9.5);
    expect(word("aspirin").classList.contains("focus")).toBe(true);
  });
});

describe("clinical notes linked to the transcript", () => {
  it("highlights a sentence's transcript span, quotes it and plays from its start when the sentence is clicked", async () => {
    const { audio } = await open();

    fireEvent.click(screen.getByRole("button", { name: "Begin aspirin once daily." }));

    const segment = document.querySelector('[data-segment="s2"]') as HTMLElement;
    expect(segment.classList.contains("highlighted")).toBe(true);
    expect(document.querySelector('[data-segment="s1"]')?.classList.contains("highlighted")).toBe(false);
    expect(screen.getByText(/From the transcript, 0:10–0:12/).parentElement?.textContent).toContain(
      "Start aspirin daily.",
    );
    expect(audio?.currentTime).toBe(10);
    expect(media.played).toHaveBeenCalledWith(10);
  });

  it("shows the clinician's template name", async () => {
    await open();

    expect(screen.getByText("SOAP Format")).toBeTruthy();
  });
});
