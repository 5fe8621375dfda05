import { describe, expect, it } from "vitest";
import { toastAction } from "#web/hooks/toast-actions";

describe("toasts of one action share a place on screen (issue 19, item 8)", () => {
  it("a download's success takes the place of its earlier error", () => {
    // prepare
    const error = toastAction("Download Error", "Failed to download audio file");
    // act
    const later = toastAction("Download Started");
    // assert
    expect(error).toBeDefined();
    expect(later).toBe(error);
  });

  it("a generic 'Error' toast is placed by its text", () => {
    expect(toastAction("Error", "Failed to delete summary")).toBe(toastAction("Summary Deleted"));
    expect(toastAction("Error", "Failed to delete transcription")).toBe(toastAction("Transcription Deleted"));
    expect(toastAction("Error", "Failed to save settings. Please try again.")).toBe(toastAction("Settings Saved"));
  });

  it("an email sent replaces the failed attempt, not the follow-up's outcome", () => {
    const sent = toastAction("Email Sent Successfully");
    expect(toastAction("Failed to Send Email", "Please try again or contact support.")).toBe(sent);
    expect(toastAction("Follow-up Email Failed", "Summary was sent, but follow-up email failed.")).not.toBe(sent);
  });

  it("outcomes of different actions stack, and an unlisted toast is its own", () => {
    expect(toastAction("Summary Deleted")).not.toBe(toastAction("Transcription Deleted"));
    expect(toastAction("Error", "Failed to get a response. timeout")).toBeUndefined();
  });
});
