import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        // lucide-react is one module per icon: without a group each shared icon becomes a request of its own.
        codeSplitting: { groups: [{ name: "icons", test: /node_modules[\\/]lucide-react/ }] },
      },
    },
  },
  server: { strictPort: true },
});
