import { AdminGetUserCommand } from "@aws-sdk/client-cognito-identity-provider";
import { seedSamplesOnce } from "#core/records/samples";
import { sampleDeps } from "#lambdas/api/samples/restore";
import { cognitoClient, type DemoUser } from "./bootstrap";

/**
 * `npm start` (not --ephemeral): the demo clinician's account opens with sample records instead of an empty page
 * (issue 19, item 11). Only once per data folder: samples the clinician deleted stay deleted until Settings restores
 * them. Runs after the stack set the handlers' environment, so it writes through the same adapters as the route.
 */
export async function seedDemoSamples(
  cognito: { url: string; userPoolId: string },
  user: Pick<DemoUser, "email">,
): Promise<boolean> {
  const found = await cognitoClient(cognito.url).send(
    new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: user.email }),
  );
  const sub = found.UserAttributes?.find((a) => a.Name === "sub")?.Value;
  if (!sub) throw new Error("cognito-local returned no sub for the demo clinician");
  return seedSamplesOnce(sampleDeps(), sub);
}
