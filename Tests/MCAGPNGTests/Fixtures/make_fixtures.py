#!/usr/bin/env python3
"""Writes the PNG fixtures of MCAGPNGTests and, beside each, the RGBA the decoder must produce.

The PNGs are encoded here from random samples (fixed seed) with Python's zlib, so every colour
type, bit depth, filter type, interlacing and all three deflate block kinds (stored, fixed,
dynamic Huffman) are covered. The expected `.rgba` files are computed from the samples by the
rules the decoder documents (16-bit -> high byte, low-depth grey scaled to 0-255, tRNS at full
depth), independently of the decoder; where Pillow is installed, its own decoding is compared
with them for the cases where Pillow follows the same rules, as a second oracle.

Run: python3 make_fixtures.py   (from this folder; rewrites the fixtures)
"""
import random
import struct
import zlib

WIDTH, HEIGHT = 13, 11
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_row(kind, row, prior, bpp):
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prior[i]
        c = prior[i - bpp] if i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - pred) & 0xFF)
    return bytes([kind]) + bytes(out)


def scanlines(pixels, width, height, ctype, depth, interlaced, first_filter):
    """pixels[y][x] is a tuple of samples; returns the filtered, uncompressed image data."""
    bpp = max(1, CHANNELS[ctype] * depth // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    out, filter_kind = bytearray(), first_filter
    for x0, y0, dx, dy in passes:
        cols = list(range(x0, width, dx))
        rows = list(range(y0, height, dy))
        if not cols or not rows:
            continue
        prior = None
        for y in rows:
            row = pack_row([s for x in cols for s in pixels[y][x]], depth)
            prior = prior or bytes(len(row))
            out += filter_row(filter_kind % 5, row, prior, bpp)
            filter_kind += 1
            prior = row
    return bytes(out)


def compress(data, mode):
    if mode == "stored":
        return zlib.compress(data, 0)
    strategy = zlib.Z_FIXED if mode == "fixed" else zlib.Z_DEFAULT_STRATEGY
    c = zlib.compressobj(9, zlib.DEFLATED, 15, 9, strategy)
    return c.compress(data) + c.flush()


def png(width, height, ctype, depth, interlaced, idat, extra=b"", idat_split=0):
    header = struct.pack(">IIBBBBB", width, height, depth, ctype, 0, 0, 1 if interlaced else 0)
    parts = [b"\x89PNG\r\n\x1a\n", chunk(b"IHDR", header), extra]
    step = idat_split or len(idat) or 1
    for start in range(0, max(1, len(idat)), step):
        parts.append(chunk(b"IDAT", idat[start:start + step]))
    parts.append(chunk(b"IEND", b""))
    return b"".join(parts)


def expected_rgba(pixels, ctype, depth, palette=None, trns=None):
    out = bytearray()
    for row in pixels:
        for px in row:
            if ctype == 3:
                r, g, b, a = palette[px[0]]
                out += bytes([r, g, b, a])
                continue
            eight = [s >> 8 if depth == 16 else s * (255 // ((1 << depth) - 1)) for s in px]
            if ctype == 0:
                out += bytes([eight[0]] * 3 + [0 if trns == px[0] else 255])
            elif ctype == 2:
                out += bytes(eight + [0 if trns == tuple(px) else 255])
            elif ctype == 4:
                out += bytes([eight[0]] * 3 + [eight[1]])
            else:
                out += bytes(eight)
    return bytes(out)


def write(name, data, rgba):
    with open(name + ".png", "wb") as f:
        f.write(data)
    with open(name + ".rgba", "wb") as f:
        f.write(rgba)
    check_with_pillow(name, rgba)


def check_with_pillow(name, rgba):
    try:
        from PIL import Image
    except ImportError:
        return
    if "-16" in name:
        return  # Pillow keeps 16-bit grey as 32-bit integers and clips, not the high byte.
    if name.split("-")[0] == "grey" and name.split("-")[1] in ("1", "2", "4"):
        return  # Pillow compares tRNS with the grey after scaling to 8 bits, not the stored sample (§11.3.2.1).
    with Image.open(name + ".png") as image:
        actual = image.convert("RGBA").tobytes()
    assert actual == rgba, f"Pillow disagrees with the reference on {name}"
    PILLOW_CHECKED.append(name)


PILLOW_CHECKED = []


def main():
    rng = random.Random(16)
    modes = ["stored", "fixed", "dynamic"]
    names = {0: "grey", 2: "rgb", 3: "palette", 4: "greyalpha", 6: "rgba"}
    depths = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
    case = 0
    for ctype, depth_list in depths.items():
        for depth in depth_list:
            for interlaced in (False, True):
                top = (1 << depth) - 1
                extra, palette, trns = b"", None, None
                if ctype == 3:
                    size = min(256, 1 << depth) - 1 if depth > 1 else 2
                    palette = [(rng.randrange(256), rng.randrange(256), rng.randrange(256), 255) for _ in range(size)]
                    alphas = [rng.randrange(256) for _ in range(size // 2)]
                    palette = [(r, g, b, alphas[i] if i < len(alphas) else 255) for i, (r, g, b, _) in enumerate(palette)]
                    extra = chunk(b"PLTE", b"".join(bytes(p[:3]) for p in palette)) + chunk(b"tRNS", bytes(alphas))
                    top = size - 1
                pixels = [[tuple(rng.randint(0, top) for _ in range(CHANNELS[ctype])) for _ in range(WIDTH)]
                          for _ in range(HEIGHT)]
                if ctype in (0, 2):
                    trns = pixels[3][5][0] if ctype == 0 else pixels[3][5]
                    extra = chunk(b"tRNS", struct.pack(">H", trns) if ctype == 0 else struct.pack(">HHH", *trns))
                mode = modes[case % 3]
                data = scanlines(pixels, WIDTH, HEIGHT, ctype, depth, interlaced, case)
                name = f"{names[ctype]}-{depth}{'-adam7' if interlaced else ''}"
                write(name, png(WIDTH, HEIGHT, ctype, depth, interlaced, compress(data, mode), extra),
                      expected_rgba(pixels, ctype, depth, palette, trns))
                case += 1
    # A larger gradient split over many IDAT chunks: long back-references and chunk boundaries.
    width, height = 301, 97
    pixels = [[((x * 3 + y) % 256, (y * 5) % 256, (x ^ y) % 256) for x in range(width)] for y in range(height)]
    data = scanlines(pixels, width, height, 2, 8, False, 0)
    write("rgb-8-split-idat", png(width, height, 2, 8, False, compress(data, "dynamic"), idat_split=97),
          expected_rgba(pixels, 2, 8))
    # Interlaced images smaller than the 8x8 Adam7 block, where some passes are empty.
    for width, height, ctype, depth in [(1, 1, 6, 8), (3, 2, 0, 1), (9, 1, 2, 16), (1, 9, 3, 4)]:
        top = (1 << depth) - 1
        palette = None
        extra = b""
        if ctype == 3:
            palette = [(rng.randrange(256), rng.randrange(256), rng.randrange(256), 255) for _ in range(top + 1)]
            extra = chunk(b"PLTE", b"".join(bytes(p[:3]) for p in palette))
        pixels = [[tuple(rng.randint(0, top) for _ in range(CHANNELS[ctype])) for _ in range(width)] for _ in range(height)]
        data = scanlines(pixels, width, height, ctype, depth, True, width + height)
        write(f"tiny-{width}x{height}-{names[ctype]}-{depth}-adam7",
              png(width, height, ctype, depth, True, compress(data, "dynamic"), extra),
              expected_rgba(pixels, ctype, depth, palette))
        case += 1
    # A zip bomb: a 1x1 RGBA header whose IDAT inflates to 64 MB of zeros (64 KB compressed).
    bomb = compress(bytes(64 * 1024 * 1024), "dynamic")
    with open("bomb-1x1.png", "wb") as f:
        f.write(png(1, 1, 6, 8, False, bomb))
    print("wrote", case + 1, "fixtures; Pillow agrees on", len(PILLOW_CHECKED), ":", " ".join(PILLOW_CHECKED))


if __name__ == "__main__":
    main()
