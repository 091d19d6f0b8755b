"""End-to-end tests of `responderkit serve` in headless Chromium, driven with Selenium.

Each test opens the page afresh (a new WebSocket, so a fresh engine session), touches the
screen of Examples/playground/P1-shop.yaml with real input (Chrome DevTools touch events, or
W3C pointer actions for the mouse), and checks what the page shows. The saved scenario file is
played with `responderkit trace` and compared with the page's trace.

Run by .ci/run; by hand: `python3 Tests/Browser/test_playground.py` after `swift build`
(RESPONDERKIT_BIN names another binary; CHROMIUM_BIN and CHROMEDRIVER_BIN the browser).
"""

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("RESPONDERKIT_BIN", os.path.join(ROOT, ".build", "debug", "responderkit"))
SCREEN = os.path.join(ROOT, "Examples", "playground", "P1-shop.yaml")
SCREENSHOT = os.path.join(ROOT, "Docs", "images", "playground.png")
TOKEN = "browser-test-token"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PlaygroundTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.port = free_port()
        cls.url = f"http://127.0.0.1:{cls.port}/?token={TOKEN}"
        cls.server = subprocess.Popen(
            [BINARY, "serve", SCREEN, "--port", str(cls.port), "--token", TOKEN],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.time() + 60
        while True:
            try:
                urllib.request.urlopen(cls.url, timeout=1).read()
                break
            except OSError:
                if cls.server.poll() is not None or time.time() > deadline:
                    raise RuntimeError("responderkit serve did not start: " + cls.server.stdout.read())
                time.sleep(0.2)
        options = webdriver.ChromeOptions()
        options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                         "--window-size=1500,1250", "--force-device-scale-factor=1"]:
            options.add_argument(argument)
        cls.downloads = tempfile.mkdtemp()
        options.add_experimental_option("prefs", {"download.default_directory": cls.downloads})
        service = Service(os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver"))
        cls.driver = webdriver.Chrome(options=options, service=service)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.terminate()
        cls.server.wait(timeout=10)

    # Helpers

    def setUp(self):
        self.driver.get(self.url)
        self.wait_for("window.playground.state !== null && document.body.dataset.connected === 'true'")
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait_for(self, condition, timeout=10):
        """Waits until the JavaScript expression `condition` is true."""
        WebDriverWait(self.driver, timeout).until(lambda d: d.execute_script(f"return !!({condition});"))

    def css(self, x, y):
        """CSS pixels in the viewport for window point (x, y)."""
        left, top, scale = self.js(
            "const r = document.getElementById('stage').getBoundingClientRect();"
            "return [r.left, r.top, window.playground.scale];")
        return left + x * scale, top + y * scale

    def touch(self, kind, points):
        """Sends a DevTools touch event; `points` are (id, x, y) in window points."""
        touch_points = []
        for identifier, x, y in points:
            cx, cy = self.css(x, y)
            touch_points.append({"x": cx, "y": cy, "id": identifier, "radiusX": 5, "radiusY": 5, "force": 0.5})
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touch_points})

    def drag(self, start, end, duration, steps=15):
        self.touch("touchStart", [(1, *start)])
        for step in range(1, steps + 1):
            time.sleep(duration / steps)
            f = step / steps
            self.touch("touchMove", [(1, start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f)])
        self.touch("touchEnd", [])

    def card(self, n):
        """Touch card `n` read in one script (the page redraws cards as the engine changes,
        so element handles can go stale between two reads): its hit view, its text, its outcome
        line, and its first hit-test line's view and text."""
        return self.js(
            f"const c = document.querySelector('.touch-card[data-touch=\"{n}\"]');"
            "if (!c) return null;"
            "const li = c.querySelector('.hit-test li'); const o = c.querySelector('[data-outcome]');"
            "return {hitView: c.dataset.hitView, text: c.innerText,"
            " outcome: o ? o.innerText : null,"
            " firstView: li ? li.dataset.view : null, firstText: li ? li.innerText : null};")

    def recognizer(self, n, name):
        """Recognizer `name`'s state and text on touch card `n`, read in one script."""
        return self.js(
            f"const e = document.querySelector('.touch-card[data-touch=\"{n}\"] li[data-recognizer=\"{name}\"]');"
            "return e ? {state: e.dataset.state, text: e.innerText} : null;")

    def recognizer_state(self, n, name):
        return self.js(
            f"const e = document.querySelector('.touch-card[data-touch=\"{n}\"] li[data-recognizer=\"{name}\"]');"
            "return e ? e.dataset.state : null;")

    def offset_y(self, view):
        return float(self.js(f"return document.querySelector('tr[data-view-id=\"{view}\"]').dataset.offsetY;"))

    def wait_outcome(self, n):
        """Waits until touch card `n` tells how the touch ended: the card's outcome line is
        there from the touch-down on ("still down at the end") and changes when it lifts."""
        self.wait_for(
            f"(() => {{ const o = document.querySelector('.touch-card[data-touch=\"{n}\"] [data-outcome]');"
            " return o !== null && !o.innerText.includes('still down'); })()")

    def wait_idle(self):
        self.wait_for("document.body.dataset.busy === 'false'", timeout=15)

    # Tests

    def test_1_tap_button(self):
        self.touch("touchStart", [(1, 100, 285)])
        self.wait_for("document.querySelector('.touch-card[data-touch=\"1\"]')")
        self.assertEqual(self.card(1)["hitView"], "Buy")
        self.wait_for("document.querySelector('tr[data-view-id=\"Buy\"]').dataset.highlighted === 'true'")
        self.wait_for("document.querySelector('#overlay .hit-outline[data-hit-view=\"Buy\"]')")
        time.sleep(0.05)
        self.touch("touchEnd", [])
        self.wait_outcome(1)
        card = self.card(1)
        self.assertIn("touchUpInside", card["outcome"])
        self.assertEqual(card["firstView"], "Buy")
        self.assertIn("gets the touch: the hit view", card["firstText"])
        self.wait_for("document.querySelector('#trace').textContent.includes('Buy sends touchUpInside')")

    def test_2_mouse_flips_switch(self):
        x, y = self.css(315, 285)
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(int(x), int(y)).click()
        actions.perform()
        self.wait_for("document.querySelector('tr[data-view-id=\"Notify\"]').dataset.on === 'true'")
        self.wait_idle()
        card = self.card(1)
        self.assertEqual(card["hitView"], "Notify")
        self.assertIn("(mouse)", card["text"])

    def test_3_drag_list_scrolls(self):
        before = self.offset_y("Products")
        self.drag((187, 620), (187, 420), duration=0.25)
        self.wait_outcome(1)
        self.wait_idle()
        after = self.offset_y("Products")
        self.assertGreater(after, before + 150)
        card = self.card(1)
        self.assertTrue(card["hitView"].startswith("Products.row"))
        self.assertIn(self.recognizer_state(1, "Products.panGestureRecognizer"), ["ended", "changed", "began"])
        self.assertIn("Products", card["outcome"])

    def test_4_long_press(self):
        self.touch("touchStart", [(1, 187, 140)])
        self.wait_for("document.querySelector('.touch-card[data-touch=\"1\"]')")
        self.wait_for("document.querySelector('.touch-card[data-touch=\"1\"] li[data-recognizer=\"longPress\"]').dataset.state === 'began'", timeout=5)
        self.touch("touchEnd", [])
        self.wait_for("document.querySelector('.touch-card[data-touch=\"1\"] li[data-recognizer=\"longPress\"]').dataset.state === 'ended'")
        self.wait_idle()
        double_tap = self.recognizer(1, "doubleTap")
        self.assertIn(double_tap["state"], ["failed", "cancelled"])
        self.assertIn(" — ", double_tap["text"], "a failure says why")

    def test_5_pinch_two_fingers(self):
        self.touch("touchStart", [(1, 150, 140), (2, 224, 140)])
        for step in range(1, 16):
            time.sleep(0.02)
            spread = 37 + step * 4
            self.touch("touchMove", [(1, 187 - spread, 140), (2, 187 + spread, 140)])
        self.wait_for("document.querySelectorAll('#overlay .pointer').length === 2")
        self.wait_for("['began', 'changed'].includes(document.querySelector('.touch-card[data-touch=\"1\"] li[data-recognizer=\"pinch\"]').dataset.state)")
        self.touch("touchEnd", [])
        self.wait_outcome(2)
        self.wait_for("document.querySelector('#trace').textContent.includes('pinch on Photo sends its action (ended)')")

    def test_6_save_replays_to_the_same_trace(self):
        self.touch("touchStart", [(1, 100, 285)])
        time.sleep(0.06)
        self.touch("touchEnd", [])
        time.sleep(0.5)
        self.drag((187, 620), (187, 450), duration=0.25)
        self.wait_idle()
        self.touch("touchStart", [(1, 187, 140)])
        time.sleep(0.8)
        self.touch("touchEnd", [])
        self.wait_outcome(3)
        self.wait_idle()
        os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
        self.driver.save_screenshot(SCREENSHOT)
        self.driver.find_element(By.ID, "save").click()
        self.wait_for("window.playground.lastScenario !== null")
        self.driver.find_element(By.ID, "download-trace").click()
        self.wait_for("window.playground.lastTraceFile !== null")
        saved = self.js("return window.playground.lastScenario;")
        live = self.js("return window.playground.lastTraceFile.jsonLines;")
        self.assertTrue(saved["matchesLiveTrace"])
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as file:
            file.write(saved["yaml"])
        try:
            replay = subprocess.run([BINARY, "trace", file.name, "--format", "json"],
                                    capture_output=True, text=True, timeout=60)
        finally:
            os.unlink(file.name)
        self.assertEqual(replay.returncode, 0, replay.stdout[-2000:])
        self.assertEqual(replay.stdout, live)
        events = [json.loads(line)["event"] for line in live.splitlines()]
        self.assertEqual(events.count("touchOutcome"), 3)

    def test_7_bad_input_is_reported(self):
        self.js("window.playground.socket.send('{not json');")
        self.wait_for("document.querySelector('#errors li[data-code=\"malformed\"]')")
        self.js("window.playground.socket.send(JSON.stringify({type: 'pointer', pointerId: 77, pointerType: 'touch', phase: 'move', x: 1, y: 1, timestamp: performance.now()}));")
        self.wait_for("document.querySelector('#errors li[data-code=\"unknownPointer\"]')")
        self.js("window.playground.socket.send(' '.repeat(70000));")
        self.wait_for("document.querySelector('#errors li[data-code=\"oversized\"]')")
        self.touch("touchStart", [(1, 100, 285)])
        self.touch("touchEnd", [])
        self.wait_outcome(1)

    def test_8_page_of_another_origin_cannot_open_a_session(self):
        """A page served from another loopback port, which knows even the token, is refused."""
        other = free_port()
        folder = tempfile.mkdtemp()
        with open(os.path.join(folder, "index.html"), "w") as page:
            page.write(f"""<!doctype html><title>another origin</title><script>
              window.result = "pending";
              const socket = new WebSocket("ws://127.0.0.1:{self.port}/ws?token={TOKEN}");
              socket.onopen = () => {{ window.result = "open"; }};
              socket.onmessage = () => {{ window.result = "message"; }};
              socket.onclose = (event) => {{
                if (window.result === "pending") window.result = "closed " + event.code;
              }};
            </script>""")
        files = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(other), "--bind", "127.0.0.1",
             "--directory", folder],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.time() + 20
            while True:
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{other}/", timeout=1).read()
                    break
                except OSError:
                    if files.poll() is not None or time.time() > deadline:
                        raise RuntimeError("the second page's server did not start")
                    time.sleep(0.2)
            self.driver.get(f"http://127.0.0.1:{other}/")
            self.wait_for("window.result !== 'pending'")
            self.assertEqual(self.js("return window.result;"), "closed 1006")
        finally:
            files.terminate()
            files.wait(timeout=10)

    def test_9_page_without_its_token_is_refused(self):
        self.driver.get(f"http://127.0.0.1:{self.port}/")
        body = self.js("return document.body.textContent;")
        self.assertIn("403 Forbidden", body)
        self.assertIn("no token", body)
        self.driver.get(f"http://127.0.0.1:{self.port}/?token=wrong-token")
        self.assertIn("wrong token", self.js("return document.body.textContent;"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
