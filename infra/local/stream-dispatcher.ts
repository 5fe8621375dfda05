import type { DynamoDBStreamEvent } from "aws-lambda";
import type { StreamHandlerSpec } from "#lambdas/routes";
import type { LoadHandler } from "./handler-loader";

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<void>;

/**
 * What AWS does with one event source mapping per stream function and its event filter: each function gets the
 * batch's records of the events it names. Every function is given its records even when another fails; the batch
 * then fails, and is given again, which the functions bear (they delete, or count each record once).
 */
export function streamDispatcher(load: LoadHandler, specs: readonly StreamHandlerSpec[]): StreamHandler {
  return async (event) => {
    let failure: unknown;
    for (const spec of specs) {
      const records = event.Records.filter((r) => spec.eventNames.some((name) => name === r.eventName));
      if (records.length === 0) continue;
      try {
        await (await load<StreamHandler>(spec))({ Records: records });
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  };
}
