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

  it("writes config.json at deploy time", () => {
    web.resourceCountIs("Custom::CDKBucketDeployment", 1);
  });

  it("attaches a WAF web ACL with an API rate rule and logging in us-east-1", () => {
    web.hasResourceProperties("AWS::WAFv2::WebACL", {
      Scope: "CLOUDFRONT",
      Rules: Match.arrayWith([
        Match.objectLike({ Name: "PortalRateLimit" }),
        Match.objectLike({ Name: "FeedbackRateLimit" }),
        Match.objectLike({ Name: "ApiRateLimit" }),
      ]),
    });
    web.resourceCountIs("AWS::WAFv2::LoggingConfiguration", 1);
  });

  it("has no web ACL when deployed outside us-east-1", () => {
    const elsewhere = template(buildApp({ region: "eu-west-2" }).stacks.web);
    elsewhere.resourceCountIs("AWS::WAFv2::WebACL", 0);
  });
});
