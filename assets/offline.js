// Offline after one visit: register the service worker once the page is ready and its review
// is shown.
//
// sw.js is generated at the site root by scripts/build_site.py (a service worker only controls
// pages at or below its own folder). Registering after <html class="ready"> keeps its precache
// from competing with the page's first load, and lets it revalidate the files the page has just
// fetched instead of downloading them again; after the review too (the <html> loses
// data-working), else the precache's reads and writes share the processor with the review's
// first second (0.14 s of it at 10 Mbit/s). A review still under way SETTLED_MS after ready does
// not hold the page's offline use back any longer.
const script = new URL("../sw.js", import.meta.url); // the site root, whichever page loads this
const SETTLED_MS = 5000;

function whenSettled() {
  const root = document.documentElement;
  return new Promise((resolve) => {
    let late = null;
    const settled = () => (observer.disconnect(), clearTimeout(late), resolve());
    const check = () => {
      if (!root.classList.contains("ready")) return;
      late ??= setTimeout(settled, SETTLED_MS);
      if (!root.hasAttribute("data-working")) settled();
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, attributeFilter: ["class", "data-working"] });
    check();
  });
}

// Chromium defers its own update check while the worker is busy, so ask on every load: a new
// version then installs in the background (only changed files are downloaded) and waits.
// Offline, the check fails, which is expected.
const checkForUpdate = (registration) =>
  registration.update().catch((error) => console.info("No update check:", error.message));

// A new version installed and waiting while this page runs the old one: say so, and on "Reload"
// let it take over, then reload into it. It never takes over by itself while a page of the old
// version is open (see sw.template.js): a page's files all come from one version.
function offerNewVersion(registration) {
  const offer = () => {
    const waiting = registration.waiting;
    if (!waiting || !navigator.serviceWorker.controller) return; // a first visit: nothing to replace
    const note = document.getElementById("update-note");
    note.hidden = false;
    document.getElementById("update-reload").onclick = () => {
      reloading = true;
      waiting.postMessage("skip-waiting");
    };
  };
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => reloading && location.reload());
  const watch = (worker) =>
    worker?.addEventListener("statechange", () => worker.state === "installed" && offer());
  watch(registration.installing); // found by another tab's update check, still installing
  registration.addEventListener("updatefound", () => watch(registration.installing));
  offer();
  return registration;
}

// A first visit's precache that fails (a file did not come: the connection dropped, a hiccup):
// the page works on, but would not open offline. Say so, with "Try again", which registers the
// worker anew (it installs again). A failed update says nothing: the version kept still works.
function sayIfNotKept(registration) {
  const note = document.getElementById("offline-note");
  const failed = () =>
    !registration.active && !registration.installing && !registration.waiting;
  const watch = (worker) =>
    worker?.addEventListener("statechange", () => {
      if (worker.state === "redundant" && failed()) note.hidden = false;
    });
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  document.getElementById("offline-retry").onclick = () => {
    note.hidden = true;
    navigator.serviceWorker.register(script).catch(() => (note.hidden = false));
  };
  return registration;
}

if ("serviceWorker" in navigator) {
  whenSettled()
    .then(() => navigator.serviceWorker.register(script))
    .then(sayIfNotKept)
    .then(offerNewVersion)
    .then(checkForUpdate)
    .catch((error) => console.warn("Offline use is unavailable: no service worker.", error));
}
