#!/usr/bin/env python3
"""Draws the benchmark's 1440x3120 RGBA 'screenshot': a status bar, a toolbar, a photo with
gradients and sensor-like noise, and list rows of anti-aliased text with icons, the mix a phone
capture holds. Saved by Pillow (zlib level 6, adaptive filters per row, as `adb exec-out
screencap -p` writes). Deterministic: the same file every run.

Run: python3 make_screenshot.py   (needs Pillow)
"""
import random
from PIL import Image, ImageDraw, ImageFont

W, H = 1440, 3120
rng = random.Random(1440)
image = Image.new("RGBA", (W, H), (250, 250, 252, 255))
draw = ImageDraw.Draw(image)
try:
    font = ImageFont.load_default(size=44)
except TypeError:  # Pillow without FreeType sizes
    font = ImageFont.load_default()
draw.rectangle([0, 0, W, 110], fill=(32, 33, 36, 255))
draw.text((40, 30), "12:45", fill=(255, 255, 255, 255), font=font)
draw.rectangle([0, 110, W, 300], fill=(26, 115, 232, 255))
draw.text((60, 170), "Portfolio", fill=(255, 255, 255, 255), font=font)
photo = Image.new("RGBA", (W, 700))
pixels = photo.load()
for y in range(700):
    for x in range(W):
        noise = rng.randint(-6, 6)
        pixels[x, y] = (min(255, max(0, x * 255 // W + noise)), min(255, max(0, y * 255 // 700 + noise)),
                        min(255, max(0, 180 - (x + y) // 12 + noise)), 255)
image.paste(photo, (0, 300))
for row in range(16):
    top = 1040 + row * 130
    draw.line([(40, top + 129), (W - 40, top + 129)], fill=(224, 224, 224, 255), width=2)
    draw.ellipse([40, top + 20, 130, top + 110], fill=(rng.randrange(256), rng.randrange(256), rng.randrange(256), 255))
    draw.text((170, top + 20), f"Position {row + 1}: {rng.randrange(10**6)} shares", fill=(33, 33, 33, 255), font=font)
    draw.text((170, top + 72), f"{rng.uniform(-5, 5):+.2f}% today", fill=(120, 120, 120, 255), font=font)
draw.rectangle([0, H - 140, W, H], fill=(255, 255, 255, 255))
image.save("screenshot-1440x3120.png")
print("wrote screenshot-1440x3120.png")
