/**
 * Machine translation (issue 23): Amazon Translate in AWS, Apertium locally. Lines in, the same number of lines out,
 * in order; a line is plain text without the summary's Markdown markers.
 */
export interface Translator {
  /** Whether this engine can translate between English and the language, both ways. */
  supports(language: string): boolean;
  translate(lines: string[], from: string, to: string): Promise<string[]>;
}
