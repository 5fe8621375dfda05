import type http from "node:http";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import type { JWTPayload } from "jose";
import { LOCAL_ACCOUNT } from "./lambda-context";
import { JSON_HEADERS, type Reply } from "./request-guard";
import { type RouteMatch, routeKeyOf } from "./route-matching";

/** What the gateway has learnt of a request by the time its handler runs. */
export interface ApiRequest {
  req: http.IncomingMessage;
  url: URL;
  method: string;
  route: RouteMatch;
  body: string;
  sourceIp: string;
  /** The verified id token's claims, on routes for signed-in users. */
  claims: JWTPayload | undefined;
  requestId: string;
}

/** The request as API Gateway's HTTP API (payload 2.0) hands it to a Lambda. */
export function apiGatewayEvent(request: ApiRequest): APIGatewayProxyEventV2 {
  const { req, url, method, route, body, sourceIp, claims, requestId } = request;
  const { spec, params, pathParameters } = route;
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(",") : (v ?? "")]),
  );
  const routeKey = routeKeyOf(spec);
  const now = new Date();
  return {
    version: "2.0",
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ""),
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    pathParameters: params.length ? pathParameters : undefined,
    body: body || undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: LOCAL_ACCOUNT,
      apiId: "local",
      domainName: req.headers.host ?? "localhost",
      domainPrefix: "local",
      http: {
        method,
        path: url.pathname,
        protocol: "HTTP/1.1",
        sourceIp,
        userAgent: req.headers["user-agent"] ?? "",
      },
      requestId,
      routeKey,
      stage: "$default",
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: claims ? { jwt: { claims: claims as Record<string, string>, scopes: null } } : undefined,
    },
  } as unknown as APIGatewayProxyEventV2;
}

/** Answers with what the Lambda returned, read as API Gateway reads it (a plain value becomes a JSON 200). */
export function replyWithResult(reply: Reply, result: APIGatewayProxyResultV2): void {
  if (typeof result === "object" && result !== null && "statusCode" in result) {
    const resultHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
    const payload = result.isBase64Encoded ? Buffer.from(result.body ?? "", "base64").toString() : (result.body ?? "");
    reply(result.statusCode ?? 200, payload, resultHeaders);
    return;
  }
  reply(200, JSON.stringify(result), JSON_HEADERS);
}
