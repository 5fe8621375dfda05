/**
 * "Plan: 1) Increase X to 100 mcg. 2) Take Y after it. 3) Stop Z now.": a numbered list typed on one line is read as
 * its own lines, so each entry is a medicine, an instruction or a follow-up of its own and one entry's "stop" never
 * labels another entry's medicine. Only a run counted from 1 with the same mark, each number after a sentence's end
 * (or at the line's start), is a list: "2.5 mg" and "take 2) tablets" are not. "[1] … [2] …" is a list wherever its marks stand.
 */
const MARK = /(?:^|(?<=[.;:!?])\s+)(\d{1,2})([.)])\s+(?=[A-Za-z(])|(?:^|\s+)\[(\d{1,2})(\])\s+(?=[A-Za-z(])/g;

export function splitInlineList(line: string): string[] {
  const marks = [...line.matchAll(MARK)];
  const run: RegExpExecArray[] = [];
  const numberOf = (m: RegExpExecArray) => Number(m[1] ?? m[3]);
  const markOf = (m: RegExpExecArray) => m[2] ?? m[4];
  for (const m of marks) {
    const expected = run.length + 1;
    if (numberOf(m) === expected && (run.length === 0 || markOf(m) === markOf(run[0]))) run.push(m);
    else if (run.length < 2) {
      run.length = 0;
      if (numberOf(m) === 1) run.push(m);
    }
  }
  if (run.length < 2) return [line];
  const out: string[] = [];
  const lead = line.slice(0, run[0].index).trim();
  if (lead) out.push(lead);
  run.forEach((m, i) => {
    const end = i + 1 < run.length ? run[i + 1].index : line.length;
    out.push(line.slice(m.index, end).trim());
  });
  return out;
}
