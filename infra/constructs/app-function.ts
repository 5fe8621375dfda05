import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Aws, Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as kms from "aws-cdk-lib/aws-kms";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import * as logs from "aws-cdk-lib/aws-logs";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { Grant, TableFamily, TableVerb } from "#lambdas/routes";
import { acknowledge } from "../nag";
import { externalModules, FILE_PACKAGES, packageClosure } from "./bundled-packages";

const lambdasDir = fileURLToPath(new URL("../../lambdas", import.meta.url));
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

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
  /** Amazon Transcribe or Amazon Transcribe Medical (cdk.json `speechService`). */
  speechService: "transcribe" | "transcribe-medical";
  /** The SSM parameter (a name fixed at synth time) where the web stack writes this deployment's web address. */
  webOriginParameterName: string;
  logKey: kms.IKey;
  /** Customer-managed policy every function needs: its own log streams and X-Ray traces (one for all functions). */
  baselinePolicy: iam.IManagedPolicy;
  logRetentionDays: number;
  reservedConcurrency: number;
  baseEnvironment: Record<string, string>;
  /** Background functions by job name, for the jobs:* grants. */
  jobFunctions: Map<string, lambda.IFunction>;
  /** The follow-ups' EventBridge Scheduler group, the role Scheduler invokes with, and its target (decision 201). */
  followUps?: { groupName: string; roleArn: string; targetArn: string };
}

/**
 * Native binaries for Lambda's linux-arm64, which npm does not install on another machine (an optional dependency
 * for another CPU): packed from the npm registry at bundling time, in the version of the package that loads them.
 * Only a real synth or deploy bundles; tests skip bundling.
 */
const ARM64_BINARIES: Record<string, Array<{ name: string; versionOf: string }>> = {
  "jobs/summarize-documents": [{ name: "@napi-rs/canvas-linux-arm64-gnu", versionOf: "@napi-rs/canvas" }],
};

