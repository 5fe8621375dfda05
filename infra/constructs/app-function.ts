import { Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as kms from "aws-cdk-lib/aws-kms";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import * as logs from "aws-cdk-lib/aws-logs";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { Grant } from "#lambdas/routes";
import { acknowledge } from "../nag";
import { functionCode } from "./function-bundling";
import { applyGrants } from "./function-grants";
import type { FunctionResources } from "./function-resources";

export interface AppFunctionProps {
  /** Module under lambdas/ exporting `handler`, e.g. "api/settings/update". */
  handler: string;
  grants: Grant[];
  resources: FunctionResources;
  timeoutSeconds?: number;
  memoryMb?: number;
  description?: string;
  /**
   * API-invoked functions are synchronous; only the others get a DLQ: as the DLQ of their asynchronous invocations
   * ("async"), or as the redrive target of the SQS queue they read ("queue": the job queues, decision 366).
   */
  invocation: "sync" | "async" | "queue";
  /** Overrides the deployment's reservedConcurrency (a queued job reserves its queue's maximum concurrency). */
  reservedConcurrency?: number;
}

/**
 * The one place function defaults live: arm64, nodejs22.x, minified ESM bundle with source maps, a KMS-encrypted
 * log group with retention, its own role, reserved concurrency, and exactly the grants it asks for.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly deadLetterQueue?: sqs.Queue;
  /**
   * The function's and its dead-letter queue's names as plain strings (not tokens): the operations stack's alarms
   * name them literally, so removing a function never waits on a cross-stack export still in use.
   */
  readonly functionName: string;
  readonly deadLetterQueueName?: string;
  /** A queued job's own queue (decision 366), named literally like the DLQ for the operations stack's alarms. */
  jobQueueName?: string;
  readonly handlerName: string;
  /** A customer-managed policy per function (HIPAA: no inline policies), holding exactly its grants; none if none. */
  private grantsPolicy?: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const r = props.resources;
    const functionName = appFunctionName(stack.stackName, id);
    this.functionName = functionName;

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

    const deadLetterQueue = props.invocation !== "sync" ? this.createDeadLetterQueue(r, functionName) : undefined;
    this.deadLetterQueue = deadLetterQueue;
    this.deadLetterQueueName = deadLetterQueue ? deadLetterQueueNameOf(functionName) : undefined;

    this.fn = new NodejsFunction(this, "Fn", {
      functionName,
      description: props.description ?? props.handler,
      ...functionCode(props.handler),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memoryMb ?? 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      // Immutable view: everything the function may do lives in the managed policies, never in an inline one.
      role: this.role.withoutPolicyUpdates(),
      logGroup,
      reservedConcurrentExecutions: props.reservedConcurrency ?? r.reservedConcurrency,
      deadLetterQueue: props.invocation === "async" ? deadLetterQueue : undefined,
      tracing: r.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
      environment: { ...r.baseEnvironment, NODE_OPTIONS: "--enable-source-maps" },
    });

    applyGrants(
      this,
      {
        env: (key, value) => this.fn.addEnvironment(key, value),
        policy: () => this.policy,
        allowInvoke: (target) => this.allowInvoke(target),
      },
      props.grants,
      r,
    );
    if (deadLetterQueue && props.invocation === "async") {
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
    if (props.invocation === "queue") {
      acknowledge(
        this.fn,
        "HIPAA.Security-LambdaDLQ",
        "Invoked only by its SQS queue's event source, never asynchronously: a message that fails every receive moves to the queue's own dead-letter queue (this function's DeadLetters), which a function-level DLQ would never receive.",
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

  /** Lets this function's event source mapping read and delete messages of a queue encrypted with the data key. */
  allowQueueConsume(queueArn: string, dataKey: kms.IKey): void {
    this.policy.addStatements(
      new iam.PolicyStatement({
        actions: ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:ChangeMessageVisibility", "sqs:GetQueueAttributes"],
        resources: [queueArn],
      }),
      new iam.PolicyStatement({ actions: ["kms:Decrypt"], resources: [dataKey.keyArn] }),
    );
  }

  /** Lets this function invoke another (starting a job, or an asynchronous invocation's on-failure destination). */
  allowInvoke(target: lambda.IFunction): void {
    this.policy.addStatements(
      new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [target.functionArn] }),
    );
  }

  /**
   * Failed asynchronous invocations, or a queued job's messages that failed every receive, land here (encrypted,
   * TLS-only, kept 14 days) for an operator to inspect.
   */
  private createDeadLetterQueue(r: FunctionResources, functionName: string): sqs.Queue {
    const queue = new sqs.Queue(this, "DeadLetters", {
      queueName: deadLetterQueueNameOf(functionName),
      encryption: sqs.QueueEncryption.KMS,
      encryptionMasterKey: r.dataKey,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      queue,
      "AwsSolutions-SQS3",
      "This queue is itself a dead-letter queue (of the function's asynchronous invocations, or of its job queue's messages); it needs none of its own.",
    );
    return queue;
  }
}

/** A function's name: its stack's name and its construct id (Lambda allows 64 characters). */
export function appFunctionName(stackName: string, id: string): string {
  return `${stackName}-${id}`.slice(0, 64);
}

/** Its dead-letter queue's name (SQS allows 80 characters). */
function deadLetterQueueNameOf(functionName: string): string {
  return `${functionName}-dead-letters`;
}
