import { randomUUID } from "node:crypto";
import type http from "node:http";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from "aws-lambda";
import type { JWTPayload } from "jose";
import type { RouteSpec } from "#lambdas/routes";
import { apiGatewayEvent, replyWithResult } from "./api-gateway-event";
import { clientAddress, type TrustedProxies } from "./client-address";
import { describeError } from "./describe-error";
import type { LoadHandler } from "./handler-loader";
import { lambdaContext } from "./lambda-context";
import { fixedWindowLimiter } from "./rate-limiter";
import { BodyAborted, BodyTooLarge, DEFAULT_MAX_BODY_BYTES, declaredTooLarge, readBody } from "./request-body";
import { JSON_HEADERS, message, type Reply, tooLarge } from "./request-guard";
import { routeKeyOf, routeMatcher } from "./route-matching";

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

export interface ApiRequestOptions {
  routes: RouteSpec[];
  trustedProxies: TrustedProxies;
  verify: (authorization: string | undefined) => Promise<JWTPayload | undefined>;
  health?: () => Promise<{ ok: boolean; down: string[] }>;
  load: LoadHandler;
  log: (line: string) => void;
}

/** The CORS headers of an answer to one of the allowed origins (none for any other). */
export function corsHeaders(allowedOrigins: string[]) {
  return (req: http.IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    return origin && allowedOrigins.includes(origin)
      ? {
          "access-control-allow-origin": origin,
          "access-control-allow-headers": "authorization,content-type,x-poll",
          "access-control-allow-methods": "GET,POST,PUT,PATCH,DELETE,OPTIONS",
          "access-control-max-age": "600",
          vary: "Origin",
        }
      : {};
  };
}

/**
 * The public listener, in API Gateway's order: route match, the route's per-address rate limit, its body limit,
 * the id token on routes for signed-in users, then the handler with an API Gateway v2 event.
 */
export function apiRequests(options: ApiRequestOptions) {
  const matchRoute = routeMatcher(options.routes);
  const limiter = fixedWindowLimiter();

  return async (req: http.IncomingMessage, reply: Reply) => {
    const url = new URL(req.url ?? "/", "http://local");
    const method = (req.method ?? "GET").toUpperCase();
    if (method === "OPTIONS") return reply(204, "");
    if (url.pathname === "/__health") {
      if (!options.health) return reply(200, "ok");
      const report = await options.health();
      return reply(report.ok ? 200 : 503, JSON.stringify({ status: report.ok ? "ok" : "unavailable", ...report }), {
        ...JSON_HEADERS,
        "cache-control": "no-store",
      });
    }

    const route = matchRoute(url.pathname, method);
    if (!route) return reply(404, message("Not Found"), JSON_HEADERS);
    if (!route.pathParameters) return reply(400, message("Bad Request"), JSON_HEADERS);
    const { spec } = route;

    const sourceIp = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], options.trustedProxies);
    if (spec.rateLimitPerMinute && limiter.overLimit(`${spec.id}|${sourceIp}`, spec.rateLimitPerMinute)) {
      return reply(
        429,
        JSON.stringify({
          error: { code: "rate_limited", message: "Too many requests. Please wait a moment and try again." },
        }),
        { ...JSON_HEADERS, "retry-after": "60" },
      );
    }
    const maxBody = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    if (declaredTooLarge(req, maxBody)) return tooLarge(reply);

    let claims: JWTPayload | undefined;
    if (spec.auth === "user") {
      claims = await options.verify(req.headers.authorization);
      if (!claims) return reply(401, message("Unauthorized"), JSON_HEADERS);
    }

    let body: string;
    try {
      body = await readBody(req, maxBody);
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(reply);
      if (error instanceof BodyAborted) return; // nobody is left to answer
      throw error;
    }

    const requestId = randomUUID();
    const event = apiGatewayEvent({ req, url, method, route, body, sourceIp, claims, requestId });
    let result: APIGatewayProxyResultV2;
    try {
      const handler = await options.load<LambdaHandler>(spec);
      result = await handler(event, lambdaContext(spec.id, requestId, (spec.timeoutSeconds ?? 29) * 1000));
    } catch (error) {
      // Handlers catch their own errors; reaching here means the module failed to load or run at all.
      options.log(`[gateway] ${routeKeyOf(spec)} crashed: ${describeError(error)}`);
      return reply(500, message("Internal Server Error"), JSON_HEADERS);
    }
    replyWithResult(reply, result);
  };
}
