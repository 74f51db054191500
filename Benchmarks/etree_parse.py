"""Reference for mcag-benchmark: time xml.etree.ElementTree.parse of one file.

Run by the benchmark as a subprocess, in the same run as its own import, so that
the two are compared on the same machine under the same load. Prints the parse
time in seconds (interpreter start-up excluded) and the number of elements.
The package never depends on Python; without python3 the benchmark says so.
"""
import sys
import time
import xml.etree.ElementTree as ElementTree


def main() -> None:
    path = sys.argv[1]
    start = time.perf_counter()
    tree = ElementTree.parse(path)
    elapsed = time.perf_counter() - start
    count = sum(1 for _ in tree.iter())
    print(f"{elapsed:.6f} {count}")


if __name__ == "__main__":
    main()
