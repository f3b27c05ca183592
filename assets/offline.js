// Offline after one visit: register the service worker once the page is ready.
//
// sw.js is generated at the site root by scripts/build_site.py (a service worker only controls
// pages at or below its own folder). Registering after <html class="ready"> keeps its precache
// from competing with the page's first load, and lets it revalidate the files the page has just
// fetched instead of downloading them again.
const script = new URL("../sw.js", import.meta.url); // the site root, whichever page loads this

function whenReady() {
  const root = document.documentElement;
  return new Promise((resolve) => {
    const check = () => root.classList.contains("ready") && (observer.disconnect(), resolve());
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, attributeFilter: ["class"] });
    check();
  });
}

if ("serviceWorker" in navigator) {
  whenReady()
    .then(() => navigator.serviceWorker.register(script))
    .catch((error) => console.warn("Offline use is unavailable: no service worker.", error));
}
