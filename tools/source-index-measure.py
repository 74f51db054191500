#!/usr/bin/env python3
"""Measures `mcag audit --source` on real repositories that commit both an app's source and
dumps of its screens (issue 33, "Done when").

For every violation whose element carries an identifier, the text report's note under the
element says where it is declared: a unique line, candidates with their confidence, an
ambiguous name, or nothing. The script counts them and checks every unique mapping by reading
the line it names: the line must declare the identifier (`@+id/name`, `@id/name`, or the
identifier as a string literal).

Two modes:
  tools/source-index-measure.py --mirrors      each repository's full tree at the recorded commit,
                                               from git mirrors under $MCAG_MIRRORS (default
                                               /work/.mirror/<owner>+<name>/repo)
  tools/source-index-measure.py --mirrors --write-fixtures
                                               the same, and (re)writes the fixtures below from
                                               the full trees
  tools/source-index-measure.py                the committed fixtures under
                                               Tests/SourceIndexFixtures/<repo>/ (the dumps and
                                               every file that declares or uses one of their
                                               identifiers, so the candidates are the same)

The binary is $MCAG or .build/release/mcag, else .build/debug/mcag. Temporary trees are removed
on exit.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "SourceIndexFixtures")

# repository, the commit that added the dumps (so the source is the one captured), dumps
REPOSITORIES = [
    ("1-20182/melodyflow-android", "bd0f4d7d48ba05f930bd1b3c1d83b6b01dfb67f3", ["window_dump.xml", "dump.xml"]),
    ("Erikthered853/AxiSight-ME", "d98409188370b1130ad22aa1441aaf735b01d390",
     ["window_dump.xml", "track_controls_dump.xml", "perm_dump.xml"]),
    ("VasilTsigov/Tel24_Kotlin", "6a1fedc67afe233756ba68b313c5b63c70f5b393", ["ui_dump.xml"]),
    ("AkshayKanere/FileDroid", "239df39e251c56bed49fb598a39bf578e2bb9a9f", ["ui_dump.xml"]),
    ("Bannysukumar/PMTv", "448fc4f76e25ccb8b48ef47df1f6295927225c0c", ["window_dump.xml"]),
    ("CaAlO22/LingBook-Android", "f5c23fdc074b4c3488382f813f59115ce30abebf", ["window_dump.xml", "window_dump2.xml"]),
]

ELEMENT = re.compile(r"^(\s{8,})- (.*)$")
IDENTIFIER = re.compile(r'\bid "((?:[^"\\]|\\.)*)"')
UNIQUE = re.compile(r"^declared at (\S+):(\d+)( \(of \d+ files, the one declaring .*\))?$")


def binary():
    for candidate in [os.environ.get("MCAG"), os.path.join(ROOT, ".build/release/mcag"),
                      os.path.join(ROOT, ".build/debug/mcag")]:
        if candidate and os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
    sys.exit("source-index-measure: no mcag binary; run `swift build -c release --product mcag` or set MCAG")


def checkout(git_dir, commit, destination):
    """Writes the commit's files into `destination`; blobs a mirror left out (its largest files,
    logs and media here) are skipped, so `git archive` cannot be used."""
    listing = subprocess.run(["git", f"--git-dir={git_dir}", "ls-tree", "-r", "-z", commit],
                             capture_output=True, check=True).stdout.split(b"\0")
    entries = []
    for entry in listing:
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split(b" ")
        if kind == b"blob" and mode != b"120000":
            entries.append((sha, path.decode("utf-8", "surrogateescape")))
    request = b"".join(sha + b"\n" for sha, _ in entries)
    output = subprocess.run(["git", f"--git-dir={git_dir}", "cat-file", "--batch"], input=request,
                            capture_output=True, check=True).stdout
    offset = 0
    for _, path in entries:
        end = output.index(b"\n", offset)
        header = output[offset:end].split(b" ")
        offset = end + 1
        if header[-1] == b"missing":
            continue
        size = int(header[2])
        data = output[offset:offset + size]
        offset += size + 1
        target = os.path.join(destination, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)


SCANNED = (".xml", ".kt", ".java", ".swift", ".m", ".mm", ".storyboard", ".xib", ".js", ".jsx", ".ts", ".tsx",
           ".dart", ".strings", ".xcstrings")


def write_fixture(repository, commit, tree, dumps):
    """Copies the dumps and every scanned source file naming one of their identifiers into the
    repository's fixture folder, with a PROVENANCE file."""
    names = set()
    for dump in dumps:
        with open(os.path.join(tree, dump), encoding="utf-8", errors="replace") as handle:
            for identifier in re.findall(r'resource-id="([^"]+)"', handle.read()):
                if not identifier.startswith("android:id/"):
                    names.add(declared_name(identifier))
    destination = os.path.join(FIXTURES, fixture_name(repository))
    shutil.rmtree(destination, ignore_errors=True)
    copied = []
    for folder, subfolders, files in os.walk(tree):
        subfolders[:] = [name for name in subfolders if name not in (".git", "build", ".gradle", "node_modules")]
        for file in files:
            path = os.path.join(folder, file)
            relative = os.path.relpath(path, tree)
            if relative in dumps or not file.endswith(SCANNED) or os.path.getsize(path) > 2 * 1024 * 1024:
                continue
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
            if any(re.search(r'(@\+?id/|R\.id\.|["\'])' + re.escape(name) + r'\b', text) for name in names):
                copied.append(relative)
    for relative in sorted(copied) + list(dumps):
        target = os.path.join(destination, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(tree, relative), target)
    with open(os.path.join(destination, "PROVENANCE"), "w", encoding="utf-8") as handle:
        handle.write(f"repository: https://github.com/{repository}\ncommit: {commit} (the commit that added the dumps)\n"
                     f"dumps: {', '.join(dumps)}\n"
                     "source files: the files of that commit that declare or use an identifier of the dumps, "
                     "copied unchanged by tools/source-index-measure.py --mirrors --write-fixtures\n")
        for relative in sorted(copied):
            handle.write(f"  {relative}\n")


