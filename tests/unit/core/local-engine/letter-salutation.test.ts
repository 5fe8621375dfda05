import { describe, expect, it } from "vitest";
import { draftSummary } from "#core/local-engine/summarize";

/**
 * A letter whose first paragraph follows its salutation without a blank line: the salutation ends with a comma, so
 * the unwrapping of PDF lines joined them, and the whole paragraph was skipped as the salutation.
 */
const draft = (sourceText: string) =>
  draftSummary({ sourceText, template: "", patientName: "Owen Price", maxWords: 18 }).text;

describe("a letter's salutation", () => {
  it("keeps the paragraph right under 'Dear Dr …,'", () => {
    const text = draft(`Dear Dr Shah,
I saw Mr Price today with a chest infection. I have started doxycycline 100 mg once daily for 5 days.
Yours sincerely,
Dr A Jones`);

    expect(text).toMatch(/doxycycline 100 mg/i);
    expect(text).not.toMatch(/Shah/);
  });

  it("keeps a warning right under 'Dear Colleague,'", () => {
    const text = draft(`Dear Colleague,
If her breathing gets worse she should call 999.
Kind regards,
Dr B Khan`);

    expect(text).toMatch(/call 999/);
  });
});
