/**
 * Timeouts and retries for every AWS SDK client the adapters create, so no dependency can hang a request (a frozen
 * DynamoDB held requests for 20 s+; issue 7 section 6). Spread into each client's constructor.
 *
 * - `data` (DynamoDB, S3, SES, Lambda invoke): these answer in milliseconds. A connection not accepted in 1 s or a
 *   response not started in 2 s is a failed attempt; the SDK's standard retry makes 3 attempts in all with jittered
 *   backoff (throttling, 5xx, timeouts, refused and reset connections) and stops retrying when its retry quota is
 *   spent, so an outage answers 503 in at most about 7 s, far inside API Gateway's 30 s.
 * - `ai` (Bedrock): Converse answers only when the whole text is written, tens of seconds for a long summary, so the
 *   response may take 2 minutes (the summary job's budget is 5). One attempt: the engine backs off throttling itself.
 */
export type SdkProfile = "data" | "ai";

const profiles = {
  data: { connectionTimeout: 1_000, requestTimeout: 2_000, maxAttempts: 3 },
  ai: { connectionTimeout: 2_000, requestTimeout: 120_000, maxAttempts: 1 },
} as const satisfies Record<SdkProfile, { connectionTimeout: number; requestTimeout: number; maxAttempts: number }>;

export function sdkOptions(profile: SdkProfile = "data") {
  const { connectionTimeout, requestTimeout, maxAttempts } = profiles[profile];
  return {
    maxAttempts,
    // The SDK builds its NodeHttpHandler from these. Without throwOnRequestTimeout a late answer is only a warning.
    requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
  };
}
