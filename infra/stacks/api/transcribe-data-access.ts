import { Aws, type Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as kms from "aws-cdk-lib/aws-kms";
import { acknowledge } from "../../nag";

/** What Amazon Transcribe reads and writes for a job (lambdas/core/transcriptions/documents.ts makes these keys). */
export const TRANSCRIBE_AUDIO_OBJECTS = "transcriptions/*/*/audio.*";
export const TRANSCRIBE_OUTPUT_OBJECTS = "transcriptions/*/*/speech/*";

/**
 * The role Amazon Transcribe assumes for a job it may queue (JobExecutionSettings.DataAccessRoleArn, docs/scale.md):
 * a queued job reads its audio and writes its output later, so not with the starting function's own credentials. It
 * may read the recordings' audio, write the engine's output beside it, and use the data key the bucket encrypts
 * with for exactly that; only Transcribe acting for this account can assume it.
 */
export function createTranscribeDataAccessRole(
  stack: Stack,
  resources: { uploadsBucketName: string; dataKey: kms.IKey },
): iam.Role {
  const role = new iam.Role(stack, "TranscribeDataAccessRole", {
    assumedBy: new iam.ServicePrincipal("transcribe.amazonaws.com").withConditions({
      StringEquals: { "aws:SourceAccount": stack.account },
    }),
    description: "Amazon Transcribe reads a recording's audio and writes its transcript with this role",
  });
  const objects = (pattern: string) => `arn:${Aws.PARTITION}:s3:::${resources.uploadsBucketName}/${pattern}`;
  const policy = new iam.ManagedPolicy(stack, "TranscribeDataAccessPolicy", {
    description: "Read recordings' audio, write Transcribe's output beside it, with the data key",
    roles: [role],
    statements: [
      new iam.PolicyStatement({ actions: ["s3:GetObject"], resources: [objects(TRANSCRIBE_AUDIO_OBJECTS)] }),
      new iam.PolicyStatement({ actions: ["s3:PutObject"], resources: [objects(TRANSCRIBE_OUTPUT_OBJECTS)] }),
      // The uploads bucket is encrypted with the data key (SSE-KMS): Decrypt to read the audio, GenerateDataKey to
      // write the output, which the job also names as its OutputEncryptionKMSKeyId.
      new iam.PolicyStatement({
        actions: ["kms:Decrypt", "kms:GenerateDataKey"],
        resources: [resources.dataKey.keyArn],
      }),
    ],
  });
  for (const pattern of [TRANSCRIBE_AUDIO_OBJECTS, TRANSCRIBE_OUTPUT_OBJECTS]) {
    acknowledge(
      policy,
      "AwsSolutions-IAM5",
      "Recordings' object keys are made per clinician and record (transcriptions/<sub>/<id>/...); the pattern names only the audio, or only Transcribe's output folder, of those records in the uploads bucket.",
      `Resource::arn:<AWS::Partition>:s3:::${resources.uploadsBucketName}/${pattern}`,
    );
  }
  return role;
}
