import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "#web/runtime-config";

const valid = {
  stage: "local",
  region: "us-east-1",
  apiUrl: "http://127.0.0.1:3001/api",
  userPoolId: "local_abc",
  userPoolClientId: "client",
  userPoolEndpoint: "http://127.0.0.1:9229",
  authFlowType: "USER_PASSWORD_AUTH",
  aiEngine: "local",
};

describe("runtime config", () => {
  it("accepts the local stack's /config.json as written", () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it("accepts a config without the cognito-local endpoint and drops unknown fields", () => {
    const { userPoolEndpoint: _, ...aws } = valid;

    expect(parseRuntimeConfig({ ...aws, authFlowType: "USER_SRP_AUTH", extra: 1 })).toEqual({
      ...aws,
      authFlowType: "USER_SRP_AUTH",
    });
  });

  it("keeps the translation engine when it names one, and reads an unknown one as absent", () => {
    expect(parseRuntimeConfig({ ...valid, translationEngine: "local" }).translationEngine).toBe("local");
    expect(parseRuntimeConfig({ ...valid, translationEngine: "babelfish" }).translationEngine).toBeUndefined();
  });

  it("names every missing or wrong field", () => {
    expect(() => parseRuntimeConfig({ ...valid, apiUrl: undefined, aiEngine: "gpt", userPoolEndpoint: 5 })).toThrow(
      "Invalid /config.json: apiUrl: expected a string; userPoolEndpoint: expected a string; aiEngine: expected one of local, bedrock",
    );
  });

  it("refuses a body that is not an object", () => {
    expect(() => parseRuntimeConfig(null)).toThrow(/stage: expected a string/);
  });
});
