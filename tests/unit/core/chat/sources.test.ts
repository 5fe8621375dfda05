import type { ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { describe, expect, it, vi } from "vitest";
import { createBedrockChat } from "#adapters/ai/bedrock-chat";
import { summarySentences } from "#contracts/summary-sentences";
import { citedSources } from "#core/chat/sources";
import { answerWithSources, NOT_COVERED } from "#core/local-engine/chat";
import { parseCitations } from "#lambdas/prompts/chat-v3";

/** Issue 25, part 5: each chat answer names the summary's sentences it relies on, by their numbers. */

const SUMMARY = [
  "Dear Maria, you came in with a chest infection.",
  "",
  "## Your medicines",
  "- New: Amoxicillin 500 mg three times a day for 7 days, to treat the chest infection. Take it with food.",
  "- Keep taking Aspirin 81 mg once a day. Take it with food.",
  "",
  "## Follow-up",
  "See your GP in 2 weeks.",
  "",
  "## When to get help",
  "- Call 999 if you have chest pain or trouble breathing.",
].join("\n");

const numbered = summarySentences(SUMMARY);
const sentence = (index: number) => numbered[index].text;

describe("the offline engine's sources", () => {
  it("are the sentences of the passages it quotes", () => {
    const answer = answerWithSources({ summary: SUMMARY, question: "When is my next appointment?" });

    expect(answer.sources.map(sentence)).toEqual(["See your GP in 2 weeks."]);
    expect(answer.text).toContain("See your GP in 2 weeks.");
  });

  it("name a list item's every sentence, and a sentence said twice only where the quoted passage stands", () => {
    const answer = answerWithSources({ summary: SUMMARY, question: "How much amoxicillin do I take?" });

    expect(answer.sources.map(sentence)).toEqual([
      "New: Amoxicillin 500 mg three times a day for 7 days, to treat the chest infection.",
      "Take it with food.",
    ]);
    // Aspirin's own "Take it with food." (sentence 5) is not what was quoted.
    expect(answer.sources).toEqual([2, 3]);
  });

  it("are the passages that say what a medicine is for", () => {
    const answer = answerWithSources({ summary: SUMMARY, question: "What is amoxicillin for?" });

    expect(answer.sources).toContain(3);
  });

  it("are empty when the summary does not cover the question", () => {
    expect(answerWithSources({ summary: SUMMARY, question: "Can I go skiing?" })).toEqual({
      text: NOT_COVERED,
      sources: [],
    });
  });

  it("are empty when the answer comes from the source document", () => {
    const answer = answerWithSources({
      summary: SUMMARY,
      source: "URINE DIPSTICK:\nUrine dipstick showed no blood and no protein.",
      question: "What did the urine dipstick show?",
    });

    expect(answer.text).toContain("no blood and no protein");
    expect(answer.sources).toEqual([]);
  });
});

describe("Bedrock's cited sources", () => {
  const reply = (text: string) => ({ output: { message: { role: "assistant" as const, content: [{ text }] } } });

  it("are read from the answer's last line and taken off the text", () => {
    expect(parseCitations("Take it with food.\nSources: S4, S5")).toEqual({
      text: "Take it with food.",
      cited: [4, 5],
    });
    expect(parseCitations("Only your care team can decide.\nSources: none")).toEqual({
      text: "Only your care team can decide.",
      cited: [],
    });
  });

  it("also takes inline [S3] marks the model wrote against the rule", () => {
    expect(parseCitations("See your GP in 2 weeks [S8].\n\n**Sources:** S8")).toEqual({
      text: "See your GP in 2 weeks.",
      cited: [8, 8],
    });
  });

  it("keep only numbers of sentences the summary has, once each, 0-based", () => {
    expect(citedSources([8, 99, 0, -1, 4, 8, 2.5], SUMMARY)).toEqual([3, 7]);
  });

  it("reach the answer through the chat adapter, with the summary numbered in the prompt", async () => {
    const send = vi.fn(async (_: ConverseCommand) => reply("See your GP in 2 weeks.\nSources: S8, S42"));
    const chat = createBedrockChat(send, () => "m");

    const answer = await chat.chat({ summary: SUMMARY, question: "When is my next appointment?", history: [] });

    expect(answer).toEqual({ text: "See your GP in 2 weeks.", sources: [7] });
    const system = send.mock.calls[0][0].input.system?.[0].text ?? "";
    expect(system).toContain("## [S7] Follow-up\n[S8] See your GP in 2 weeks.");
    expect(system).toContain('"Sources: "');
  });
});
