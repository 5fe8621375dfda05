// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify, ToastHost } from "#web/hooks/useToast";

/** Sonner's own timings: a toast closes itself after 4 s and leaves the screen 200 ms after that. */
const TOAST_LIFETIME_MS = 4000;
const EXIT_MS = 200;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "Date"],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A fresh toast host, with sonner loaded and mounted by a first toast of its own, so the next ones show at once. */
async function mountHost() {
  render(<ToastHost />);
  await act(async () => {
    notify.success("Sample Records Restored");
    await vi.dynamicImportSettled();
  });
  await advance(0);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The toasts on screen and staying there (a leaving toast is marked data-removed). */
const shownTitles = () =>
  [...document.querySelectorAll('[data-sonner-toast][data-removed="false"] [data-title]')].map((t) => t.textContent);

describe("toasts of one action (decision 269)", () => {
  it("a later outcome takes the earlier one's place", async () => {
    // prepare
    await mountHost();
    await act(async () => notify.error("Error", "Failed to confirm template selection. Please try again."));
    await advance(0);
    expect(shownTitles()).toContain("Error");
    // act
    await act(async () => notify.success("Template Confirmed", "New patient summaries will use this template."));
    await advance(EXIT_MS);
    // assert
    expect(shownTitles().filter((t) => t !== "Sample Records Restored")).toEqual(["Template Confirmed"]);
  });

  it("a toast of the same action that arrives while the previous one is leaving is shown all the same", async () => {
    // prepare: the clinical confirmation is shown, and its 4 s are up just as the next confirmation arrives.
    await mountHost();
    await act(async () =>
      notify.success("Clinical Notes Template Confirmed", "New clinical notes will use this template."),
    );
    await advance(TOAST_LIFETIME_MS + 10);
    expect(document.querySelector('[data-sonner-toast][data-removed="true"]')).not.toBeNull();
    // act
    await act(async () => notify.success("Template Confirmed", "New patient summaries will use this template."));
    await advance(EXIT_MS * 3);
    // assert
    expect(shownTitles()).toContain("Template Confirmed");
  });
});
