#!/usr/bin/env bash
# Measures how many views agree with Interface Builder's stored frames over every .xib and
# .storyboard under a folder (recursively), in each mode the README's agreement table reports:
#   xib-stored   layout --json --intrinsic stored
#   xib-fonts    layout --json --intrinsic fonts
#   xib-render   render --intrinsic stored --frames-json (the frames render drew)
#   sb-stored, sb-fonts  the same two layout modes on storyboards
# Usage: Tools/measure_agreement.sh VIEWRASTER SET_DIR OUT_DIR
# Writes OUT_DIR/<mode>.tsv ("file<TAB>agree total", ERR where the command failed), each
# command's JSON beside it (<file with / as ~>.<mode>.json) and OUT_DIR/totals.txt; prints the
# totals. Sets of files from other repositories stay outside this repository
# (docs/nib-layout-agreement.md, "Files never in the corpus").
set -uo pipefail
if [ $# -ne 3 ]; then echo "usage: $0 VIEWRASTER SET_DIR OUT_DIR" >&2; exit 2; fi
BIN=$1; SET=${2%/}; OUT=$3
mkdir -p "$OUT"
for t in xib-stored xib-fonts xib-render sb-stored sb-fonts; do : > "$OUT/$t.tsv"; done
summary() {
  python3 - "$1" <<'PY'
import json, sys
try:
    s = json.load(open(sys.argv[1])).get("summary", {})
    print(s.get("agree", 0), s.get("total", 0))
except Exception:
    print("ERR ERR")
PY
}
png=$(mktemp "${TMPDIR:-/tmp}/measure-agreement-XXXXXX.png")
trap 'rm -f "$png"' EXIT
find "$SET" \( -name '*.xib' -o -name '*.storyboard' \) -type f | sort | while read -r f; do
  rel=${f#"$SET"/}; key=$(printf '%s' "$rel" | tr '/' '~')
  case "$f" in *.xib) kind=xib ;; *) kind=sb ;; esac
  for mode in stored fonts; do
    timeout 60 "$BIN" layout "$f" --json --intrinsic "$mode" > "$OUT/$key.$mode.json" 2>/dev/null
    printf '%s\t%s\n' "$rel" "$(summary "$OUT/$key.$mode.json")" >> "$OUT/$kind-$mode.tsv"
  done
  if [ "$kind" = xib ]; then
    rm -f "$OUT/$key.render.json"
    timeout 60 "$BIN" render "$f" --intrinsic stored --frames-json "$OUT/$key.render.json" -o "$png" >/dev/null 2>&1
    printf '%s\t%s\n' "$rel" "$(summary "$OUT/$key.render.json")" >> "$OUT/xib-render.tsv"
  fi
done
for t in xib-stored xib-fonts xib-render sb-stored sb-fonts; do
  awk -F'\t' -v t="$t" '{ split($2, a, " "); if (a[1] != "ERR") { g += a[1]; n += a[2] } else e++ }
    END { printf "%s %d/%d (%.1f%%) errors=%d\n", t, g, n, n ? 100 * g / n : 0, e }' "$OUT/$t.tsv"
done | tee "$OUT/totals.txt"
