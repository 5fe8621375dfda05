import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { App } from "./App";
import { pageMetaOnServer } from "./components/public/page-meta";
import { preloadPage } from "./page-chunks";
import { routes } from "./router";

/**
 * Build-time rendering of one public page (bin/prerender-web.ts): the same providers and routes as the browser, a
 * static router at `path`, every lazy page awaited. No hydration data script is emitted (the CSP allows no inline
 * script, and these routes have no loaders).
 */
export async function renderPage(path: string): Promise<{ html: string; title: string; description: string }> {
  await preloadPage(path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => (
    <App>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
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
