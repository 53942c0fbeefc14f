import { type ReactNode, useEffect, useState } from 'react';

/**
 * A public page arrives as the build's prerendered markup (docs/decisions/014), which the app then
 * takes over (main.tsx) in parts, each in a task of its own rather than all in one long task: on a
 * slow phone the page answers a tap between the parts. A part that waits (`TakeOverLater`) keeps its
 * markup on screen, and Preact takes it over where it left off, so nothing is drawn twice.
 */
const prerendered = typeof document !== 'undefined' && prerenderedHere(document.getElementById('root'));

/**
 * Whether `root` holds the build's markup of this very page (the server names the page it
 * prerendered in `data-prerendered`). A page kept for offline use may be another page's: the
 * service worker keeps the last page it fetched as the shell of every page. Such markup is replaced,
 * not taken over, or a member offline would be shown the visitor's header of another page.
 */
export function prerenderedHere(root: HTMLElement | null): boolean {
  return root?.dataset.prerendered === window.location.pathname;
}

/** Whether the app started on this page's prerendered markup (read before main.tsx takes it over). */
export function startedPrerendered(): boolean {
  return prerendered;
}

/** True during the first render of a prerendered page: the parts after the first wait. */
let takingOver = prerendered;
/**
 * True once every part has been taken over, and on pages the app draws itself; never while
 * prerendering, whose markup is what a visitor sees before the app runs.
 */
let takenOver = typeof document !== 'undefined' && !prerendered;

/**
 * main.tsx calls this when it draws the page itself after all, over markup it did not take over (a
 * member's frame whose session the server refused): every part is the app's at once.
 */
export function drawnAfresh(): void {
  takingOver = false;
  takenOver = true;
}

const waits: Promise<void>[] = [];
const done = new Set<number>();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** main.tsx calls this once the first render has taken over the parts that do not wait. */
export function firstRenderDone(): void {
  takingOver = false;
  void Promise.all(waits).then(() => {
    takenOver = true;
  });
}

/**
 * A part of the page taken over in the task after part `order - 1`'s. It must render exactly one
 * element at its top (the element whose markup is kept while it waits) and sit in a <Suspense>.
 */
export function TakeOverLater({ order, children }: { order: number; children: ReactNode }): ReactNode {
  if (takingOver && !done.has(order)) {
    for (let part = waits.length; part <= order; part++) {
      const previous = waits[part - 1] ?? Promise.resolve();
      waits[part] = previous.then(nextTask).then(() => {
        done.add(part);
      });
    }
    throw waits[order];
  }
  return children;
}

/**
 * Whether a control may be used yet. Prerendered markup has no handlers: a choice made in it would do
 * nothing, or the browser's own thing, and be lost when the app takes over. A control taken over
 * from that markup turns usable once its part is the app's; one the app draws itself, at once.
 */
export function useTakenOver(): boolean {
  const [ready, setReady] = useState(takenOver);
  useEffect(() => {
    setReady(true);
  }, []);
  return ready;
}
