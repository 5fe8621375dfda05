import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./App";
import { pageMetaOnServer } from "./components/public/page-meta";
import { preloadPage } from "./page-chunks";
import { AppRoutes } from "./router";
import { Router } from "./routing";

/**
 * Build-time rendering of one public page (bin/prerender-web.ts): the same providers and routes as the browser, at
 * `path`, every lazy page awaited.
 */
export async function renderPage(path: string): Promise<{ html: string; title: string; description: string }> {
  await preloadPage(path);
  const page = () => (
    <App>
      <Router ssrPath={path}>
        <AppRoutes />
      </Router>
    </App>
  );
  // React outlines a large Suspense boundary (a spinner, the page hidden beside it, and an inline script to swap them,
  // which the CSP blocks: the visitor would see a spinner until the app starts). No chunk size limit: inline it all.
  const { prelude } = await prerenderToNodeStream(page(), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const meta = pageMetaOnServer();
  return { html: Buffer.concat(chunks).toString("utf8"), ...meta };
}
