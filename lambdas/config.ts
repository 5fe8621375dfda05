import * as z from "zod";

/**
 * Every Lambda and the local stack read their environment through this module, once.
 * Each function only receives the variables its grants need (see infra/constructs/app-function.ts),
 * so fields are optional here and `required()` names the missing one instead of failing at import.
 * The schema is built on the first config() call, not at import: every function imports this module, and building
 * schemas is a measurable part of a cold start (docs/decisions.md).
 */
const envShape = () => ({
  STAGE: z.string().default("local"),
  AWS_REGION: z.string().default("us-east-1"),
  /** One endpoint for every AWS service: LocalStack, or unset for real AWS. */
  AWS_ENDPOINT_URL: z.string().url().optional(),
  /** Per-service overrides, used by the local stack where each emulator has its own port. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  SES_ENDPOINT: z.string().url().optional(),
  TABLE_NAME: z.string().min(3).optional(),
  UPLOADS_BUCKET: z.string().min(3).optional(),
  SENDER_EMAIL: z.string().email().optional(),
  /** Where contact-form enquiries go; without it they go to SENDER_EMAIL, the one identity SES can always reach. */
  OPERATOR_EMAIL: z.string().email().optional(),
  SES_CONFIGURATION_SET: z.string().optional(),
  BEDROCK_MODEL_ID: z.string().optional(),
  AI_ENGINE: z.enum(["local", "bedrock"]).default("local"),
  WEB_ORIGIN: z.string().url().optional(),
  /** In AWS: the SSM parameter holding this deployment's web address (read once per cold start when WEB_ORIGIN is unset). */
  WEB_ORIGIN_PARAMETER: z.string().startsWith("/").optional(),
  /** In AWS, the public routes' authorizer only: the value CloudFront's origin header must carry. */
  ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
  /** Grade the summaries aim at; a draft above it is simplified once. */
  TARGET_GRADE: z.coerce.number().min(3).max(14).default(8),
  /** Local stack only: where the gateway accepts asynchronous job starts (in AWS: Lambda async invoke). */
  JOBS_ENDPOINT: z.string().url().optional(),
  /** Local stack only: the local event bus (EventBridge's stand-in), for the offline speech engine's events. */
  EVENTS_ENDPOINT: z.string().url().optional(),
  /** Local stack only: the gateway's per-process secret that job starts must carry. */
  JOBS_SECRET: z.string().min(16).optional(),
  /**
   * Local stack only: whose X-Forwarded-For the gateway believes for rate limits. Unset = nobody's (the socket
   * address counts); `1` = any peer's (a proxy of yours in front); or a comma-separated list of proxy addresses.
   */
  TRUST_PROXY: z.string().optional(),
  SUMMARIZE_FUNCTION_NAME: z.string().optional(),
  /** The background function that writes a transcription's clinical notes and patient summary. */
  TRANSCRIPTION_NOTES_FUNCTION_NAME: z.string().optional(),
  /** Which speech engine transcribes: Amazon Transcribe in AWS, the offline recogniser locally. */
  SPEECH_ENGINE: z.enum(["local", "transcribe"]).default("local"),
  /** The data key: Transcribe encrypts its output with it. */
  DATA_KEY_ARN: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type AppConfig = z.infer<z.ZodObject<ReturnType<typeof envShape>>>;

let cached: AppConfig | undefined;

export function config(): AppConfig {
  if (!cached) {
    const parsed = z.object(envShape()).safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

type OptionalKeys = { [K in keyof AppConfig]-?: undefined extends AppConfig[K] ? K : never }[keyof AppConfig];

/** A setting this function cannot work without; throws naming it, so a missing grant is obvious in logs. */
export function required<K extends OptionalKeys>(key: K): NonNullable<AppConfig[K]> {
  const value = config()[key];
  if (value === undefined || value === "") {
    throw new Error(`Missing environment variable ${key}: this function was deployed without the grant that sets it`);
  }
  return value as NonNullable<AppConfig[K]>;
}

/** Tests and the local stack change the environment between runs; this forgets the parsed copy. */
export function resetConfigForTests(): void {
  cached = undefined;
}
