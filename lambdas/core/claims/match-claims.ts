import { dateKeys, dates } from "./dates";
import type { Draft } from "./drafts";
import { leastSure, quotes } from "./evidence";
import type { MatchContext } from "./match-medicines";
import { amountText, sameAmount } from "./numbers";
import {
  type AllergyStatement,
  type Duration,
  inside,
  isFollowupSentence,
  readAllergies,
  readConditions,
  readDoctors,
  readDurations,
  readTests,
} from "./read-claims";
import { hasWord, type SourceFacts } from "./source-facts";
import { amountsIn, PHONE_NUMBER, type Span, spanAt } from "./text";
import { tokenize, wordsOf } from "./tokens";
import { drugLabel, isClassKey, namesSame } from "./vocabulary";

/**
 * The checked text's other claims against the source: allergies name the same substance, conditions are the
 * source's, test values and follow-up times are the source's, every other number and date stands in the source.
 */

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const lower = (s: string) => s.replace(/\s+/g, " ").toLowerCase();

function lowConfidence(ctx: MatchContext, kind: Draft["kind"], span: Span, places: Span[], drafts: Draft[]): void {
  const threshold = ctx.lowConfidenceBelow;
  if (threshold === undefined || places.length === 0) return;
  let best: { confidence: number; word?: { text: string }; place: Span } = { confidence: -1, place: places[0] };
  for (const place of places) {
    const sure = leastSure(ctx.facts, [place]);
    if (sure.confidence > best.confidence) best = { ...sure, place };
  }
  if (best.confidence >= threshold) return;
  drafts.push({
    kind,
    verdict: "low_confidence",
    span,
    reason: `Only words the recording was unsure of say this ("${best.word?.text ?? ""}", ${Math.round(best.confidence * 100)} % sure).`,
    evidence: quotes(ctx.facts, [best.place]),
    order: span.start,
  });
}

// ---------------------------------------------------------------- allergies

/** "Penicillin allergy": the substance with the allergy word when they stand together. */
function allergySpan(ctx: MatchContext, statement: AllergyStatement, substance: Span): Span {
  const text = ctx.out.text;
  const after = text.slice(substance.end, statement.end).match(/^\s*(?:\([^)]*\)\s*)?(?:allerg\w*|intoleran\w*)/i);
  if (after) return { start: substance.start, end: substance.end + after[0].length };
  const before = text.slice(statement.start, substance.start).match(/(?:allerg\w*|intoleran\w*)(?: to)?\s*:?\s*$/i);
  if (before?.index !== undefined) return { start: statement.start + before.index, end: substance.end };
  return substance;
}

export function matchAllergies(ctx: MatchContext): { drafts: Draft[]; narrowed: Set<string> } {
  const drafts: Draft[] = [];
  /** Source allergies a summary names by their class instead: flagged here, not again as omitted. */
  const narrowed = new Set<string>();
  const source = ctx.facts.allergies;
  const substances = source.flatMap((s) => s.substances);
  for (const statement of readAllergies(ctx.out)) {
    if (statement.none) {
      if (substances.length > 0) {
        drafts.push({
          kind: "allergy",
          verdict: "contradicted",
          span: statement,
          reason: `The source records an allergy to ${lower(substances[0].name)}; this says there are none.`,
          evidence: quotes(ctx.facts, substances),
          order: statement.start,
        });
      }
      continue;
    }
    for (const o of statement.substances) {
      const span = allergySpan(ctx, statement, o);
      if (substances.some((s) => s.key === o.key)) {
        lowConfidence(
          ctx,
          "allergy",
          span,
          substances.filter((s) => s.key === o.key),
          drafts,
        );
        continue;
      }
      const member = substances.find((s) => namesSame(o.key, s.key));
      const cls = substances.find((s) => namesSame(s.key, o.key));
      if (member) {
        if (statement.substances.some((x) => x.key === member.key)) continue;
        narrowed.add(member.key);
        drafts.push({
          kind: "allergy",
          verdict: "contradicted",
          span,
          reason: `The source records an allergy to ${lower(member.name)}; this names ${isClassKey(o.key) ? drugLabel(o.key) : lower(o.name)} instead, not the drug to avoid.`,
          evidence: quotes(ctx.facts, [member]),
          order: o.start,
        });
      } else if (cls) {
        drafts.push({
          kind: "allergy",
          verdict: "contradicted",
          span,
          reason: `The source records an allergy to ${lower(cls.name)} (all of them); this names only ${lower(o.name)}.`,
          evidence: quotes(ctx.facts, [cls]),
          order: o.start,
        });
      } else {
        drafts.push({
          kind: "allergy",
          verdict: "unsupported",
          span,
          reason:
            substances.length > 0
              ? `The source records an allergy to ${lower(substances[0].name)}, not to ${lower(o.name)}.`
              : `The source records no allergy to ${lower(o.name)}.`,
          evidence: quotes(ctx.facts, substances),
          order: o.start,
        });
      }
    }
  }
  return { drafts, narrowed };
}

