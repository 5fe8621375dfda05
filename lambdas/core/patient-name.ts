/**
 * Patient name from document text (spec section 5): 'Patient Name: X', then 'Name: X', then a title
 * (Mr., Mrs., Ms., Dr.) followed by a name. All-caps names become title case. Otherwise the first file's
 * name without extension, underscores and hyphens turned into spaces. Under 2 characters: 'Unknown Patient'.
 */
const NAME_WORD = "[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'’-]*";
const NAME = `${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,3}`;
// Labels that often follow a name on the same line and are not part of it.
const STOP_WORDS = /\b(?:DOB|D\.O\.B|Date|MRN|NHS|Age|Sex|Gender|ID|Ref|Address|Phone|Tel|Born)\b.*$/i;

const PATTERNS: RegExp[] = [
  new RegExp(`Patient[ \\t]*Name[ \\t]*:[ \\t]*(${NAME})`, "i"),
  new RegExp(`(?:^|[\\n\\r]|[^A-Za-z])Name[ \\t]*:[ \\t]*(${NAME})`, "i"),
  new RegExp(
    `\\b(?:Mr|Mrs|Ms|Dr)\\.?[ \\t]+(${NAME_WORD.replace("[A-Za-zÀ-ÖØ-öø-ÿ]", "[A-ZÀ-ÖØ-Þ]")}(?:[ \\t]+${NAME_WORD.replace("[A-Za-zÀ-ÖØ-öø-ÿ]", "[A-ZÀ-ÖØ-Þ]")}){0,2})`,
  ),
];

export const UNKNOWN_PATIENT = "Unknown Patient";
/** Longer is not a name (a run of text after "Name:"); it would also grow the record and every email. */
export const MAX_NAME_CHARS = 100;

function titleCaseIfAllCaps(name: string): string {
  if (name !== name.toUpperCase() || name === name.toLowerCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])([a-zà-ÿ])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

function clean(candidate: string): string {
  return candidate.replace(STOP_WORDS, "").replace(/\s+/g, " ").trim();
}

export function fileNameAsPatientName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, "");
  return base.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
}

export function extractPatientName(text: string, firstFileName?: string): string {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    const name = match ? clean(match[1]) : "";
    if (name.length >= 2 && name.length <= MAX_NAME_CHARS) return titleCaseIfAllCaps(name);
  }
  const fromFile = firstFileName ? fileNameAsPatientName(firstFileName) : "";
  return fromFile.length >= 2 ? fromFile.slice(0, MAX_NAME_CHARS).trim() : UNKNOWN_PATIENT;
}
