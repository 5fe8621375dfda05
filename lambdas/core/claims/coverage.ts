import glossary from "../../data/medical-glossary.json";
import { plainAction, sayAction } from "./actions";
import { DateIndex, dateKeys, dates } from "./dates";
import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import type { MatchContext } from "./match-medicines";
import type { Action, Mention } from "./medicine-types";
import { NumberIndex } from "./numbers";
import { isFollowupSentence, readAllergies } from "./read-claims";
import { mentionsOf } from "./source-facts";
import { amountsIn, type Doc, originalSlice, PHONE_NUMBER, type Span, spanAt } from "./text";
import { tokenize, wordsOf } from "./tokens";
import { namesSame } from "./vocabulary";

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

const lower = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

function sourceWords(ctx: MatchContext, span: Span): string {
  return originalSlice(ctx.facts.doc, span.start, span.end).text.replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------- medicines

/** Which claimed actions of the summary keep a source's action. */
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
        (namesSame(o.key, key) || namesSame(key, o.key)) && (!qualifier || !o.qualifier || o.qualifier === qualifier),
    );
    // Named with an action of its own: the action check has judged it.
    if (named.some((o) => o.claimed && !o.conditional && o.claimed.by !== "setting")) continue;
    if (named.some((o) => KEEPS[plain.action].includes(o.claimed && !o.conditional ? o.claimed.action : "none")))
      continue;
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

