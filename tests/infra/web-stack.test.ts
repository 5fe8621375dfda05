import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { buildApp, template } from "./support";

const web = template(buildApp().stacks.web);

describe("web stack", () => {
  it("sends no referrer and a strict content security policy", () => {
    web.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          ReferrerPolicy: { ReferrerPolicy: "no-referrer", Override: true },
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          FrameOptions: { FrameOption: "DENY", Override: true },
        }),
      },
    });
    const policy = Object.values(web.findResources("AWS::CloudFront::ResponseHeadersPolicy"))[0];
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it("routes /api/* to the HTTP API without caching", () => {
    web.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({ PathPattern: "/api/*", CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad" }),
        ],
      }),
    });
  });

  it("reads the site bucket through origin access control", () => {
    web.resourceCountIs("AWS::CloudFront::OriginAccessControl", 1);
  });

  it("rewrites client routes to index.html in a viewer function instead of error pages that would swallow API 404s", () => {
    const config = Object.values(web.findResources("AWS::CloudFront::Distribution"))[0].Properties.DistributionConfig;
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe("viewer-request");
  });

  it("serves each prerendered page its own file and every other client route the app shell", () => {
    const fn = Object.values(web.findResources("AWS::CloudFront::Function"))[0];
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const served = (uri: string) => handler({ request: { uri } }).uri;

    expect(served("/")).toBe("/pages/home.html");
    expect(served("/pricing")).toBe("/pages/pricing.html");
    expect(served("/dashboard/summaries")).toBe("/index.html");
    expect(served("/patient-portal/01ABC")).toBe("/index.html");
    expect(served("/__proto__")).toBe("/index.html");
    expect(served("/assets/index-abc.js")).toBe("/assets/index-abc.js");
  });

  it("writes config.json at deploy time", () => {
    web.resourceCountIs("Custom::CDKBucketDeployment", 1);
  });

  it("attaches a WAF web ACL with managed rules and logging in us-east-1", () => {
    web.hasResourceProperties("AWS::WAFv2::WebACL", {
      Scope: "CLOUDFRONT",
      Rules: Match.arrayWith([Match.objectLike({ Name: "CommonRules" }), Match.objectLike({ Name: "RateLimitApi" })]),
    });
    web.resourceCountIs("AWS::WAFv2::LoggingConfiguration", 1);
  });

  it("limits each public route per client address, the contact form included, at the local gateway's numbers", () => {
    const acl = Object.values(web.findResources("AWS::WAFv2::WebACL"))[0];
    const limits = acl.Properties.Rules.filter(
      (r: { Statement: { RateBasedStatement?: unknown } }) => r.Statement.RateBasedStatement,
    ).map((r: { Statement: { RateBasedStatement: Record<string, unknown> } }) => {
      const rate = r.Statement.RateBasedStatement as {
        Limit: number;
        EvaluationWindowSec: number;
        AggregateKeyType: string;
        ScopeDownStatement: { ByteMatchStatement: { SearchString: string; PositionalConstraint: string } };
      };
      return [
        rate.ScopeDownStatement.ByteMatchStatement.PositionalConstraint,
        rate.ScopeDownStatement.ByteMatchStatement.SearchString,
        rate.Limit,
        rate.EvaluationWindowSec,
        rate.AggregateKeyType,
      ];
    });

    expect(limits).toEqual(
      expect.arrayContaining([
        ["EXACTLY", "/api/portal/summary", 30, 60, "IP"],
        ["EXACTLY", "/api/portal/chat", 20, 60, "IP"],
        ["EXACTLY", "/api/feedback", 10, 60, "IP"],
        ["EXACTLY", "/api/feedback/session", 30, 60, "IP"],
        ["EXACTLY", "/api/public/stats", 60, 60, "IP"],
        ["EXACTLY", "/api/contact", 10, 60, "IP"],
      ]),
    );
  });

  it("counts a public route's requests however its path is spelled and answers 429 past the limit", () => {
    const acl = Object.values(web.findResources("AWS::WAFv2::WebACL"))[0];
    const feedback = acl.Properties.Rules.find((r: { Name: string }) => r.Name === "RateLimitSubmitFeedback");

    expect(feedback.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(feedback.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement.TextTransformations).toEqual([
      { Priority: 0, Type: "URL_DECODE" },
      { Priority: 1, Type: "NORMALIZE_PATH" },
      { Priority: 2, Type: "LOWERCASE" },
    ]);
  });

  it("proves to the API that requests came through CloudFront with a secret origin header", () => {
    const config = Object.values(web.findResources("AWS::CloudFront::Distribution"))[0].Properties.DistributionConfig;
    const apiOrigin = config.Origins.find((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);
    const [header] = apiOrigin.OriginCustomHeaders;

    expect(header.HeaderName).toBe("x-origin-verify");
    expect(JSON.stringify(header.HeaderValue)).toContain("{{resolve:secretsmanager:");
  });

  it("publishes its own web address for the API in the fixed-name parameter", () => {
    const distribution = Object.keys(web.findResources("AWS::CloudFront::Distribution"))[0];

    web.hasResourceProperties("AWS::SSM::Parameter", {
      Name: "/clearnote/dev/web-origin",
      Type: "String",
      Value: { "Fn::Join": ["", ["https://", { "Fn::GetAtt": [distribution, "DomainName"] }]] },
    });
  });

  it("lets the uploads bucket accept browser uploads from this deployment's address only", () => {
    const distribution = Object.keys(web.findResources("AWS::CloudFront::Distribution"))[0];
    const cors = Object.values(web.findResources("Custom::UploadsCors"))[0];
    const parts: unknown[] = cors.Properties.Create["Fn::Join"][1];
    const call = JSON.parse(
      parts
        .map((p) =>
          typeof p === "string"
            ? p
            : JSON.stringify(p) === JSON.stringify({ "Fn::GetAtt": [distribution, "DomainName"] })
              ? "DISTRIBUTION"
              : "?",
        )
        .join(""),
    );

    expect(call).toMatchObject({ service: "S3", action: "PutBucketCors" });
    expect(call.parameters.Bucket).toMatch(/^clearnote-dev-uploads-/);
    expect(call.parameters.CORSConfiguration.CORSRules).toEqual([
      expect.objectContaining({ AllowedOrigins: ["https://DISTRIBUTION"], AllowedMethods: ["POST", "GET"] }),
    ]);
  });

  it("reaches the API on its custom domain, forwarding the viewer's Host, when one is configured", () => {
    const custom = template(
      buildApp({
        domainName: "app.clinic.example",
        certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/abc",
      }).stacks.web,
    );
    const config = Object.values(custom.findResources("AWS::CloudFront::Distribution"))[0].Properties
      .DistributionConfig;
    const apiOrigin = config.Origins.find((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);

    expect(JSON.stringify(apiOrigin.DomainName)).toContain("ApiDomain");
    // Managed-AllViewer: every viewer header, Host included.
    expect(config.CacheBehaviors[0].OriginRequestPolicyId).toBe("216adef6-5c7f-47e4-b989-5492eafa07d3");
    custom.hasResourceProperties("AWS::SSM::Parameter", { Value: "https://app.clinic.example" });
  });

  it("has no web ACL when deployed outside us-east-1", () => {
    const elsewhere = template(buildApp({ region: "eu-west-2" }).stacks.web);
    elsewhere.resourceCountIs("AWS::WAFv2::WebACL", 0);
  });
});
