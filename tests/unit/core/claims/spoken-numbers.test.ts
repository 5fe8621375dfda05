import { describe, expect, it } from "vitest";
import { digitsForWords } from "#core/claims/spoken-numbers";

const digits = (text: string) => digitsForWords(text).text;

describe("numbers said in words", () => {
  it.each([
    ["forty eight hours", "48 hours"],
    ["forty-eight hours", "48 hours"],
    ["one hundred and forty over ninety", "140 over 90"],
    ["two point five milligrams", "2.5 milligrams"],
    ["two and a half milligrams", "2.5 milligrams"],
    ["five hundred milligrams", "500 milligrams"],
    ["twenty thousand units", "20000 units"],
    ["call nine nine nine", "call 999"],
    ["fourteen eight hours", "14 8 hours"],
    ["Fifty five year old", "55 year old"],
  ])("reads %s as %s", (words, expected) => {
    expect(digits(words)).toBe(expected);
  });

  it("leaves words that only contain a number alone", () => {
    expect(digits("someone often took it")).toBe("someone often took it");
  });

  it("maps each place of the new text back to the words it came from", () => {
    const rewritten = digitsForWords("in forty eight hours");

    expect(rewritten.originalStart(3)).toBe(3);
    expect(rewritten.originalEnd(5)).toBe("in forty eight".length);
    expect(rewritten.originalStart(6)).toBe("in forty eight ".length);
  });
});
