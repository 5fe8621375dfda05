import { AS_NEEDED, CONDITION } from "./action-words";
import { plainAction, sayAction, sayClaim, supports } from "./actions";
import type { Draft } from "./drafts";
import { leastSure, quotes } from "./evidence";
import { claimSpan, inBrackets, lower, type MatchContext, nameOf } from "./match-context";
import { atSameDose, checkDoses } from "./match-doses";
import { checkHeard, checkHeardName } from "./match-heard";
import type { Frequency, Mention } from "./medicine-types";
import { sameAmount } from "./numbers";
import { inside } from "./read-claims";
import { hasWord, mentionsNamed, mentionsOf, type SourceFacts } from "./source-facts";
import { amountsIn, type Span, spanAt } from "./text";
import { classesOf, drugLabel, isClassKey, namesSame } from "./vocabulary";

/**
 * Each medicine of the checked text against the source's mentions of it: named at all (or another drug in its
 * place), the same form, the same action, dose, unit, frequency and route, and for a recording, said in words the
 * recogniser was sure of.
 */

function checkFrequency(ctx: MatchContext, m: Mention, sources: Mention[], drafts: Draft[]): void {
  const stated = atSameDose(
    m,
    sources.filter((s) => s.frequencies.length > 0),
  );
  // A frequency in a glossary's words is a claim unless it stands in the explanation's brackets: "BD (twice a day)"
  // and "(a medicine taken every day)" explain, "Losartan 50 mg twice a day" tells.
  // "It used to be 20 mg once a day": how often it was taken before a change is not how often to take it.
  const afterPrevious = (f: Frequency) => m.doses.filter((d) => d.end <= f.start).at(-1)?.previous === true;
  const own = m.frequencies.filter(
    (f) => !(inside(ctx.explained, f) && inBrackets(ctx.out.text, f.start)) && !afterPrevious(f),
  );
  if (stated.length === 0 || own.length === 0) return;
  let best: { missing: Frequency[]; source: Mention } | undefined;
  for (const s of stated) {
    const left = [...s.frequencies];
    const missing: Frequency[] = [];
    for (const f of own) {
      const i = left.findIndex((x) => Math.abs(x.perDay - f.perDay) < 1e-6);
      if (i === -1) missing.push(f);
      else left.splice(i, 1);
    }
    if (!best || missing.length < best.missing.length) best = { missing, source: s };
  }
  // "Every 6 hours" the source writes "q6h": its number is judged here, as the frequency it is.
  for (const f of own.filter((x) => !best?.missing.includes(x))) ctx.judged.push(...amountsIn(ctx.out, f.start, f.end));
  if (!best || best.missing.length === 0) return;
  // In the same order as the source's, the first that differs is the one changed.
  const theirs = best.source.frequencies;
  const changed =
    theirs.length === own.length ? own.find((f, i) => Math.abs(f.perDay - theirs[i].perDay) > 1e-6) : undefined;
  const f = changed ?? best.missing[0];
  const said = best.source.frequencies.map((x) => lower(x.text));
  drafts.push({
    kind: "medication",
    verdict: "contradicted",
    span: claimSpan(ctx, m, f.end),
    reason: `The source says ${lower(nameOf(m))} ${[...new Set(said)].join(", then ")}; this says ${lower(f.text)}.`,
    evidence: quotes(ctx.facts, [best.source]),
    order: f.start,
  });
}

/**
 * When in the day, where both texts say: "at night" is not "in the morning" (a statin, a sedative). Evening and
 * night are one, as letters use them loosely.
 */
