import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from "aws-lambda";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { API_PREFIX, type JobSpec, type RouteSpec } from "../../lambdas/routes";

/**
 * A local stand-in for the HTTP API: the same route table, the same JWT rules as the Cognito authorizer
 * (issuer, audience = app client, id token), and API Gateway v2 payloads, so handlers run unchanged.
 */
export interface GatewayOptions {
  host: string;
  port: number;
  routes: RouteSpec[];
  jobs: JobSpec[];
  lambdasDir: string;
  allowedOrigins: string[];
  jwt: { issuer: string; jwksUrl: string; audience: string };
}

interface CompiledRoute {
  spec: RouteSpec;
  pattern: RegExp;
  params: string[];
}

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

function compile(spec: RouteSpec): CompiledRoute {
  const params: string[] = [];
  const source = `${API_PREFIX}${spec.path}`.replace(/\{(\w+)\}/g, (_, name: string) => {
    params.push(name);
    return "([^/]+)";
  });
  return { spec, pattern: new RegExp(`^${source}$`), params };
}

function lambdaContext(name: string, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: "512",
    awsRequestId: requestId,
    logGroupName: `/local/${name}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startGateway(options: GatewayOptions): Promise<{ url: string; close(): Promise<void> }> {
  const compiled = options.routes.map(compile);
  // Fixed one-minute windows per route and client address, for the routes that name a limit.
  const windows = new Map<string, { start: number; count: number }>();
  const overLimit = (spec: RouteSpec, ip: string) => {
    if (!spec.rateLimitPerMinute) return false;
    const key = `${spec.id}|${ip}`;
    const now = Date.now();
    const current = windows.get(key);
    if (!current || now - current.start >= 60_000) {
      windows.set(key, { start: now, count: 1 });
      return false;
    }
    current.count++;
    return current.count > spec.rateLimitPerMinute;
  };
  const jwks = createRemoteJWKSet(new URL(options.jwt.jwksUrl));
  const handlers = new Map<string, Promise<LambdaHandler>>();

  const loadHandler = (spec: { handler: string }) => {
    let loaded = handlers.get(spec.handler);
    if (!loaded) {
      const file = pathToFileURL(`${options.lambdasDir}/${spec.handler}.ts`).href;
      loaded = import(file).then((mod: { handler: LambdaHandler }) => mod.handler);
      handlers.set(spec.handler, loaded);
    }
    return loaded;
  };

  const verify = async (authorization: string | undefined): Promise<JWTPayload | undefined> => {
    const token = authorization?.match(/^Bearer (.+)$/i)?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.jwt.issuer, audience: options.jwt.audience });
      return payload.token_use === "id" ? payload : undefined;
    } catch {
      return undefined;
    }
  };

  const server = http.createServer(async (req, res) => {
    const origin = req.headers.origin;
    const corsHeaders: Record<string, string> =
      origin && options.allowedOrigins.includes(origin)
        ? {
            "access-control-allow-origin": origin,
            "access-control-allow-headers": "authorization,content-type",
            "access-control-allow-methods": "GET,POST,PUT,PATCH,DELETE,OPTIONS",
            "access-control-max-age": "600",
            vary: "Origin",
          }
        : {};
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { ...corsHeaders, ...headers });
      res.end(body);
    };

    const url = new URL(req.url ?? "/", "http://local");
    const method = (req.method ?? "GET").toUpperCase();
    if (method === "OPTIONS") return send(204, "");
    if (url.pathname === "/__health") return send(200, "ok");

    // Lambda async invoke, locally: answer at once and run the job in the background, like InvocationType Event.
    const jobName = url.pathname.match(/^\/__jobs\/([a-z-]+)$/)?.[1];
    if (jobName && method === "POST") {
      const job = options.jobs.find((j) => j.name === jobName);
      if (!job) return send(404, JSON.stringify({ message: "Unknown job" }));
      const payload = JSON.parse((await readBody(req)) || "{}");
      send(202, "");
      const requestId = randomUUID();
      loadHandler(job)
        .then((run) => run(payload, lambdaContext(job.id, requestId, job.timeoutSeconds * 1000)))
        .catch((error: Error) => console.error(`[gateway] job ${job.name} crashed: ${error.name}: ${error.message}`));
      return;
    }

    let match: { route: CompiledRoute; values: RegExpExecArray } | undefined;
    for (const route of compiled) {
      const values = route.pattern.exec(url.pathname);
      if (values && route.spec.method === method) {
        match = { route, values };
        break;
      }
    }
    if (!match) return send(404, JSON.stringify({ message: "Not Found" }), { "content-type": "application/json" });

    const { spec } = match.route;
    const clientIp =
      (req.headers["x-forwarded-for"] as string | undefined)?.split(",")[0]?.trim() || req.socket.remoteAddress || "";
    if (overLimit(spec, clientIp)) {
      return send(
        429,
        JSON.stringify({
          error: { code: "rate_limited", message: "Too many requests. Please wait a moment and try again." },
        }),
        { "content-type": "application/json", "retry-after": "60" },
      );
    }
    let claims: JWTPayload | undefined;
    if (spec.auth === "user") {
      claims = await verify(req.headers.authorization);
      if (!claims)
        return send(401, JSON.stringify({ message: "Unauthorized" }), { "content-type": "application/json" });
    }

    const requestId = randomUUID();
    const pathParameters = Object.fromEntries(
      match.route.params.map((name, i) => [name, decodeURIComponent(match.values[i + 1])]),
    );
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(",") : (v ?? "")]),
    );
    const body = await readBody(req);
    const routeKey = `${spec.method} ${API_PREFIX}${spec.path}`;
    const now = new Date();
    const event = {
      version: "2.0",
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ""),
      headers,
      queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
      pathParameters: match.route.params.length ? pathParameters : undefined,
      body: body || undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: "000000000000",
        apiId: "local",
        domainName: req.headers.host ?? "localhost",
        domainPrefix: "local",
        http: {
          method,
          path: url.pathname,
          protocol: "HTTP/1.1",
          sourceIp: req.socket.remoteAddress ?? "127.0.0.1",
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

    try {
      const handler = await loadHandler(spec);
      const result = await handler(event, lambdaContext(spec.id, requestId, (spec.timeoutSeconds ?? 29) * 1000));
      if (typeof result === "object" && result !== null && "statusCode" in result) {
        const resultHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
        const payload = result.isBase64Encoded
          ? Buffer.from(result.body ?? "", "base64").toString()
          : (result.body ?? "");
        return send(result.statusCode ?? 200, payload, resultHeaders);
      }
      return send(200, JSON.stringify(result), { "content-type": "application/json" });
    } catch (error) {
      // Handlers catch their own errors; reaching here means the module failed to load or run at all.
      console.error(`[gateway] ${routeKey} crashed: ${(error as Error).name}: ${(error as Error).message}`);
      return send(500, JSON.stringify({ message: "Internal Server Error" }), { "content-type": "application/json" });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
