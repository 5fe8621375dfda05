import middy from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from "aws-lambda";
import type * as z from "zod/mini";
import { UNEXPECTED_FAILURE_MESSAGE } from "../contracts/errors";
import { issueMessage } from "../contracts/issue-messages";
import type { Caller } from "../core/shared/caller";
import { DomainError, InvalidInput } from "../core/shared/errors";
import { log, withRequestId } from "../core/shared/log";
import { requestAudit } from "./audit";
import { callerFrom } from "./auth";
import { asDomainError, RETRY_AFTER_SECONDS, statusOf } from "./errors";
import { checkedPathParams } from "./path-params";

export interface HttpRequest<B> {
  event: APIGatewayProxyEventV2;
  body: B;
  /** Only parameters with their shape (path-params.ts): a malformed id is absent, and the handler answers 404. */
  params: Record<string, string | undefined>;
}

export interface HttpResponse {
  status?: number;
  body?: unknown;
  /** Replace or add to the JSON defaults (a download's content type and file name: `attachment`). */
  headers?: Record<string, string>;
}

/**
 * A JSON body the browser saves as a file: its own media type (e.g. application/fhir+json) and a file name, which
 * must carry no patient data (it ends up in download folders and browser history).
 */
export function attachment(body: unknown, fileName: string, contentType: string): HttpResponse {
  return {
    body,
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
    },
  };
}

type Handler<B> = (request: HttpRequest<B>) => Promise<HttpResponse>;
type UserHandler<B> = (request: HttpRequest<B> & { caller: Caller }) => Promise<HttpResponse>;

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

function json(status: number, body: unknown, extra: Record<string, string> = {}): APIGatewayProxyResultV2 {
  // Busy and rate-limited answers tell the client when to come back (RFC 9110 section 10.2.3).
  const headers: Record<string, string> = { "content-type": "application/json", "cache-control": "no-store", ...extra };
  if (status === 429 || status === 503) headers["retry-after"] = String(RETRY_AFTER_SECONDS);
  return {
    statusCode: status,
    headers,
    body: body === undefined ? "" : JSON.stringify(body),
  };
}

function parseBody<S extends z.ZodMiniType>(schema: S, event: APIGatewayProxyEventV2): z.infer<S> {
  let raw: unknown = {};
  if (event.body) {
    const text = event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new InvalidInput("The request body is not valid JSON.");
    }
  }
  // Checks without a message of their own answer classic zod's English text (contracts/issue-messages.ts).
  const parsed = schema.safeParse(raw, { error: issueMessage });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".") || "body";
      fields[key] ??= issue.message;
    }
    const first = parsed.error.issues[0]?.message ?? "Invalid request.";
    throw new InvalidInput(first, fields);
  }
  return parsed.data;
}

/**
 * Maps thrown errors to responses in one place and writes one PHI-free log line per request (the request id comes
 * with every line from build's context, so lines a handler's core logic writes carry it too).
 */
const httpErrorsAndLogging = (): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => {
  const started = new WeakMap<object, number>();
  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: (request) => {
      const status = typeof request.response === "object" ? (request.response?.statusCode ?? 200) : 200;
      log("info", "request", {
        route: request.event.routeKey,
        status,
        ms: Date.now() - (started.get(request) ?? Date.now()),
      });
    },
    onError: (request) => {
      // Throttling and outages of a dependency are a 503 the client can retry, not a 500 (issue 7 section 6).
      const error = asDomainError(request.error);
      const status = statusOf(error);
      const ms = Date.now() - (started.get(request) ?? Date.now());
      if (error instanceof DomainError) {
        log(status >= 500 ? "error" : "info", "request", {
          route: request.event.routeKey,
          status,
          ms,
          code: error.code,
          // For an outage, which dependency failed and how (an SDK error name such as ThrottlingException; no PHI).
          cause: error === request.error ? undefined : (request.error as Error | undefined)?.name,
        });
        const fields = error instanceof InvalidInput && Object.keys(error.fields).length > 0 ? error.fields : undefined;
        request.response = json(status, { error: { code: error.code, message: error.message, fields } });
        return;
      }
      log("error", "request failed", {
        route: request.event.routeKey,
        status,
        ms,
        error: error instanceof Error ? error.name : "unknown",
      });
      request.response = json(500, { error: { code: "internal", message: UNEXPECTED_FAILURE_MESSAGE } });
    },
  };
};

function build(run: (event: APIGatewayProxyEventV2) => Promise<HttpResponse>): LambdaHandler {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>()
    .use(httpErrorsAndLogging())
    .handler(async (event) => {
      const result = await run(event);
      return json(result.status ?? 200, result.body, result.headers);
    }) as unknown as LambdaHandler;
  return (event, context) => withRequestId(context?.awsRequestId, () => handler(event, context));
}

/**
 * A route behind the JWT authorizer: the caller is read from the verified claims. Every answer of a route that touches
 * patient data appends an audit event (http/audit.ts, issue 24), a refusal too; a success whose event cannot be
 * written fails as an outage (503): no read of patient data goes unrecorded.
 */
export function userRoute<S extends z.ZodMiniType>(schema: S | null, impl: UserHandler<z.infer<S>>): LambdaHandler {
  return build(async (event) => {
    const caller = callerFrom(event as never);
    const audit = requestAudit(event, caller.sub);
    const params = checkedPathParams(event.pathParameters);
    let result: HttpResponse;
    try {
      const body = schema ? parseBody(schema, event) : (undefined as z.infer<S>);
      result = await impl({ event, body, params, caller });
    } catch (error) {
      await audit?.(statusOf(asDomainError(error)), params.id, undefined).catch((auditError: Error) =>
        log("error", "audit append failed", { route: event.routeKey, error: auditError?.name }),
      );
      throw error;
    }
    await audit?.(result.status ?? 200, params.id, result.body);
    return result;
  });
}

/** A route anyone may call (portal, feedback, public stats). */
export function publicRoute<S extends z.ZodMiniType>(schema: S | null, impl: Handler<z.infer<S>>): LambdaHandler {
  return build(async (event) => {
    const body = schema ? parseBody(schema, event) : (undefined as z.infer<S>);
    return impl({ event, body, params: checkedPathParams(event.pathParameters) });
  });
}
