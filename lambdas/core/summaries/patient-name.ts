/**
 * Patient name from document text (spec section 5, decision 180): a 'Patient Name:' label, then 'Patient:' (or 'Pt:',
 * 'Child:', 'Service user:', 'Client:', a maternity record's 'Woman:'), then a form's 'Surname:' and 'Forename:'
 * fields (decision 455), then 'Name:' (or a form's dotted leader), then 'Re:' in a letter, then a full name before its
 * date of birth ("Ana Reyes, date of birth …", "ESPINOSA, Lucia (Mrs)   DOB …"), then a patient's title (Mr, Mrs, Ms,
 * Miss, Mx, Master) followed by a name; labels and titles in any case. All-caps names become title case with
 * apostrophes and hyphens kept ("O'NEIL" → "O'Neil"). A clinician is never the patient: a name after Dr or Prof, a
 * salutation ("Dear …"), or a line that names a role (attending, referring physician, consultant, GP, parent …) is
 * skipped, and so are two people addressed together ("Mr A Xu and Mrs B Xu", a child's parents). Then a full name in
 * prose (issue 18): after a verb of seeing or referring ("Thank you for referring Jane Doe"), or before an age ("Amara
 * Okoye, a 61 year old"); the prose name is preferred to the file's. Otherwise the first file's name without
 * extension, underscores and hyphens turned into spaces. Under 2 characters: 'Unknown Patient'.
 */
const LETTER = "A-Za-zÀ-ÖØ-öø-ÿ";
/** A word of a name, or a middle initial with its full stop ("Travis J. Kettleborough"). */
const NAME_WORD = `(?:[A-ZÀ-ÖØ-Þ]\\.(?=[ \\t]+[${LETTER}])|[${LETTER}][${LETTER}'’-]*)`;
const CAPITAL_WORD = `[A-ZÀ-ÖØ-Þ][${LETTER}'’-]*`;
/**
 * A name, or a record's surname first ("NKEMELU, Bartholomew", two surnames "IBARRA LOZANO, Teodoro"): a comma after
 * the first or second word; `clean` decides whether it turns the name round or ends it.
 */
const NAME = `(?:${NAME_WORD}(?:[ \\t]+${NAME_WORD})?,[ \\t]*)?${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,3}`;
const CAPITAL_NAME = `${CAPITAL_WORD}(?:[ \\t]+${CAPITAL_WORD}){0,3}`;
/** A record's heading name, surname(s) in capitals first: "ESPINOSA, Lucia", "IBARRA LOZANO, Teodoro". */
const CAPS_WORD = "[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’-]+";
const SURNAME_FIRST = `${CAPS_WORD}(?:[ \\t]+${CAPS_WORD})?,[ \\t]*${CAPITAL_NAME}`;
/** Titles a patient is addressed by, in any case; Dr and Prof belong to clinicians. */
const PATIENT_TITLE = "(?:[Mm][Rr][Ss]?|[Mm][Ss]|[Mm][Ii][Ss][Ss]|[Mm][Xx]|[Mm]aster|MASTER)\\.?";
const CLINICIAN_TITLE = /^(?:dr|doctor|prof|professor)\b\.?/i;
// Labels that often follow a name on the same line and are not part of it.
const STOP_WORDS = /\b(?:DOB|D\.O\.B|Date|MRN|NHS|Age|Sex|Gender|ID|Ref|Address|Phone|Tel|Born|Hospital)\b.*$/i;
/** Words of a sentence, never of a name: an all-caps "MR. ROBERT O'NEIL WAS ADMITTED" ends before "WAS". */
const NOT_NAME_WORDS = new Set(
  "a an and the of to in on at for with by from is was were has had have who which that this presented admitted attended seen came aged age year years old yo male female man woman boy girl born today came returns referred discharged".split(
    " ",
  ),
);
/**
 * A line naming one of these roles names a clinician or a contact, not the patient. "Referring" is a role only as a
 * label ("Referring physician: …"); "Thank you for referring Mrs. Doe" names the patient (issue 18).
 */
const NOT_PATIENT_LINE =
  /\b(?:attending|referring(?=\s*(?::|by\b|(?:physician|doctor|clinician|gp|consultant|surgeon|provider|practitioner|team)\b))|referrer|consultant|physician|doctor|clinician|surgeon|gp|provider|practitioner|nurse|dictated|signed|author|cc|copy|kin|contact|emergency|guardian|parent|mother|father|carer|caregiver|pharmacist|radiologist|dear)\b/i;
/** Where a letter names its patient in prose without a title: after a verb of seeing or referring, in any case. */
const SEEING = `(?:${"referring referred refer seeing saw seen see reviewed reviewing review assessed examined met concerns"
  .split(" ")
  .map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join("|")})`;
