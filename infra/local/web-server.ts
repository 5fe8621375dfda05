import http from "node:http";
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

/**
 * Vite in middleware mode on our own HTTP server: a standalone Vite server adds its own SIGTERM handler that
 * exits the process as soon as Vite has closed, before the local stack has stopped its emulators and removed
 * its throw-away folder. Here the stack decides when the process ends.
 */
export async function startWeb(host: string, port: number, config: RuntimeConfig) {
  const httpServer = http.createServer();
  const vite = await createServer({
    configFile: fileURLToPath(new URL("../../web/vite.config.ts", import.meta.url)),
    server: { middlewareMode: true, ws: { server: httpServer } },
    appType: "spa",
    plugins: [runtimeConfig(config)],
    logLevel: "warn",
    clearScreen: false,
  });
  httpServer.on("request", vite.middlewares);
  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(port, host, () => {
        httpServer.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await vite.close();
    throw error;
  }
  return {
    close: async () => {
      await vite.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
