import {
  HttpIntegrationType,
  HttpRouteIntegration,
  type HttpRouteIntegrationBindOptions,
  type HttpRouteIntegrationConfig,
  IntegrationCredentials,
  PayloadFormatVersion,
} from "aws-cdk-lib/aws-apigatewayv2";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";

/**
 * A managed policy stays under IAM's 6,144 characters with this many function ARNs (about 95 characters each once
 * resolved), whatever the stage and stack names.
 */
export const FUNCTIONS_PER_INVOKE_POLICY = 25;

/**
 * The role API Gateway assumes to call the route functions (decision 446). One role for every route, instead of a
 * Lambda permission per route, keeps the API stack well under CloudFormation's 500 resources as routes are added.
 * Its trust needs no condition: an integration can only name it through a deployment that may pass it
 * (iam:PassRole), and a role cannot be passed to another account.
 */
export class RouteInvokeRole {
  readonly credentials: IntegrationCredentials;
  private readonly role: iam.Role;
  private count = 0;
  private current?: { policy: iam.ManagedPolicy; statement: iam.PolicyStatement };

  constructor(
    private readonly scope: Construct,
    id: string,
  ) {
    this.role = new iam.Role(scope, id, {
      assumedBy: new iam.ServicePrincipal("apigateway.amazonaws.com"),
      description: "API Gateway invokes the route functions with this role",
    });
    this.credentials = IntegrationCredentials.fromRole(this.role);
  }

  /** The route's integration, invoking its function with this role, which the function's ARN is added to. */
  integrationFor(id: string, fn: lambda.IFunction): HttpRouteIntegration {
    if (!this.current || this.count % FUNCTIONS_PER_INVOKE_POLICY === 0) this.current = this.addPolicy();
    this.current.statement.addResources(fn.functionArn);
    this.count += 1;
    return new RoleLambdaIntegration(id, fn, this.credentials, this.current.policy);
  }

  private addPolicy() {
    const statement = new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"] });
    const first = this.count + 1;
    const policy = new iam.ManagedPolicy(this.scope, `${this.role.node.id}Invoke${first}`, {
      description: `API Gateway may invoke route functions ${first} to ${first + FUNCTIONS_PER_INVOKE_POLICY - 1}`,
      roles: [this.role],
      statements: [statement],
    });
    return { policy, statement };
  }
}

/** A Lambda proxy integration (payload 2.0) that API Gateway calls with the given role. */
class RoleLambdaIntegration extends HttpRouteIntegration {
  constructor(
    private readonly integrationId: string,
    private readonly fn: lambda.IFunction,
    private readonly credentials: IntegrationCredentials,
    private readonly grant: iam.ManagedPolicy,
  ) {
    super(integrationId);
  }

  /** Not switched to the role before the role may invoke the function, so a deploy never has a window of 500s. */
  protected override completeBind(options: HttpRouteIntegrationBindOptions): void {
    options.scope.node.findChild(this.integrationId).node.addDependency(this.grant);
  }

  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: this.credentials,
    };
  }
}
