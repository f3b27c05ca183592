// Python modules as bytecode: node compile_bytecode.mjs stdlib|package ROOT SOURCE_ZIP TARGET_ZIP
//
// The worker's Python compiled every module it imported from source, at every start: Pyodide
// ships python_stdlib.zip as source (about 3 s of a 4 s start on a slow machine went there),
// and assets/wordle.zip holds the engine's sources. This compiles each `X.py` of a zip with the
// vendored Pyodide itself under Node, so the bytecode is exactly what the browser's interpreter
// expects: each `X.py` becomes `X.pyc` in its place, with no source (zipimport, which Pyodide
// uses for the standard library, and the sourceless loader, for the package's zip unpacked into
// the worker's working directory, load it as it is). Every byte is one a phone downloads, so
// the bytecode is lean, as `python -OO -X no_debug_ranges` compiles it: no docstrings (the
// worker reads none; the standard library runs under -OO), no asserts, no column positions
// and no line numbers either (the line tables were 116 KB of the standard library's zip
// gzipped, and 38 KB of the package's): a traceback names each frame's file and function,
// with "line None" (the same code runs in CPython, in the terminal and the tests, with its
// lines). The package's functions lose their signatures' annotations too (25 KB of its zip
// gzipped: the worker never reads them; its classes' fields keep theirs), not the standard
// library's (Pyodide's own binds JavaScript by them: _pyodide/jsbind.py). `mode` is `stdlib` or `package`:
// the name a module's code carries (Pyodide's path of the standard library's zip; the
// package's own) and whether its signatures are kept.
//
// scripts/build_site.py runs it when a zip's content changes, and caches the result.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [mode, root, source, target] = process.argv.slice(2);
if (mode !== "stdlib" && mode !== "package") throw new Error(`unknown mode ${mode}`);
const pyodideModule = pathToFileURL(join(root, "node_modules/pyodide/pyodide.mjs")).href;
const { loadPyodide } = await import(pyodideModule);
const pyodide = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.writeFile("/tmp/source.zip", new Uint8Array(readFileSync(source)));
pyodide.globals.set("MODE", mode);
pyodide.runPython(`
import ast
import importlib.util
import marshal
import sys
import types
import zipfile

# The standard library's modules are named by their path under Pyodide's /lib/python314.zip
# (tracebacks show it); the package's are renamed by the importer after the file it loaded.
PREFIX = "/lib/python%d%d.zip/" % sys.version_info[:2] if MODE == "stdlib" else ""
UNCHECKED_HASH = (1).to_bytes(4, "little")  # PEP 552 flags: hash-based, source not checked
assert next(compile("x", "", "eval").co_positions())[2] is None, "column positions still kept"


def without_lines(code: types.CodeType) -> types.CodeType:
    """\`code\` and the code in it with a line table saying no line for every instruction (an
    empty table fails the traceback module): its frames' and tracebacks' line is None."""
    consts = tuple(without_lines(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    units = len(code.co_code) // 2  # each entry: 0x80, code 15 (no location) and 1-8 units
    table = NO_LOCATION[8] * (units // 8) + (NO_LOCATION[units % 8] if units % 8 else b"")
    return code.replace(co_consts=consts, co_linetable=table)


NO_LOCATION = {n: bytes([0x80 | 15 << 3 | (n - 1)]) for n in range(1, 9)}


class WithoutSignatures(ast.NodeTransformer):
    """Functions without their parameters' and return's annotations (what a class's fields are
    annotated with stays: dataclasses and named tuples are made of them)."""

    def visit_FunctionDef(self, node):
        self.generic_visit(node)
        arguments = node.args
        for argument in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]:
            argument.annotation = None
        for argument in (arguments.vararg, arguments.kwarg):
            if argument is not None:
                argument.annotation = None
        node.returns = None
        return node

    visit_AsyncFunctionDef = visit_FunctionDef


def bytecode(source: bytes, name: str) -> bytes:
    tree = source if MODE == "stdlib" else WithoutSignatures().visit(ast.parse(source))
    code = without_lines(compile(tree, PREFIX + name, "exec", dont_inherit=True, optimize=2))
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
        else:
            pyc = zipfile.ZipInfo(info.filename + "c", info.date_time)
            pyc.external_attr = info.external_attr
            target.writestr(deflated(pyc), bytecode(data, info.filename), compresslevel=9)
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/target.zip"));
