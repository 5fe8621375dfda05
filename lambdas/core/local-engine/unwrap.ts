import { formEntriesAsLines } from "./form-entries";
import { knownMedicineIn } from "./medications";
import { namesItsChange, STARTS_WITH_DOSE } from "./sections";
import { tableRowsAsLines } from "./table-rows";

/** "7. Warning signs" on a line of its own: a numbered heading, not a list entry to join to the next line. */
const NUMBERED_TITLE = /^(\d{1,2})[.)]\s+([A-Z][A-Za-z'’&/-]*(?: [A-Za-z'’&/-]+){0,3})$/;

/** The number and words of a numbered heading line, or undefined for any other line. */
export function numberedTitle(line: string): { number: number; title: string } | undefined {
  const match = NUMBERED_TITLE.exec(line.trim());
  return match ? { number: Number(match[1]), title: match[2] } : undefined;
}

/** A list entry's mark: "- ", "• ", "1) ", "[1] ", "iv. ", "(b) ", and arrows typed as bullets ("-> "). */
const LIST_MARK =
  /^(?:->|→|>|[-•*]|[+^=](?=\s+[A-Z]{2,}[A-Z ]*:)|\d{1,2}[.)]|\[\d{1,2}\]|\(?(?:[ivx]{1,4}|[a-h])[.)])\s+/;
/** "HELD  Aspirin 75 mg od", "CONT  Amlodipine 5 mg od": a status column before the medicine starts an entry. */
const STATUS_FIRST =
  /^(?:NEW|START(?:ED)?|STOP(?:PED)?|HELD|HOLD|CONT(?:INUE)?|CHANGED?|INCREASED?|REDUCED?|RESTART(?:ED)?)\s{2,}\S/;

/**
 * "Shellfish - hives and lip swelling" over "Clindamycin - diarrhoea", "Codeine→Severe vomiting": a short name parted
 * from its note by a dash or a tab. Two such lines one under the other are two entries, never one wrapped line (issue
 * 18: two allergies ran together as "Shellfish (it causes hives and lip swelling Clindamycin - C)").
 */
const NAMED_ENTRY = /^[A-Za-z][^\s\t]*(?: [^\s\t]+){0,3}?(?:\t+| [-–] )\S/;

/**
 * PDF text arrives with a line break wherever the page wrapped. A line that does not end a sentence and is followed
 * by one that does not start a new labelled section is joined to it. One pass: the paragraph being joined is kept as
 * parts and joined once, and only the last line's end is looked at (issue 8: no rescans of the growing paragraph).
 */
export function unwrapLines(text: string): string[] {
  const out: string[] = [];
  let paragraph: string[] | undefined;
  let endsSentence = true;
  let last = "";
  // A blank line is held until the next line shows whether it ended a paragraph (see below).
  let blank = false;
  const close = () => {
    if (paragraph) out.push(paragraph.join(" "));
    paragraph = undefined;
  };
  for (const raw of formEntriesAsLines(tableRowsAsLines(text)).split("\n")) {
    const line = raw.trim();
    // "-------" between a record's header and its body: a rule, read as the end of a paragraph.
    // "------ Page 1 of 2": a printed page's foot, read as a rule too.
    if (line === "" || /^[-=_*~—–]{3,}$/.test(line) || /^[-=_*~—–\s]*page \d+(?: of \d+)?[-=_*~—–\s]*$/i.test(line)) {
      blank = true;
      continue;
    }
    const startsSection =
      /^[A-Z][A-Za-z /&-]{2,60}:/.test(line) ||
      /^[SOAP]:\s/.test(line) ||
      // Cheap tests first: most lines have a lower-case letter, and upper-casing copies the line.
      (/[A-Z]{3}/.test(line) && !/[a-z]/.test(line) && line === line.toUpperCase());
    const listItem = LIST_MARK.test(line) || STATUS_FIRST.test(line);
    // "2. Diagnosis" over "Transient ischaemic attack…": a wrapped list entry goes on in lower case or with a number.
    const underTitle = /^[A-Z]/.test(line) && numberedTitle(last) !== undefined;
    // A medicine list without marks or full stops: each line that names a medicine and its dose is an entry.
    // "Amlodipine 5 mg OD - continue" over "Nebulised ipratropium - given on ward only": a capitalised line that
    // names a medicine after a medicine entry is the next entry, not the wrapped end of the one before.
    const lastEntry = last.replace(LIST_MARK, "");
    const nextMedicine =
      STARTS_WITH_DOSE.test(lastEntry) &&
      (STARTS_WITH_DOSE.test(line) || namesItsChange(line) || (/^[A-Z]/.test(line) && knownMedicineIn(line)));
    const nextEntry = NAMED_ENTRY.test(line) && NAMED_ENTRY.test(last);
    const continues =
      paragraph && !endsSentence && !startsSection && !listItem && !underTitle && !nextMedicine && !nextEntry;
    if (blank) {
      // OCR of a scanned page puts a blank line after every printed line. Across one, a sentence goes on only when
      // it plainly was cut: the next line starts in lower case, or the last ended on a comma or a joining word
      // ("call 111 if" / "Oscar is still feverish"). An address line or a title before a blank stays apart.
      const cut =
        /^[a-z]/.test(line) ||
        /(?:,|\b(?:if|or|and|but|the|a|an|to|with|that|of|for|in|on|at|by|from|when|who|which|because|than|as|your|his|her|their))$/i.test(
          last,
        );
      blank = false;
      if (!(continues && cut)) {
        close();
        out.push("");
      }
    }
    if (paragraph && continues) {
      paragraph.push(line);
    } else {
      close();
      paragraph = [line];
    }
    // A closing bracket ends a list entry ("... twice daily (NEW)"); an ALL-CAPS line is a heading; "Dear Dr Shah,"
    // is a salutation, never the start of the paragraph under it (which was skipped with it).
    endsSentence =
      /[.!?:)]$/.test(line) ||
      (/[A-Z]{3}/.test(line) && !/[a-z]/.test(line)) ||
      (/^dear\b/i.test(line) && line.length <= 80 && /,$/.test(line));
    last = line;
  }
  close();
  if (blank) out.push("");
  return out;
}
