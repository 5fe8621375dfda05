import { API_PREFIX, type RouteSpec } from "#lambdas/routes";

interface CompiledRoute {
  spec: RouteSpec;
  pattern: RegExp;
  params: string[];
}

/** A request's route, with its path parameters; `pathParameters` is undefined when one is malformed. */
export interface RouteMatch {
  spec: RouteSpec;
  params: string[];
  pathParameters: Record<string, string> | undefined;
}

/** The route's key as API Gateway names it, e.g. "GET /api/summaries/{id}". */
export const routeKeyOf = (spec: RouteSpec) => `${spec.method} ${API_PREFIX}${spec.path}`;

function compile(spec: RouteSpec): CompiledRoute {
  const params: string[] = [];
  const source = `${API_PREFIX}${spec.path}`.replace(/\{(\w+)\}/g, (_, name: string) => {
    params.push(name);
    return "([^/]+)";
  });
  return { spec, pattern: new RegExp(`^${source}$`), params };
}

/** Path values are percent-decoded like API Gateway does; a malformed escape is the client's error, not ours. */
function decodeParams(names: string[], values: RegExpExecArray): Record<string, string> | undefined {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i + 1])]));
  } catch {
    return undefined;
  }
}

/** Matches a path and method to the route table's first entry for them, as API Gateway's route keys do. */
export function routeMatcher(routes: RouteSpec[]): (path: string, method: string) => RouteMatch | undefined {
  const compiled = routes.map(compile);
  return (path, method) => {
    for (const route of compiled) {
      const values = route.pattern.exec(path);
      if (values && route.spec.method === method) {
        return { spec: route.spec, params: route.params, pathParameters: decodeParams(route.params, values) };
      }
    }
    return undefined;
  };
}
