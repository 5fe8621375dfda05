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
    allowedOrigins: z.array(z.string().url()).default([]),
    /** Optional custom domain for CloudFront; both or neither. */
    domainName: z.string().optional(),
    certificateArn: z.string().startsWith("arn:aws:acm:us-east-1:").optional(),
    /** Cognito feature plan; threat protection needs "plus". */
    cognitoFeaturePlan: z.enum(["essentials", "plus"]).default("essentials"),
    logRetentionDays: z.coerce.number().int().positive().default(365),
    reservedConcurrency: z.coerce.number().int().min(1).default(10),
    /** Requests per second across the HTTP API's default stage. */
    apiRateLimit: z.coerce.number().int().positive().default(50),
    apiBurstLimit: z.coerce.number().int().positive().default(100),
  })
  .refine((c) => Boolean(c.domainName) === Boolean(c.certificateArn), {
    message: "domainName and certificateArn must be set together",
    path: ["domainName"],
  });

export type InfraConfig = z.infer<typeof infraConfigSchema> & {
  /** Derived: production requires MFA and keeps data on stack deletion. */
  isProduction: boolean;
};

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
  return { ...parsed.data, isProduction: parsed.data.stage === "prod" };
}
