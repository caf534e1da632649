#!/usr/bin/env bash
# The batch benchmark (issue 14): 100 specs (every fixture of Fixtures/render
# and Fixtures/showcase that renders, copied with their pictures into
# copy-1/, copy-2/… until there are exactly 100) rendered
#   (a) by one `boxrender render TREE --out-dir OUT -j $(nproc)` into an empty folder,
#   (b) by the same again with nothing changed,
#   (c) by 100 separate `boxrender SPEC -o OUT.png` processes one after another,
#   (d) by the same 100 processes through `xargs -P $(nproc)`, as a user's glue would;
# each RUNS times (default 3), the median shown, with the ratios of (c) and
# (d) to (a), the peak RSS of (a) (/usr/bin/time), and a check that (a) and
# (c) wrote byte-identical PNGs (exit 1 otherwise). Prints a Markdown table.
# Not part of Scripts/bench.sh or CI.
# Usage: Scripts/bench-batch.sh [RUNS]
# Set BENCH_SCRATCH to build elsewhere than .build-bench.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
scratch="${BENCH_SCRATCH:-.build-bench}"
count=100
jobs="$(nproc)"

Scripts/install-dependencies.sh
Scripts/install-dependencies.sh time
# As Scripts/bench.sh builds it: a cold start does not load Swift's libraries.
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product boxrender >&2
boxrender="$PWD/$scratch/release/boxrender"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The specs that render alone, each folder's in sorted order.
valid=()
for folder in Fixtures/render Fixtures/showcase; do
    for spec in "$folder"/*.json "$folder"/*.yaml "$folder"/*.yml; do
        [ -f "$spec" ] || continue
        if "$boxrender" "$spec" -o "$work/probe.png" >/dev/null 2>&1; then
            valid+=("$spec")
        else
            echo "skipped $spec: it does not render" >&2
        fi
    done
done
[ ${#valid[@]} -gt 0 ] || { echo "no spec renders" >&2; exit 1; }

# copy-K/render/…, copy-K/showcase/…: each folder's pictures (everything but
# specs) beside the specs, so that the specs' pictures resolve.
tree="$work/tree"
specs=()
copy=0
while [ ${#specs[@]} -lt $count ]; do
    copy=$((copy + 1))
    for spec in "${valid[@]}"; do
        [ ${#specs[@]} -lt $count ] || break
        folder="$(dirname "$spec")"
        target="$tree/copy-$copy/$(basename "$folder")"
        if [ ! -d "$target" ]; then
            mkdir -p "$target"
            find "$folder" -mindepth 1 -maxdepth 1 ! -name '*.json' ! -name '*.yaml' ! -name '*.yml' \
                -exec cp -R {} "$target/" \;
        fi
        cp "$spec" "$target/"
        specs+=("${target#"$tree"/}/$(basename "$spec")")
    done
done

# Seconds since the epoch, to the nanosecond.
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# The separate runs' outputs, and the xargs list: SPEC -o OUT, NUL-separated.
: >"$work/list"
for spec in "${specs[@]}"; do
    stem="${spec%.*}"
    mkdir -p "$work/single/$(dirname "$stem")" "$work/parallel/$(dirname "$stem")"
    printf '%s\0-o\0%s\0' "$tree/$spec" "$work/parallel/$stem.png" >>"$work/list"
done

times_a=()
times_b=()
times_c=()
times_d=()
rss_a=()
for run in $(seq "$runs"); do
    rm -rf "$work/out"
    start=$(now)
    /usr/bin/time -f %M -o "$work/rss" "$boxrender" render "$tree" --out-dir "$work/out" -j "$jobs" --quiet \
        2>"$work/a.txt"
    times_a+=("$(elapsed "$start" "$(now)")")
    rss_a+=("$(tail -n 1 "$work/rss")")
    grep -q "^rendered $count, unchanged 0, failed 0 in " "$work/a.txt" ||
        { echo "(a) did not render $count specs:" >&2; cat "$work/a.txt" >&2; exit 1; }

    start=$(now)
    "$boxrender" render "$tree" --out-dir "$work/out" -j "$jobs" --quiet 2>"$work/b.txt"
    times_b+=("$(elapsed "$start" "$(now)")")
    grep -q "^rendered 0, unchanged $count, failed 0 in " "$work/b.txt" ||
        { echo "(b) was not all unchanged:" >&2; cat "$work/b.txt" >&2; exit 1; }

    start=$(now)
    for spec in "${specs[@]}"; do
        "$boxrender" "$tree/$spec" -o "$work/single/${spec%.*}.png"
    done
    times_c+=("$(elapsed "$start" "$(now)")")

    start=$(now)
    xargs -0 -n 3 -P "$jobs" "$boxrender" <"$work/list"
    times_d+=("$(elapsed "$start" "$(now)")")
    echo "run $run: (a) ${times_a[-1]} s, (b) ${times_b[-1]} s, (c) ${times_c[-1]} s, (d) ${times_d[-1]} s" >&2
done

# (a) and (c) must agree byte for byte, and (d) with them.
identical=0
for spec in "${specs[@]}"; do
    stem="${spec%.*}"
    if cmp -s "$work/out/$stem.png" "$work/single/$stem.png" && cmp -s "$work/out/$stem.png" "$work/parallel/$stem.png"
    then
        identical=$((identical + 1))
    else
        echo "differs: $stem.png" >&2
    fi
done

a=$(median "${times_a[@]}")
b=$(median "${times_b[@]}")
c=$(median "${times_c[@]}")
d=$(median "${times_d[@]}")
rss=$(median "${rss_a[@]}")
ratio() { awk -v x="$1" -v y="$2" 'BEGIN { printf "%.2f×", x / y }'; }
fmt() { awk -v x="$1" 'BEGIN { printf "%.2f s", x }'; }
all() { printf '%s, ' "$@" | sed 's/, $//'; }
animated=$(printf '%s\n' "${specs[@]}" | grep -c '/animation\.json$' || true)
echo
echo "$count specs ($copy copies of ${#valid[@]} fixtures from Fixtures/render and Fixtures/showcase," \
    "$animated of them the animated showcase), $(nproc) cores, $runs runs each, median:"
echo
echo "| run | what | median | runs (s) | time ÷ (a) |"
echo "|---|---|---:|---|---:|"
echo "| (a) | one \`boxrender render TREE --out-dir OUT -j $jobs\`, empty folder | $(fmt "$a") | $(all "${times_a[@]}") | 1.00× |"
echo "| (b) | the same again, nothing changed | $(fmt "$b") | $(all "${times_b[@]}") | $(ratio "$b" "$a") |"
echo "| (c) | $count \`boxrender SPEC -o OUT.png\` processes, one after another | $(fmt "$c") | $(all "${times_c[@]}") | $(ratio "$c" "$a") |"
echo "| (d) | the same $count processes through \`xargs -P $jobs\` | $(fmt "$d") | $(all "${times_d[@]}") | $(ratio "$d" "$a") |"
echo
echo "Peak RSS of (a): $(awk -v k="$rss" 'BEGIN { printf "%.1f MiB", k / 1024 }') (median of $runs, /usr/bin/time)." \
    "PNGs byte-identical between (a), (c) and (d): $identical of $count."
[ "$identical" -eq "$count" ] || { echo "the batch and the separate runs wrote different PNGs" >&2; exit 1; }
