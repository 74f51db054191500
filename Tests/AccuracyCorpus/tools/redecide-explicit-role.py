#!/usr/bin/env python3
"""Review aid for the 2026-12 re-review of 1.1.2 Explicit Role by MCAG's text.

MCAG 1.1.2, test 1: "Each UI component that allows user interaction or its semantics affects
the meaning of its content must have an explicit role defined." Until this pass the corpus filed
every operable Android element without a role as `review` ("a person's call"). This script reads
each such line, finds its node in the dump (class and bounds) and proposes a verdict from the
XML alone, by the reviewer rules in Documentation/Accuracy.md:

- the node is operable (clickable, long-clickable or checkable) and its class gives TalkBack no
  role (a layout, View, ViewGroup, TextView, CardView): `report`;
- it is a row directly inside a RecyclerView, ListView or GridView: `clean` (announced as an
  item of the list);
- the line's own reason names evidence the dump lacks (a role description, collection info, whether
  the node acts at all): kept `review`;
- the dump itself shows that the role may be one it does not record: the node is one of a row of
  two or more siblings of its class, operable or selected, exactly one of them selected (Material's,
  Compose's and React Native's tabs say "Tab" by a role description), or a node with an operable
  role that takes no action covers at least two fifths of it (the role node Compose and Flutter leave):
  `review`, also for a line that says `report`.

It prints a proposal per line; `--apply` rewrites the files and writes the changelog lines to
stdout. The tests never run it, and a person reads every proposal before it is applied.

usage: redecide-explicit-role.py [--apply] EXPECTATIONS_DIR
"""
import re, sys, pathlib
import xml.etree.ElementTree as ET

ROLE = "MCAG:explicit-role#1"
LISTS = ("RecyclerView", "ListView", "GridView", "ExpandableListView")
# Reasons that name evidence missing from the dump, not a judgement about the standard.
MISSING_EVIDENCE = re.compile(
    r"not in the dump|the dump does not say|role description|collection item info|"
    r"ActionBar\$Tab|whether TalkBack (?:maps|conveys|says \"(?:tab|edit box|button)\")|"
    r"around the real, clickable button|has a role, but")

def bounds_of(node):
    return node.get("bounds", "")

def index(root):
    found = {}
    parents = {}
    for parent in root.iter():
        for child in parent:
            parents[child] = parent
    for node in root.iter():
        cls = node.get("class") or node.tag
        found.setdefault((cls, bounds_of(node)), []).append(node)
    return found, parents

def yes(node, key):
    return node.get(key) == "true"

INTERACTIVE_CLASSES = ("Button", "ImageButton", "CheckBox", "Switch", "ToggleButton", "RadioButton",
                       "CompoundButton", "CheckedTextView", "EditText", "SeekBar", "Spinner", "TabView")

def area(bounds):
    m = re.match(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]", bounds or "")
    if not m:
        return 0
    x1, y1, x2, y2 = map(int, m.groups())
    return max(0, x2 - x1) * max(0, y2 - y1)

def unrecorded_role(node, parents):
    """The reason the dump cannot show this node's role, or None."""
    parent = parents.get(node)
    cls = node.get("class") or node.tag
    if cls == "android.view.View" and parent is not None and (parent.get("class") or parent.tag) == "android.view.View" \
            and yes(parent, "scrollable"):
        return ("an item of a scrolling Compose or Flutter list: TalkBack announces it as a list item only when the list gives it "
                "collection-item info (a LazyColumn does, a scrolling Column does not), which the dump does not record")
    root = node
    while parents.get(root) is not None and parents.get(parents.get(root)) is not None:
        root = parents.get(root)
    if area(node.get("bounds")) >= 0.9 * max(area(root.get("bounds")), 1) and any(
            yes(d, "clickable") or yes(d, "focusable") for d in node.iter() if d is not node):
        return ("a clickable layer as large as the window, behind its other controls (a scrim or a tap-outside catcher): "
                "whether TalkBack stops on it at all is not in the dump")
    if cls == "android.view.View":
        ancestor = parent
        while ancestor is not None:
            if (ancestor.get("class") or ancestor.tag).endswith("WebView"):
                return ("a web element Chrome exposes as android.view.View: its role (link, tab) is a role description, "
                        "which the dump does not record")
            ancestor = parents.get(ancestor)
    if parent is not None:
        same = [c for c in parent if (c.get("class") or c.tag) == cls]
        items = sum(1 for c in same if yes(c, "selected") or yes(c, "clickable") or yes(c, "long-clickable"))
        selected = sum(1 for c in same if yes(c, "selected"))
        if items >= 2 and selected == 1:
            return ("one of a row of %d same-class items, exactly one selected: Material's, Compose's and React Native's tabs "
                    "announce \"Tab\" by a role description, which the dump does not record" % len(same))
    whole = area(node.get("bounds"))
    for inner in node.iter():
        if inner is node:
            continue
        icls = (inner.get("class") or inner.tag).rsplit(".", 1)[-1]
        if icls.endswith(INTERACTIVE_CLASSES) and not any(yes(inner, k) for k in ("clickable", "long-clickable", "focusable")) \
                and whole > 0 and area(inner.get("bounds")) * 5 >= whole * 2:
            return ("a non-operable %s covers most of it (the node Compose and Flutter leave for a control's role): "
                    "whether TalkBack reads that role with this control is not in the dump" % icls)
    return None

