import * as z from "zod/mini";
import { issueMessage } from "./contracts/issue-messages";

/**
 * Every Lambda and the local stack read their environment through this module, once.
 * Each function only receives the variables its grants need (see infra/constructs/app-function.ts),
 * so fields are optional here and `required()` names the missing one instead of failing at import.
 * The schema is built on the first config() call, not at import: every function imports this module, and building
 * schemas is a measurable part of a cold start (docs/decisions.md).
 */
const envShape = () => ({
  STAGE: z._default(z.string(), "local"),
  AWS_REGION: z._default(z.string(), "us-east-1"),
  /** One endpoint for every AWS service: LocalStack, or unset for real AWS. */
  AWS_ENDPOINT_URL: z.optional(z.url()),
  /** Per-service overrides, used by the local stack where each emulator has its own port. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  SES_ENDPOINT: z.optional(z.url()),
  TABLE_NAME: z.optional(z.string().check(z.minLength(3))),
  UPLOADS_BUCKET: z.optional(z.string().check(z.minLength(3))),
  SENDER_EMAIL: z.optional(z.email()),
  /** Where contact-form enquiries go (never the no-reply sender: an operator must read and answer them). */
  OPERATOR_EMAIL: z.optional(z.email()),
  SES_CONFIGURATION_SET: z.optional(z.string()),
  BEDROCK_MODEL_ID: z.optional(z.string()),
  AI_ENGINE: z._default(z.enum(["local", "bedrock"]), "local"),
  WEB_ORIGIN: z.optional(z.url()),
  /** In AWS: the SSM parameter holding this deployment's web address (read once per cold start when WEB_ORIGIN is unset). */
  WEB_ORIGIN_PARAMETER: z.optional(z.string().check(z.startsWith("/"))),
  /** In AWS, the public routes' authorizer only: the value CloudFront's origin header must carry. */
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** Grade the summaries aim at; a draft above it is simplified once. */
  TARGET_GRADE: z._default(z.coerce.number().check(z.gte(3), z.lte(14)), 8),
  /** Local stack only: where the gateway accepts asynchronous job starts (in AWS: Lambda async invoke). */
  JOBS_ENDPOINT: z.optional(z.url()),
  /** Local stack only: the local event bus (EventBridge's stand-in), for the offline speech engine's events. */
  EVENTS_ENDPOINT: z.optional(z.url()),
  /** Local stack only: the gateway's per-process secret that job starts must carry. */
  JOBS_SECRET: z.optional(z.string().check(z.minLength(16))),
  /**
   * Local stack only: whose X-Forwarded-For the gateway believes for rate limits. Unset = nobody's (the socket
   * address counts); `1` = any peer's (a proxy of yours in front); or a comma-separated list of proxy addresses.
   */
  TRUST_PROXY: z.optional(z.string()),
  /** In AWS: the queue the summary job waits in line in (decision 366); locally unset (JOBS_ENDPOINT instead). */
  SUMMARIZE_QUEUE_URL: z.optional(z.url()),
  /** In AWS: the queue of the job that writes a transcription's clinical notes and patient summary. */
  TRANSCRIPTION_NOTES_QUEUE_URL: z.optional(z.url()),
  RETENTION_FUNCTION_NAME: z.optional(z.string()),
  /** Local stack only: where handlers keep scratch files (the stack's own folder, removed with it); else the OS's. */
  LOCAL_WORK_DIR: z.optional(z.string()),
  /** Which speech engine transcribes: Amazon Transcribe in AWS, the offline recogniser locally. */
  SPEECH_ENGINE: z._default(z.enum(["local", "transcribe"]), "local"),
  /** With the transcribe engine: Amazon Transcribe or Amazon Transcribe Medical (cdk.json `speechService`). */
  SPEECH_SERVICE: z._default(z.enum(["transcribe", "transcribe-medical"]), "transcribe"),
  /** Which engine translates summaries (issue 23): Amazon Translate in AWS, Apertium locally. */
  TRANSLATION_ENGINE: z._default(z.enum(["local", "translate"]), "local"),
  /** With Amazon Translate: the custom terminology that keeps drug names, doses and units as they are. */
  TRANSLATE_TERMINOLOGY: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  /** The data key: Transcribe encrypts its output with it. */
  DATA_KEY_ARN: z.optional(z.string()),
  /**
   * In AWS, with Amazon Transcribe: the role Transcribe assumes to read a queued job's audio and write its output
   * (job queueing needs one). The local speech engine has no queue and ignores it.
   */
  SPEECH_DATA_ACCESS_ROLE_ARN: z.optional(z.string().check(z.regex(/^arn:aws[a-z-]*:iam::\d{12}:role\/\S+$/))),

  /**
   * In AWS: the EventBridge Scheduler group that holds one-time follow-up schedules (decision 201). Unset on the local
   * stack, where follow-ups wait as table items for the gateway process's scheduler.
   */
  FOLLOW_UP_SCHEDULE_GROUP: z.optional(z.string()),
  /** In AWS, functions that create follow-up schedules: the send-follow-up function and the role Scheduler uses. */
  FOLLOW_UP_TARGET_ARN: z.optional(z.string()),
  FOLLOW_UP_ROLE_ARN: z.optional(z.string()),
  /** The key of the audit trail's client address hash (core/audit/client.ts); unset: one per process. */
  AUDIT_CLIENT_KEY: z.optional(z.string().check(z.minLength(32))),
  LOG_LEVEL: z._default(z.enum(["debug", "info", "warn", "error", "silent"]), "info"),
});

export type AppConfig = z.infer<z.ZodMiniObject<ReturnType<typeof envShape>>>;

let cached: AppConfig | undefined;

export function config(): AppConfig {
  if (!cached) {
    const parsed = z.object(envShape()).safeParse(process.env, { error: issueMessage });
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
