"""Exercises mcag_capture.py against saved Appium responses, no device needed.

usage: python3 replay_recipe.py MCAG_BINARY PACKAGE_ROOT OUTPUT_FOLDER

A fake driver answers the three calls the recipe makes with responses an
Appium UiAutomator2 session really returned: the page sources and
screenshots captured together in Tests/ScreenshotCorpus/android (see its
SOURCES.tsv), served as the W3C JSON bodies Appium sends ({"value": ...},
the screenshot base64-encoded), and a display density of 420. The recipe
saves three screens, then runs `mcag audit`; this script prints the exit
status and the JSON report's screen count and checks them.
"""

import base64
import json
import os
import sys

from mcag_capture import ScreenRecorder

SCREENS = ["fb-login-start", "fb-login-after-email", "fb-pre-tap-login"]


class ReplayedDriver:
    """Answers like appium.webdriver.Remote from saved response bodies."""

    capabilities = {"platformName": "Android", "automationName": "UiAutomator2"}

    def __init__(self, corpus):
        self.responses = {}
        for name in SCREENS:
            with open(os.path.join(corpus, name + ".xml"), encoding="utf-8") as file:
                source = file.read()
            with open(os.path.join(corpus, name + ".png"), "rb") as file:
                shot = base64.b64encode(file.read()).decode("ascii")
            self.responses[name] = {
                "GET /source": json.dumps({"value": source}),
                "GET /screenshot": json.dumps({"value": shot}),
            }
        self.density_response = json.dumps({"value": 420})
        self.current = SCREENS[0]

    def visit(self, name):
        self.current = name

    def _value(self, body):
        return json.loads(body)["value"]

    @property
    def page_source(self):
        return self._value(self.responses[self.current]["GET /source"])

    def get_screenshot_as_png(self):
        return base64.b64decode(self._value(self.responses[self.current]["GET /screenshot"]))

    def get_display_density(self):
        return self._value(self.density_response)


def main():
    mcag, root, folder = sys.argv[1:4]
    driver = ReplayedDriver(os.path.join(root, "Tests", "ScreenshotCorpus", "android"))
    recorder = ScreenRecorder(driver, folder)
    for name in SCREENS:
        driver.visit(name)
        recorder.save(name)
    result = recorder.audit(mcag, "--format", "json")
    report = json.loads(result.stdout)
    inputs = report.get("inputs") or {}
    screens, density = inputs.get("screens", []), inputs.get("density", [])
    print(f"exit {result.returncode}; screens {len(screens)}; density {density}; files {sorted(os.listdir(folder))}")
    if result.returncode not in (0, 1) or len(screens) != len(SCREENS) or not any("420" in line for line in density):
        sys.stderr.write(result.stderr)
        sys.exit(3)


if __name__ == "__main__":
    main()
