import { z } from "zod";

/**
 * Deployment configuration, read from cdk.json context (override with `-c key=value`).
 * Validated once; a bad value stops synth with a message naming the key.
 */
export const infraConfigSchema = z
  .object({
    appName: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,20}$/, "lowercase letters, digits and dashes, starting with a letter")
      .default("clearnote"),
    stage: z.enum(["dev", "staging", "prod"]),
    account: z
      .string()
      .regex(/^\d{12}$/, "a 12-digit AWS account id")
      .optional(),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, "an AWS region such as us-east-1"),
    senderEmail: z.string().email("the verified SES sender address, e.g. no-reply@clinic.example"),
    operatorEmail: z.string().email("where contact enquiries and alarms go"),
    bedrockModelId: z.string().min(3),
    /**
     * Which AWS speech service transcribes recordings: Amazon Transcribe (general English) or Amazon Transcribe
     * Medical (conversation, primary care: clinical vocabulary, en-US only, fewer regions). Both label two speakers.
     */
    speechService: z.enum(["transcribe", "transcribe-medical"]).default("transcribe"),
    allowedOrigins: z.array(z.string().url()).default([]),
    /** Optional custom domain for CloudFront; both or neither. */
    domainName: z.string().optional(),
    certificateArn: z.string().startsWith("arn:aws:acm:us-east-1:").optional(),
    /**
     * A certificate for domainName in the stack's own region, for the API's custom domain (which lets the API's
     * execute-api address be switched off). In us-east-1 certificateArn serves both and this may be left out.
     */
    apiCertificateArn: z.string().startsWith("arn:aws:acm:").optional(),
    /** Cognito feature plan; threat protection needs "plus". Defaults to "plus" in prod, "essentials" elsewhere. */
    cognitoFeaturePlan: z.enum(["essentials", "plus"]).optional(),
    logRetentionDays: z.coerce.number().int().positive().default(365),
    reservedConcurrency: z.coerce.number().int().min(1).default(10),
    /**
     * Per queued job (lambdas/routes.ts `queue`): how many run at once, which its event source's maximum concurrency
     * and its function's reserved concurrency both take. Sized to the Bedrock quota (docs/scale.md): concurrency =
     * the job's share of the quota per minute / (tokens reserved per job x jobs per minute per slot).
     */
    jobQueueConcurrency: z
      .record(z.string(), z.coerce.number().int().min(2).max(1000))
      .default({ "summarize-documents": 17, "transcription-notes": 58 }),
    /** Requests per second across the HTTP API's default stage. */
    apiRateLimit: z.coerce.number().int().positive().default(50),
    apiBurstLimit: z.coerce.number().int().positive().default(100),
    /**
     * AWS X-Ray active tracing of every function (Lambda's own segments: invocation, init, overhead). On by default;
     * `-c tracing=false` turns it off, and drops the functions' X-Ray permissions with it.
     */
    tracing: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
        error: "true or false",
      })
      .default(true),
  })
  .refine((c) => Boolean(c.domainName) === Boolean(c.certificateArn), {
    message: "domainName and certificateArn must be set together",
    path: ["domainName"],
  })
  .refine((c) => !c.domainName || c.region === "us-east-1" || Boolean(c.apiCertificateArn), {
    message: "outside us-east-1 a custom domain also needs apiCertificateArn (the same name, certified in the region)",
    path: ["apiCertificateArn"],
  });

export type InfraConfig = Omit<z.infer<typeof infraConfigSchema>, "cognitoFeaturePlan"> & {
  cognitoFeaturePlan: "essentials" | "plus";
  /** Derived: production requires MFA and keeps data on stack deletion. */
  isProduction: boolean;
};

/**
 * The SSM parameter holding this deployment's web address (https://<custom domain or CloudFront domain>). Its name is
 * fixed here, at synth time, so the web stack can write it and the API's functions can read it without a stack
 * reference in either direction (the web stack already depends on the API stack).
 */
export function webOriginParameterName(config: Pick<InfraConfig, "appName" | "stage">): string {
  return `/${config.appName}/${config.stage}/web-origin`;
}

/** The table's name, fixed from configuration, so the operations stack's alarms name it without a stack reference. */
export function tableNameOf(config: Pick<InfraConfig, "appName" | "stage">): string {
  return `${config.appName}-${config.stage}`;
}

/**
 * The uploads bucket's name, fixed from configuration rather than generated, so IAM grants in other stacks name it
 * literally (reviewable, and acknowledged exactly) instead of through a cross-stack import.
 */
export function uploadsBucketName(config: InfraConfig, account: string): string {
  return `${config.appName}-${config.stage}-uploads-${account}-${config.region}`;
}

const KEYS = Object.keys(infraConfigSchema.shape);

/** Reads the known keys from CDK context; `-c allowedOrigins='["https://a"]'` arrives as a JSON string. */
export function loadInfraConfig(tryGetContext: (key: string) => unknown): InfraConfig {
  const raw: Record<string, unknown> = {};
  for (const key of KEYS) {
    let value = tryGetContext(key);
    if (typeof value === "string" && /^[[{]/.test(value.trim())) {
      try {
        value = JSON.parse(value);
      } catch {
        /* keep the string; zod will say what is wrong */
      }
    }
    if (value !== undefined) raw[key] = value;
  }
  const parsed = infraConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(config)"}: ${i.message}`);
    throw new Error(`Invalid deployment configuration in cdk.json context:\n${lines.join("\n")}`);
  }
  const isProduction = parsed.data.stage === "prod";
  // Threat protection (Plus plan) is on in production unless the context says otherwise.
  const cognitoFeaturePlan = parsed.data.cognitoFeaturePlan ?? (isProduction ? "plus" : "essentials");
  return { ...parsed.data, cognitoFeaturePlan, isProduction };
}
