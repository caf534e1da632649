#!/usr/bin/env bash
# Checks that the section numbers the code cites exist in the documents they
# cite (issue 24):
#   "spec-format §N"                    Docs/SpecFormat.md
#   "reference §N", "reference §N.M"    Docs/Reference/MGBox.md
#   "peer §N.M", "peer-layouts §N"      Docs/Reference/PeerLayouts.md
# The document's name may be any case ("Reference §4.2") and may end the line
# before, in a wrapped comment ("(peer" then "/// §1.10"). Numbers after it on
# the same line belong to it too ("reference §2.1, §2.3", "spec-format §1–5",
# "reference §8 ... (§9)"); a range checks every number in it. A cited number
# resolves when the document has a heading with it: sections are `## N.
# Title`, subsections `### N.M Title` (this convention is checked as well,
# and no number may head two sections). A step or point after the number
# ("peer §2.2 step 6", "reference §9 steps 2, 4 and 6", "peer §4 points 3–5")
# must be a numbered item ("6. …") in that section, and a quoted name after it
# (`peer §3.3 "Edge cases"`) must occur in it.
#
# A § number with no document name before it on its line or at the end of the
# line above ("(§3.10)", "RFC 2083 §6") is not checked; -v lists them.
# Prints each citation that does not resolve as `path:line: <citation> has no
# section in <doc>` and exits 1; otherwise prints one summary line. Only bash,
# grep and awk (mawk or gawk); about a tenth of a second.
#
# Usage: Scripts/check-citations.sh [-v] [PATH...]
#   PATH defaults to Sources Tests Benchmarks Plugins Scripts Fixtures Docs
#   README.md (Fuzz/Corpus holds generated inputs and is left out).
set -euo pipefail
cd "$(dirname "$0")/.."

verbose=0
if [ "${1:-}" = "-v" ]; then
    verbose=1
    shift
fi
case "${1:-}" in
-h | --help)
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 0
    ;;
-*)
    echo "usage: Scripts/check-citations.sh [-v] [PATH...]" >&2
    exit 2
    ;;
esac
if [ $# -eq 0 ]; then
    set -- Sources Tests Benchmarks Plugins Scripts Fixtures Docs README.md
fi

spec_doc=Docs/SpecFormat.md
reference_doc=Docs/Reference/MGBox.md
peer_doc=Docs/Reference/PeerLayouts.md
for doc in "$spec_doc" "$reference_doc" "$peer_doc"; do
    [ -f "$doc" ] || {
        echo "check-citations: $doc is missing" >&2
        exit 1
    }
done

for path in "$@"; do
    [ -e "$path" ] || {
        echo "check-citations: $path: no such file or folder" >&2
        exit 2
    }
done
files=()
mapfile -t files < <(grep -rlI --exclude-dir=.build --exclude-dir=.git '§' "$@" | LC_ALL=C sort || true)

# With no file to read, awk reads standard input: give it none.
awk -v verbose="$verbose" \
    -v spec_doc="$spec_doc" -v reference_doc="$reference_doc" -v peer_doc="$peer_doc" '
function load(kind, path,    line, number, fence, lineNumber, section, n) {
    section = ""
    while ((getline line < path) > 0) {
        lineNumber++
        if (line ~ /^```/) { fence = !fence; continue }
        if (fence) continue
        if (line ~ /^#+ +[0-9]/) {
            number = line
            sub(/^#+ +/, "", number)
            match(number, /^[0-9]+(\.[0-9]+)*/)
            number = substr(number, 1, RLENGTH)
            if (line !~ /^## [0-9]+\. [^ ]/ && line !~ /^### [0-9]+\.[0-9]+ [^ ]/) {
                printf "%s:%d: heading \"%s\" is neither `## N. Title` nor `### N.M Title`\n", path, lineNumber, line
                problems++
            }
            if ((kind, number) in heading) {
                printf "%s:%d: section %s is a heading twice\n", path, lineNumber, number
                problems++
            }
            heading[kind, number] = 1
            section = number
            continue
        }
        # Unnumbered headings ("### Containers") stay inside their section.
        if (section == "") continue
        if (match(line, /^ *[0-9]+\. /)) {
            n = substr(line, 1, RLENGTH)
            gsub(/[ .]/, "", n)
            item[kind, section, n] = 1
        }
        body[kind, section] = body[kind, section] "\n" tolower(line)
    }
    close(path)
}

# The document named at the end of `text`, or "".
function named(text,    lower) {
    lower = tolower(text)
    if (lower ~ /(^|[^a-z0-9_-])spec-format *$/) return "spec-format"
    if (lower ~ /(^|[^a-z0-9_-])reference *$/) return "reference"
    if (lower ~ /(^|[^a-z0-9_-])peer(-layouts)? *$/) return "peer"
    return ""
}

