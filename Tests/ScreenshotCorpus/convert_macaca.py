#!/usr/bin/env python3
"""Converts a macaca app-inspector iOS capture to the form `mcag audit` reads.

app-inspector (macaca, over XCUITest) writes the page source as `<hierarchy><node type="XCUIElementType…">`
and its screenshot as JPEG data in a file named .png. This writes the same tree as an Appium page
source (`<AppiumAUT><XCUIElementType… type="…">`, every attribute kept, nothing else changed) and the
decoded JPEG pixels as a true PNG (Pillow, lossless from the decoded image).

Run: python3 convert_macaca.py SOURCE.xml SOURCE.png OUT_BASENAME
"""
import sys
import xml.etree.ElementTree as ET
from PIL import Image


def rename(node):
    node.tag = node.get("type", node.tag)
    for child in node:
        rename(child)


def main(source_xml, source_image, out_base):
    root = ET.parse(source_xml).getroot()
    root.tag = "AppiumAUT"
    for child in root:
        rename(child)
    ET.ElementTree(root).write(out_base + ".xml", encoding="UTF-8", xml_declaration=True)
    Image.open(source_image).convert("RGB").save(out_base + ".png")
    print("wrote", out_base + ".xml", out_base + ".png")


main(*sys.argv[1:4])