def fixture_name(repository):
    return repository.replace("/", "__")


def violations(report):
    """(identifier or None, note or None) for each violation's element line of a text report."""
    lines = report.splitlines()
    found = []
    inside = False
    for index, line in enumerate(lines):
        if line.startswith("Violations:"):
            inside = True
            continue
        if inside and line and not line.startswith(" ") and not re.match(r"^(Critical|Serious|Moderate|Minor): ", line):
            inside = False
        if not inside:
            continue
        match = ELEMENT.match(line)
        if not match:
            continue
        identifier = IDENTIFIER.search(match.group(2))
        note = None
        if index + 1 < len(lines):
            following = lines[index + 1].strip()
            if following.startswith("declared at") or following.startswith("source:"):
                note = following
        found.append((identifier.group(1) if identifier else None, note))
    return found


def declared_name(identifier):
    if ":id/" in identifier:
        return identifier.split(":id/", 1)[1]
    return identifier


def confirms(tree, path, line, identifier):
    """Whether line `line` of `path` declares `identifier`."""
    full = path if os.path.isabs(path) else os.path.join(tree, path)
    try:
        with open(full, encoding="utf-8", errors="replace") as handle:
            text = handle.read().splitlines()
    except OSError:
        return False
    if line < 1 or line > len(text):
        return False
    source = text[line - 1]
    name = declared_name(identifier)
    return any(marker in source for marker in
               ["@+id/" + name + '"', "@id/" + name + '"', '"' + name + '"', "'" + name + "'"])


