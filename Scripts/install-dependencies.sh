#!/usr/bin/env bash
# Installs the Debian packages boxrender builds and tests with, if any are
# missing. Works as root or through sudo; does nothing when all are present.
# Given package names, installs those instead: the test-only packages of the
# check scripts (Chromium, Pillow, apngopt…), by the same means.
# Usage: Scripts/install-dependencies.sh [PACKAGE...]
set -euo pipefail

# The font packages are the fonts boxrender draws text with (see
# Sources/BoxCairo/Text/BundledFonts.swift); their versions are recorded in
# snapshots/VERSIONS by Scripts/record-versions.sh. Roboto and Liberation are
# the faces iOS names map to; the rest are the fallbacks for what Roboto lacks,
# chosen small for a fresh CI machine: fonts-noto-core (12 MB download; Arabic,
# Hebrew, Devanagari, Thai and the symbol fonts in one design),
# fonts-noto-color-emoji (10 MB; colour emoji) and fonts-noto-cjk (57 MB
# download, 91 MB installed: Chinese, Japanese and Korean with a bold weight and
# each language's forms, which the 1.6 MB WenQuanYi Micro Hei lacked). librsvg2-bin (rsvg-convert)
# and poppler-utils (pdftocairo, pdftotext) turn the SVG and PDF output back into
# pixels and text for the vector golden tests. libgif-dev (giflib) and
# libwebp-dev (libwebp and libwebpmux) encode GIF and WebP output, and
# libisal-dev (ISA-L's igzip) compresses `--png-compression fast`.
packages=(
    pkg-config libcairo2-dev libpango1.0-dev zlib1g-dev libgif-dev libwebp-dev libisal-dev
    fonts-roboto-unhinted fonts-liberation2
    fonts-noto-core fonts-noto-color-emoji fonts-noto-cjk
    librsvg2-bin poppler-utils
)
[ $# -eq 0 ] || packages=("$@")

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif command -v sudo >/dev/null; then
    sudo=(sudo)
else
    echo "error: missing packages (${missing[*]}) and neither root nor sudo to install them" >&2
    exit 1
fi
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
