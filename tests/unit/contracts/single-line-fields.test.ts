import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "#contracts/delivery";
import { createSummaryRequestSchema } from "#contracts/summaries";
import { createTemplateRequestSchema } from "#contracts/templates";

const SUB = "0afc05f6-ca86-4a86-917d-c9b8fd71f35e";
const OTHER = "9b1d3c1e-2f4a-4c5b-8d6e-7f8091a2b3c4";
const ULID = "01m8153fs7ydced4z73abnpkee";

describe("template names are one plain line", () => {
  it.each([
    ["NUL", "Kids\u0000"],
    ["a line break", "Kids\nAdults"],
    ["an escape sequence", "Kids\u001b[2J"],
    ["a right-to-left override", "Kids\u202egpj.exe"],
    ["a directional isolate", "\u2066Kids\u2069"],
  ])("refuses a name with %s", (_, name) => {
    expect(createTemplateRequestSchema.safeParse({ name, content: "## Plan" }).success).toBe(false);
  });

  it("accepts accents, other scripts and emoji", () => {
    const parsed = createTemplateRequestSchema.safeParse({ name: "Pédiatrie 小児科 🩺", content: "## Plan" });

    expect(parsed.success).toBe(true);
  });
});

describe("patient email addresses", () => {
  it.each(["p\u0000@example.com", "p\u202e@example.com", "p\u200b@example.com"])(
    "refuses the invisible character in %j",
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe("upload keys in a create request", () => {
  const parse = (key: string) => createSummaryRequestSchema.safeParse({ files: [{ key, name: "note.txt" }] });

  it("accepts a key exactly as the server issues it", () => {
    expect(parse(`incoming/${SUB}/${ULID}/note.txt`).success).toBe(true);
  });

  it.each([
    ["a parent step into another folder", `incoming/${SUB}/../${OTHER}/${ULID}/note.txt`],
    ["an encoded parent step", `incoming/${SUB}/%2e%2e/${OTHER}/${ULID}/note.txt`],
    ["a backslash step", `incoming/${SUB}/..\\${OTHER}/${ULID}/note.txt`],
    ["an extra folder", `incoming/${SUB}/${ULID}/x/note.txt`],
    ["a name that is only dots", `incoming/${SUB}/${ULID}/..`],
    ["a key outside incoming/", `summaries/${SUB}/${ULID}/note.txt`],
    ["an upload id that is not a ULID", `incoming/${SUB}/not-a-ulid/note.txt`],
  ])("refuses %s", (_, key) => {
    expect(parse(key).success).toBe(false);
  });
});
