import { type ReactNode, Suspense } from "react";
import { ScrollRestoration } from "../../routing";
import { Spinner } from "../Spinner";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** Header, main content and footer of every marketing and help page; the pages load lazily inside it. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
