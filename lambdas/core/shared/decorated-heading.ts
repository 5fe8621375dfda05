/**
 * "--- Allergies / adverse reactions ---", "== PLAN ==", "**Medicines**": a heading set off by marks on a line of its
 * own (decision 474). One pattern for the claim checker's reading and the offline engine's, so both see the same
 * headings; its group is the title.
 */
export const DECORATED_HEADING =
  /^[ \t]*(?:-{2,}|={2,}|\*{2,}|_{2,})[ \t]*([A-Za-z][^=*_\n]{1,58}?)[ \t]*(?:-{2,}|={2,}|\*{2,}|_{2,})[ \t]*$/;
