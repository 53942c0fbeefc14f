import { useEffect, useState } from 'react';

/**
 * False while the page is the build's prerendered markup (docs/decisions/014): at build time, and in
 * the browser until the app has taken that markup over (main.tsx then drops `data-prerendered`).
 * Pages the app draws itself are usable at once.
 */
let takenOver =
  typeof document !== 'undefined' && !document.getElementById('root')?.hasAttribute('data-prerendered');

/**
 * Whether a control may be used yet. Prerendered markup has no handlers: a choice made in it would do
 * nothing, or the browser's own thing, and be lost when the app takes over.
 */
export function useTakenOver(): boolean {
  const [ready, setReady] = useState(takenOver);
  useEffect(() => {
    takenOver = true;
    setReady(true);
  }, []);
  return ready;
}
