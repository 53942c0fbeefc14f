/**
 * Where a prerendered page's inline script keeps the browser's offer to install the site
 * (`window[EARLY_INSTALL_OFFER]`), when it comes before the app runs; the app's install banner
 * reads it from there.
 */
export const EARLY_INSTALL_OFFER = 'varmalaInstallOffer';