/** …or before an age: "Amara Okoye, a 61 year old", "Ben Ashworth aged 7". */
const AGED = String.raw`(?=,?[ \t]+(?:(?:a|an)[ \t]+\d{1,3}[ -]?(?:(?:years?|yrs?)[ -]old|yo|y\/o)|aged[ \t]+\d{1,3})\b)`;
/**
 * …or before its date of birth, perhaps after a title in brackets: "Luca Bianchi (DOB 03/04/1961)", "Ana Reyes, date
 * of birth …", a record's heading "ESPINOSA, Lucia (Mrs)   DOB …".
 */
const WITH_BIRTH_DATE = String.raw`(?=[ \t]*(?:\(${PATIENT_TITLE}\)[ \t]*)?,?[ \t]*\(?(?:DOB|D\.O\.B|born|[Dd]ate[ \t]+of[ \t]+birth)\b)`;
/**
 * Two people addressed together on a line of their own, an address block's first line ("Mr Tomasz Nowak and Mrs Ewa
 * Nowak"): a child's parents or a couple, never the patient (issue 18).
 */
const COUPLE_LINE = new RegExp(
  `^[ \\t]*${PATIENT_TITLE}(?:[ \\t]+${NAME_WORD}){0,3}[ \\t]+(?:and|&)[ \\t]+${PATIENT_TITLE}(?:[ \\t]+${NAME_WORD}){1,3}[ \\t,.]*$`,
  "i",
);
/** Words of a place, a team or a time, never of a name found in prose ("saw Cardiology Clinic", "seen Monday"). */
const NOT_PROSE_NAME =
  /\b(?:clinic|hospital|department|team|service|unit|centre|center|ward|nurse|practice|surgery|outpatients?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|yesterday)\b/i;

/** Labels a record puts before its patient's name: clinics, children's units and mental health services differ. */
const PATIENT_LABEL = "(?:Patient|Pt|Child|Service[ \\t]+user|Client|Woman)";
/** Forms align their fields with runs of spaces or a tab ("Pt: Lucia Fernandez   F 19y"): a name ends at one. */
const FIELD_GAP = /(?: {2,}|\t).*$/;

/** A title before a labelled name ("Patient: Mr. John Smith", "Name: Dr Alan Reed"), judged by `clean`. */
const ANY_TITLE = "(?:[A-Za-z]{2,9}\\.?[ \\t]+)?";

interface Rule {
  pattern: RegExp;
  /** Only in a record this matches: a maternity record's "Mother:" is its patient, a child's letter's is a parent. */
  when?: RegExp;
  /** The label itself is a role the patient line check would refuse ("Mother"). */
  roleLabel?: boolean;
  /** Fewest name words: a rule that could match ordinary text ("Re: Follow up") wants a full name. */
  minWords: number;
  /** Found in prose, not after a label or a title: places, teams and times are not names. */
  prose?: boolean;
  /** After a title: a couple addressed together is never the patient. */
  titled?: boolean;
}

/** A rule that is not one pattern: a form's name in two fields. */
type Finder = (text: string) => string | undefined;

