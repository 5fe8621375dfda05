import {
  type AnchorHTMLAttributes,
  Component,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation as usePath, useRoute, useSearch } from "wouter";
import { navigate as browserNavigate } from "wouter/use-browser-location";

export { Route, Router, Switch, useParams } from "wouter";

/**
 * The app's routing on wouter (decision 393): the route matching, the location store and the server-rendered path come
 * from it; what React Router gave the pages on top (links that a form with unsaved changes can hold, Back held too,
 * scroll restoration, navigation state, the error page) is here, in the names the pages already used. React Router
 * was 30 KB gzip of every signed-in page; this and wouter are about 4.
 */

const isBrowser = typeof window !== "undefined";

/** What a page learns of where it is: the parts of the address, and the state a navigation carried. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Each history entry the app makes carries its place in the session (`idx`), so Back can be undone when held. */
interface EntryState {
  usr: unknown;
  idx: number;
}

const entryOf = (state: unknown): EntryState | null =>
  state && typeof state === "object" && "idx" in state ? (state as EntryState) : null;

let currentIdx = 0;
let currentPath = "/";
/** How the location last changed: a pop restores its scroll position, a push starts at the top. */
let lastChange: "push" | "pop" = "push";
const scrollAt = new Map<number, number>();

interface BlockEntry {
  test: (fromPath: string, nextPath: string) => boolean;
  hold: (retry: () => void) => void;
}
const blockers = new Set<BlockEntry>();
/** Set while a held navigation goes on (Leave), so it is not held again. */
let proceeding = false;
/** The popstate of our own undo of a held Back: nobody else should see it. */
let undoing = false;

const blocking = (fromPath: string, nextPath: string) =>
  proceeding || nextPath === fromPath ? undefined : [...blockers].find((b) => b.test(fromPath, nextPath));

if (isBrowser) {
  const entry = entryOf(history.state);
  currentIdx = entry?.idx ?? 0;
  currentPath = location.pathname;
  if (!entry) history.replaceState({ usr: history.state ?? null, idx: 0 } satisfies EntryState, "");
  // The address a Back leaves: popstate reports only where it arrives. wouter makes pushState and replaceState events.
  for (const change of ["pushState", "replaceState"])
    window.addEventListener(change, () => {
      currentPath = location.pathname;
    });
  // Registered before wouter subscribes (its listener is added at the first render), so a held Back can be undone
  // before any page sees it.
  window.addEventListener("popstate", (event) => {
    if (undoing) {
      undoing = false;
      event.stopImmediatePropagation();
      return;
    }
    const nextIdx = entryOf(history.state)?.idx ?? 0;
    const held = blocking(currentPath, location.pathname);
    if (held) {
      event.stopImmediatePropagation();
      const delta = nextIdx - currentIdx;
      undoing = true;
      history.go(-delta);
      held.hold(() => {
        proceeding = true;
        history.go(delta);
      });
      return;
    }
    proceeding = false;
    scrollAt.set(currentIdx, window.scrollY);
    currentIdx = nextIdx;
    currentPath = location.pathname;
    lastChange = "pop";
  });
}

const pathOf = (to: string) => new URL(to, location.href).pathname;

/** Goes to `to` (or `delta` entries through the history), unless a page with unsaved changes holds it. */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  if (typeof to === "number") {
    history.go(to);
    return;
  }
  const go = () => {
    proceeding = false;
    scrollAt.set(currentIdx, window.scrollY);
    if (!options.replace) currentIdx += 1;
    lastChange = "push";
    browserNavigate(to, {
      replace: options.replace,
      state: { usr: options.state ?? null, idx: currentIdx } satisfies EntryState,
    });
  };
  const held = blocking(location.pathname, pathOf(to));
  if (held)
    held.hold(() => {
      proceeding = true;
      go();
    });
  else go();
}

export const useNavigate = () => navigate;

export function useLocation(): Location {
  const [pathname] = usePath();
  const search = useSearch();
  return {
    pathname,
    search: search ? `?${search}` : "",
    hash: isBrowser ? location.hash : "",
    state: isBrowser ? (entryOf(history.state)?.usr ?? null) : null,
  };
}

export function useSearchParams(): [URLSearchParams] {
  const search = useSearch();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** The params of `pattern` if the current path matches it. */
export function useMatch(pattern: string): { params: Record<string, string | undefined> } | null {
  const [matched, params] = useRoute(pattern);
  // wouter also lists each param by position ("0"); the pages know them by name only.
  return matched
    ? { params: Object.fromEntries(Object.entries(params ?? {}).filter(([name]) => !/^\d+$/.test(name))) }
    : null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** A plain click navigates in the app; a click with a modifier, another button or a target is the browser's. */
function inAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === "_self")
  );
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!inAppClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** A link that says when it is where the visitor is: `aria-current="page"` and the class `active`. */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = props.to.replace(/\/$/, "");
  const active = pathname === props.to || pathname === target || (!end && pathname.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      className={[className, active ? "active" : ""].filter(Boolean).join(" ")}
      aria-current={active ? "page" : undefined}
    />
  );
}

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

export interface Blocker {
  state: "unblocked" | "blocked";
  proceed?: () => void;
  reset?: () => void;
}

/**
 * Holds a navigation (a link, `navigate`, or Back) while `shouldBlock` says so; the page asks, then `proceed` goes on
 * or `reset` stays.
 */
export function useBlocker(
  shouldBlock: (args: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) => boolean,
): Blocker {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    const entry: BlockEntry = {
      test: (fromPath, nextPath) =>
        latest.current({ currentLocation: { pathname: fromPath }, nextLocation: { pathname: nextPath } }),
      hold: (go) => setRetry(() => go),
    };
    blockers.add(entry);
    return () => {
      blockers.delete(entry);
    };
  }, []);
  return useMemo(
    () =>
      retry
        ? {
            state: "blocked",
            proceed: () => {
              setRetry(null);
              retry();
            },
            reset: () => setRetry(null),
          }
        : { state: "unblocked" },
    [retry],
  );
}

/**
 * Back and Forward return to where the page was scrolled; any other navigation starts at the top, or at the element
 * the address's fragment names. While mounted the browser's own restoration is off (it would restore before the page
 * has rendered). Positions survive a reload in sessionStorage.
 */
export function ScrollRestoration() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const saved = sessionStorage.getItem("scroll-positions");
    if (saved) for (const [idx, y] of JSON.parse(saved) as [number, number][]) scrollAt.set(idx, y);
    history.scrollRestoration = "manual";
    const keep = () => {
      scrollAt.set(currentIdx, window.scrollY);
      sessionStorage.setItem("scroll-positions", JSON.stringify([...scrollAt]));
    };
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("pagehide", keep);
      history.scrollRestoration = "auto";
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of address, which it reads itself
  useLayoutEffect(() => {
    const saved = scrollAt.get(currentIdx);
    if (lastChange === "pop" && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}

/**
 * Shows `fallback` for an error thrown while a page renders, until the visitor goes elsewhere (the error belongs to
 * the page at that address).
 */
export class RouteErrorBoundary extends Component<
  { path: string; fallback: (error: Error) => ReactNode; children: ReactNode },
  { error: Error | null; at: string }
> {
  state = { error: null as Error | null, at: "" };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: { path: string }, state: { error: Error | null; at: string }) {
    if (state.error && state.at && state.at !== props.path) return { error: null, at: props.path };
    return { at: props.path };
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
