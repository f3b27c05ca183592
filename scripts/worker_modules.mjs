// The standard-library modules the page's worker needs:
//   node worker_modules.mjs ROOT PACKAGE_ZIP OUT_JSON [STDLIB_ZIP [LOCK_JSON]]
//
// Under the vendored Pyodide in Node, with its whole standard library (as source): the modules
// loaded once Pyodide has started and has unpacked the package's zip (as PyScript does), those
// the worker's entry points import when every one of them is called
// (scripts/exercise_worker.py), and those the Python PyScript's scripts run imports (found by
// reading them: they run only in a browser, so the modules they name are imported here; its
// own Python package the vendored PyScript never loads: build_site.py's PACKAGE_AT_START).
// OUT_JSON gets the sorted names of the modules loaded, but those the runtime has frozen in its
// wasm (os, site, codecs, importlib's bootstrap, zipimport...: loaded from there, never from
// the zip, 110 KB of it); scripts/build_site.py ships python_stdlib.zip with those alone. Given STDLIB_ZIP (the one
// shipped), Pyodide loads it instead of its whole library: every call must still be answered
// (tests/page/test_worker_stdlib.py), and given LOCK_JSON (the shipped pyodide-lock.json,
// without packages), with it. WORDLE_EXERCISE=<turn> in the environment asks each game, list
// and option once, paired by the turn, instead of every combination (the everyday test run
// takes a turn a day; the build asks all).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [root, packageZip, out, stdLibURL, lockFileURL] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(root, "node_modules/pyodide/pyodide.mjs")).href);
// An error is said in a few lines (Node would print Pyodide's whole minified source first),
// and the exit code says it.
process.on("uncaughtException", (error) => {
  console.error(`${error.type ?? error.name}: ${error.message}`);
  process.exitCode = 1;
});
const pyodide = await loadPyodide({ ...(stdLibURL && { stdLibURL }), ...(lockFileURL && { lockFileURL }) });
pyodide.unpackArchive(new Uint8Array(readFileSync(packageZip)), "zip", { extractDir: "/tmp/site" });
pyodide.FS.writeFile("/tmp/exercise_worker.py", readFileSync(join(root, "scripts/exercise_worker.py")));
// The files the page fetches when a game first needs them (not in the zip), to hand over.
pyodide.FS.mkdir("/tmp/later");
for (const name of readdirSync(join(root, "wordle/data")).filter((n) => n.endsWith(".txt"))) {
  pyodide.FS.writeFile(`/tmp/later/${name}`, readFileSync(join(root, "wordle/data", name)));
}

// What the Python PyScript's scripts run imports: every "import X" and "from X import" in them;
// words of its JavaScript that look alike and are no module are tried and left out.
const scripts = join(root, "node_modules/@pyscript/core/dist");
const named = new Set();
for (const name of readdirSync(scripts).filter((n) => n.endsWith(".js"))) {
  const text = readFileSync(join(scripts, name), "utf8");
  for (const [, module] of text.matchAll(/(?:^|[\s;"'])(?:import|from) ([A-Za-z_][\w.]*)/g)) {
    named.add(module);
  }
}
pyodide.globals.set("PYSCRIPT_IMPORTS", JSON.stringify([...named].sort()));
pyodide.globals.set("TURN", process.env.WORDLE_EXERCISE ?? "");
const found = await pyodide.runPythonAsync(`
import importlib
import json
import sys

sys.path[:0] = ["/tmp/site", "/tmp"]
import exercise_worker

await exercise_worker.exercising(int(TURN) if TURN else None)


def frozen(module):
    """Whether a module came frozen in the runtime itself (os, site, codecs, importlib's
    bootstrap...): its file in the zip is never read."""
    return getattr(getattr(module, "__spec__", None), "origin", None) == "frozen"


for name in json.loads(PYSCRIPT_IMPORTS):
    words = name.split(".")
    if all(w.isidentifier() for w in words) and words[0] not in ("pyscript", "this", "antigravity"):
        try:
            importlib.import_module(name)
        except Exception:  # a module of the browser's (js, polyscript) or no module at all
            pass
json.dumps(sorted(name for name, module in list(sys.modules.items()) if not frozen(module)))
`);
writeFileSync(out, found);
