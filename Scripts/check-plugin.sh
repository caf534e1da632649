#!/usr/bin/env bash
# Tests the render-boxes command plugin for real: builds a throwaway package in
# a temporary folder that depends on this checkout by path, with a tiny library,
# a DocC catalog and two specs in Docs/Boxes/, and runs `swift package
# render-boxes` on it: render, render again (nothing rewritten), --check fresh,
# --check stale after a spec changes (nothing written), --docc and --target
# into the catalog's Resources/ (and docc finds the picture), and the errors.
#
#   Scripts/check-plugin.sh
#
# The consumer's builds share one scratch folder, .build-plugin-check/ (or
# $BOXRENDER_PLUGIN_SCRATCH), so only the first run compiles boxrender (several
# minutes). Runs as root on a fresh Debian machine (installs the packages
# boxrender builds with first) or as a user with them installed.
set -euo pipefail

cd "$(dirname "$0")/.."
repo=$PWD
swift=${SWIFT:-swift}
scratch=${BOXRENDER_PLUGIN_SCRATCH:-$repo/.build-plugin-check}
started=$SECONDS

Scripts/install-dependencies.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
consumer=$work/Consumer
output=$work/output.txt

fail() {
    echo "check-plugin: FAILED: $*" >&2
    exit 1
}

# The consumer: a library with a DocC catalog, and boxrender as a path
# dependency. Its package name is the folder's (this checkout's), which nothing
# here has to spell: a dependency's command plugins are offered to `swift
# package` in the root package without naming them.
mkdir -p "$consumer/Sources/Lib/Lib.docc" "$consumer/Docs/Boxes/settings"
cat >"$consumer/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    products: [.library(name: "Lib", targets: ["Lib"])],
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "Lib")]
)
EOF
cat >"$consumer/Sources/Lib/Lib.swift" <<'EOF'
/// A card, as pictured in the documentation.
public struct Card {
    public init() {}
}
EOF
cat >"$consumer/Sources/Lib/Lib.docc/Lib.md" <<'EOF'
# Lib

A card and a settings list, drawn by boxrender.

![Card](card.png)

![The settings list](list.png)
EOF
cp Fixtures/render/borders.json "$consumer/Docs/Boxes/card.json"
cp Fixtures/render/styled-table-look.yaml "$consumer/Docs/Boxes/settings/list.yaml"

# render-boxes ARGS...: runs the plugin in the consumer, its output (SwiftPM's
# and boxrender's) in $output and shown indented; returns its exit status.
render_boxes() {
    local status=0
    echo "\$ swift package --allow-writing-to-package-directory render-boxes $*"
    "$swift" package --package-path "$consumer" --scratch-path "$scratch" \
        --allow-writing-to-package-directory render-boxes "$@" >"$output" 2>&1 </dev/null || status=$?
    grep -v -e '^\[[0-9]*/[0-9]*\]' -e '^Building for' "$output" | sed 's/^/    /'
    echo "    (exit $status)"
    return $status
}

expect_success() {
    render_boxes "$@" || fail "render-boxes $* exited $?, expected 0"
}

expect_failure() {
    if render_boxes "$@"; then fail "render-boxes $* succeeded, expected a failure"; fi
}

says() {
    grep -q -F -- "$1" "$output" || fail "the output does not say \`$1\`"
}

