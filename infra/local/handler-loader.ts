import { pathToFileURL } from "node:url";

/** Resolves to the `handler` export of a module under lambdas/. */
export type LoadHandler = <H>(spec: { handler: string }) => Promise<H>;

/**
 * Imports each handler module under lambdasDir once, on its first request (as a Lambda's cold start does), and
 * keeps it for the ones after.
 */
export function handlerLoader(lambdasDir: string): LoadHandler {
  const handlers = new Map<string, Promise<unknown>>();
  return <H>(spec: { handler: string }): Promise<H> => {
    let loaded = handlers.get(spec.handler);
    if (!loaded) {
      const file = pathToFileURL(`${lambdasDir}/${spec.handler}.ts`).href;
      loaded = import(file).then((mod: { handler: H }) => mod.handler);
      // A module that failed to load is tried again next time (after the developer fixes it).
      loaded.catch(() => handlers.delete(spec.handler));
      handlers.set(spec.handler, loaded);
    }
    return loaded as Promise<H>;
  };
}
