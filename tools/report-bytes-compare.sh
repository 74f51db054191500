#!/bin/sh
# usage: tools/report-bytes-compare.sh OLD_MCAG NEW_MCAG: every fixture's text, markdown and html report, compared
old=$1; new=$2; differ=0; count=0
for f in $(find ${ROOT:-.}/Examples/Dumps ${ROOT:-.}/Tests/Fixtures -type f \( -name '*.xml' -o -name '*.json' -o -name '*.txt' \) ! -path '*malformed*' ! -name 'SOURCES*' ! -name '*.capture.json' | sort); do
  for fmt in text markdown html; do
    count=$((count+1))
    "$old" audit "$f" --dpi 420 --format $fmt > /tmp/bc-old 2>&1; a=$?
    "$new" audit "$f" --dpi 420 --format $fmt > /tmp/bc-new 2>&1; b=$?
    if [ $a != $b ] || ! cmp -s /tmp/bc-old /tmp/bc-new; then differ=$((differ+1)); echo "DIFF $fmt $f"; fi
  done
done
echo "$count reports compared, $differ differ"
