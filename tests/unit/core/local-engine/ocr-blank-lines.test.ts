import { describe, expect, it } from "vitest";
import { unwrapLines } from "#core/local-engine/summarize";
import { briefly, check } from "../claims/helpers";

/**
 * OCR of a scanned discharge sheet puts a blank line after every printed line (issue 18: a children's ward sheet lost
 * three of its five warning signs, and the checker missed them dropped). A sentence cut by the page goes on across
 * the blank; a title or an address line does not.
 */
const SCANNED = [
  "Advice: give plenty of drinks - at least 1 litre a day.",
  "",
  "Come back to the Children's Assessment Unit or call 111 if",
  "",
  "Oscar is still feverish after 48 hours of the antibiotic,",
  "",
  "vomits his medicine, or has pain in his back or side.",
  "",
  "Call 999 if he is floppy, hard to wake, or has a rash that",
  "",
  "does not fade when pressed with a glass.",
  "",
  "Penhallow Children's Hospital",
  "",
  "Follow-up: we will phone you in 2 days.",
].join("\n");

describe("text scanned with a blank line after every line", () => {
  it("joins a sentence the page cut, across the blank line", () => {
    const lines = unwrapLines(SCANNED).filter((l) => l !== "");

    expect(lines).toContain(
      "Come back to the Children's Assessment Unit or call 111 if Oscar is still feverish after 48 hours of the antibiotic, vomits his medicine, or has pain in his back or side.",
    );
    expect(lines).toContain(
      "Call 999 if he is floppy, hard to wake, or has a rash that does not fade when pressed with a glass.",
    );
  });

  it("keeps a line that ends nothing and is followed by a capital apart", () => {
    const lines = unwrapLines(SCANNED).filter((l) => l !== "");

    expect(lines).toContain("Penhallow Children's Hospital");
  });

  it("flags a warning sign dropped from a sentence the page cut", () => {
    const summary = [
      "## When to get help",
      "- Come back or call 111 if Oscar is still feverish after 48 hours of the antibiotic, or has pain in his back or side.",
      "- Call 999 if he is floppy, hard to wake, or has a rash that does not fade when pressed with a glass.",
      "## Looking after yourself at home",
      "Give plenty of drinks - at least 1 litre a day.",
      "## Your follow-up appointments",
      "We will phone you in 2 days.",
    ].join("\n");

    expect(briefly(check(SCANNED, summary))).toEqual(["omitted warning: vomits his medicine"]);
  });
});
