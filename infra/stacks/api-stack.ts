import { ArnFormat, CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import {
  HttpLambdaAuthorizer,
  HttpLambdaResponseType,
  HttpUserPoolAuthorizer,
} from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import * as acm from "aws-cdk-lib/aws-certificatemanager";
import type * as cognito from "aws-cdk-lib/aws-cognito";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as events from "aws-cdk-lib/aws-events";
import * as eventTargets from "aws-cdk-lib/aws-events-targets";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as kms from "aws-cdk-lib/aws-kms";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { LambdaDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { SqsDlq } from "aws-cdk-lib/aws-lambda-event-sources";
import * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { DEADLINE_MARGIN_SECONDS, SUMMARIZE_TIMEOUT_SECONDS } from "#core/summaries/status";
import { ORIGIN_VERIFY_HEADER } from "#lambdas/authorizers/cloudfront-origin";
import {
  API_PREFIX,
  type EventHandlerSpec,
  eventHandlers,
  type JobSpec,
  jobs,
  type RouteSpec,
  routes,
  streamHandlers,
} from "#lambdas/routes";
import { type InfraConfig, webOriginParameterName } from "../config";
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
  eventHandlers?: EventHandlerSpec[];
}

/**
 * Asynchronous jobs get one retry, and an event older than the record's deadline (the job's timeout plus a margin,
 * core/summaries/status.ts) is not started at all: past the deadline reads already show the record failed, so the
 * on-failure handler marks it so instead of a late run doing work nobody waits for.
 */
export const JOB_RETRY_ATTEMPTS = 1;
export const JOB_MAX_EVENT_AGE = Duration.seconds(SUMMARIZE_TIMEOUT_SECONDS + DEADLINE_MARGIN_SECONDS);

/** How CloudFront reaches the API (the web stack's /api/* origin). */
export interface ApiOrigin {
  /** Host name of the origin: the API's regional custom domain when there is one, else its execute-api host. */
  domainName: string;
  /**
   * With a custom domain the viewer's Host header must reach API Gateway (it selects the custom domain by it, and the
   * execute-api address is switched off); without one, Host must be the execute-api host CloudFront connects to.
   */
  forwardHost: boolean;
  /** CloudFront sends this header with the secret's value; the public routes' authorizer checks it. */
  verifyHeader: string;
  secret: secretsmanager.ISecret;
}

/** The HTTP API: one Lambda per entry of lambdas/routes.ts, Cognito JWT authorizer, throttling, JSON access logs. */
export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;
  readonly origin: ApiOrigin;
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
      operatorEmail: config.operatorEmail,
      emailIdentityArn: props.emailIdentityArn,
      configurationSetName: props.configurationSetName,
      bedrockModelId: config.bedrockModelId,
      speechService: config.speechService,
      webOriginParameterName: webOriginParameterName(config),
      logRetentionDays: config.logRetentionDays,
      reservedConcurrency: config.reservedConcurrency,
      baseEnvironment: { STAGE: config.stage, LOG_LEVEL: "info" },
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
      this.boundAsyncInvocations(job, fn, resources);
    }
    resources.followUps = this.createFollowUpSchedules(config, resources.jobFunctions.get("send-follow-up"));

    for (const spec of props.eventHandlers ?? eventHandlers) this.createEventHandler(spec, resources);

    // With a custom domain CloudFront reaches the API through it, so the execute-api address (which would let a
    // client go around CloudFront and its WAF) is switched off. Without one it is the only address CloudFront can use.
    const apiDomain = config.domainName
      ? new apigw.DomainName(this, "ApiDomain", {
          domainName: config.domainName,
          certificate: acm.Certificate.fromCertificateArn(
            this,
            "ApiCertificate",
            config.apiCertificateArn ?? (config.certificateArn as string),
          ),
          securityPolicy: apigw.SecurityPolicy.TLS_1_2,
        })
      : undefined;

    this.api = new apigw.HttpApi(this, "HttpApi", {
      apiName: `${config.appName}-${config.stage}`,
      createDefaultStage: false,
      disableExecuteApiEndpoint: Boolean(apiDomain),
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
      domainMapping: apiDomain ? { domainName: apiDomain } : undefined,
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
    const originSecret = this.createOriginSecret(config);
    this.origin = {
      domainName: apiDomain?.regionalDomainName ?? Fn.select(2, Fn.split("/", this.api.apiEndpoint)),
      forwardHost: Boolean(apiDomain),
      verifyHeader: ORIGIN_VERIFY_HEADER,
      secret: originSecret,
    };
    const throughCloudFront = this.createOriginAuthorizer(resources, originSecret);

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
      this.api.addRoutes({
        path: `${API_PREFIX}${route.path}`,
        methods: [route.method as apigw.HttpMethod],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn.fn),
        // Public routes have no user, but only CloudFront (with its WAF rate rules per address) may call them.
        authorizer: route.auth === "user" ? authorizer : throughCloudFront,
      });
    }

    // Per-client limits on public routes are the WAF's rate rules (per address, in front of CloudFront). The route
    // throttle here is a shared ceiling for all clients together, so it is set where no single client at its own
    // per-minute limit can use it up: rate (per second) = that per-minute limit, burst = twice it, within the stage's.
    // RouteSettings is untyped JSON in CloudFormation, so CDK passes it through as written: PascalCase keys.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes ?? routes) {
      if (!route.rateLimitPerMinute) continue;
      routeSettings[`${route.method} ${API_PREFIX}${route.path}`] = {
        ThrottlingRateLimit: Math.min(config.apiRateLimit, route.rateLimitPerMinute),
        ThrottlingBurstLimit: Math.min(config.apiBurstLimit, 2 * route.rateLimitPerMinute),
      };
    }
    (stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;

    new CfnOutput(this, "ApiEndpoint", {
      value: apiDomain ? `https://${config.domainName} (execute-api disabled)` : this.api.apiEndpoint,
    });
  }

  /**
   * An EventBridge rule on the default bus (where AWS services put their events) invoking the function. EventBridge
   * invokes asynchronously: Lambda retries `retryAttempts` times, then the on-failure function marks the record
   * failed (and the event also lands in the function's dead-letter queue).
   */
  private createEventHandler(spec: EventHandlerSpec, resources: FunctionResources): void {
    const fn = new AppFunction(this, spec.id, {
      handler: spec.handler,
      grants: spec.grants,
      resources,
      timeoutSeconds: spec.timeoutSeconds,
      memoryMb: spec.memoryMb,
      description: `On ${spec.pattern.detailType.join(", ")} (${spec.pattern.source.join(", ")})`,
      invocation: "async",
    });
    this.functions.set(spec.id, fn);
    this.boundAsyncInvocations(spec, fn, resources, spec.retryAttempts);
    new events.Rule(this, `${spec.id}Rule`, {
      description: `${spec.pattern.detailType.join(", ")} to ${spec.name}`,
      eventPattern: { source: spec.pattern.source, detailType: spec.pattern.detailType, detail: spec.pattern.detail },
      targets: [new eventTargets.LambdaFunction(fn.fn, { retryAttempts: 8, maxEventAge: Duration.hours(2) })],
    });
  }

  /**
   * Decision 201: follow-ups wait as one-time EventBridge Scheduler schedules in this group; Scheduler invokes the
   * send-follow-up function with a role of its own that may do exactly that (and only for this account's schedules).
   */
  private createFollowUpSchedules(
    config: InfraConfig,
    target: lambda.IFunction | undefined,
  ): FunctionResources["followUps"] {
    if (!target) return undefined;
    const groupName = `${config.appName}-${config.stage}-follow-ups`;
    new scheduler.CfnScheduleGroup(this, "FollowUpSchedules", { name: groupName });
    const role = new iam.Role(this, "FollowUpSchedulerRole", {
      assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com").withConditions({
        StringEquals: { "aws:SourceAccount": this.account },
      }),
      description: "EventBridge Scheduler invokes the send-follow-up function with this role",
    });
    new iam.ManagedPolicy(this, "FollowUpSchedulerPolicy", {
      description: "Invoke the send-follow-up function, nothing else",
      roles: [role],
      statements: [new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [target.functionArn] })],
    });
    return { groupName, roleArn: role.roleArn, targetArn: target.functionArn };
  }

  /**
   * A bounded number of attempts and a maximum event age for every job, and, where the job names one, an on-failure
   * function that Lambda invokes with the failed invocation's record (it marks the job's record failed).
   */
  private boundAsyncInvocations(
    job: Pick<JobSpec, "name" | "onFailure">,
    fn: AppFunction,
    resources: FunctionResources,
    retryAttempts = JOB_RETRY_ATTEMPTS,
  ): void {
    let onFailure: LambdaDestination | undefined;
    if (job.onFailure) {
      const failed = new AppFunction(this, job.onFailure.id, {
        handler: job.onFailure.handler,
        grants: job.onFailure.grants,
        resources,
        description: `On failure of background job ${job.name}`,
        invocation: "async",
      });
      this.functions.set(job.onFailure.id, failed);
      onFailure = new LambdaDestination(failed.fn);
      // The destination is invoked with the job's own role; its policy is managed, so the grant is explicit here.
      fn.allowInvoke(failed.fn);
    }
    fn.fn.configureAsyncInvoke({ retryAttempts, maxEventAge: JOB_MAX_EVENT_AGE, onFailure });
  }

  /**
   * A random value only CloudFront and the public routes' authorizer know. It is not rotated automatically: CloudFront
   * holds a copy in its origin configuration, so rotating means a deploy of both stacks (docs/decisions.md).
   */
  private createOriginSecret(config: InfraConfig): secretsmanager.Secret {
    const secret = new secretsmanager.Secret(this, "OriginVerify", {
      description: `${config.appName}-${config.stage}: header value proving a request came through CloudFront`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const why =
      "This is not a credential to data: it only proves a request to the public API routes came through this deployment's CloudFront (and so its WAF rate rules).";
    acknowledge(
      secret,
      "AwsSolutions-SMG4",
      `${why} CloudFront keeps a copy in its origin configuration, so it is rotated by redeploying (docs/decisions.md), not by a rotation Lambda.`,
    );
    acknowledge(
      secret,
      "HIPAA.Security-SecretsManagerRotationEnabled",
      `${why} CloudFront keeps a copy in its origin configuration, so it is rotated by redeploying (docs/decisions.md), not by a rotation Lambda.`,
    );
    acknowledge(
      secret,
      "HIPAA.Security-SecretsManagerUsingKMSKey",
      `${why} Its value is visible to the account's operators in CloudFront's origin settings anyway, so a customer-managed key would protect nothing more.`,
    );
    return secret;
  }

  /** The Lambda authorizer of the public routes: allows a request only if it carries CloudFront's origin header. */
  private createOriginAuthorizer(resources: FunctionResources, secret: secretsmanager.ISecret): HttpLambdaAuthorizer {
    const fn = new AppFunction(this, "VerifyOrigin", {
      handler: "authorizers/cloudfront-origin",
      grants: [],
      resources,
      memoryMb: 256,
      timeoutSeconds: 5,
      description: "Lets only requests that came through CloudFront reach the public routes",
      invocation: "sync",
    });
    this.functions.set("VerifyOrigin", fn);
    // Resolved by CloudFormation at deploy time; the template holds only the reference.
    fn.fn.addEnvironment("ORIGIN_VERIFY_SECRET", secret.secretValue.unsafeUnwrap());
    return new HttpLambdaAuthorizer("ThroughCloudFront", fn.fn, {
      authorizerName: "through-cloudfront",
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      resultsCacheTtl: Duration.minutes(5),
    });
  }
}
