import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { buildApp, template } from "./support";

const { stacks } = buildApp();
const data = template(stacks.data);

describe("data stack", () => {
  it("keys the table pk/sk, TTL on expiresAt and a stream with both images, and deploys no index nothing reads", () => {
    data.hasResourceProperties("AWS::DynamoDB::GlobalTable", {
      KeySchema: [
        { AttributeName: "pk", KeyType: "HASH" },
        { AttributeName: "sk", KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: Match.absent(),
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
      StreamSpecification: { StreamViewType: "NEW_AND_OLD_IMAGES" },
    });
  });

  it("encrypts the table with the customer-managed key and keeps point-in-time recovery", () => {
    data.hasResourceProperties("AWS::DynamoDB::GlobalTable", {
      SSESpecification: { SSEEnabled: true, SSEType: "KMS" },
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          SSESpecification: { KMSMasterKeyId: Match.anyValue() },
        }),
      ],
    });
  });

  it("rotates every KMS key", () => {
    const keys = data.findResources("AWS::KMS::Key");
    expect(Object.keys(keys).length).toBeGreaterThanOrEqual(2);
    for (const key of Object.values(keys)) expect(key.Properties.EnableKeyRotation).toBe(true);
  });

  it("blocks public access, versions and KMS-encrypts the uploads bucket", () => {
    data.hasResourceProperties("AWS::S3::Bucket", {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          Match.objectLike({ ServerSideEncryptionByDefault: Match.objectLike({ SSEAlgorithm: "aws:kms" }) }),
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: "Enabled" },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: "s3/uploads/" }),
    });
  });

  it("sends the uploads bucket's object events to EventBridge, where object-created removes audio without a record", () => {
    data.hasResourceProperties("Custom::S3BucketNotifications", {
      NotificationConfiguration: { EventBridgeConfiguration: {} },
    });
  });

  it("leaves the uploads bucket's CORS to the web stack, which knows the deployment's web address", () => {
    for (const bucket of Object.values(data.findResources("AWS::S3::Bucket"))) {
      expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    }
  });

  it("has a lifecycle backstop that purges deleted versions and unclaimed uploads", () => {
    data.hasResourceProperties("AWS::S3::Bucket", {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Id: "purge-deleted-versions", NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
          Match.objectLike({ Id: "expire-unclaimed-uploads", Prefix: "incoming/", ExpirationInDays: 2 }),
        ]),
      },
    });
  });

  it("denies every request to a bucket that is not over TLS", () => {
    const policies = Object.values(data.findResources("AWS::S3::BucketPolicy"));
    expect(policies.length).toBeGreaterThanOrEqual(2);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
      );
    }
  });

  it("backs the table up daily for no longer than 35 days", () => {
    data.hasResourceProperties("AWS::Backup::BackupPlan", {
      BackupPlan: { BackupPlanRule: [Match.objectLike({ Lifecycle: { DeleteAfterDays: 35 } })] },
    });
  });

  it("retains data resources in production and not in dev", () => {
    const prod = template(buildApp({ stage: "prod" }).stacks.data);
    prod.hasResource("AWS::DynamoDB::GlobalTable", { DeletionPolicy: "Retain" });
    data.hasResource("AWS::DynamoDB::GlobalTable", { DeletionPolicy: "Delete" });
  });
});
