#!/usr/bin/env bash
# Builds the DocC documentation of the public libraries, BoxRender and
# BoxRenderTesting, into docs/<Module>.doccarchive (static hosting layout),
# with the docc in the Swift toolchain and no package plugin. Warnings about
# the documentation (broken symbol links, unknown topics) fail the script.
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

for module in BoxRender BoxRenderTesting; do
    # One module's graphs (its own and its extensions of other modules'
    # types) per archive: docc documents one module at a time.
    module_graphs=$scratch/graphs-$module
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    find "$graphs" -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.boxrender.$module" \
        --transform-for-static-hosting \
        --warnings-as-errors \
        --output-path "$output/$module.doccarchive"
    echo "documentation: $output/$module.doccarchive"
done