def propose(node, parents, reason):
    if MISSING_EVIDENCE.search(reason):
        return "review", None
    if node.get("a11y-important") == "false":
        return "clean", "not important for accessibility (a11y-important=\"false\"): TalkBack never focuses it (Accuracy.md, focus stops)"
    unrecorded = unrecorded_role(node, parents)
    if unrecorded:
        return "review", unrecorded
    operable = yes(node, "clickable") or yes(node, "long-clickable") or yes(node, "checkable")
    if not operable:
        return "review", None
    parent = parents.get(node)
    # A row that fills its list item's wrapper exactly is the list item too.
    row = node
    while parents.get(row) is not None and parents.get(row).get("bounds") == node.get("bounds") \
            and not ((parents.get(row).get("class") or parents.get(row).tag).endswith(LISTS)):
        row = parents.get(row)
    if row is not node and parents.get(row) is not None:
        parent = parents.get(row)
    parent_class = (parent.get("class") or parent.tag) if parent is not None else ""
    if parent_class.endswith(LISTS):
        return "clean", "a row directly inside a %s: TalkBack announces it as an item of the list, and its content is the item (MCAG 1.1.2 reviewer rule)" % parent_class.rsplit(".", 1)[-1]
    cls = node.get("class") or node.tag
    simple = cls.rsplit(".", 1)[-1]
    acts = "long-clickable" if yes(node, "long-clickable") and not yes(node, "clickable") else ("checkable" if yes(node, "checkable") and not yes(node, "clickable") else "clickable")
    return "report", "%s %s with no role: TalkBack gives the class no role (Role.java) and says only \"double-tap to %s\", so a user does not hear whether it is a button, link, tab or switch; MCAG 1.1.2: \"must have an explicit role defined\"" % (acts, simple, "long press" if acts == "long-clickable" else "activate")

def main():
    apply = "--apply" in sys.argv
    folder = pathlib.Path([a for a in sys.argv[1:] if not a.startswith("--")][0])
    package_root = folder.parent.parent.parent
    for path in sorted(folder.glob("*.tsv")):
        lines = path.read_text().split("\n")
        dump = next((l.split(":", 1)[1].split("(")[0].strip() for l in lines if l.startswith("# dump:")), None)
        if not dump or not lines:
            continue
        try:
            text = (package_root / dump).read_text(encoding="utf-8", errors="replace")
            # Some dumps carry uiautomator's trailer ("UI hierchary dumped to: …") after the root.
            end = text.rfind("</hierarchy>")
            root = ET.fromstring(text[: end + len("</hierarchy>")] if end >= 0 else text)
        except Exception as error:
            print(f"{path.name}: cannot read {dump}: {error}", file=sys.stderr)
            continue
        found, parents = index(root)
        changed = False
        for number, line in enumerate(lines, 1):
            fields = line.split("\t")
            if len(fields) != 5 or fields[0] not in ("review", "report") or fields[1] != ROLE:
                continue
            if not fields[3].startswith("["):
                continue  # an iOS frame (x,y,w,h): this pass re-decides Android lines only
            nodes = found.get((fields[2], fields[3]), [])
            if not nodes:
                print(f"{path.name}:{number}: node not found", file=sys.stderr)
                continue
            # Identical nodes (a wrapper of the same class and frame) share a line: judge the operable one.
            node = next((n for n in nodes if yes(n, "clickable") or yes(n, "long-clickable") or yes(n, "checkable")), nodes[0])
            verdict, reason = propose(node, parents, fields[4])
            if verdict == fields[0] or reason is None:
                continue
            print(f"{path.name}:{number}\t{fields[0]} -> {verdict}\t{fields[2]} {fields[3]}\twas: {fields[4]}")
            if apply:
                lines[number - 1] = "\t".join([verdict, ROLE, fields[2], fields[3], reason])
                changed = True
        if apply and changed:
            path.write_text("\n".join(lines))

if __name__ == "__main__":
    main()
