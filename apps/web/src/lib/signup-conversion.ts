/** Served by the API when ANALYTICS_TAG is set (apps/server/src/plugins/conversion-frame.ts). */
const CONVERSION_FRAME = '/api/analytics/signup-conversion';

/** Long enough for the tag to load and send its report; the frame is of no use after. */
const FRAME_LIFETIME_MS = 60_000;

/**
 * Reports one sign-up to the operator's ad-analytics tag, and only when one is configured:
 * otherwise nothing is loaded or sent. The tag never runs in the app's own pages, which can read
 * the session token: it runs in a frame sandboxed without same-origin rights (an opaque origin,
 * with no access to this page, its cookies or its storage). No member data goes with it.
 */
export function reportSignupConversion(tag: string | null | undefined): void {
  if (!tag) return;
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'Sign-up report';
  frame.hidden = true;
  frame.src = CONVERSION_FRAME;
  document.body.append(frame);
  window.setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
}
