import { fileURLToPath } from "node:url";
import { createServer, type Plugin } from "vite";
import type { RuntimeConfig } from "../../web/src/runtime-config";

/** Serves /config.json from memory, the way CloudFront serves the file the web stack writes. */
function runtimeConfig(config: RuntimeConfig): Plugin {
  return {
    name: "local-runtime-config",
    configureServer(server) {
      server.middlewares.use("/config.json", (_req, res) => {
        res.setHeader("content-type", "application/json");
        res.setHeader("cache-control", "no-store");
        res.end(JSON.stringify(config));
      });
    },
  };
}

export async function startWeb(host: string, port: number, config: RuntimeConfig) {
  const server = await createServer({
    configFile: fileURLToPath(new URL("../../web/vite.config.ts", import.meta.url)),
    server: { host, port, strictPort: true },
    plugins: [runtimeConfig(config)],
    logLevel: "warn",
    clearScreen: false,
  });
  await server.listen();
  return { close: () => server.close() };
}
