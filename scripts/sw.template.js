// The service worker: the whole site, offline after one visit, one version per page load.
//
// scripts/build_site.py writes it to sw.js at the site root, filling in VERSION (a hash of every
// precached file and of this script) and PRECACHE. Cache-first for the precached files; everything
// else goes to the network as if there were no service worker.
//
// A page load uses one version's files only. The published site names every file by its content
// (`?v=HASH`, or a hashed name: see build_site.py's `publish`), and this worker serves each
// such URL with exactly that content, from this version's cache or the one before it. A new
// version installs beside the old one, reusing the files whose content did not change, then
// waits: it takes over only once no page of the old one is open, or when a page asks it to (the
// page's "A new version is ready: reload"), never in the middle of a load. Its caches and the
// one version before it are kept (a page of that version may still be open), older ones deleted.

const VERSION = /* VERSION */ "";
// [URL relative to this script, SHA-256 of its content] for every file of the site.
const PRECACHE = /* PRECACHE */ [];

// Several sites can share an origin (user.github.io/one/, user.github.io/two/): name caches by
// scope, and only ever delete this site's.
const PREFIX = `wordle-companion ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;

// Absolute URL -> cache key: the URL and the content's hash, so an unchanged file can be found
// in an older version's cache.
const keys = new Map(
  PRECACHE.map(([path, sha256]) => {
    const url = new URL(path, self.location.href);
    const key = new URL(url);
    key.searchParams.set("sha256", sha256);
    return [url.href, key.href];
  }),
);

// The same without their query (what a plain request, like the manifest's icons, is served).
const plainKeys = new Map(
  Array.from(keys, ([url, key]) => {
    const plain = new URL(url);
    plain.search = "";
    return [plain.href, key];
  }),
);

// The URL a cache key stands for.
function urlOf(key) {
  const url = new URL(key);
  url.searchParams.delete("sha256");
  return url.href;
}

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

// This site's caches, oldest first (CacheStorage lists names in the order they were made).
async function siteCaches() {
  return (await caches.keys()).filter((name) => name.startsWith(PREFIX));
}

async function dropOldCaches() {
  const older = (await siteCaches()).filter((name) => name !== CACHE);
  await Promise.all(older.slice(0, -1).map((name) => caches.delete(name)));
}

// A URL of the version before this one, whose page may still be open (in the published site
// every URL names its content): from that version's cache.
async function olderVersion(url) {
  for (const name of (await siteCaches()).filter((name) => name !== CACHE)) {
    const cache = await caches.open(name);
    const key = (await cache.keys()).find((request) => urlOf(request.url) === url);
    if (key) return cache.match(key);
  }
  return undefined;
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

// "A new version is ready: reload": the page asks this version to take over now.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  const url = new URL(event.request.url);
  url.hash = "";
  const key = keys.get(url.href) ?? unversioned(url);
  const cached = key
    ? caches.open(CACHE).then((cache) => cache.match(key))
    : olderVersion(url.href);
  event.respondWith(cached.then((response) => response ?? fetch(event.request)));
});

// A URL the site does not list as it is (without its version, as the manifest names icons, or
// with a query of its own): this version's file of that path, whatever the query.
function unversioned(url) {
  const plain = new URL(url);
  plain.search = "";
  return url.searchParams.has("v") ? undefined : plainKeys.get(plain.href);
}