function installArm64Binary(output: string, binary: { name: string; versionOf: string }, from: string): string[] {
  const [loader] = packageClosure([binary.versionOf], from);
  const { version } = JSON.parse(readFileSync(join(loader.dir, "package.json"), "utf8")) as { version: string };
  const tarball = `${binary.name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
  const target = `${output}/node_modules/${binary.name}`;
  return [
    `cd "${output}" && npm pack --silent "${binary.name}@${version}" > /dev/null`,
    `mkdir -p "${target}" && tar -xzf "${output}/${tarball}" -C "${target}" --strip-components=1 && rm "${output}/${tarball}"`,
  ];
}

export interface AppFunctionProps {
  /** Module under lambdas/ exporting `handler`, e.g. "api/settings/update". */
  handler: string;
  grants: Grant[];
  resources: FunctionResources;
  timeoutSeconds?: number;
  memoryMb?: number;
  description?: string;
  /** API-invoked functions are synchronous; only async functions get a DLQ. */
  invocation: "sync" | "async";
}

/**
 * The one place function defaults live: arm64, nodejs22.x, minified ESM bundle with source maps, a KMS-encrypted
 * log group with retention, its own role, reserved concurrency, and exactly the grants it asks for.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly deadLetterQueue?: sqs.Queue;
  private readonly handlerName: string;
  /** A customer-managed policy per function (HIPAA: no inline policies), holding exactly its grants; none if none. */
  private grantsPolicy?: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const r = props.resources;
    const functionName = `${stack.stackName}-${id}`.slice(0, 64);

    const logGroup = new logs.LogGroup(this, "Logs", {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: r.logRetentionDays as logs.RetentionDays,
      encryptionKey: r.logKey,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.role = new iam.Role(this, "Role", {
      assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
      description: `Runs ${props.handler}`,
      managedPolicies: [r.baselinePolicy],
    });
    this.handlerName = props.handler;

    const filePackages = FILE_PACKAGES[props.handler] ?? [];
    const copies = packageClosure(filePackages, repoRoot);
    const deadLetterQueue = props.invocation === "async" ? this.createDeadLetterQueue(r) : undefined;
    this.deadLetterQueue = deadLetterQueue;

    this.fn = new NodejsFunction(this, "Fn", {
      functionName,
      description: props.description ?? props.handler,
      entry: join(lambdasDir, `${props.handler}.ts`),
      handler: "handler",
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, "package-lock.json"),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memoryMb ?? 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      // Immutable view: everything the function may do lives in the managed policies, never in an inline one.
      role: this.role.withoutPolicyUpdates(),
      logGroup,
      reservedConcurrentExecutions: r.reservedConcurrency,
      deadLetterQueue,
      tracing: lambda.Tracing.ACTIVE,
      environment: { ...r.baseEnvironment, NODE_OPTIONS: "--enable-source-maps" },
      bundling: {
        format: OutputFormat.ESM,
        minify: true,
        sourceMap: true,
        target: "node22",
        // The AWS SDK v3 ships in the nodejs22.x runtime.
        externalModules: externalModules(props.handler),
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input: string, output: string) => [
            ...copies.map(
              (c) =>
                `mkdir -p "${output}/node_modules/${c.name}" && cp -R "${c.dir}/." "${output}/node_modules/${c.name}/"`,
            ),
            ...(ARM64_BINARIES[props.handler] ?? []).flatMap((b) => installArm64Binary(output, b, repoRoot)),
          ],
        },
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        // The ai:invoke grant sets AI_ENGINE=bedrock, so these bundles leave the offline engine out (adapters/ai/engine.ts).
        define: props.grants.includes("ai:invoke") ? { "process.env.CLEARNOTE_BUNDLE_AI": '"bedrock"' } : undefined,
      },
    });

    this.applyGrants(props.grants, r);
    if (deadLetterQueue) {
      this.policy.addStatements(
        new iam.PolicyStatement({ actions: ["sqs:SendMessage"], resources: [deadLetterQueue.queueArn] }),
      );
    }

    acknowledge(
      this.fn,
      "AwsSolutions-L1",
      "Pinned to nodejs22.x, the LTS line the project develops and tests against; a runtime upgrade is a deliberate, tested change.",
    );
    acknowledge(
      this.fn,
      "HIPAA.Security-LambdaInsideVPC",
      "The function talks only to AWS service APIs (DynamoDB, S3, KMS, SES, Bedrock) over TLS with IAM auth; it has no VPC resources to reach, and no inbound network path exists.",
    );
    if (props.invocation === "sync") {
      acknowledge(
        this.fn,
        "HIPAA.Security-LambdaDLQ",
        "Invoked synchronously by API Gateway; errors return to the caller. A DLQ only receives failed asynchronous invocations, which this function never has.",
      );
    }
  }

  /** Created on the first statement: CloudFormation refuses an empty managed policy. */
  private get policy(): iam.ManagedPolicy {
    this.grantsPolicy ??= new iam.ManagedPolicy(this, "Grants", {
      description: `Grants of ${this.handlerName}`,
      roles: [this.role],
    });
    return this.grantsPolicy;
  }

  /** Lets this function read the table's stream (the event source mapping polls with the function's role). */
  allowStreamRead(streamArn: string, dataKey: kms.IKey): void {
    this.policy.addStatements(
      new iam.PolicyStatement({
        actions: [
          "dynamodb:DescribeStream",
          "dynamodb:GetRecords",
          "dynamodb:GetShardIterator",
          "dynamodb:ListStreams",
        ],
        resources: [streamArn],
      }),
      new iam.PolicyStatement({ actions: ["kms:Decrypt", "kms:DescribeKey"], resources: [dataKey.keyArn] }),
    );
  }

  /** Lets this function invoke another (starting a job, or an asynchronous invocation's on-failure destination). */
  allowInvoke(target: lambda.IFunction): void {
    this.policy.addStatements(
      new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [target.functionArn] }),
    );
  }

  /** Failed asynchronous invocations land here (encrypted, TLS-only, kept 14 days) for an operator to inspect. */
  private createDeadLetterQueue(r: FunctionResources): sqs.Queue {
    const queue = new sqs.Queue(this, "DeadLetters", {
      encryption: sqs.QueueEncryption.KMS,
      encryptionMasterKey: r.dataKey,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      queue,
      "AwsSolutions-SQS3",
      "This queue is itself the dead-letter queue of the function's asynchronous invocations; it needs none of its own.",
    );
    return queue;
  }

  /**
   * Turns the grants into statements: one per table verb (scoped to the partition families named, if every grant
   * of that verb names one), one per S3 verb, and one for the data key holding the union of what those need.
   */
  private applyGrants(grants: Grant[], r: FunctionResources): void {
    const env = (key: string, value: string) => this.fn.addEnvironment(key, value);
    const keyActions = new Set<string>();
    const tableFamilies = new Map<TableVerb, Set<string> | "any">();

    for (const grant of new Set(grants)) {
      const [kind, verb, family] = grant.split(":");
      if (kind === "table") {
        const scoped = tableFamilies.get(verb as TableVerb);
        if (!family) tableFamilies.set(verb as TableVerb, "any");
        else if (scoped !== "any") tableFamilies.set(verb as TableVerb, new Set([...(scoped ?? []), family]));
        continue;
      }
      if (kind === "uploads") {
        const s3 = UPLOAD_VERBS[verb as UploadVerb];
        env("UPLOADS_BUCKET", r.uploadsBucketName);
        this.policy.addStatements(
          new iam.PolicyStatement({
            actions: s3.actions,
            resources: [`arn:${Aws.PARTITION}:s3:::${r.uploadsBucketName}/*`],
          }),
        );
        for (const action of s3.keyActions) keyActions.add(action);
        continue;
      }
      this.applyServiceGrant(grant, r);
    }

    for (const [verb, families] of tableFamilies) {
      env("TABLE_NAME", r.table.tableName);
      const leadingKeys = families === "any" ? undefined : [...families].map((f) => FAMILY_KEYS[f as TableFamily]);
      this.policy.addStatements(
        new iam.PolicyStatement({
          actions: TABLE_VERBS[verb].actions,
          resources: [r.table.tableArn],
          conditions: leadingKeys
            ? { "ForAllValues:StringLike": { "dynamodb:LeadingKeys": leadingKeys.sort() } }
            : undefined,
        }),
      );
      for (const action of TABLE_VERBS[verb].keyActions) keyActions.add(action);
    }

    if (keyActions.size > 0) {
      this.policy.addStatements(
        new iam.PolicyStatement({ actions: [...keyActions].sort(), resources: [r.dataKey.keyArn] }),
      );
    }
    if (grants.some((g) => g.startsWith("uploads:"))) {
      acknowledge(
        this.policy,
        "AwsSolutions-IAM5",
        "Object keys are generated per upload (user/ULID/file), so the grant names the uploads bucket's objects; it covers no other bucket and no bucket-level actions.",
        `Resource::arn:<AWS::Partition>:s3:::${r.uploadsBucketName}/*`,
      );
    }
  }

  private applyServiceGrant(grant: Grant, r: FunctionResources): void {
    const env = (key: string, value: string) => this.fn.addEnvironment(key, value);
    const stack = Stack.of(this);
    switch (grant) {
      case "mail:send":
        env("SENDER_EMAIL", r.senderEmail);
        env("SES_CONFIGURATION_SET", r.configurationSetName);
        env("OPERATOR_EMAIL", r.operatorEmail);
        this.policy.addStatements(
          new iam.PolicyStatement({
            actions: ["ses:SendEmail"],
            resources: [
              r.emailIdentityArn,
              stack.formatArn({
                service: "ses",
                resource: "configuration-set",
                resourceName: r.configurationSetName,
              }),
            ],
          }),
        );
        break;
      case "links:web-origin":
        // Emailed links point at this deployment's own web address, which the web stack writes to this parameter.
        env("WEB_ORIGIN_PARAMETER", r.webOriginParameterName);
        this.policy.addStatements(
          new iam.PolicyStatement({
            actions: ["ssm:GetParameter"],
            resources: [
              stack.formatArn({
                service: "ssm",
                resource: "parameter",
                resourceName: r.webOriginParameterName.replace(/^\//, ""),
              }),
            ],
          }),
        );
        break;
      case "jobs:summarize": {
        const job = r.jobFunctions.get("summarize-documents");
        if (!job) throw new Error("The summarize-documents job must be created before routes that start it");
        env("SUMMARIZE_FUNCTION_NAME", job.functionName);
        this.allowInvoke(job);
        break;
      }
      case "jobs:transcription-notes": {
        const job = r.jobFunctions.get("transcription-notes");
        if (!job) throw new Error("The transcription-notes job must be created before functions that start it");
        env("TRANSCRIPTION_NOTES_FUNCTION_NAME", job.functionName);
        this.allowInvoke(job);
        break;
      }
      case "speech:start":
      case "speech:read": {
        // Transcribe reads the audio and writes its output with the caller's own S3 and key grants (uploads:*).
        env("SPEECH_ENGINE", "transcribe");
        env("SPEECH_SERVICE", r.speechService);
        if (grant === "speech:start") env("DATA_KEY_ARN", r.dataKey.keyArn);
        const medical = r.speechService === "transcribe-medical";
        const resource = medical ? "medical-transcription-job" : "transcription-job";
        const action = `transcribe:${grant === "speech:start" ? "Start" : "Get"}${medical ? "Medical" : ""}TranscriptionJob`;
        const jobs = stack.formatArn({ service: "transcribe", resource, resourceName: "tx_*" });
        this.policy.addStatements(new iam.PolicyStatement({ actions: [action], resources: [jobs] }));
        acknowledge(
          this.policy,
          "AwsSolutions-IAM5",
          "Job names are made per recording (tx_<owner>_<record>), so the grant names this app's transcription jobs by their prefix; no other Transcribe resource.",
          `Resource::arn:<AWS::Partition>:transcribe:${stack.region}:${stack.account}:${resource}/tx_*`,
        );
        break;
      }
      case "followups:schedule":
      case "followups:cancel": {
        const followUps = r.followUps;
        if (!followUps) throw new Error("The follow-up schedule group must be created before functions that use it");
        env("FOLLOW_UP_SCHEDULE_GROUP", followUps.groupName);
        const schedules = stack.formatArn({
          service: "scheduler",
          resource: "schedule",
          resourceName: `${followUps.groupName}/follow-up-*`,
        });
        if (grant === "followups:cancel") {
          this.policy.addStatements(
            new iam.PolicyStatement({ actions: ["scheduler:DeleteSchedule"], resources: [schedules] }),
          );
        } else {
          env("FOLLOW_UP_TARGET_ARN", followUps.targetArn);
          env("FOLLOW_UP_ROLE_ARN", followUps.roleArn);
          this.policy.addStatements(
            new iam.PolicyStatement({ actions: ["scheduler:CreateSchedule"], resources: [schedules] }),
            new iam.PolicyStatement({
              actions: ["iam:PassRole"],
              resources: [followUps.roleArn],
              conditions: { StringEquals: { "iam:PassedToService": "scheduler.amazonaws.com" } },
            }),
          );
        }
        acknowledge(
          this.policy,
          "AwsSolutions-IAM5",
          "Follow-up schedules are named per summary (follow-up-<id>) when a summary is sent; the pattern covers only those schedules, in this app's own schedule group.",
          `Resource::arn:<AWS::Partition>:scheduler:${stack.region}:${stack.account}:schedule/${followUps.groupName}/follow-up-*`,
        );
        break;
      }
      case "ai:invoke":
        env("BEDROCK_MODEL_ID", r.bedrockModelId);
        env("AI_ENGINE", "bedrock");
        this.policy.addStatements(
          new iam.PolicyStatement({
            actions: ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"],
            resources: [
              stack.formatArn({
                service: "bedrock",
                account: "",
                resource: "foundation-model",
                resourceName: r.bedrockModelId,
              }),
              stack.formatArn({
                service: "bedrock",
                resource: "inference-profile",
                resourceName: r.bedrockModelId,
              }),
            ],
          }),
        );
        break;
      default:
        throw new Error(`Unknown grant ${grant}`);
    }
  }
}

type UploadVerb = "read" | "put" | "delete";

/** DynamoDB actions per verb, and what each needs of the table's customer-managed key. */
const TABLE_VERBS: Record<TableVerb, { actions: string[]; keyActions: string[] }> = {
  read: {
    actions: ["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query"],
    keyActions: ["kms:Decrypt", "kms:DescribeKey"],
  },
  write: {
    actions: ["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:ConditionCheckItem"],
    keyActions: ["kms:Encrypt", "kms:Decrypt", "kms:GenerateDataKey", "kms:DescribeKey"],
  },
  delete: { actions: ["dynamodb:DeleteItem"], keyActions: ["kms:Decrypt", "kms:DescribeKey"] },
  // Only deletes are made with it; the key actions are what those need, not what its puts would.
  "batch-write": { actions: ["dynamodb:BatchWriteItem"], keyActions: ["kms:Decrypt", "kms:DescribeKey"] },
};

/** S3 actions per verb on the uploads bucket's objects, and what SSE-KMS needs of the data key for each. */
const UPLOAD_VERBS: Record<UploadVerb, { actions: string[]; keyActions: string[] }> = {
  read: { actions: ["s3:GetObject"], keyActions: ["kms:Decrypt"] },
  put: { actions: ["s3:PutObject"], keyActions: ["kms:GenerateDataKey"] },
  delete: { actions: ["s3:DeleteObject"], keyActions: [] },
};

/**
 * The `dynamodb:LeadingKeys` pattern of each partition family (lambdas/adapters/store/keys.ts builds the keys; a
 * test checks every key it builds falls in exactly one family). The global counters are the one STATS partition.
 */
export const FAMILY_KEYS: Record<TableFamily, string> = {
  USER: "USER#*",
  PORTAL: "PORTAL#*",
  FEEDBACK: "FEEDBACK#*",
  CONTACT: "CONTACT#*",
  STATS: "STATS",
};
