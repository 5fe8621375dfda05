import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

/** The address's fragment, current when only the fragment changes (a newer link opened in the same tab). */
export const useLocationHash = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
