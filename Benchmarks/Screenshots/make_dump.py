#!/usr/bin/env python3
"""Writes the uiautomator dump that goes with screenshot-1440x3120.png: 26 TextViews and 26
Buttons placed where make_screenshot.py draws texts, avatars, the toolbar, the photo and the
bottom bar. The benchmark audits this pair (`mcag audit screenshot-1440x3120.xml` finds the PNG by
its name). Text frames are the glyphs' box (Pillow's textbbox, same font) with a few pixels of
margin, as Android lays out a TextView around its line.

Run: python3 make_dump.py   (needs Pillow, for the text boxes)
"""
from PIL import ImageFont

try:
    font = ImageFont.load_default(size=44)
except TypeError:  # Pillow without FreeType sizes
    font = ImageFont.load_default()

PACKAGE = "com.example.portfolio"


def node(cls, bounds, text="", desc="", clickable=False, index=0):
    (x0, y0, x1, y1) = bounds
    return (f'<node index="{index}" text="{text}" resource-id="" class="{cls}" package="{PACKAGE}" '
            f'content-desc="{desc}" checkable="false" checked="false" clickable="{str(clickable).lower()}" '
            f'enabled="true" focusable="{str(clickable).lower()}" focused="false" scrollable="false" '
            f'long-clickable="false" password="false" selected="false" bounds="[{x0},{y0}][{x1},{y1}]" />')


def text_box(x, y, text, margin=8):
    left, top, right, bottom = font.getbbox(text)
    return (x + left - margin, y + top - margin, x + right + margin, y + bottom + margin)


def main():
    # The texts make_screenshot.py draws, in the same order and with the same random numbers.
    import random
    rng = random.Random(1440)
    for _ in range(700 * 1440):  # the photo's noise draws come first
        rng.randint(-6, 6)
    texts = [("12:45", 40, 30), ("Portfolio", 60, 170)]
    avatars = []
    for row in range(16):
        top = 1040 + row * 130
        rng.randrange(256), rng.randrange(256), rng.randrange(256)
        title = f"Position {row + 1}: {rng.randrange(10**6)} shares"
        subtitle = f"{rng.uniform(-5, 5):+.2f}% today"
        texts.append((title, 170, top + 20))
        if row < 8:
            texts.append((subtitle, 170, top + 72))
        avatars.append((40, top + 20, 130, top + 110))
    buttons = [(f"Avatar {i + 1}", box) for i, box in enumerate(avatars)]
    buttons += [("Search", (1180, 140, 1290, 270)), ("More options", (1300, 140, 1410, 270))]
    buttons += [(f"Photo action {i + 1}", (60 + i * 220, 820, 240 + i * 220, 960)) for i in range(6)]
    buttons += [("Buy", (60, 2995, 700, 3105)), ("Sell", (740, 2995, 1380, 3105))]
    children = [node("android.widget.TextView", text_box(x, y, t), text=t, index=i) for i, (t, x, y) in enumerate(texts)]
    children += [node("android.widget.Button", box, desc=d, clickable=True, index=len(texts) + i)
                 for i, (d, box) in enumerate(buttons)]
    assert len(texts) == 26 and len(buttons) == 26, (len(texts), len(buttons))
    root_open = node("android.widget.FrameLayout", (0, 0, 1440, 3120))[:-3] + ">"
    lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">', "  " + root_open]
    lines += ["    " + child for child in children]
    lines += ["  </node>", "</hierarchy>", ""]
    with open("screenshot-1440x3120.xml", "w") as out:
        out.write("\n".join(lines))
    print("wrote screenshot-1440x3120.xml")


main()
