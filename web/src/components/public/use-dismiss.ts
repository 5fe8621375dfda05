import { type RefObject, useEffect } from "react";
import { useLocation } from "../../routing";

/**
 * A disclosure (menu, popover) closes when the visitor navigates, presses Escape (focus goes back to its button)
 * or presses outside `area` when one is given. `close` must be stable (useCallback).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLElement | null>,
  area?: RefObject<HTMLElement | null>,
): void {
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is exactly what closes it
  useEffect(() => {
    close();
  }, [pathname, search, close]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const inside = area?.current;
      if (inside && !inside.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, button, area]);
}
