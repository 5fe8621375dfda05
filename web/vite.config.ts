import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

const BOOT_MODULE = /web[\\/]src[\\/]boot\.ts$/;

/**
 * src/boot.ts starts the page's own requests (the runtime config, the page's chunk and the router, or the patient
 * portal's summary) while the app downloads. A module runs only once its whole import graph is here, so main.tsx,
 * which imports React, cannot start them early: the chunk holding boot.ts (the "startup" group below, which imports
 * nothing) is also run by index.html itself, as an `async` module script ahead of the app's entry (the same URL, so it
 * is fetched and run once). Ahead, because over HTTP/1.1's six connections per host what comes first in the page is
 * fetched first. `data-client-rendered` marks it for bin/prerender-web.ts, which leaves it out of prerendered pages.
 */
function bootFirst(): Plugin {
  return {
    name: "clearnote-boot-first",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const tag = (src: string, async = true) =>
          `<script type="module"${async ? " async" : ""} crossorigin src="${src}" data-client-rendered></script>`;
        // In dev, not async: run before the React refresh preamble (an inline module script, run in order), boot.ts's
        // early import of the router threw "@vitejs/plugin-react can't detect preamble", and the page kept that error.
        if (!bundle) return html.replace("</head>", `  ${tag("/src/boot.ts", false)}\n  </head>`);
        const boot = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.moduleIds.some((id) => BOOT_MODULE.test(id)),
        );
        if (boot?.type !== "chunk" || boot.imports.length > 0) {
          throw new Error("src/boot.ts must be in a chunk that imports nothing");
        }
        return html.replace(/([ \t]*)<script type="module" crossorigin src=/, `$1${tag(`/${boot.fileName}`)}\n$&`);
      },
    },
  };
}

const CONTRACT_MODULE = /lambdas[\\/]contracts[\\/].*\.ts$/;
/** Shared by the signed-in pages: the contracts, the API client, the ui kit and the small cards and badges. */
const SIGNED_IN_SHARED =
  /lambdas[\\/]contracts[\\/]|web[\\/]src[\\/](api[\\/]client\.ts|hooks[\\/]poll-interval\.ts|components[\\/](ui[\\/](Card|ClassicButton|ClassicField|ConfirmDialog|Dropzone|ResponsiveTable|SummaryStatusBadge|Switch)\.tsx|HistoryPanel\.tsx|review[\\/](ToCheckBadge\.tsx|flag-words\.ts|claim-lines\.ts)|transcription[\\/](StatusBadges\.tsx|transcript-layout\.ts|duration\.ts)))$/;
/** What the patient portal, the public pages and the sign-in page import of those (their chunks stay their own). */
const PORTAL_SHARED =
  /lambdas[\\/]contracts[\\/](format-date|languages|summary-sentences|care-team|i18n|patient-language|text|contact|welcome-name|errors)|web[\\/]src[\\/]components[\\/](SummaryText|ChatPanel|ErrorBoundary|ErrorView|Spinner)\.tsx$/;

/**
 * The shared contracts (lambdas/contracts) build their zod schemas inside `z.lazy` (decision 233), so that importing a
 * contract for its constants and types runs no zod. Marked pure here, a schema the web never parses is dropped, and
 * zod with it, from every page that parses nothing: 9 KB gzip on the dashboard's pages, where zod came along with
 * `RETENTION_OPTIONS` or `MAX_UPLOAD_BYTES`. (Rolldown's `manualPureFunctions` does not match a namespace import's call.)
 */
function pureContractSchemas(): Plugin {
  return {
    name: "clearnote-pure-contract-schemas",
    transform: {
      filter: { id: CONTRACT_MODULE },
      handler: (code) => ({ code: code.replace(/(?<![\w.$])z\.lazy\(/g, "/* @__PURE__ */ z.lazy("), map: null }),
    },
  };
}

export default defineConfig({
  root,
  // node_modules may be shared by several checkouts (a symlink): each run can keep its pre-bundled dependencies apart,
  // or one server's re-optimisation answers another's requests with 504 'Outdated Optimize Dep'.
  cacheDir: process.env.VITE_CACHE_DIR || undefined,
  plugins: [react(), bootFirst(), pureContractSchemas()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        // lucide-react is one module per icon: without a group each shared icon becomes a request of its own.
        codeSplitting: {
          groups: [
            // boot.ts with what it imports (the runtime config, the public API calls, the page chunks' table): small,
            // and importing nothing, so that it runs as soon as it is here (bootFirst above).
            { name: "startup", test: BOOT_MODULE, priority: 3 },
            // React and the rest of what main.tsx imports, the patient portal among it: one chunk, where the default
            // splitting made a dozen small ones of the modules the lazy pages share with it.
            {
              name: "app",
              tags: ["$initial"],
              test: (id: string) => !/web[\\/](index\.html|src[\\/]main\.tsx)/.test(id),
              priority: 2,
            },
            // The portal's page is a chunk of its own (issue 23: its texts in the patient's languages weigh on no other
            // page), but its logo and page title stay here, not in the router's chunk, which would take them (a group
            // takes its modules' dependencies) and which the portal never loads.
            {
              name: "shell",
              test: /web[\\/]src[\\/]components[\\/]public[\\/](Logo\.tsx|page-meta\.ts)$/,
              priority: 2,
            },
            // The router with the route table and what the routed pages share (layout, header, footer, their icons):
            // one chunk where there were six, and none of it for the patient portal.
            {
              name: "router",
              test: /node_modules[\\/](wouter|regexparam)[\\/]|web[\\/]src[\\/]rout(er|ing)\.tsx$/,
              priority: 1.5,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react/, priority: 1 },
            // The send panel with its patient-language select (issue 23), which the summary and transcription pages
            // share: one chunk, where the default splitting made five small ones of it (each a request's overhead). Only
            // these modules: with their dependencies (fields, buttons, the API client) every signed-in page would load it. Not the
            // language list, which the patient portal shares: with it, the portal loaded this chunk and through it the router.
            // The small modules the signed-in pages share (the API client, the ui kit, the contracts they read): one
            // chunk, where the default splitting made one per module (0.1-1.2 KB each; a transcription's page loaded
            // 37 scripts, each a request's overhead on a mobile network). Not what the patient portal, the public pages
            // or the sign-in page import (the ui kit's buttons, fields and badges, their contracts), so they never
            // load this chunk.
            {
              name: "signed-in",
              includeDependenciesRecursively: false,
              test: (id: string) => SIGNED_IN_SHARED.test(id) && !PORTAL_SHARED.test(id),
              priority: 0.5,
            },
            {
              name: "send-panel",
              includeDependenciesRecursively: false,
              test: /web[\\/]src[\\/](components[\\/](EmailPanel|translation[\\/]PatientLanguageSelect|review[\\/](SendBlockedNote|LazyToCheckPanel|FlagHighlights))\.tsx|hooks[\\/]usePatientTranslation\.ts)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    strictPort: true,
    // Transform the app's shell and the sign-in page (with the Amplify modules it loads as the visitor starts, and
    // the Authenticator it loads on request) when the server starts, not on the first visit: on a busy machine a cold
    // /login took over 10 s and could meet a dependency re-optimisation halfway ("Failed to fetch dynamically
    // imported module").
    warmup: {
      clientFiles: [
        "./src/main.tsx",
        "./src/router.tsx",
        "./src/pages/LoginPage.tsx",
        "./src/sign-in.ts",
        "./src/amplify.ts",
        "./src/components/auth/AuthenticatorPanel.tsx",
      ],
    },
  },
});