function checkTimes(ctx: MatchContext, m: Mention, sources: Mention[], drafts: Draft[]): void {
  const own = m.times;
  if (own.length === 0) return;
  const stated = atSameDose(
    m,
    sources.filter((s) => s.times.length > 0),
  );
  if (stated.length === 0) return;
  if (stated.some((s) => own.every((t) => s.times.some((x) => x.when === t.when)))) return;
  const wrong = own.find((t) => !stated.some((s) => s.times.some((x) => x.when === t.when))) ?? own[0];
  // "qhs", "nocte", "OM" said in plain words, with the source's own word after it when it differs.
  const plainly = (t: { when: string; text: string }) => {
    const phrase = t.when === "morning" ? "in the morning" : "at night";
    const word = lower(t.text);
    return phrase.endsWith(word) ? phrase : `${phrase} (${word})`;
  };
  const said = [...new Set(stated.flatMap((s) => s.times.map(plainly)))];
  drafts.push({
    kind: "medication",
    verdict: "contradicted",
    span: claimSpan(ctx, m, wrong.end),
    reason: `The source gives ${lower(nameOf(m))} ${said.join(", ")}; this says ${plainly(wrong)}.`,
    evidence: quotes(ctx.facts, stated),
    order: wrong.start,
  });
}

function checkRoute(ctx: MatchContext, m: Mention, sources: Mention[], drafts: Draft[]): void {
  const said = sources.flatMap((s) => s.routes);
  if (said.length === 0 || m.routes.length === 0) return;
  if (m.routes.some((r) => said.some((s) => s.route === r.route))) return;
  const route = m.routes[0];
  drafts.push({
    kind: "medication",
    verdict: "contradicted",
    span: claimSpan(ctx, m, route.end),
    reason: `The source gives ${lower(nameOf(m))} ${said[0].route === "oral" ? "by mouth" : `by ${said[0].route}`}; this says ${lower(ctx.out.text.slice(route.start, route.end))}.`,
    evidence: quotes(ctx.facts, said),
    order: m.start,
  });
}

/**
 * "Stop taking: Abilify Maintena 400 mg injection" where the 15 mg tablets of the same medicine stop: what the source
 * says of the medicine at another dose is about another product of it. Mentions that give no dose still count; a dose
 * the source never gives narrows nothing (the dose check flags it).
 */
function sameProduct(m: Mention, sources: Mention[]): Mention[] {
  const own = m.doses.filter((d) => !d.previous && !d.future);
  if (own.length === 0) return sources;
  const atDose = (s: Mention) => s.doses.some((d) => own.some((o) => sameAmount(d, o)));
  if (!sources.some(atDose)) return sources;
  return sources.filter((s) => s.doses.length === 0 || atDose(s));
}

