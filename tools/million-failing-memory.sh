#!/bin/sh
# Peak resident memory of `mcag audit` on a screen of N failing elements (issue 31).
#
# usage: tools/million-failing-memory.sh [N] [xml|json] [json|text] [MCAG]
#   N       elements (default 1000000)
#   xml     the uiautomator dump tools/million-failing.py writes (audited with --dpi 420),
#   json    or the same screen as a JSON snapshot (default xml)
#   json|text  the report format (default json; the report goes to a file under $TMPDIR, then is removed)
#   MCAG    the mcag to run (default .build/release/mcag: build it with
#           `swift build -c release --product mcag` first)
#
# The input is written once to $TMPDIR/million-failing-N.xml (or .json) and kept for the next run.
# Prints one line: N, input, report format, peak resident set size, wall seconds, exit status.
# Needs GNU time (/usr/bin/time, Linux).
set -eu
count=${1:-1000000}
input=${2:-xml}
format=${3:-json}
mcag=${4:-.build/release/mcag}
tmp=${TMPDIR:-/tmp}
here=$(dirname "$0")

case $input in
    xml) options="--dpi 420" ;;
    json) options="" ;;
    *) echo "the input is xml or json, not '$input'" >&2; exit 2 ;;
esac
[ -x "$mcag" ] || { echo "no mcag at $mcag; build it with 'swift build -c release --product mcag'" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time at /usr/bin/time" >&2; exit 2; }

dump="$tmp/million-failing-$count.$input"
[ -s "$dump" ] || python3 "$here/million-failing.py" "$count" "$dump"
report="$tmp/million-failing-report.$$.$format"
measures="$tmp/million-failing-time.$$"
status=0
# shellcheck disable=SC2086
/usr/bin/time -f "%M %e" -o "$measures" "$mcag" audit "$dump" $options --format "$format" --quiet \
    --output "$report" || status=$?
# GNU time writes "Command exited with non-zero status 1" above its figures when mcag fails.
read -r kilobytes seconds <<EOT
$(tail -n 1 "$measures")
EOT
rm -f "$report" "$measures"
# mcag exits 1 when it finds failing violations, as it does here; 2 is an error.
echo "N=$count input=$input report=$format peak_rss=$((kilobytes / 1024)) MB wall=${seconds} s exit=$status"
[ "$status" -le 1 ]
