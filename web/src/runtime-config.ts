/**
 * The SPA's runtime configuration, served as /config.json: written by the web stack in AWS
 * (Source.jsonData) and by the local stack in development. One build runs everywhere.
 * Checked by hand: a validation library here would be the largest part of the entry bundle (decisions.md).
 */
export interface RuntimeConfig {
  stage: string;
  region: string;
  apiUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set only for cognito-local. */
  userPoolEndpoint?: string;
  /** cognito-local has no SRP, so the local stack signs in with USER_PASSWORD_AUTH (over loopback only). */
  authFlowType: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH";
  aiEngine: "local" | "bedrock";
  /**
   * Which engine translates summaries (issue 23): Amazon Translate, or Apertium offline, where only the languages with
   * a local pair can be chosen. Absent: Amazon Translate in AWS (aiEngine "bedrock"), Apertium otherwise.
   */
  translationEngine?: "local" | "translate";
  /** The operator's public contact details (footer, contact and help pages); defaults apply when absent. */
  support?: { email?: string; phone?: string; city?: string; securityEmail?: string };
}

const REQUIRED_TEXT = ["stage", "region", "apiUrl", "userPoolId", "userPoolClientId"] as const;
const CHOICES = {
  authFlowType: ["USER_SRP_AUTH", "USER_PASSWORD_AUTH"],
  aiEngine: ["local", "bedrock"],
} as const;
const SUPPORT_TEXT = ["email", "phone", "city", "securityEmail"] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The config's known fields, or an error naming every field that is missing or wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const raw = isObject(value) ? value : {};
  const problems: string[] = [];
  for (const key of REQUIRED_TEXT) {
    if (typeof raw[key] !== "string") problems.push(`${key}: expected a string`);
  }
  if (raw.userPoolEndpoint !== undefined && typeof raw.userPoolEndpoint !== "string") {
    problems.push("userPoolEndpoint: expected a string");
  }
  for (const [key, options] of Object.entries(CHOICES)) {
    if (!(options as readonly unknown[]).includes(raw[key])) {
      problems.push(`${key}: expected one of ${options.join(", ")}`);
    }
  }
  const support = raw.support;
  if (support !== undefined && !isObject(support)) problems.push("support: expected an object");
  for (const key of SUPPORT_TEXT) {
    const field = isObject(support) ? support[key] : undefined;
    if (field !== undefined && typeof field !== "string") problems.push(`support.${key}: expected a string`);
  }
  if (problems.length > 0) throw new Error(`Invalid /config.json: ${problems.join("; ")}`);

  const config: RuntimeConfig = {
    stage: raw.stage as string,
    region: raw.region as string,
    apiUrl: raw.apiUrl as string,
    userPoolId: raw.userPoolId as string,
    userPoolClientId: raw.userPoolClientId as string,
    authFlowType: raw.authFlowType as RuntimeConfig["authFlowType"],
    aiEngine: raw.aiEngine as RuntimeConfig["aiEngine"],
  };
  if (raw.userPoolEndpoint !== undefined) config.userPoolEndpoint = raw.userPoolEndpoint as string;
  // Optional, and an unknown value reads as absent: the engine is a hint for the language list, the server decides.
  if (raw.translationEngine === "local" || raw.translationEngine === "translate") {
    config.translationEngine = raw.translationEngine;
  }
  if (isObject(support)) {
    config.support = Object.fromEntries(
      SUPPORT_TEXT.filter((k) => support[k] !== undefined).map((k) => [k, support[k]]),
    );
  }
  return config;
}