const RULES: (Rule | Finder)[] = [
  { pattern: new RegExp(`\\bPatient(?:'s)?[ \\t]*Name[ \\t]*:[ \\t]*(${ANY_TITLE}${NAME})`, "gi"), minWords: 1 },
  { pattern: new RegExp(`\\b${PATIENT_LABEL}[ \\t]*:[ \\t]*(${ANY_TITLE}${NAME})`, "gi"), minWords: 1 },
  // A record's field set off by a tab, a run of spaces or a table's rule, not a colon: "Patient<TAB>Hartley-Osagie,
  // Margaret", "Patient          Bernard McGILLIVRAY   Hosp no", "| Patient    | Gwilym PRYCE   | DOB |".
  {
    pattern: new RegExp(
      `(?:^|\\n)[ \\t]*(?:\\|[ \\t]*)?${PATIENT_LABEL}(?:\\t+| {2,}|[ \\t]*\\|[ \\t]*)(${ANY_TITLE}${NAME})`,
      "g",
    ),
    minWords: 2,
  },
  // Before "Name:", which would read "First name: Ciaran" alone.
  fromSplitFields,
  // "Name: …", and a form's dotted leader ("Name ........ Kezia Abernethy-Moore").
  { pattern: new RegExp(`(?:^|[^A-Za-z])Name[ \\t]*(?::|\\.{3,})[ \\t]*(${ANY_TITLE}${NAME})`, "gi"), minWords: 1 },
  {
    pattern: new RegExp(`\\bMother[ \\t]*:[ \\t]*(${ANY_TITLE}${NAME})`, "gi"),
    minWords: 1,
    when: /\b(?:postnatal|antenatal|maternity|obstetric|midwi(?:fe|ves|fery)|caesarean|delivery)\b/i,
    roleLabel: true,
  },
  { pattern: new RegExp(`(?:^|\\n)[ \\t]*Re[ \\t]*:[ \\t]*(${ANY_TITLE}${CAPITAL_NAME})`, "g"), minWords: 2 },
  // A name given with its date of birth is the record's own identification, surer than a title: a letter about a
  // child is addressed to "Mr and Mrs …" (issue 18).
  {
    pattern: new RegExp(`(?:^|[^${LETTER}])(${SURNAME_FIRST}|${CAPITAL_NAME})${WITH_BIRTH_DATE}`, "g"),
    minWords: 2,
    prose: true,
  },
  // "To the parents of: Kofi Abernathy-Lindqvist (age 9, …)": a letter to the family names the child.
  {
    pattern: new RegExp(`\\b(?:parents?|carers?|guardians?|family) of[ \\t]*:?[ \\t]*(${CAPITAL_NAME})`, "g"),
    minWords: 2,
    prose: true,
  },
  { pattern: new RegExp(`\\b${PATIENT_TITLE}[ \\t]+(${CAPITAL_NAME})`, "g"), minWords: 1, titled: true },
  // Prose names without a title want a first and a last name, so "saw Cardiology" is never a patient.
  // "Thank you for referring baby Noah Blessington": a child's letter may say what the patient is before the name.
  {
    pattern: new RegExp(`\\b${SEEING}[ \\t]+(?:baby|little|young)?[ \\t]*(${CAPITAL_NAME})`, "g"),
    minWords: 2,
    prose: true,
  },
  { pattern: new RegExp(`(?:^|[^${LETTER}])(${CAPITAL_NAME})${AGED}`, "g"), minWords: 2, prose: true },
  fromAddressBlock,
];

/**
 * A letter to the patient: "Gloria Okafor" on an address block's line of its own, and "Dear Ms. Okafor" after it. The
 * salutation's surname, with a patient's title, names the line; a clinician's ("Dear Dr Shah") never does.
 */
const SALUTATION = new RegExp(
  `(?:^|\n)[ \t]*Dear[ \t]+${PATIENT_TITLE}[ \t]+(${CAPITAL_WORD})[ \t]*[,:]?[ \t]*(?:\n|$)`,
);
const NAME_LINE = new RegExp(`^[ \t]*(${CAPITAL_WORD}(?:[ \t]+${NAME_WORD}){1,3})[ \t]*$`, "gm");

function fromAddressBlock(text: string): string | undefined {
  const salutation = SALUTATION.exec(text);
  if (!salutation) return undefined;
  const surname = salutation[1].toLowerCase();
  const before = text.slice(0, salutation.index);
  for (const match of before.matchAll(NAME_LINE)) {
    const words = match[1].split(/[ \t]+/);
    if (words[words.length - 1].toLowerCase() !== surname) continue;
    if (NOT_PATIENT_LINE.test(match[1]) || NOT_PROSE_NAME.test(match[1])) continue;
    const name = clean(match[1], 2);
    if (name) return titleCaseIfAllCaps(name);
  }
  return undefined;
}

export const UNKNOWN_PATIENT = "Unknown Patient";
/** Longer is not a name (a run of text after "Name:"); it would also grow the record and every email. */
export const MAX_NAME_CHARS = 100;

function isCapitals(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

function titleCaseIfAllCaps(name: string): string {
  if (!isCapitals(name)) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])([a-zà-ÿ])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** The text of the line up to `at`: where a role label ("Referring physician: …") would be. */
function lineBefore(text: string, at: number): string {
  const from = Math.max(0, at - 120);
  const line = text.slice(from, at);
  return line.slice(line.lastIndexOf("\n") + 1);
}

/** The whole line around `at`: an address block's line naming two people. */
function wholeLine(text: string, at: number): string {
  const end = text.indexOf("\n", at);
  return text.slice(text.lastIndexOf("\n", at) + 1, end < 0 ? text.length : end);
}

