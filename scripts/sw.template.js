// The service worker: the whole site, offline after one visit.
//
// scripts/build_site.py writes it to sw.js at the site root, filling in VERSION (a hash of every
// precached file and of this script) and PRECACHE. Cache-first for the precached files, whatever
// their query string; everything else goes to the network as if there were no service worker.
// A new version installs beside the old one, reusing the files whose content did not change,
// then takes over at once and deletes the caches of older versions.

const VERSION = /* VERSION */ "";
// [URL relative to this script, SHA-256 of its content] for every file of the site.
const PRECACHE = /* PRECACHE */ [];

// Several sites can share an origin (user.github.io/one/, user.github.io/two/): name caches by
// scope, and only ever delete this site's.
const PREFIX = `wordle-companion ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;

// Absolute URL without query -> cache key. The key carries the content hash, so an unchanged
// file can be found in an older version's cache.
const keys = new Map(
  PRECACHE.map(([path, sha256]) => {
    const url = new URL(path, self.location.href).href;
    return [url, `${url}?sha256=${sha256}`];
  }),
);

async function sha256Hex(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The file as this version lists it (its hash checked: a server, CDN or browser cache still
// holding another version must not end up in this version's cache). First from the browser's
// HTTP cache, whatever its age: the page has just fetched most files (the worker is registered
// once the page is ready), so the precache costs the network nothing for them. Else, or if the
// cached copy is another version's, from the server.
async function download(url, key) {
  const expected = new URL(key).searchParams.get("sha256");
  const cached = await fetched(url, "force-cache", expected).catch(() => null);
  return cached ?? (await fetched(url, "no-cache", expected, true));
}

async function fetched(url, mode, expected, strict = false) {
  const response = await fetch(url, { cache: mode });
  if (!response.ok) throw new Error(`precache: ${url}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  if ((await sha256Hex(body)) !== expected) {
    if (!strict) return null;
    throw new Error(`precache: ${url} on the server is not the one this version lists`);
  }
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    Array.from(keys, async ([url, key]) => {
      if (await cache.match(key)) return;
      const unchanged = await caches.match(key); // in an older version's cache
      await cache.put(key, unchanged ?? (await download(url, key)));
    }),
  );
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
  );
}

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  const url = new URL(event.request.url);
  url.search = "";
  url.hash = "";
  const key = keys.get(url.href);
  if (key === undefined) return; // not part of the site: the network, untouched
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((cached) => cached ?? fetch(event.request)),
  );
});
