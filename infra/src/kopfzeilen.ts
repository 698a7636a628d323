/**
 * The security headers of the web app, built once for CloudFront (the response headers policy)
 * and for the local stack (the API adapter sends them on every answer), so the browser tests
 * prove that the policy CloudFront sends lets every screen and the upload work. Free of
 * aws-cdk-lib: the local stack imports it.
 *
 * Scripts only from the site itself (the Vite build has no inline script); styles also inline,
 * because PrimeReact and the Amplify UI set style attributes and inject style elements.
 */

/** The origins the browser talks to besides the site: API, Cognito, the inbox (presigned PUT and GET). */
export interface Herkuenfte {
  /** `'self'` when the API is served from the site's origin (local stack). */
  api: string;
  cognito: string;
  /** The inbox bucket's endpoint that presigned upload URLs point at. */
  inbox: string;
}

/** Two years, as HSTS preload lists expect. */
export const HSTS_SEKUNDEN = 2 * 365 * 24 * 60 * 60;
export const REFERRER_POLICY = 'same-origin';
export const FRAME_OPTIONS = 'DENY';

export function inhaltsrichtlinie(h: Herkuenfte): string {
  const verbindungen = [...new Set(["'self'", h.api, h.cognito, h.inbox])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${verbindungen}`,
    // The file viewer shows a PDF in the browser's own viewer, framed on its presigned inbox link.
    `frame-src ${h.inbox}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every header as the local stack sends it (CloudFront's policy sets the same values). */
export function sicherheitsKopfzeilen(h: Herkuenfte): Record<string, string> {
  return {
    'content-security-policy': inhaltsrichtlinie(h),
    'strict-transport-security': `max-age=${HSTS_SEKUNDEN}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
  };
}
