import { plainAction, sayAction } from "./actions";
import { limits, warningSentences, warnings } from "./coverage-warnings";
import { lower, type Presence, presenceOf, sourceWords } from "./coverage-words";
import { DateIndex, type DateMention, dateKeys, dates, dayOrder, daysOf } from "./dates";
import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import type { MatchContext } from "./match-context";
import type { Action, Mention } from "./medicine-types";
import { isFollowupSentence, readAllergies } from "./read-claims";
import { mentionsOf } from "./source-facts";
import { type Doc, type Span, spanAt } from "./text";
import { escapeRegExp } from "./tokens";
import { isClassKey, namesSame } from "./vocabulary";

/**
 * A patient summary must keep every safety item of its source: each medicine to start, stop, change or keep taking,
 * each allergy with its substance, each warning sign with what to do, each follow-up time, each limit (salt, fluid,
 * lifting, daily weight). A missing item is an "omitted" flag whose value is the source's words for it.
 */

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const KEEPS: Record<Action, Array<Action | "none">> = {
  new: ["new", "change", "restart", "none"],
  stop: ["stop", "hold"],
  change: ["change", "new", "none"],
  continue: ["continue", "restart", "change", "none"],
  hold: ["hold", "stop"],
  restart: ["restart", "continue", "new", "none"],
  hospital: [],
};

/** Mentions of one group in different words (a letter pasted twice is read once). */
function distinctIn(ctx: MatchContext, mentions: Mention[]): Mention[] {
  const key = mentions[0].key;
  const ofKey = new Set(mentionsOf(ctx.facts, key));
  return mentions.filter((m) => ofKey.has(m));
}

/** The source's own words for a medicine item: "Start amoxicillin five hundred milligrams three times a day". */
function medicineItem(ctx: MatchContext, mentions: Mention[]): { text: string; order: number } {
  const plain = plainAction(mentions);
  const m = plain?.mention ?? mentions[0];
  const dose = m.doses.find((d) => !d.previous) ?? mentions.flatMap((x) => x.doses).find((d) => !d.previous);
  const freq = m.frequencies[0] ?? mentions.flatMap((x) => x.frequencies)[0];
  const name = lower(sourceWords(ctx, { start: m.start, end: m.qualifierEnd ?? m.end }));
  const action = plain ? sayAction(plain.action, name) : name;
  const said = [action, dose ? sourceWords(ctx, dose) : "", freq ? lower(sourceWords(ctx, freq)) : ""];
  const text = said.filter(Boolean).join(" ");
  return { text: text.charAt(0).toUpperCase() + text.slice(1), order: m.start };
}

/**
 * "Benylin Dry Cough (dextromethorphan) 10 mL qds STOPPED" and a summary's "Stop taking: Benylin dry cough medicine":
 * a name no list knows, leading the source's line just before the medicine, names that medicine.
 */
function brandBefore(ctx: MatchContext, out: Mention, source: Mention): boolean {
  if (!out.key.startsWith("word:")) return false;
  const lead = ctx.facts.doc.text.slice(source.line.body, source.start).toLowerCase();
  const name = out.key.slice(5);
  return (
    lead.length <= 60 &&
    lead.replace(/^[\s*•–-]*/, "").startsWith(name) &&
    !/^[a-z0-9]/.test(lead.slice(lead.indexOf(name) + name.length))
  );
}

/**
 * "Switched to oral artemether/lumefantrine (Riamet)" and a summary's "New: Riamet": a name no list knows that the
 * source puts in brackets right after the medicine, or before it in brackets, names that medicine, a combination too.
 */