const STOP_WORDS = /\b(?:stop|hold|pause|withhold|do not take|don't take|not take)\b/i;

/** "Fainting on Ranexa -> stop it and call us": a sign, an arrow, then the stop. */
const SIGN_ARROW_STOP = /\S\s*(?:->|→)\s*(?:please\s+)?(?:stop|hold)\b/i;

/**
 * "Start tranexamic acid 1 g three times a day. She should stop it and call 999 if she develops a swollen leg": a
 * stop on a sign, said of the medicine in its own sentence or the next, supports the summary's warning to stop it.
 */
function stopsOnASign(ctx: MatchContext, source: Mention): boolean {
  const { doc } = ctx.facts;
  const at = doc.sentences.findIndex((x) => x.start <= source.start && source.start < x.end);
  if (at === -1) return false;
  return doc.sentences.slice(at, at + 2).some((x) => {
    const text = doc.text.slice(x.start, x.end);
    return STOP_WORDS.test(text) && (CONDITION.test(text.replace(AS_NEEDED, "")) || SIGN_ARROW_STOP.test(text));
  });
}

function checkAction(ctx: MatchContext, m: Mention, sources: Mention[], drafts: Draft[]): Mention[] {
  const claimed = m.claimed;
  // A heading's action ("## Medicines to stop") is the claim of the medicines listed under it.
  const listed = claimed?.by === "heading" && (m.line.item || m.doses.length > 0);
  if (!claimed || (claimed.by !== "label" && claimed.by !== "verb" && claimed.by !== "marker" && !listed))
    return sources;
  const claimText = ctx.out.text.slice(m.line.start, m.line.end);
  sources = sameProduct(m, sources);
  // What the source says to do outweighs where it only lists the medicine ("takes aspirin 75 mg" and "stop aspirin").
  // Given in hospital says nothing of home, so it does not outweigh the discharge list's entry for a home claim.
  // What to do if a sign appears ("black stools -> stop naproxen") does not outweigh the list that starts it.
  const explicit = sources.filter(
    (s) =>
      s.actions.length > 0 &&
      !s.history &&
      (!s.conditional || m.conditional || !s.actions.every((a) => a === "stop" || a === "hold")) &&
      (claimed.action === "hospital" || s.actions.some((a) => a !== "hospital")),
  );
  // "Stop taking:" where the plan comes off it in steps: another mention's "wants to come off it" is the aim, and
  // stopping today is still not what the source says.
  const steppedDown =
    claimed.action === "stop" && claimed.by === "label" && sources.some((s) => s.tapered && !s.history);
  const supporting = steppedDown
    ? []
    : (explicit.length > 0 ? explicit : sources).filter((s) => supports(s, m, claimText));
  if (supporting.length > 0) return supporting;
  // "Do not take anti-inflammatory painkillers such as naproxen" where the source records a naproxen allergy.
  if (claimed.action === "stop" && ctx.facts.allergies.some((a) => a.substances.some((x) => x.key === m.key)))
    return sources;
  if (m.conditional && (claimed.action === "stop" || claimed.action === "hold")) {
    const onASign = sources.filter((s) => stopsOnASign(ctx, s));
    if (onASign.length > 0) return onASign;
  }
  const drug = lower(nameOf(m));
  const plain = plainAction(sources);
  const span = claimSpan(ctx, m, m.end);
  if (plain) {
    drafts.push({
      kind: "medication",
      verdict: "contradicted",
      span,
      reason: `The source says ${sayAction(plain.action, drug)}${plain.mention.conditional && !m.conditional ? " only under a condition" : ""}; this says ${sayClaim(claimed.action)}.`,
      evidence: quotes(ctx.facts, [plain.mention]),
      order: m.start,
    });
  } else {
    drafts.push({
      kind: "medication",
      verdict: "unsupported",
      span,
      reason: `The source names ${drug} but does not say ${claimed.action === "hospital" ? "it was given in hospital only" : `to ${sayAction(claimed.action, "it")}`}.`,
      evidence: quotes(ctx.facts, sources),
      order: m.start,
    });
  }
  return [];
}

/** For a recording: the best-supported reading of the claim must not rest only on words the recogniser doubted. */
function checkConfidence(ctx: MatchContext, m: Mention, supporting: Mention[], drafts: Draft[]): void {
  const threshold = ctx.lowConfidenceBelow;
  if (threshold === undefined || supporting.length === 0) return;
  let best: { confidence: number; word?: { text: string; confidence: number } } = { confidence: -1 };
  let bestMention = supporting[0];
  for (const s of supporting) {
    const spans: Span[] = [s];
    if (m.claimed && s.claimed && s.claimed.by !== "heading" && s.claimed.by !== "setting") spans.push(s.claimed);
    for (const dose of m.doses) {
      const match = s.doses.find((d) => sameAmount(d, dose));
      if (match) spans.push(match);
    }
    const sure = leastSure(ctx.facts, spans);
    if (sure.confidence > best.confidence) {
      best = sure;
      bestMention = s;
    }
  }
  if (best.confidence >= threshold) return;
  const end = m.doses[0]?.end ?? m.end;
  drafts.push({
    kind: "medication",
    verdict: "low_confidence",
    span: claimSpan(ctx, m, end),
    reason: `Only words the recording was unsure of say this ("${best.word?.text ?? ""}", ${Math.round(best.confidence * 100)} % sure).`,
    evidence: quotes(ctx.facts, [bestMention]),
    order: m.start,
  });
}

const classMentions = new WeakMap<SourceFacts, Map<string, Mention>>();

/** The source's first mention of a drug of each class it has. */
function sourceClasses(facts: SourceFacts): Map<string, Mention> {
  let byClass = classMentions.get(facts);
  if (!byClass) {
    byClass = new Map();
    for (const s of facts.medicines) {
      if (s.history) continue;
      for (const c of classesOf(s.key)) if (!byClass.has(c)) byClass.set(c, s);
    }
    classMentions.set(facts, byClass);
  }
  return byClass;
}

/**
 * "Colecalciferol (vitamin D)", "Eumovate (clobetasone)": another name in brackets right after the medicine, with no
 * action of its own, says what the medicine is. The medicine before it is checked; the gloss is not a second
 * medicine the source must name.
 */
function isAlias(ctx: MatchContext, before: Mention | undefined, m: Mention): boolean {
  if (!before || m.claimed) return false;
  const text = ctx.out.text;
  // The bracket closes on the name ("(vitamin D)"): a dose after it is the medicine's, not the gloss's.
  const opens = /^\s*\(\s*$/.test(text.slice(before.qualifierEnd ?? before.end, m.start));
  return opens && /^[ A-Za-z-]{0,15}\)/.test(text.slice(m.qualifierEnd ?? m.end));
}

/**
 * "Bricanyl (insulin)" where the source has "Bricanyl Turbohaler (terbutaline)": the gloss of a name no list knows
 * is the medicine the source's own gloss names.
 */
function checkGloss(ctx: MatchContext, before: Mention | undefined, m: Mention, drafts: Draft[]): void {
  if (!before || m.key.startsWith("word:")) return;
  // "Daypro (gliclazide)": a brand the vocabulary knows, glossed by another single drug, is misnamed.
  if (!before.key.startsWith("word:")) {
    const single = (key: string) => !key.includes("/") && !isClassKey(key);
    // "Colecalciferol (vitamin D)": a nutrient's name glosses what the medicine is.
    if (!single(before.key) || !single(m.key) || m.ambiguous || namesSame(before.key, m.key)) return;
    drafts.push({
      kind: "medication",
      verdict: "contradicted",
      span: { start: m.start, end: m.end },
      reason: `${before.name} is ${before.key}; this says ${lower(nameOf(m))}.`,
      evidence: [],
      order: m.start,
    });
    return;
  }
  const name = before.key.slice(5);
  const { text } = ctx.facts.doc;
  const folded = text.toLowerCase();
  for (let at = folded.indexOf(name); at !== -1; at = folded.indexOf(name, at + name.length)) {
    const open = /^[^()\n]{0,30}?\(\s*/.exec(text.slice(at + name.length, at + name.length + 40));
    if (!open) continue;
    const gloss = ctx.facts.medicines.find((s) => s.start === at + name.length + open[0].length);
    if (!gloss || namesSame(m.key, gloss.key) || namesSame(gloss.key, m.key)) continue;
    drafts.push({
      kind: "medication",
      verdict: "contradicted",
      span: { start: m.start, end: m.end },
      reason: `The source says ${before.name} is ${lower(nameOf(gloss))}; this says ${lower(nameOf(m))}.`,
      evidence: quotes(ctx.facts, [gloss]),
      order: m.start,
    });
    return;
  }
}

/**
 * "Saltwater nose drops (sodium chloride 0.9%)": a plain word the summary leads with, followed on its line by the
 * source's own name for it in brackets, is a description; the bracket is what is checked.
 */
function describedInBrackets(ctx: MatchContext, m: Mention): boolean {
  if (!m.key.startsWith("word:")) return false;
  const text = ctx.out.text.slice(m.end, Math.min(m.line.end, m.end + 120));
  const bracket = /^[^.;:()\n]{0,40}\(([^)]{3,60})\)/.exec(text);
  const words = bracket?.[1].match(/[A-Za-z]{4,}/g);
  return words?.every((w) => hasWord(ctx.facts, w)) ?? false;
}

/** A drug the source never names: another drug of its class in its place, or a drug of its own. Whether flagged. */
function checkUnnamed(ctx: MatchContext, m: Mention, drafts: Draft[]): boolean {
  const drug = nameOf(m);
  // A word the vocabulary does not know is the source's when the source has it ("Adcal-D3": each of its parts).
  if (m.key.startsWith("word:")) {
    const parts = m.key.slice(5).split("-").filter(Boolean);
    if (parts.every((part) => hasWord(ctx.facts, part))) return false;
  }
  const classes = classesOf(m.key).filter((c) => c !== "antibiotic");
  const byClass = sourceClasses(ctx.facts);
  const sibling = isClassKey(m.key) ? undefined : classes.map((c) => byClass.get(c)).find(Boolean);
  drafts.push({
    kind: "medication",
    verdict: sibling ? "contradicted" : "unsupported",
    span: { start: m.start, end: m.end },
    reason: sibling
      ? `The source says ${lower(nameOf(sibling))}; this names ${lower(drug)} instead.`
      : `The source never names ${isClassKey(m.key) ? drugLabel(m.key) : lower(drug)}.`,
    evidence: sibling ? quotes(ctx.facts, [sibling]) : [],
    order: m.start,
  });
  return true;
}

/** Words of stopping a medicine, said of it or of "them" nearby ("… so I have asked him to stop them"). */
const STOPPING_NEAR = /\b(?:stop\w*|discontinu\w*|ceas\w*|withdr[ae]w\w*|come off|coming off|hold|held|omit\w*)\b/i;

/**
 * A name no list knows that the source gives with how to take it, and no word of stopping anywhere near it or on its
 * line's other names ("Hylo-Forte lubricating eye drops, one drop in each eye four times a day"): a summary's "Stop
 * taking" finds nothing to stand on.
 */
function unstopped(ctx: MatchContext, named: Mention[], onItsLine: Mention[]): boolean {
  if (!named.some((s) => s.doses.length + s.frequencies.length > 0)) return false;
  if (onItsLine.some((s) => s.actions.length > 0)) return false;
  const text = ctx.facts.doc.text;
  return named.every((s) => {
    const paragraphEnd = text.indexOf("\n\n", s.end);
    const near = text.slice(s.line.start, paragraphEnd === -1 ? text.length : Math.min(paragraphEnd, s.end + 400));
    return !STOPPING_NEAR.test(near);
  });
}

/**
 * A name the vocabulary does not know, which the source writes without a dose or a verb beside it ("Adcal-D3 (calcium
 * and vitamin D): one tablet twice a day - new"): what the source says of it is said of the medicines on its line.
 */
function namedOnItsLine(facts: SourceFacts, name: string): Mention[] {
  const { doc } = facts;
  const text = doc.text.toLowerCase();
  const needle = name.toLowerCase();
  const places: Span[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    // Its sentence, not a paragraph typed as one line ("… Nutramigen 1 with LGG … please continue the Diprobase").
    const sentence = spanAt(doc.sentences, at);
    if (sentence) places.push(sentence);
  }
  return facts.medicines.filter((s) => !s.history && places.some((p) => p.start <= s.start && s.start < p.end));
}

export function matchMedicines(ctx: MatchContext, mentions: Mention[]): Draft[] {
  const drafts: Draft[] = [];
  for (const [i, m] of mentions.entries()) {
    if (inside(ctx.explained, m) || m.history) continue;
    // "potassium", "oxygen": a medicine only with a dose, a label, or a word of starting or stopping it ("it raised
    // your potassium" is a level).
    const by = m.claimed?.by;
    const text = ctx.out.text;
    // "… you started are likely causing the high potassium": a level, whatever verb stands before it.
    const level =
      /\b(?:high|low|raised|elevated|normal)\s+$/i.test(text.slice(Math.max(0, m.start - 12), m.start)) ||
      /^\s+levels?\b/i.test(text.slice(m.end, m.end + 8));
    const started = by === "verb" && !level && m.claimed?.action !== "change" && m.claimed?.action !== "hospital";
    if (m.ambiguous && m.doses.length === 0 && by !== "label" && by !== "marker" && !started) {
      checkHeardName(ctx, m, drafts);
      continue;
    }
    let sources = mentionsOf(ctx.facts, m.key);
    // What the source says of the other medicines on the unknown name's line, read once for the checks below.
    let lineMentions: Mention[] | undefined;
    const onItsLine = () => {
      lineMentions ??= namedOnItsLine(ctx.facts, m.name);
      return lineMentions;
    };
    // A name no list knows is read again wherever the source uses it, not only where a dose or a capital marked it;
    // what the source says of it there counts when it says what to do with it.
    if (m.key.startsWith("word:")) {
      const named = mentionsNamed(ctx.facts, m.key.slice(5));
      // A stop must be said: where the source gives the name with how to take it and no word of what to do, a
      // summary's "Stop taking" is read against it too (and finds no stop there).
      const stopping = m.claimed?.action === "stop" && m.claimed.by === "label";
      if (named.some((s) => s.actions.length > 0) || (stopping && unstopped(ctx, named, onItsLine()))) sources = named;
    }
    const bracketed =
      /\(\s*$/.test(ctx.out.text.slice(Math.max(0, m.start - 3), m.start)) &&
      /^\s*\)/.test(ctx.out.text.slice(m.end, m.end + 3));
    if (sources.length === 0 && m.key.startsWith("word:") && (bracketed || onItsLine().length === 0)) {
      // "Ferric maltol (Feraccru) 30 mg three times a day": the dose and how often after the brand are the
      // medicine's, judged against what the source says after the same brand ("(Feraccru) 30 mg … one BD"); so for
      // a name the source gives with how to take it, no word of what to do, and no other medicine on its line
      // ("Hylo-Forte eye drops, one drop in each eye four times a day").
      const named = mentionsNamed(ctx.facts, m.key.slice(5)).filter(
        (s) => s.frequencies.length > 0 || s.doses.length > 0,
      );
      if (named.length > 0) {
        checkDoses(ctx, m, named, drafts);
        checkFrequency(ctx, m, named, drafts);
        checkTimes(ctx, m, named, drafts);
        continue;
      }
    }
    if (sources.length === 0 && m.key.startsWith("word:")) sources = onItsLine();
    if (sources.length === 0) {
      if (m.ambiguous && hasWord(ctx.facts, m.name.split(/[^A-Za-z0-9]/)[0])) continue;
      if (isAlias(ctx, mentions[i - 1], m)) {
        checkGloss(ctx, mentions[i - 1], m, drafts);
        continue;
      }
      if (describedInBrackets(ctx, m)) continue;
      // A name the source has, with nothing to compare: its doses are left to the check of numbers.
      if (checkUnnamed(ctx, m, drafts)) for (const d of m.doses) ctx.judged.push(d);
      continue;
    }
    if (m.qualifier) {
      const same = sources.filter((s) => !s.qualifier || s.qualifier === m.qualifier);
      if (same.length === 0) {
        const other = sources.find((s) => s.qualifier) ?? sources[0];
        drafts.push({
          kind: "medication",
          verdict: "contradicted",
          span: { start: m.start, end: m.qualifierEnd ?? m.end },
          reason: `The source says ${lower(nameOf(other))}; this says ${lower(nameOf(m))}, another form.`,
          evidence: quotes(ctx.facts, [other]),
          order: m.start,
        });
        continue;
      }
      sources = same;
    }
    const unflagged = drafts.length;
    const supporting = checkAction(ctx, m, sources, drafts);
    // "IV furosemide 80 mg BD" on the ward says nothing of how often to take it at home.
    const atHome = sources.filter((s) => !(s.actions.length > 0 && s.actions.every((a) => a === "hospital")));
    if (m.claimed && m.claimed.action !== "hospital" && atHome.length > 0) sources = atHome;
    const before = drafts.length;
    checkDoses(ctx, m, sources, drafts);
    checkFrequency(ctx, m, sources, drafts);
    checkTimes(ctx, m, sources, drafts);
    checkRoute(ctx, m, sources, drafts);
    if (drafts.length === before && supporting.length > 0) checkConfidence(ctx, m, supporting, drafts);
    // Only a claim nothing else was found wrong with: one flag says enough.
    if (drafts.length === unflagged) checkHeard(ctx, m, sources, drafts);
  }
  return drafts;
}
