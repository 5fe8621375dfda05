import { use } from "react";
import { parseRuntimeConfig, type RuntimeConfig } from "./runtime-config";

let pending: Promise<RuntimeConfig> | undefined;
let loaded: RuntimeConfig | undefined;

/**
 * Fetched once, on first call (main.tsx calls it before the first render, without waiting for it); every caller
 * shares the same request. The same build runs locally and in every AWS stage.
 */
export function loadConfig(): Promise<RuntimeConfig> {
  pending ??= fetch("/config.json", { cache: "no-store" }).then(async (response) => {
    if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
    loaded = parseRuntimeConfig(await response.json());
    return loaded;
  });
  return pending;
}

/** For components: suspends (nearest Suspense boundary) until the configuration has arrived. */
export function useAppConfig(): RuntimeConfig {
  return use(loadConfig());
}

/** Outside React, once loadConfig() has finished (for example in code that only runs after sign-in). */
export function appConfig(): RuntimeConfig {
  if (!loaded) throw new Error("Configuration used before loadConfig() finished");
  return loaded;
}
