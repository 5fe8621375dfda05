import type { DynamoDBStreamEvent } from "aws-lambda";
import { describe, expect, it } from "vitest";
import type { StreamHandlerSpec } from "#lambdas/routes";
import { streamDispatcher } from "../../../../infra/local/stream-dispatcher";

const spec = (id: string, eventNames: StreamHandlerSpec["eventNames"]): StreamHandlerSpec => ({
  id,
  handler: `jobs/${id}`,
  grants: [],
  eventNames,
});

const batch = {
  Records: [
    { eventID: "1", eventName: "INSERT" },
    { eventID: "2", eventName: "REMOVE" },
  ],
} as unknown as DynamoDBStreamEvent;

/** A loader whose handlers record the event ids they were given, and fail when told to. */
function loader(failing: string[] = []) {
  const seen: Record<string, string[]> = {};
  const load = async <H>(s: { handler: string }) =>
    (async (event: DynamoDBStreamEvent) => {
      seen[s.handler] = event.Records.map((r) => String(r.eventID));
      if (failing.includes(s.handler)) throw new Error(`${s.handler} failed`);
    }) as H;
  return { seen, load };
}

describe("the local stack's stream dispatcher", () => {
  it("gives each stream function only the events it names, as the event source mapping's filter does", async () => {
    const { seen, load } = loader();

    await streamDispatcher(load, [spec("removed", ["REMOVE"]), spec("counts", ["INSERT", "MODIFY", "REMOVE"])])(batch);

    expect(seen).toEqual({ "jobs/removed": ["2"], "jobs/counts": ["1", "2"] });
  });

  it("still gives the other functions their records when one fails, then fails the batch", async () => {
    const { seen, load } = loader(["jobs/removed"]);
    const dispatch = streamDispatcher(load, [spec("removed", ["REMOVE"]), spec("counts", ["INSERT", "REMOVE"])]);

    await expect(dispatch(batch)).rejects.toThrow("jobs/removed failed");
    expect(seen["jobs/counts"]).toEqual(["1", "2"]);
  });
});
