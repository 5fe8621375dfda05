/**
 * A patient's portal link: /patient-portal/<summaryId>#<token>, or the spec's path form
 * /patient-portal/<summaryId>/<token> (decision 2), which the page rewrites to the fragment form. The portal is always
 * opened from such a link, so main.tsx renders it without the router (decision 234).
 */
export interface PortalLink {
  summaryId: string;
  /** The token when the link carries it in the path. */
  pathToken?: string;
}

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

export function portalLink(pathname: string): PortalLink | null {
  const match = pathname.match(/^\/patient-portal\/([^/]+)(?:\/([^/]+))?\/?$/);
  if (!match) return null;
  return match[2] ? { summaryId: decoded(match[1]), pathToken: decoded(match[2]) } : { summaryId: decoded(match[1]) };
}

/** The link's token: from the path form, else the fragment (URL-decoded; a malformed escape throws). */
export const portalToken = (link: PortalLink, hash: string): string =>
  link.pathToken ?? decodeURIComponent(hash.replace(/^#/, ""));
