#!/usr/bin/env python3
"""Writes a uiautomator dump of N failing elements, for issue 31's memory case.

usage: tools/million-failing.py N OUT.xml

Each element is a clickable, focusable ImageButton with no content description and a 48 x 48 px
frame (18 dp at 420 dpi): it fails 1.1.3 (no name) and 2.1.1 (touch target) at least. They sit in
rows of 20 under one FrameLayout per 1,000, so the tree is wide and shallow, as a long list is.
"""
import sys

def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    node = ('<node index="{i}" text="" resource-id="" class="android.widget.ImageButton" package="com.example.many" '
            'content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" '
            'focused="false" scrollable="false" long-clickable="false" password="false" selected="false" '
            'bounds="[{l},{t}][{r},{b}]" />')
    with open(out, "w") as f:
        f.write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">")
        f.write('<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.many" '
                'content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" '
                'focused="false" scrollable="true" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">')
        for group in range(0, count, 1000):
            f.write('<node index="%d" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.many" '
                    'content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" '
                    'focused="false" scrollable="false" long-clickable="false" password="false" selected="false" '
                    'bounds="[0,0][1080,2400]">' % (group // 1000))
            for i in range(group, min(group + 1000, count)):
                column, row = i % 20, (i // 20) % 45
                l, t = column * 54, row * 53
                f.write(node.format(i=i - group, l=l, t=t, r=l + 48, b=t + 48))
            f.write("</node>")
        f.write("</node></hierarchy>\n")

if __name__ == "__main__":
    main()
