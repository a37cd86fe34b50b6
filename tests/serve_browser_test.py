#!/usr/bin/env python3
"""The workbench (`arbiter serve`) in a real browser: headless Chromium driven by Selenium (Debian's
python3-selenium and chromium-driver). Each expectation comes from elsewhere than the page: the destinations a
unit shows are compared with `arbiter perft --divide`, the refusing clause with the corpus scenario that states
it (corpus/chess/castling.xml), the actions a reading changes with two `arbiter perft --divide` runs (default
and --profile), and the recorded scenario is run by `arbiter corpus`. Screenshots must not be blank.

usage: serve_browser_test.py ARBITER [SCREENSHOT_DIR]
Exit 0 passed, 1 failed, 77 skipped (Chromium is not installed; nothing else skips).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ARBITER = sys.argv[1] if len(sys.argv) > 1 else "build/arbiter"
SHOTS = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="arbiter-serve-shots-")
os.makedirs(SHOTS, exist_ok=True)

chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if not chromium:
    print("skipped: chromium is not installed (scripts/setup installs it)")
    sys.exit(77)
driver_path = shutil.which("chromedriver")
if not driver_path:
    print("FAIL: chromium is installed but chromedriver is not (Debian chromium-driver, scripts/setup)")
    sys.exit(1)
from selenium import webdriver  # noqa: E402  (python3-selenium)
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def divide(*args):
    out = subprocess.run([ARBITER, "perft", "--depth", "1", "--divide", *args], capture_output=True, text=True, check=True).stdout
    return {m.group(1) for m in re.finditer(r"^(\S+): \d+$", out, re.M)}


def screenshot(driver, name):
    path = os.path.join(SHOTS, name + ".png")
    driver.save_screenshot(path)
    size = os.path.getsize(path)
    # A blank 1400x1000 page compresses to a few KB; the workbench with its board and document is far larger.
    check(size > 30_000, f"screenshot {name} is not blank ({size} bytes, {path})")


server = subprocess.Popen([ARBITER, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
try:
    line = server.stdout.readline()
    port = re.search(r":(\d+)/", line).group(1)
    url = f"http://127.0.0.1:{port}/"
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000", "--no-proxy-server"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    wait = WebDriverWait(driver, 30)

    def settled():  # every call of the page answered (api.js counts them on the root element)
        wait.until(lambda d: d.execute_script("return document.documentElement.dataset.pending") == "0")
    try:
        driver.get(url)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board svg.board [data-at='g1']"))
        screenshot(driver, "start")

        # 1. A unit's highlighted destinations are perft's divide for that unit.
        driver.find_element(By.CSS_SELECTOR, "#board [data-at='g1']").click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board rect.hl.to"))
        shown = {r.get_attribute("data-hl-sq") for r in driver.find_elements(By.CSS_SELECTOR, "#board rect.hl.to")}
        expected = {m[2:4] for m in divide("--variant", "chess") if m.startswith("g1")}
        check(shown == expected, f"knight g1's destinations {sorted(shown)} are perft's {sorted(expected)}")

        # 2. An illegal action shows its refusing clause, and the document highlights its line.
        fen = driver.find_element(By.ID, "fen")
        fen.clear()
        fen.send_keys("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        driver.find_element(By.ID, "load-fen").click()
        wait.until(lambda d: "4r1k1" in d.find_element(By.ID, "status").text)
        driver.find_element(By.ID, "action").send_keys("e1g1")
        driver.find_element(By.ID, "try").click()
        wait.until(lambda d: "not legal" in d.find_element(By.ID, "why").text)
        why = driver.find_element(By.ID, "why").text
        check("king.castling-check" in why, "e1g1 out of check is refused by king.castling-check")
        check(bool(driver.find_elements(By.CSS_SELECTOR, "#document div.refused")), "the document highlights the refusing line")
        screenshot(driver, "refused")

        # 3. Switching a reading marks the actions that differ from the default's (perft under both profiles).
        Select(driver.find_element(By.ID, "variant")).select_by_value("removal12")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#readings select[data-point='suicide.pawns']"))
        Select(driver.find_element(By.CSS_SELECTOR, "#readings select[data-point='suicide.pawns']")).select_by_value("pawns-excluded")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#only-default"))
        settled()  # the variant's own load refreshes too: read the differences once both have answered
        listed = {b.text for b in driver.find_elements(By.CSS_SELECTOR, "#only-default button")}
        here = {b.text for b in driver.find_elements(By.CSS_SELECTOR, "#only-here button")}
        default = divide("--variant", "removal12")
        chosen = divide("--variant", "removal12", "--profile", "suicide.pawns=pawns-excluded")
        check(listed == default - chosen and here == chosen - default and listed,
              f"suicide.pawns=pawns-excluded: {len(listed)} actions legal only by default, as perft says ({len(default - chosen)})")
        # The two readings side by side: the default's board marks the squares of the actions legal by default only.
        check(driver.find_element(By.ID, "default-figure").is_displayed(), "the default reading's board is shown beside")
        marked = {r.get_attribute("data-hl-sq") for r in driver.find_elements(By.CSS_SELECTOR, "#board-default rect.hl.here")}
        ends = {re.findall(r"[a-p]\d+", t)[-1] for t in default - chosen}
        check(marked == ends and marked, f"the default's board marks {sorted(marked)}, the ends of the actions legal by default only")
        screenshot(driver, "reading")

        # 4. Play two moves and record the game: `arbiter corpus` runs the scenario and passes it.
        Select(driver.find_element(By.ID, "variant")).select_by_value("chess")
        wait.until(lambda d: "rnbqkbnr" in d.find_element(By.ID, "status").text)
        for unit, move in (("e2", "e2e4"), ("e7", "e7e5")):
            driver.find_element(By.CSS_SELECTOR, f"#board [data-at='{unit}']").click()
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f"#unit-actions button[data-action='{move}']"))
            driver.find_element(By.CSS_SELECTOR, f"#unit-actions button[data-action='{move}']").click()
            wait.until(lambda d: move in d.find_element(By.ID, "moves").text)
        driver.find_element(By.ID, "record").click()
        wait.until(lambda d: "<scenarios" in d.find_element(By.ID, "recorded").get_attribute("value"))
        xml = driver.find_element(By.ID, "recorded").get_attribute("value")
        check('<play move="e2e4"/>' in xml and '<play move="e7e5"/>' in xml, "the recorded scenario plays e2e4 e7e5")
        screenshot(driver, "recorded")
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "corpus", "chess"))
            with open(os.path.join(tmp, "corpus", "chess", "workbench.xml"), "w") as f:
                f.write(xml)
            run = subprocess.run([ARBITER, "corpus", "--variant", "chess", "--corpus", os.path.join(tmp, "corpus"), "--reports",
                                  os.path.join(tmp, "reports")], capture_output=True, text=True)
            check(run.returncode == 0 and "1 passed" in run.stdout, f"arbiter corpus passes the recorded scenario: {run.stdout.strip()}")

        # 5. A corpus scenario's expectations, each marked by the model: one per <expect> child of its file, all
        # passed (the corpus passes); Step plays its move and marks the expectations after it as the current ones.
        import xml.etree.ElementTree as ET
        root = ET.parse(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "chess", "castling.xml")).getroot()
        scenario = next(s for s in root.iter("scenario") if s.get("id") == "castling.white-kingside")
        count = sum(len(list(e)) for e in scenario.iter("expect"))
        after_play = len(list(list(scenario.iter("expect"))[-1]))
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#scenario option[value='castling.white-kingside']"))
        Select(driver.find_element(By.ID, "scenario")).select_by_value("castling.white-kingside")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#expectations .ex"))
        passed = driver.find_elements(By.CSS_SELECTOR, "#expectations .ex.passed")
        check(len(driver.find_elements(By.CSS_SELECTOR, "#expectations .ex")) == count == len(passed),
              f"castling.white-kingside: {len(passed)} expectations marked passed, the file has {count}")
        driver.find_element(By.ID, "step").click()
        wait.until(lambda d: "e1g1" in d.find_element(By.ID, "moves").text)
        now = driver.find_elements(By.CSS_SELECTOR, "#expectations .ex.now")
        check(len(now) == after_play, f"after Step, the {len(now)} expectations after e1g1 are the current ones ({after_play})")
        screenshot(driver, "scenario")
    finally:
        driver.quit()
finally:
    server.terminate()
    server.wait(timeout=10)

print(f"{len(failures)} failed; screenshots in {SHOTS}")
sys.exit(1 if failures else 0)
