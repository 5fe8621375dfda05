import { describe, expect, it } from "vitest";
import { API_PREFIX, routes } from "#lambdas/routes";
import { FUNCTIONS_PER_INVOKE_POLICY } from "../../infra/stacks/api/route-invoke-role";
import { buildApp, template } from "./support";

const { stacks } = buildApp();
const api = template(stacks.api);

/**
 * CloudFormation refuses a stack of more than 500 resources, and a route costs six. This fails a test while a few
 * routes' room is left, so the next group of routes starts its own nested stack before a deploy fails (decision 446).
 */
const RESOURCE_CEILING = 480;

/** A route function's description is its route key ("GET /api/me"). */
const functionIdOfRoute = (routeKey: string) =>
  Object.entries(api.findResources("AWS::Lambda::Function")).find(
    ([, f]) => f.Properties.Description === routeKey,
  )?.[0];

const invokeRoleId = () => {
  const roles = Object.entries(api.findResources("AWS::IAM::Role")).filter(([, r]) =>
    JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes("apigateway.amazonaws.com"),
  );
  expect(roles).toHaveLength(1);
  return roles[0][0];
};

describe("how API Gateway calls the route functions", () => {
  it("invokes every route's own function with the one role only API Gateway may assume", () => {
    const roleId = invokeRoleId();
    const integrations = api.findResources("AWS::ApiGatewayV2::Integration");

    for (const route of Object.values(api.findResources("AWS::ApiGatewayV2::Route"))) {
      const integrationId = route.Properties.Target["Fn::Join"][1][1].Ref;
      const integration = integrations[integrationId].Properties;
      expect(integration.CredentialsArn).toEqual({ "Fn::GetAtt": [roleId, "Arn"] });
      expect(integration.IntegrationUri).toEqual({
        "Fn::GetAtt": [functionIdOfRoute(route.Properties.RouteKey), "Arn"],
      });
    }
  });

  it("lets the role invoke exactly the route functions, in policies small enough for IAM", () => {
    const roleId = invokeRoleId();
    const policies = Object.values(api.findResources("AWS::IAM::ManagedPolicy")).filter((p) =>
      JSON.stringify(p.Properties.Roles ?? []).includes(roleId),
    );

    const invoked = policies.flatMap((p) => {
      const [statement, ...others] = p.Properties.PolicyDocument.Statement;
      expect(others).toEqual([]);
      expect(statement.Action).toBe("lambda:InvokeFunction");
      expect(statement.Resource.length).toBeLessThanOrEqual(FUNCTIONS_PER_INVOKE_POLICY);
      return statement.Resource.map((arn: { "Fn::GetAtt": [string, string] }) => arn["Fn::GetAtt"][0]);
    });
    const routeFunctions = routes.map((r) => functionIdOfRoute(`${r.method} ${API_PREFIX}${r.path}`));
    expect(invoked.sort()).toEqual(routeFunctions.sort());
  });

  it("switches an integration to the role only once the role may invoke its function", () => {
    const integrations = Object.values(api.findResources("AWS::ApiGatewayV2::Integration"));
    const policies = api.findResources("AWS::IAM::ManagedPolicy");

    for (const integration of integrations) {
      const fnId = integration.Properties.IntegrationUri["Fn::GetAtt"][0];
      const granting = (integration.DependsOn ?? []).filter((id: string) =>
        JSON.stringify(policies[id]?.Properties.PolicyDocument ?? "").includes(`"${fnId}"`),
      );
      expect(granting).toHaveLength(1);
    }
  });

  it("gives no route function a resource policy of its own", () => {
    const routeFunctions = new Set(routes.map((r) => functionIdOfRoute(`${r.method} ${API_PREFIX}${r.path}`)));

    const permissions = Object.values(api.findResources("AWS::Lambda::Permission")).filter((p) =>
      routeFunctions.has(p.Properties.FunctionName["Fn::GetAtt"]?.[0]),
    );

    expect(permissions).toEqual([]);
  });
});

describe("room to grow", () => {
  it.each(Object.entries(stacks))("keeps the %s stack well under CloudFormation's 500 resources", (_name, stack) => {
    const count = Object.keys(template(stack).toJSON().Resources ?? {}).length;

    expect(count).toBeLessThanOrEqual(RESOURCE_CEILING);
  });
});
