import { Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type { Construct } from "constructs";
import type { Grant } from "#lambdas/routes";
import { acknowledge } from "../nag";
import type { FunctionResources, GrantedFunction } from "./function-resources";

/**
 * The grants to AWS services other than the table and the uploads bucket (mail, links, jobs, speech, follow-ups,
 * AI): each sets the env vars the function reads and adds the one statement it needs.
 */
export function applyServiceGrant(scope: Construct, target: GrantedFunction, grant: Grant, r: FunctionResources): void {
  const { env } = target;
  const stack = Stack.of(scope);
  switch (grant) {
    case "mail:send":
      env("SENDER_EMAIL", r.senderEmail);
      env("SES_CONFIGURATION_SET", r.configurationSetName);
      env("OPERATOR_EMAIL", r.operatorEmail);
      target.policy().addStatements(
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
      target.policy().addStatements(
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
    case "jobs:summarize":
      sendToJobQueue(target, r, "summarize-documents", "SUMMARIZE_QUEUE_URL");
      break;
    case "jobs:transcription-notes":
      sendToJobQueue(target, r, "transcription-notes", "TRANSCRIPTION_NOTES_QUEUE_URL");
      break;
    case "jobs:apply-retention": {
      const job = r.jobFunctions.get("apply-retention");
      if (!job) throw new Error("The apply-retention job must be created before routes that start it");
      env("RETENTION_FUNCTION_NAME", job.functionName);
      target.allowInvoke(job);
      break;
    }
    case "speech:start":
    case "speech:read": {
      // Transcribe reads the audio and writes its output with the data-access role, which lets it queue jobs past the
      // concurrent-job quota; Transcribe Medical (no queueing) with the caller's own S3 and key grants (uploads:*).
      env("SPEECH_ENGINE", "transcribe");
      env("SPEECH_SERVICE", r.speechService);
      const medical = r.speechService === "transcribe-medical";
      if (grant === "speech:start") {
        env("DATA_KEY_ARN", r.dataKey.keyArn);
        if (!medical) passSpeechDataAccessRole(target, r);
      }
      const resource = medical ? "medical-transcription-job" : "transcription-job";
      const action = `transcribe:${grant === "speech:start" ? "Start" : "Get"}${medical ? "Medical" : ""}TranscriptionJob`;
      const jobs = stack.formatArn({ service: "transcribe", resource, resourceName: "tx_*" });
      target.policy().addStatements(new iam.PolicyStatement({ actions: [action], resources: [jobs] }));
      acknowledge(
        target.policy(),
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
        target
          .policy()
          .addStatements(new iam.PolicyStatement({ actions: ["scheduler:DeleteSchedule"], resources: [schedules] }));
      } else {
        env("FOLLOW_UP_TARGET_ARN", followUps.targetArn);
        env("FOLLOW_UP_ROLE_ARN", followUps.roleArn);
        target.policy().addStatements(
          new iam.PolicyStatement({ actions: ["scheduler:CreateSchedule"], resources: [schedules] }),
          new iam.PolicyStatement({
            actions: ["iam:PassRole"],
            resources: [followUps.roleArn],
            conditions: { StringEquals: { "iam:PassedToService": "scheduler.amazonaws.com" } },
          }),
        );
      }
      acknowledge(
        target.policy(),
        "AwsSolutions-IAM5",
        "Follow-up schedules are named per summary (follow-up-<id>) when a summary is sent; the pattern covers only those schedules, in this app's own schedule group.",
        `Resource::arn:<AWS::Partition>:scheduler:${stack.region}:${stack.account}:schedule/${followUps.groupName}/follow-up-*`,
      );
      break;
    }
    case "ai:invoke":
      env("BEDROCK_MODEL_ID", r.bedrockModelId);
      env("AI_ENGINE", "bedrock");
      target.policy().addStatements(
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
    case "translate:text":
      env("TRANSLATION_ENGINE", "translate");
      env("TRANSLATE_TERMINOLOGY", r.translateTerminology.name);
      target
        .policy()
        .addStatements(
          new iam.PolicyStatement({ actions: ["translate:GetTerminology"], resources: [r.translateTerminology.arn] }),
        );
      target
        .policy()
        .addStatements(new iam.PolicyStatement({ actions: ["translate:TranslateText"], resources: ["*"] }));
      acknowledge(
        target.policy(),
        "AwsSolutions-IAM5",
        "Amazon Translate's TranslateText has no resource type to scope it to (the Service Authorization Reference lists none); the terminology it uses is granted by its ARN.",
        "Resource::*",
      );
      break;
    default:
      throw new Error(`Unknown grant ${grant}`);
  }
}

/** Names the data-access role to the function and lets it pass that role, and no other, to Transcribe only. */
function passSpeechDataAccessRole(target: GrantedFunction, r: FunctionResources): void {
  const role = r.speechDataAccessRole;
  if (!role) throw new Error("The Transcribe data-access role must be created before functions that start jobs");
  target.env("SPEECH_DATA_ACCESS_ROLE_ARN", role.roleArn);
  target.policy().addStatements(
    new iam.PolicyStatement({
      actions: ["iam:PassRole"],
      resources: [role.roleArn],
      conditions: { StringEquals: { "iam:PassedToService": "transcribe.amazonaws.com" } },
    }),
  );
}

/** A queued job is started by a message on its queue (decision 366): the queue's URL, and SendMessage on it alone. */
function sendToJobQueue(target: GrantedFunction, r: FunctionResources, jobName: string, variable: string): void {
  const queue = r.jobQueues.get(jobName);
  if (!queue) throw new Error(`The ${jobName} job's queue must be created before functions that start it`);
  target.env(variable, queue.queueUrl);
  target.policy().addStatements(
    new iam.PolicyStatement({ actions: ["sqs:SendMessage"], resources: [queue.queueArn] }),
    // The queue is encrypted with the data key: a sender makes the message's data key.
    new iam.PolicyStatement({ actions: ["kms:Decrypt", "kms:GenerateDataKey"], resources: [r.dataKey.keyArn] }),
  );
}
