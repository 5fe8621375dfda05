/**
 * What the store reports when a conditional write finds the world other than expected. Plain classes (no SDK), so
 * core logic can turn them into domain errors.
 */
export class FeedbackAlreadySent extends Error {}
/** The summary went (deleted or expired) while a feedback was being stored. */
export class SummaryGone extends Error {}
/** The claim this request acted on is no longer its own (the summary went, or a later request replaced it). */
export class ClaimLost extends Error {}
/** The idempotency key is bound to another summary of this clinician. */
export class RequestKeyReused extends Error {}
/** A send holds the summary: deleting it now would leave the patient an email with a dead link. */
export class SendInProgress extends Error {}
/** The clinician's chat reached its length limit (the record must stay well inside DynamoDB's item limit). */
export class ChatFull extends Error {}
