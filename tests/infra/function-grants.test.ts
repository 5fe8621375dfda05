import { describe, expect, it } from "vitest";
import { buildApp, template } from "./support";

const api = template(buildApp().stacks.api);

type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string[]>> };

/** Each function's permissions from its own managed policies (the shared logs/X-Ray baseline is tested apart). */
function permissionsByFunction(): Map<string, Set<string>> {
  const policies = Object.entries(api.findResources("AWS::IAM::ManagedPolicy")).filter(
    ([id]) => !id.startsWith("FunctionBaseline"),
  );
  const result = new Map<string, Set<string>>();
  for (const fn of Object.values(api.findResources("AWS::Lambda::Function"))) {
    const role = fn.Properties.Role["Fn::GetAtt"][0];
    const permissions = new Set<string>();
    for (const [, policy] of policies) {
      if (!policy.Properties.Roles?.some((r: { Ref: string }) => r.Ref === role)) continue;
      for (const statement of policy.Properties.PolicyDocument.Statement as Statement[]) {
        const keys = statement.Condition?.["ForAllValues:StringLike"]?.["dynamodb:LeadingKeys"];
        for (const action of [statement.Action].flat()) {
          permissions.add(keys ? `${action} [${[...keys].sort().join(",")}]` : action);
        }
      }
    }
    result.set(fn.Properties.Description, permissions);
  }
  return result;
}

// The verbs, spelled out once: what "read", "write" and "delete" on the table mean, on which partition families.
const on = (families: string[]) => `[${[...families].sort().join(",")}]`;
const read = (...families: string[]) =>
  ["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query"].map((a) => `${a} ${on(families)}`);
const write = (...families: string[]) =>
  ["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:ConditionCheckItem"].map((a) => `${a} ${on(families)}`);
const remove = (...families: string[]) => [`dynamodb:DeleteItem ${on(families)}`];
const batchWrite = (...families: string[]) => [`dynamodb:BatchWriteItem ${on(families)}`];
const decrypt = ["kms:Decrypt", "kms:DescribeKey"];
const encrypt = ["kms:Decrypt", "kms:DescribeKey", "kms:Encrypt", "kms:GenerateDataKey"];
/** Issue 24: appending to the audit trail, PutItem on AUDIT# alone (every function that reads or changes patient data). */
const append = ["dynamodb:PutItem [AUDIT#*]", ...encrypt];
/** The History and Activity routes: GetItem and Query on AUDIT# alone. */
const auditRead = ["dynamodb:GetItem [AUDIT#*]", "dynamodb:Query [AUDIT#*]", ...decrypt];
const bedrock = ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"];
/** A queued job's event source reads its queue with the function's role (decision 366); on-failure, its DLQ. */
const queueConsume = [
  "sqs:ReceiveMessage",
  "sqs:DeleteMessage",
  "sqs:ChangeMessageVisibility",
  "sqs:GetQueueAttributes",
];
const streamRead = [
  "dynamodb:DescribeStream",
  "dynamodb:GetRecords",
  "dynamodb:GetShardIterator",
  "dynamodb:ListStreams",
];

/**
 * Derived by hand from what each handler's code calls (store functions, transitively, and their partitions):
 * USER#<sub> records, PORTAL#<summary> links, FEEDBACK#<hash> sessions, the STATS counters.
 */
