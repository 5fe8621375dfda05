import { Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from "aws-cdk-lib/custom-resources";
import type { Construct } from "constructs";
import { PATIENT_LANGUAGES } from "#lambdas/contracts/languages";
import medications from "../../lambdas/data/medications.json";
import { acknowledge } from "../nag";

/** Units and dose words a translation must leave exactly as written. */
const UNITS = ["mg", "mcg", "g", "mL", "ml", "units", "IU", "mmol/L", "mg/dL", "mmHg"];

/**
 * The custom terminology's CSV: English first, then each patient language, every term kept as itself, so Amazon
 * Translate never translates a drug name or a unit (issue 23). Built from the product's medicine list.
 */
export function terminologyCsv(): string {
  const languages = ["en", ...PATIENT_LANGUAGES.map((l) => l.code)];
  const terms = [...new Set([...medications.names, ...UNITS])].filter((t) => !t.includes(","));
  return [languages.join(","), ...terms.map((term) => languages.map(() => term).join(","))].join("\n");
}

/** The terminology's name and ARN, fixed at synth time so the API stack can grant it without a stack reference. */
export function translateTerminology(scope: Construct, config: { appName: string; stage: string }) {
  const name = `${config.appName}-${config.stage}-medicines`;
  const arn = Stack.of(scope).formatArn({ service: "translate", resource: "terminology", resourceName: name });
  return { name, arn };
}

/**
 * Amazon Translate has no CloudFormation resource for a terminology: a custom resource imports it (ImportTerminology
 * overwrites, so an update replaces the terms) and deletes it with the stack. It lives in the web stack, beside the
 * other deploy-time helper, so the API stack keeps only the app's own functions.
 */
export function createTranslateTerminology(scope: Construct, config: { appName: string; stage: string }): void {
  const { name, arn } = translateTerminology(scope, config);
  const call = {
    service: "Translate",
    action: "importTerminology",
    parameters: {
      Name: name,
      MergeStrategy: "OVERWRITE",
      Description: "Drug names and units kept as written in patient summaries",
      TerminologyData: { File: terminologyCsv(), Format: "CSV", Directionality: "UNI" },
    },
    physicalResourceId: PhysicalResourceId.of(name),
  };
  const resource = new AwsCustomResource(scope, "TranslateTerminology", {
    resourceType: "Custom::TranslateTerminology",
    onCreate: call,
    onUpdate: call,
    onDelete: { service: "Translate", action: "deleteTerminology", parameters: { Name: name } },
    policy: AwsCustomResourcePolicy.fromStatements([
      new iam.PolicyStatement({
        actions: ["translate:ImportTerminology", "translate:DeleteTerminology"],
        resources: [arn],
      }),
    ]),
    installLatestAwsSdk: false,
  });
  // The provider function is the stack's one AwsCustomResource helper, acknowledged where the uploads' CORS makes it.
  acknowledge(
    resource,
    "HIPAA.Security-IAMNoInlinePolicy",
    "CDK's AwsCustomResource helper, which runs only during `cdk deploy` to import the Amazon Translate terminology (drug names and units); CDK writes its one-statement policy inline.",
  );
}
