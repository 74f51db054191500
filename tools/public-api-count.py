#!/usr/bin/env python3
"""Counts the public API of the package's libraries, as issue 35 measures it.

Run `swift package dump-symbol-graph --minimum-access-level public` first; this reads the symbol
graphs it writes (.build/<triple>/symbolgraph) and counts, per module, the symbols whose access is
public or open, leaving out the ones the compiler synthesizes (protocol default implementations
and conformances, marked ::SYNTHESIZED:: in their identifiers), the extension graphs
(Module@Other) and the test targets. "undocumented" counts those with no doc comment of their own.

Usage: tools/public-api-count.py [SYMBOLGRAPH_DIR]
"""
import glob
import json
import os
import sys

folder = sys.argv[1] if len(sys.argv) > 1 else (glob.glob(".build/*/symbolgraph") or ["."])[0]
total = undocumented_total = 0
for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
    module = os.path.basename(path)[: -len(".symbols.json")]
    if "@" in module or module.endswith("Tests") or module.endswith("Fixtures"):
        continue
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    symbols = [s for s in graph["symbols"]
               if s["accessLevel"] in ("public", "open") and "SYNTHESIZED" not in s["identifier"]["precise"]]
    undocumented = sum(1 for s in symbols if not s.get("docComment"))
    total += len(symbols)
    undocumented_total += undocumented
    print(f"{module:24} {len(symbols):5}  undocumented {undocumented}")
print(f"{'all libraries':24} {total:5}  undocumented {undocumented_total}")
