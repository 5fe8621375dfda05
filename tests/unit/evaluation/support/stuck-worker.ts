import { serveDocuments } from "#tests/fixtures/safety/bounded-runner";

/** A worker for the bounded runner's test: "stuck" never returns (synchronous loop), "broken" throws. */
serveDocuments(
  async (id) => {
    if (id === "stuck") for (;;);
    if (id === "broken") throw new Error("cannot read this one");
    return `read ${id}`;
  },
  async () => undefined,
);
