import './styles.css';
import { PAGE_SCRIPTS_ID, PRELOADS_ADDED } from '@varmala/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { Providers } from './app/providers';
import { routerReady } from './app/router';
import { startI18n } from './i18n/i18n';
import { checkStoredSession } from './lib/current-user';
import { whenIdleAfterLoad } from './lib/idle-after-load';
import { isMemberFrame } from './lib/member-frame';
import { prefetchPublicConfig } from './lib/public-config';
import { getSession } from './lib/session';
import { drawnAfresh, firstRenderDone, prerenderedHere } from './lib/taken-over';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const sessionChecked = checkStoredSession();

// Installable as an app, and opens offline. Registered once the page has loaded and settled, so the
// first visit on a slow phone spends nothing on it; the worker never touches /api.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdleAfterLoad(() => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

/**
 * Lets the browser paint and answer a tap between the steps of starting: on a slow phone, starting
 * the app in one go would freeze the page for the better part of a second.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The longest the start waits for the starter's chunks: a page whose starter stopped still starts. */
const PRELOADS_WAIT_MS = 2_000;

/**
 * Once a prerendered page's starter has added every chunk it lists (PRELOADS_ADDED): the app's first
 * fetch of a chunk then finds them all, instead of adding again those still to come. A page in a
 * background tab does not wait: the browser slows its timers to one a second there, so the starter
 * would take many seconds, and nobody waits on its tasks.
 */
function preloadsAdded(): Promise<void> {
  const added = (window as Partial<Record<typeof PRELOADS_ADDED, boolean>>)[PRELOADS_ADDED];
  const hidden = document.visibilityState === 'hidden';
  if (added || hidden || !document.getElementById(PAGE_SCRIPTS_ID)) return Promise.resolve();
  return new Promise((resolve) => {
    addEventListener(PRELOADS_ADDED, () => resolve(), { once: true });
    setTimeout(resolve, PRELOADS_WAIT_MS);
  });
}

// The first paint is in the reader's language: nothing renders until its texts are in, nor until
// the router has the page's code, so the first render is the page itself. A public page arrives
// prerendered (docs/decisions/014): the app then takes over that markup instead of drawing it again.
async function start(root: HTMLElement): Promise<void> {
  // Each step of starting is a task of its own: the session's check, the site's configuration, the
  // texts, the router. The first use of each library costs a slow phone tens of milliseconds.
  await preloadsAdded();
  await nextTask();
  prefetchPublicConfig();
  await nextTask();
  const texts = startI18n();
  await nextTask();
  await Promise.all([texts, routerReady()]);
  await nextTask();
  const app = (
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>
  );
  // A member's frame (lib/member-frame.ts) is taken over once the session is confirmed, so the app's
  // first render is the page, not the wait for it; a session the server refused goes to /login.
  const prerendered = prerenderedHere(root);
  const frame = prerendered && isMemberFrame(window.location.pathname);
  if (frame) await sessionChecked;
  if (prerendered && (!frame || getSession().token)) {
    hydrateRoot(root, app);
    firstRenderDone();
    // Taken over: what shows from now on is the app's own, forms usable at once (components/form.tsx).
    root.removeAttribute('data-prerendered');
  } else {
    // Another page's markup, kept offline, is not this page's, nor a member's frame once the session
    // is gone: it goes before the app draws.
    root.removeAttribute('data-prerendered');
    root.replaceChildren();
    drawnAfresh();
    createRoot(root).render(app);
  }
}

void start(root);
