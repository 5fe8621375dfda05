import { RemovalPolicy } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import * as acm from "aws-cdk-lib/aws-certificatemanager";
import type * as kms from "aws-cdk-lib/aws-kms";
import * as logs from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import { API_PREFIX, type RouteSpec } from "#lambdas/routes";
import type { InfraConfig } from "../../config";

/** The API's regional custom domain, if the stage has one. */
export function createApiDomain(scope: Construct, config: InfraConfig): apigw.DomainName | undefined {
  return config.domainName
    ? new apigw.DomainName(scope, "ApiDomain", {
        domainName: config.domainName,
        certificate: acm.Certificate.fromCertificateArn(
          scope,
          "ApiCertificate",
          config.apiCertificateArn ?? (config.certificateArn as string),
        ),
        securityPolicy: apigw.SecurityPolicy.TLS_1_2,
      })
    : undefined;
}

/** The HTTP API itself: without a default stage (createApiStage makes it), and CORS only for the allowed origins. */
export function createHttpApi(scope: Construct, config: InfraConfig, apiDomain?: apigw.DomainName): apigw.HttpApi {
  return new apigw.HttpApi(scope, "HttpApi", {
    apiName: `${config.appName}-${config.stage}`,
    createDefaultStage: false,
    disableExecuteApiEndpoint: Boolean(apiDomain),
    corsPreflight:
      config.allowedOrigins.length > 0
        ? {
            allowOrigins: config.allowedOrigins,
            // x-poll: the page's mark on its automatic re-reads (contracts/audit-view.ts AUDIT_POLL_HEADER).
            allowHeaders: ["authorization", "content-type", "x-poll"],
            allowMethods: [apigw.CorsHttpMethod.ANY],
          }
        : undefined,
  });
}

/** The $default stage: deployed on every change, throttled as a whole, with JSON access logs. */
export function createApiStage(
  scope: Construct,
  httpApi: apigw.HttpApi,
  config: InfraConfig,
  logKey: kms.IKey,
  apiDomain?: apigw.DomainName,
): apigw.HttpStage {
  const accessLogs = new logs.LogGroup(scope, "AccessLogs", {
    retention: config.logRetentionDays as logs.RetentionDays,
    encryptionKey: logKey,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return new apigw.HttpStage(scope, "DefaultStage", {
    httpApi,
    stageName: "$default",
    autoDeploy: true,
    domainMapping: apiDomain ? { domainName: apiDomain } : undefined,
    throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
    accessLogSettings: {
      destination: new apigw.LogGroupLogDestination(accessLogs),
      // Operational fields only: no bodies, no query strings (they could carry patient data).
      format: AccessLogFormat.custom(
        JSON.stringify({
          requestId: "$context.requestId",
          time: "$context.requestTime",
          routeKey: "$context.routeKey",
          status: "$context.status",
          latencyMs: "$context.responseLatency",
          integrationError: "$context.integrationErrorMessage",
          authorizerError: "$context.authorizer.error",
          sourceIp: "$context.identity.sourceIp",
          userAgent: "$context.identity.userAgent",
        }),
      ),
    },
  });
}

/**
 * Per-client limits on public routes are the WAF's rate rules (per address, in front of CloudFront). The route
 * throttle here is a shared ceiling for all clients together, so it is set where no single client at its own
 * per-minute limit can use it up: rate (per second) = that per-minute limit, burst = twice it, within the stage's.
 */
export function throttleRateLimitedRoutes(stage: apigw.HttpStage, routes: RouteSpec[], config: InfraConfig): void {
  // RouteSettings is untyped JSON in CloudFormation, so CDK passes it through as written: PascalCase keys.
  const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const route of routes) {
    if (!route.rateLimitPerMinute) continue;
    routeSettings[`${route.method} ${API_PREFIX}${route.path}`] = {
      ThrottlingRateLimit: Math.min(config.apiRateLimit, route.rateLimitPerMinute),
      ThrottlingBurstLimit: Math.min(config.apiBurstLimit, 2 * route.rateLimitPerMinute),
    };
  }
  (stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;
}