// ---------------------------------------------------------------- conditions

export function matchConditions(ctx: MatchContext): Draft[] {
  const drafts: Draft[] = [];
  for (const c of readConditions(ctx.out)) {
    // "type 2 diabetes": its number is part of its name.
    ctx.judged.push(...amountsIn(ctx.out, c.start, c.end).filter((q) => q.end <= c.end));
    const places = ctx.facts.conditions.get(c.condition.id);
    if (places) {
      lowConfidence(ctx, "diagnosis", c, places, drafts);
      continue;
    }
    drafts.push({
      kind: "diagnosis",
      verdict: "unsupported",
      span: c,
      reason: `The source never mentions ${c.condition.label}.`,
      evidence: [],
      order: c.start,
    });
  }
  return drafts;
}

// ---------------------------------------------------------------- tests

export function matchTests(ctx: MatchContext, skip: (span: Span) => boolean): Draft[] {
  const drafts: Draft[] = [];
  for (const t of readTests(ctx.out, skip)) {
    const sourceValues = (ctx.facts.tests.get(t.test.id) ?? []).flatMap((s) => s.values);
    if (sourceValues.length === 0) continue;
    for (const v of t.values) {
      ctx.judged.push(v);
      if (sourceValues.some((s) => s.value === v.value)) continue;
      const span =
        v.end - t.start <= 60 && !ctx.out.text.slice(t.start, v.end).includes("\n")
          ? { start: t.start, end: v.end }
          : v;
      drafts.push({
        kind: "test",
        verdict: "contradicted",
        span,
        reason: `The source gives ${t.test.label} as ${sourceValues.map(amountText).slice(0, 3).join(", ")}; this says ${amountText(v)}.`,
        evidence: quotes(ctx.facts, sourceValues),
        order: v.start,
      });
    }
  }
  return drafts;
}

/** Kinds of test a summary names, and the words a source has for each (a urine dipstick is no blood test). */
const TEST_KINDS: Array<{ said: RegExp; source: RegExp; label: string }> = [
  {
    said: /\bblood (?:tests?|samples?|work)\b|\bbloods\b/gi,
    source:
      /\bbloods?\b|\bserum\b|\bplasma\b|\bhba1c\b|\bcreatinine\b|\begfr\b|\bpotassium\b|\bsodium\b|\bcholesterol\b|\bhaemoglobin\b|\bhemoglobin\b|\btroponin\b|\bcrp\b|\btsh\b|\binr\b|\bfbc\b|\bcbc\b|\bu&e\b|\blft\b|\bkidney function\b|\bliver function\b/i,
    label: "a blood test",
  },
  {
    said: /\burine (?:tests?|samples?)\b/gi,
    source: /\burine\b|\burinalysis\b|\bdipstick\b|\bmsu\b|\bacr\b/i,
    label: "a urine test",
  },
];

export function matchTestKinds(ctx: MatchContext): Draft[] {
  const drafts: Draft[] = [];
  for (const kind of TEST_KINDS) {
    for (const m of ctx.out.text.matchAll(kind.said)) {
      const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
      if (inside(ctx.explained, span) || kind.source.test(ctx.facts.doc.text)) continue;
      drafts.push({
        kind: "test",
        verdict: "unsupported",
        span,
        reason: `The source mentions no ${kind.label.replace(/^an? /, "")}.`,
        evidence: [],
        order: span.start,
      });
    }
  }
  return drafts;
}

// ---------------------------------------------------------------- follow-ups

/** Words that tell no appointment from another ("in", "weeks"). */
const STOP_WORDS = new Set(
  "the a an and or in on at to of for with your you we will be is are was were have has by from this that it its into after within about please day days week weeks month months year years hour hours time".split(
    " ",
  ),
);

/** A clinic's specialty in a letter's word and a patient's: "cardiology clinic" is the "heart clinic". */
const SPECIALTY: Record<string, string> = {
  cardiology: "heart",
  cardiac: "heart",
  cardiologist: "heart",
  renal: "kidney",
  nephrology: "kidney",
  kidneys: "kidney",
  respiratory: "lung",
  pulmonary: "lung",
  chest: "lung",
  lungs: "lung",
  neurology: "brain",
  neurological: "brain",
  gastroenterology: "gut",
  bowel: "gut",
  ibd: "gut",
  dermatology: "skin",
  ophthalmology: "eye",
  eyes: "eye",
  orthopaedic: "bone",
  orthopedic: "bone",
  fracture: "bone",
  rheumatology: "joint",
  urology: "bladder",
  diabetic: "diabetes",
  endocrine: "diabetes",
  anticoagulation: "blood-thinner",
  haematology: "blood",
};

