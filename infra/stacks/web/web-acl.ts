import { ArnFormat, RemovalPolicy, type Stack } from "aws-cdk-lib";
import type * as kms from "aws-cdk-lib/aws-kms";
import * as logs from "aws-cdk-lib/aws-logs";
import * as wafv2 from "aws-cdk-lib/aws-wafv2";
import type { InfraConfig } from "../../config";
import { type PublicRateLimit, publicRateLimits } from "../../public-rate-limits";

/**
 * CloudFront's WAF: AWS's managed rule groups, a rate rule per public route and one for all of /api/, logged to an
 * encrypted log group without query strings, cookies or authorization headers.
 */
export function createWebAcl(stack: Stack, config: InfraConfig, logKey: kms.IKey): wafv2.CfnWebACL {
  const rule = (name: string, priority: number, vendor: string) => ({
    name,
    priority,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: "AWS", name: vendor } },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  });
  const acl = new wafv2.CfnWebACL(stack, "WebAcl", {
    scope: "CLOUDFRONT",
    defaultAction: { allow: {} },
    visibilityConfig: {
      cloudWatchMetricsEnabled: true,
      metricName: `${config.appName}-${config.stage}`,
      sampledRequestsEnabled: true,
    },
    rules: [
      rule("CommonRules", 1, "AWSManagedRulesCommonRuleSet"),
      rule("KnownBadInputs", 2, "AWSManagedRulesKnownBadInputsRuleSet"),
      rule("IpReputation", 3, "AWSManagedRulesAmazonIpReputationList"),
      // One rule per public route, counted per client address: a client over its limit is blocked on that route
      // alone, and nobody else is affected (unlike a shared throttle one client could use up for every patient).
      ...publicRateLimits().map((limit, i) => rateRule(limit, 10 + i)),
      // Everything under /api/ from one address, as a backstop against floods of the signed-in routes.
      rateRule({ id: "Api", path: "/api/", exact: false, limit: 1000, windowSeconds: 300 }, 50),
    ],
  });
  // WAF requires the log group name to start with aws-waf-logs-.
  const wafLogs = new logs.LogGroup(stack, "WafLogs", {
    logGroupName: `aws-waf-logs-${config.appName}-${config.stage}`,
    retention: config.logRetentionDays as logs.RetentionDays,
    encryptionKey: logKey,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  new wafv2.CfnLoggingConfiguration(stack, "WebAclLogging", {
    resourceArn: acl.attrArn,
    logDestinationConfigs: [
      stack.formatArn({
        service: "logs",
        resource: "log-group",
        resourceName: wafLogs.logGroupName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    ],
    // Query strings and cookies are never logged: portal links and sessions must not end up in logs.
    redactedFields: [
      { queryString: {} },
      { singleHeader: { Name: "authorization" } },
      { singleHeader: { Name: "cookie" } },
    ],
  });
  return acl;
}

/**
 * A WAF rule blocking (with 429) a client address that sends more than `limit` requests to `path` within the window.
 * The path is URL-decoded, normalised and lower-cased first, so `/api/%66eedback`, `//api/./feedback` or
 * `/API/feedback` count too.
 */
function rateRule(limit: PublicRateLimit, priority: number): wafv2.CfnWebACL.RuleProperty {
  const name = `RateLimit${limit.id}`;
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        limit: limit.limit,
        evaluationWindowSec: limit.windowSeconds,
        aggregateKeyType: "IP",
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: limit.exact ? "EXACTLY" : "STARTS_WITH",
            searchString: limit.path.toLowerCase(),
            textTransformations: [
              { priority: 0, type: "URL_DECODE" },
              { priority: 1, type: "NORMALIZE_PATH" },
              { priority: 2, type: "LOWERCASE" },
            ],
          },
        },
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}
