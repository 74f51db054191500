"""What audits of the accuracy corpus leave to people, counted from `mcag audit --format json`.

An oracle for `mcag accuracy`'s "Manual load" line, and a way to measure an older build that has
no such line: for every expectation file, the dump it names is audited alone, as the corpus does,
with the true density when the header states one. Per screen it counts

- undecided tests: automated or assisted requirements (colour contrast aside, which needs
  pixels) whose outcome is needsReview and that have a needs-review finding on a screen;
- questions for the app: such requirements whose needs-review findings are all app-level;
- elements to review: distinct elements with a needs-review finding of such a requirement, other
  than those whose every such finding misses only the capture's density;
- elements awaiting the density: those others, decided by one answer for the capture (`--dpi`).

    python3 Benchmarks/manual-load.py MCAG_BINARY [EXPECTATIONS_DIR] [--density none]

The package never depends on Python.
"""
import json
import pathlib
import re
import subprocess
import sys

CONTRAST = ("MCAG:text-color-contrast", "MCAG:essential-elements-color-contrast")


def main() -> None:
    mcag = sys.argv[1]
    args = [a for a in sys.argv[2:] if not a.startswith("--") and a not in ("none", "true")]
    root = pathlib.Path(__file__).resolve().parent.parent
    folder = pathlib.Path(args[0]) if args else root / "Tests" / "AccuracyCorpus" / "expectations"
    true_density = "none" not in sys.argv[2:]
    screens = tests = questions = elements = awaiting = asking = 0
    for expectation in sorted(folder.glob("*.tsv")):
        header = dict(line[2:].split(":", 1) for line in expectation.read_text().splitlines()
                      if line.startswith("# ") and ":" in line)
        dump = root / header["dump"].split("(")[0].strip()
        command = [mcag, "audit", str(dump), "--format", "json"]
        density = header.get("density", "")
        if true_density and (m := re.match(r"\s*(\d+(?:\.\d+)?) dpi", density)):
            command += ["--dpi", m.group(1)]
        elif true_density and (m := re.match(r"\s*(\d+(?:\.\d+)?) scale (\d+(?:\.\d+)?) ppi", density)):
            command += ["--ppi", str(float(m.group(2)) / float(m.group(1)))]
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode not in (0, 1):
            sys.exit(f"{expectation.name}: mcag exited {run.returncode}: {run.stderr.strip()}")
        screens += 1
        seen, density_only = set(), set()
        for result in json.loads(run.stdout)["results"]:
            if result["automation"] == "manual" or result["criterionID"] in CONTRAST:
                continue
            open_findings = [f for f in result["findings"] if f["kind"] == "needsReview"]
            if result["outcome"] == "needsReview" and open_findings:
                if all(f.get("screen") is None for f in open_findings):
                    questions += 1
                else:
                    tests += 1
            for finding in open_findings:
                if finding.get("element"):
                    key = (finding["element"]["screen"], finding["element"]["index"])
                    (density_only if finding.get("missing") == ["density"] else seen).add(key)
        elements += len(seen)
        awaiting += len(density_only - seen)
        asking += 1 if density_only - seen else 0
    print(f"{screens} screens: {tests / screens:.1f} undecided tests, {elements / screens:.1f} elements to review "
          f"per screen; {questions / screens:.1f} questions asked once per app; "
          f"{awaiting / screens:.1f} elements per screen wait only on the density, one question a capture (asked of {asking})")


if __name__ == "__main__":
    main()
