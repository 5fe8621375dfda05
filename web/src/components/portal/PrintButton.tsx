import { PrintIcon } from "./icons";

/**
 * "Print or save as PDF" (issue 25, part 1): the browser's own print dialog, whose destinations include saving a PDF.
 * The print stylesheet (styles/app/portal-read.css) makes the page a handout.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      <PrintIcon />
      {label}
    </button>
  );
}
