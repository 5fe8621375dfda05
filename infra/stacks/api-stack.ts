import { CfnOutput, Fn, Stack, type StackProps } from "aws-cdk-lib";
import type * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import { HttpUserPoolAuthorizer } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import type * as cognito from "aws-cdk-lib/aws-cognito";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import type * as kms from "aws-cdk-lib/aws-kms";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { ORIGIN_VERIFY_HEADER } from "#lambdas/authorizers/cloudfront-origin";
import {
  API_PREFIX,
  type EventHandlerSpec,
  eventHandlers,
  grantsOf,
  type JobSpec,
  jobs,
  type RouteSpec,
  routes,
  streamHandlers,
} from "#lambdas/routes";
import { type InfraConfig, webOriginParameterName } from "../config";
import type { AppFunction } from "../constructs/app-function";
import type { FunctionResources } from "../constructs/function-resources";
import { translateTerminology } from "../constructs/translate-terminology";
import { type ApiFunctions, addFunction } from "./api/api-functions";
import { createAuditClientKey } from "./api/audit-client-key";
import { createEventHandler, createJob, createStreamHandler } from "./api/background-functions";
import { createFollowUpSchedules } from "./api/follow-up-schedules";
import { createFunctionBaselinePolicy } from "./api/function-baseline-policy";
import { createApiDomain, createApiStage, createHttpApi, throttleRateLimitedRoutes } from "./api/http-api";
import { type ApiOrigin, createOriginAuthorizer, createOriginSecret } from "./api/origin-verification";
import { RouteInvokeRole } from "./api/route-invoke-role";
import { createTranscribeDataAccessRole } from "./api/transcribe-data-access";

export interface ApiStackProps extends StackProps {
  config: InfraConfig;
  userPool: cognito.IUserPool;
  webClient: cognito.IUserPoolClient;
  table: dynamodb.ITableV2;
  uploadsBucket: s3.IBucket;
  uploadsBucketName: string;
  dataKey: kms.IKey;
  logKey: kms.IKey;
  emailIdentityArn: string;
  configurationSetName: string;
  /** Defaults to lambdas/routes.ts; tests pass a subset. */
  routes?: RouteSpec[];
  jobs?: JobSpec[];
  eventHandlers?: EventHandlerSpec[];
}

/** The HTTP API: one Lambda per entry of lambdas/routes.ts, Cognito JWT authorizer, throttling, JSON access logs. */
export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;
  readonly origin: ApiOrigin;
  readonly functions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const resources: FunctionResources = {
      table: props.table,
      uploadsBucketName: props.uploadsBucketName,
      dataKey: props.dataKey,
      logKey: props.logKey,
      baselinePolicy: createFunctionBaselinePolicy(this, config.tracing),
      senderEmail: config.senderEmail,
      operatorEmail: config.operatorEmail,
      emailIdentityArn: props.emailIdentityArn,
      configurationSetName: props.configurationSetName,
      bedrockModelId: config.bedrockModelId,
      translateTerminology: translateTerminology(this, config),
      speechService: config.speechService,
      webOriginParameterName: webOriginParameterName(config),
      auditClientKey: createAuditClientKey(this, config),
      logRetentionDays: config.logRetentionDays,
      reservedConcurrency: config.reservedConcurrency,
      tracing: config.tracing,
      baseEnvironment: { STAGE: config.stage, LOG_LEVEL: "info" },
      jobFunctions: new Map(),
      jobQueues: new Map(),
      jobQueueConcurrency: config.jobQueueConcurrency,
      // Only Amazon Transcribe queues jobs; Transcribe Medical reads and writes with the starting function's grants.
      speechDataAccessRole:
        config.speechService === "transcribe"
          ? createTranscribeDataAccessRole(this, { uploadsBucketName: props.uploadsBucketName, dataKey: props.dataKey })
          : undefined,
    };
    const api: ApiFunctions = { stack: this, resources, functions: this.functions };

    for (const job of props.jobs ?? jobs) createJob(api, job);
    resources.followUps = createFollowUpSchedules(this, config, resources.jobFunctions.get("send-follow-up"));

    for (const spec of props.eventHandlers ?? eventHandlers) createEventHandler(api, spec);

    // With a custom domain CloudFront reaches the API through it, so the execute-api address (which would let a
    // client go around CloudFront and its WAF) is switched off. Without one it is the only address CloudFront can use.
    const apiDomain = createApiDomain(this, config);
    this.api = createHttpApi(this, config, apiDomain);
    const stage = createApiStage(this, this.api, config, props.logKey, apiDomain);

    for (const spec of streamHandlers) createStreamHandler(api, spec, props.table, props.dataKey);

    const authorizer = new HttpUserPoolAuthorizer("Clinicians", props.userPool, {
      userPoolClients: [props.webClient],
      identitySource: ["$request.header.Authorization"],
    });
    const originSecret = createOriginSecret(this, config);
    this.origin = {
      domainName: apiDomain?.regionalDomainName ?? Fn.select(2, Fn.split("/", this.api.apiEndpoint)),
      forwardHost: Boolean(apiDomain),
      verifyHeader: ORIGIN_VERIFY_HEADER,
      secret: originSecret,
    };
    const throughCloudFront = createOriginAuthorizer(api, originSecret);

    const invokeRole = new RouteInvokeRole(this, "RouteInvokeRole");
    for (const route of props.routes ?? routes) {
      const fn = addFunction(api, route.id, {
        handler: route.handler,
        grants: grantsOf(route),
        timeoutSeconds: route.timeoutSeconds,
        memoryMb: route.memoryMb,
        description: `${route.method} ${API_PREFIX}${route.path}`,
        invocation: "sync",
      });
      this.api.addRoutes({
        path: `${API_PREFIX}${route.path}`,
        methods: [route.method as apigw.HttpMethod],
        integration: invokeRole.integrationFor(`${route.id}Integration`, fn.fn),
        // Public routes have no user, but only CloudFront (with its WAF rate rules per address) may call them.
        authorizer: route.auth === "user" ? authorizer : throughCloudFront,
      });
    }
    throttleRateLimitedRoutes(stage, props.routes ?? routes, config);

    new CfnOutput(this, "ApiEndpoint", {
      value: apiDomain ? `https://${config.domainName} (execute-api disabled)` : this.api.apiEndpoint,
    });
  }
}
