import type { ReadDocument } from "./document";
import { hospitalMedicines, medicationName, type ParsedMedication, parseMedication } from "./medications";
import type { PlainWriter } from "./plain-line";
import { MEDICATION_VERB } from "./sections";
import { shortSentences } from "./sentences";
import type { Medication } from "./structure";

/** The summary's medicines: every one to take at home, whole and never capped, and what was given only in hospital. */

/** A letter's voice before a medicine: "I have also", "we will", "she should", "please". */
const LEAD_IN =
  /^(?:(?:and|so|then|okay|ok|right|now),?\s+)?(?:(?:the )?plan is to\s+|(?:I|we)(?:'ll|'m|'re|'d|'ve)?\s+(?:(?:have|had|will|would like to|am going to|are going to|going to|like to|want to|also|now|just)\s+)*|(?:you|she|he|they|the patient)\s+(?:should|must|will|can|needs? to|is to|are to)\s+(?:now\s+|also\s+)?|please\s+|let's\s+|let us\s+)(?=\S)/i;
/** "For rate control, I have started bisoprolol…": the purpose stays, the writer's voice goes. */
const PURPOSE_LEAD_IN = /^((?:for|to) [^,]{1,40},\s*)(?:I|we) (?:have )?(?:also )?(?:started|commenced|prescribed)\s+/i;
/** The action the status label already says. Changes keep their verb: "Increased ramipril to 10 mg". */
const ACTION_WORD =
  /^(?:start(?:ed)?|commenc(?:e|ed)|prescrib(?:e|ed)|initiated?|stop(?:ped)?|discontinu(?:e|ed)|continu(?:e|ed)|keep (?:taking|using)|carry on (?:taking|using|with))\s+(?:the\s+|your\s+)?(?=\S)/i;

/**
 * A document with its own medicine list means it: a plan that says "continue aspirin" on day 2 of a stay is not
 * another medicine to take, and stays with the plan. Moves such items to the topic of the section they stand in.
 * A list of what the patient took before the visit ("Current medicine:") is not that list: the plan changes it, and
 * an entry the plan names again is history (issue 18: "levetiracetam 250 mg" stayed on the list, while "increase
 * to 500 mg" was left in the plan, unflagged).
 */
export function keepMedicinesToTheList(doc: ReadDocument): void {
  // "Drug | Dose | Freq | Action" under "Plan:": two or more marked medicines in one block are a list too.
  const marked = new Map<number, number>();
  for (const i of doc.items)
    if (i.topic === "medications" && LIST_STATUS.test(i.text)) marked.set(i.block, (marked.get(i.block) ?? 0) + 1);
  const listBlocks = new Set([...marked].filter(([, n]) => n >= 2).map(([block]) => block));
  const hasList = listBlocks.size > 0 || doc.items.some((i) => i.section === "medications" && !i.current);
  const changed = new Set(
    doc.items
      .filter((i) => i.topic === "medications" && !i.current)
      .map((i) => medicationName(i.text)?.toLowerCase())
      .filter((name) => name !== undefined),
  );
  for (const item of doc.items) {
    if (item.current && item.topic === "medications" && !hasList) {
      // By its name or by the brand that leads the line ("Zomorph (morphine sulfate MR) 20 mg bd").
      const name = medicationName(item.text)?.toLowerCase();
      const lead = item.text.match(/^[A-Za-z][A-Za-z-]+/)?.[0].toLowerCase();
      if ((name && changed.has(name)) || (lead && changed.has(lead))) item.topic = "history";
      continue;
    }
    if (
      hasList &&
      item.topic === "medications" &&
      item.section !== "medications" &&
      item.section !== "unheaded" &&
      !listBlocks.has(item.block)
    ) {
      item.topic =
        item.section === "reason" || item.section === "noise" || item.section === "admin" ? "diagnosis" : item.section;
    }
  }
}

/** A list entry's status, in a list's capitals: "- START today", "(STOPPED)". */
const LIST_STATUS = /\b(?:NEW|START(?:ED)?|STOP(?:PED)?|CONTINUED?|CHANGED|INCREASED?|REDUCED?|WITHHELD|HOLD)\b/;

/** Each medicine to take from now on, once, in plain words with its status label. */
export function homeMedicines(doc: ReadDocument, writer: PlainWriter, maxWords: number): ParsedMedication[] {
  const medications: ParsedMedication[] = [];
  const seenMedicines = new Set<string>();
  for (const item of doc.items) {
    if (item.topic !== "medications") continue;
    for (const statement of medicineStatements(item.text)) {
      const parsed = parseMedication(statement, "home");
      // The label says "New" or "Stop taking": the line's own "Start" or "Stop" would repeat it, and a letter's
      // "I have" or "she should" before it is the writer's voice, not the patient's instruction.
      const said = parsed.marked
        ? parsed.text.replace(PURPOSE_LEAD_IN, "$1").replace(LEAD_IN, "").replace(ACTION_WORD, "")
        : parsed.text;
      const plain = writer.words(said);
      const key = plain.toLowerCase();
      if (seenMedicines.has(key)) continue;
      seenMedicines.add(key);
      // Tablets are taken by mouth: the list says a route only when it is another one.
      const line = shortSentences(plain.replace(/\s+by mouth\b/, ""), maxWords);
      medications.push({ ...parsed, text: line });
    }
  }
  // "We started you on trimethoprim …" then "Stop the trimethoprim now": what was started is the past of the stop.
  const stopped = new Set(medications.filter((m) => m.status === "stopped" && m.marked).map((m) => lowerName(m)));
  return medications.filter((m) => !(m.status === "new" && stopped.has(lowerName(m)) && STARTED_BEFORE.test(m.text)));
}

const lowerName = (m: ParsedMedication) => m.name.toLowerCase().replace(/^(?:you on|on)\s+/, "");
/** A start told as what was done before this letter. */
const STARTED_BEFORE = /\b(?:started|commenced|began|prescribed)\b|^you on\b/i;

/** Whether a medicine given in hospital is also on the home list ("furosemide" in "furosemide 40 mg"). */
export function isAlsoAtHome(name: string, medications: ParsedMedication[]): boolean {
  return medications.some((m) => m.name.toLowerCase().includes(name));
}

/** What was given in hospital, by name and route: the home list is only what to take from now on. */
export function hospitalOnlyMedicines(doc: ReadDocument, medications: ParsedMedication[]): Medication[] {
  const hospital: Medication[] = [];
  for (const item of doc.items) {
    if (item.topic !== "procedures") continue;
    for (const m of hospitalMedicines(item.text)) {
      const atHome = isAlsoAtHome(m.name, medications);
      if ((atHome && m.route !== "through a vein") || hospital.some((h) => h.name === m.name)) continue;
      hospital.push(m);
    }
  }
  return hospital;
}

/**
 * One line can hold several medicines ("Metformin 500 mg PO BID. Stop Lisinopril."): each sentence that names a
 * medicine of its own starts a new one, so one medicine's status never spills onto another; a sentence naming none
 * ("Take with food.") stays with the medicine before it.
 */
export function medicineStatements(text: string): string[] {
  const statements: string[] = [];
  for (const sentence of text.split(/(?<=[.;])\s+(?=[A-Z])/)) {
    // "ibuprofen 200 mg …, and paracetamol 500 mg …. Both new.": the status is each medicine's.
    const shared = EACH.exec(sentence);
    if (statements.length > 1 && shared && medicationName(sentence) === undefined) {
      for (let i = 0; i < statements.length; i++)
        statements[i] = `${statements[i].replace(/[.;,]$/, "")} - ${shared[1]}`;
      continue;
    }
    // "Aspirin 75 mg OD - CONTINUE. … aspirin must not be stopped.": the same medicine again, said more of.
    const named = medicationName(sentence);
    const same =
      statements.length > 0 &&
      named !== undefined &&
      !DOSE_ANYWHERE.test(sentence) &&
      medicationName(statements[statements.length - 1])?.toLowerCase() === named.toLowerCase();
    if (statements.length > 0 && (named === undefined || same)) {
      statements[statements.length - 1] = `${statements[statements.length - 1]} ${sentence}`;
      continue;
    }
    // "I have started apixaban 5 mg twice daily, and she should stop aspirin 75 mg": two medicines, two actions.
    // The split keeps its separators (odd places), so a clause that stays joined keeps its own punctuation.
    const parts = sentence.split(CLAUSE);
    let current = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const clause = parts[i + 1] ?? "";
      if (medicationName(clause) !== undefined && (MEDICATION_VERB.test(clause) || DOSE_FIRST.test(clause))) {
        statements.push(current);
        current = clause;
      } else {
        current = `${current}${parts[i]}${clause}`;
      }
    }
    statements.push(current);
  }
  return statements;
}

const DOSE_ANYWHERE = /\b\d+(?:\.\d+)?\s?(?:mg|mcg|micrograms?|g|ml|mL|units?)\b/;

/** "Both new.", "All to continue.": what follows "both" or "all" is said of every medicine of the line. */
const EACH = /^(?:both|all)(?: (?:are|to be|to))? (.+)$/i;
/** "paracetamol 500 mg every 4 to 6 hours": a clause that names a medicine and its dose first is a medicine too. */
const DOSE_FIRST = /^[A-Za-z][A-Za-z-]+(?:\s+[a-z]+)?\s+\d+(?:\.\d+)?\s?(?:mg|mcg|micrograms?|g|ml|mL|units?)\b/;

/** Where one clause of a sentence ends and another may begin: ", and", ", but", "; ", ", stop …", "and stop …". */
const CLAUSE =
  /(,\s+(?:and|but|while|whereas)\s+|;\s+|,\s+(?=(?:stop|start|switch|continue|increase|reduce)\b)|\s+and\s+(?=(?:stop|start|switch|continue|increase|reduce)\b))/;
