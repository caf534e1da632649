#!/usr/bin/env bash
# Records the versions of everything that decides how boxrender's pictures look
# — cairo, pango and harfbuzz, FreeType and the bundled font packages — in
# snapshots/VERSIONS (or the file given), so that a golden image that stops
# matching can be traced to a library or font change. The format is exactly what
# currentRenderingVersions() (Sources/BoxCairo/Text/RenderingVersions.swift)
# returns for the running machine; keep the two, and the package list in
# Sources/BoxCairo/Text/BundledFonts.swift, in step.
set -euo pipefail

cd "$(dirname "$0")/.."
output=${1:-snapshots/VERSIONS}

debian_version() {
    local version
    version=$(dpkg-query -W -f='${db:Status-Status} ${Version}\n' "$1" 2>/dev/null | awk '$1 == "installed" { print $2; exit }')
    echo "${version:-not installed}"
}

{
    echo "cairo $(pkg-config --modversion cairo)"
    echo "pango $(pkg-config --modversion pango)"
    echo "harfbuzz $(pkg-config --modversion harfbuzz)"
    for package in libfreetype6 fonts-roboto-unhinted fonts-liberation2 fonts-noto-core fonts-noto-color-emoji \
        fonts-noto-cjk; do
        echo "$package $(debian_version "$package")"
    done
} >"$output.tmp"
mv "$output.tmp" "$output"