function allergies(ctx: MatchContext, narrowed: Set<string>): Draft[] {
  const drafts: Draft[] = [];
  const said = readAllergies(ctx.out).flatMap((s) => s.substances.map((x) => x.key));
  const seen = new Set<string>();
  for (const statement of ctx.facts.allergies) {
    for (const s of statement.substances) {
      if (seen.has(s.key) || narrowed.has(s.key)) continue;
      seen.add(s.key);
      if (said.includes(s.key)) continue;
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

const WARNING_SECTION =
  /warning|precaution|red flag|safety|seek|get help|when to|return|come back|crisis|danger|urgent|emergency plan/;
const ACTION =
  /\b(?:call|phone|ring|dial|contact|go (?:straight )?to|come (?:back|to)|return|seek|get (?:urgent |medical |emergency )?help|attend|see a doctor|see your (?:gp|doctor)|see (?:you|us|the gp|(?:her|his|their) gp) (?:urgently|the same day|straight away|immediately)|tell (?:your|the|us|a) ?(?:gp|doctor|nurse|team|surgery|clinic|midwife|pharmacist)?|let (?:us|your \w+|the \w+) know|speak to)\b/i;
/** "Get urgent help (999 or A&E) if:", "Call us when:": the list under it is a list of warning signs. */
const LEAD_IN = /\b(?:if|when|whenever|any of(?: these| the following)?)\s*:\s*$/i;
const CONDITION = /\b(?:if|when|whenever|should you)\b/i;
/** "Signs of lithium toxicity - stop lithium and go to A&E: diarrhoea, …": a list of signs named by its title. */
const SIGNS_OF = /^\W*(?:(?:warning|danger|red[- ]flag) signs?|red flags?|(?:signs?|symptoms?) of)\b/i;
const CLINIC_ACTS =
  /\b(?:we|they|the (?:clinic|surgery|team|nurse|hospital|lab)) will (?:phone|call|contact|write|let)\b/i;
const LIMIT =
  /\b(?:limit|restrict\w*|no more than|not more than|less than|at most|maximum|avoid|do not|don't|no)\b|\bweigh yourself\b/i;
const LIMIT_TOPIC =
  /\b(?:salt|sodium|fluids?|water|alcohol|lift\w*|driv\w*|weigh\w*|exercise|caffeine|smok\w*|bath\w*|swim\w*)\b/i;

const FILLER = new Set(
  `the a an and or but if when whenever should you your yours have has had get gets getting got are is was were be been being it its this that these those
  they them their of in on at to for from by with as than then so such any more most very really also just still right away straight now
  call phone ring dial contact go going come back return seek help urgent urgently immediately attend see doctor gp nurse team surgery clinic
  ambulance emergency department a&e ed nearest same day time please tell let us we our me my can could may might will would do does not no
  feel feeling notice notices start starts develop develops become becomes keep yourself she he her his him hers
  advise advised tell told while taking take takes returns comes look looks after before until
  care advice helpline line number hours hour happen happens happened following signs symptoms safety net warning
  ask asked sees saw pass passes passing himself herself themselves yourself others despite worry worried concern
  lb lbs kg mg ml am pm`.split(/\s+/),
);

/**
 * Words that say how much or how bad, not what: "loss of bladder control" is kept by "cannot control your bladder",
 * while "chest pain" is not kept by "knee pain" (its other word, "chest", is missing).
 */
const DEGREE = new Set(
  `pain severe new loss worse worsening getting very much more sudden suddenly unusual difficulty difficult trouble problems coarse
  problem lots lot bad badly increasing ongoing persistent constant heavy large big long repeated repeatedly unexplained
  risk less fewer`.split(/\s+/),
);

function phoneSpans(text: string): Span[] {
  return [...text.matchAll(PHONE_NUMBER)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** Words that say one thing in two ways in a warning ("faint" and "pass out"). */
const ALIKE = [
  ["swoll", "swell"],
  ["faint", "colla", "synco"],
  ["vomit", "sick", "throw"],
  ["breat", "breath", "short"],
  ["fever", "tempe", "high"],
  ["bleed", "blood"],
  ["worse", "wors", "incre"],
  ["unwel", "ill"],
  ["confu", "drows"],
  ["disch", "pus", "ooze", "leak", "weep"],
  ["injur", "hurt"],
  ["relie", "paink"],
  ["tremo", "shak", "tremb"],
  ["palpi", "heart"],
];

/** A word without its ending, cut to five letters: "weakness" and "weak", "fainting" and "faint" are one. */
function stem(word: string): string {
  let bare = word.replace(/(?:nesses|ness|ings|ing|edly|ed|less|ly|ment|ful|ity|es|s)$/, "");
  // "drive" and "driving", "swim" and "swimming" are one.
  bare = bare.replace(/([b-df-hj-np-tv-z])\1$/, "$1").replace(/e$/, "");
  return (bare.length >= 3 ? bare : word).slice(0, 5);
}

/** Single-word glossary terms and their plain words: "dyspnoea" in a letter is "shortness of breath" in a summary. */
const PLAIN = new Map<string, string[]>();
for (const e of glossary.entries) {
  if (/^[a-z]+$/i.test(e.term)) PLAIN.set(e.term.toLowerCase(), wordsOf(tokenize(e.plain)));
}

interface Presence {
  stems: Set<string>;
  numbers: NumberIndex;
}

function presenceOf(doc: Doc, spans?: Span[]): Presence {
  const stems = new Set<string>();
  const words = spans ? spans.flatMap((s) => wordsOf(tokenize(doc.text, s.start, s.end))) : wordsOf(doc.tokens);
  for (const w of words) {
    stems.add(stem(w));
    for (const group of ALIKE) if (group.includes(stem(w))) for (const s of group) stems.add(s);
  }
  const numbers = new NumberIndex();
  for (const span of spans ?? [{ start: 0, end: doc.text.length }])
    for (const q of amountsIn(doc, span.start, span.end)) numbers.add(q);
  return { stems, numbers };
}

function present(word: string, presence: Presence): boolean {
  if (presence.stems.has(stem(word))) return true;
  const plain = (PLAIN.get(word) ?? []).filter((w) => !FILLER.has(w));
  return plain.length > 0 && plain.every((w) => presence.stems.has(stem(w)));
}

interface Item extends Span {
  words: string[];
}

/** A warning sentence as its signs: "chest pain, severe shortness of breath at rest, or you faint" is three. */
function signsOf(doc: Doc, sentence: Span): Item[] {
  const items: Item[] = [];
  // "..., as these could be signs of a stroke": the reason given is no sign.
  // "... - a high potassium level can affect the heart", ", as it can harm the kidneys", " - may need a scan".
  const reason = doc.text
    .slice(sentence.start, sentence.end)
    .search(
      /\b(?:as|because|since) (?:these|this|they|it)\b|[,;]\s*(?:as|because|since)\s|\s[-–]\s(?:(?:as|because|since)\s|(?:[^.,;]{0,60}\s)?(?:can|could|may|might)\s)/i,
    );
  const text = doc.text.slice(sentence.start, reason > 0 ? sentence.start + reason : sentence.end);
  const cut = /[,;:()]|\s[-–]\s|\bor\b|\b(?:if|when|whenever)\b/gi;
  let from = 0;
  let depth = 0;
  const push = (to: number) => {
    const start = sentence.start + from;
    const end = sentence.start + to;
    const part = doc.text.slice(start, end).trim();
    // What to do ("go to A&E straight away"), a restatement in brackets ("(saddle area)"), or a title in capitals
    // ("CAUDA EQUINA WARNING - go to A&E if") is no sign.
    if (ACTION.test(part) || depth > 0 || SIGNS_OF.test(part)) return;
    if (part.length > 3 && part === part.toUpperCase() && /[a-z]/.test(text) && /^[A-Z\s&/-]+$/.test(part)) return;
    const tokens = tokenize(doc.text, start, end);
    const all = wordsOf(tokens);
    // Names ("Mrs. Lee") are no sign; in a letter in capitals every word is capitalised, so all are kept there.
    const named = (i: number) => /^[A-Z]/.test(doc.text[tokens.starts[i]]) && /[a-z]/.test(doc.text.slice(start, end));
    const words = all.filter((w, i) => !FILLER.has(w) && !/^\d/.test(w) && w.length > 1 && !(i > 0 && named(i)));
    // A number alone ("(24 hours)", "7 am - 8 pm", "(4 lb)") is when or how to reach someone, or a unit given
    // twice: a sign has words.
    if (words.length > 0) items.push({ start, end, words });
  };
  for (const m of text.matchAll(cut)) {
    push(m.index ?? 0);
    if (m[0] === "(") depth++;
    if (m[0] === ")") depth = Math.max(0, depth - 1);
    from = (m.index ?? 0) + m[0].length;
  }
  push(text.length);
  return items;
}

function covered(doc: Doc, item: Item, presence: Presence, phones: Span[]): boolean {
  for (const q of amountsIn(doc, item.start, item.end)) {
    if (phones.some((p) => p.start <= q.start && q.end <= p.end)) continue;
    if (q.end <= item.end && !presence.numbers.has(q)) return false;
  }
  if (item.words.length === 0) return true;
  // Every word that names the sign, or more than half of the words when all of them say how bad.
  const naming = item.words.filter((w) => !DEGREE.has(w));
  const words = naming.length > 0 ? naming : item.words;
  const found = words.filter((w) => present(w, presence)).length;
  // Two naming words both ("chest pain" has one: "chest"); of three or more, more than half.
  return words.length <= 2 ? found === words.length : found * 2 > words.length;
}

const leadIns = new WeakMap<Doc, Span[]>();

/** The lines under a lead-in that ends "... if:", up to the next blank line or heading. */
function underLeadIn(doc: Doc): Span[] {
  let spans = leadIns.get(doc);
  if (spans) return spans;
  spans = [];
  let open: Span | undefined;
  for (const line of doc.lines) {
    const text = doc.text.slice(line.start, line.end);
    if (open && (!text.trim() || line.isHeading)) open = undefined;
    if (open) open.end = line.end;
    if (LEAD_IN.test(text) && ACTION.test(text)) {
      open = { start: line.end, end: line.end };
      spans.push(open);
    }
  }
  leadIns.set(doc, spans);
  return spans;
}

const inWarningBlock = (doc: Doc, at: number) => underLeadIn(doc).some((s) => s.start <= at && at <= s.end);

/** Sentences that say when to get help: under a warnings heading or a lead-in, or an action with a condition. */
function warningSentences(doc: Doc): Span[] {
  return doc.sentences.filter((sentence) => {
    const line = spanAt(doc.lines, sentence.start);
    if (line && WARNING_SECTION.test(line.section)) return true;
    if (inWarningBlock(doc, sentence.start)) return true;
    const text = doc.text.slice(sentence.start, Math.min(sentence.end, sentence.start + MAX_SENTENCE));
    return ACTION.test(text) && (CONDITION.test(text) || SIGNS_OF.test(text));
  });
}

/** Long sentences of an unpunctuated transcript: only the words around the condition count. */
const MAX_SENTENCE = 400;

function warnings(ctx: MatchContext, presence: Presence, warned: Span[]): Draft[] {
  const drafts: Draft[] = [];
  const { doc } = ctx.facts;
  const phones = phoneSpans(doc.text);
  for (const sentence of doc.sentences) {
    const line = spanAt(doc.lines, sentence.start);
    let span: Span = sentence;
    let text = doc.text.slice(span.start, span.end);
    const inSection = (line !== undefined && WARNING_SECTION.test(line.section)) || inWarningBlock(doc, sentence.start);
    if (!inSection && !(ACTION.test(text) && (CONDITION.test(text) || SIGNS_OF.test(text)))) continue;
    if (text.length > MAX_SENTENCE) {
      const at = span.start + (text.search(CONDITION) === -1 ? 0 : text.search(CONDITION));
      span = { start: Math.max(span.start, at - 150), end: Math.min(span.end, at + 250) };
      text = doc.text.slice(span.start, span.end);
    }
    // "We will phone you if the medicine needs changing" is the clinic's to do, not a sign to act on.
    if (!inSection && CLINIC_ACTS.test(text)) continue;
    warned.push(span);
    const signs = signsOf(doc, span);
    const missing = signs.filter((item) => !covered(doc, item, presence, phones));
    if (missing.length === 0) continue;
    const whole = missing.length === signs.length;
    for (const item of whole ? [span] : missing) {
      const words = sourceWords(ctx, item);
      drafts.push({
        kind: "warning",
        verdict: "omitted",
        value: words,
        reason: whole
          ? "The source's warning is not in the summary."
          : `The source's warning sign "${words.length > 80 ? `${words.slice(0, 79)}…` : words}" is not in the summary.`,
        evidence: quotes(ctx.facts, [span]),
        order: item.start,
      });
    }
  }
  return drafts;
}

function limits(ctx: MatchContext, presence: Presence): Draft[] {
  const drafts: Draft[] = [];
  const { doc } = ctx.facts;
  for (const sentence of doc.sentences) {
    const text = doc.text.slice(sentence.start, sentence.end);
    if (text.length > MAX_SENTENCE || !LIMIT.test(text.replace(/(?<=\S.*)\bno\b/gi, ""))) continue;
    const topic = text.match(LIMIT_TOPIC);
    if (!topic) continue;
    const item: Item = { ...sentence, words: [topic[0].toLowerCase()] };
    const numbersKept = amountsIn(doc, sentence.start, sentence.end).every(
      (q) => q.end > sentence.end || presence.numbers.has(q),
    );
    if (numbersKept && present(item.words[0], presence)) continue;
    drafts.push({
      kind: "limit",
      verdict: "omitted",
      value: sourceWords(ctx, sentence),
      reason: `The source's limit on ${lower(topic[0])} is not in the summary${numbersKept ? "" : " as the source gives it"}.`,
      evidence: quotes(ctx.facts, [sentence]),
      order: sentence.start,
    });
  }
  return drafts;
}

// ---------------------------------------------------------------- follow-ups

const PAST_DATE =
  /\b(?:seen|added|discussed|dictated|typed|reported|written|dated|clinic date|date of (?:visit|clinic|letter|birth)|addendum|admitted|attended|examined)\b/i;

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
  for (const date of dates(doc.text)) {
    const s = spanAt(doc.sentences, date.start);
    if (!s || !isFollowupSentence(doc, s) || outDates.has(date.text) || saidInSummary(date.text) || answered(date))
      continue;
    // When the letter was written or the patient seen ("Seen 28/08/2025 by", "Clinic date", a date on its own line)
    // is no appointment to keep.
    const around = doc.text.slice(s.start, s.end);
    if (PAST_DATE.test(around) || around.replace(date.text, "").replace(/[\s.,:;-]/g, "") === "") continue;
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
    ...allergies(ctx, narrowed),
    ...warnings(ctx, region.length > 0 ? presenceOf(ctx.out, region) : presence, warned),
    ...limits(ctx, presence),
    ...followups(ctx, presence, warned),
  ];
}