/** "bloods" and "blood", "tests" and "test": one word for pairing. */
const singular = (w: string) => (w.length > 3 && /[^su]s$/.test(w) ? w.slice(0, -1) : w);

function contentWords(text: string): Set<string> {
  return new Set(
    wordsOf(tokenize(text))
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d/.test(w))
      .map((w) => SPECIALTY[w] ?? singular(w)),
  );
}

interface FollowupGroup {
  words: Set<string>;
  durations: Duration[];
}

const groupsOf = new WeakMap<SourceFacts, FollowupGroup[]>();

/** Where the clause of a time ends before the next time: at "and", a comma or a semicolon between them. */
function clauseEnd(text: string, from: number, to: number): number {
  const cut = text.slice(from, to).search(/,|;|\band\b|\bthen\b/i);
  return cut === -1 ? to : from + cut;
}

/** The source's follow-up times by sentence, with the sentence's words (near the time, in a long transcript). */
function followupGroups(facts: SourceFacts): FollowupGroup[] {
  let groups = groupsOf.get(facts);
  if (groups) return groups;
  const bySentence = new Map<Span, Duration[]>();
  for (const d of facts.durations) {
    if (!d.followup) continue;
    const s = spanAt(facts.doc.sentences, d.start);
    if (s) append(bySentence, s, d);
  }
  // One group per time, with the words of its own clause: "the specialist nurse in 6 weeks and I will review her in
  // clinic in 3 months" is two appointments, and "nurse in 12 weeks" must not pass as the clinic's 3 months.
  groups = [...bySentence].flatMap(([s, durations]) =>
    durations.map((d, i) => ({
      words: contentWords(
        facts.doc.text.slice(
          Math.max(s.start, d.start - 150, i > 0 ? durations[i - 1].end : s.start),
          Math.min(
            s.end,
            d.end + 150,
            i + 1 < durations.length ? clauseEnd(facts.doc.text, d.end, durations[i + 1].start) : s.end,
          ),
        ),
      ),
      durations: [d],
    })),
  );
  groupsOf.set(facts, groups);
  return groups;
}

/** The source's follow-up sentence most like the checked one ("Diabetes clinic in 3 months" for "Diabetes clinic in 6 weeks"). */
/** The source's follow-ups the sentence most likely retells, by the words they share. */
function likeliestSource(ctx: MatchContext, sentence: Span, d: Span): Duration[] {
  const text = ctx.out.text;
  // The clause of the time first ("more than every 4 hours, or not better in 24 hours: see your GP" is two), then
  // the whole sentence when the clause alone names no appointment.
  const before = text.slice(sentence.start, d.start);
  const cuts = [...before.matchAll(/,|;|:|\band\b|\bthen\b/gi)];
  const from = cuts.length > 0 ? sentence.start + (cuts[cuts.length - 1].index ?? 0) : sentence.start;
  const clause = contentWords(text.slice(from, clauseEnd(text, d.end, sentence.end)));
  const whole = contentWords(text.slice(sentence.start, sentence.end));
  for (const words of [clause, whole]) {
    let best: { score: number; durations: Duration[] } = { score: 0, durations: [] };
    for (const group of followupGroups(ctx.facts)) {
      let shared = 0;
      for (const w of words) if (group.words.has(w)) shared++;
      const score = shared / Math.max(1, Math.min(words.size, group.words.size));
      if (score > best.score) best = { score, durations: group.durations };
    }
    if (best.score >= 0.5) return best.durations;
  }
  return [];
}

/** "in 2 weeks": the time with the word that makes it a time to come. */
function durationSpan(text: string, d: Span): Span {
  const from = Math.max(0, d.start - 16);
  const lead = text.slice(from, d.start).match(/\b(?:in|within|after|over the next|in the next)\s+$/i);
  return lead?.index !== undefined ? { start: from + lead.index, end: d.end } : d;
}

