import { ConditionalCheckFailedException, TransactionCanceledException } from "@aws-sdk/client-dynamodb";

/** What a failed condition means to the caller: a plain "not written" (false), or a store error to throw. */
export type OnConditionFailed = false | (new () => Error);

const named = (error: unknown, name: string) => (error as { name?: string } | undefined)?.name === name;

/** The indexes of the items whose condition failed: item 0 for a single write, any item of a cancelled transaction. */
function failedItems(error: unknown): number[] | undefined {
  if (error instanceof ConditionalCheckFailedException || named(error, "ConditionalCheckFailedException")) return [0];
  if (!(error instanceof TransactionCanceledException || named(error, "TransactionCanceledException"))) return;
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason?.Code === "ConditionalCheckFailed" ? [index] : []));
}

/**
 * Awaits a conditional write (one Put/Update/Delete, or a transaction) and gives its result, or undefined when a
 * condition failed. `onFailed` says, by item (index 0 for a single write, the item's index in a transaction), what
 * a failed condition there means: false (the default for item 0) or a store error, thrown. An item given an error is
 * checked before one given false; a failure on an item not listed, and every other error, is thrown as it came.
 */
export async function ifConditionHolds<T>(write: Promise<T>, ...onFailed: OnConditionFailed[]): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    const failed = failedItems(error) ?? [];
    const outcomes = onFailed.length > 0 ? onFailed : [false as const];
    for (const index of failed) {
      const Failure = outcomes[index];
      if (Failure) throw new Failure();
    }
    if (failed.some((index) => outcomes[index] === false)) return undefined;
    throw error;
  }
}

/** `ifConditionHolds` for callers that only need to know whether the write was made. */
export async function conditionalWrite(write: Promise<unknown>, ...onFailed: OnConditionFailed[]): Promise<boolean> {
  return (
    (await ifConditionHolds(
      write.then(() => true),
      ...onFailed,
    )) === true
  );
}
