import { useEffect } from "react";
import { type Blocker, useBlocker } from "../routing";

/**
 * While `unsaved` is true, leaving the page asks first: a link or Back inside the app is held (the page shows its own
 * question from the returned blocker), and a reload, a typed address or closing the tab gets the browser's question.
 */
export function useUnsavedChangesGuard(unsaved: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  // Saved (or undone) while the question was open: nothing is lost any more, so go on.
  useEffect(() => {
    if (blocker.state === "blocked" && !unsaved) blocker.proceed?.();
  }, [blocker, unsaved]);

  return blocker;
}
