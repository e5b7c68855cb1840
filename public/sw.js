// Hotseat's service worker: after one visit every built file is in the cache and the app opens and
// plays with no network. The build (scripts/precache, a Trunk post_build hook) writes the file list
// and a version hash below; a new version waits until the players choose to reload.
const VERSION = '__HOTSEAT_VERSION__';
const PRECACHE = __HOTSEAT_PRECACHE__;
const CACHE = `hotseat-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('hotseat-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const lookup = request.mode === 'navigate' ? caches.match('./', { cacheName: CACHE }) : caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  event.respondWith(lookup.then((hit) => hit || fetch(request)));
});

// The page asks for this only when the players tapped "reload" outside a private screen.
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});
