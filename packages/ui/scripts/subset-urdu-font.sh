#!/usr/bin/env bash
# Makes the shop's Urdu web font, src/fonts/noto-nastaliq-urdu-urdu-400.woff2: Noto Nastaliq Urdu
# (from @fontsource, SIL Open Font License, src/fonts/OFL.txt) cut down to the letters Urdu text
# uses, every layout feature kept (Nastaliq's joining, stacking and mark placement live in them).
# The letters are the unicode-range of src/styles/urdu-font.css, read from it, so the font and the
# range the browser is told it covers are one definition. 159 KB → ~101 KB: the difference is the
# Urdu book page's cover arriving sooner on a slow line (issue 29).
#
# A maintainer's tool, run when the range or the font's version changes; its result is committed,
# so building and testing the shop need nothing but Node. Needs fontTools with Brotli:
#   pip install fonttools brotli
set -euo pipefail
cd "$(dirname "$0")/.."

source_font=node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2
# The declaration's unicode-range, one comma-separated list without spaces or the comment.
range=$(sed -n '/unicode-range:/,/;/p' src/styles/urdu-font.css \
  | sed -e 's/unicode-range://' -e 's/;//' -e 's#/\*.*\*/##' | tr -d ' \n')

pyftsubset "$source_font" \
  --unicodes="$range" \
  --layout-features='*' \
  --flavor=woff2 \
  --output-file=src/fonts/noto-nastaliq-urdu-urdu-400.woff2
ls -l src/fonts/noto-nastaliq-urdu-urdu-400.woff2
