#!/usr/bin/env python3
"""Review aid for the accuracy corpus: prints an Android dump as TalkBack
meets it (one line per node worth a look), so that a reviewer reads the XML
with sizes in millimetres at the true density. Not used by the tests.

usage: list-android-elements.py DUMP.xml [DPI]
"""
import re, sys
import xml.etree.ElementTree as ET

def bounds(n):
    m = re.match(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]", n.get("bounds", ""))
    return tuple(map(int, m.groups())) if m else None

def truthy(n, k):
    return n.get(k) == "true"

def actionable(n):
    return any(truthy(n, k) for k in ("clickable", "long-clickable", "focusable", "checkable"))

def own_text(n):
    return (n.get("content-desc") or "").strip() or (n.get("text") or "").strip()

def spoken(n):
    """content-desc, else text plus the text of non-actionable descendants."""
    d = n.get("content-desc") or ""
    if d.strip():
        return d
    parts = [n.get("text") or ""]
    for c in n:
        if not actionable(c):
            parts.append(spoken(c))
    return " ".join(p for p in parts if p.strip())

def main():
    tree = ET.parse(sys.argv[1])
    dpi = float(sys.argv[2]) if len(sys.argv) > 2 else None
    root = tree.getroot()
    print("root", root.attrib)
    def walk(n, depth):
        b = bounds(n)
        cls = n.get("class", n.tag)
        flags = "".join(f for f, k in (("C", "clickable"), ("L", "long-clickable"), ("F", "focusable"),
                                       ("S", "scrollable"), ("k", "checkable"), ("x", "checked"), ("s", "selected"))
                        if truthy(n, k))
        if n.get("enabled") == "false": flags += "-off"
        if n.get("NAF") == "true": flags += " NAF"
        if n.get("importantForAccessibility") == "false" or n.get("important-for-accessibility") == "false": flags += " !imp"
        if n.get("visible-to-user") == "false" or n.get("displayed") == "false": flags += " hidden"
        size = ""
        if b:
            w, h = b[2] - b[0], b[3] - b[1]
            size = f"{w}x{h}"
            if dpi: size += f"={w*25.4/dpi:.1f}x{h*25.4/dpi:.1f}mm"
        interesting = actionable(n) or own_text(n) or depth <= 1
        if interesting:
            name = spoken(n) if actionable(n) else own_text(n)
            rid = (n.get("resource-id") or "").split("/")[-1]
            print(f"{'  '*depth}{cls} {n.get('bounds')} {size} [{flags}] pkg={n.get('package')} id={rid} "
                  f"desc={n.get('content-desc')!r} text={n.get('text')!r} -> {name!r}"[:400])
        for c in n:
            walk(c, depth + 1)
    for c in root:
        walk(c, 0)

main()
