import { type ComponentProps, lazy, Suspense } from "react";
import type { ToCheckPanel as Panel } from "./ToCheckPanel";

const ToCheckPanel = lazy(() => import("./ToCheckPanel").then((m) => ({ default: m.ToCheckPanel })));

/**
 * "To check", loaded only for a text that has flags (issue 23, part 4): a text without any shows no panel, and its
 * page's first load does without the panel's code (it paid for the patient-language select).
 */
export function LazyToCheckPanel(props: ComponentProps<typeof Panel>) {
  if (props.flags.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToCheckPanel {...props} />
    </Suspense>
  );
}
