// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "#web/hooks/useAuth";
import ErrorPage from "#web/pages/ErrorPage";
import NotFoundPage from "#web/pages/NotFoundPage";
import {
  Link,
  NavLink,
  navigate,
  Route,
  RouteErrorBoundary,
  Switch,
  useBlocker,
  useLocation,
  useMatch,
} from "#web/routing";

afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, "", "/"));

function Boom(): never {
  throw new Error("render failed");
}

function Orphan() {
  useAuth();
  return null;
}

function Where() {
  const { pathname, state } = useLocation();
  return (
    <p>
      at {pathname} {JSON.stringify(state)}
    </p>
  );
}

/** A page that holds every navigation away while it has unsaved changes, as Settings does. */
function Guarded() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return blocker.state === "blocked" ? (
    <div role="alertdialog" aria-label="Leave?">
      <button type="button" onClick={blocker.proceed}>
        Leave
      </button>
      <button type="button" onClick={blocker.reset}>
        Stay
      </button>
    </div>
  ) : (
    <Link to="/elsewhere">Elsewhere</Link>
  );
}

function MatchProbe() {
  const matches = [useMatch("/dashboard/summaries/:id"), useMatch("/dashboard/transcriptions/:id")];
  return <p data-testid="matches">{JSON.stringify(matches)}</p>;
}

describe("routing screens", () => {
  it("shows the fallback headed 'Unexpected Application Error!' when a page throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    render(
      <RouteErrorBoundary path="/" fallback={(error) => <ErrorPage error={error} />}>
        <Boom />
      </RouteErrorBoundary>,
    );

    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("render failed")).toBeTruthy();
  });

  it("clears the error page once the visitor goes to another address", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = (path: string, child: React.ReactNode) => (
      <RouteErrorBoundary path={path} fallback={(error) => <ErrorPage error={error} />}>
        {child}
      </RouteErrorBoundary>
    );
    const { rerender } = render(page("/broken", <Boom />));

    rerender(page("/fine", <p>Fine</p>));

    expect(screen.getByText("Fine")).toBeTruthy();
  });

  it("logs a 404 with the path and offers the way home", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/nope");

    render(
      <Switch>
        <Route path="/">Home</Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>,
    );

    expect(screen.getByText("Oops! Page not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(log).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/nope");
  });

  it("refuses useAuth outside its provider with the spec's message", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    expect(() => render(<Orphan />)).toThrow("useAuth must be used within an AuthProvider");
  });
});

describe("navigation", () => {
  it("a link's plain click changes the address in the page, with the state it carries", () => {
    render(
      <>
        <Link to="/dashboard/summaries/7" state={{ fromList: true }}>
          Open
        </Link>
        <Where />
      </>,
    );

    fireEvent.click(screen.getByRole("link", { name: "Open" }));

    expect(window.location.pathname).toBe("/dashboard/summaries/7");
    expect(screen.getByText('at /dashboard/summaries/7 {"fromList":true}')).toBeTruthy();
  });

  it("a link clicked with a modifier is left to the browser (a new tab)", () => {
    render(<Link to="/pricing">Pricing</Link>);

    fireEvent.click(screen.getByRole("link", { name: "Pricing" }), { ctrlKey: true });

    expect(window.location.pathname).toBe("/");
  });

  it("a nav link says it is the current page, and `end` keeps a parent from claiming its children", () => {
    window.history.replaceState(null, "", "/dashboard/settings");

    render(
      <>
        <NavLink to="/dashboard" end>
          Dashboard
        </NavLink>
        <NavLink to="/dashboard/settings" className="site-nav-link">
          Settings
        </NavLink>
      </>,
    );

    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
    const settings = screen.getByRole("link", { name: "Settings" });
    expect([settings.getAttribute("aria-current"), settings.className]).toEqual(["page", "site-nav-link active"]);
  });

  it("matches a pattern's params, and nothing for another address", () => {
    window.history.replaceState(null, "", "/dashboard/summaries/abc");

    render(<MatchProbe />);

    expect(JSON.parse(screen.getByTestId("matches").textContent ?? "")).toEqual([{ params: { id: "abc" } }, null]);
  });
});

describe("a page with unsaved changes", () => {
  it("holds a link until the visitor chooses to leave", () => {
    window.history.replaceState(null, "", "/dashboard/settings");
    render(<Guarded />);

    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    const held = window.location.pathname;
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));

    expect([held, window.location.pathname]).toEqual(["/dashboard/settings", "/elsewhere"]);
  });

  it("stays where it is when the visitor chooses to stay", () => {
    window.history.replaceState(null, "", "/dashboard/settings");
    render(<Guarded />);

    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));

    expect(window.location.pathname).toBe("/dashboard/settings");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("holds a navigation the page starts itself", () => {
    window.history.replaceState(null, "", "/dashboard/settings");
    render(<Guarded />);

    act(() => navigate("/dashboard"));

    expect(window.location.pathname).toBe("/dashboard/settings");
    expect(screen.getByRole("alertdialog", { name: "Leave?" })).toBeTruthy();
  });

  it("holds Back: the address stays until the visitor chooses to leave, then Back goes on", async () => {
    act(() => navigate("/dashboard"));
    act(() => navigate("/dashboard/settings"));
    render(<Guarded />);

    act(() => window.history.back());
    const dialog = await screen.findByRole("alertdialog", { name: "Leave?" });
    await waitFor(() => expect(window.location.pathname).toBe("/dashboard/settings"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave" }));

    await waitFor(() => expect(window.location.pathname).toBe("/dashboard"));
  });
});
