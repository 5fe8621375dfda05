import { parseRuntimeConfig, type RuntimeConfig } from "./runtime-config";

let loading: Promise<RuntimeConfig> | undefined;
let loaded: RuntimeConfig | undefined;

/**
 * Fetched once per page load, before the first render; the same build runs locally and in every AWS stage. boot.ts
 * asks for it before the app's code is here, main.tsx and the portal's early call wait for it: one request, the one
 * index.html's preload already started.
 */
export function loadConfig(): Promise<RuntimeConfig> {
  loading ??= fetch("/config.json", { cache: "no-store" }).then(async (response) => {
    if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
    loaded = parseRuntimeConfig(await response.json());
    return loaded;
  });
  return loading;
}

export function appConfig(): RuntimeConfig {
  if (!loaded) throw new Error("Configuration used before loadConfig() finished");
  return loaded;
}