const EXPECTED: Record<string, string[]> = {
  "GET /api/me": [...read("USER#*"), ...write("USER#*", "STATS"), ...encrypt],
  "PUT /api/profile": [...read("USER#*"), ...write("USER#*", "STATS"), ...encrypt],
  "PUT /api/settings": [...read("USER#*"), ...write("USER#*"), "lambda:InvokeFunction", ...encrypt],
  "GET /api/templates": [...read("USER#*"), ...decrypt],
  "POST /api/templates": [...write("USER#*"), ...encrypt],
  "DELETE /api/templates/{id}": [...read("USER#*"), ...write("USER#*"), ...remove("USER#*"), ...encrypt],
  "GET /api/dashboard": [...read("USER#*"), ...decrypt, ...append],
  "POST /api/uploads": ["s3:PutObject", "kms:GenerateDataKey"],
  "POST /api/summaries": [
    ...read("USER#*"),
    ...write("USER#*", "STATS"),
    "s3:GetObject",
    "sqs:SendMessage",
    ...encrypt,
    ...append,
  ],
  "GET /api/summaries": [...read("USER#*"), ...decrypt, ...append],
  "GET /api/summaries/{id}": [...read("USER#*"), ...decrypt, ...append],
  "DELETE /api/summaries/{id}": [
    ...read("USER#*"),
    ...remove("USER#*"),
    ...batchWrite("USER#*", "PORTAL#*", "FEEDBACK#*"),
    "s3:DeleteObject",
    "scheduler:DeleteSchedule",
    ...decrypt,
    ...append,
  ],
  "POST /api/summaries/{id}/retry": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "sqs:SendMessage",
    ...encrypt,
    ...append,
  ],
  "POST /api/summaries/{id}/chat": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    ...bedrock,
    ...encrypt,
    ...append,
  ],
  "POST /api/summaries/{id}/send": [
    ...read("USER#*"),
    ...write("USER#*", "PORTAL#*", "FEEDBACK#*", "STATS"),
    "ses:SendEmail",
    "ssm:GetParameter",
    "scheduler:CreateSchedule",
    "iam:PassRole",
    ...encrypt,
    ...append,
  ],
  "PUT /api/summaries/{id}/content": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    "s3:DeleteObject",
    ...encrypt,
    ...append,
  ],
  "POST /api/summaries/{id}/flags/confirm": [...read("USER#*"), ...write("USER#*"), ...encrypt, ...append],
  "POST /api/summaries/{id}/translation": [
    ...read("USER#*"),
    ...write("USER#*"),
    ...encrypt,
    "translate:GetTerminology",
    "translate:TranslateText",
    ...append,
  ],
  "PUT /api/summaries/{id}/translation": [
    ...read("USER#*"),
    ...write("USER#*"),
    ...encrypt,
    "translate:GetTerminology",
    "translate:TranslateText",
    ...append,
  ],
  "POST /api/summaries/{id}/translation/flags/confirm": [...read("USER#*"), ...write("USER#*"), ...encrypt, ...append],
  "POST /api/summaries/{id}/regenerate": [
    ...read("USER#*"),
    ...write("USER#*"),
    "sqs:SendMessage",
    ...encrypt,
    ...append,
  ],
  "GET /api/summaries/{id}/versions": [...read("USER#*"), "s3:GetObject", ...decrypt, ...append],
  "POST /api/summaries/{id}/translation/interpreter": [...read("USER#*"), ...write("USER#*"), ...encrypt, ...append],
  "POST /api/patient-language/lookup": [...read("USER#*"), ...decrypt],
  "PUT /api/patient-language": [...read("USER#*"), ...write("USER#*"), ...encrypt],
  // FHIR export (issue 24): reads only; a transcription's notes object is its one S3 read.
  "GET /api/summaries/{id}/fhir": [...read("USER#*"), ...auditRead, ...append],
  "POST /api/summaries/{id}/restore": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    "s3:DeleteObject",
    ...encrypt,
    ...append,
  ],
  "POST /api/samples/restore": [...read("USER#*"), ...write("USER#*"), ...remove("USER#*"), "s3:PutObject", ...encrypt],
  "GET /api/summaries/{id}/questions": [...read("USER#*"), ...decrypt, ...append],
  "POST /api/summaries/{id}/questions/reply": [
    ...read("USER#*"),
    ...write("USER#*"),
    "ses:SendEmail",
    ...encrypt,
    ...append,
  ],
  "GET /api/summaries/{id}/history": [...auditRead, ...read("USER#*")],
  "GET /api/transcriptions/{id}/history": [...auditRead, ...read("USER#*")],
  "GET /api/activity": [...auditRead],
  "POST /api/portal/summary": [...read("PORTAL#*", "USER#*"), ...decrypt, ...append],
  "POST /api/portal/chat": [
    ...read("PORTAL#*", "USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    ...bedrock,
    ...encrypt,
    ...append,
  ],
  "POST /api/portal/questions": [
    ...read("PORTAL#*", "USER#*"),
    ...write("USER#*"),
    "ses:SendEmail",
    "ssm:GetParameter",
    ...encrypt,
    ...append,
  ],
  "POST /api/feedback": [...read("FEEDBACK#*"), ...write("FEEDBACK#*", "USER#*", "STATS"), ...encrypt, ...append],
  "POST /api/feedback/session": [...read("FEEDBACK#*", "USER#*"), ...decrypt],
  "POST /api/contact": [...write("CONTACT#*"), "ses:SendEmail", ...encrypt],
  "GET /api/public/stats": [...read("STATS"), ...decrypt],
  "Background job summarize-documents": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    "s3:DeleteObject",
    ...bedrock,
    ...encrypt,
    ...queueConsume,
    ...append,
  ],
  "On failure of background job summarize-documents": [
    ...read("USER#*"),
    ...write("USER#*"),
    ...encrypt,
    "sqs:SendMessage",
    ...queueConsume,
    ...append,
  ],
  "Background job apply-retention": [
    ...read("USER#*"),
    ...write("USER#*", "PORTAL#*", "FEEDBACK#*"),
    ...encrypt,
    "sqs:SendMessage",
    "lambda:InvokeFunction",
  ],
  "On failure of background job apply-retention": [...write("USER#*"), ...encrypt, "sqs:SendMessage", ...append],
  "Background job send-follow-up": [
    ...read("USER#*"),
    ...write("USER#*", "FEEDBACK#*"),
    "ses:SendEmail",
    "ssm:GetParameter",
    ...encrypt,
    "sqs:SendMessage",
  ],
  "Table stream: REMOVE": [
    ...batchWrite("USER#*", "PORTAL#*", "FEEDBACK#*"),
    "s3:DeleteObject",
    "scheduler:DeleteSchedule",
    "sqs:SendMessage",
    ...streamRead,
    ...decrypt,
    ...append,
  ],
  "Table stream: INSERT, MODIFY, REMOVE": [
    ...read("USER#*"),
    ...write("USER#*"),
    ...remove("USER#*"),
    "sqs:SendMessage",
    ...streamRead,
    ...encrypt,
  ],
  "Lets only requests that came through CloudFront reach the public routes": [],
  "POST /api/transcriptions": [...read("USER#*"), ...write("USER#*"), "s3:PutObject", ...encrypt, ...append],
  "GET /api/transcriptions": [...read("USER#*"), ...decrypt, ...append],
  "GET /api/transcriptions/{id}": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "transcribe:GetTranscriptionJob",
    ...encrypt,
    ...append,
  ],
  "POST /api/transcriptions/{id}/start": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    "s3:DeleteObject",
    "transcribe:StartTranscriptionJob",
    "iam:PassRole",
    ...encrypt,
    ...append,
  ],
  "POST /api/transcriptions/{id}/retry": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    "transcribe:StartTranscriptionJob",
    "iam:PassRole",
    "sqs:SendMessage",
    ...encrypt,
    ...append,
  ],
  "GET /api/transcriptions/{id}/audio": [...read("USER#*"), "s3:GetObject", ...decrypt, ...append],
  "GET /api/transcriptions/{id}/fhir": [...read("USER#*"), "s3:GetObject", ...auditRead, ...append],
  "PUT /api/transcriptions/{id}/transcript": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    // The replaced transcript version is removed, not left until the record goes.
    "s3:DeleteObject",
    ...encrypt,
    ...append,
  ],
  "PUT /api/transcriptions/{id}/speakers": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    "s3:DeleteObject",
    ...encrypt,
    ...append,
  ],
  "POST /api/transcriptions/{id}/regenerate": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "sqs:SendMessage",
    ...encrypt,
    ...append,
  ],
  "PUT /api/transcriptions/{id}/notes": [
    ...read("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    ...decrypt,
    "kms:GenerateDataKey",
    ...append,
  ],
  "PUT /api/transcriptions/{id}/summary": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    ...encrypt,
    ...append,
  ],
  "POST /api/transcriptions/{id}/flags/confirm": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    ...encrypt,
    ...append,
  ],
  "POST /api/transcriptions/{id}/send": [
    ...read("USER#*"),
    ...write("USER#*", "PORTAL#*", "FEEDBACK#*", "STATS"),
    ...remove("USER#*"),
    "ses:SendEmail",
    "ssm:GetParameter",
    "scheduler:CreateSchedule",
    "iam:PassRole",
    ...encrypt,
    ...append,
  ],
  "POST /api/transcriptions/{id}/translation": [
    ...read("USER#*"),
    ...write("USER#*", "STATS"),
    ...remove("USER#*"),
    ...encrypt,
    "translate:GetTerminology",
    "translate:TranslateText",
    ...append,
  ],
  "DELETE /api/transcriptions/{id}": [...read("USER#*"), ...remove("USER#*"), "s3:DeleteObject", ...decrypt, ...append],
  "Background job transcription-notes": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    ...bedrock,
    ...encrypt,
    ...queueConsume,
    ...append,
  ],
  "On failure of background job transcription-notes": [
    ...write("USER#*"),
    ...encrypt,
    "sqs:SendMessage",
    ...queueConsume,
    ...append,
  ],
  "On Transcribe Job State Change (aws.transcribe)": [
    ...read("USER#*"),
    ...write("USER#*"),
    "s3:GetObject",
    "s3:PutObject",
    "transcribe:GetTranscriptionJob",
    "lambda:InvokeFunction",
    ...encrypt,
    "sqs:SendMessage",
    ...append,
  ],
  "On failure of background job transcription-finished": [...write("USER#*"), ...encrypt, "sqs:SendMessage", ...append],
  "On Object Created (aws.s3)": [...read("USER#*"), "s3:DeleteObject", ...decrypt, "sqs:SendMessage"],
  "On Email Delivered, Email Bounced, Email Complaint Received (aws.ses)": [
    ...write("USER#*"),
    ...encrypt,
    "sqs:SendMessage",
    ...append,
  ],
};

