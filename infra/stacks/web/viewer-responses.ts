import { Duration } from "aws-cdk-lib";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";
import { contentSecurityPolicy } from "../../constructs/content-security-policy";

/**
 * Client-side routes (no file extension) get index.html, except the marketing pages rendered at build time, which
 * get their own file (decision 219); /api/* has its own behavior and never reaches this.
 */
export function createSpaRewrite(scope: Construct, pages: Record<string, string>): cloudfront.Function {
  return new cloudfront.Function(scope, "SpaRewrite", {
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(
      `var pages=${JSON.stringify(pages)};function handler(event){var r=event.request;if(!/\\.[a-zA-Z0-9]+$/.test(r.uri)){r.uri=pages.hasOwnProperty(r.uri)?pages[r.uri]:'/index.html';}return r;}`,
    ),
  });
}

/**
 * Strict security headers on every response: a content security policy that lets the app reach only Cognito and
 * the uploads bucket besides itself, no referrer, HSTS, no framing, and the microphone for this origin alone.
 */
export function createSecurityHeaders(
  scope: Construct,
  hosts: { cognito: string; uploads: string },
): cloudfront.ResponseHeadersPolicy {
  const csp = contentSecurityPolicy({ connect: [hosts.cognito, hosts.uploads], media: [hosts.uploads] });
  return new cloudfront.ResponseHeadersPolicy(scope, "SecurityHeaders", {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      xssProtection: { protection: true, modeBlock: true, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: "Permissions-Policy", value: "camera=(), geolocation=(), microphone=(self)", override: true },
      ],
    },
  });
}
