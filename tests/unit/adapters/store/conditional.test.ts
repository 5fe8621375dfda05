import { ConditionalCheckFailedException, TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { conditionalWrite, ifConditionHolds } from "#adapters/store/conditional";

class Lost extends Error {}
class Reused extends Error {}

const conditionFailed = () =>
  Promise.reject(new ConditionalCheckFailedException({ message: "The conditional request failed", $metadata: {} }));
const cancelled = (...codes: string[]) =>
  Promise.reject(
    new TransactionCanceledException({
      message: "Transaction cancelled",
      $metadata: {},
      CancellationReasons: codes.map((Code) => ({ Code })),
    }),
  );

describe("a conditional write", () => {
  it("answers the write's result, or true, when it was made", async () => {
    expect(await ifConditionHolds(Promise.resolve({ Attributes: { a: 1 } }))).toEqual({ Attributes: { a: 1 } });
    expect(await conditionalWrite(Promise.resolve({}))).toBe(true);
  });

  it("answers false (undefined) when the condition of a single write failed, or throws the error given", async () => {
    expect(await conditionalWrite(conditionFailed())).toBe(false);
    expect(await ifConditionHolds(conditionFailed())).toBeUndefined();
    await expect(conditionalWrite(conditionFailed(), Lost)).rejects.toBeInstanceOf(Lost);
  });

  it("reads a cancelled transaction by item: an error given wins over false; an item not listed is rethrown", async () => {
    expect(await conditionalWrite(cancelled("ConditionalCheckFailed", "None"), false, Reused)).toBe(false);
    await expect(conditionalWrite(cancelled("None", "ConditionalCheckFailed"), false, Reused)).rejects.toBeInstanceOf(
      Reused,
    );
    await expect(
      conditionalWrite(cancelled("ConditionalCheckFailed", "ConditionalCheckFailed"), false, Reused),
    ).rejects.toBeInstanceOf(Reused);
    await expect(conditionalWrite(cancelled("None", "ConditionalCheckFailed"), Lost)).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
  });

  it("rethrows every other error, a transaction cancelled for another reason included", async () => {
    await expect(conditionalWrite(cancelled("TransactionConflict"))).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    await expect(conditionalWrite(Promise.reject(new Error("offline")))).rejects.toThrow("offline");
  });

  it("knows the SDK's errors by name, so a second copy of the SDK is no different", async () => {
    const copy = Object.assign(new Error("The conditional request failed"), {
      name: "ConditionalCheckFailedException",
    });
    expect(await conditionalWrite(Promise.reject(copy))).toBe(false);
  });
});
