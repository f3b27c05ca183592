"""The page in the browser engines Playwright cannot drive here, behind one small interface
(`Tab`): Firefox ESR over WebDriver BiDi (spoken to Firefox itself, so no geckodriver), and WebKit
(Safari's engine: WebKitGTK's MiniBrowser through WebKitWebDriver, which speaks classic WebDriver
only, on a virtual screen). The tests drive Chromium with Playwright itself;
``bench/bench_engines.py`` wraps it in a `Tab` to time all three alike.

Why these: Playwright's own Firefox and WebKit are patched builds it downloads, which this machine
cannot; Debian ships Firefox ESR and WebKitGTK, and each is driven here by the protocol it speaks
with nothing else installed but the `websockets` package. The same journeys then run in both
(``test_engines.py``): keys, clicks and taps are real input (WebDriver actions), what the page
says is read with scripts, and each tab collects what must fail a test: a console error, an
uncaught error, a policy violation, a ``.py-error`` left on the page. (In WebKit, what happens
before a navigation reaches DOMContentLoaded is seen only if it leaves a ``.py-error`` or breaks
what follows: see `WATCH`.)
"""

from __future__ import annotations

import base64
import contextlib
import copy
import itertools
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from websockets.sync.client import connect

FIREFOX = Path("/usr/bin/firefox-esr")
WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
# In the library folder of the machine's kind (x86_64-linux-gnu, aarch64-linux-gnu...).
MINIBROWSER = next(Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser"), Path("MiniBrowser"))
XVFB = Path("/usr/bin/Xvfb")
START_TIMEOUT_S = 60
PAGE_LOAD_S = 60  # WebKit's navigation up to DOMContentLoaded
GOTO_TRIES = 2  # WebKit's navigations, when one hangs (`WebKitTab.goto`)

# WebDriver's names for the keys the page uses that are not characters.
KEYS = {"Enter": "\ue007", "Backspace": "\ue003", "Tab": "\ue004", "Escape": "\ue00c"}

# Firefox: a policy violation said as a console error (a preload script, before the page's).
VIOLATIONS = """() => document.addEventListener("securitypolicyviolation", (event) =>
  console.error(`Content-Security-Policy: ${event.effectiveDirective} refused`
    + ` ${event.blockedURI || "inline"}`))"""
# WebKit: no preload script, no console to hear. Its tab installs this once a navigation has
# reached DOMContentLoaded (classic WebDriver's "eager" load), before PyScript starts (after the
# first paint). MiniBrowser cannot write its console out under automation (the automation's
# views take none of its settings; tried).
WATCH = """() => {
  if (window.__problems) return;
  const problems = (window.__problems = []), error = console.error.bind(console);
  const note = (text) => problems.push(text);
  console.error = (...args) => { note(`console error: ${args.join(" ")}`); error(...args); };
  addEventListener("error", (e) => note(`error: ${e.message} (${e.filename}:${e.lineno})`));
  addEventListener("unhandledrejection", (e) => note(`unhandled rejection: ${e.reason}`));
  document.addEventListener("securitypolicyviolation", (e) => note(
    `Content-Security-Policy: ${e.effectiveDirective} refused ${e.blockedURI || "inline"}`));
}"""
PY_ERRORS = "() => [...document.querySelectorAll('.py-error')].map((e) => e.innerText.trim())"
CENTRE = """(selector) => {
  const target = document.querySelector(selector);
  if (!target) return null;
  target.scrollIntoView({ block: "center", inline: "center" });
  const box = target.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(ready, what: str, timeout: float = START_TIMEOUT_S):
    """`ready()`'s first true value, tried until `timeout` seconds have passed."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        with contextlib.suppress(OSError, ValueError):
            if value := ready():
                return value
        time.sleep(0.1)
    raise TimeoutError(f"{what}: not within {timeout} s")


class Tab:
    """One page in one engine: what the journeys do and read."""

    engine = ""

    def goto(self, url: str) -> None:
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def call(self, function: str, args: list) -> object:
        """``function(...args)`` in the page, awaited; its value as JSON gives it."""
        raise NotImplementedError

    def actions(self, actions: list[dict]) -> None:
        """WebDriver input actions (the same in BiDi and classic WebDriver)."""
        raise NotImplementedError

    def resize(self, width: int, height: int) -> None:
        """The viewport's size in CSS pixels."""
        raise NotImplementedError

    def png(self) -> bytes:
        raise NotImplementedError

    def console_errors(self) -> list[str]:
        raise NotImplementedError

    def watch(self) -> None:
        """Watch the page anew after it navigated by itself (a reload it chose)."""

    def evaluate(self, function: str, *args: object) -> object:
        return self.call(function, list(args))

    def wait_for(self, function: str, *args: object, timeout: float = 60) -> object:
        """The first true value of ``function(...args)`` in the page, polled."""
        last = None
        end = time.monotonic() + timeout
        for tries in itertools.count():
            if time.monotonic() > end:
                break
            with contextlib.suppress(PageGone):
                last = self.call(function, list(args))
                if last:
                    return last
                if tries % 20 == 19 and (shown := self.call(PY_ERRORS, [])):
                    raise AssertionError(f"{self.engine}: the page's Python failed: {shown}")
            time.sleep(0.1)
        raise AssertionError(
            f"{self.engine}: not within {timeout} s: {function} (last: {last!r});"
            f" problems: {self.problems()}"
        )

    def press(self, *keys: str) -> None:
        """Each key pressed and released: a character, or "Enter", "Backspace"..."""
        steps = []
        for key in keys:
            value = KEYS.get(key, key)
            steps += [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]
        self.actions([{"type": "key", "id": "keyboard", "actions": steps}])

    def type(self, text: str) -> None:
        self.press(*text)

    def click(self, selector: str, pointer_type: str = "mouse") -> None:
        """A real click at the middle of `selector`'s element (scrolled into view); a tap
        with `pointer_type` "touch"."""
        where = self.call(CENTRE, [selector])
        assert where, f"{self.engine}: nothing to click: {selector}"
        x, y = where
        pointer = {
            "type": "pointer",
            "id": pointer_type,
            "parameters": {"pointerType": pointer_type},
        }
        pointer["actions"] = [
            {"type": "pointerMove", "x": x, "y": y, "origin": "viewport", "duration": 0},
            {"type": "pointerDown", "button": 0},
            {"type": "pointerUp", "button": 0},
        ]
        self.actions([pointer])

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(self.png())

    def problems(self) -> list[str]:
        """What must fail a test, seen since the last call: console errors (uncaught errors and
        policy violations among them) and the ``.py-error``s on the page."""
        try:
            shown = [f".py-error: {text}" for text in self.call(PY_ERRORS, []) or []]
        except PageGone:
            shown = []
        return self.console_errors() + shown


class PageGone(Exception):
    """The page was replaced while a script ran in it (a navigation, a reload)."""


class FirefoxTab(Tab):
    """Firefox ESR, headless, driven over WebDriver BiDi on its own remote-debugging port."""

    engine = "firefox"

    def __init__(self) -> None:
        self.profile = Path(tempfile.mkdtemp(prefix="wordle-firefox-"))
        (self.profile / "user.js").write_text(FIREFOX_PREFS)
        port = free_port()
        command = [str(FIREFOX), "--headless", "--no-remote", "--profile", str(self.profile)]
        command += [f"--remote-debugging-port={port}", "about:blank"]
        self.log = (self.profile / "firefox.log").open("w")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT)
        self.ids = itertools.count(1)
        self.errors: list[str] = []  # the browser's: shared with its other tabs
        self.first = True  # the tab that owns the browser (`another` opens the others)
        url = f"ws://127.0.0.1:{port}/session"
        self.connection = contextlib.ExitStack()
        connected = lambda: self.connection.enter_context(connect(url, max_size=None))  # noqa: E731
        self.socket = wait_until(connected, "Firefox's BiDi")
        self.send("session.new", {"capabilities": {}})
        self.context = self.send("browsingContext.getTree", {})["contexts"][0]["context"]
        self.send("session.subscribe", {"events": ["log.entryAdded"]})
        self.send("script.addPreloadScript", {"functionDeclaration": VIOLATIONS})

    def send(self, method: str, params: dict) -> dict:
        """A command's result, noting the events that come before it."""
        number = next(self.ids)
        self.socket.send(json.dumps({"id": number, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv(timeout=300))
            if message.get("type") == "event":
                self.heard(message)
            elif message.get("id") == number:
                if message.get("type") == "error":
                    raise PageGone if "no such" in message["error"] else RuntimeError(message)
                return message["result"]

    def another(self) -> FirefoxTab:
        """A second tab of the same browser (the same storage), on a blank page."""
        twin = copy.copy(self)
        twin.context = self.send("browsingContext.create", {"type": "tab"})["context"]
        twin.first = False
        return twin

    def heard(self, event: dict) -> None:
        entry = event["params"]
        if event["method"] == "log.entryAdded" and entry.get("level") == "error":
            where = entry.get("source", {}).get("realm", "")
            self.errors.append(f"console error: {entry.get('text')} {where}".strip())

    def goto(self, url: str) -> None:
        params = {"context": self.context, "url": url, "wait": "interactive"}
        self.send("browsingContext.navigate", params)

    def reload(self) -> None:
        self.send("browsingContext.reload", {"context": self.context, "wait": "interactive"})

    def call(self, function: str, args: list) -> object:
        wrapped = f"async (args) => JSON.stringify(await ({function})(...JSON.parse(args)) ?? null)"
        params = {
            "functionDeclaration": wrapped,
            "arguments": [{"type": "string", "value": json.dumps(args)}],
            "target": {"context": self.context},
            "awaitPromise": True,
        }
        result = self.send("script.callFunction", params)
        if result["type"] == "exception":
            details = result["exceptionDetails"]
            if "dead object" in details.get("text", "") or "navigat" in details.get("text", ""):
                raise PageGone(details["text"])
            raise RuntimeError(f"firefox: {details.get('text')}")
        return json.loads(result["result"]["value"])

    def actions(self, actions: list[dict]) -> None:
        self.send("input.performActions", {"context": self.context, "actions": actions})
        self.send("input.releaseActions", {"context": self.context})

    def resize(self, width: int, height: int) -> None:
        viewport = {"width": width, "height": height}
        self.send("browsingContext.setViewport", {"context": self.context, "viewport": viewport})

    def png(self) -> bytes:
        shot = self.send("browsingContext.captureScreenshot", {"context": self.context})
        return base64.b64decode(shot["data"])

    def console_errors(self) -> list[str]:
        with contextlib.suppress(TimeoutError):
            while True:  # the events already sent
                self.heard(json.loads(self.socket.recv(timeout=0.05)))
        errors = self.errors[:]
        self.errors.clear()
        return errors

    def close(self) -> None:
        if not self.first:
            self.send("browsingContext.close", {"context": self.context})
            return
        with contextlib.suppress(Exception):
            self.send("session.end", {})
        with contextlib.suppress(Exception):
            self.connection.close()
        self.process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=10)
        self.process.kill()
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


# Firefox ESR under automation: no update, telemetry, portal or remote-settings request leaves
# the machine (the remote agent's recommended preferences do most of it; these make sure).
FIREFOX_PREFS = "\n".join(
    f"user_pref({json.dumps(name)}, {json.dumps(value)});"
    for name, value in {
        "app.update.disabledForTesting": True,
        "app.normandy.enabled": False,
        "browser.safebrowsing.malware.enabled": False,
        "browser.safebrowsing.phishing.enabled": False,
        "browser.safebrowsing.downloads.enabled": False,
        "browser.safebrowsing.blockedURIs.enabled": False,
        "browser.shell.checkDefaultBrowser": False,
        "browser.startup.page": 0,
        "browser.newtabpage.enabled": False,
        "browser.region.network.url": "",
        "browser.search.update": False,
        "datareporting.policy.dataSubmissionEnabled": False,
        "datareporting.healthreport.uploadEnabled": False,
        "toolkit.telemetry.enabled": False,
        "toolkit.telemetry.unified": False,
        "network.captive-portal-service.enabled": False,
        "network.connectivity-service.enabled": False,
        "network.dns.disablePrefetch": True,
        "network.prefetch-next": False,
        "extensions.update.enabled": False,
        "extensions.blocklist.enabled": False,
        "services.settings.server": "http://127.0.0.1:9/",
        "geo.provider.network.url": "",
        "dom.disable_open_during_load": False,
        "remote.prefs.recommended": True,
    }.items()
)


class WebKitTab(Tab):
    """WebKitGTK's MiniBrowser on a virtual screen (Xvfb), driven by WebKitWebDriver (classic
    WebDriver: no preload script and no console to listen to, so the page is watched by
    `WATCH`, installed after each navigation)."""

    engine = "webkit"

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="wordle-webkit-"))
        self.screen = start_xvfb(self.folder)
        self.log = (self.folder / "webkit.log").open("w")
        self.size: tuple[int, int] | None = None  # the viewport last asked for
        self.first = True  # the tab that owns the browser (`another` opens the others)
        self.start()

    def start(self) -> None:
        """WebKitWebDriver, and through it a new MiniBrowser session on the screen."""
        port = free_port()
        env = {**os.environ, "DISPLAY": self.screen.display}
        env["WEBKIT_DISABLE_COMPOSITING_MODE"] = "1"  # no GPU here: draw in software
        command = [str(WEBKIT_DRIVER), f"--port={port}"]
        self.process = subprocess.Popen(command, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.base = f"http://127.0.0.1:{port}"
        self.handle = None
        wait_until(lambda: self.request("GET", "/status")["ready"], "WebKitWebDriver")
        options = {"binary": str(MINIBROWSER)}
        options["args"] = ["--automation"]
        capabilities = {"webkitgtk:browserOptions": options, "pageLoadStrategy": "eager"}
        capabilities["timeouts"] = {"pageLoad": PAGE_LOAD_S * 1000, "script": 300_000}
        session = self.request("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.base += f"/session/{session['sessionId']}"
        self.handle = self.request("GET", "/window")
        self.current = [self.handle]  # the window the session commands: shared by the tabs
        if self.size:
            self.resize(*self.size)

    def stop(self) -> None:
        """The session ended and its driver stopped (the screen stays)."""
        with contextlib.suppress(Exception):
            self.request("DELETE", "")
        self.process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=10)
        self.process.kill()

    def another(self) -> WebKitTab:
        """A second tab of the same browser (the same storage), on a blank page."""
        twin = copy.copy(self)
        twin.handle = self.request("POST", "/window/new", {"type": "tab"})["handle"]
        twin.first = False
        return twin

    def request(self, method: str, path: str, body: dict | None = None) -> dict:
        """The driver's answer; a command for this tab's window switches to it first."""
        handle = getattr(self, "handle", None)
        switching = (method, path) in (("POST", "/window"), ("POST", "/window/new"))
        if handle and self.current[0] != handle and not switching:
            self.current[0] = handle
            self.request("POST", "/window", {"handle": handle})
        data = json.dumps(body if body is not None else {}).encode() if method == "POST" else None
        asked = urllib.request.Request(self.base + path, data=data, method=method)
        asked.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(asked, timeout=300) as answer:
                return json.loads(answer.read())["value"]
        except urllib.error.HTTPError as error:
            value = json.loads(error.read() or b"{}").get("value", {})
            if value.get("error") in ("no such window", "stale element reference"):
                raise PageGone(value.get("message")) from error
            raise RuntimeError(f"webkit: {path}: {value}") from error

    def goto(self, url: str) -> None:
        """Navigate and watch the page. A navigation that has not reached DOMContentLoaded in
        `PAGE_LOAD_S` is said on stderr and, in a browser that has only this tab, tried again
        in a new session (a fresh session's first navigation, on a loaded machine, was seen to
        hang in three whole-suite runs, never alone: in the driver's navigation, or in the
        script after it, which waits for the navigation to end; a hung request stalls the
        session's later navigations too, so it is the session that is started again)."""
        for tried in range(1, GOTO_TRIES + 1):
            try:
                self.request("POST", "/url", {"url": url})
                self.watch()
                return
            except RuntimeError as error:
                if "'timeout'" not in str(error) or tried == GOTO_TRIES or not self.alone():
                    raise
                print(f"webkit: {url} did not load in {PAGE_LOAD_S} s: again", file=sys.stderr)
                self.stop()
                self.start()

    def alone(self) -> bool:
        """Whether this tab is the browser's only one (so it may be started again)."""
        return self.first and len(self.request("GET", "/window/handles")) == 1

    def reload(self) -> None:
        self.request("POST", "/refresh")
        self.watch()

    def watch(self) -> None:
        self.call(WATCH, [])

    def call(self, function: str, args: list) -> object:
        script = f"""const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => ({function})(...JSON.parse(arguments[0]))).then(
            (value) => done(JSON.stringify(value ?? null)),
            (error) => done(JSON.stringify({{ thrown: String(error?.stack || error) }})));"""
        value = self.request(
            "POST", "/execute/async", {"script": script, "args": [json.dumps(args)]}
        )
        if value is None:
            raise PageGone("the page went while the script ran")
        found = json.loads(value)
        if isinstance(found, dict) and set(found) == {"thrown"}:
            raise RuntimeError(f"webkit: {found['thrown']}")
        return found

    def actions(self, actions: list[dict]) -> None:
        self.request("POST", "/actions", {"actions": actions})
        self.request("DELETE", "/actions")

    def resize(self, width: int, height: int) -> None:
        """The window sized so that its viewport is `width` x `height` (MiniBrowser's window
        has a toolbar, and is never narrower than 447 px)."""
        inner = "() => [innerWidth, innerHeight]"
        self.size = (width, height)
        self.request("POST", "/window/rect", {"width": width, "height": height})
        for _ in range(3):
            seen = self.call(inner, [])
            if seen == [width, height]:
                return
            rect = self.request("GET", "/window/rect")
            size = {"width": rect["width"] + width - seen[0]}
            size["height"] = rect["height"] + height - seen[1]
            self.request("POST", "/window/rect", size)

    def png(self) -> bytes:
        """The viewport, as a PNG. (Seen here: a screenshot asked for before the page had any
        input, on about:blank or a page just loaded, never came; after a click it does.)"""
        return base64.b64decode(self.request("GET", "/screenshot"))

    def console_errors(self) -> list[str]:
        return self.call("() => window.__problems?.splice(0) ?? ['the page was not watched']", [])

    def close(self) -> None:
        if not self.first:
            self.request("DELETE", "/window")
            self.current[0] = None
            return
        self.stop()
        self.log.close()
        self.screen.terminate()
        shutil.rmtree(self.folder, ignore_errors=True)


class Screen:
    """A virtual screen for a browser that needs one."""

    def __init__(self, process: subprocess.Popen, display: str) -> None:
        self.process = process
        self.display = display

    def terminate(self) -> None:
        self.process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=10)


def start_xvfb(folder: Path) -> Screen:
    """Xvfb on the first free display it finds (it writes the number it took)."""
    read, write = os.pipe()
    command = [str(XVFB), "-displayfd", str(write), "-screen", "0", "1920x1200x24", "-nolisten"]
    command += ["tcp"]
    log = (folder / "xvfb.log").open("w")
    process = subprocess.Popen(command, pass_fds=(write,), stdout=log, stderr=subprocess.STDOUT)
    os.close(write)
    with os.fdopen(read) as said:
        number = said.readline().strip()
    if not number:
        raise RuntimeError(f"Xvfb did not start: {(folder / 'xvfb.log').read_text()}")
    return Screen(process, f":{number}")


ENGINES = {"firefox": FirefoxTab, "webkit": WebKitTab}
MISSING = {"firefox": [FIREFOX], "webkit": [WEBKIT_DRIVER, MINIBROWSER, XVFB]}


def missing(engine: str) -> list[Path]:
    """What this machine lacks to run `engine` (``scripts/setup_ci.sh`` installs it)."""
    return [path for path in MISSING[engine] if not path.exists()]
