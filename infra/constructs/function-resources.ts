import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import type * as iam from "aws-cdk-lib/aws-iam";
import type * as kms from "aws-cdk-lib/aws-kms";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type * as sqs from "aws-cdk-lib/aws-sqs";

/** What the app's functions may be granted; each grant sets the env var and the IAM statement together. */
export interface FunctionResources {
  table: dynamodb.ITableV2 | dynamodb.ITable;
  /** A plain name (not a token), so the object grant reads literally in the policy and its acknowledgement. */
  uploadsBucketName: string;
  dataKey: kms.IKey;
  senderEmail: string;
  /** Where website enquiries are emailed. */
  operatorEmail: string;
  emailIdentityArn: string;
  configurationSetName: string;
  bedrockModelId: string;
  /** Amazon Translate's custom terminology that keeps drug names and units (issue 23). */
  translateTerminology: { name: string; arn: string };
  /** Amazon Transcribe or Amazon Transcribe Medical (cdk.json `speechService`). */
  speechService: "transcribe" | "transcribe-medical";
  /** The SSM parameter (a name fixed at synth time) where the web stack writes this deployment's web address. */
  webOriginParameterName: string;
  /** The audit trail's address hash key (a deploy-time reference; api/audit-client-key.ts), for audit:append. */
  auditClientKey?: string;
  logKey: kms.IKey;
  /** Customer-managed policy every function needs: its own log streams and, when tracing, X-Ray traces. */
  baselinePolicy: iam.IManagedPolicy;
  logRetentionDays: number;
  reservedConcurrency: number;
  /** X-Ray active tracing (cdk.json `tracing`). */
  tracing: boolean;
  baseEnvironment: Record<string, string>;
  /** Background functions by job name, for the jobs:* grants. */
  jobFunctions: Map<string, lambda.IFunction>;
  /** The queues queued jobs wait in, by job name: a jobs:* grant of such a job sends to its queue. */
  jobQueues: Map<string, sqs.IQueue>;
  /** Per queued job name, how many run at once (cdk.json `jobQueueConcurrency`). */
  jobQueueConcurrency: Record<string, number>;
  /** The role Amazon Transcribe assumes for a job it may queue (api/transcribe-data-access.ts); speech:start passes it. */
  speechDataAccessRole?: iam.IRole;
  /** The follow-ups' EventBridge Scheduler group, the role Scheduler invokes with, and its target (decision 201). */
  followUps?: { groupName: string; roleArn: string; targetArn: string };
}

/** The function a grant is applied to: where its env vars and IAM statements go. */
export interface GrantedFunction {
  /** Sets one of the function's environment variables. */
  env(key: string, value: string): void;
  /** The function's own grants policy (created on its first statement). */
  policy(): iam.ManagedPolicy;
  /** Lets the function invoke another. */
  allowInvoke(target: lambda.IFunction): void;
}
