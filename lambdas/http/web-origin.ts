import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { config } from "../config";
import { InvalidInput } from "./errors";

/**
 * Where emailed links point. WEB_ORIGIN when the stage has a fixed address (custom domain, local stack); otherwise the
 * Origin of the clinician's own request, accepted only for the stage's CloudFront domain or a configured origin,
 * so nobody can make the product email links to another site.
 */
export function webOriginFor(event: Pick<APIGatewayProxyEventV2, "headers">): string {
  const fixed = config().WEB_ORIGIN;
  if (fixed) return fixed.replace(/\/$/, "");
  const origin = event.headers?.origin ?? "";
  const allowed = (config().ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  if (/^https:\/\/[a-z0-9]+\.cloudfront\.net$/.test(origin) || allowed.includes(origin)) return origin;
  throw new InvalidInput("This request did not come from the ClearNote web app.");
}
