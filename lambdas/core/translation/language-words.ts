/**
 * The few words of each language the line-by-line check of a translation reads (line-checks.ts): how the language
 * says "not", numbers in words and time units. Only the languages translated offline have them (Spanish and Catalan,
 * Apertium); a language without an entry is checked by the back-translation alone (decision 376).
 */
export interface LanguageWords {
  /** Words that make a sentence negative on their own ("no", "sin"), lower case, without accents. */
  negators: string[];
  /**
   * Words that make it negative only where no negator came before in the sentence: "ninguna" in "no había ninguna"
   * repeats the "no" (negative concord), "Nunca tome" is negative by itself.
   */
  concord: string[];
  /**
   * A concord word that is also a noun: after one of these words, or last in its sentence, it is the noun (Catalan
   * "cap" is "none" in "amb cap problema", the head in "mal de cap" and "un cop al cap").
   */
  nounAfter: Record<string, string[]>;
  /** English words the language says with a negative word ("the worst you have ever had": "nunca", "mai"). */
  saidNegative: string[];
  /** Phrases with a negator that are not negative ("a no ser que" is "unless"). */
  notNegative: string[];
  /**
   * Words that start a new clause ("and", "until", "if"): a line is read as clauses, each negative or not, so "must
   * not drive until you have had no seizures" has two negatives however many "no"s each language uses.
   */
  clauseBreaks: string[];
  /** Numbers in words, lower case, without accents. */
  numbers: Record<string, number>;
  /**
   * Number words that are also everyday words or articles ("una" is "a", Catalan "nou" is "new", "deu" is "must"):
   * they can stand for the English number but are not read as numbers of their own.
   */
  weakNumbers: Record<string, number>;
  /** Phrases with a number word that say no number ("at once", "no one"). */
  notNumbers: string[];
  /** Time units after a number, each to its English unit. */
  timeUnits: Record<string, TimeUnit>;
}

export type TimeUnit = "minute" | "hour" | "day" | "week" | "month" | "year";

const ENGLISH_WORDS: LanguageWords = {
  // "no" as in "no more than", "nor", "without": each makes the instruction negative as "not" does.
  negators: [
    "not",
    "never",
    "no",
    "without",
    "cannot",
    "don't",
    "doesn't",
    "didn't",
    "can't",
    "won't",
    "shouldn't",
    "mustn't",
    "isn't",
    "aren't",
    "wasn't",
    "dont",
  ],
  concord: ["nor", "neither", "none", "nothing", "nobody"],
  nounAfter: {},
  notNegative: [],
  saidNegative: ["ever"],
  clauseBreaks: ["and", "but", "until", "unless", "if", "when", "because", "while", "before", "after", "so", "then"],
  numbers: {
    zero: 0,
    one: 1,
    once: 1,
    two: 2,
    twice: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fifteen: 15,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    hundred: 100,
  },
  // "Both" is "ambos", "tots dos"; "every other day" is "cada dos días".
  weakNumbers: { both: 2, other: 2 },
  notNumbers: ["at once", "no one", "once you", "once it", "once the", "once your", "once they", "once she", "once he"],
  timeUnits: {
    minute: "minute",
    minutes: "minute",
    mins: "minute",
    min: "minute",
    hour: "hour",
    hours: "hour",
    hrs: "hour",
    day: "day",
    days: "day",
    week: "week",
    weeks: "week",
    month: "month",
    months: "month",
    year: "year",
    years: "year",
  },
};

const SPANISH: LanguageWords = {
  negators: ["no", "sin"],
  concord: ["nunca", "jamas", "ni", "tampoco", "ningun", "ninguno", "ninguna", "ningunos", "ningunas", "nada", "nadie"],
  nounAfter: {},
  notNegative: ["a no ser que", "a no ser"],
  saidNegative: [],
  clauseBreaks: [
    "y",
    "e",
    "pero",
    "hasta",
    "si",
    "cuando",
    "porque",
    "mientras",
    "antes",
    "despues",
    "asi",
    "entonces",
  ],
  numbers: {
    cero: 0,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    quince: 15,
    veinte: 20,
    treinta: 30,
    cuarenta: 40,
    cincuenta: 50,
    cien: 100,
  },
  weakNumbers: { un: 1, uno: 1, una: 1 },
  notNumbers: [],
  timeUnits: {
    minuto: "minute",
    minutos: "minute",
    min: "minute",
    hora: "hour",
    horas: "hour",
    dia: "day",
    dias: "day",
    semana: "week",
    semanas: "week",
    mes: "month",
    meses: "month",
    ano: "year",
    anos: "year",
  },
};

const CATALAN: LanguageWords = {
  negators: ["no", "sense"],
  // "Cap" is "none" ("amb cap problema"), and also "head" ("mal de cap", "el cap").
  concord: ["mai", "ni", "tampoc", "ningu", "cap", "res"],
  nounAfter: { cap: ["el", "al", "del", "de", "pel", "un", "meu", "teu", "seu", "nostre", "vostre", "llur"] },
  saidNegative: [],
  clauseBreaks: [
    "i",
    "pero",
    "fins",
    "si",
    "quan",
    "perque",
    "mentre",
    "abans",
    "despres",
    "aixi",
    "llavors",
    "aleshores",
  ],
  notNegative: [
    "llevat que",
    "tret que",
    "cap a",
    "cap al",
    "cap als",
    "cap amunt",
    "cap avall",
    "cap endavant",
    "cap enrere",
  ],
  numbers: {
    zero: 0,
    dos: 2,
    dues: 2,
    tres: 3,
    quatre: 4,
    cinc: 5,
    sis: 6,
    vuit: 8,
    onze: 11,
    dotze: 12,
    quinze: 15,
    vint: 20,
    trenta: 30,
    quaranta: 40,
    cinquanta: 50,
    cent: 100,
  },
  weakNumbers: { u: 1, un: 1, una: 1, set: 7, nou: 9, deu: 10 },
  notNumbers: [],
  timeUnits: {
    minut: "minute",
    minuts: "minute",
    min: "minute",
    hora: "hour",
    hores: "hour",
    dia: "day",
    dies: "day",
    setmana: "week",
    setmanes: "week",
    mes: "month",
    mesos: "month",
    any: "year",
    anys: "year",
  },
};

const WORDS: Record<string, LanguageWords> = { en: ENGLISH_WORDS, es: SPANISH, ca: CATALAN };

/** The language's words, or undefined where the line-by-line check does not read the language. */
export const languageWords = (code: string): LanguageWords | undefined => WORDS[code];

/** Lower case without accents, for comparing words across languages ("días" is "dias", "ibuprofèn" is "ibuprofen"). */
export const fold = (word: string) =>
  word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[’‘]/g, "'").replace(/·/g, "");
