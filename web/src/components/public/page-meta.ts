import { useEffect } from "react";

export const SITE_NAME = "ClearNote Health";

const fullTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

let lastOnServer = { title: SITE_NAME, description: "" };

/** The title and description of the page last rendered at build time (bin/prerender-web.ts). */
export const pageMetaOnServer = () => lastOnServer;

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/**
 * Every public page names itself: the document title ('Pricing | ClearNote Health') and the one description meta
 * tag of index.html, updated in place so there is never a second one. Private pages (the patient portal, feedback)
 * pass `noindex`: a robots tag keeps them out of search engines while they are shown. No page sends a referrer
 * (index.html's referrer meta, and the Referrer-Policy header in AWS).
 */
export function usePageMeta(title: string, description: string, { noindex = false } = {}): void {
  // Rendering at build time (no document): remember what the page's <head> must say.
  if (typeof document === "undefined") lastOnServer = { title: fullTitle(title), description };
  useEffect(() => {
    document.title = fullTitle(title);
    descriptionTag().content = description;
  }, [title, description]);

  useEffect(() => {
    if (!noindex) return;
    const robots = document.createElement("meta");
    robots.name = "robots";
    robots.content = "noindex, nofollow";
    document.head.append(robots);
    return () => robots.remove();
  }, [noindex]);
}

/**
 * The signed-in app, the patient pages and sign-in name themselves the same way ('Past Summaries | ClearNote Health'),
 * so a clinician with several tabs open can tell them apart; they leave the description alone (not indexed).
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  }, [title]);
}