function glossNamed(ctx: MatchContext, out: Mention, sources: Mention[]): boolean {
  if (!out.key.startsWith("word:")) return false;
  const name = out.key.slice(5);
  const text = ctx.facts.doc.text;
  return sources.some((source) => {
    const after = /^\s*\(\s*([A-Za-z][\w-]*)\s*\)/.exec(text.slice(source.end, source.end + 40));
    const before = /\b([A-Za-z][\w-]*)\s*\(\s*$/.exec(text.slice(Math.max(0, source.start - 40), source.start));
    return after?.[1].toLowerCase() === name || before?.[1].toLowerCase() === name;
  });
}

/**
 * "STOP the Daktarin oral gel" and a summary's "Stop taking: Daktarin oral gel (miconazole)", where the summary's line
 * is read as the medicine in brackets: a name no list knows is kept by the line of the summary that has it.
 */
function describedOnItsLine(ctx: MatchContext, out: Mention, key: string): boolean {
  if (!key.startsWith("word:")) return false;
  const said = ctx.out.text.slice(out.line.start, out.line.end);
  return new RegExp(`(?<![A-Za-z0-9-])${escapeRegExp(key.slice(5))}(?![A-Za-z0-9])`, "i").test(said);
}

/** "cough/cold medicines (", "herbal remedies such as (": a group the source names before its examples. */
const GROUP_BEFORE =
  /\b([a-z]{4,})(?:[/ -]+(?:or\s+|and\s+)?([a-z]{4,}))?\s+(?:medicines?|medications?|remedies|tablets|products|drugs|painkillers)\s*\(\s*(?:[^()]*,\s*)?$/i;

/**
 * "Do not take over-the-counter cough/cold medicines (dextromethorphan, pseudoephedrine)" and a summary's "Do not
 * take cough or cold medicines": a medicine given as an example of a group is kept when the summary names the group.
 */
function groupNamed(ctx: MatchContext, source: Mention): boolean {
  const text = ctx.facts.doc.text;
  const group = GROUP_BEFORE.exec(text.slice(Math.max(source.line.body, source.start - 120), source.start));
  if (!group) return false;
  const heads = [group[1], group[2]].filter((w): w is string => w !== undefined).map((w) => w.toLowerCase());
  return ctx.out.sentences.some((sentence) => {
    const said = ctx.out.text.slice(sentence.start, sentence.end).toLowerCase();
    return (
      heads.every((h) => new RegExp(`\\b${h}\\b`).test(said)) &&
      /\b(?:medicines?|medications?|remedies|tablets|products|drugs|painkillers)\b/.test(said)
    );
  });
}

function medicines(ctx: MatchContext, outMeds: Mention[]): Draft[] {
  const drafts: Draft[] = [];
  const groups = new Map<string, Mention[]>();
  for (const m of ctx.facts.medicines) {
    if (!m.claimed || m.history || m.conditional || m.key.startsWith("class:")) continue;
    if (m.ambiguous && m.doses.length === 0) continue;
    const key = `${m.key}|${m.qualifier ?? ""}`;
    append(groups, key, m);
  }
  for (const all of groups.values()) {
    const mentions = distinctIn(ctx, all);
    const plain = plainAction(mentions);
    if (!plain || plain.action === "hospital") continue;
    const { key, qualifier } = plain.mention;
    const named = outMeds.filter(
      (o) =>
        ((namesSame(o.key, key) || namesSame(key, o.key)) &&
          (!qualifier || !o.qualifier || o.qualifier === qualifier)) ||
        brandBefore(ctx, o, plain.mention) ||
        glossNamed(ctx, o, mentionsOf(ctx.facts, key)) ||
        describedOnItsLine(ctx, o, key),
    );
    // Named with an action of its own: the action check has judged it.
    if (named.some((o) => o.claimed && !o.conditional && o.claimed.by !== "setting")) continue;
    if (named.some((o) => KEEPS[plain.action].includes(o.claimed && !o.conditional ? o.claimed.action : "none")))
      continue;
    if (groupNamed(ctx, plain.mention)) continue;
    const item = medicineItem(ctx, mentions);
    drafts.push({
      kind: "medication",
      verdict: "omitted",
      value: item.text,
      reason: `The source says to ${sayAction(plain.action, lower(plain.mention.name))}; the summary does not.`,
      evidence: quotes(ctx.facts, [plain.mention]),
      order: item.order,
    });
  }
  return drafts;
}

// ---------------------------------------------------------------- allergies

/** "Do not take any anti-inflammatory painkillers": a class the summary tells the patient to avoid. */
const AVOID = /\b(?:avoid|do not take|don't take|never take|must not take|allerg\w*)\b/i;

function allergies(ctx: MatchContext, outMeds: Mention[], narrowed: Set<string>): Draft[] {
  const drafts: Draft[] = [];
  const said = readAllergies(ctx.out).flatMap((s) => s.substances.map((x) => x.key));
  for (const m of outMeds) {
    if (!isClassKey(m.key) || said.includes(m.key)) continue;
    const sentence = spanAt(ctx.out.sentences, m.start);
    if (sentence && AVOID.test(ctx.out.text.slice(sentence.start, sentence.end))) said.push(m.key);
  }
  const seen = new Set<string>();
  for (const statement of ctx.facts.allergies) {
    for (const s of statement.substances) {
      if (seen.has(s.key) || narrowed.has(s.key)) continue;
      seen.add(s.key);
      if (said.includes(s.key)) continue;
      // "NEOMYCIN (contact rash)" kept as "Allergy: neomycin, in ear drops": a name no list knows is kept by its word.
      if (s.byHead && new RegExp(`\\b${escapeRegExp(s.name)}\\b`, "i").test(ctx.out.text)) continue;
      // "SULFA DRUGS (sulfamethoxazole) - hives" kept as "sulfa drugs": the source's own class for its example.
      const ownClass = statement.substances.some(
        (c) => isClassKey(c.key) && said.includes(c.key) && namesSame(c.key, s.key),
      );
      if (ownClass) continue;
      drafts.push({
        kind: "allergy",
        verdict: "omitted",
        value: sourceWords(ctx, statement),
        reason: `The source records an allergy to ${lower(s.name)}; the summary does not name it.`,
        evidence: quotes(ctx.facts, [s]),
        order: s.start,
      });
    }
  }
  return drafts;
}

// ---------------------------------------------------------------- warning signs and limits

const PAST_DATE =
  /\b(?:seen|added|discussed|dictated|typed|printed|exported|signed|reported|written|dated|clinic date|visit date|encounter date|date of service|date of (?:visit|clinic|letter|birth)|addendum|admitted|attended|examined|thank you for (?:coming|attending|your visit)|(?:I|we) (?:saw|reviewed|met|assessed))\b/i;

/**
 * "Date: 15-Jun-2026 09:40   Clinician: Dr …", "Date of procedure: 06/17/2026   Surgeon: …": a date labelled in the
 * record's header is the day it was written, however the line goes on; further down, "Date:" may be an appointment's.
 */
const HEADER_DATE =
  /^\W*date(?: of (?:procedure|operation|surgery|consultation|admission|discharge|assessment))?\s*:\s*$/i;
const HEADER_LINES = 12;

/** "3rd April 2026" on a line of its own, "Clinic note - Thu 14 May 2026": the record's own date. */
function datedTitle(doc: Doc, date: DateMention): boolean {
  const span = spanAt(doc.lines, date.start);
  // A title is short: a long line is read no further.
  if (!span || span.end - span.start > 120) return false;
  const line = doc.text.slice(span.start, span.end);
  const rest = line
    .replace(date.text, "")
    .replace(/[\s.,:;()|-]+/g, " ")
    .trim();
  return (
    rest === "" ||
    /^(?:(?:clinic|consultation|progress|ward|ed|visit) )?(?:note|letter|record|report)(?: (?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)?$/i.test(
      rest,
    )
  );
}

const RELATIVE_DAY = /\b(today|tomorrow|tonight|this (?:morning|afternoon|evening))\s*\(\s*$/i;

/** Follow-up times of the source; a time in a warning ("2 kg in 3 days") is the warning's. */
function followups(ctx: MatchContext, presence: Presence, warned: Span[]): Draft[] {
  const drafts: Draft[] = [];
  const { doc } = ctx.facts;
  const outDates = new DateIndex(ctx.out.text);
  const bySentence = new Map<Span, Span[]>();
  const note = (at: Span) => {
    const s = spanAt(doc.sentences, at.start);
    if (s) append(bySentence, s, at);
  };
  const answered = (d: Span) =>
    ctx.answered.some((a) => a.start === d.start) || warned.some((w) => w.start <= d.start && d.end <= w.end);
  for (const d of ctx.facts.durations) if (d.followup && !presence.numbers.has(d) && !answered(d)) note(d);
  const outDays = new Set(dates(ctx.out.text).flatMap((d) => dateKeys(d.text).map((k) => k.replace(/^\d{4}-/, ""))));
  const saidInSummary = (text: string) => dateKeys(text).some((k) => outDays.has(k.replace(/^\d{4}-/, "")));
  // When the letter was written or the patient seen ("Seen 28/08/2025 by", "Clinic date", a date on its own line)
  // is no appointment to keep.
  const readPast = (date: DateMention) => {
    const s = spanAt(doc.sentences, date.start);
    // "Seen: 10/12/2025, Clinic 4B": the line's label says what the date is, though the sentence starts after it.
    const line = spanAt(doc.lines, date.start);
    const lead = line ? doc.text.slice(line.start, date.start) : "";
    return (
      (s !== undefined && PAST_DATE.test(doc.text.slice(s.start, s.end))) ||
      PAST_DATE.test(lead) ||
      (line !== undefined && HEADER_DATE.test(lead) && doc.lines.indexOf(line) < HEADER_LINES)
    );
  };
  const sourceDates = dates(doc.text);
  // Read once per date: on a record of one very long line, each reading scans the line up to the date.
  const past = new Map(sourceDates.map((d) => [d, readPast(d)]));
  const pastDate = (date: DateMention) => past.get(date) ?? readPast(date);
  // "Clinic: IBD clinic, 27 January 2026" over "Dictated: 27 January 2026": the day of a past visit, named twice.
  const pastDays = new Set(sourceDates.filter(pastDate).flatMap((d) => dateKeys(d.text)));
  // The day the record was written: the latest of its own dates (seen, dictated, typed, the letter's date on its
  // line, a note's title). Nothing on or before it is an appointment to come ("whom I saw in clinic on 05/05/26",
  // "your blood test on 1st April").
  const order = dayOrder(sourceDates);
  let written = 0;
  for (const d of sourceDates) {
    if (!pastDate(d) && !datedTitle(doc, d)) continue;
    const days = daysOf(d.text, order);
    if (days.length > 0) written = Math.max(written, Math.min(...days));
  }
  for (const date of sourceDates) {
    const s = spanAt(doc.sentences, date.start);
    if (!s || !isFollowupSentence(doc, s) || outDates.has(date.text) || saidInSummary(date.text) || answered(date))
      continue;
    const around = doc.text.slice(s.start, s.end);
    if (pastDate(date) || dateKeys(date.text).some((k) => /^\d{4}-/.test(k) && pastDays.has(k))) continue;
    const days = daysOf(date.text, order);
    if (written > 0 && days.length > 0 && Math.max(...days) <= written) continue;
    if (around.replace(date.text, "").replace(/[\s.,:;-]/g, "") === "") continue;
    // "Home visit tomorrow (04/12/2025)": the summary's "tomorrow" says the day.
    const relative = doc.text.slice(Math.max(s.start, date.start - 20), date.start).match(RELATIVE_DAY);
    if (relative && new RegExp(`\\b${relative[1]}\\b`, "i").test(ctx.out.text)) continue;
    note(date);
  }
  for (const [sentence, missing] of bySentence) {
    const time = lower(sourceWords(ctx, missing[0]));
    // The clause that holds the time ("review in one week"), not the whole sentence around it.
    const lead = doc.text.slice(sentence.start, missing[0].start);
    const cut = Math.max(
      lead.lastIndexOf(","),
      lead.lastIndexOf(";"),
      lead.lastIndexOf(":"),
      lead.lastIndexOf(" and "),
    );
    const clause = { start: cut > 0 ? sentence.start + cut + 1 : sentence.start, end: sentence.end };
    drafts.push({
      kind: "followup",
      verdict: "omitted",
      value: sourceWords(ctx, clause).replace(/^and\s+/i, ""),
      reason: `The source's follow-up (${time}) is not in the summary.`,
      evidence: quotes(ctx.facts, [sentence]),
      order: sentence.start,
    });
  }
  return drafts;
}

export function coverage(ctx: MatchContext, outMeds: Mention[], narrowed: Set<string>): Draft[] {
  const presence = presenceOf(ctx.out);
  // A warning sign is kept by the summary's warnings ("blue" of "blue inhaler" elsewhere keeps no "lips look blue").
  const region = warningSentences(ctx.out);
  const warned: Span[] = [];
  return [
    ...medicines(ctx, outMeds),
    ...allergies(ctx, outMeds, narrowed),
    ...warnings(ctx, region.length > 0 ? presenceOf(ctx.out, region) : presence, warned, presence),
    ...limits(ctx, presence),
    ...followups(ctx, presence, warned),
  ];
}
