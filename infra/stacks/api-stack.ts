import { ArnFormat, CfnOutput, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import { HttpUserPoolAuthorizer } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type * as cognito from "aws-cdk-lib/aws-cognito";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as kms from "aws-cdk-lib/aws-kms";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsDlq } from "aws-cdk-lib/aws-lambda-event-sources";
import * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { API_PREFIX, type JobSpec, jobs, type RouteSpec, routes, streamHandlers } from "../../lambdas/routes";
import type { InfraConfig } from "../config";
import { AppFunction, type FunctionResources } from "../constructs/app-function";
import { acknowledge } from "../nag";

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
}

/** The HTTP API: one Lambda per entry of lambdas/routes.ts, Cognito JWT authorizer, throttling, JSON access logs. */
export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;
  readonly functions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const baselinePolicy = new iam.ManagedPolicy(this, "FunctionBaseline", {
      description: "What every function of this app needs: writing its own log streams and X-Ray traces",
      statements: [
        new iam.PolicyStatement({ actions: ["xray:PutTraceSegments", "xray:PutTelemetryRecords"], resources: ["*"] }),
        new iam.PolicyStatement({
          actions: ["logs:CreateLogStream", "logs:PutLogEvents"],
          resources: [
            this.formatArn({
              service: "logs",
              resource: "log-group",
              resourceName: `/aws/lambda/${this.stackName}-*:*`,
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          ],
        }),
      ],
    });
    acknowledge(
      baselinePolicy,
      "AwsSolutions-IAM5",
      "X-Ray's PutTraceSegments and PutTelemetryRecords do not support resource-level permissions; '*' is the only valid resource.",
      "Resource::*",
    );
    acknowledge(
      baselinePolicy,
      "AwsSolutions-IAM5",
      "Lambda creates log streams with generated names inside each function's log group; the pattern is limited to this stack's function log groups.",
      `Resource::arn:<AWS::Partition>:logs:${this.region}:${this.account}:log-group:/aws/lambda/${this.stackName}-*:*`,
    );

    const resources: FunctionResources = {
      table: props.table,
      uploadsBucketName: props.uploadsBucketName,
      dataKey: props.dataKey,
      logKey: props.logKey,
      baselinePolicy,
      senderEmail: config.senderEmail,
      emailIdentityArn: props.emailIdentityArn,
      configurationSetName: props.configurationSetName,
      bedrockModelId: config.bedrockModelId,
      logRetentionDays: config.logRetentionDays,
      reservedConcurrency: config.reservedConcurrency,
      baseEnvironment: {
        STAGE: config.stage,
        LOG_LEVEL: "info",
        // Where emailed links point: the custom domain when there is one, else the caller's CloudFront origin.
        ...(config.domainName ? { WEB_ORIGIN: `https://${config.domainName}` } : {}),
        ...(config.allowedOrigins.length ? { ALLOWED_ORIGINS: config.allowedOrigins.join(",") } : {}),
      },
      jobFunctions: new Map(),
    };

    for (const job of props.jobs ?? jobs) {
      const fn = new AppFunction(this, job.id, {
        handler: job.handler,
        grants: job.grants,
        resources,
        timeoutSeconds: job.timeoutSeconds,
        memoryMb: job.memoryMb,
        description: `Background job ${job.name}`,
        invocation: "async",
      });
      this.functions.set(job.id, fn);
      resources.jobFunctions.set(job.name, fn.fn);
    }

    this.api = new apigw.HttpApi(this, "HttpApi", {
      apiName: `${config.appName}-${config.stage}`,
      createDefaultStage: false,
      corsPreflight:
        config.allowedOrigins.length > 0
          ? {
              allowOrigins: config.allowedOrigins,
              allowHeaders: ["authorization", "content-type"],
              allowMethods: [apigw.CorsHttpMethod.ANY],
            }
          : undefined,
    });

    const accessLogs = new logs.LogGroup(this, "AccessLogs", {
      retention: config.logRetentionDays as logs.RetentionDays,
      encryptionKey: props.logKey,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new apigw.HttpStage(this, "DefaultStage", {
      httpApi: this.api,
      stageName: "$default",
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        // Operational fields only: no bodies, no query strings (they could carry patient data).
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: "$context.requestId",
            time: "$context.requestTime",
            routeKey: "$context.routeKey",
            status: "$context.status",
            latencyMs: "$context.responseLatency",
            integrationError: "$context.integrationErrorMessage",
            authorizerError: "$context.authorizer.error",
            sourceIp: "$context.identity.sourceIp",
            userAgent: "$context.identity.userAgent",
          }),
        ),
      },
    });

    for (const spec of streamHandlers) {
      const streamArn = props.table.tableStreamArn;
      if (!streamArn) throw new Error("The table must have a stream for stream handlers");
      const fn = new AppFunction(this, spec.id, {
        handler: spec.handler,
        grants: spec.grants,
        resources,
        description: `Table stream: ${spec.eventNames.join(", ")}`,
        invocation: "async",
      });
      fn.allowStreamRead(streamArn, props.dataKey);
      this.functions.set(spec.id, fn);
      const mapping = new lambda.EventSourceMapping(this, `${spec.id}Mapping`, {
        target: fn.fn,
        eventSourceArn: streamArn,
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 25,
        bisectBatchOnError: true,
        retryAttempts: 5,
        onFailure: fn.deadLetterQueue ? new SqsDlq(fn.deadLetterQueue) : undefined,
        filters: [lambda.FilterCriteria.filter({ eventName: lambda.FilterRule.or(...spec.eventNames) })],
      });
      // The mapping needs the policy in place before it starts polling.
      mapping.node.addDependency(fn);
    }

    const authorizer = new HttpUserPoolAuthorizer("Clinicians", props.userPool, {
      userPoolClients: [props.webClient],
      identitySource: ["$request.header.Authorization"],
    });

    for (const route of props.routes ?? routes) {
      const fn = new AppFunction(this, route.id, {
        handler: route.handler,
        grants: route.grants,
        resources,
        timeoutSeconds: route.timeoutSeconds,
        memoryMb: route.memoryMb,
        description: `${route.method} ${API_PREFIX}${route.path}`,
        invocation: "sync",
      });
      this.functions.set(route.id, fn);
      const [apiRoute] = this.api.addRoutes({
        path: `${API_PREFIX}${route.path}`,
        methods: [route.method as apigw.HttpMethod],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn.fn),
        authorizer: route.auth === "user" ? authorizer : new apigw.HttpNoneAuthorizer(),
      });
      if (route.auth === "public") {
        acknowledge(
          apiRoute,
          "AwsSolutions-APIG4",
          `${route.method} ${route.path} is for patients or visitors without accounts; it is gated by a link token or is read-only public data, and rate-limited.`,
        );
      }
    }

    // Public routes get their own, lower throttle on top of the stage's (WAF adds per-address limits in front).
    // RouteSettings is untyped JSON in CloudFormation, so CDK passes it through as written: PascalCase keys.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes ?? routes) {
      if (!route.rateLimitPerMinute) continue;
      routeSettings[`${route.method} ${API_PREFIX}${route.path}`] = {
        ThrottlingRateLimit: Math.max(1, Math.ceil(route.rateLimitPerMinute / 6)),
        ThrottlingBurstLimit: route.rateLimitPerMinute,
      };
    }
    (stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;

    new CfnOutput(this, "ApiEndpoint", { value: this.api.apiEndpoint });
  }
}
