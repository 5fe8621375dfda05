import { UNKNOWN_PATIENT } from "../patient-name";
import { rewriteWithGlossary } from "./glossary";
import {
  DEFAULT_HEADINGS,
  headingTopic,
  sentenceTopic,
  type Topic,
  templateHeadings,
  topicsForTemplateHeading,
} from "./sections";
import { shorten, splitSentences, toSecondPerson } from "./sentences";

export interface LocalDraftInput {
  sourceText: string;
  template: string;
  patientName: string;
  /** Longest sentence the draft aims for; the simplify pass lowers it. */
  maxWords: number;
}

export interface LocalDraft {
  text: string;
  glossaryHits: string[];
}

interface SourceSentence {
  text: string;
  topic: Topic;
}

/** Files that could not be read leave a placeholder; it is not content to summarise. */
const PLACEHOLDER = /\[File processing failed[^\]]*\]/g;

/** Header lines of a clinical letter (titles, identifiers, admission dates): not for the patient's summary. */
const ADMINISTRATIVE =
  /^(?:(?:patient\s*)?name|dob|d\.o\.b|date of birth|mrn|nhs|hospital number|admission date|discharge date|date of (?:admission|discharge|visit)|attending|physician|provider|ward|unit)\b\s*:|^[A-Z][A-Z \-/&]{2,60}$/i;

/** A summary, not a copy: long records keep the first (usually the discharge) sentences of each topic. */
const MAX_SENTENCES_PER_SECTION = 8;

/** Broad headings (history, hospital course) mix facts; there each sentence's own cues decide its topic. */
const BROAD: Topic[] = ["history", "procedures"];

/**
 * PDF text arrives with a line break wherever the page wrapped. A line that does not end a sentence and is followed
 * by one that does not start a new labelled section is joined to it. One pass: the paragraph being joined is kept as
 * parts and joined once, and only the last line's end is looked at (issue 8: no rescans of the growing paragraph).
 */
export function unwrapLines(text: string): string[] {
  const out: string[] = [];
  let paragraph: string[] | undefined;
  let endsSentence = true;
  const close = () => {
    if (paragraph) out.push(paragraph.join(" "));
    paragraph = undefined;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "") {
      close();
      out.push("");
      continue;
    }
    const startsSection =
      /^[A-Z][A-Za-z /&-]{2,60}:/.test(line) ||
      // Cheap tests first: most lines have a lower-case letter, and upper-casing copies the line.
      (/[A-Z]{3}/.test(line) && !/[a-z]/.test(line) && line === line.toUpperCase());
    if (paragraph && !endsSentence && !startsSection && !/^[-•*]\s/.test(line)) {
      paragraph.push(line);
    } else {
      close();
      paragraph = [line];
    }
    endsSentence = /[.!?:]$/.test(line);
  }
  close();
  return out;
}

/**
 * Text without sentence punctuation would make one "sentence" of a whole document; longer runs are cut into pieces of
 * this many words, so every later step works on short strings and the draft stays bounded.
 */
const MAX_SENTENCE_WORDS = 60;
/** The same for text without spaces (a scanned table, an encoded blob): no piece is longer than this. */
const MAX_SENTENCE_CHARS = 1000;

function pieces(sentence: string): string[] {
  // Fewer characters than 60 words need: nothing to cut (most sentences; no split to allocate).
  if (sentence.length < MAX_SENTENCE_WORDS * 2) return [sentence];
  const words = sentence.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += MAX_SENTENCE_WORDS) {
    const piece = words.length <= MAX_SENTENCE_WORDS ? sentence : words.slice(i, i + MAX_SENTENCE_WORDS).join(" ");
    for (let at = 0; at < piece.length; at += MAX_SENTENCE_CHARS) out.push(piece.slice(at, at + MAX_SENTENCE_CHARS));
  }
  return out;
}

