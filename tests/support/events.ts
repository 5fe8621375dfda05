import { readFileSync } from "node:fs";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";

const eventsDir = new URL("../../events/", import.meta.url);

/** A sample API Gateway v2 event from events/, with the body or caller replaced for the test at hand. */
export function apiEvent(
  file: string,
  overrides: { body?: unknown; rawBody?: string; sub?: string; params?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  const event = JSON.parse(readFileSync(new URL(`api/${file}`, eventsDir), "utf8"));
  if (overrides.rawBody !== undefined) event.body = overrides.rawBody;
  else if (overrides.body !== undefined) event.body = JSON.stringify(overrides.body);
  if (overrides.sub) event.requestContext.authorizer.jwt.claims.sub = overrides.sub;
  if (overrides.params) event.pathParameters = overrides.params;
  return event;
}

export const lambdaContext = { awsRequestId: "test-request" } as Context;

// biome-ignore lint/suspicious/noExplicitAny: each test reads the response body in the shape its route answers
export function parse(result: unknown): { status: number; body: any } {
  const r = result as APIGatewayProxyStructuredResultV2;
  return { status: r.statusCode ?? 200, body: r.body ? JSON.parse(r.body) : undefined };
}