describe("function grants", () => {
  const actual = permissionsByFunction();

  it("has an expected grant list for every function and a function for every list", () => {
    expect([...actual.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [fn, expected] of Object.entries(EXPECTED)) {
    it(`gives ${fn} exactly its actions`, () => {
      expect([...(actual.get(fn) ?? [])].sort()).toEqual([...new Set(expected)].sort());
    });
  }

  it("names the table itself in DynamoDB item statements: never its index, another table or a wildcard", () => {
    for (const policy of Object.values(api.findResources("AWS::IAM::ManagedPolicy"))) {
      for (const statement of policy.Properties.PolicyDocument.Statement as Statement[]) {
        const actions = [statement.Action].flat();
        if (!actions.some((a) => a.startsWith("dynamodb:") && !streamRead.includes(a))) continue;
        expect(JSON.stringify(statement.Resource)).toMatch(/^\{"Fn::ImportValue":"[^"]*Table[^"]*Arn[^"]*"\}$/);
      }
    }
  });

  it("lets the emailing functions (both sends, follow-up, the care-team notice) read exactly the web-origin parameter, named in their environment", () => {
    const senders = [
      "POST /api/summaries/{id}/send",
      "POST /api/transcriptions/{id}/send",
      "Background job send-follow-up",
      "POST /api/portal/questions",
    ];
    for (const description of senders) {
      const fn = Object.values(api.findResources("AWS::Lambda::Function")).find(
        (f) => f.Properties.Description === description,
      );
      expect(fn?.Properties.Environment.Variables.WEB_ORIGIN_PARAMETER).toBe("/clearnote/dev/web-origin");
    }
    const statements = Object.values(api.findResources("AWS::IAM::ManagedPolicy")).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as Statement[],
    );
    const ssm = statements.filter((s) => [s.Action].flat().includes("ssm:GetParameter"));
    expect(ssm).toHaveLength(senders.length);
    for (const statement of ssm) {
      expect(JSON.stringify(statement.Resource)).toMatch(
        /:ssm:us-east-1:\d{12}:parameter\/clearnote\/dev\/web-origin"/,
      );
    }
  });
});
