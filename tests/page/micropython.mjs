// Run Python under the vendored MicroPython, in Node, as the page's main thread runs it:
// `node micropython.mjs INPUT OUTPUT`. INPUT is JSON: {"modules": {path: base64 of the file,
// as the page ships it (.mpy)}, "files": {path: text}, "prelude": JavaScript run first (the
// browser the script meets: `globalThis.window = ...`), "script": Python source}; the script
// runs with /lib on sys.path (awaiting at its top level is fine) and writes what it found to
// /data/out, which becomes OUTPUT. It first prints the implementation's name, so a test knows
// it ran under MicroPython. Used by tests/page/test_*_micropython.py.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const runtime = path.join(root, "node_modules/@micropython/micropython-webassembly-pyscript");
const { loadMicroPython } = await import(path.join(runtime, "micropython.mjs"));

const [input, output] = process.argv.slice(2);
const given = JSON.parse(fs.readFileSync(input, "utf8"));
if (given.prelude) await import("data:text/javascript;base64," + Buffer.from(given.prelude).toString("base64"));
const errors = [];
const mp = await loadMicroPython({
  heapsize: 8 * 1024 * 1024,
  url: path.join(runtime, "micropython.wasm"),
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => errors.push(line),
});
for (const [file, source] of Object.entries(given.modules)) {
  mp.FS.mkdirTree(path.dirname(file));
  mp.FS.writeFile(file, Buffer.from(source, "base64"));
}
mp.FS.mkdirTree("/data");
for (const [file, text] of Object.entries(given.files)) mp.FS.writeFile(file, text);
await mp.runPythonAsync(`import sys\nsys.path.insert(0, "/lib")\nprint(sys.implementation.name)`);
await mp.runPythonAsync(given.script);
fs.writeFileSync(output, mp.FS.readFile("/data/out"));
if (errors.length) {
  console.error(errors.join("\n"));
  process.exit(1);
}