# Splits "2, 4 and 6" or "5–6" into numbers[1..n]; returns n.
function steps(list, numbers,    parts, count, i, n, low, high, k) {
    gsub(/ and /, ",", list)
    gsub(/ /, "", list)
    count = split(list, parts, ",")
    n = 0
    for (i = 1; i <= count; i++) {
        if (index(parts[i], "–") > 0) {
            low = substr(parts[i], 1, index(parts[i], "–") - 1) + 0
            high = substr(parts[i], index(parts[i], "–") + length("–")) + 0
            for (k = low; k <= high && k - low < 100; k++) numbers[++n] = k
        } else {
            numbers[++n] = parts[i] + 0
        }
    }
    return n
}

function report(message) {
    printf "%s:%d: %s\n", FILENAME, FNR, message
    problems++
}

BEGIN {
    doc["spec-format"] = spec_doc
    doc["reference"] = reference_doc
    doc["peer"] = peer_doc
    load("spec-format", spec_doc)
    load("reference", reference_doc)
    load("peer", peer_doc)
    mark = "§"
    dash = "–"
}

FNR == 1 { above = "" }

{
    rest = $0
    kind = ""
    while ((at = index(rest, mark)) > 0) {
        before = substr(rest, 1, at - 1)
        rest = substr(rest, at + length(mark))
        if (!match(rest, /^ ?[0-9]+(\.[0-9]+)*/)) continue
        first = substr(rest, 1, RLENGTH)
        sub(/^ /, "", first)
        rest = substr(rest, RLENGTH + 1)
        name = named(before)
        if (name != "") {
            kind = name
        } else if (kind == "" && above != "" && before ~ /^[ \t]*(\/\/\/?|#|\*|--)?[ \t(]*$/) {
            kind = above
        } else if (kind == "") {
            bare++
            if (verbose) printf "%s:%d: bare §%s not checked\n", FILENAME, FNR, first
            continue
        }
        citation = kind " §" first
        # A range: every number from the first to the last.
        count = 0
        if (match(rest, "^" dash "[0-9]+(\\.[0-9]+)*")) {
            last = substr(rest, length(dash) + 1, RLENGTH - length(dash))
            rest = substr(rest, RLENGTH + 1)
            citation = citation dash last
            lowCount = split(first, low, ".")
            highCount = split(last, high, ".")
            stem = first
            sub(/[0-9]+$/, "", stem)
            same = (lowCount == highCount)
            for (i = 1; i < lowCount && same; i++) same = (low[i] == high[i])
            if (same && high[highCount] - low[lowCount] < 100) {
                for (k = low[lowCount] + 0; k <= high[highCount] + 0; k++) cited[++count] = stem k
            } else {
                cited[++count] = first
                cited[++count] = last
            }
        } else {
            cited[++count] = first
        }
        citations++
        resolved = 1
        for (i = 1; i <= count; i++) {
            if (!((kind, cited[i]) in heading)) {
                report(citation " has no section " (count > 1 ? cited[i] " " : "") "in " doc[kind])
                resolved = 0
            }
        }
        if (!resolved || count > 1) continue
        # Steps or points of that section.
        if (match(rest, "^('"'"'s)? (steps?|points?) [0-9]+((, | and |" dash ")[0-9]+)*")) {
            list = substr(rest, 1, RLENGTH)
            rest = substr(rest, RLENGTH + 1)
            sub(/^('"'"'s)? /, "", list)
            word = list
            sub(/s? .*/, "", word)
            sub(/^[a-z]+ /, "", list)
            n = steps(list, numbers)
            for (i = 1; i <= n; i++) {
                checkedSteps++
                if (!((kind, first, numbers[i]) in item)) {
                    report(citation " " word " " numbers[i] " has no numbered item in " doc[kind] " §" first)
                }
            }
        }
        # A quoted part of that section.
        if (match(rest, /^,? "[^"]+"/)) {
            quoted = substr(rest, 1, RLENGTH)
            sub(/^,? "/, "", quoted)
            sub(/"$/, "", quoted)
            checkedNames++
            if (index(body[kind, first], tolower(quoted)) == 0) {
                report(citation " \"" quoted "\" is not in " doc[kind] " §" first)
            }
        }
    }
    above = named($0)
}

END {
    if (problems > 0) exit 1
    printf "check-citations: %d citations resolve (%d steps or points, %d named parts; %d bare § numbers not checked)\n", \
        citations, checkedSteps, checkedNames, bare
}
' "${files[@]}" </dev/null
