#!/usr/bin/env bash
# The release bundle (issue 23): builds boxrender with the Swift runtime linked
# in and writes
#   dist/boxrender-VERSION-linux-x86_64.tar.gz   the bundle, one folder:
#       bin/boxrender              run path $ORIGIN/../lib (DT_RPATH, which holds for
#                                  the libraries' own dependencies too)
#       lib/                       every library it loads but glibc's own (libc, libm,
#                                  libdl, libpthread, librt, ld-linux): Cairo, Pango,
#                                  HarfBuzz, FreeType, fontconfig, pixman, GLib, libpng,
#                                  zlib, FriBidi, libthai, libstdc++… as this machine has them
#       share/fonts/truetype/      the fonts boxrender draws with, at their paths below
#                                  /usr/share/fonts (BundledFonts.swift)
#       share/libthai/thbrk.tri    libthai's dictionary, with which Pango breaks Thai lines
#       share/boxrender/dpkg-status  dpkg's entries of the Debian packages the files come from
#       share/doc/PACKAGE/copyright  their licences
#       VERSIONS                   the same versions for people, and the glibc it needs
#   dist/boxrender_VERSION_amd64.deb  the same folder as /opt/boxrender, with
#                                  /usr/bin/boxrender linking to it
# `boxrender --version` run from the bundle says `bundle: ROOT`; it reads only
# the bundle's fonts (ReleaseBundle.swift). The bundle is checked before it is
# packed: every library resolves inside it, and it prints the same library
# versions and font hash as this machine's own build.
#
# Run on Debian 12 (the machine the goldens are recorded on): the bundle
# carries what is installed here. Installs what is missing (as root or through
# sudo). Usage: Scripts/package.sh
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

Scripts/install-dependencies.sh
Scripts/install-dependencies.sh patchelf binutils libthai-data

fail() {
    echo "package: FAILED: $*" >&2
    exit 1
}

build=(swift build -c release --static-swift-stdlib --product boxrender)
"${build[@]}" >&2
built="$("${build[@]}" --show-bin-path)/boxrender"
version=$("$built" --version | awk 'NR == 1 { print $2 }')
[ -n "$version" ] || fail "$built --version printed no version"
name=boxrender-$version-linux-x86_64
mkdir -p dist
stage=dist/.stage
rm -rf "$stage"
root=$stage/$name
mkdir -p "$root/bin" "$root/lib" "$root/share/fonts" "$root/share/libthai" "$root/share/boxrender" "$root/share/doc"

# The files the bundle copies from this machine, for their packages' versions.
sources=()

# glibc's own libraries stay the host's: they are the one thing the bundle needs.
is_glibc() {
    case "$1" in
    linux-vdso.so.* | libc.so.* | libm.so.* | libdl.so.* | libpthread.so.* | librt.so.* | ld-linux*.so.*) return 0 ;;
    *) return 1 ;;
    esac
}

# The executable: without debug information (about 100 MB of it), then its run path.
install -m 755 "$built" "$root/bin/boxrender"
strip --strip-debug "$root/bin/boxrender"
# shellcheck disable=SC2016 # $ORIGIN is the loader's, not the shell's
patchelf --force-rpath --set-rpath '$ORIGIN/../lib' "$root/bin/boxrender"

# The libraries: everything ldd finds for the executable, by the name it is
# asked for (the soname), as a file, not a link.
while read -r soname path; do
    is_glibc "$soname" && continue
    [ -f "$path" ] || fail "ldd found no file for $soname"
    cp -L "$path" "$root/lib/$soname"
    chmod 644 "$root/lib/$soname"
    sources+=("$path")
