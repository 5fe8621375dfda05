import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Stack } from "aws-cdk-lib";
import type * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import type * as s3 from "aws-cdk-lib/aws-s3";
import * as deploy from "aws-cdk-lib/aws-s3-deployment";
import { acknowledge } from "../../nag";
import { acknowledgeDeployTimeHelper } from "./deploy-time-helper";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Copies the web build (when it has been built) and /config.json, written at deploy time, to the site bucket, and
 * invalidates the files that are not content-hashed.
 */
export function deploySite(
  stack: Stack,
  siteBucket: s3.Bucket,
  distribution: cloudfront.Distribution,
  /** The app's /config.json: a RuntimeConfig (web/src/runtime-config.ts), which the stack builds. */
  runtimeConfig: object,
): void {
  const sources = [deploy.Source.jsonData("config.json", runtimeConfig)];
  if (existsSync(webDist)) sources.unshift(deploy.Source.asset(webDist));
  new deploy.BucketDeployment(stack, "DeploySite", {
    destinationBucket: siteBucket,
    sources,
    distribution,
    distributionPaths: ["/index.html", "/pages/*", "/config.json"],
    prune: false,
    memoryLimit: 512,
  });
  acknowledgeDeploymentHelper(stack, siteBucket);
}

/** BucketDeployment brings a CDK-owned singleton Lambda; its findings are acknowledged on that one function. */
function acknowledgeDeploymentHelper(stack: Stack, siteBucket: s3.Bucket): void {
  const helper = stack.node.children.find((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"));
  if (!helper) return;
  const why = "CDK's BucketDeployment helper, which runs only during `cdk deploy` to copy the static web build";
  acknowledgeDeployTimeHelper(helper, why, "it touches only S3 and CloudFront APIs and no patient data");
  acknowledge(helper, "AwsSolutions-L1", `${why}; CDK chooses its runtime.`);
  acknowledge(helper, "HIPAA.Security-IAMNoInlinePolicy", `${why}; CDK writes its policy inline.`);
  const siteArn = `<${stack.getLogicalId(siteBucket.node.defaultChild as s3.CfnBucket)}.Arn>`;
  const assets = `arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${stack.account}-${stack.region}/*`;
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
