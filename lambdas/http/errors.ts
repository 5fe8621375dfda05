import {
  Conflict,
  DomainError,
  InvalidInput,
  isDependencyOutage,
  LimitReached,
  NotFound,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UpstreamFailed,
} from "../core/shared/errors";

/** The one place that maps core's domain errors to HTTP statuses. */

/** Seconds a client should wait before retrying a 429 or 503 (the SDK has already retried three times). */
export const RETRY_AFTER_SECONDS = 3;

const statusByClass: Array<[new (...args: never[]) => DomainError, number]> = [
  [NotFound, 404],
  [Conflict, 409],
  [LimitReached, 409],
  [InvalidInput, 422],
  [Unauthorized, 401],
  [TooManyRequests, 429],
  [UpstreamFailed, 502],
  [ServiceUnavailable, 503],
];

/** Outages become `ServiceUnavailable`; everything else is returned as it came. */
export function asDomainError(error: unknown): unknown {
  return !(error instanceof DomainError) && isDependencyOutage(error) ? new ServiceUnavailable() : error;
}

export function statusOf(error: unknown): number {
  for (const [cls, status] of statusByClass) {
    if (error instanceof cls) return status;
  }
  return 500;
}
