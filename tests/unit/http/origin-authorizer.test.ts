import type { APIGatewayRequestAuthorizerEventV2 } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameThroughCloudFront, handler } from "#lambdas/authorizers/cloudfront-origin";
import { resetConfigForTests } from "#lambdas/config";

const SECRET = "s3cr3tValueOfFortyEightCharactersFromSecretsMgr";
const request = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayRequestAuthorizerEventV2;

describe("public routes' origin authorizer", () => {
  beforeAll(() => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    resetConfigForTests();
  });
  afterAll(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    resetConfigForTests();
  });

  it("allows a request carrying CloudFront's origin header", async () => {
    await expect(handler(request({ "x-origin-verify": SECRET }))).resolves.toEqual({ isAuthorized: true });
  });

  it("refuses a request sent straight to the API, without the header", async () => {
    await expect(handler(request({}))).resolves.toEqual({ isAuthorized: false });
  });

  it("refuses a wrong value, a prefix of the secret and the secret with extra characters", () => {
    for (const guess of ["guess", SECRET.slice(0, 20), `${SECRET}x`, ""]) {
      expect(cameThroughCloudFront(guess, SECRET)).toBe(false);
    }
  });

  it("refuses everything when the function has no secret configured", () => {
    expect(cameThroughCloudFront("", "")).toBe(false);
  });
});
