import { API_PREFIX, type RouteSpec, routes } from "../lambdas/routes";

/** A per-client-address limit the WAF enforces on one public route. */
export interface PublicRateLimit {
  /** Names the WAF rule and its metric: `RateLimit<id>`. */
  id: string;
  /** The route's path, or for a path with parameters the fixed part before the first one. */
  path: string;
  /** Whether `path` is the whole path (so /feedback/session does not count as /feedback) or a prefix. */
  exact: boolean;
  /** Requests per window from one address; WAF accepts no fewer than 10. */
  limit: number;
  windowSeconds: 60 | 120 | 300 | 600;
}

/**
 * Public routes announced by the product but not yet in the route table (their handler lands later). Each gets its
 * WAF rule now, so the route is limited per client from its first deploy; once it is in lambdas/routes.ts its entry
 * there takes over.
 */
export const ANNOUNCED_PUBLIC_ROUTES: Array<Pick<RouteSpec, "id" | "path" | "rateLimitPerMinute">> = [
  { id: "SubmitContact", path: "/contact", rateLimitPerMinute: 10 },
];

const WAF_MINIMUM_LIMIT = 10;

/** One limit per public route with a rate (the same per-minute number the local gateway enforces per address). */
export function publicRateLimits(table: RouteSpec[] = routes): PublicRateLimit[] {
  const known = table.filter((r) => r.auth === "public" && r.rateLimitPerMinute);
  const announced = ANNOUNCED_PUBLIC_ROUTES.filter((a) => !table.some((r) => r.path === a.path));
  return [...known, ...announced].map((route) => ({
    id: route.id,
    // A path parameter ends the fixed part: /portal/{id}/x is limited as everything under /portal/.
    path: `${API_PREFIX}${route.path.split("{")[0]}`,
    exact: !route.path.includes("{"),
    limit: Math.max(WAF_MINIMUM_LIMIT, route.rateLimitPerMinute ?? WAF_MINIMUM_LIMIT),
    windowSeconds: 60,
  }));
}
