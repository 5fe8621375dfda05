import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ArnFormat, Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import * as acm from "aws-cdk-lib/aws-certificatemanager";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import type * as cognito from "aws-cdk-lib/aws-cognito";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as kms from "aws-cdk-lib/aws-kms";
import * as logs from "aws-cdk-lib/aws-logs";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as deploy from "aws-cdk-lib/aws-s3-deployment";
import * as ssm from "aws-cdk-lib/aws-ssm";
import * as wafv2 from "aws-cdk-lib/aws-wafv2";
import * as cr from "aws-cdk-lib/custom-resources";
import type { Construct } from "constructs";
import { PRERENDERED_PAGES } from "../../web/src/prerendered-pages";
import type { RuntimeConfig } from "../../web/src/runtime-config";
import { type InfraConfig, webOriginParameterName } from "../config";
import { contentSecurityPolicy } from "../constructs/content-security-policy";
import { acknowledge } from "../nag";
import { type PublicRateLimit, publicRateLimits } from "../public-rate-limits";
import type { ApiOrigin } from "./api-stack";

const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface WebStackProps extends StackProps {
  config: InfraConfig;
  apiOrigin: ApiOrigin;
  userPool: cognito.IUserPool;
  webClient: cognito.IUserPoolClient;
  uploadsBucket: s3.IBucket;
  /** The uploads bucket's fixed name, so the CORS grant below names it literally. */
  uploadsBucketName: string;
  accessLogsBucket: s3.IBucket;
  logKey: kms.IKey;
}

