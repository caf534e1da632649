#!/usr/bin/env bash
# Builds a package that uses boxrender as Docs/Guides/GoldenTests.md tells a user to, and fails
# on any SwiftPM warning in its build: `prohibited flag(s): -pthread` (from
# pkg-config's flags for pango, which Sources/CCairo/boxrender-pangocairo.pc
# avoids), `Invalid Exclude …/__Snapshots__` (the guide's __Snapshots__/.gitkeep
# avoids it) or any other. Then runs the consumer's golden test as a user does:
# no golden, BOXRENDER_RECORD=missing, a pass, BOXRENDER_RECORD=all leaving an
# unchanged golden untouched, a change failing with its message as Swift
# Testing's headline (and the failure folder's page, index.html, loaded in
# chromium-headless-shell by Scripts/check-page.sh: one recoloured card and
# one drawn taller, compared over both sizes), BOXRENDER_RECORD=all
# rewriting them, an unknown BOXRENDER_RECORD value failing,
# BOXRENDER_RECORD=failed, and a parameterised test without `named:` failing
# with both its cases named.
#
#   Scripts/check-consumer.sh [PAGE-SCREENSHOT.png]
#
# The consumer's builds share one scratch folder, .build-consumer-check/ (or
# $BOXRENDER_CONSUMER_SCRATCH), so only the first run compiles boxrender
# (several minutes). Runs as root on a fresh Debian machine (installs the
# packages boxrender builds with first) or as a user with them installed.
set -euo pipefail

cd "$(dirname "$0")/.."
repo=$PWD
swift=${SWIFT:-swift}
scratch=${BOXRENDER_CONSUMER_SCRATCH:-$repo/.build-consumer-check}
started=$SECONDS

Scripts/install-dependencies.sh
Scripts/install-dependencies.sh chromium-headless-shell

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
consumer=$work/Cards
output=$work/output.txt
export BOXRENDER_FAILURE_DIR=$work/failures
unset BOXRENDER_RECORD

fail() {
    echo "check-consumer: FAILED: $*" >&2
    exit 1
}

# A path dependency's package name is its folder's name: this checkout's, which
# is "boxrender" only when the folder is called that.
package=$(basename "$repo")

mkdir -p "$consumer/Sources/Cards" "$consumer/Tests/CardsTests/__Snapshots__"
cat >"$consumer/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Cards",
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "Cards"),
        .testTarget(
            name: "CardsTests",
            dependencies: ["Cards", .product(name: "BoxRenderTesting", package: "$package")],
            exclude: ["__Snapshots__"])
    ]
)
EOF
# The guide's setup: the goldens' folder exists (and is committed) before the
# first golden, so that SwiftPM has something to exclude.
touch "$consumer/Tests/CardsTests/__Snapshots__/.gitkeep"
cat >"$consumer/Sources/Cards/Cards.swift" <<'EOF'
/// The card's colour and the tall card's height, which the golden tests draw.
public let cardColour = "#336699"
public let cardHeight = 40
EOF
cat >"$consumer/Tests/CardsTests/CardTests.swift" <<'EOF'
import BoxRenderTesting
import Cards
import Testing

