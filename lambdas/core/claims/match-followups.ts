import { AS_NEEDED, CONDITION, WARNING_SECTION } from "./action-words";
import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import type { MatchContext } from "./match-context";
import { append, lowConfidence, lower } from "./match-shared";
import { sameAmount } from "./numbers";
import { type Duration, inside, isFollowupSentence, readDoctors, readDurations } from "./read-claims";
import { hasWord, type SourceFacts } from "./source-facts";
import { type Doc, type Span, spanAt } from "./text";
import { tokenize, wordsOf } from "./tokens";

/** Follow-ups: a time the summary gives is the one the source gives for the same appointment. */

const STOP_WORDS = new Set(
  "the a an and or in on at to of for with your you we will be is are was were have has by from this that it its into after within about please see day days week weeks wk wks month months year years hour hours time".split(
    " ",
  ),
);

/** A clinic's specialty in a letter's word and a patient's: "cardiology clinic" is the "heart clinic". */
const SPECIALTY: Record<string, string> = {
  cardiology: "heart",
  cardiac: "heart",
  cardiologist: "heart",
  arrhythmia: "heart",
  rhythm: "heart",
  telephone: "phone",
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
  lft: "liver",
  hepatic: "liver",
  tft: "thyroid",
  // "repeat his full blood count" is a blood test.
  count: "test",
  // "ENT outpatient review" is the ENT clinic.
  outpatient: "clinic",
  outpatients: "clinic",
};

/** "bloods" and "blood", "tests" and "test": one word for pairing. */
const singular = (w: string) => (w.length > 3 && /[^su]s$/.test(w) ? w.slice(0, -1) : w);

function contentWords(text: string): Set<string> {
  return new Set(
    wordsOf(tokenize(text))
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d/.test(w))
      .map((w) => SPECIALTY[w] ?? SPECIALTY[singular(w)] ?? singular(w)),
  );
}

interface FollowupGroup {
  words: Set<string>;
  durations: Duration[];
  /** A time in a warning ("pain not controlled after 3 days: see GP"), not an appointment. */
  warning: boolean;
}

/** A sentence under a warning heading or with a condition in it is a warning's. */
function isWarning(doc: Doc, sentence: Span): boolean {
  const line = spanAt(doc.lines, sentence.start);
  return (
    (line !== undefined && WARNING_SECTION.test(line.section.toLowerCase())) ||
    CONDITION.test(doc.text.slice(sentence.start, sentence.end).replace(AS_NEEDED, ""))
  );
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
      warning: isWarning(facts.doc, s),
    })),
  );
  groupsOf.set(facts, groups);
  return groups;
}

const sameDay = (q: Duration) => q.base !== undefined && q.base < 1;

const ANOTHER_TIME =
  /\b(?:\d+|one|two|three|four|five|six|eight|ten|twelve)\s*-?\s*(?:hours?|days?|weeks?|months?|years?)\b|\b(?:tomorrow|next week)\b/i;

