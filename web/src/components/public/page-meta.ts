import { useEffect } from "react";

export const SITE_NAME = "ClearNote Health";

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
 * tag of index.html, updated in place so there is never a second one.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    descriptionTag().content = description;
  }, [title, description]);
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
