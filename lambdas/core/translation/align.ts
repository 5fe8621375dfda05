import { fold } from "./language-words";
import type { Line } from "./layout";
import { stem } from "./names";

/**
 * Which translated line stands for which English line. A machine translation keeps one line per English line; a
 * clinician's edit may take a line out, join two or add one, and then the lines after it no longer sit at the same
 * index. Equal counts pair line for line; otherwise the pairing that best keeps markers, blank lines, numbers and
 * names together (Needleman-Wunsch), each English line without a partner an omission and each extra translated line
 * an addition.
 */
export interface Pair {
  english?: number;
  translated?: number;
}

const GAP = -2;

/** What survives any translation: digits, and long words kept as they are (names). */
function anchors(text: string): { numbers: string[]; words: string[] } {
  return {
    numbers: text.match(/\d+(?:[.,]\d+)*/g) ?? [],
    words: (text.match(/\p{L}{5,}/gu) ?? []).map((w) => stem(fold(w))),
  };
}

function similarity(english: Line, translated: Line): number {
  const e = english.text.trim();
  const t = translated.text.trim();
  if (e === "" || t === "") return e === t ? 3 : -3;
  let score = english.marker.trim() === translated.marker.trim() ? 1 : -1;
  const a = anchors(e);
  const b = anchors(t);
  for (const n of a.numbers) score += b.numbers.includes(n.replace(",", ".")) || b.numbers.includes(n) ? 2 : -0.5;
  for (const w of a.words) if (b.words.includes(w)) score += 1;
  // Translations run about as long as their English: a line three times longer is another line.
  score -= Math.abs(Math.log((t.length + 10) / (e.length + 10)));
  return score;
}

export function alignLines(english: Line[], translated: Line[]): Pair[] {
  if (english.length === translated.length) return english.map((_, i) => ({ english: i, translated: i }));
  const n = english.length;
  const m = translated.length;
  const score = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = 1; i <= n; i++) score[i][0] = i * GAP;
  for (let j = 1; j <= m; j++) score[0][j] = j * GAP;
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      score[i][j] = Math.max(
        score[i - 1][j - 1] + similarity(english[i - 1], translated[j - 1]),
        score[i - 1][j] + GAP,
        score[i][j - 1] + GAP,
      );
  const pairs: Pair[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && score[i][j] === score[i - 1][j - 1] + similarity(english[i - 1], translated[j - 1])) {
      pairs.push({ english: i - 1, translated: j - 1 });
      i--;
      j--;
    } else if (i > 0 && score[i][j] === score[i - 1][j] + GAP) {
      pairs.push({ english: i - 1 });
      i--;
    } else {
      pairs.push({ translated: j - 1 });
      j--;
    }
  }
  return pairs.reverse();
}
