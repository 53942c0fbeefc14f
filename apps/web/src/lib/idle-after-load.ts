/**
 * Time after the page's load for its own first requests (its data, the photos that come with it)
 * and for drawing them: on a slow phone these take a few seconds, and work started meanwhile
 * competes with them for the processor.
 */
const SETTLE_MS = 3000;

/**
 * Runs `work` once the page has loaded and settled, when the browser has a moment to spare (at the
 * latest two seconds later). A prerendered page's scripts often start after its load: then it waits
 * from then. Returns what cancels it.
 */
export function whenIdleAfterLoad(work: () => void): () => void {
  let cancel = () => {};
  const atIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const request = requestIdleCallback(work, { timeout: 2000 });
      cancel = () => cancelIdleCallback(request);
    } else {
      const timer = setTimeout(work, 500);
      cancel = () => clearTimeout(timer);
    }
  };
  const settled = () => {
    const timer = setTimeout(atIdle, SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
  return () => {
    window.removeEventListener('load', settled);
    cancel();
  };
}