/**
 * The SPA behind CloudFront: private bucket with origin access control, SPA fallback that never touches /api/*,
 * strict security headers, /api/* forwarded to the HTTP API, and /config.json written at deploy time. It also
 * publishes the deployment's web address: to the API (an SSM parameter) and to the uploads bucket (its CORS).
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  /** https://<custom domain or CloudFront domain>: the only address emailed links and upload CORS use. */
  readonly webUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const siteBucket = new s3.Bucket(this, "Site", {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: "s3/site/",
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
    acknowledge(
      siteBucket,
      "HIPAA.Security-S3DefaultEncryptionKMS",
      "Holds only the public build of the web app (HTML, JS, CSS, config.json with public ids), no patient data; SSE-S3 lets CloudFront read it through origin access control without a KMS grant.",
    );
    acknowledge(
      siteBucket,
      "HIPAA.Security-S3BucketReplicationEnabled",
      "The web build is reproducible from the repository and redeployed by `npm run deploy`; a replica adds nothing.",
    );

    // Client-side routes (no file extension) get index.html, except the marketing pages rendered at build time, which
    // get their own file (decision 219); /api/* has its own behavior and never reaches this.
    const spaRewrite = new cloudfront.Function(this, "SpaRewrite", {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        `var pages=${JSON.stringify(PRERENDERED_PAGES)};function handler(event){var r=event.request;if(!/\\.[a-zA-Z0-9]+$/.test(r.uri)){r.uri=pages.hasOwnProperty(r.uri)?pages[r.uri]:'/index.html';}return r;}`,
      ),
    });

    const cognitoHost = `https://cognito-idp.${this.region}.amazonaws.com`;
    const uploadsHost = `https://${props.uploadsBucket.bucketRegionalDomainName}`;
    const csp = contentSecurityPolicy({ connect: [cognitoHost, uploadsHost], media: [uploadsHost] });

    const headers = new cloudfront.ResponseHeadersPolicy(this, "SecurityHeaders", {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: "Permissions-Policy", value: "camera=(), geolocation=(), microphone=(self)", override: true },
        ],
      },
    });

    const { apiOrigin } = props;
    const webAcl = this.region === "us-east-1" ? this.createWebAcl(config, props.logKey) : undefined;
    const customDomain =
      config.domainName && config.certificateArn
        ? {
            domainNames: [config.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, "Certificate", config.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    this.distribution = new cloudfront.Distribution(this, "Distribution", {
      comment: `${config.appName}-${config.stage} web`,
      defaultRootObject: "index.html",
      ...customDomain,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: "cloudfront/",
      webAclId: webAcl?.attrArn,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        "/api/*": {
          origin: new origins.HttpOrigin(apiOrigin.domainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            // Replaces any header of that name a viewer sends; resolved from Secrets Manager at deploy time.
            customHeaders: { [apiOrigin.verifyHeader]: apiOrigin.secret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiOrigin.forwardHost
            ? cloudfront.OriginRequestPolicy.ALL_VIEWER
            : cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });

    if (!webAcl) {
      acknowledge(
        this.distribution,
        "AwsSolutions-CFR2",
        `WAF web ACLs for CloudFront can only be created in us-east-1; this stage deploys to ${this.region}. Deploy to us-east-1 to get the web ACL.`,
      );
    }
    acknowledge(
      this.distribution,
      "AwsSolutions-CFR1",
      "Patients open their summaries wherever they are (including abroad); access is controlled by sign-in and per-summary link tokens, not geography.",
    );
    if (!config.domainName) {
      acknowledge(
        this.distribution,
        "AwsSolutions-CFR4",
        "Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose minimum TLS version CloudFront fixes; set domainName and certificateArn to enforce TLSv1.2_2021.",
      );
    }

    const runtimeConfig: RuntimeConfig = {
      stage: config.stage,
      region: this.region,
      apiUrl: "/api",
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.webClient.userPoolClientId,
      authFlowType: "USER_SRP_AUTH",
      aiEngine: "bedrock",
    };
    const sources = [deploy.Source.jsonData("config.json", runtimeConfig)];
    if (existsSync(webDist)) sources.unshift(deploy.Source.asset(webDist));
    new deploy.BucketDeployment(this, "DeploySite", {
      destinationBucket: siteBucket,
      sources,
      distribution: this.distribution,
      distributionPaths: ["/index.html", "/pages/*", "/config.json"],
      prune: false,
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentHelper(siteBucket);

    this.webUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;
    new ssm.StringParameter(this, "WebOrigin", {
      parameterName: webOriginParameterName(config),
      stringValue: this.webUrl,
      description: `${config.appName}-${config.stage}: the web address emailed links point at (read by the API)`,
    });
    this.setUploadsCors(props.uploadsBucketName, [this.webUrl, ...config.allowedOrigins]);

    new CfnOutput(this, "WebUrl", { value: this.webUrl });
  }

  /**
   * The browser posts uploads straight to the bucket, so its CORS must name this deployment's address. The bucket
   * lives in the data stack, which deploys first and cannot know the distribution's domain; this stack sets the
   * bucket's CORS once it does (the data stack declares none, so CloudFormation never resets it).
   */
  private setUploadsCors(bucketName: string, allowedOrigins: string[]): void {
    const bucket = { Bucket: bucketName };
    const cors = new cr.AwsCustomResource(this, "UploadsCors", {
      resourceType: "Custom::UploadsCors",
      onUpdate: {
        service: "S3",
        action: "PutBucketCors",
        parameters: {
          ...bucket,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: allowedOrigins,
                AllowedMethods: ["POST", "GET"],
                AllowedHeaders: ["*"],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        },
        physicalResourceId: cr.PhysicalResourceId.of(`${bucketName}-cors`),
      },
      onDelete: { service: "S3", action: "DeleteBucketCors", parameters: bucket },
      // PutBucketCors and DeleteBucketCors are both authorised by s3:PutBucketCORS.
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({
          actions: ["s3:PutBucketCORS"],
          resources: [`arn:${Aws.PARTITION}:s3:::${bucketName}`],
        }),
      ]),
      installLatestAwsSdk: false,
    });
    this.acknowledgeCustomResourceHelper(cors);
  }

  /** AwsCustomResource brings a CDK-owned singleton Lambda; its findings are acknowledged on that one function. */
  private acknowledgeCustomResourceHelper(cors: cr.AwsCustomResource): void {
    const why =
      "CDK's AwsCustomResource helper, which runs only during `cdk deploy` to set the uploads bucket's CORS to this deployment's web address";
    acknowledge(cors, "HIPAA.Security-IAMNoInlinePolicy", `${why}; CDK writes its one-statement policy inline.`);
    const helper = this.node.tryFindChild(`AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, "")}`);
    if (!helper) throw new Error("AwsCustomResource's provider function was not found where CDK puts it");
    acknowledge(
      helper,
      "AwsSolutions-IAM4",
      `${why}; CDK attaches AWSLambdaBasicExecutionRole to it.`,
      "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
    );
    acknowledge(helper, "HIPAA.Security-LambdaConcurrency", `${why}; it runs once per deployment.`);
    acknowledge(helper, "HIPAA.Security-LambdaDLQ", `${why}; CloudFormation invokes it and reports failures itself.`);
    acknowledge(
      helper,
      "HIPAA.Security-LambdaInsideVPC",
      `${why}; it calls only the S3 API and touches no patient data.`,
    );
  }

  private createWebAcl(config: InfraConfig, logKey: kms.IKey): wafv2.CfnWebACL {
    const rule = (name: string, priority: number, vendor: string) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: "AWS", name: vendor } },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
    });
    const acl = new wafv2.CfnWebACL(this, "WebAcl", {
      scope: "CLOUDFRONT",
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: `${config.appName}-${config.stage}`,
        sampledRequestsEnabled: true,
      },
      rules: [
        rule("CommonRules", 1, "AWSManagedRulesCommonRuleSet"),
        rule("KnownBadInputs", 2, "AWSManagedRulesKnownBadInputsRuleSet"),
        rule("IpReputation", 3, "AWSManagedRulesAmazonIpReputationList"),
        // One rule per public route, counted per client address: a client over its limit is blocked on that route
        // alone, and nobody else is affected (unlike a shared throttle one client could use up for every patient).
        ...publicRateLimits().map((limit, i) => rateRule(limit, 10 + i)),
        // Everything under /api/ from one address, as a backstop against floods of the signed-in routes.
        rateRule({ id: "Api", path: "/api/", exact: false, limit: 1000, windowSeconds: 300 }, 50),
      ],
    });
    // WAF requires the log group name to start with aws-waf-logs-.
    const wafLogs = new logs.LogGroup(this, "WafLogs", {
      logGroupName: `aws-waf-logs-${config.appName}-${config.stage}`,
      retention: config.logRetentionDays as logs.RetentionDays,
      encryptionKey: logKey,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new wafv2.CfnLoggingConfiguration(this, "WebAclLogging", {
      resourceArn: acl.attrArn,
      logDestinationConfigs: [
        this.formatArn({
          service: "logs",
          resource: "log-group",
          resourceName: wafLogs.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      // Query strings and cookies are never logged: portal links and sessions must not end up in logs.
      redactedFields: [
        { queryString: {} },
        { singleHeader: { Name: "authorization" } },
        { singleHeader: { Name: "cookie" } },
      ],
    });
    return acl;
  }

  /** BucketDeployment brings a CDK-owned singleton Lambda; its findings are acknowledged on that one function. */
  private acknowledgeDeploymentHelper(siteBucket: s3.Bucket): void {
    const helper = this.node.children.find((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"));
    if (!helper) return;
    const why = "CDK's BucketDeployment helper, which runs only during `cdk deploy` to copy the static web build";
    acknowledge(
      helper,
      "AwsSolutions-IAM4",
      `${why}; CDK attaches AWSLambdaBasicExecutionRole to it.`,
      "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
    );
    acknowledge(helper, "AwsSolutions-L1", `${why}; CDK chooses its runtime.`);
    acknowledge(helper, "HIPAA.Security-LambdaConcurrency", `${why}; it runs once per deployment.`);
    acknowledge(helper, "HIPAA.Security-LambdaDLQ", `${why}; CloudFormation invokes it and reports failures itself.`);
    acknowledge(
      helper,
      "HIPAA.Security-LambdaInsideVPC",
      `${why}; it touches only S3 and CloudFront APIs and no patient data.`,
    );
    acknowledge(helper, "HIPAA.Security-IAMNoInlinePolicy", `${why}; CDK writes its policy inline.`);
    const siteArn = `<${this.getLogicalId(siteBucket.node.defaultChild as s3.CfnBucket)}.Arn>`;
    const assets = `arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${this.account}-${this.region}/*`;
    const wildcards: Array<[string, string]> = [
      ["Resource::*", "CloudFront invalidations cannot be scoped to a resource"],
      ["Action::s3:GetBucket*", "CDK's fixed read grant on the asset and site buckets"],
      ["Action::s3:GetObject*", "CDK's fixed read grant on the asset and site buckets"],
      ["Action::s3:List*", "CDK's fixed read grant on the asset and site buckets"],
      ["Action::s3:Abort*", "CDK's fixed write grant on the site bucket"],
      ["Action::s3:DeleteObject*", "CDK's fixed write grant on the site bucket"],
      [`Resource::${assets}`, "the CDK bootstrap asset bucket that holds the zipped web build"],
      [`Resource::${siteArn}/*`, "the objects of this stack's site bucket"],
    ];
    for (const [appliesTo, detail] of wildcards) {
      acknowledge(helper, "AwsSolutions-IAM5", `${why}: ${detail}.`, appliesTo);
    }
  }
}

/**
 * A WAF rule blocking (with 429) a client address that sends more than `limit` requests to `path` within the window.
 * The path is URL-decoded, normalised and lower-cased first, so `/api/%66eedback`, `//api/./feedback` or
 * `/API/feedback` count too.
 */
function rateRule(limit: PublicRateLimit, priority: number): wafv2.CfnWebACL.RuleProperty {
  const name = `RateLimit${limit.id}`;
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        limit: limit.limit,
        evaluationWindowSec: limit.windowSeconds,
        aggregateKeyType: "IP",
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: limit.exact ? "EXACTLY" : "STARTS_WITH",
            searchString: limit.path.toLowerCase(),
            textTransformations: [
              { priority: 0, type: "URL_DECODE" },
              { priority: 1, type: "NORMALIZE_PATH" },
              { priority: 2, type: "LOWERCASE" },
            ],
          },
        },
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}
