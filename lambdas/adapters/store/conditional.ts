import type { TransactionCanceledException } from "@aws-sdk/client-dynamodb";

/** What a failed condition means to the caller: a plain "not written" (false), or a store error to throw. */
export type OnConditionFailed = false | (new () => Error);

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
    // Known by name, which the SDK's exceptions always carry (instanceof fails on a second copy of the SDK).
    const { name, CancellationReasons } = (error ?? {}) as {
      name?: string;
      CancellationReasons?: TransactionCanceledException["CancellationReasons"];
    };
    const given = onFailed.length > 0 ? onFailed : [false as const];
    const outcomes =
      name === "ConditionalCheckFailedException"
        ? given.slice(0, 1)
        : name === "TransactionCanceledException"
          ? given.filter((_, i) => CancellationReasons?.[i]?.Code === "ConditionalCheckFailed")
          : [];
    const Failure = outcomes.find(Boolean);
    if (Failure) throw new Failure();
    if (outcomes.includes(false)) return undefined;
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
