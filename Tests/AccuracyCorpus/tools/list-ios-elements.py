#!/usr/bin/env python3
"""List the elements of an Appium XCUITest page source, one line each, for reviewers.

Usage: Tests/AccuracyCorpus/tools/list-ios-elements.py DUMP.xml [--all]

Each line: depth-indented type (without the XCUIElementType prefix), then
acc (accessible="true"), vis (visible), bounds exactly as written (x,y,w,h),
and name / label / value / traits when present. Non-ASCII and private-use
characters are shown escaped (U+E823) so a reviewer sees what VoiceOver gets.
Without --all, plain inaccessible containers (Other without label) are skipped
but their children are still listed.
"""
import sys
import xml.etree.ElementTree as ET


def esc(text):
    out = []
    for ch in text:
        cp = ord(ch)
        if 0xE000 <= cp <= 0xF8FF or cp >= 0xF0000 or ch in "\n\t\r" or cp < 32:
            out.append("U+%04X" % cp)
        else:
            out.append(ch)
    s = "".join(out)
    return s if len(s) <= 70 else s[:67] + "..."


def bounds(el):
    return ",".join(el.get(k, "?") for k in ("x", "y", "width", "height"))


def walk(el, depth, show_all):
    kind = el.tag.replace("XCUIElementType", "")
    plain = kind == "Other" and not el.get("label") and el.get("accessible") != "true" and not el.get("value")
    if show_all or not plain:
        parts = ["  " * depth + kind,
                 "acc" if el.get("accessible") == "true" else "-",
                 "vis" if el.get("visible") == "true" else "hid",
                 bounds(el)]
        for key in ("name", "label", "value", "traits"):
            val = el.get(key)
            if val is not None and (key != "name" or val != el.get("label")):
                parts.append("%s=%r" % (key, esc(val)))
        print(" ".join(parts))
    for child in el:
        walk(child, depth + 1, show_all)


def main():
    root = ET.parse(sys.argv[1]).getroot()
    walk(root, 0, "--all" in sys.argv)


if __name__ == "__main__":
    main()
