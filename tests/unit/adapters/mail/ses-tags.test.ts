import { describe, expect, it } from "vitest";
import { emailTags } from "#adapters/mail/ses";

describe("the SES message tags of a summary email", () => {
  it("names the clinician, the summary and the transcription it was sent from", () => {
    const tags = emailTags({ owner: "sub-1", summary: "01sum", transcription: "01tx" });

    expect(tags).toEqual([
      { Name: "owner", Value: "sub-1" },
      { Name: "summary", Value: "01sum" },
      { Name: "transcription", Value: "01tx" },
    ]);
  });

  it("leaves out a transcription the summary was not sent from", () => {
    expect(emailTags({ owner: "sub-1", summary: "01sum" })).toEqual([
      { Name: "owner", Value: "sub-1" },
      { Name: "summary", Value: "01sum" },
    ]);
  });

  it("sends no tags for emails that are not a patient's summary", () => {
    expect(emailTags(undefined)).toBeUndefined();
  });
});
