// The published site served over HTTP/2 and TLS, as GitHub Pages serves it: every text,
// script, wasm and zip gzip-compressed ahead of the first request (Pages' servers keep them
// so), each file fresh for ten minutes (Pages' max-age=600). Over HTTP/1.1 a browser opens 6
// connections to a site and queues the rest; over HTTP/2 every request of a page shares one.
//
//   node bench/h2_server.mjs SITE_DIR CERT_FILE KEY_FILE SERVED
//
// SERVED is JSON from bench/bench_first_visit.py, as scripts/serve.py serves the site: the
// suffixes sent compressed and each suffix's type. Prints "listening PORT" once it listens,
// then "sent BYTES" as each response ends (its body as sent, compressed), for the bench to
// count the bytes of a visit.
import { createSecureServer, constants } from "node:http2";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";

const [site, cert, key, served] = process.argv.slice(2);
const { compressed, types } = JSON.parse(served);

const files = new Map(); // "/path": { body, gzip }
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else {
      const body = readFileSync(path);
      const gzip = compressed.includes(extname(path)) ? gzipSync(body, { level: 6 }) : null;
      files.set("/" + relative(site, path).split(sep).join("/"), { body, gzip, type: types[extname(path)] });
    }
  }
};
walk(site);

const server = createSecureServer({ cert: readFileSync(cert), key: readFileSync(key), allowHTTP1: true });
server.on("stream", (stream, headers) => {
  let path = decodeURIComponent(headers[constants.HTTP2_HEADER_PATH].split(/[?#]/)[0]);
  if (path.endsWith("/")) path += "index.html";
  const file = files.get(path);
  if (!file) {
    stream.respond({ ":status": 404, "content-type": "text/plain" });
    return stream.end("not found");
  }
  const gzip = file.gzip && /\bgzip\b/.test(headers["accept-encoding"] || "");
  const body = gzip ? file.gzip : file.body;
  stream.respond({
    ":status": 200,
    "content-type": file.type,
    "content-length": body.length,
    "cache-control": "max-age=600",
    vary: "Accept-Encoding",
    ...(gzip ? { "content-encoding": "gzip" } : {}),
  });
  stream.on("close", () => console.log(`sent ${body.length}`));
  stream.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));
