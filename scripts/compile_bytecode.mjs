// Python modules as bytecode: node compile_bytecode.mjs stdlib|package ROOT SOURCE_ZIP TARGET_ZIP
//
// The worker's Python compiled every module it imported from source, at every start: Pyodide
// ships python_stdlib.zip as source (about 3 s of a 4 s start on a slow machine went there),
// and assets/wordle.zip holds the engine's sources. This compiles each `X.py` of a zip with the
// vendored Pyodide itself under Node, so the bytecode is exactly what the browser's interpreter
// expects, as unchecked hash-based .pyc files (PEP 552): they are used as they are, without
// comparing them with a source.
//
//   stdlib   each `X.py` becomes `X.pyc` beside it, no source (zipimport, which Pyodide uses
//            for the standard library, loads a sourceless `X.pyc` from the zip);
//   package  each `X.py` stays and gains `__pycache__/X.<tag>.pyc` (the zip is unpacked into
//            the worker's working directory, where the usual source loader finds it).
//
// scripts/build_site.py runs it when a zip's content changes, and caches the result.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [mode, root, source, target] = process.argv.slice(2);
if (mode !== "stdlib" && mode !== "package") throw new Error(`unknown mode ${mode}`);
const pyodideModule = pathToFileURL(join(root, "node_modules/pyodide/pyodide.mjs")).href;
const { loadPyodide } = await import(pyodideModule);
const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/source.zip", new Uint8Array(readFileSync(source)));
pyodide.globals.set("MODE", mode);
pyodide.runPython(`
import importlib.util
import marshal
import sys
import zipfile

# The standard library's modules are named by their path under Pyodide's /lib/python314.zip
# (tracebacks show it); the package's are renamed by the importer after the file it loaded.
PREFIX = "/lib/python%d%d.zip/" % sys.version_info[:2] if MODE == "stdlib" else ""
UNCHECKED_HASH = (1).to_bytes(4, "little")  # PEP 552 flags: hash-based, source not checked


def bytecode(source: bytes, name: str) -> bytes:
    code = compile(source, PREFIX + name, "exec", dont_inherit=True)
    header = importlib.util.MAGIC_NUMBER + UNCHECKED_HASH + importlib.util.source_hash(source)
    return header + marshal.dumps(code)


def deflated(info: zipfile.ZipInfo) -> zipfile.ZipInfo:
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


with zipfile.ZipFile("/tmp/source.zip") as source, zipfile.ZipFile("/tmp/target.zip", "w") as target:
    for info in source.infolist():
        data = source.read(info)
        if not info.filename.endswith(".py"):
            target.writestr(deflated(info), data, compresslevel=9)
        elif MODE == "stdlib":
            pyc = zipfile.ZipInfo(info.filename + "c", info.date_time)
            target.writestr(deflated(pyc), bytecode(data, info.filename), compresslevel=9)
        else:
            target.writestr(deflated(info), data, compresslevel=9)
            pyc = zipfile.ZipInfo(importlib.util.cache_from_source(info.filename), info.date_time)
            pyc.external_attr = info.external_attr
            target.writestr(deflated(pyc), bytecode(data, info.filename), compresslevel=9)
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/target.zip"));
