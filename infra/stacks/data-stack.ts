import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import * as backup from "aws-cdk-lib/aws-backup";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as events from "aws-cdk-lib/aws-events";
import * as iam from "aws-cdk-lib/aws-iam";
import * as kms from "aws-cdk-lib/aws-kms";
import * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { type InfraConfig, tableNameOf } from "../config";
import { acknowledge } from "../nag";
import { TABLE_DESIGN } from "../table-design";

export interface DataStackProps extends StackProps {
  config: InfraConfig;
  uploadsBucketName: string;
}

/**
 * Everything that holds data and outlives deployments: encryption keys, the single table, the uploads bucket
 * and the access-log bucket. Production keeps them when the stack is deleted.
 */
export class DataStack extends Stack {
  readonly dataKey: kms.Key;
  readonly logKey: kms.Key;
  readonly table: dynamodb.TableV2;
  readonly uploadsBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.dataKey = new kms.Key(this, "DataKey", {
      description: `${config.appName}-${config.stage}: patient data (table, uploads, backups)`,
      enableKeyRotation: true,
      removalPolicy,
    });

    this.logKey = new kms.Key(this, "LogKey", {
      description: `${config.appName}-${config.stage}: CloudWatch Logs`,
      enableKeyRotation: true,
      removalPolicy,
    });
    this.logKey.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(`logs.${this.region}.amazonaws.com`)],
        actions: ["kms:Encrypt*", "kms:Decrypt*", "kms:ReEncrypt*", "kms:GenerateDataKey*", "kms:Describe*"],
        resources: ["*"],
        conditions: {
          ArnLike: {
            "kms:EncryptionContext:aws:logs:arn": this.formatArn({
              service: "logs",
              resource: "log-group",
              resourceName: "*",
            }),
          },
        },
      }),
    );

    const { partitionKey, sortKey, ttlAttribute } = TABLE_DESIGN;
    this.table = new dynamodb.TableV2(this, "Table", {
      tableName: tableNameOf(config),
      partitionKey: { name: partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: sortKey, type: dynamodb.AttributeType.STRING },
      billing: dynamodb.Billing.onDemand(),
      timeToLiveAttribute: ttlAttribute,
      dynamoStream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryptionV2.customerManagedKey(this.dataKey),
      deletionProtection: config.isProduction,
      removalPolicy,
    });

    const vault = new backup.BackupVault(this, "BackupVault", { encryptionKey: this.dataKey, removalPolicy });
    const plan = new backup.BackupPlan(this, "BackupPlan", {
      backupVault: vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: "Daily",
          scheduleExpression: events.Schedule.cron({ hour: "3", minute: "0" }),
          // Backups must not keep patient data much longer than the longest retention option (30 days).
          deleteAfter: Duration.days(35),
        }),
      ],
    });
    const selection = plan.addSelection("Table", { resources: [backup.BackupResource.fromArn(this.table.tableArn)] });
    acknowledge(
      selection,
      "AwsSolutions-IAM4",
      "AWS Backup's own service-role policy, maintained by AWS for the backup service; a hand-written copy would drift as the service changes.",
      "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup",
    );

    this.accessLogsBucket = new s3.Bucket(this, "AccessLogs", {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { expiration: Duration.days(config.logRetentionDays), noncurrentVersionExpiration: Duration.days(1) },
      ],
      removalPolicy,
      autoDeleteObjects: false,
    });
    acknowledge(
      this.accessLogsBucket,
      "AwsSolutions-S1",
      "This is the access-log destination for the other buckets and CloudFront; logging it into itself would loop.",
    );
    acknowledge(
      this.accessLogsBucket,
      "HIPAA.Security-S3BucketLoggingEnabled",
      "This is the access-log destination for the other buckets and CloudFront; logging it into itself would loop.",
    );
    acknowledge(
      this.accessLogsBucket,
      "HIPAA.Security-S3DefaultEncryptionKMS",
      "S3 server access logs and CloudFront standard logs can only be delivered to buckets encrypted with SSE-S3, not SSE-KMS.",
    );
    acknowledge(
      this.accessLogsBucket,
      "HIPAA.Security-S3BucketReplicationEnabled",
      "Access logs hold request metadata (client addresses, paths with record ids, user agents), no bodies and no link tokens (portal and feedback tokens travel in the URL fragment, which browsers never send); they expire after the log retention period, and a replica in another region would only copy those identifiers further.",
    );

    this.uploadsBucket = new s3.Bucket(this, "Uploads", {
      bucketName: props.uploadsBucketName,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.dataKey,
      bucketKeyEnabled: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: "s3/uploads/",
      // "Object Created" goes to EventBridge: audio written for a record that is gone is removed (jobs/object-created).
      eventBridgeEnabled: true,
      // No CORS here: the web stack sets it to the deployment's own web address, which this stack cannot know yet.
      lifecycleRules: [
        // Deleting a record deletes its objects; versioning must not keep a hidden copy of patient data.
        {
          id: "purge-deleted-versions",
          noncurrentVersionExpiration: Duration.days(1),
          expiredObjectDeleteMarker: true,
        },
        { id: "abort-incomplete-uploads", abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Backstop: an upload that never became a summary or transcription does not linger.
        { id: "expire-unclaimed-uploads", prefix: "incoming/", expiration: Duration.days(2) },
      ],
      removalPolicy,
    });
    this.acknowledgeNotificationsHelper();
    acknowledge(
      this.uploadsBucket,
      "HIPAA.Security-S3BucketReplicationEnabled",
      "Uploads are short-lived working copies deleted with their record (hours to days); replicating them to another region would widen where patient data lives, against the retention policy.",
    );
  }

  /** `eventBridgeEnabled` brings CDK's bucket-notifications singleton Lambda; its findings are acknowledged on it. */
  private acknowledgeNotificationsHelper(): void {
    const why =
      "CDK's bucket-notifications helper, which runs only during `cdk deploy` to send the uploads bucket's events to EventBridge";
    const notifications = this.uploadsBucket.node.tryFindChild("Notifications");
    const helper = this.node.findAll().find((c) => c.node.id.startsWith("BucketNotificationsHandler"));
    if (!notifications || !helper) throw new Error("The bucket-notifications helper was not found where CDK puts it");
    acknowledge(
      notifications,
      "HIPAA.Security-IAMNoInlinePolicy",
      `${why}; CDK writes its one-statement policy inline.`,
    );
    acknowledge(
      helper,
      "AwsSolutions-IAM4",
      `${why}; CDK attaches AWSLambdaBasicExecutionRole to it.`,
      "Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
    );
  }
}
