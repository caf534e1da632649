#!/usr/bin/env bash
# Builds the DocC documentation of the public libraries, BoxRender and
# BoxRenderTesting, into docs/<Module>.doccarchive (static hosting layout),
# with the docc in the Swift toolchain and no package plugin. Warnings about
# the documentation (broken symbol links, unknown topics) fail the script.
#
# The golden-test guide, Docs/Guides/GoldenTests.md, is an article of both
# archives. It is kept once, where readers of the repository find it, and
# copied here into a scratch copy of each catalog with the pictures it shows
# and a "Guides" topic on the module's page, so the text cannot drift.
#
#   Scripts/docs.sh [OUTPUT-FOLDER]     default: .build-docs/docs
set -euo pipefail

cd "$(dirname "$0")/.."
output=${1:-.build-docs/docs}
scratch=.build-docs
graphs=$scratch/symbol-graphs

# Not emptied first: a build with nothing to recompile writes no graphs.
mkdir -p "$graphs" "$output"
swift build --scratch-path "$scratch" --target BoxRenderTesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

guide=Docs/Guides/GoldenTests.md

# add_guide CATALOG MODULE: the guide as the catalog's article GoldenTests,
# every picture it names (`![…](path)`, from the guide's folder) beside it,
# where DocC finds pictures by name, and a "Guides" topic listing it.
add_guide() {
    local catalog=$1 module=$2 picture
    cp "$guide" "$catalog/GoldenTests.md"
    grep -o '!\[[^]]*\]([^)]*)' "$guide" | sed 's/^.*](//; s/)$//' | while read -r picture; do
        cp "$(dirname "$guide")/$picture" "$catalog/"
    done
    # DocC names a picture by its file name alone; links to the repository's
    # other pages and to GitHub's heading anchors lead nowhere in an archive,
    # so they become their text.
    sed -i -E 's#(!\[[^]]*\]\()[^)]*/([^/)]+\))#\1\2#g' "$catalog/GoldenTests.md"
    perl -0pi -e 's/(^|[^!])\[([^\]]+)\]\((#[^)]*|[^):]*\.md(#[^)]*)?)\)/$1$2/gm' "$catalog/GoldenTests.md"
    grep -q '^## Topics$' "$catalog/$module.md" || { echo "docs: $module.md has no ## Topics" >&2; exit 1; }
    sed -i 's/^## Topics$/## Topics\n\n### Guides\n\n- <doc:GoldenTests>/' "$catalog/$module.md"
}

for module in BoxRender BoxRenderTesting; do
    # One module's graphs (its own and its extensions of other modules'
    # types) per archive: docc documents one module at a time.
    module_graphs=$scratch/graphs-$module
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    find "$graphs" -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;
    catalog=$scratch/catalog-$module.docc
    rm -rf "$catalog"
    cp -R "Sources/$module/$module.docc" "$catalog"
    add_guide "$catalog" "$module"
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.boxrender.$module" \
        --transform-for-static-hosting \
        --warnings-as-errors \
        --output-path "$output/$module.doccarchive"
    echo "documentation: $output/$module.doccarchive"
done