@Test func card() {
    assertRendering(json: #"{ "root": { "size": [60, 40], "cornerRadius": 6, "backgroundColor": "\#(cardColour)" } }"#)
}

@Test func tallCard() {
    assertRendering(json: #"{ "canvas": { "background": "white" }, "root": { "size": [60, \#(cardHeight)], "margin": 4, "backgroundColor": "\#(cardColour)" } }"#)
}
EOF
golden=$consumer/Tests/CardsTests/__Snapshots__/CardTests/card.png

# build: `swift build --build-tests` in the consumer; fails on any SwiftPM
# warning (a line that starts with "warning:", as SwiftPM's own do; the
# compiler's start with a file's path).
build() {
    local status=0
    echo "\$ swift build --build-tests"
    "$swift" build --package-path "$consumer" --scratch-path "$scratch" --build-tests >"$output" 2>&1 </dev/null \
        || status=$?
    grep -v -e '^\[[0-9]*/[0-9]*\]' -e '^Building for' -e '^Compiling' -e '^Write' "$output" | sed 's/^/    /'
    [ $status -eq 0 ] || fail "swift build exited $status"
    if grep -q '^warning: ' "$output"; then
        fail "SwiftPM warned in the consumer's build: $(grep '^warning: ' "$output" | sort -u | tr '\n' ' ')"
    fi
    echo "    no SwiftPM warnings"
}

# run_tests [VAR=VALUE...]: `swift test --skip-build` in the consumer, its
# output in $output and shown indented; returns its exit status.
run_tests() {
    local status=0
    echo "\$ $* swift test"
    env "$@" "$swift" test --package-path "$consumer" --scratch-path "$scratch" --skip-build >"$output" 2>&1 </dev/null \
        || status=$?
    grep -e '✘' -e '✔' -e '↳' -e 'error' "$output" | grep -v -e 'XCTest' -e 'with 0 tests' | sed 's/^/    /'
    echo "    (exit $status)"
    return $status
}

says() {
    grep -q -F -- "$1" "$output" || fail "the output does not say \`$1\`"
}

# Inode, modification time (to the nanosecond) and checksum of a file.
fingerprint() {
    echo "$(stat -c '%i %.9Y' "$1") $(sha256sum <"$1")"
}

echo "== 1. build (the first run builds boxrender): no prohibited -pthread, no Invalid Exclude"
build

echo "== 2. no golden yet: the test fails and says how to record it"
if run_tests; then fail "the test passed without a golden"; fi
says "no golden at $golden; run with BOXRENDER_RECORD=missing to record it"

echo "== 3. BOXRENDER_RECORD=missing records it (and fails), then the test passes"
if run_tests BOXRENDER_RECORD=missing; then fail "recording passed"; fi
[ -f "$golden" ] || fail "no golden at $golden"
[ -f "$consumer/Tests/CardsTests/__Snapshots__/VERSIONS" ] || fail "no VERSIONS beside the goldens"
run_tests || fail "the test failed with its golden"
build

echo "== 4. BOXRENDER_RECORD=all: an unchanged golden passes, untouched"
before=$(fingerprint "$golden")
run_tests BOXRENDER_RECORD=all || fail "BOXRENDER_RECORD=all failed an unchanged golden"
[ "$(fingerprint "$golden")" = "$before" ] || fail "BOXRENDER_RECORD=all rewrote an unchanged golden"

echo "== 5. a changed picture fails; Swift Testing's headline is the message"
sed -i 's/#336699/#993333/; s/cardHeight = 40/cardHeight = 52/' "$consumer/Sources/Cards/Cards.swift"
build
if run_tests; then fail "a changed picture passed"; fi
grep -q -E "recorded an issue at CardTests\.swift:6:[0-9]+: Caught error: CardTests-card: [0-9]+ pixels differ" "$output" \
    || fail "the issue's headline is not the message"
if grep -q "Issue recorded" "$output"; then fail "the output says \"Issue recorded\""; fi
[ -f "$BOXRENDER_FAILURE_DIR/CardTests-card.png" ] || fail "no failure picture"
says "CardTests-tallCard: size 68×60 px, golden is 68×48 px (12 pixels taller): "
# The run's page: two changes (a colour, a size), every picture decoded.
Scripts/check-page.sh "$BOXRENDER_FAILURE_DIR" \
    "14 images, broken: none; counts: all=2 stale=2 missing=0 failed=0 orphaned=0 fresh=0 warnings=0; changes: 2; shown under fresh: 0; j: c1" \
    "${1:-}" || fail "the failure folder's page"

echo "== 6. BOXRENDER_RECORD=all rewrites the changed golden (and fails), then it passes"
if run_tests BOXRENDER_RECORD=all; then fail "re-recording a changed golden passed"; fi
says "recorded $golden; look at it"
[ "$(fingerprint "$golden")" != "$before" ] || fail "BOXRENDER_RECORD=all left a changed golden"
run_tests || fail "the test failed with its new golden"

echo "== 7. BOXRENDER_RECORD=1 is no mode: the test fails, listing the modes"
if run_tests BOXRENDER_RECORD=1; then fail "BOXRENDER_RECORD=1 passed as \"never\""; fi
says "BOXRENDER_RECORD=1 is not a record mode; use one of never, missing, failed, all"

echo "== 8. BOXRENDER_RECORD=failed rewrites a failing golden (and fails), then it passes"
sed -i 's/#993333/#339933/' "$consumer/Sources/Cards/Cards.swift"
build
if run_tests BOXRENDER_RECORD=failed; then fail "BOXRENDER_RECORD=failed passed a changed golden"; fi
says "recorded $golden; look at it"
run_tests || fail "the test failed with the golden BOXRENDER_RECORD=failed wrote"

echo "== 9. a parameterised test without named: fails, naming both assertions"
cat >"$consumer/Tests/CardsTests/SwatchTests.swift" <<'EOF'
import BoxRenderTesting
import Testing

@Test(arguments: ["#336699", "#993333"])
func swatch(colour: String) {
    assertRendering(json: #"{ "root": { "size": [20, 10], "backgroundColor": "\#(colour)" } }"#)
}
EOF
build
if run_tests BOXRENDER_RECORD=missing; then fail "two cases recording one golden passed"; fi
says "draw different pictures for one golden"
says "(the same assertion: a parameterised test, each case needing its own"

echo "check-consumer: all passed in $((SECONDS - started)) s"
