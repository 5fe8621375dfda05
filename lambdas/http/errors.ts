/**
 * Domain errors. Core logic throws these; `statusOf` is the one place that maps them to HTTP.
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

const statusByClass: Array<[new (...args: never[]) => DomainError, number]> = [
  [NotFound, 404],
  [Conflict, 409],
  [LimitReached, 409],
  [InvalidInput, 422],
  [Unauthorized, 401],
  [TooManyRequests, 429],
  [UpstreamFailed, 502],
];

export function statusOf(error: unknown): number {
  for (const [cls, status] of statusByClass) {
    if (error instanceof cls) return status;
  }
  return 500;
}
