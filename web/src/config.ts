import { parseRuntimeConfig, type RuntimeConfig } from "./runtime-config";

let loaded: RuntimeConfig | undefined;

/** Fetched once before the first render; the same build runs locally and in every AWS stage. */
export async function loadConfig(): Promise<RuntimeConfig> {
  const response = await fetch("/config.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  loaded = parseRuntimeConfig(await response.json());
  return loaded;
}

export function appConfig(): RuntimeConfig {
  if (!loaded) throw new Error("Configuration used before loadConfig() finished");
  return loaded;
}
