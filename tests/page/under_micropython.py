"""Python run under the vendored MicroPython in Node with the main thread's bytecode as the page
ships it (``assets/main/``, built here), for the tests of the engine's modules the main thread
runs (``micropython.mjs`` says how)."""

import base64
import json
import subprocess
import sys
from pathlib import Path
from subprocess import PIPE

ROOT = Path(__file__).resolve().parents[2]
HARNESS = Path(__file__).with_name("micropython.mjs")
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402
from needs import the_npm_runtime  # noqa: E402


def main_thread_modules() -> dict[str, str]:
    """The main thread's bytecode as the page ships it, by its path on MicroPython's."""
    build_site.build_main_thread(ROOT)
    main = ROOT / build_site.MAIN_DIR
    return {
        f"/lib/{path.relative_to(main).as_posix()}": base64.b64encode(path.read_bytes()).decode()
        for path in sorted(main.rglob("*.mpy"))
    }


def run_all(runs: list[tuple[str, dict[str, str]]], tmp_path: Path, prelude: str = "") -> list[str]:
    """What each script wrote to /data/out, run with its files (path: text), each in a Node
    process of its own, all at once, after the JavaScript `prelude` (the browser it meets)."""
    the_npm_runtime()
    modules = main_thread_modules()
    running = []
    for i, (script, files) in enumerate(runs):
        given, out = tmp_path / f"in{i}.json", tmp_path / f"out{i}"
        given.write_text(
            json.dumps({"modules": modules, "files": files, "script": script, "prelude": prelude})
        )
        command = ["node", str(HARNESS), str(given), str(out)]
        running.append((subprocess.Popen(command, stdout=PIPE, stderr=PIPE, text=True), out))
    outputs = []
    for process, out in running:
        stdout, stderr = process.communicate(timeout=1800)
        assert process.returncode == 0, stderr[-2000:]
        assert stdout.split()[:1] == ["micropython"]
        outputs.append(out.read_text())
    return outputs