def measure(name, tree, dumps, mcag):
    totals = dict(violations=0, with_id=0, unique=0, by_screen=0, confirmed=0, several=0, text=0, ambiguous=0, none=0)
    wrong = []
    candidates = set()
    for dump in dumps:
        run = subprocess.run([mcag, "audit", os.path.join(tree, dump), "--source", "."], cwd=tree,
                             capture_output=True, text=True)
        if run.returncode not in (0, 1):
            sys.exit(f"{name}: mcag audit {dump} failed ({run.returncode}): {run.stderr.strip()}")
        for identifier, note in violations(run.stdout):
            totals["violations"] += 1
            if note:
                for place in re.findall(r"([^\s,()]+):\d+", note):
                    candidates.add(place)
            if os.environ.get("MCAG_VERBOSE"):
                print(f"  {name} {dump}: {identifier} -> {note}", file=sys.stderr)
            if not identifier:
                continue
            totals["with_id"] += 1
            unique = UNIQUE.match(note or "")
            if unique:
                totals["unique"] += 1
                if unique.group(3):
                    totals["by_screen"] += 1
                if confirms(tree, unique.group(1), int(unique.group(2)), identifier):
                    totals["confirmed"] += 1
                else:
                    wrong.append(f"{dump}: {identifier} -> {unique.group(1)}:{unique.group(2)}")
            elif note and "ambiguous" in note:
                totals["ambiguous"] += 1
            elif note and "text-only" in note:
                totals["text"] += 1
            elif note:
                totals["several"] += 1
            else:
                totals["none"] += 1
    return totals, wrong, candidates


def share(part, whole):
    return f"{100.0 * part / whole:.0f} %" if whole else "n/a"


def main():
    mirrors = "--mirrors" in sys.argv[1:]
    mcag = binary()
    print("| repository | dumps | violations | with an identifier | unique line | of which chosen by the screen's ids "
          "| line confirmed | one of several | text only | ambiguous | not found |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    grand = dict(violations=0, with_id=0, unique=0, by_screen=0, confirmed=0, several=0, text=0, ambiguous=0, none=0)
    problems = []
    for repository, commit, dumps in REPOSITORIES:
        temporary = None
        try:
            if mirrors:
                mirror_root = os.environ.get("MCAG_MIRRORS", "/work/.mirror")
                git_dir = os.path.join(mirror_root, repository.replace("/", "+"), "repo")
                if not os.path.isdir(git_dir):
                    problems.append(f"{repository}: no mirror at {git_dir}")
                    continue
                temporary = tempfile.mkdtemp(prefix="mcag-source-measure-")
                checkout(git_dir, commit, temporary)
                tree = temporary
            else:
                tree = os.path.join(FIXTURES, fixture_name(repository))
                if not os.path.isdir(tree):
                    problems.append(f"{repository}: no fixture at {tree}")
                    continue
            if mirrors and "--write-fixtures" in sys.argv[1:]:
                write_fixture(repository, commit, tree, dumps)
            totals, wrong, candidates = measure(repository, tree, dumps, mcag)
            if mirrors and os.environ.get("MCAG_LIST_CANDIDATES"):
                for place in sorted(candidates):
                    print(f"candidate\t{repository}\t{place}", file=sys.stderr)
        finally:
            if temporary:
                shutil.rmtree(temporary, ignore_errors=True)
        for key in grand:
            grand[key] += totals[key]
        problems += [f"{repository}: unique mapping not confirmed: {item}" for item in wrong]
        print(f"| {repository} | {len(dumps)} | {totals['violations']} | {totals['with_id']} | {totals['unique']} "
              f"({share(totals['unique'], totals['with_id'])}) | {totals['by_screen']} | {totals['confirmed']} | {totals['several']} "
              f"| {totals['text']} | {totals['ambiguous']} | {totals['none']} |")
    print(f"| all | | {grand['violations']} | {grand['with_id']} | {grand['unique']} "
          f"({share(grand['unique'], grand['with_id'])}) | {grand['by_screen']} | {grand['confirmed']} | {grand['several']} "
          f"| {grand['text']} | {grand['ambiguous']} | {grand['none']} |")
    for problem in problems:
        print("problem: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