/** Sorts the source's sentences by topic, using its own headings first and sentence cues second. */
export function classify(sourceText: string): SourceSentence[] {
  const out: SourceSentence[] = [];
  // Daily notes repeat the same plan with new numbers; the first wording is kept, later repeats add nothing.
  const seen = new Set<string>();
  const repeatKey = (s: string) =>
    s
      .toLowerCase()
      .replace(/[\d.,/%]+/g, "#")
      .replace(/\s+/g, " ");
  let current: Topic = "history";
  for (const rawLine of unwrapLines(sourceText.replace(PLACEHOLDER, ""))) {
    const line = rawLine.trim();
    if (!line) continue;
    const topic = headingTopic(line);
    if (ADMINISTRATIVE.test(line) && !topic) continue;
    let body = line;
    if (topic) {
      current = topic;
      body = line.includes(":") ? line.slice(line.indexOf(":") + 1).trim() : "";
      if (!body) continue;
    }
    for (const sentence of splitSentences(body).flatMap(pieces)) {
      if (ADMINISTRATIVE.test(sentence)) continue;
      const key = repeatKey(sentence);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text: sentence, topic: BROAD.includes(current) ? sentenceTopic(sentence, current) : current });
    }
  }
  return out;
}

/** "an heart tracing" → "a heart tracing" after a replacement changed the next word. */
function fixArticles(text: string): string {
  return text
    .replace(/\b([Aa])n (?=[bcdfghjklmnpqrstvwxz])(?!hour|honest)/g, "$1 ")
    .replace(/\b([Aa]) (?=[aeio][a-z])/g, "$1n ");
}

function plain(sentence: string, maxWords: number, hits: string[]): string[] {
  const rewritten = rewriteWithGlossary(toSecondPerson(sentence.replace(/\(([^)0-9]*)\)/g, "")));
  hits.push(...rewritten.hits);
  return shorten(fixArticles(rewritten.text), maxWords);
}

let classified: { source: string; sentences: SourceSentence[] } | undefined;

/** The simplify pass drafts the same source again: its sentences are sorted once (one source kept, the last). */
function classifyOnce(source: string): SourceSentence[] {
  if (classified?.source !== source) classified = { source, sentences: classify(source) };
  return classified.sentences;
}

/**
 * The offline draft: one section per template heading, filled with the source sentences about that topic,
 * rewritten in plain words and short sentences. It adds no facts of its own.
 */
export function draftSummary(input: LocalDraftInput): LocalDraft {
  const sentences = classifyOnce(input.sourceText);
  const headings = templateHeadings(input.template);
  const sections = (headings.length > 0 ? headings : DEFAULT_HEADINGS).map((heading) => ({
    heading,
    topics: topicsForTemplateHeading(heading),
  }));
  const used = new Set<number>();
  const hits: string[] = [];
  const lines: string[] = [];

  const greeting =
    input.patientName && input.patientName !== UNKNOWN_PATIENT ? `Hello ${input.patientName}.` : "Hello.";
  lines.push(`${greeting} This is a summary of your recent care in plain language.`);

  for (const section of sections) {
    const picked = sentences
      .map((s, i) => ({ ...s, i }))
      .filter((s) => !used.has(s.i) && section.topics.includes(s.topic))
      .slice(0, MAX_SENTENCES_PER_SECTION);
    for (const s of picked) used.add(s.i);
    lines.push("", `## ${section.heading}`);
    if (picked.length === 0) {
      lines.push("Your care team did not write anything about this. Please ask them if you have questions.");
      continue;
    }
    const asList = section.topics.includes("medications") || section.topics.includes("warnings");
    for (const s of picked) {
      const short = plain(s.text, input.maxWords, hits);
      if (asList) lines.push(`- ${short.join(" ")}`);
      else lines.push(short.join(" "));
    }
  }

  // Facts the template has no place for still reach the patient, under the standard heading for their topic.
  const covered = new Set(sections.flatMap((section) => section.topics));
  const leftovers = sentences.map((s, i) => ({ ...s, i })).filter((s) => !used.has(s.i) && !covered.has(s.topic));
  for (const heading of DEFAULT_HEADINGS) {
    const topics = topicsForTemplateHeading(heading);
    const picked = leftovers
      .filter((s) => !used.has(s.i) && topics.includes(s.topic))
      .slice(0, MAX_SENTENCES_PER_SECTION);
    if (picked.length === 0) continue;
    for (const s of picked) used.add(s.i);
    lines.push("", `## ${heading}`);
    const asList = topics.includes("medications") || topics.includes("warnings");
    for (const s of picked) {
      const short = plain(s.text, input.maxWords, hits).join(" ");
      lines.push(asList ? `- ${short}` : short);
    }
  }
  return { text: lines.join("\n").trim(), glossaryHits: hits };
}
