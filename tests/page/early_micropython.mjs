// Run the main thread's early counts under the vendored MicroPython, in Node, as the page runs
// them: `node early_micropython.mjs INPUT OUTPUT`. INPUT is JSON: {"modules": {path: base64 of
// the file, as the page ships it (.mpy)},
// "lists": {name: text}, "requests": [request, ...]}; OUTPUT gets one JSON line per request,
// what `EarlyCounts.analysis` made of it. Used by tests/page/test_early_micropython.py.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const runtime = path.join(root, "node_modules/@micropython/micropython-webassembly-pyscript");
const { loadMicroPython } = await import(path.join(runtime, "micropython.mjs"));

const [input, output] = process.argv.slice(2);
const given = JSON.parse(fs.readFileSync(input, "utf8"));
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
for (const [name, text] of Object.entries(given.lists)) mp.FS.writeFile(`/data/${name}.txt`, text);
mp.FS.writeFile("/data/requests.json", JSON.stringify(given.requests));

await mp.runPythonAsync(`
import json
import sys

sys.path.insert(0, "/lib")
from early import EarlyCounts

print(sys.implementation.name)

early = EarlyCounts()
for name in ${JSON.stringify(Object.keys(given.lists))}:
    with open("/data/" + name + ".txt") as file:
        early.take_list(name, file.read())
with open("/data/requests.json") as file:
    requests = json.load(file)
with open("/data/out.jsonl", "w") as out:
    for request in requests:
        out.write(json.dumps(await early.analysis(request, lambda: True)) + "\\n")
`);
fs.writeFileSync(output, mp.FS.readFile("/data/out.jsonl"));
if (errors.length) {
  console.error(errors.join("\n"));
  process.exit(1);
}
