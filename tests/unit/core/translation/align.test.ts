import { describe, expect, it } from "vitest";
import { alignLines } from "#core/translation/align";
import { linesOf } from "#core/translation/layout";

const ENGLISH = linesOf(
  ["## Your medicines", "- Take aspirin 75 mg.", "- Take metformin 500 mg.", "", "## Follow-up", "- In 2 weeks."].join(
    "\n",
  ),
);

describe("the translated line that stands for each English line", () => {
  it("pairs line for line when the translation has as many lines", () => {
    const translated = linesOf(
      ["## Medicinas", "- Tome aspirina 75 mg.", "- Tome metformina 500 mg.", "", "## Cita", "- En 2 semanas."].join(
        "\n",
      ),
    );

    expect(alignLines(ENGLISH, translated)).toEqual(ENGLISH.map((_, i) => ({ english: i, translated: i })));
  });

  it("leaves the English line a translation dropped without a partner", () => {
    const translated = linesOf(
      ["## Medicinas", "- Tome metformina 500 mg.", "", "## Cita", "- En 2 semanas."].join("\n"),
    );

    expect(alignLines(ENGLISH, translated)).toEqual([
      { english: 0, translated: 0 },
      { english: 1 },
      { english: 2, translated: 1 },
      { english: 3, translated: 2 },
      { english: 4, translated: 3 },
      { english: 5, translated: 4 },
    ]);
  });

  it("leaves a line the translation added without a partner", () => {
    const translated = linesOf(
      [
        "## Medicinas",
        "- Tome aspirina 75 mg.",
        "- Tome metformina 500 mg.",
        "- Y mucha agua.",
        "",
        "## Cita",
        "- En 2 semanas.",
      ].join("\n"),
    );

    expect(alignLines(ENGLISH, translated).filter((p) => p.english === undefined)).toEqual([{ translated: 3 }]);
  });
});
