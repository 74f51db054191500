"""Save what `mcag audit` needs for each screen an Appium test visits.

    recorder = ScreenRecorder(driver, "Screens")
    ...                                  # drive the app to a screen
    recorder.save("login")               # Screens/login.xml + Screens/login.png
    ...
    result = recorder.audit()            # mcag audit Screens/ --dpi N

For each screen: the page source (the XML `mcag audit` reads), the
screenshot (a PNG with the dump's base name, from which mcag measures
contrast), and once per run the Android display density in Screens/density
(passed as --dpi; without it mcag infers the density and says so). Works
with the Appium Python client (`appium.webdriver.Remote`) and with any
object offering the same three members.
"""

import os
import re
import subprocess

DENSITY_FILE = "density"


class ScreenRecorder:
    def __init__(self, driver, folder="Screens"):
        self.driver = driver
        self.folder = folder
        self.saved = []
        os.makedirs(folder, exist_ok=True)

    def save(self, name):
        """Writes NAME.xml and NAME.png; returns the base name used."""
        base = re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.") or "screen"
        if base in self.saved:
            raise ValueError(f"screen {base!r} was already saved in this run")
        source = self.driver.page_source
        png = self.driver.get_screenshot_as_png()
        with open(os.path.join(self.folder, base + ".xml"), "w", encoding="utf-8") as file:
            file.write(source)
        with open(os.path.join(self.folder, base + ".png"), "wb") as file:
            file.write(png)
        self._save_density()
        self.saved.append(base)
        return base

    def _save_density(self):
        platform = str(self.driver.capabilities.get("platformName", "")).lower()
        path = os.path.join(self.folder, DENSITY_FILE)
        if platform != "android" or os.path.exists(path):
            return
        # UiAutomator2's GET /session/:id/appium/device/display_density, in dots per inch.
        with open(path, "w", encoding="utf-8") as file:
            file.write(str(int(self.driver.get_display_density())))

    def audit(self, mcag="mcag", *options):
        """Runs `mcag audit FOLDER` (with --dpi when the density was saved); returns the CompletedProcess."""
        command = [mcag, "audit", self.folder]
        path = os.path.join(self.folder, DENSITY_FILE)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                command += ["--dpi", file.read().strip()]
        return subprocess.run(command + list(options), capture_output=True, text=True)
