import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import * as acm from "aws-cdk-lib/aws-certificatemanager";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import type * as cognito from "aws-cdk-lib/aws-cognito";
import type * as kms from "aws-cdk-lib/aws-kms";
import type * as s3 from "aws-cdk-lib/aws-s3";
import * as ssm from "aws-cdk-lib/aws-ssm";
import type { Construct } from "constructs";
import { PRERENDERED_PAGES } from "../../web/src/prerendered-pages";
import type { RuntimeConfig } from "../../web/src/runtime-config";
import { type InfraConfig, webOriginParameterName } from "../config";
import { createTranslateTerminology } from "../constructs/translate-terminology";
import { acknowledge } from "../nag";
import type { ApiOrigin } from "./api/origin-verification";
import { createSiteBucket } from "./web/site-bucket";
import { deploySite } from "./web/site-deployment";
import { setUploadsCors } from "./web/uploads-cors";
import { createSecurityHeaders, createSpaRewrite } from "./web/viewer-responses";
import { createWebAcl } from "./web/web-acl";

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

    const siteBucket = createSiteBucket(this, props.accessLogsBucket);
    const spaRewrite = createSpaRewrite(this, PRERENDERED_PAGES);
    const headers = createSecurityHeaders(this, {
      cognito: `https://cognito-idp.${this.region}.amazonaws.com`,
      uploads: `https://${props.uploadsBucket.bucketRegionalDomainName}`,
    });

    const { apiOrigin } = props;
    const webAcl = this.region === "us-east-1" ? createWebAcl(this, config, props.logKey) : undefined;
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
      translationEngine: "translate",
    };
    deploySite(this, siteBucket, this.distribution, runtimeConfig);

    this.webUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;
    new ssm.StringParameter(this, "WebOrigin", {
      parameterName: webOriginParameterName(config),
      stringValue: this.webUrl,
      description: `${config.appName}-${config.stage}: the web address emailed links point at (read by the API)`,
    });
    setUploadsCors(this, props.uploadsBucketName, [this.webUrl, ...config.allowedOrigins]);
    // After the CORS helper, which acknowledges the stack's one AwsCustomResource provider function.
    createTranslateTerminology(this, config);

    new CfnOutput(this, "WebUrl", { value: this.webUrl });
  }
}
