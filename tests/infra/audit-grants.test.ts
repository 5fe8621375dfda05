import { describe, expect, it } from "vitest";
import { routeAudit } from "#core/audit/route-actions";
import { API_PREFIX, routes } from "#lambdas/routes";
import { buildApp, template } from "./support";

const api = template(buildApp().stacks.api);

type Statement = { Action: string | string[]; Condition?: Record<string, Record<string, string[]>> };

/** IAM's StringLike: `*` is any run of characters. */
const matches = (pattern: string, value: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(value);

/** Every DynamoDB item statement of every function's own policies, with the function it belongs to. */
function itemStatements(): Array<{ fn: string; actions: string[]; leadingKeys: string[] | undefined }> {
  const roles = new Map<string, string>();
  for (const fn of Object.values(api.findResources("AWS::Lambda::Function"))) {
    roles.set(fn.Properties.Role["Fn::GetAtt"][0], fn.Properties.Description);
  }
  const found: Array<{ fn: string; actions: string[]; leadingKeys: string[] | undefined }> = [];
  for (const policy of Object.values(api.findResources("AWS::IAM::ManagedPolicy"))) {
    for (const role of policy.Properties.Roles ?? []) {
      const fn = roles.get((role as { Ref: string }).Ref);
      if (!fn) continue;
      for (const statement of policy.Properties.PolicyDocument.Statement as Statement[]) {
        const actions = [statement.Action].flat().filter((a) => /^dynamodb:[A-Z][a-zA-Z]*Item$/.test(a));
        if (actions.length === 0) continue;
        found.push({
          fn,
          actions,
          leadingKeys: statement.Condition?.["ForAllValues:StringLike"]?.["dynamodb:LeadingKeys"],
        });
      }
    }
  }
  return found;
}

const AUDIT_KEYS = ["AUDIT#clinician-sub", "AUDIT#clinician-sub#summary#01jexample0000000000000000"];

describe("the audit trail's permissions (issue 24)", () => {
  const statements = itemStatements();

  it("finds the functions' DynamoDB item statements", () => {
    expect(statements.length).toBeGreaterThan(50);
  });

  it("scopes every item statement to partition families: none reaches the whole table", () => {
    for (const { fn, actions, leadingKeys } of statements) expect(leadingKeys, `${fn}: ${actions}`).toBeDefined();
  });

  it("lets no function update or delete an audit item, one by one or in a batch", () => {
    for (const { fn, actions, leadingKeys } of statements) {
      const changes = actions.filter((a) =>
        ["dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem"].includes(a),
      );
      if (changes.length === 0) continue;
      for (const key of AUDIT_KEYS) {
        expect(
          (leadingKeys ?? ["*"]).some((pattern) => matches(pattern, key)),
          `${fn} may ${changes.join(", ")} ${key}`,
        ).toBe(false);
      }
    }
  });

  it("grants PutItem on audit items only in a statement of its own that names the AUDIT family alone", () => {
    for (const { fn, actions, leadingKeys } of statements) {
      if (!(leadingKeys ?? ["*"]).some((pattern) => AUDIT_KEYS.some((key) => matches(pattern, key)))) continue;
      expect(leadingKeys, fn).toEqual(["AUDIT#*"]);
      expect(
        actions.every((a) => ["dynamodb:PutItem", "dynamodb:GetItem", "dynamodb:Query"].includes(a)),
        `${fn}: ${actions}`,
      ).toBe(true);
    }
  });

  it("lets every user route that touches patient data append to the trail", () => {
    const appenders = new Set(
      statements
        .filter((s) => s.actions.includes("dynamodb:PutItem") && s.leadingKeys?.includes("AUDIT#*"))
        .map((s) => s.fn),
    );
    const audited = routes.filter((r) => r.auth === "user" && routeAudit(r.method, r.path) !== null);
    expect(audited.length).toBeGreaterThan(25);
    for (const route of audited) expect(appenders, route.id).toContain(`${route.method} ${API_PREFIX}${route.path}`);
  });

  it("lets the patient's routes and the system functions that record events append too", () => {
    const appenders = new Set(
      statements
        .filter((s) => s.actions.includes("dynamodb:PutItem") && s.leadingKeys?.includes("AUDIT#*"))
        .map((s) => s.fn),
    );
    for (const fn of [
      "POST /api/portal/summary",
      "POST /api/portal/chat",
      "POST /api/feedback",
      "Table stream: REMOVE",
      "On failure of background job summarize-documents",
      "On Email Delivered, Email Bounced, Email Complaint Received (aws.ses)",
    ]) {
      expect(appenders, fn).toContain(fn);
    }
  });
});

describe("the audit trail's address hash key", () => {
  it("reaches exactly the functions that append, as a deploy-time reference to one secret", () => {
    const secrets = Object.keys(api.findResources("AWS::SecretsManager::Secret")).filter((id) =>
      id.startsWith("AuditClientKey"),
    );
    expect(secrets).toHaveLength(1);
    for (const fn of Object.values(api.findResources("AWS::Lambda::Function"))) {
      const key = fn.Properties.Environment?.Variables?.AUDIT_CLIENT_KEY;
      const appends = itemStatements().some(
        (s) =>
          s.fn === fn.Properties.Description &&
          s.actions.includes("dynamodb:PutItem") &&
          s.leadingKeys?.includes("AUDIT#*"),
      );
      expect(Boolean(key), fn.Properties.Description).toBe(appends);
      if (key) expect(JSON.stringify(key)).toContain(secrets[0]);
    }
  });
});
