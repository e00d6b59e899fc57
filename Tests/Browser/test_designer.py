"""The designer page of `storyboard serve` in a real browser: Debian's Chromium driven by Playwright.

`scripts/browser-test.sh` builds `storyboard`, starts `serve` on a copy of the bundled example in
a temporary folder, and runs this test with:

    STORYBOARD_SERVE_URL   the URL the server printed (with ?token=…)
    STORYBOARD_DOCUMENT    the copy of the document the server opened (edits are written there)
    CHROMIUM               the browser to drive (`which chromium`)

The test opens the page, switches View As (device, the Any/Any canvas, an iPad's window width)
and the size class of the 3×3 grid, chooses a label by clicking it in the picture, uninstalls it
for wC hR through the inspector (the diff
previewed, then applied), and checks the file on disk (`<exclude reference=…>`), the picture (the
label's pixels gone) and the inspect API (the label no longer on screen); then undoes it; and
last, that a change another program makes to the file reaches the page over `/api/live`.
"""

import json
import os
import re
import time
import unittest
import urllib.parse
import urllib.request

from playwright.sync_api import sync_playwright

URL = os.environ.get("STORYBOARD_SERVE_URL", "")
DOCUMENT = os.environ.get("STORYBOARD_DOCUMENT", "")
CHROMIUM = os.environ.get("CHROMIUM", "")

GAMES_SCENE = "tne-QT-ifu"
TITLE_LABEL = "Wfm-Ho-9Jp"  # "Choose a game", installed everywhere in the example
EXCLUDE = f'<exclude reference="{TITLE_LABEL}"/>'


def base_url():
    parts = urllib.parse.urlsplit(URL)
    return f"{parts.scheme}://{parts.netloc}"


def api(path, **query):
    with urllib.request.urlopen(f"{base_url()}{path}?{urllib.parse.urlencode(query)}", timeout=60) as response:
        return json.loads(response.read())


def read_document():
    with open(DOCUMENT, encoding="utf-8") as file:
        return file.read()


class DesignerPageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not (URL and DOCUMENT and CHROMIUM):
            raise RuntimeError("run through scripts/browser-test.sh (STORYBOARD_SERVE_URL, STORYBOARD_DOCUMENT, CHROMIUM)")
        cls.playwright = sync_playwright().start()
        # Root needs --no-sandbox; the browser is Debian's, never one Playwright downloads.
        cls.browser = cls.playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-dev-shm-usage"])

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()
        cls.playwright.stop()

    def setUp(self):
        self.page = self.browser.new_page(viewport={"width": 1400, "height": 1000})
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def tearDown(self):
        self.page.close()
        self.assertEqual(self.errors, [], "the page's script failed")

    # Helpers

    def open_page(self):
        started = time.monotonic()
        self.page.goto(URL)
        self.page.wait_for_selector("body[data-ready=true]", timeout=15000)
        ready = time.monotonic() - started
        self.wait_drawn()
        drawn = time.monotonic() - started
        print(f"\n  page usable {ready * 1000:.0f} ms after loading, first picture {drawn * 1000:.0f} ms", flush=True)
        return ready

    def drawn_count(self):
        return int(self.page.get_attribute("#picture", "data-drawn") or 0)

    def wait_drawn(self, after=None):
        """Waits until no picture is being drawn (and, with `after`, one more was drawn since)."""
        self.page.wait_for_function(
            "(after) => document.querySelector('#canvas').getAttribute('aria-busy') === 'false'"
            " && Number(document.querySelector('#picture').dataset.drawn || 0) > after",
            arg=-1 if after is None else after, timeout=30000)

    def drawn_query(self):
        return dict(urllib.parse.parse_qsl(self.page.get_attribute("#picture", "data-query")))

    def ink_in(self, frame):
        """How many pixels of the picture inside `frame` (points in the window) differ from its
        top-left pixel there: the label's text, or 0 where only the background shows."""
        return self.page.evaluate(
            """([x, y, width, height]) => {
                const picture = document.querySelector('#picture');
                const scale = picture.naturalWidth / picture.getBoundingClientRect().width;
                const canvas = document.createElement('canvas');
                canvas.width = picture.naturalWidth; canvas.height = picture.naturalHeight;
                const context = canvas.getContext('2d');
                context.drawImage(picture, 0, 0);
                const data = context.getImageData(Math.floor(x * scale), Math.floor(y * scale),
                    Math.ceil(width * scale), Math.ceil(height * scale)).data;
                let ink = 0;
                for (let i = 0; i < data.length; i += 4) {
                    if (Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 60) ink++;
                }
                return ink;
            }""", frame)

    def choose_device(self, name, orientation="portrait"):
        before, changed = self.drawn_count(), False
        if self.page.input_value("#device") != name:
            self.page.select_option("#device", name)
            changed = True
        if self.page.input_value("#orientation") != orientation:
            self.page.select_option("#orientation", orientation)
            changed = True
        if changed:
            self.wait_drawn(before)

    # Tests

    def test_01_the_token_is_read_from_the_url_and_taken_out_of_it(self):
        # Usable in well under a second on the bundled example (docs/serve.md); 3 s leaves room
        # for a loaded machine without hiding a page that waits for something it should not.
        self.assertLess(self.open_page(), 3.0)
        self.assertNotIn("token=", self.page.url)
        self.assertTrue(self.page.evaluate("() => Boolean(sessionStorage.getItem('storyboard-serve-token'))"))
        # Nothing to undo on a server just started; the editing controls are there.
        self.assertTrue(self.page.is_disabled("#undo"))
        self.page.click('#objects button[data-object]')
        self.page.wait_for_selector("#override-key")
        self.assertTrue(self.page.is_enabled("#override-key"))

    def test_06_without_the_token_the_page_reads_and_does_not_edit(self):
        page = self.browser.new_page()
        try:
            page.goto(base_url() + "/")
            page.wait_for_selector("body[data-ready=true]")
            page.click('#objects button[data-object]')
            page.wait_for_selector("#override-key")
            self.assertTrue(page.is_disabled("#override-key"))
            self.assertTrue(page.is_disabled("#undo"))
            self.assertIn("token", page.text_content("#inspection"))
        finally:
            page.close()

    def test_02_view_as_offers_the_any_any_canvas_and_the_window_width(self):
        self.open_page()
        self.choose_device("Any/Any canvas (600 × 600)")
        self.assertEqual(self.page.text_content("#size-class"), "wAny hAny")
        self.assertEqual(self.page.get_attribute('[data-cell="wAny hAny"]', "aria-pressed"), "true")
        self.assertEqual(self.page.evaluate("() => document.querySelector('#picture').naturalWidth"), 1200)
        self.assertTrue(self.page.is_hidden("#width-control"))

        # An iPad in landscape: the slider runs from Slide Over's width to the full screen.
        self.choose_device("iPad Pro (12.9-inch) (6th generation)", "landscape")
        self.assertTrue(self.page.is_visible("#width"))
        self.assertEqual(self.page.text_content("#size-class"), "wR hR")
        self.assertEqual(self.page.get_attribute("#width", "min"), "375")
        self.assertEqual(self.page.get_attribute("#width", "max"), "1366")
        # Moving it across the regular/compact boundary redraws with the compact layout.
        for width, size_class in [(900, "wR hR"), (678, "wR hR"), (677, "wC hR"), (375, "wC hR")]:
            before = self.drawn_count()
            self.page.eval_on_selector("#width", "(slider, value) => { slider.value = value; slider.dispatchEvent(new Event('input')); }", width)
            self.assertEqual(self.page.text_content("#size-class"), size_class)
            self.wait_drawn(before)
            self.assertEqual(self.drawn_query().get("width"), str(width))
            self.assertEqual(self.page.evaluate("() => document.querySelector('#picture').naturalWidth"), width * 2)
        # The keyboard moves it too.
        self.page.focus("#width")
        before = self.drawn_count()
        self.page.keyboard.press("ArrowRight")
        self.wait_drawn(before)
        self.assertEqual(self.drawn_query().get("width"), "376")

    def test_03_the_grid_lists_the_devices_a_size_class_affects(self):
        self.open_page()
        self.choose_device("iPhone 15 Pro")
        self.page.click('[data-cell="wC hC"]')
        # An iPhone 15 Pro is wC hC in landscape: View As turns it.
        self.page.wait_for_function("() => document.querySelector('#orientation').value === 'landscape'")
        self.assertEqual(self.page.text_content("#size-class"), "wC hC")
        devices = self.page.eval_on_selector_all("#cell-devices li", "items => items.map(item => item.dataset.device)")
        self.assertIn("iPhone 15 Pro", devices)
        self.assertNotIn("iPhone 15 Pro Max", devices)  # wR hC in landscape
        self.assertFalse(any(name.startswith("iPad") for name in devices))
        self.page.click('[data-cell="wR hR"]')
        self.page.wait_for_function("() => document.querySelector('#device').value.startsWith('iPad')")
        self.assertEqual(self.page.text_content("#size-class"), "wR hR")

    def test_04_an_exclusion_made_in_the_page_is_written_and_drawn(self):
        original = read_document()
        self.assertNotIn(EXCLUDE, original)
        self.open_page()
        self.choose_device("iPhone 15 Pro")
        before = self.drawn_count()
        self.page.click(f'nav button[data-scene="{GAMES_SCENE}"]')
        self.wait_drawn(before)
        self.page.click('[data-cell="wC hR"]')
        self.assertEqual(self.page.get_attribute('[data-cell="wC hR"]', "aria-pressed"), "true")
        query = {"doc": "main", "scene": GAMES_SCENE, "object": TITLE_LABEL, "device": "iPhone 15 Pro"}
        frame = api("/api/inspect", **query)["frameInWindow"]
        # A click on the label in the picture chooses it (the picture is shown in points).
        self.page.click("#picture", position={"x": frame[0] + frame[2] / 2, "y": frame[1] + frame[3] / 2})
        self.page.wait_for_selector(f'#objects button.selected[data-object="{TITLE_LABEL}"]')
        self.page.wait_for_selector("#object-installed")
        self.assertTrue(self.page.is_checked("#object-installed"))
        self.assertGreater(self.ink_in(frame), 50, "the label's text is drawn before")

        # Unchecking Installed previews the diff; nothing is written before Apply.
        self.page.click("#object-installed")
        self.page.wait_for_selector("#edit-preview:not([hidden]), #edit-status.error")
        self.assertTrue(self.page.is_visible("#edit-preview"), self.page.text_content("#edit-status"))
        self.assertIn(EXCLUDE, self.page.text_content("#diff"))
        self.assertEqual(read_document(), original)
        before = self.drawn_count()
        self.page.click("#apply")
        self.wait_drawn(before)

        written = read_document()
        self.assertIn(EXCLUDE, written)
        self.assertTrue(self.page.is_enabled("#undo"))
        variation = re.search(r'<variation key="heightClass=regular-widthClass=compact">(.*?)</variation>', written, re.S)
        self.assertIsNotNone(variation, "a wC hR variation is written")
        self.assertIn(EXCLUDE, variation.group(1))
        self.assertNotIn("frameInWindow", api("/api/inspect", **query), "the label is not on screen in wC hR")
        self.assertEqual(self.ink_in(frame), 0, "the label is gone from the picture")
        self.page.wait_for_function(f"() => !document.querySelector('#object-installed').checked")

        # On an iPad (wR hR) it is still there.
        self.assertIn("frameInWindow", api("/api/inspect", **{**query, "device": "iPad Air 2"}))

        # Undo puts the file back.
        before = self.drawn_count()
        self.page.click("#undo")
        self.wait_drawn(before)
        self.assertNotIn(EXCLUDE, read_document())
        self.assertGreater(self.ink_in(frame), 50, "the label is drawn again after undo")

    def test_05_a_change_on_disk_reaches_the_page_over_the_websocket(self):
        original = read_document()
        self.open_page()
        self.page.wait_for_function("() => document.querySelector('#live').textContent === 'live'", timeout=10000)
        self.choose_device("iPhone 15 Pro")
        before = self.drawn_count()
        self.page.click(f'nav button[data-scene="{GAMES_SCENE}"]')
        self.wait_drawn(before)
        self.page.click(f'#objects button[data-object="{TITLE_LABEL}"]')
        self.page.wait_for_selector("#object-installed")
        frame = api("/api/inspect", doc="main", scene=GAMES_SCENE, object=TITLE_LABEL, device="iPhone 15 Pro")["frameInWindow"]
        ink = self.ink_in(frame)
        try:
            # Another program changes the file: the server reads it again and says so on /api/live;
            # the page redraws without being asked.
            before = self.drawn_count()
            with open(DOCUMENT, "w", encoding="utf-8") as file:
                file.write(original.replace('text="Choose a game"', 'text="Pick"'))
            self.wait_drawn(before)
            self.assertLess(self.ink_in(frame), ink, "the shorter text is drawn")
        finally:
            before = self.drawn_count()
            with open(DOCUMENT, "w", encoding="utf-8") as file:
                file.write(original)
            self.wait_drawn(before)


if __name__ == "__main__":
    unittest.main(verbosity=2)