export function matchFollowups(ctx: MatchContext): Draft[] {
  const drafts: Draft[] = [];
  const followups = ctx.facts.durations.filter((d) => d.followup);
  for (const d of readDurations(ctx.out)) {
    if (inside(ctx.explained, d)) continue;
    const sentence = spanAt(ctx.out.sentences, d.start);
    if (!d.followup || !sentence) continue;
    ctx.judged.push(d);
    const paired = likeliestSource(ctx, sentence, d);
    const pairedSays = paired.some((p) => sameAmount(p, d));
    const anywhere = ctx.facts.times.has(d);
    if (paired.length > 0 ? pairedSays : anywhere) {
      lowConfidence(
        ctx,
        "followup",
        durationSpan(ctx.out.text, d),
        [...paired, ...followups].filter((p) => sameAmount(p, d)),
        drafts,
      );
      continue;
    }
    const said = paired[0] ?? followups[0];
    if (said) ctx.answered.push(said);
    const span = durationSpan(ctx.out.text, d);
    const claim = lower(ctx.out.text.slice(span.start, span.end));
    const saidText = said
      ? lower(ctx.facts.doc.text.slice(durationSpan(ctx.facts.doc.text, said).start, said.end))
      : "";
    drafts.push({
      kind: "followup",
      verdict: said ? "contradicted" : "unsupported",
      span,
      reason: said ? `The source says ${saidText}; this says ${claim}.` : `The source has no follow-up ${claim}.`,
      evidence: said ? quotes(ctx.facts, [said]) : [],
      order: d.start,
    });
  }
  for (const doctor of readDoctors(ctx.out)) {
    // Who a follow-up is with; a name elsewhere (a signature the app adds) is no claim about the source.
    const sentence = spanAt(ctx.out.sentences, doctor.start);
    if (!sentence || !isFollowupSentence(ctx.out, sentence) || hasWord(ctx.facts, doctor.surname)) continue;
    drafts.push({
      kind: "followup",
      verdict: "unsupported",
      span: doctor,
      reason: `The source never names ${doctor.name}.`,
      evidence: [],
      order: doctor.start,
    });
  }
  return drafts;
}

// ---------------------------------------------------------------- numbers and dates

function withNumberBefore(text: string, span: Span): Span {
  const before = text.slice(Math.max(0, span.start - 12), span.start).match(/(?<![\d.,])\d+(?:\.\d+)?[ \t]+$/);
  return before ? { start: span.start - before[0].length, end: span.end } : span;
}

/** A list's numbering ("1. Take ...") is no fact. */
const LIST_NUMBER = /^[ \t]*\d{1,2}[.)][ \t]/;

export function matchNumbers(ctx: MatchContext): Draft[] {
  const drafts: Draft[] = [];
  const out = ctx.out;
  const dateSpans: Span[] = [];
  for (const date of dates(out.text)) {
    dateSpans.push(date);
    if (inside(ctx.explained, date)) continue;
    if (ctx.facts.dates.has(date.text) || dateKeys(date.text).some((k) => ctx.facts.days.has(k))) continue;
    drafts.push({
      kind: "date",
      verdict: "unsupported",
      span: date,
      reason: `The source has no date ${date.text.trim()}.`,
      evidence: [],
      order: date.start,
    });
  }
  // A telephone number to call in a warning must be the source's, digit for digit.
  const sourcePhones = new Set([...ctx.facts.doc.text.matchAll(PHONE_NUMBER)].map((m) => m[0].replace(/\D/g, "")));
  for (const m of out.text.matchAll(PHONE_NUMBER)) {
    if (sourcePhones.has(m[0].replace(/\D/g, ""))) continue;
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    drafts.push({
      kind: "number",
      verdict: "unsupported",
      span,
      reason: `The source has no telephone number ${m[0]}.`,
      evidence: [],
      order: span.start,
    });
  }
  const seen = new Set<string>();
  for (const q of amountsIn(out)) {
    if (inside(dateSpans, q) || inside(ctx.explained, q) || ctx.judged.some((j) => j.start === q.start)) continue;
    const line = spanAt(out.lines, q.start);
    if (line && q.start - line.start <= 4 && LIST_NUMBER.test(out.text.slice(line.start, q.end + 2))) continue;
    // A number said in words is a fact only with its unit ("fourteen days"); "one of your tablets" is not.
    const written = /[A-Za-z]/.test(out.original[out.rewritten.originalStart(q.start)] ?? "");
    if (written && !q.dimension) continue;
    const key = `${q.digits}:${q.dimension ?? ""}:${q.unit ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const found =
      q.dimension === "time" ? ctx.facts.times.has(q) || ctx.facts.numbers.has(q) : ctx.facts.numbers.has(q);
    if (found) {
      // "fourteen eight hours": a number right before is part of what was heard, and of how sure it was.
      const places = (ctx.facts.numberPlaces?.get(q.digits) ?? []).map((p) => withNumberBefore(ctx.facts.doc.text, p));
      lowConfidence(
        ctx,
        q.dimension && q.dimension !== "time" ? "dose" : "number",
        withNumberBefore(out.text, q),
        places,
        drafts,
      );
      continue;
    }
    drafts.push({
      kind: q.dimension && q.dimension !== "time" ? "dose" : "number",
      verdict: "unsupported",
      span: q,
      reason: `The source has no ${amountText(q)}.`,
      evidence: [],
      order: q.start,
    });
  }
  return drafts;
}
