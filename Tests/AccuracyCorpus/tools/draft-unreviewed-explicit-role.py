# Draft explicit-role lines for the elements `mcag accuracy` lists as unreviewed: which elements
# need a line comes from the tool's list (Accuracy.md: "The tool's output only tells you which
# elements need a line"); each verdict comes from the XML through the reviewer rules.
# Usage: mcag accuracy Tests/AccuracyCorpus/expectations > accuracy.txt, then
#        python3 Tests/AccuracyCorpus/tools/draft-unreviewed-explicit-role.py accuracy.txt [--apply]
import re, sys, importlib.util, xml.etree.ElementTree as ET
spec = importlib.util.spec_from_file_location("r", "Tests/AccuracyCorpus/tools/redecide-explicit-role.py")
r = importlib.util.module_from_spec(spec); spec.loader.exec_module(r)
text = open(sys.argv[1]).read().split('Accuracy corpus, density not given')[0]
unrev = text.split('UNREVIEWED')[1] if 'UNREVIEWED' in text else ''
items = re.findall(r'^\s+(Tests/AccuracyCorpus/expectations/\S+\.tsv)\s+MCAG:explicit-role#1\s+(\S+) (\[[-0-9,\]\[]+\])', unrev, re.M)
print(len(items))
apply = '--apply' in sys.argv
byfile = {}
for f, cls, b in items: byfile.setdefault(f, []).append((cls, b))
log = open('Tests/AccuracyCorpus/changelog/2026-12-01-explicit-role.tsv', 'a') if apply else None
for f, els in byfile.items():
    lines = open(f).read().rstrip('\n').split('\n')
    dump = [l for l in lines if l.startswith('# dump:')][0].split(':', 1)[1].split('(')[0].strip()
    t = open(dump, encoding='utf-8', errors='replace').read(); e = t.rfind('</hierarchy>')
    root = ET.fromstring(t[:e + 12] if e >= 0 else t)
    found, parents = r.index(root)
    for cls, b in els:
        nodes = found.get((cls, b), [])
        node = next((n for n in nodes if r.yes(n, "clickable") or r.yes(n, "long-clickable") or r.yes(n, "checkable")), nodes[0] if nodes else None)
        if node is None: print('missing', f, cls, b); continue
        verdict, reason = r.propose(node, parents, "")
        if reason is None:
            verdict, reason = "review", "focusable but not clickable, long-clickable or checkable: whether it acts is not in the dump"
        line = "\t".join([verdict, r.ROLE, cls, b, reason])
        lines.append(line)
        if log: log.write(f"{f.split('/')[-1]}:{len(lines)}\tadded {verdict}\t{cls} {b}\t(drafted from the XML by the reviewer rules)\n")
        print(f.split('/')[-1], verdict, cls, b, (node.get('text') or node.get('content-desc') or '')[:30], reason[:70])
    if apply: open(f, 'w').write('\n'.join(lines) + '\n')
