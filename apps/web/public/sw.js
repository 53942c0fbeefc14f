/*
 * The site's service worker: it makes the site installable and lets it open without a network.
 * What it keeps is public by nature: the page shell (index.html, the same for every reader of a language) and the
 * build's hashed scripts and styles. It never handles /api: member data, signed photo links and
 * tokens always go to the network and are never stored here.
 */
const CACHE = 'varmala-v1';
const SHELL = '/';
// The scripts of a few releases; older ones are dropped first.
const MAX_ASSETS = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      // The page request starts while the worker wakes up, so a slow phone waits for one, not both.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  const assets = keys.filter((request) => new URL(request.url).pathname.startsWith('/assets/'));
  await Promise.all(assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

/** Pages: the network first (a new release shows at once); the kept shell when offline. */
async function page(event) {
  const cache = await caches.open(CACHE);
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    const isHtml = response.headers.get('content-type')?.includes('text/html');
    if (response.ok && isHtml) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

/** Hashed build files never change under their name: kept after the first download. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  }
});

/** A notice's title: the one it carries, else this worker's host, which names no other site. */
function titleOf(notice) {
  return typeof notice.title === 'string' && notice.title.trim() ? notice.title : self.location.hostname;
}

/*
 * Notices pushed by the server (Web Push): the payload is already written in the member's
 * language, with the page it opens and the member's site's name as its title. Nothing is kept; a
 * notice with no payload shows nothing.
 */
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : undefined;
  } catch {
    notice = undefined;
  }
  if (!notice || typeof notice.body !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(titleOf(notice), {
      body: notice.body,
      lang: notice.lang,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      data: {
        url: typeof notice.url === 'string' && notice.url.startsWith('/') ? notice.url : '/notifications',
      },
    }),
  );
});

/** A tap opens the notice's page: in a window of the site already open, or a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/notifications', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
