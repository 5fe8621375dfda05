import { Aws, type Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import * as cr from "aws-cdk-lib/custom-resources";
import { acknowledge } from "../../nag";
import { acknowledgeDeployTimeHelper } from "./deploy-time-helper";

/**
 * The browser posts uploads straight to the bucket, so its CORS must name this deployment's address. The bucket
 * lives in the data stack, which deploys first and cannot know the distribution's domain; this stack sets the
 * bucket's CORS once it does (the data stack declares none, so CloudFormation never resets it).
 */
export function setUploadsCors(stack: Stack, bucketName: string, allowedOrigins: string[]): void {
  const bucket = { Bucket: bucketName };
  const cors = new cr.AwsCustomResource(stack, "UploadsCors", {
    resourceType: "Custom::UploadsCors",
    onUpdate: {
      service: "S3",
      action: "PutBucketCors",
      parameters: {
        ...bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: allowedOrigins,
              AllowedMethods: ["POST", "GET"],
              AllowedHeaders: ["*"],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      },
      physicalResourceId: cr.PhysicalResourceId.of(`${bucketName}-cors`),
    },
    onDelete: { service: "S3", action: "DeleteBucketCors", parameters: bucket },
    // PutBucketCors and DeleteBucketCors are both authorised by s3:PutBucketCORS.
    policy: cr.AwsCustomResourcePolicy.fromStatements([
      new iam.PolicyStatement({
        actions: ["s3:PutBucketCORS"],
        resources: [`arn:${Aws.PARTITION}:s3:::${bucketName}`],
      }),
    ]),
    installLatestAwsSdk: false,
  });
  acknowledgeCustomResourceHelper(stack, cors);
}

/** AwsCustomResource brings a CDK-owned singleton Lambda; its findings are acknowledged on that one function. */
function acknowledgeCustomResourceHelper(stack: Stack, cors: cr.AwsCustomResource): void {
  const why =
    "CDK's AwsCustomResource helper, which runs only during `cdk deploy` to set the uploads bucket's CORS to this deployment's web address";
  acknowledge(cors, "HIPAA.Security-IAMNoInlinePolicy", `${why}; CDK writes its one-statement policy inline.`);
  const helper = stack.node.tryFindChild(`AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, "")}`);
  if (!helper) throw new Error("AwsCustomResource's provider function was not found where CDK puts it");
  acknowledgeDeployTimeHelper(helper, why, "it calls only the S3 API and touches no patient data");
}
