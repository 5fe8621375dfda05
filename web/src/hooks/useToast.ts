import { type ComponentType, createElement, useEffect, useState } from "react";
import { toastAction } from "./toast-actions";

type Sonner = typeof import("sonner");
type Show = (sonner: Sonner) => void;

/**
 * Toasts (sonner) load with the first toast, not with the page: most visits show none, and the library is about
 * 10 KB gzip of every public page's budget. Toasts asked for before the host has mounted sonner's Toaster wait in
 * a queue and are shown as soon as it has.
 */
let sonner: Promise<Sonner> | undefined;
let mounted: Sonner | undefined;
const queue: Show[] = [];
let requestHost: (() => void) | undefined;

function show(action: Show): void {
  if (mounted) {
    action(mounted);
    return;
  }
  queue.push(action);
  sonner ??= import("sonner");
  requestHost?.();
}

/** The sonner id of each action's latest toast. */
const latest = new Map<string, string>();
let shownCount = 0;

/**
 * The id a new toast of this action is shown under: a fresh one each time, with the action's earlier toast dismissed.
 * Reusing the action's id would have sonner merge the new toast into the earlier one, and when that one's time is up
 * and it is already leaving (its exit lasts 200 ms, longer on a busy machine), the merged outcome leaves with it and
 * is never seen. Undefined for a toast of no listed action: it stacks.
 */
function placeFor({ toast }: Sonner, title: string, description?: string): string | undefined {
  const action = toastAction(title, description);
  if (action === undefined) return undefined;
  const earlier = latest.get(action);
  if (earlier !== undefined) toast.dismiss(earlier);
  const id = `${action}#${++shownCount}`;
  latest.set(action, id);
  return id;
}

/**
 * Every user-visible error is a toast (spec section 8): destructive unless it reports a success. A toast of the same
 * action as one still on screen takes its place (toast-actions.ts), so an old error never stands beside a newer
 * outcome.
 */
export const notify = {
  success: (title: string, description?: string) =>
    show((sonner) => sonner.toast.success(title, { description, id: placeFor(sonner, title, description) })),
  error: (title: string, description?: string) =>
    show((sonner) => sonner.toast.error(title, { description, id: placeFor(sonner, title, description) })),
};

/** Rendered once at the root: mounts sonner's Toaster when the first toast is asked for, then shows the queue. */
export function ToastHost() {
  const [library, setLibrary] = useState<Sonner | null>(null);

  useEffect(() => {
    let live = true;
    const load = () => sonner?.then((loaded) => live && setLibrary(loaded));
    requestHost = load;
    if (queue.length > 0) load();
    return () => {
      live = false;
      requestHost = undefined;
    };
  }, []);

  useEffect(() => {
    if (!library) return;
    mounted = library;
    for (const action of queue.splice(0)) action(library);
    return () => {
      mounted = undefined;
    };
  }, [library]);

  if (!library) return null;
  const Toaster = library.Toaster as ComponentType<{
    position: "top-right";
    richColors: boolean;
    closeButton: boolean;
  }>;
  return createElement(Toaster, { position: "top-right", richColors: true, closeButton: true });
}
