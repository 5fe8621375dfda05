import { createHash, timingSafeEqual } from "node:crypto";
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from "aws-lambda";
import { required } from "../config";

/** The header CloudFront adds to every request it forwards to the API (infra/stacks/web-stack.ts). */
export const ORIGIN_VERIFY_HEADER = "x-origin-verify";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time comparison of the header with the deployment's secret (hashes make the lengths equal). */
export function cameThroughCloudFront(headerValue: string | undefined, secret: string): boolean {
  if (!headerValue || !secret) return false;
  return timingSafeEqual(digest(headerValue), digest(secret));
}

/**
 * The public routes' authorizer: only requests that came through this deployment's CloudFront (and so through its
 * WAF and per-address rate rules) reach the function. API Gateway caches the answer per header value.
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> {
  return {
    isAuthorized: cameThroughCloudFront(event.headers?.[ORIGIN_VERIFY_HEADER], required("ORIGIN_VERIFY_SECRET")),
  };
}
