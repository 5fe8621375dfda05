import { SERVICE_BUSY_MESSAGE } from "#contracts/errors";

/**
 * Domain errors. Core logic throws these; `statusOf` in http/errors.ts is the one place that maps them to HTTP.
 * Messages are safe to show to the user (spec texts), never contain PHI.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends DomainError {
  constructor(message = "Not found") {
    super(message, "not_found");
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(message, "conflict");
  }
}

export class LimitReached extends DomainError {
  constructor(message: string) {
    super(message, "limit_reached");
  }
}

export class InvalidInput extends DomainError {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message, "invalid_input");
  }
}

export class Unauthorized extends DomainError {
  constructor(message = "Please log in again") {
    super(message, "unauthorized");
  }
}

export class TooManyRequests extends DomainError {
  constructor(message = "Too many requests. Please wait a moment and try again.") {
    super(message, "rate_limited");
  }
}

/** A service we depend on (email) refused or failed; the message is safe to show. */
export class UpstreamFailed extends DomainError {
  constructor(message: string) {
    super(message, "upstream_failed");
  }
}

/** The service is up but one of its dependencies is throttling or unreachable: the client should retry shortly. */
export class ServiceUnavailable extends DomainError {
  constructor(message = SERVICE_BUSY_MESSAGE) {
    super(message, "unavailable");
  }
}

// The AWS SDK's own throttling names (smithy's THROTTLING_ERROR_CODES) plus the unavailability ones services use.
const BUSY_ERROR_NAMES = new Set([
  "BandwidthLimitExceeded",
  "LimitExceededException",
  "PriorRequestNotComplete",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "RequestThrottled",
  "RequestThrottledException",
  "SlowDown",
  "ThrottledException",
  "Throttling",
  "ThrottlingException",
  "TooManyRequestsException",
  "TransactionInProgressException",
  "ServiceUnavailable",
  "ServiceUnavailableException",
  "InternalServerError",
  "InternalServerException",
  "InternalFailure",
  "ModelNotReadyException",
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeoutException",
]);

// Node socket failures the SDK reports after its retries (connection refused or reset, no route, DNS down).
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);

interface SdkLikeError {
  name?: string;
  code?: string;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
  CancellationReasons?: Array<{ Code?: string } | undefined>;
}

/**
 * True when an error means "a dependency is busy or down", not "this request is wrong" or "our code is wrong":
 * throttling, timeouts, refused or reset connections and 5xx answers from an AWS service (after the SDK's retries).
 */
export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 3) return false;
  const e = error as SdkLikeError;
  if (e.name && BUSY_ERROR_NAMES.has(e.name)) return true;
  if (e.code && NETWORK_ERROR_CODES.has(e.code)) return true;
  if (e.$retryable?.throttling) return true;
  const status = e.$metadata?.httpStatusCode ?? 0;
  if (status === 429 || (status >= 500 && status <= 599)) return true;
  // A transaction cancelled only because DynamoDB throttled one of its items is an outage, not a conflict.
  if (e.name === "TransactionCanceledException" && e.CancellationReasons?.some((r) => r?.Code === "ThrottlingError")) {
    return true;
  }
  // fetch() wraps the socket error ("fetch failed", cause ECONNREFUSED).
  return isDependencyOutage(e.cause, depth + 1);
}

/**
 * A queued job's AI call was throttled past its own backoff (the quota is spent for now): the job gives its message
 * back to the queue to run again later, and its record waits in line again instead of failing (decision 366).
 */
export class JobThrottled extends Error {
  override name = "JobThrottled";
}

/** True for throttling only (the quota is spent), not the other outages isDependencyOutage also counts. */
export function isThrottling(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as SdkLikeError;
  return (
    e.name === "ThrottlingException" ||
    e.name === "TooManyRequestsException" ||
    e.$retryable?.throttling === true ||
    e.$metadata?.httpStatusCode === 429
  );
}
