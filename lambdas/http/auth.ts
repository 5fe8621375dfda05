import type { APIGatewayProxyEventV2WithJWTAuthorizer } from "aws-lambda";
import type { Caller } from "../core/shared/caller";
import { Unauthorized } from "../core/shared/errors";

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/** The caller comes only from the authorizer's verified claims, never from the body or path. */
export function callerFrom(event: Pick<APIGatewayProxyEventV2WithJWTAuthorizer, "requestContext">): Caller {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== "string" || sub.length === 0) throw new Unauthorized();
  const str = (key: string) => (typeof claims?.[key] === "string" ? (claims[key] as string) : undefined);
  return {
    sub,
    email: str("email") ?? "",
    givenName: str("given_name"),
    familyName: str("family_name"),
    name: str("name"),
  };
}
