#!/usr/bin/env python3
"""Converts an Appium XCUITest XML page source into WebDriverAgent's JSON page source.

This is a CONVERSION for the parity test (Tests/MCAGImportTests/WDAJSONParityTests.swift), not a
capture: it writes what `GET /source?format=json` would have returned for the same screen, as far
as the XML says it. It follows `dictionaryForElement` in appium/WebDriverAgent
WebDriverAgentLib/Categories/XCUIApplication+FBHelpers.m (commit c279b4c7):

- `type` is the short element type (`XCUIElementTypeButton` -> `Button`);
- `name`, `label`, `value` are strings or null; `rect` holds numbers x, y, width, height;
  `frame` is the rect as NSStringFromCGRect writes it ("{{x, y}, {width, height}}");
- `enabled`, `visible`, `accessible`, `focused` become `isEnabled`, `isVisible`, `isAccessible`,
  `isFocused` with the NSNumber stringValue "1"/"0"; `nativeAccessibilityElement` becomes
  `isNativeAccessibilityElement`; `traits`, `placeholderValue`, `nativeFrame` keep their names;
  `minValue`/`maxValue` become numbers;
- `children` is omitted for an element without children, as WebDriverAgent omits it.

What the XML cannot give is left out rather than invented: `rawIdentifier` (the XML `name` is the
identifier or the label, and which one is not recorded), and `customActions` (not in this XML).
XML-only attributes (`index`, `hittable`, `bundleId`, `processId`) are not in WebDriverAgent's JSON
and are dropped. The `<AppiumAUT>` wrapper is dropped; it must hold exactly one application.

Usage: tools/xcuitest-xml-to-wda-json.py page_source.xml > page_source.wda.json
"""
import json
import sys
import xml.etree.ElementTree as ET

FLAGS = {"enabled": "isEnabled", "visible": "isVisible", "accessible": "isAccessible",
         "focused": "isFocused", "nativeAccessibilityElement": "isNativeAccessibilityElement"}
TEXTS = ("traits", "placeholderValue", "nativeFrame")


def number(text):
    value = float(text)
    return int(value) if value.is_integer() else value


def flag(text):
    return "1" if text.strip().lower() in ("true", "1", "yes") else "0"


def convert(node):
    attributes = node.attrib
    element_type = attributes.get("type", node.tag)
    out = {"type": element_type[len("XCUIElementType"):] if element_type.startswith("XCUIElementType") else element_type}
    for key in ("name", "label", "value"):
        out[key] = attributes.get(key)
    if all(key in attributes for key in ("x", "y", "width", "height")):
        rect = {key: number(attributes[key]) for key in ("x", "y", "width", "height")}
        out["rect"] = rect
        out["frame"] = "{{%s, %s}, {%s, %s}}" % (rect["x"], rect["y"], rect["width"], rect["height"])
    for key, json_key in FLAGS.items():
        if key in attributes:
            out[json_key] = flag(attributes[key])
    for key in TEXTS:
        if key in attributes:
            out[key] = attributes[key]
    for key in ("minValue", "maxValue"):
        if key in attributes:
            out[key] = number(attributes[key])
    children = [convert(child) for child in node]
    if children:
        out["children"] = children
    return out


def main(path):
    root = ET.parse(path).getroot()
    if root.tag == "AppiumAUT":
        apps = list(root)
        if len(apps) != 1:
            sys.exit(f"{path}: <AppiumAUT> holds {len(apps)} elements; WebDriverAgent's JSON has one root")
        root = apps[0]
    json.dump(convert(root), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
