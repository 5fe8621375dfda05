import { Duration, RemovalPolicy } from "aws-cdk-lib";
import * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { acknowledge } from "../../nag";

/** The private, versioned bucket holding the web build; CloudFront reads it through origin access control. */
export function createSiteBucket(scope: Construct, accessLogsBucket: s3.IBucket): s3.Bucket {
  const siteBucket = new s3.Bucket(scope, "Site", {
    encryption: s3.BucketEncryption.S3_MANAGED,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    versioned: true,
    serverAccessLogsBucket: accessLogsBucket,
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
  return siteBucket;
}
