#!/bin/sh
# Writes `mcag audit` text and JSON reports of every fixture dump alone and of
# each fixture folder as one app into DIR, so that two builds can be compared
# byte for byte (speed work must not change a report):
#   Benchmarks/compare-reports.sh .build/release/mcag /tmp/before
#   (change the code, rebuild)
#   Benchmarks/compare-reports.sh .build/release/mcag /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
# MCAG_WORKERS=1 in the environment gives the serial run. Exit statuses and
# standard error are kept too (malformed fixtures must fail the same way).
set -u
mcag=$1
out=$2
mkdir -p "$out"
for folder in Tests/Fixtures/*/; do
    name=$(basename "$folder")
    for format in text json; do
        "$mcag" audit --format "$format" "$folder" >"$out/$name.folder.$format" 2>"$out/$name.folder.$format.err"
        echo "status $?" >>"$out/$name.folder.$format.err"
    done
    for file in "$folder"*; do
        case "$file" in *.xml|*.json) ;; *) continue ;; esac
        base=$(basename "$file")
        for format in text json; do
            "$mcag" audit --format "$format" "$file" >"$out/$name.$base.$format" 2>"$out/$name.$base.$format.err"
            echo "status $?" >>"$out/$name.$base.$format.err"
        done
    done
done
for format in text json; do
    "$mcag" audit --format "$format" Tests/Fixtures/uiautomator-dump Tests/Fixtures/uiautomator2-appium \
        Tests/Fixtures/xcuitest-appium >"$out/all.$format" 2>"$out/all.$format.err"
    echo "status $?" >>"$out/all.$format.err"
done
