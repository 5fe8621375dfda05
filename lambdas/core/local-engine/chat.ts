import { explainTerm, rewriteWithGlossary } from "./glossary";
import { splitSentences } from "./sentences";

const STOP = new Set(
  "a an the and or but if of to in on at for with by from is are was were be been do does did i my me you your it this that what when how why which who should can will about have has had any".split(
    " ",
  ),
);

export const NOT_COVERED =
  "Your summary does not cover that. Please ask your care team, who know your full medical history.";

function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, "");
}

function terms(text: string): Set<string> {
  const words =
    rewriteWithGlossary(text)
      .text.toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const original = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return new Set([...words, ...original].filter((w) => !STOP.has(w) && w.length > 1).map(stem));
}

/**
 * The offline engine's answer: the summary sentences that share the most words with the question (after both are
 * put in plain words), plus a plain explanation of a medical term the question names. It says so when the
 * summary has nothing on the question.
 */
/** Each sentence with the heading of the section it sits in ("Your follow-up appointments"). */
function sentencesWithHeadings(summary: string): Array<{ sentence: string; heading: string }> {
  const out: Array<{ sentence: string; heading: string }> = [];
  let heading = "";
  for (const line of summary.split("\n")) {
    const h = line.match(/^#{1,3}\s+(.+)/);
    if (h) {
      heading = h[1];
      continue;
    }
    for (const sentence of splitSentences(line)) out.push({ sentence, heading });
  }
  return out;
}

export function answerFromSummary(summary: string, question: string): string {
  const asked = terms(question);
  const scored = sentencesWithHeadings(summary)
    .map(({ sentence, heading }, index) => {
      const have = terms(sentence);
      const under = terms(heading);
      let score = 0;
      // A word of the sentence counts fully, a word of its section heading half.
      for (const t of asked) score += have.has(t) ? 1 : under.has(t) ? 0.5 : 0;
      return { sentence, score, index };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 3)
    .sort((a, b) => a.index - b.index);
  // Only a question about meaning gets a glossary explanation ("What is hypertension?").
  const explanation = /\b(?:what(?:'s| is| are| does)|mean|meaning)\b/i.test(question)
    ? explainTerm(question)
    : undefined;
  if (scored.length === 0) return explanation ? `${explanation} ${NOT_COVERED}` : NOT_COVERED;
  const lead = "Here is what your summary says:";
  const body = scored.map((s) => `- ${s.sentence}`).join("\n");
  return [explanation, lead, body].filter(Boolean).join("\n");
}
