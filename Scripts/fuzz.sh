#!/usr/bin/env bash
# Builds boxrender's libFuzzer targets (Fuzz/: SpecFuzzer = spec text → decode
# → layout → draw list, JSON or YAML; MushFuzzer = Mush markup → runs;
# ArtifactFuzzer = manifests, report.json and animated PNGs read back) with
# -sanitize=fuzzer,address, seeds their corpora from the fixtures, and runs
# each for the time given. Inputs that crash are left in Fuzz/findings/<fuzzer>/;
# once fixed, copy each into Fuzz/Corpus/<fuzzer>/ so every later run replays it.
#
#   Scripts/fuzz.sh [SECONDS-PER-FUZZER]        default 60
#   FUZZERS="SpecFuzzer" Scripts/fuzz.sh 1800   one of them
set -euo pipefail

cd "$(dirname "$0")/.."
seconds=${1:-60}
fuzzers=${FUZZERS:-"SpecFuzzer MushFuzzer ArtifactFuzzer"}
scratch=$PWD/.build-fuzz
work=$scratch/fuzz-work

(cd Fuzz && swift build -c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address)

for fuzzer in $fuzzers; do
    corpus=$work/$fuzzer
    findings=Fuzz/findings/$fuzzer
    mkdir -p "$corpus" "$findings"
    # Seeds: the committed corpus (earlier findings and hand-made inputs), then
    # every fixture; for Mush, the fixtures' strings that hold markup.
    cp Fuzz/Corpus/"$fuzzer"/* "$corpus"/ 2>/dev/null || true
    if [ "$fuzzer" = SpecFuzzer ]; then
        find Fixtures -name '*.json' -o -name '*.yaml' | while read -r file; do
            cp "$file" "$corpus/fixture-$(echo "$file" | tr '/' '-')"
        done
    elif [ "$fuzzer" = ArtifactFuzzer ]; then
        # Its seeds are committed: a manifest of each version, a report, an animation.
        :
    else
        grep -rhoE '"[^"]*(\*\*|//|__|`|\{#|\{bg#)[^"]*"' Fixtures Tests/MushTests 2>/dev/null | sort -u |
            awk '{ print > ("'"$corpus"'/seed-" NR) }'
    fi
    echo "== $fuzzer: ${seconds}s, corpus $(ls "$corpus" | wc -l) inputs"
    # -rss_limit_mb: a spec may legitimately ask for a lot; anything near
    # the machine's memory is a finding.
    LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0" \
        "$scratch/release/$fuzzer" "$corpus" $([ -f Fuzz/"$fuzzer".dict ] && echo "-dict=Fuzz/$fuzzer.dict") -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$findings/" 2>&1 | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)" || true
    echo "   findings: $(find "$findings" -type f | wc -l) in $findings"
done
