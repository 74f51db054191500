#!/usr/bin/env python3
"""Times `mcag audit --source` over a synthetic 10,000-file source tree (issue 33 item 4: a
repository of 10,000 source files indexed in under a second or two).

The tree, written to a temporary folder and removed on exit, mixes what the index reads
(layouts with ids and literal texts, `strings.xml`, Kotlin with `R.id` uses and test tags, Swift
with accessibility identifiers, TypeScript with `testID`s, Dart with keys, storyboards) with files
it must pass over (PNG images, a `build/` folder). The time of the index is the time of
`mcag audit DUMP --source TREE` minus the time of the same audit without `--source`, the best
of five runs each.

    swift build -c release --product mcag && tools/source-index-benchmark.py [FILES]
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DUMP = os.path.join(ROOT, "Examples", "Dumps", "android-futu-community.xml")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def layout(number):
    views = "".join(
        f'    <TextView\n        android:id="@+id/view_{number}_{index}"\n        android:layout_width="wrap_content"\n'
        f'        android:text="@string/text_{number % 500}_{index}"\n        android:contentDescription="Item {index}" />\n'
        for index in range(8))
    return f'<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">\n{views}</LinearLayout>\n'


def kotlin(number):
    body = "".join(
        f"    fun bind{index}() {{\n        val v = findViewById<View>(R.id.view_{number}_{index})\n"
        f"        Box(Modifier.testTag(\"tag_{number}_{index}\"))\n        Text(stringResource(R.string.text_{number % 500}_{index}))\n    }}\n"
        for index in range(10))
    return f"package app.screen{number}\n\nconst val TAG_{number} = \"const_tag_{number}\"\n\nclass Screen{number} {{\n{body}}}\n"


def swift(number):
    body = "".join(
        f'        Button("Go {index}") {{ }}\n            .accessibilityIdentifier("screen{number}.button{index}")\n'
        for index in range(10))
    return f"import SwiftUI\n\nstruct Screen{number}: View {{\n    var body: some View {{\n        VStack {{\n{body}        }}\n    }}\n}}\n"


def typescript(number):
    rows = "".join(f'      <Pressable testID="row_{number}_{index}" onPress={{go}} />\n' for index in range(10))
    return f"export function Screen{number}() {{\n  return (\n    <View>\n{rows}    </View>\n  );\n}}\n"


def dart(number):
    rows = "".join(f"      ListTile(key: const Key('tile_{number}_{index}')),\n" for index in range(10))
    return f"Widget build(BuildContext context) {{\n  return Column(children: [\n{rows}  ]);\n}}\n"


def strings(number):
    entries = "".join(f'    <string name="text_{number}_{index}">Text {number} {index}</string>\n' for index in range(8))
    return f"<resources>\n{entries}</resources>\n"


def storyboard(number):
    items = "".join(
        f'<button id="b{index}"><accessibility key="accessibilityConfiguration" identifier="sb{number}.b{index}"/></button>\n'
        for index in range(10))
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<document>\n{items}</document>\n'


def make_tree(root, files):
    random.seed(7)
    plan = [("app/src/main/res/layout/screen_{n}.xml", layout, 0.30),
            ("app/src/main/java/app/screen{n}/Screen{n}.kt", kotlin, 0.30),
            ("ios/App/Screens/Screen{n}.swift", swift, 0.12),
            ("web/src/screens/Screen{n}.tsx", typescript, 0.10),
            ("flutter/lib/screen_{n}.dart", dart, 0.06),
            ("app/src/main/res/values-v{n}/strings.xml", strings, 0.05),
            ("ios/App/Base.lproj/Screen{n}.storyboard", storyboard, 0.02)]
    written = 0
    for pattern, make, share in plan:
        for number in range(int(files * share)):
            write(os.path.join(root, pattern.format(n=number)), make(number))
            written += 1
    # Files the index must pass over: images it does not read, a build folder it does not enter.
    number = 0
    while written < files:
        if number % 2:
            path = os.path.join(root, f"app/src/main/res/drawable/image_{number}.png")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as handle:
                handle.write(b"\x89PNG\r\n\x1a\n" + bytes(random.getrandbits(8) for _ in range(2048)))
        else:
            write(os.path.join(root, f"app/build/generated/Gen{number}.kt"), kotlin(number))
        written += 1
        number += 1
    return written


def best_of(command, runs=5):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, capture_output=True)
        elapsed = time.perf_counter() - start
        if result.returncode not in (0, 1):
            sys.exit(f"source-index-benchmark: {' '.join(command)} failed: {result.stderr.decode()}")
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    files = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    mcag = os.environ.get("MCAG") or os.path.join(ROOT, ".build/release/mcag")
    if not os.access(mcag, os.X_OK):
        sys.exit("source-index-benchmark: build the release binary first: swift build -c release --product mcag")
    root = tempfile.mkdtemp(prefix="mcag-source-benchmark-")
    try:
        written = make_tree(root, files)
        size = sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(root) for name in names)
        without = best_of([mcag, "audit", DUMP, "--format", "text"])
        with_source = best_of([mcag, "audit", DUMP, "--format", "text", "--source", root])
        print(f"{written} files, {size / 1_048_576:.1f} MB: audit {without:.3f} s, with --source {with_source:.3f} s, "
              f"index {with_source - without:.3f} s (best of 5, {os.cpu_count()} cores)")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
