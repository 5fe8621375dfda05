import { Aws } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type { Construct } from "constructs";
import type { Grant, TableFamily, TableVerb } from "#lambdas/routes";
import { acknowledge } from "../nag";
import type { FunctionResources, GrantedFunction } from "./function-resources";
import { applyServiceGrant } from "./service-grants";

/**
 * Turns the grants into statements: one per table verb (scoped to the partition families named, if every grant
 * of that verb names one), one per S3 verb, and one for the data key holding the union of what those need.
 */
export function applyGrants(scope: Construct, target: GrantedFunction, grants: Grant[], r: FunctionResources): void {
  const { env } = target;
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
      target.policy().addStatements(
        new iam.PolicyStatement({
          actions: s3.actions,
          resources: [`arn:${Aws.PARTITION}:s3:::${r.uploadsBucketName}/*`],
        }),
      );
      for (const action of s3.keyActions) keyActions.add(action);
      continue;
    }
    if (kind === "audit") {
      const audit = AUDIT_VERBS[verb as "append" | "read"];
      env("TABLE_NAME", r.table.tableName);
      if (verb === "append" && r.auditClientKey) env("AUDIT_CLIENT_KEY", r.auditClientKey);
      target.policy().addStatements(
        new iam.PolicyStatement({
          actions: audit.actions,
          resources: [r.table.tableArn],
          conditions: { "ForAllValues:StringLike": { "dynamodb:LeadingKeys": [FAMILY_KEYS.AUDIT] } },
        }),
      );
      for (const action of audit.keyActions) keyActions.add(action);
      continue;
    }
    applyServiceGrant(scope, target, grant, r);
  }

  for (const [verb, families] of tableFamilies) {
    env("TABLE_NAME", r.table.tableName);
    const leadingKeys = families === "any" ? undefined : [...families].map((f) => FAMILY_KEYS[f as TableFamily]);
    target.policy().addStatements(
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
    target
      .policy()
      .addStatements(new iam.PolicyStatement({ actions: [...keyActions].sort(), resources: [r.dataKey.keyArn] }));
  }
  if (grants.some((g) => g.startsWith("uploads:"))) {
    acknowledge(
      target.policy(),
      "AwsSolutions-IAM5",
      "Object keys are generated per upload (user/ULID/file), so the grant names the uploads bucket's objects; it covers no other bucket and no bucket-level actions.",
      `Resource::arn:<AWS::Partition>:s3:::${r.uploadsBucketName}/*`,
    );
  }
}

type UploadVerb = "read" | "put" | "delete";

/**
 * The audit trail's verbs (issue 24): appending is PutItem alone (its condition, attribute_not_exists, makes it
 * create-only), reading is GetItem and Query. Neither names UpdateItem, DeleteItem or BatchWriteItem, and no table
 * grant's families reach AUDIT#, so no API function can change or remove an event (tests/infra/audit-grants).
 */
const AUDIT_VERBS: Record<"append" | "read", { actions: string[]; keyActions: string[] }> = {
  append: {
    actions: ["dynamodb:PutItem"],
    keyActions: ["kms:Encrypt", "kms:Decrypt", "kms:GenerateDataKey", "kms:DescribeKey"],
  },
  read: { actions: ["dynamodb:GetItem", "dynamodb:Query"], keyActions: ["kms:Decrypt", "kms:DescribeKey"] },
};

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
export const FAMILY_KEYS: Record<TableFamily | "AUDIT", string> = {
  USER: "USER#*",
  PORTAL: "PORTAL#*",
  FEEDBACK: "FEEDBACK#*",
  CONTACT: "CONTACT#*",
  STATS: "STATS",
  /** Only the audit:* grants name it; `table:*` grants cannot (TableFamily leaves it out). */
  AUDIT: "AUDIT#*",
};
