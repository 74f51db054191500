#!/bin/sh
# usage: tools/report-bytes-compare.sh OLD_MCAG NEW_MCAG [--keep DIR]
# Kept for the commits that cite it: it now runs `tools/report-identity compare`, which compares
# every report (six formats) of every input the report-identity manifest covers, not only the
# text, Markdown and HTML reports of Examples/Dumps and Tests/Fixtures (Tests/ReportIdentity/README.md).
exec python3 "$(dirname "$0")/report-identity" compare "$@"
