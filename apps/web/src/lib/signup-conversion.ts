/**
 * Reports one sign-up to the operator's ad account, and only when ANALYTICS_TAG is configured:
 * nothing is loaded or sent otherwise. No member data goes with it.
 */
export function reportSignupConversion(tag: string | null | undefined): void {
  if (!tag) return;
  if (/^(AW|G|GT)-/.test(tag)) reportToGoogleTag(tag);
  else if (/^\d+$/.test(tag)) reportToMetaPixel(tag);
}

type GtagWindow = Window & { dataLayer?: unknown[] };

function reportToGoogleTag(tag: string): void {
  const w = window as GtagWindow;
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

function reportToMetaPixel(pixelId: string): void {
  const beacon = new Image(1, 1);
  beacon.src = `https://www.facebook.com/tr?id=${pixelId}&ev=CompleteRegistration&noscript=1`;
}
