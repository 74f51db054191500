"""Where the manual load comes from: every needs-review finding on an element, beside the reviewer's line.

For each expectation file the dump is audited alone (`mcag audit --format json`, with the true
density when the header states one, as `mcag accuracy` does). Every needs-review finding that names
an element, of an automated or assisted requirement (colour contrast aside), is matched with the
reviewer's line for that requirement and element (class and bounds; a `*` line applies to every
requirement) and counted by requirement, the reviewer's verdict (`report`, `clean`, `review`, or
`none` when no line covers it) and the finding's message shape (quoted text and numbers as `#`).

A `clean` or `report` beside a needs-review finding is a decision the dump allowed a person to make
and the tool did not; `review` is missing evidence both agree on; `none` has not been reviewed.

    python3 Tests/AccuracyCorpus/tools/review-load-by-verdict.py MCAG_BINARY [REQUIREMENT_SUBSTRING] [--samples N]

The package never depends on Python.
"""
import collections
import json
import pathlib
import re
import subprocess
import sys

CONTRAST = ("MCAG:text-color-contrast", "MCAG:essential-elements-color-contrast")
ROOT = pathlib.Path(__file__).resolve().parents[3]


def bounds_key(text):
    """Android `[l,t][r,b]` or iOS `x,y,w,h`, as (x, y, width, height) rounded."""
    text = text.strip()
    if m := re.match(r"\[(-?[\d.]+),(-?[\d.]+)\]\[(-?[\d.]+),(-?[\d.]+)\]", text):
        left, top, right, bottom = map(float, m.groups())
        return (round(left), round(top), round(right - left), round(bottom - top))
    if m := re.match(r"(-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)$", text):
        return tuple(round(float(x)) for x in m.groups())
    return None


def main():
    arguments = sys.argv[1:]
    samples = 2
    if "--samples" in arguments:
        at = arguments.index("--samples")
        samples = int(arguments[at + 1])
        del arguments[at:at + 2]
    mcag = arguments[0]
    only = arguments[1] if len(arguments) > 1 else None
    counts = collections.Counter()
    examples = collections.defaultdict(list)
    elements = set()
    screens = 0
    for expectation in sorted((ROOT / "Tests/AccuracyCorpus/expectations").glob("*.tsv")):
        lines = expectation.read_text().splitlines()
        header = dict(line[2:].split(":", 1) for line in lines if line.startswith("# ") and ":" in line)
        verdicts = {}
        for line in lines:
            fields = line.split("\t")
            if line.startswith("#") or len(fields) < 5:
                continue
            verdicts[(fields[1], fields[2], bounds_key(fields[3]))] = (fields[0], fields[4])
        command = [mcag, "audit", str(ROOT / header["dump"].split("(")[0].strip()), "--format", "json"]
        density = header.get("density", "")
        if m := re.match(r"\s*(\d+(?:\.\d+)?) dpi", density):
            command += ["--dpi", m.group(1)]
        elif m := re.match(r"\s*(\d+(?:\.\d+)?) scale (\d+(?:\.\d+)?) ppi", density):
            command += ["--ppi", str(float(m.group(2)) / float(m.group(1)))]
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode not in (0, 1):
            sys.exit(f"{expectation.name}: mcag exited {run.returncode}: {run.stderr.strip()}")
        screens += 1
        for result in json.loads(run.stdout)["results"]:
            requirement = result["requirementID"]
            if result["automation"] == "manual" or result["criterionID"] in CONTRAST:
                continue
            if only and only not in requirement:
                continue
            for finding in result["findings"]:
                element = finding.get("element")
                if finding["kind"] != "needsReview" or not element:
                    continue
                elements.add((expectation.name, element["screen"], element["index"]))
                frame = element.get("frame")
                key = (round(frame["x"]), round(frame["y"]), round(frame["width"]), round(frame["height"])) if frame else None
                class_name = element.get("className") or "(empty)"
                verdict, reason = (verdicts.get((requirement, class_name, key))
                                   or verdicts.get(("*", class_name, key)) or ("none", ""))
                shape = re.sub(r'"[^"]*"|\d+(\.\d+)?', "#", finding["message"])[:100]
                counts[(requirement, verdict, shape)] += 1
                examples[(requirement, verdict, shape)].append(
                    f"{expectation.name} {class_name} {key}: {reason[:160]}")
    print(f"{screens} screens, {len(elements)} elements with a needs-review finding "
          f"({len(elements) / max(screens, 1):.2f} per screen)")
    for (requirement, verdict, shape), count in counts.most_common():
        print(f"{count:5d} {requirement:44s} {verdict:7s} {shape}")
        for example in examples[(requirement, verdict, shape)][:samples]:
            print(f"          {example}")


if __name__ == "__main__":
    main()
