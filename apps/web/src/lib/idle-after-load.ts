/**
 * Runs `work` once the page has loaded and the browser has a moment to spare (at the latest two
 * seconds after the load). A prerendered page's scripts often start after its load: then it waits
 * for the moment only. Returns what cancels it.
 */
export function whenIdleAfterLoad(work: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const request = requestIdleCallback(work, { timeout: 2000 });
      cancel = () => cancelIdleCallback(request);
    } else {
      const timer = setTimeout(work, 500);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}
