import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { API_PREFIX, eventHandlers, grantsOf, jobs, routes, streamHandlers } from "#lambdas/routes";
import { buildApp, template } from "./support";

const api = template(buildApp().stacks.api);
/** On-failure functions and the public routes' origin authorizer, besides one function per table entry. */
const onFailureFunctions = [...jobs, ...eventHandlers].filter((j) => j.onFailure).length;
const extraFunctions = onFailureFunctions + 1;

describe("api stack", () => {
  it("has one Lambda per route, job, event handler and stream handler of lambdas/routes.ts on arm64 and nodejs22.x", () => {
    const functions = api.findResources("AWS::Lambda::Function", {
      Properties: { Runtime: "nodejs22.x", Architectures: ["arm64"] },
    });
    expect(Object.keys(functions)).toHaveLength(
      routes.length + jobs.length + eventHandlers.length + streamHandlers.length + extraFunctions,
    );
  });

  it("feeds only REMOVE events of the table's stream to the record-removed function, with failures kept", () => {
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ["REMOVE"] }) }] },
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      BisectBatchOnFunctionError: true,
    });
  });

  it("feeds every insert, change and removal to the dashboard-counts function, with failures kept", () => {
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ["INSERT", "MODIFY", "REMOVE"] }) }] },
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      BisectBatchOnFunctionError: true,
    });
  });

  it("gives asynchronously invoked background functions an encrypted dead-letter queue and API functions none", () => {
    const functions = Object.values(api.findResources("AWS::Lambda::Function"));
    const withDlq = functions.filter((f) => f.Properties.DeadLetterConfig);
    // A queued job's dead letters are its queue's (tests/infra/job-queues.test.ts), not the function's.
    const queuedJobs = jobs.filter((j) => j.queue).length;
    expect(withDlq).toHaveLength(
      jobs.length - queuedJobs + eventHandlers.length + streamHandlers.length + onFailureFunctions,
    );
    api.hasResourceProperties("AWS::SQS::Queue", { KmsMasterKeyId: Match.anyValue() });
  });

  it("lets POST /summaries start the summary job, by a message on its queue", () => {
    const create = Object.values(api.findResources("AWS::Lambda::Function")).find(
      (f) => f.Properties.Description === "POST /api/summaries",
    );
    expect(create?.Properties.Environment.Variables.SUMMARIZE_QUEUE_URL).toBeDefined();
    api.hasResourceProperties("AWS::IAM::ManagedPolicy", {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: "sqs:SendMessage" })]) },
    });
  });

  it("has exactly the route keys of the route table", () => {
    const keys = Object.values(api.findResources("AWS::ApiGatewayV2::Route")).map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(routes.map((r) => `${r.method} ${API_PREFIX}${r.path}`).sort());
  });

  it("puts the Cognito JWT authorizer on every user route", () => {
    api.hasResourceProperties("AWS::ApiGatewayV2::Authorizer", { AuthorizerType: "JWT" });
    const userRoutes = Object.values(api.findResources("AWS::ApiGatewayV2::Route")).filter((r) =>
      routes.some(
        (spec) => spec.auth === "user" && r.Properties.RouteKey === `${spec.method} ${API_PREFIX}${spec.path}`,
      ),
    );
    for (const route of userRoutes) expect(route.Properties.AuthorizationType).toBe("JWT");
  });

  it("throttles the stage and writes JSON access logs without bodies", () => {
    api.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp("requestId") },
    });
    const format = Object.values(api.findResources("AWS::ApiGatewayV2::Stage"))[0].Properties.AccessLogSettings.Format;
    expect(format).not.toMatch(/body|querystring/i);
  });

  it("gives each public route a shared ceiling that no single client at its own per-minute limit can use up", () => {
    const stage = Object.values(api.findResources("AWS::ApiGatewayV2::Stage"))[0];
    const publicRoutes = routes.filter((r) => r.auth === "public");
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      const limit = route.rateLimitPerMinute ?? 0;
      const settings = stage.Properties.RouteSettings[`${route.method} ${API_PREFIX}${route.path}`];
      // A client allowed `limit` requests a minute can empty at most half the burst, and refills outpace it 60 to 1.
      expect(settings.ThrottlingBurstLimit).toBeGreaterThanOrEqual(Math.min(100, 2 * limit));
      expect(settings.ThrottlingRateLimit).toBeGreaterThanOrEqual(Math.min(50, limit));
    }
  });

  it("lets only requests carrying CloudFront's origin header reach the public routes", () => {
    const authorizers = Object.entries(api.findResources("AWS::ApiGatewayV2::Authorizer"));
    const [originId, origin] = authorizers.find(([, a]) => a.Properties.AuthorizerType === "REQUEST") ?? [];
    expect(origin?.Properties).toMatchObject({
      IdentitySource: ["$request.header.x-origin-verify"],
      EnableSimpleResponses: true,
    });
    const publicKeys = routes.filter((r) => r.auth === "public").map((r) => `${r.method} ${API_PREFIX}${r.path}`);
    for (const route of Object.values(api.findResources("AWS::ApiGatewayV2::Route"))) {
      if (!publicKeys.includes(route.Properties.RouteKey)) continue;
      expect(route.Properties).toMatchObject({ AuthorizationType: "CUSTOM", AuthorizerId: { Ref: originId } });
    }
  });

  it("gives the origin authorizer the secret by reference to Secrets Manager, never as a literal", () => {
    const authorizer = Object.values(api.findResources("AWS::Lambda::Function")).find((f) =>
      String(f.Properties.Description).includes("came through CloudFront"),
    );
    const secret = JSON.stringify(authorizer?.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET);
    expect(secret).toContain("{{resolve:secretsmanager:");
    api.hasResourceProperties("AWS::SecretsManager::Secret", {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
  });

  it("keeps the execute-api address while CloudFront has no other way to reach the API", () => {
    api.hasResourceProperties("AWS::ApiGatewayV2::Api", { DisableExecuteApiEndpoint: false });
  });

  it("switches the execute-api address off and serves the API on its custom domain when one is configured", () => {
    const custom = template(
      buildApp({
        domainName: "app.clinic.example",
        certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/abc",
      }).stacks.api,
    );

    custom.hasResourceProperties("AWS::ApiGatewayV2::Api", { DisableExecuteApiEndpoint: true });
    custom.hasResourceProperties("AWS::ApiGatewayV2::DomainName", {
      DomainName: "app.clinic.example",
      DomainNameConfigurations: [Match.objectLike({ EndpointType: "REGIONAL", SecurityPolicy: "TLS_1_2" })],
    });
    custom.resourceCountIs("AWS::ApiGatewayV2::ApiMapping", 1);
  });

  it("retries an asynchronously invoked job once and sends its failures to its handler", () => {
    const functions = api.findResources("AWS::Lambda::Function");
    const idOf = (description: string) =>
      Object.entries(functions).find(([, f]) => f.Properties.Description === description)?.[0];
    const job = idOf("Background job apply-retention");
    const failed = idOf("On failure of background job apply-retention");
    expect(job && failed).toBeTruthy();

    api.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      FunctionName: { Ref: job },
      MaximumRetryAttempts: 1,
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [failed, "Arn"] } } },
    });
  });

  it("retries transcription-finished twice and sends its last failure to the handler that marks the record failed", () => {
    const functions = api.findResources("AWS::Lambda::Function");
    const idOf = (description: string) =>
      Object.entries(functions).find(([, f]) => f.Properties.Description === description)?.[0];
    const finished = Object.entries(functions).find(([, f]) =>
      String(f.Properties.Description).startsWith("On Transcribe Job State Change"),
    )?.[0];
    const failed = idOf("On failure of background job transcription-finished");
    expect(finished && failed).toBeTruthy();

    api.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      FunctionName: { Ref: finished },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [failed, "Arn"] } } },
    });
  });

  it("encrypts every log group with the log key and sets a retention", () => {
    const groups = Object.values(api.findResources("AWS::Logs::LogGroup"));
    expect(groups.length).toBe(
      routes.length + jobs.length + eventHandlers.length + streamHandlers.length + extraFunctions + 1,
    );
    for (const group of groups) {
      expect(group.Properties.KmsKeyId).toBeDefined();
      expect(group.Properties.RetentionInDays).toBe(365);
    }
  });

  it("gives functions no inline policies", () => {
    expect(Object.keys(api.findResources("AWS::IAM::Policy"))).toEqual([]);
  });

  it("sets each function's TABLE_NAME exactly when it has a table grant", () => {
    const functions = Object.values(api.findResources("AWS::Lambda::Function"));
    for (const spec of [...routes, ...jobs]) {
      const description = "path" in spec ? `${spec.method} ${API_PREFIX}${spec.path}` : `Background job ${spec.name}`;
      if (!functions.some((f) => f.Properties.Description === description))
        throw new Error(`No function: ${description}`);
      const fn = functions.find((f) => f.Properties.Description === description);
      // The audit grants (issue 24) are item grants on the same table; a route's as deployed include audit:append.
      const grants = "path" in spec ? grantsOf(spec) : spec.grants;
      const hasTable = grants.some((g) => g.startsWith("table:") || g.startsWith("audit:"));
      expect(Boolean(fn?.Properties.Environment.Variables.TABLE_NAME)).toBe(hasTable);
    }
    api.hasResourceProperties("AWS::IAM::ManagedPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: Match.arrayWith(["dynamodb:Query"]), Effect: "Allow" }),
        ]),
      },
    });
  });

  it("reserves concurrency for every function: the deployment's, or a queued job's own (job-queues.test.ts)", () => {
    const queued = jobs.filter((j) => j.queue).map((j) => `Background job ${j.name}`);
    for (const fn of Object.values(api.findResources("AWS::Lambda::Function"))) {
      if (queued.includes(fn.Properties.Description)) continue;
      expect(fn.Properties.ReservedConcurrentExecutions).toBe(10);
    }
  });
});