/** The candidate cut to its name: labels after it, a patient's title before it, sentence words after it. */
function clean(candidate: string, minWords: number): string | undefined {
  let name = candidate.replace(FIELD_GAP, "").replace(STOP_WORDS, "").replace(/\s+/g, " ").trim();
  if (CLINICIAN_TITLE.test(name)) return undefined;
  name = name.replace(new RegExp(`^${PATIENT_TITLE}\\s+`), "");
  // A comma after a surname alone turns the name round ("DOE, Jane"), and so does one after two surnames in capitals
  // before a given name that is not ("IBARRA LOZANO, Teodoro"); after any other whole name it ends it ("Jane Doe, Flat
  // 3"). Two words in capitals before a comma and one after ("ANA DIAZ, RETIRED") stay ambiguous: the comma ends it.
  const twoBefore = name.match(/^(\S+\s+[^,]+),\s*(\S+)/);
  if (twoBefore && !(isCapitals(twoBefore[1]) && !isCapitals(twoBefore[2])))
    name = name.replace(/^(\S+\s+[^,]+),.*$/, "$1");
  const words: string[] = [];
  for (const word of name.split(" ")) {
    if (NOT_NAME_WORDS.has(word.toLowerCase())) break;
    words.push(word);
  }
  if (words.length < minWords) return undefined;
  const kept = words.join(" ").replace(/[-'’]+$/, "");
  return kept.length >= 2 && kept.length <= MAX_NAME_CHARS ? kept : undefined;
}

/** "NKEMELU, Bartholomew", "VASQUEZ-HOLLIS, ROSALIND": a record's surname first, said given name first. */
function givenNameFirst(name: string): string {
  const inverted = name.match(/^([^,]+),\s*(.+)$/);
  const said = inverted ? `${inverted[2]} ${inverted[1]}` : name.replace(/,/g, "");
  // A surname in capitals beside a given name in lower case is the record's style, not the name's.
  return said === said.toUpperCase() ? said : said.replace(/\b[A-ZÀ-Þ][A-ZÀ-Þ'’-]+\b/g, (w) => titleCaseIfAllCaps(w));
}

function fromRule(text: string, rule: Rule): string | undefined {
  if (rule.when && !rule.when.test(text)) return undefined;
  for (const match of text.matchAll(rule.pattern)) {
    const at = (match.index ?? 0) + match[0].length - match[1].length;
    if (!rule.roleLabel && NOT_PATIENT_LINE.test(lineBefore(text, at))) continue;
    if (rule.titled && COUPLE_LINE.test(wholeLine(text, match.index ?? 0))) continue;
    const name = clean(match[1], rule.minWords);
    if (name && !(rule.prose && NOT_PROSE_NAME.test(name))) return titleCaseIfAllCaps(givenNameFirst(name));
  }
  return undefined;
}

/** A form's name in two fields, in either order and near each other: "Surname: O'BRIEN   Forename: CIARAN". */
const FIELD_VALUE = `(${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,3})`;
const SURNAME_FIELD = new RegExp(`\\b(?:Surname|Family[ \\t]+name|Last[ \\t]+name)[ \\t]*:[ \\t]*${FIELD_VALUE}`, "gi");
const GIVEN_FIELD = new RegExp(
  `\\b(?:Forenames?|First[ \\t]+names?|Given[ \\t]+names?|Christian[ \\t]+names?)[ \\t]*:[ \\t]*${FIELD_VALUE}`,
  "gi",
);
/** How far apart a form's two name fields may stand: the same line or the next few. */
const FIELDS_APART = 200;

/** The name fields of the patient's, not those of a line naming a role ("Next of kin surname: …"). */
function nameFields(text: string, pattern: RegExp): { at: number; name: string }[] {
  const fields: { at: number; name: string }[] = [];
  for (const match of text.matchAll(pattern)) {
    const at = (match.index ?? 0) + match[0].length - match[1].length;
    const name = NOT_PATIENT_LINE.test(lineBefore(text, at)) ? undefined : clean(match[1], 1);
    if (name) fields.push({ at, name });
  }
  return fields;
}

function fromSplitFields(text: string): string | undefined {
  const givens = nameFields(text, GIVEN_FIELD);
  for (const surname of nameFields(text, SURNAME_FIELD)) {
    const given = givens.find((g) => Math.abs(g.at - surname.at) <= FIELDS_APART);
    if (given) return titleCaseIfAllCaps(`${given.name} ${surname.name}`);
  }
  return undefined;
}

export function fileNameAsPatientName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "");
  return base.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * "Kayla M. Brandvold", "HOLLOWAY-NGATA, TREVOR J": the name a clinic files and greets by is the given and family
 * name; a middle initial between them goes (a middle name, which may be half of a double given name, stays).
 */
function withoutMiddleInitials(name: string): string {
  const words = name.split(" ");
  if (words.length < 3) return name;
  const kept = words.filter((w, i) => i === 0 || i === words.length - 1 || !/^[A-ZÀ-Þ]\.?$/.test(w));
  return kept.join(" ");
}

export function extractPatientName(text: string, firstFileName?: string): string {
  for (const rule of RULES) {
    const name = typeof rule === "function" ? rule(text) : fromRule(text, rule);
    if (name) return withoutMiddleInitials(name);
  }
  const fromFile = firstFileName ? fileNameAsPatientName(firstFileName) : "";
  return fromFile.length >= 2 ? fromFile.slice(0, MAX_NAME_CHARS).trim() : UNKNOWN_PATIENT;
}
