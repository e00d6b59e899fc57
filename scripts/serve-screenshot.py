#!/usr/bin/env python3
"""Takes README's picture of `storyboard serve`'s page (docs/images/serve-page.png) with Playwright
in Debian's Chromium.

    .build/debug/storyboard serve Examples/UnifiedStoryboard/Main.storyboard --port 0
    python3 scripts/serve-screenshot.py 'http://127.0.0.1:PORT/?token=…' docs/images/serve-page.png

The page shows the example's Games scene on an 11-inch iPad Pro in landscape narrowed to half of
Split View (compact width: the iPad hint is not installed there), the wC hR cell of the size-class
grid chosen, the hint selected in the inspector, and the diff that installing it in wC hR would
write (previewed only: nothing is written).
"""

import shutil
import sys

from playwright.sync_api import sync_playwright

url, output = sys.argv[1], sys.argv[2]
IDLE = "() => document.querySelector('#canvas').getAttribute('aria-busy') === 'false'"

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox", "--disable-dev-shm-usage"])
    page = browser.new_page(viewport={"width": 1600, "height": 960})
    page.goto(url)
    page.wait_for_selector("body[data-ready=true]")
    page.click('nav button[data-scene="tne-QT-ifu"]')
    page.select_option("#device", "iPad Pro 11-inch (M4)")
    page.select_option("#orientation", "landscape")
    # Half of Split View: the mark the page puts on the slider for it.
    half = page.eval_on_selector("#width-marks option[label='Split View 1/2']", "option => option.value")
    page.eval_on_selector("#width", "(slider, value) => { slider.value = value; slider.dispatchEvent(new Event('input')); slider.dispatchEvent(new Event('change')); }", half)
    page.wait_for_function(IDLE)
    page.click('[data-cell="wC hR"]')
    page.click('#objects button[data-object="hNT-6r-a9K"]')
    page.wait_for_selector("#object-installed")
    page.click("#object-installed")
    page.wait_for_selector("#edit-preview:not([hidden])")
    page.wait_for_function(IDLE)
    page.evaluate("() => document.querySelector('#apply').blur()")
    page.screenshot(path=output)
    browser.close()
