/**
 * The dashboard's layout and its pages, each a chunk of its own (no Amplify: a stored session is read without it,
 * auth-loader.ts). router.tsx makes them lazy routes; boot.ts starts the layout's chunk and the page's own while the
 * app downloads, where they used to wait for the router, then the sign-in check, then the layout to render.
 * This table is a chunk of its own, fetched only on the dashboard: in the startup chunk every public page paid for
 * the dashboard chunks' file names (the bundler lists each dynamic import's files beside it), which took `/` past
 * its 120 KB (decision 362).
 */
export const DASHBOARD_IMPORTS = {
  layout: () => import("./pages/DashboardLayout"),
  home: () => import("./pages/DashboardHome"),
  newSummary: () => import("./pages/NewSummaryPage"),
  pastSummaries: () => import("./pages/PastSummariesPage"),
  newTranscription: () => import("./pages/NewTranscriptionPage"),
  pastTranscriptions: () => import("./pages/PastTranscriptionsPage"),
  transcription: () => import("./pages/TranscriptionDetailPage"),
  settings: () => import("./pages/SettingsPage"),
  activity: () => import("./pages/ActivityPage"),
} as const;
export type DashboardChunk = keyof typeof DASHBOARD_IMPORTS;

const DASHBOARD_PAGES: [RegExp, DashboardChunk][] = [
  [/^\/dashboard\/?$/, "home"],
  [/^\/dashboard\/new-summary\/?$/, "newSummary"],
  [/^\/dashboard\/summaries(\/[^/]+)?\/?$/, "pastSummaries"],
  [/^\/dashboard\/new-transcription\/?$/, "newTranscription"],
  [/^\/dashboard\/transcriptions\/?$/, "pastTranscriptions"],
  [/^\/dashboard\/transcriptions\/[^/]+\/?$/, "transcription"],
  [/^\/dashboard\/settings\/?$/, "settings"],
  [/^\/dashboard\/activity\/?$/, "activity"],
];

/** Starts loading the dashboard layout and the page at `pathname` (nothing for other addresses). */
export function preloadDashboard(pathname: string): void {
  if (!/^\/dashboard(\/|$)/.test(pathname)) return;
  const page = DASHBOARD_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
  for (const load of [DASHBOARD_IMPORTS.layout, page && DASHBOARD_IMPORTS[page]]) void load?.().catch(() => undefined);
}
