"""Build the site, then serve the repository root on http://127.0.0.1:PORT/ (stdlib only).

Run as ``python scripts/serve.py [--port 8000]``; Ctrl-C stops it. Bound to 127.0.0.1 on purpose:
a loopback origin is a secure context, which service workers need. Text, scripts, wasm and zips
are sent gzip-compressed to a browser that accepts it, as GitHub Pages sends them, so what is
measured and tested here is what a visitor gets.

The service worker serves the site from its cache, so edits would never show; instead, whenever
the browser checks ``/sw.js`` for an update (on every page load), the package zip and ``sw.js``
are rebuilt from the current files first. An edit then installs as a new version on the next
reload, and shows once "A new version of this page is ready: Reload" is clicked. A published
site (``build_site.py --out``) is served as it is.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import http.server
import io
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_site import ROOT, SERVICE_WORKER, build, refresh

# What GitHub Pages compresses (text, scripts, wasm, JSON and zips; its images are sent as is).
COMPRESSED = (".html", ".js", ".mjs", ".json", ".toml", ".css", ".wasm", ".zip", ".mpy", ".txt")
COMPRESSED += (".webmanifest", ".svg")


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with explicit MIME types for the runtime and no caching surprises."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".toml": "text/plain",
        ".webmanifest": "application/manifest+json",
    }

    refresh_lock: ClassVar[threading.Lock] = threading.Lock()
    compressed: ClassVar[dict[tuple[str, int, int], bytes]] = {}  # (path, mtime, size): gzip

    def do_GET(self) -> None:
        """Serve a file; ``/sw.js`` is first rebuilt from the files as they are now (in a
        repository, its scripts beside the site; a published site is served as it is)."""
        in_repository = (Path(self.directory) / "scripts").is_dir()
        if urlsplit(self.path).path == f"/{SERVICE_WORKER}" and in_repository:
            with self.refresh_lock:
                refresh(Path(self.directory))
        super().do_GET()

    def end_headers(self) -> None:
        """Ask the browser to revalidate every file, so a rebuild is seen at once."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self) -> io.BufferedIOBase | None:
        """A compressible file, gzip-compressed if the browser accepts it (and not modified
        since the browser's copy: 304); anything else as the standard handler sends it."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and urlsplit(self.path).path.endswith("/"):
            path = path / "index.html"  # the folder's page, compressed as Pages sends it
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.suffix in COMPRESSED and path.is_file()):
            return super().send_head()
        stat = path.stat()
        modified = email.utils.formatdate(stat.st_mtime, usegmt=True)
        if self.headers.get("If-Modified-Since") == modified:
            self.send_response(304)
            self.end_headers()
            return None
        body = self.gzipped(path, stat)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", modified)
        self.end_headers()
        return io.BytesIO(body)

    @classmethod
    def gzipped(cls, path: Path, stat) -> bytes:
        """The file compressed (once per version of it: the runtime's wasm takes a while)."""
        key = (str(path), stat.st_mtime_ns, stat.st_size)
        if key not in cls.compressed:
            cls.compressed[key] = gzip.compress(path.read_bytes(), compresslevel=6)
        return cls.compressed[key]


class QuietSiteHandler(SiteHandler):
    """``SiteHandler`` that does not log each request (for tests)."""

    def log_message(self, format: str, *args: object) -> None:
        """Drop the access log line."""


class SiteServer(http.server.ThreadingHTTPServer):
    """A threading HTTP server that lets a browser go: a page closed or left while a file was
    on its way resets the connection, which is no error of the site's."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(root: Path = ROOT, port: int = 8000, quiet: bool = False) -> SiteServer:
    """A threading HTTP server for ``root`` on 127.0.0.1 (``port=0`` picks a free port)."""
    handler = functools.partial(QuietSiteHandler if quiet else SiteHandler, directory=str(root))
    return SiteServer(("127.0.0.1", port), handler)


@contextlib.contextmanager
def built_and_served(root: Path = ROOT) -> Iterator[str]:
    """The site built (quietly) and served from `root` on a free port in a thread of its own,
    for a script's browser; its URL (with a trailing slash), shut down on leaving."""
    build(root, quiet=True)
    server = make_server(root, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, name="site", daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str] | None = None) -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    args = parser.parse_args(argv)
    try:
        build(ROOT)
        with make_server(ROOT, args.port) as server:
            host, port = server.server_address[:2]
            print(f"Serving http://{host}:{port}/", flush=True)
            server.serve_forever()
    except KeyboardInterrupt:
        print("\nStopped.")
    except OSError as error:  # the port is taken (another server), or not ours to use
        sys.exit(f"serve: cannot serve on port {args.port} ({error.strerror}): try --port N")


if __name__ == "__main__":
    main()
