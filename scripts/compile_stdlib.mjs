// Pyodide's standard library as bytecode: node compile_stdlib.mjs ROOT SOURCE_ZIP TARGET_ZIP
//
// Pyodide ships python_stdlib.zip as source, so the worker compiled every module it imported,
// at every start (about 3 s of its 4 s start-up on a slow machine). This writes the same zip
// with each `X.py` replaced by `X.pyc`, compiled by the vendored Pyodide itself under Node (so
// the bytecode is exactly what the browser's interpreter expects), as unchecked hash-based
// .pyc files (PEP 552): zipimport loads them as they are, without looking for the source.
// scripts/build_site.py runs it when the vendored Pyodide changes, and caches the result.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [root, source, target] = process.argv.slice(2);
const pyodideModule = pathToFileURL(join(root, "node_modules/pyodide/pyodide.mjs")).href;
const { loadPyodide } = await import(pyodideModule);
const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/source.zip", new Uint8Array(readFileSync(source)));
pyodide.runPython(`
import importlib.util
import marshal
import sys
import zipfile

# Where Pyodide puts the zip (/lib/python314.zip): tracebacks name the module's file under it.
ZIP_PATH = "/lib/python%d%d.zip/" % sys.version_info[:2]
UNCHECKED_HASH = (1).to_bytes(4, "little")  # PEP 552 flags: hash-based, source not checked


def bytecode(source: bytes, name: str) -> bytes:
    code = compile(source, ZIP_PATH + name, "exec", dont_inherit=True)
    header = importlib.util.MAGIC_NUMBER + UNCHECKED_HASH + importlib.util.source_hash(source)
    return header + marshal.dumps(code)


with zipfile.ZipFile("/tmp/source.zip") as source, zipfile.ZipFile(
    "/tmp/target.zip", "w", zipfile.ZIP_DEFLATED
) as target:
    for info in source.infolist():
        data = source.read(info)
        if info.filename.endswith(".py"):
            data = bytecode(data, info.filename)
            info = zipfile.ZipInfo(info.filename + "c", info.date_time)
        info.compress_type = zipfile.ZIP_DEFLATED
        target.writestr(info, data, compresslevel=9)
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/target.zip"));
