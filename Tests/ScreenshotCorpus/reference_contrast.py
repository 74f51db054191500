#!/usr/bin/env python3
"""Independent reference measurement of text contrast on the paired captures.

For every element of each uiautomator dump with a non-empty `text`, and of
each iOS page source (ios/) with a non-empty `label` or `value`, reads the
same pixels as MCAG Rules another way (Pillow, not the Swift code) and writes
one row to reference.tsv. iOS frames are in points: the crop is the frame
times the screenshot's scale (its width over the application's), rounded
outwards, and the row's bounds are the frame's edges in points,
`[x1,y1][x2,y2]`.

- background: the most common colour on the one-pixel border of the element's
  crop (MCAG uses the mode of the whole crop);
- foreground: colours sorted by WCAG contrast against that background, walked
  from the highest down until they hold 2% of the crop's non-background
  pixels: the 98th-percentile contrast colour (MCAG takes the most contrasting
  colour among those covering 1/40 of the non-background pixels);
- ratio: WCAG 2.2 relative luminance, computed here from scratch.

Usage: python3 reference_contrast.py   (needs Pillow; run from this folder)
"""
import glob
import math
import os
import re
import xml.etree.ElementTree as ET

from PIL import Image


def linear(c):
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb):
    r, g, b = rgb
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def measure(image, box):
    x0, y0, x1, y1 = box
    crop = image.crop(box)
    w, h = crop.size
    pixels = list(crop.get_flattened_data()) if hasattr(crop, "get_flattened_data") else list(crop.getdata())
    border = [pixels[i] for i in range(w)] + [pixels[(h - 1) * w + i] for i in range(w)]
    border += [pixels[j * w] for j in range(h)] + [pixels[j * w + w - 1] for j in range(h)]
    counts = {}
    for p in border:
        counts[p] = counts.get(p, 0) + 1
    background = max(counts.items(), key=lambda kv: (kv[1], -(kv[0][0] << 16 | kv[0][1] << 8 | kv[0][2])))[0]
    colours = crop.getcolors(maxcolors=w * h + 1)
    others = [(n, c) for n, c in colours if max(abs(c[i] - background[i]) for i in range(3)) > 8]
    total = sum(n for n, _ in others)
    if total == 0:
        return background, None, None
    others.sort(key=lambda nc: -ratio(nc[1], background))
    seen = 0
    for n, c in others:
        seen += n
        if seen >= 0.02 * total:
            return background, c, ratio(c, background)
    return background, others[-1][1], ratio(others[-1][1], background)


def hexa(c):
    return "#%02X%02X%02X" % c if c else ""


def android_rows(dump, image):
    for node in ET.parse(dump).iter():
        text = node.get("text") or ""
        bounds = node.get("bounds")
        if not text.strip() or not bounds:
            continue
        x0, y0, x1, y1 = map(int, re.findall(r"-?\d+", bounds))
        yield bounds, node.get("class") or node.tag, text, (x0, y0, x1, y1)


def ios_rows(dump, image):
    root = ET.parse(dump).getroot()
    app = root if root.tag == "XCUIElementTypeApplication" else root.find("XCUIElementTypeApplication")
    scale = image.width / float(app.get("width"))
    for node in root.iter():
        text = node.get("label") or node.get("value") or ""
        if not text.strip() or node.get("x") is None or node.tag in ("XCUIElementTypeApplication", "XCUIElementTypeWindow"):
            continue
        x, y, w, h = (float(node.get(k)) for k in ("x", "y", "width", "height"))
        box = (math.floor(x * scale), math.floor(y * scale), math.ceil((x + w) * scale), math.ceil((y + h) * scale))
        bounds = "[%d,%d][%d,%d]" % (round(x), round(y), round(x + w), round(y + h))
        yield bounds, node.tag, text, box


def main():
    rows = []
    dumps = [(d, android_rows) for d in sorted(glob.glob("android/*.xml"))]
    dumps += [(d, ios_rows) for d in sorted(glob.glob("ios/*.xml"))]
    for dump, read in dumps:
        image = Image.open(dump[:-4] + ".png").convert("RGB")
        for bounds, cls, text, (x0, y0, x1, y1) in read(dump, image):
            if x1 - x0 < 2 or y1 - y0 < 2 or x0 < 0 or y0 < 0 or x1 > image.width or y1 > image.height:
                continue
            background, foreground, value = measure(image, (x0, y0, x1, y1))
            rows.append((os.path.basename(dump), bounds, cls, hexa(foreground),
                         hexa(background), "%.3f" % value if value else "", text.replace("\t", " ").replace("\n", " ")[:60]))
    with open("reference.tsv", "w") as out:
        out.write("# Reference text contrast, measured by reference_contrast.py (Pillow %s) from the PNGs beside the dumps.\n" % Image.__version__)
        out.write("# dump\tbounds\tclass\tforeground\tbackground\tratio\ttext\n")
        for row in rows:
            out.write("\t".join(row) + "\n")
    print(len(rows), "texts")


if __name__ == "__main__":
    main()