done < <(ldd "$built" | awk '$2 == "=>" { print $1, $3 }')
# A library with a run path of its own would look for its dependencies there
# before the executable's: Debian's have none.
for library in "$root"/lib/*; do
    if readelf -d "$library" | grep -q -E '\((RPATH|RUNPATH)\)'; then fail "$library has a run path of its own"; fi
done

# The fonts: the folders and files the system build lists (`boxrender
# fonts`), copied to the same paths below share/fonts.
fonts=$("$built" fonts)
folders=$(echo "$fonts" | sed -n '1s/^Families (from \(.*\)):$/\1/p' | tr ',' '\n' | sed 's/^ *//')
[ -n "$folders" ] || fail "boxrender fonts named no font folders"
files=$(echo "$fonts" | tail -n +2 | grep -o '/usr/share/fonts/[^ ]*' | sort -u)
for path in $folders $files; do
    case "$path" in /usr/share/fonts/*) ;; *) fail "a font outside /usr/share/fonts: $path" ;; esac
    target=$root/share/fonts/${path#/usr/share/fonts/}
    [ -e "$target" ] && continue # a file of a folder already copied
    mkdir -p "$(dirname "$target")"
    if [ -d "$path" ]; then
        cp -rL "$path" "$target"
        while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$path" -type f -print0)
    else
        cp -L "$path" "$target"
        sources+=("$path")
    fi
done
cp -L /usr/share/libthai/thbrk.tri "$root/share/libthai/"
sources+=(/usr/share/libthai/thbrk.tri)
[ -z "$(find "$root" -type l)" ] || fail "the bundle holds links: $(find "$root" -type l | head -3)"

# The Debian package each file came from (dpkg knows a file by one of its
# paths: /lib or /usr/lib, the link or its target).
owner() {
    local path=$1 real candidate line
    real=$(readlink -f "$path")
    for candidate in "$path" "$real" "${real#/usr}" "/usr$path"; do
        line=$(dpkg-query -S "$candidate" 2>/dev/null | grep -v '^diversion' | head -1) || true
        if [ -n "$line" ]; then
            echo "${line%%: *}"
            return 0
        fi
    done
    return 1
}
packages=()
for path in "${sources[@]}"; do
    package=$(owner "$path") || fail "no Debian package owns $path"
    packages+=("$package")
done
mapfile -t packages < <(printf '%s\n' "${packages[@]}" | sort -u)
: >"$root/share/boxrender/dpkg-status"
for package in "${packages[@]}"; do
    dpkg-query -s "$package" >>"$root/share/boxrender/dpkg-status"
    echo >>"$root/share/boxrender/dpkg-status"
    plain=${package%%:*}
    if [ -f "/usr/share/doc/$plain/copyright" ]; then
        mkdir -p "$root/share/doc/$plain"
        cp -L "/usr/share/doc/$plain/copyright" "$root/share/doc/$plain/copyright"
    fi
done

# The newest glibc symbol version the executable and the libraries ask for.
glibc=$(for file in "$root/bin/boxrender" "$root"/lib/*; do objdump -T "$file"; done |
    awk '/\*UND\*/' | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -V | tail -1)

{
    echo "boxrender $version ($("$built" --version | head -1 | sed 's/^[^(]*(//; s/)$//')), commit $(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
    echo "built on Debian $(cat /etc/debian_version), x86_64, $(swift --version 2>/dev/null | head -1)"
    echo "needs glibc $glibc or later (the newest GLIBC_ symbol version the executable and lib/ ask for)"
    echo
    echo "Debian packages of lib/, share/fonts/ and share/libthai/:"
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Package} ${Version}\n' "$package"
    done
} >"$root/VERSIONS"

# The bundle, run here: every library from lib/ (the C library aside), and
# the same versions and fonts as this machine's own build.
while read -r soname path; do
    is_glibc "$soname" && continue
    case "$path" in "$(realpath "$root")"/lib/*) ;; *) fail "$soname resolves to $path, outside the bundle" ;; esac
done < <(ldd "$root/bin/boxrender" | awk '$2 == "=>" { print $1, $3 }' | while read -r soname path; do
    echo "$soname $(realpath "$path")"
done)
bundled=$("$root/bin/boxrender" --version)
echo "$bundled" | grep -q -x "bundle: $(realpath "$root")" || fail "the bundle does not say it is one: $bundled"
if [ "$(echo "$bundled" | grep -v '^bundle:')" != "$("$built" --version | grep -v '^bundle:')" ]; then
    diff <(echo "$bundled") <("$built" --version) >&2 || true
    fail "the bundle's versions or fonts differ from this machine's build"
fi

# Packed the same way every time: names sorted, no owners, the commit's time.
epoch=$(git log -1 --format=%ct 2>/dev/null || echo 0)
tarball=dist/$name.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$stage" -cf - "$name" |
    gzip -n >"$tarball.tmp"
mv "$tarball.tmp" "$tarball"

# The .deb: the bundle as /opt/boxrender, /usr/bin/boxrender a link into it.
deb=$stage/deb
mkdir -p "$deb/opt" "$deb/usr/bin" "$deb/DEBIAN"
cp -a "$root" "$deb/opt/boxrender"
ln -s /opt/boxrender/bin/boxrender "$deb/usr/bin/boxrender"
cat >"$deb/DEBIAN/control" <<EOF
Package: boxrender
Version: $version
Architecture: amd64
Maintainer: ${BOXRENDER_DEB_MAINTAINER:-boxrender maintainers <boxrender@localhost>}
Installed-Size: $(du -sk "$deb/opt" | cut -f1)
Depends: libc6 (>= $glibc)
Section: graphics
Priority: optional
Description: boxes in JSON or YAML drawn as PNG, SVG and PDF (MGBox layout)
 boxrender's release bundle in /opt/boxrender: the command line with the
 Cairo, Pango, HarfBuzz, FreeType and fontconfig it was tested with and its
 fonts, so that it draws the same bytes on every machine. It uses none of
 the system's libraries but the C library. See /opt/boxrender/VERSIONS.
EOF
debfile=dist/boxrender_${version}_amd64.deb
SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zgzip --build "$deb" "$debfile.tmp" >&2
mv "$debfile.tmp" "$debfile"

echo "package: $tarball ($(du -h "$tarball" | cut -f1), $(du -sh "$root" | cut -f1) unpacked, needs glibc $glibc)"
echo "package: $debfile ($(du -h "$debfile" | cut -f1))"
echo "package: done in $((SECONDS - started)) s"
