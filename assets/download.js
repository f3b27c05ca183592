// The engine's download, followed off the main thread. Given the engine's listing (what
// Pyodide's worker fetches as it starts, and how many bytes are sent in all), which the page's
// head fetches early, or else its URL (relative to the site's root: assets/engine-files.json),
// it fetches the same files beside that worker (the browser sends each file once and hands
// both the same bytes; the package once the runtime's files have come), counts what comes,
// and posts ["progress", sent, total] a few times a second, then ["end", gone, failed]:
// whether a file was gone from the server (404, a newer version of the site replaced this
// page's), and whether one did not come (offline, an error, or no byte of any file for
// STALLED_MS: a connection that hangs without failing). Whatever fails here, the engine's
// worker fetches for itself; if it gets its files after all, the engine starts. Reading the
// bytes on the page's thread cost it seconds of work on a first visit. Told ["begin", url]
// first (the head, on a fast link), it begins that one file at once and counts it with the
// rest once the listing comes.
const EVERY_MS = 250;
const STALLED_MS = 15000;

const site = new URL("..", self.location);
const stop = new AbortController();
let last = performance.now(), watch = null;
const begun = new Map(); // URL: its response, for a file begun before the listing came

// A file fetched (low in priority: the page's own start comes first); stalled when no byte of
// any file came for STALLED_MS.
const fetched = (url) => {
  if (!begun.has(url)) {
    const response = fetch(new URL(url, site), { signal: stop.signal, priority: "low" });
    begun.set(url, response.then((answer) => ((last = performance.now()), answer)));
    begun.get(url).catch(() => {}); // a failure is seen by the one who reads it
  }
  return begun.get(url);
};

onmessage = async ({ data: given }) => {
  // ["begin", url]: the largest file, begun as soon as the page knows it (the link would
  // idle while the page's own start takes what little it needs); the rest once told.
  if (Array.isArray(given)) return void fetched(given[1]);
  let gone = false, failed = false;
  last = performance.now();
  watch ??= setInterval(() => performance.now() - last > STALLED_MS && stop.abort(), 1000);
  try {
    let listing = given;
    if (typeof given === "string") {
      const response = await fetched(given);
      if (!response.ok) return postMessage(["end", response.status === 404, true]);
      listing = await response.json();
    }
    const size = listing.files.reduce((sum, file) => sum + file.size, 0);
    let got = 0, said = 0;
    const say = (now) => {
      said = now;
      postMessage(["progress", Math.floor((got * listing.sent) / size), listing.sent]);
    };
    const follow = async (file) => {
      const response = await fetched(file.url);
      gone ||= response.status === 404;
      failed ||= !response.ok;
      for (const reader = response.body.getReader(); ; ) {
        const { done, value } = await reader.read();
        if (done) return;
        got += value.length;
        last = performance.now();
        if (performance.now() - said >= EVERY_MS) say(performance.now());
      }
    };
    // The runtime's files first, the package (once_started) once they have come: Pyodide
    // starts without it (PyScript asks for it once the runtime runs), so it comes while the
    // runtime starts instead of sharing the link with the runtime's bytes.
    await Promise.all(listing.files.filter((file) => !file.once_started).map(follow));
    await Promise.all(listing.files.filter((file) => file.once_started).map(follow));
    say(performance.now());
  } catch (error) {
    console.info("Following the engine's download:", error.message); // offline, stalled, say
    failed = true;
  } finally {
    clearInterval(watch);
  }
  postMessage(["end", gone, failed]);
};