/** The source's follow-up sentence most like the checked one ("Diabetes clinic in 3 months" for "Diabetes clinic in 6 weeks"). */
/** The source's follow-ups the sentence most likely retells, by the words they share. */
function likeliestSource(ctx: MatchContext, sentence: Span, d: Duration): Duration[] {
  const text = ctx.out.text;
  // The clause of the time first ("more than every 4 hours, or not better in 24 hours: see your GP" is two), then
  // the whole sentence when the clause alone names no appointment.
  const before = text.slice(sentence.start, d.start);
  const cuts = [...before.matchAll(/,|;|:|\band\b|\bthen\b/gi)];
  const from = cuts.length > 0 ? sentence.start + (cuts[cuts.length - 1].index ?? 0) : sentence.start;
  // After the time, the clause ends at "and" only when another time follows ("nurse in 6 weeks and clinic in 3
  // months"); "GP in 1 week to check your pain and your kidney blood test" is one appointment.
  const anotherTime = ANOTHER_TIME.test(text.slice(d.end, sentence.end));
  const clause = contentWords(text.slice(from, anotherTime ? clauseEnd(text, d.end, sentence.end) : sentence.end));
  const whole = contentWords(text.slice(sentence.start, sentence.end));
  const warning = isWarning(ctx.out, sentence);
  for (const words of [clause, whole]) {
    let best: { score: number; tie: number; agrees: boolean; durations: Duration[] } = {
      score: 0,
      tie: 0,
      agrees: false,
      durations: [],
    };
    for (const group of followupGroups(ctx.facts)) {
      // "Recheck the sugar in 15 minutes" is no appointment a "clinic in 4 weeks" retells: within a day or not.
      if (group.durations.every((g) => sameDay(g) !== sameDay(d))) continue;
      let shared = 0;
      for (const w of words) if (group.words.has(w)) shared++;
      // An appointment retells an appointment and a warning a warning: "See your GP in 1 week to check your pain"
      // is not "pain not controlled after 3 days: see GP", though they share as many words.
      const kind = group.warning === warning ? 1 : 0.75;
      const score = (kind * shared) / Math.max(1, Math.min(words.size, group.words.size));
      // "Bowel clinic in 3 months" shares all its words with "IBD nurse clinic in 2 weeks with the first blood
      // results" and with "Gastroenterology clinic in 3 months": the group with fewer words besides is the one.
      const tie = shared / Math.max(1, words.size, group.words.size);
      // "ENT clinic in 3 months" is as like "ENT nurse clinic in 1 week" as "ENT outpatient review in 3 months": of
      // groups alike, the one with the same time is the one it retells.
      const agrees = group.durations.some((g) => sameAmount(g, d));
      if (
        score > best.score ||
        (score === best.score && agrees && !best.agrees) ||
        (score === best.score && agrees === best.agrees && tie > best.tie)
      )
        best = { score, tie, agrees, durations: group.durations };
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

/**
 * A follow-up time the summary gives that only some other time of the source has ("clinic in 24 weeks" where the
 * source's 24 weeks is a course of tablets) retells the source's follow-up that no summary time keeps and that shares
 * most words with it ("Consultant clinic in 12 weeks"); none when every source follow-up is kept.
 */
function unkeptFollowup(ctx: MatchContext, sentence: Span, kept: Set<Duration>): Duration[] {
  const words = contentWords(ctx.out.text.slice(sentence.start, sentence.end));
  let best: { shared: number; durations: Duration[] } = { shared: 0, durations: [] };
  for (const group of followupGroups(ctx.facts)) {
    if (group.warning || group.durations.some((g) => kept.has(g))) continue;
    let shared = 0;
    for (const w of words) if (group.words.has(w)) shared++;
    if (shared > best.shared) best = { shared, durations: group.durations };
  }
  return best.durations;
}

export function matchFollowups(ctx: MatchContext): Draft[] {
  const drafts: Draft[] = [];
  const followups = ctx.facts.durations.filter((d) => d.followup);
  const outDurations = readDurations(ctx.out);
  // The source's follow-ups that a summary time retells with the same time: "X-ray in 2 weeks" keeps the X-ray's,
  // not the doctor's visit in 2 weeks as well.
  const keptBy = new Map<Duration, Set<Duration>>();
  for (const o of outDurations) {
    const s = o.followup ? spanAt(ctx.out.sentences, o.start) : undefined;
    if (s) keptBy.set(o, new Set(likeliestSource(ctx, s, o).filter((p) => sameAmount(p, o))));
  }
  const keptByOthers = (d: Duration) => new Set([...keptBy].flatMap(([o, kept]) => (o === d ? [] : [...kept])));
  for (const d of outDurations) {
    if (inside(ctx.explained, d)) continue;
    const sentence = spanAt(ctx.out.sentences, d.start);
    if (!d.followup || !sentence) continue;
    ctx.judged.push(d);
    let paired = likeliestSource(ctx, sentence, d);
    const anywhere = ctx.facts.times.has(d);
    if (paired.length === 0 && anywhere && !followups.some((p) => sameAmount(p, d)))
      paired = unkeptFollowup(ctx, sentence, keptByOthers(d));
    // "Thyroid blood tests again in 6 weeks" keeps the source's 6 weeks; "Vitamin D blood test in 3 months", as like
    // it in words, retells the source's other time, "Vitamin D recheck in 3 months", which shares a word with it.
    const others = keptByOthers(d);
    const keptElsewhere = paired.length > 0 && paired.every((p) => others.has(p));
    const words = contentWords(ctx.out.text.slice(sentence.start, sentence.end));
    const alike = (p: Duration) => {
      const around = spanAt(ctx.facts.doc.sentences, p.start);
      if (!around) return false;
      return [...contentWords(ctx.facts.doc.text.slice(around.start, around.end))].some((w) => words.has(w));
    };
    const retellsOther = keptElsewhere && followups.some((p) => sameAmount(p, d) && alike(p));
    const pairedSays = paired.some((p) => sameAmount(p, d)) || retellsOther;
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
