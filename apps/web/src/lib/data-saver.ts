/** What the browser says about the connection (Network Information API; Chromium-based browsers). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: 'slow-2g' | '2g' | '3g' | '4g';
}

/**
 * Whether to spare the member's data: they asked for it (Save-Data, "Lite mode"), or the connection
 * is 2G-slow. Then pictures wait until asked for; text comes first either way. The page's starter
 * (`PAGE_SCRIPTS_STARTER`, packages/shared built-pages.ts) reads the same rule before the app runs.
 */
export function prefersLessData(
  connection: NetworkInformation | undefined = (navigator as Navigator & { connection?: NetworkInformation })
    .connection,
): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}
