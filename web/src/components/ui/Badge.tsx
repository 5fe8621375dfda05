import type { ReactNode } from "react";

/** What a chip means decides its colour: success, warning, danger (e.g. a failed job), info, brand or neutral. */
export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger" | "info";

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={tone === "neutral" ? "chip" : `chip chip-${tone}`}>{children}</span>;
}
