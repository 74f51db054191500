#!/usr/bin/env python3
"""Writes a screen of N failing elements, for issue 31's memory case.

usage: tools/million-failing.py N OUT.xml     a uiautomator dump
       tools/million-failing.py N OUT.json    the same screen as a JSON snapshot (format version 2)

Each element is a clickable, focusable ImageButton with no content description and a 48 x 48 px
frame (18 dp at 420 dpi): it fails 1.1.3 (no name) and 2.1.1 (touch target) at least. They sit in
rows of 20 under one FrameLayout per 1,000, so the tree is wide and shallow, as a long list is.

The JSON snapshot states the density (420 dpi, in pixels) that the dump needs `--dpi 420` for,
and gives each element the fields the uiautomator importer fills from the dump's attributes.
"""
import json
import sys

PACKAGE = "com.example.many"


def rows(count):
    """(group, index in group, left, top) of each button, in document order."""
    for group in range(0, count, 1000):
        yield group // 1000, None, None, None
        for i in range(group, min(group + 1000, count)):
            column, row = i % 20, (i // 20) % 45
            yield group // 1000, i - group, column * 54, row * 53


def write_xml(count, f):
    node = ('<node index="{i}" text="" resource-id="" class="android.widget.ImageButton" package="com.example.many" '
            'content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" '
            'focused="false" scrollable="false" long-clickable="false" password="false" selected="false" '
            'bounds="[{l},{t}][{r},{b}]" />')
    f.write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">")
    f.write('<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.many" '
            'content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" '
            'focused="false" scrollable="true" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">')
    first = True
    for group, i, l, t in rows(count):
        if i is None:
            if not first:
                f.write("</node>")
            first = False
            f.write('<node index="%d" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.many" '
                    'content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" '
                    'focused="false" scrollable="false" long-clickable="false" password="false" selected="false" '
                    'bounds="[0,0][1080,2400]">' % group)
        else:
            f.write(node.format(i=i, l=l, t=t, r=l + 48, b=t + 48))
    if not first:
        f.write("</node>")
    f.write("</node></hierarchy>\n")


def element(class_name, role, index, frame, parent, clickable, focusable, scrollable):
    fields = {
        "role": role, "className": class_name,
        "frame": {"x": frame[0], "y": frame[1], "width": frame[2], "height": frame[3]},
        "isEnabled": True, "isFocusable": focusable, "isFocused": False, "isClickable": clickable,
        "isLongClickable": False, "isScrollable": scrollable, "isCheckable": False, "isChecked": False,
        "isSelected": False, "isPassword": False,
        "attributes": {"index": str(index)}, "appIdentifier": PACKAGE, "windowIndex": 0,
    }
    if parent is not None:
        fields["parent"] = parent
    return fields


def write_json(count, f):
    f.write('{"formatVersion":2,"app":{"platform":"android"},"screens":[{"name":"million","viewport":'
            '{"width":1080,"height":2400},"unit":"px","density":{"unitsPerMillimetre":%r},"elements":[' % (420 / 25.4))
    f.write(json.dumps(element("android.widget.FrameLayout", "container", 0, (0, 0, 1080, 2400), None,
                               False, False, True), separators=(",", ":")))
    position, group_position = 1, 0
    for group, i, l, t in rows(count):
        f.write(",")
        if i is None:
            group_position = position
            fields = element("android.widget.FrameLayout", "container", group, (0, 0, 1080, 2400), 0,
                             False, False, False)
        else:
            fields = element("android.widget.ImageButton", "button", i, (l, t, 48, 48), group_position,
                             True, True, False)
        f.write(json.dumps(fields, separators=(",", ":")))
        position += 1
    f.write("]}]}\n")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    count, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w") as f:
        (write_json if out.endswith(".json") else write_xml)(count, f)


if __name__ == "__main__":
    main()
