import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { API_PREFIX, jobs, routes, streamHandlers } from "../../lambdas/routes";
import { buildApp, template } from "./support";

const api = template(buildApp().stacks.api);

describe("api stack", () => {
  it("has one Lambda per route, job and stream handler of lambdas/routes.ts on arm64 and nodejs22.x", () => {
    const functions = api.findResources("AWS::Lambda::Function", {
      Properties: { Runtime: "nodejs22.x", Architectures: ["arm64"] },
    });
    expect(Object.keys(functions)).toHaveLength(routes.length + jobs.length + streamHandlers.length);
  });

  it("feeds only REMOVE events of the table's stream to the record-removed function, with failures kept", () => {
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ["REMOVE"] }) }] },
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      BisectBatchOnFunctionError: true,
    });
  });

  it("gives background jobs an encrypted dead-letter queue and API functions none", () => {
    const functions = Object.values(api.findResources("AWS::Lambda::Function"));
    const withDlq = functions.filter((f) => f.Properties.DeadLetterConfig);
    expect(withDlq).toHaveLength(jobs.length + streamHandlers.length);
    api.hasResourceProperties("AWS::SQS::Queue", { KmsMasterKeyId: Match.anyValue() });
  });

  it("lets POST /summaries start the summary job, and only that job", () => {
    const create = Object.values(api.findResources("AWS::Lambda::Function")).find(
      (f) => f.Properties.Description === "POST /api/summaries",
    );
    expect(create?.Properties.Environment.Variables.SUMMARIZE_FUNCTION_NAME).toBeDefined();
    api.hasResourceProperties("AWS::IAM::ManagedPolicy", {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: "lambda:InvokeFunction" })]) },
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

  it("throttles each public route separately and keeps private routes behind the authorizer", () => {
    const stage = Object.values(api.findResources("AWS::ApiGatewayV2::Stage"))[0];
    const publicRoutes = routes.filter((r) => r.auth === "public");
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      expect(stage.Properties.RouteSettings[`${route.method} ${API_PREFIX}${route.path}`]).toMatchObject({
        ThrottlingBurstLimit: route.rateLimitPerMinute,
      });
    }
  });

  it("encrypts every log group with the log key and sets a retention", () => {
    const groups = Object.values(api.findResources("AWS::Logs::LogGroup"));
    expect(groups.length).toBe(routes.length + jobs.length + streamHandlers.length + 1);
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
      const hasTable = spec.grants.some((g) => g.startsWith("table:"));
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

  it("reserves concurrency for every function", () => {
    for (const fn of Object.values(api.findResources("AWS::Lambda::Function"))) {
      expect(fn.Properties.ReservedConcurrentExecutions).toBe(10);
    }
  });
});
