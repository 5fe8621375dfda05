/**
 * The web app's Content-Security-Policy: the CloudFront response headers (web stack) and the `bench:web` server
 * (bin/bench-web.ts) send this one, so the benchmark loads pages under the rules production enforces (no inline
 * script: the prerendered pages hydrate through a file).
 */
export function contentSecurityPolicy(hosts: { connect: string[]; media: string[] }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Amplify UI sets inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...hosts.connect].join(" "),
    ["media-src 'self' blob:", ...hosts.media].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
