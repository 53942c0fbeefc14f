/**
 * Reports one sign-up to the operator's Google tag (ANALYTICS_TAG, e.g. AW-123456789), and only
 * when one is configured: otherwise nothing is loaded or sent. No member data goes with it.
 */
export function reportSignupConversion(tag: string | null | undefined): void {
  if (!tag) return;
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  const dataLayer = w.dataLayer;
  // gtag.js reads Arguments objects from the data layer, not arrays.
  function gtag(..._args: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object itself
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', tag);
  gtag('event', tag.startsWith('AW-') ? 'conversion' : 'sign_up', { send_to: tag });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tag)}`;
  document.head.append(script);
}
