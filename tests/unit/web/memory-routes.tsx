import type { ReactNode } from "react";
import { Route, Switch } from "#web/routing";

/**
 * The app's routing (web/src/routing.tsx, on wouter) at an address, in jsdom's own history: a test lists the routes it
 * needs, as the app's route table does, and reads where a click went from `router.state.location`.
 */
interface TestRoute {
  path: string;
  element: ReactNode;
  /** An address under `path` that renders the same element (the summaries list and each summary's own address). */
  children?: [{ path: string; element: ReactNode }];
}

export function createMemoryRouter(routes: TestRoute[], options: { initialEntries?: string[] } = {}) {
  window.history.replaceState(null, "", options.initialEntries?.[0] ?? "/");
  return {
    routes,
    state: {
      get location() {
        return { pathname: window.location.pathname, search: window.location.search };
      },
    },
  };
}

export function RouterProvider({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  return (
    <Switch>
      {router.routes.map((route) => (
        // One route for the address and its child (optional), so the element stays mounted between them.
        <Route key={route.path} path={pathOf(route)}>
          {route.element}
        </Route>
      ))}
    </Switch>
  );
}

function pathOf(route: TestRoute): string | undefined {
  if (route.path === "*") return undefined;
  const child = route.children?.[0];
  return child ? `${route.path}/${child.path}?` : route.path;
}

/** Renders `children` at `initialEntries[0]` (default `/`). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  window.history.replaceState(null, "", initialEntries?.[0] ?? "/");
  return <>{children}</>;
}
