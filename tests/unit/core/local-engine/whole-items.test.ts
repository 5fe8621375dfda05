import { describe, expect, it } from "vitest";
import { draft, ED_VISIT, section } from "./support/draft";

/** Issue 10's reproduced failures of the offline engine, each as the behaviour that replaces it. */

describe("follow-ups and warning signs stay whole", () => {
  it("keeps a warning's condition and its action in one item", () => {
    const source = `WHEN TO SEEK HELP
Take paracetamol 1 g for pain; if the pain persists for more than 2 days or you develop a fever over 38 C, call the surgical ward or go to the emergency department.`;

    const warnings = section(draft(source).text, "When to get help");

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^- Take paracetamol 1 g for pain[;.] [Ii]f the pain (?:persists|lasts) .* go to the emergency department\.$/,
    );
  });

  it("adds a 'Return if:' heading's condition to a warning that does not start with one", () => {
    expect(section(draft(ED_VISIT).text, "When to get help")).toEqual([
      "- Return if chest pain lasts more than 15 minutes - call 911.",
    ]);
  });
});
