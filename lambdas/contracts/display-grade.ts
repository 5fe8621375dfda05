/** The grade shown to people: never below 1. Its own module, so the web does not load the syllable dictionary. */
export function displayGrade(grade: number): number {
  return Math.max(1, Math.round(grade));
}
