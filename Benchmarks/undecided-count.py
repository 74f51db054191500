"""Counts the automated and assisted tests that end undecided on the shared fixtures.

Runs `mcag audit FILE --format json` on every dump under Tests/Fixtures (the
malformed ones aside), one file at a time as a team would, and counts the results
whose automation is not `manual` and whose outcome is `needsReview`. This is the
figure issue closing notes quote ("undecided non-manual tests"); `--by-test` also
prints it per requirement. The package never depends on Python.

    python3 Benchmarks/undecided-count.py .build/debug/mcag [--by-test]
"""
import collections
import json
import pathlib
import subprocess
import sys


def main() -> None:
    mcag = sys.argv[1]
    root = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "Fixtures"
    files = sorted(path for path in root.glob("*/*.xml") if path.parent.name != "malformed")
    per_test = collections.Counter()
    for path in files:
        run = subprocess.run([mcag, "audit", str(path), "--format", "json"], capture_output=True, text=True)
        if run.returncode not in (0, 1):
            sys.exit(f"{path.name}: mcag exited {run.returncode}: {run.stderr.strip()}")
        for result in json.loads(run.stdout)["results"]:
            if result["automation"] != "manual" and result["outcome"] == "needsReview":
                per_test[result["requirementID"]] += 1
    print(f"{len(files)} fixtures: {sum(per_test.values())} undecided non-manual test results")
    if "--by-test" in sys.argv[2:]:
        for requirement, count in per_test.most_common():
            print(f"{count:4} {requirement}")


if __name__ == "__main__":
    main()