is_png() {
    [ -f "$1" ] || fail "$1 is missing"
    [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$1 is not a PNG"
}

# Inode and modification time (to the nanosecond) of every file in a folder,
# or of its pictures only.
fingerprint() {
    find "$1" -type f -printf '%P %i:%T@\n' | sort
}
pictures() {
    find "$1" -type f -name '*.png' -printf '%P %i:%T@\n' | sort
}

images=$consumer/Docs/Images

echo "== 1. render Docs/Boxes into Docs/Images (the first run builds boxrender)"
expect_success
is_png "$images/card.png"
is_png "$images/settings/list.png"
[ -f "$images/.boxrender-manifest.json" ] || fail "no manifest in Docs/Images"
grep -q '"settings/list.png"' "$images/.boxrender-manifest.json" || fail "the manifest does not list settings/list.png"
says "rendered 2, unchanged 0, failed 0"
before=$(pictures "$images")
manifest=$(sha256sum <"$images/.boxrender-manifest.json")

echo "== 2. render again: no picture rewritten (the manifest is, with the same bytes)"
expect_success
says "rendered 0, unchanged 2, failed 0"
[ "$(pictures "$images")" = "$before" ] || fail "a second render touched a picture in Docs/Images"
[ "$(sha256sum <"$images/.boxrender-manifest.json")" = "$manifest" ] || fail "a second render changed the manifest"
before=$(fingerprint "$images")

echo "== 3. --check: fresh"
expect_success --check
says "fresh 2, stale 0, missing 0, orphaned 0, failed 0"

echo "== 4. a colour changed in card.json: --check fails, writes nothing"
sed -i 's/#FF3B30/#0A84FF/' "$consumer/Docs/Boxes/card.json"
grep -q '#0A84FF' "$consumer/Docs/Boxes/card.json" || fail "card.json was not changed"
expect_failure --check
says "stale"
says "fresh 1, stale 1"
says "render-boxes --check: the pictures in Docs/Images are out of date"
[ "$(fingerprint "$images")" = "$before" ] || fail "--check wrote into Docs/Images"
expect_failure --check --report Docs/CheckReport
[ -f "$consumer/Docs/CheckReport/index.html" ] || fail "--check --report wrote no report"
[ "$(fingerprint "$images")" = "$before" ] || fail "--check --report wrote into Docs/Images"
rm -rf "$consumer/Docs/CheckReport"
expect_success
says "rendered 1, unchanged 1, failed 0"
expect_success --check

echo "== 5. --docc and --target Lib: into Sources/Lib/Lib.docc/Resources"
resources=$consumer/Sources/Lib/Lib.docc/Resources
expect_success --docc
says "rendered 2, unchanged 0, failed 0"
is_png "$resources/card.png"
is_png "$resources/settings/list.png"
expect_success --target Lib --check
says "fresh 2"
expect_failure --target Nope
says "--target Nope: the package has no such target"
expect_failure --docc --out-dir Elsewhere
says "give one"
# DocC finds the pictures by name anywhere in the catalog: ![Card](card.png).
docc convert "$consumer/Sources/Lib/Lib.docc" --fallback-display-name Lib \
    --fallback-bundle-identifier org.example.Lib --warnings-as-errors \
    --output-path "$work/Lib.doccarchive" >"$output" 2>&1 || {
    cat "$output"
    fail "docc convert of the catalog failed"
}
find "$work/Lib.doccarchive/images" -name 'card*.png' | grep -q . || fail "the DocC archive has no card.png"
find "$work/Lib.doccarchive/images" -name 'list*.png' | grep -q . || fail "the DocC archive has no list.png"
echo "    docc convert: card.png and list.png in the archive"

echo "== 6. options: boxrender's own after --, --scale"
expect_success --check -- --max-nodes 1000
expect_failure -- --png-compression tiny
says "--png-compression must be fast, default or smallest"
expect_failure --colour red
says "unknown arguments --colour red"
expect_success --scale 2 --out-dir Docs/Images2x --quiet
is_png "$consumer/Docs/Images2x/card@2x.png"

echo "== 7. a missing specs folder"
expect_failure --specs Docs/Nope
says "--specs Docs/Nope: no such file or folder"
mv "$consumer/Docs/Boxes" "$consumer/Docs/Specs"
expect_failure
says "no specs folder"
says "Docs/Boxes/ in the package, the default"
says "--specs DIR"
expect_success --specs Docs/Specs --check
sed -i 's/#0A84FF/#FF3B30/' "$consumer/Docs/Specs/card.json"
expect_failure --specs Docs/Specs --check
says "render them with \`swift package --allow-writing-to-package-directory render-boxes --specs Docs/Specs\`"
# The hint repeats every argument but the check's own, so following it makes what the check wants.
expect_failure --specs Docs/Specs --check --report Docs/Report --scale 1,2 -- --png-compression fast
says "render them with \`swift package --allow-writing-to-package-directory render-boxes --specs Docs/Specs --scale 1,2 -- --png-compression fast\`"

echo "== 8. without --allow-writing-to-package-directory: SwiftPM refuses, --check too"
status=0
"$swift" package --package-path "$consumer" --scratch-path "$scratch" render-boxes --specs Docs/Specs --check \
    >"$output" 2>&1 </dev/null || status=$?
sed 's/^/    /' "$output"
[ $status -ne 0 ] || fail "render-boxes --check ran without the permission"
says "wants permission to write to the package directory"

echo "check-plugin: all passed in $((SECONDS - started)) s"
