#!/usr/bin/env python3
"""Review aid: drafts expectation lines for an Android dump from TalkBack's
rules (which window is the app's, what gets focus, what is spoken, sizes at
the true density). A person reads every draft line against the XML and
edits it before it goes into an expectation file; the tests never run this.

usage: draft-android-review.py DUMP.xml APP_PACKAGE [DPI]
"""
import re, sys
import xml.etree.ElementTree as ET

TAB = "\t"
NAMES = "MCAG:interactive-elements-have-names#1"
SIZE = "MCAG:touch-target-size#1"
ROLE = "MCAG:explicit-role#1"
ROLED = {"RadioButton", "Button", "ImageButton", "EditText", "CheckBox", "Switch", "RadioButton", "ToggleButton", "SeekBar", "Spinner", "CheckedTextView"}
PUA = re.compile("[\ue000-\uf8ff]")

def b(n):
    m = re.match(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]", n.get("bounds", ""))
    return tuple(map(int, m.groups())) if m else None

def yes(n, k): return n.get(k) == "true"
def actionable(n): return yes(n, "clickable") or yes(n, "long-clickable") or yes(n, "checkable")
def stop(n):
    """Actionable nodes, and focusable ones with something of their own to say (many dumps mark
    plain containers focusable, so focusable alone is not taken as a stop)."""
    own = (n.get("content-desc") or n.get("text") or "").strip()
    return actionable(n) or (yes(n, "focusable") and (bool(own) or n.get("class", "").endswith("EditText")))

def speech(n):
    d = n.get("content-desc") or ""
    if d.strip(): return d
    parts = [n.get("text") or ""]
    for c in n:
        if not stop(c): parts.append(speech(c))
    return " ".join(p for p in parts if p.strip())

def has_stop_descendant(n):
    return any(stop(c) or has_stop_descendant(c) for c in n)

def main():
    root = ET.parse(sys.argv[1]).getroot()
    app = sys.argv[2]
    dpi = float(sys.argv[3]) if len(sys.argv) > 3 else None
    seen = set()
    def out(v, req, n, reason):
        key = (req, n.get("class"), n.get("bounds"))
        if key in seen: return
        seen.add(key)
        print(TAB.join([v, req, n.get("class") or n.tag, n.get("bounds"), reason]))
    def walk(n, scrolls, has_stop_ancestor=False):
        bb = b(n)
        cls = n.get("class") or n.tag
        if n.get("package") and n.get("package") != app and (stop(n) or cls.split(".")[-1] in ROLED):
            out("clean", "*", n, f"control of {n.get('package')}, another app's window (system UI or keyboard), not the app under test")
        elif bb and not stop(n) and yes(n, "focusable") and has_stop_descendant(n):
            out("clean", "*", n, "focusable but not clickable container whose children are the focus stops and the touch targets")
        elif bb and not stop(n) and cls.split(".")[-1] in ROLED:
            if has_stop_ancestor:
                out("clean", "*", n, f"role node ({cls.split('.')[-1]}) that is neither clickable nor focusable: TalkBack stops on its clickable ancestor, which is the control")
            else:
                out("review", NAMES, n, f"{cls.split('.')[-1]} node that is neither clickable nor focusable in the dump: whether it acts as a control is for a person")
        elif bb and stop(n):
            w, h = bb[2] - bb[0], bb[3] - bb[1]
            name = speech(n)
            if w <= 0 or h <= 0:
                out("review", "*", n, "zero-size node: nothing on screen to judge")
            else:
                clipped = any((bb[1] == s[1] or bb[3] == s[3]) and h < 0.9 * (s[3]-s[1]) for s in scrolls) and h < 100
                if n.get("a11y-important") == "false" and not name.strip():
                    out("clean", NAMES, n, "a11y-important=false: not important for accessibility, so TalkBack never focuses it")
                elif not name.strip() and has_stop_descendant(n):
                    out("clean", NAMES, n, "wrapper without text of its own; its children are the focus stops")
                elif not name.strip():
                    cut = clipped and len(list(n)) > 0
                    out("review" if cut else "report", NAMES, n,
                        "cut by the scroll edge; its text may be clipped away" if cut else f"clickable {cls.split('.')[-1]} with no content-desc, no text and no text below: TalkBack says only \"unlabelled\"")
                elif PUA.search(name) and not re.sub("[\ue000-\uf8ff\\s]", "", name):
                    out("report", NAMES, n, "name is only Private Use Area icon-font glyphs (" + " ".join(f"U+{ord(c):04X}" for c in name if PUA.match(c)) + "), which TalkBack cannot speak")
                else:
                    out("clean", NAMES, n, "TalkBack speaks \"" + " ".join(name.split())[:60] + "\"")
                operable = actionable(n) or cls.split(".")[-1] in ROLED
                if not operable:
                    out("clean", SIZE, n, "not operable: focusable text or image that TalkBack reads, with nothing to tap, so no touch target")
                elif dpi:
                    mw, mh = w * 25.4 / dpi, h * 25.4 / dpi
                    if min(mw, mh) >= 7:
                        out("clean", SIZE, n, f"{w}x{h} px = {mw:.1f} x {mh:.1f} mm at {dpi:g} dpi")
                    elif clipped:
                        out("review", SIZE, n, f"cut by the scroll container's edge ({w}x{h} px visible); its full size is not in the dump")
                    else:
                        out("report", SIZE, n, f"{w}x{h} px = {mw:.1f} x {mh:.1f} mm at {dpi:g} dpi, under 7 mm")
                else:
                    out("review", SIZE, n, f"{w}x{h} px at an unknown density: millimetres cannot be known")
                short = cls.split(".")[-1]
                if cls.endswith("ImageView") and yes(n, "clickable"):
                    out("clean", ROLE, n, "TalkBack announces a clickable ImageView as a button (Role.java: ROLE_IMAGE_BUTTON)")
                elif short in ROLED:
                    out("clean", ROLE, n, f"TalkBack announces the {short} class's role")
                elif not name.strip() and has_stop_descendant(n):
                    out("clean", ROLE, n, "wrapper without text of its own; its children are the focus stops and carry the roles")
                elif not name.strip():
                    out("review", ROLE, n, f"clickable {short} with neither a name nor a role: the missing name is the violation; which role it needs is a person's call")
                elif name.strip() and yes(n, "clickable"):
                    out("review", ROLE, n, f"clickable {short} without a role: TalkBack says the name and 'double-tap to activate'; button, link, tab or row is a person's call")
        inner = scrolls + ([bb] if bb and yes(n, "scrollable") else [])
        for c in n: walk(c, inner, has_stop_ancestor or stop(n))
    for c in root: walk(c, [])

main()
