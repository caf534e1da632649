#!/usr/bin/env bash
# Checks the release bundle (issue 23) where it must work: a bare root file
# system of another Debian release, made by `debootstrap --variant=minbase`
# (trixie: glibc 2.41; no Cairo, Pango, fontconfig or fonts in it).
#   1. Scripts/package.sh makes the bundle and the .deb.
#   2. On this machine, which has every library and font installed, the
#      bundle opens nothing outside itself but glibc's files, /proc, /sys and
#      /dev (strace), and writes no fontconfig cache.
#   3. In the root (chroot, in a mount and PID namespace with its own /proc):
#      the first picture from the unpacked bundle is timed; every library is
#      loaded from the bundle but glibc's own (LD_DEBUG=libs); --version
#      prints what it prints here; and every golden picture of the fixtures
#      (snapshots/*.png, snapshots/showcase/*.png, snapshots/docs/*.png,
#      snapshots/languages/*.png) is
#      drawn and must be the same bytes (cmp). A golden no rule here draws
#      fails the check, so new goldens are never left out.
#   4. The .deb installs there with dpkg -i, /usr/bin/boxrender runs from
#      /opt/boxrender and draws a golden, and dpkg -r removes it.
# The root is made once and kept in $BOXRENDER_BUNDLE_ROOT_CACHE (default
# /var/cache/boxrender-bundle-root); each run works on a copy. Runs as root
# (debootstrap, chroot). Usage: Scripts/check-bundle.sh
# (BOXRENDER_BUNDLE_PACKAGED=1 checks what dist/ holds without packaging again.)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
started=$SECONDS
release=${BOXRENDER_BUNDLE_RELEASE:-trixie}
mirror=${BOXRENDER_DEBIAN_MIRROR:-http://deb.debian.org/debian}
cache=${BOXRENDER_BUNDLE_ROOT_CACHE:-/var/cache/boxrender-bundle-root}

fail() {
    echo "check-bundle: FAILED: $*" >&2
    exit 1
}
[ "$(id -u)" -eq 0 ] || fail "run as root: it makes a root file system and runs chroot"

Scripts/install-dependencies.sh debootstrap strace
timings=()
timed() { timings+=("$(printf '%-56s %s' "$1" "$2")"); }

# 1. The bundle and the .deb.
step=$SECONDS
if [ "${BOXRENDER_BUNDLE_PACKAGED:-}" = 1 ]; then
    echo "check-bundle: BOXRENDER_BUNDLE_PACKAGED=1: checking dist/ as it is" >&2
else
    Scripts/package.sh
fi
timed "package (build, collect, pack)" "$((SECONDS - step)) s"
version=$("$(swift build -c release --static-swift-stdlib --show-bin-path)/boxrender" --version | awk 'NR == 1 { print $2 }')
name=boxrender-$version-linux-x86_64
tarball=$repo/dist/$name.tar.gz
deb=$repo/dist/boxrender_${version}_amd64.deb
if [ ! -f "$tarball" ] || [ ! -f "$deb" ]; then fail "Scripts/package.sh did not write $tarball and $deb"; fi

work=$(mktemp -d /var/tmp/boxrender-check-bundle.XXXXXX)
trap 'rm -rf "$work"' EXIT

# 2. On this machine: nothing opened outside the bundle but glibc's files
# (the C library, its locales and user database), /proc, /sys and /dev, and
# the inputs and outputs. Relative names are looked up in folders opened before.
mkdir "$work/here"
tar -xzf "$tarball" -C "$work/here"
bundle=$work/here/$name
export HOME=$work/home XDG_CACHE_HOME=$work/home/.cache
strace -f -qq -e trace=%file -e status=successful -o "$work/trace.txt" \
    "$bundle/bin/boxrender" render "$repo/Fixtures/docs" --out-dir "$work/here-docs" --scale 2 -j 2 -q
strace -f -qq -e trace=%file -e status=successful -o "$work/trace-one.txt" \
    "$bundle/bin/boxrender" "$repo/Fixtures/render/scripts.json" -o "$work/here-scripts.png"
outside=$(cat "$work/trace.txt" "$work/trace-one.txt" | sed -n 's/^[0-9]* *[a-z0-9_]*([^"]*"\(\/[^"]*\)".*/\1/p' |
    sort -u | while IFS= read -r path; do
        case "$path" in
        "$bundle" | "$bundle"/* | "$work"/* | "$repo"/Fixtures | "$repo"/Fixtures/*) ;;
        /etc/ld.so.cache | /lib/x86_64-linux-gnu/libc.so.6 | /lib/x86_64-linux-gnu/libm.so.6) ;;
        /etc/nsswitch.conf | /etc/passwd | /etc/group | /usr/lib/locale/* | /usr/lib/x86_64-linux-gnu/gconv/*) ;;
        /proc/* | /sys/devices/system/cpu/* | /dev/*) ;;
        # The folders above the bundle and the inputs, while their paths are resolved.
        *) [[ "$bundle/" == "${path%/}"/* || "$repo/" == "${path%/}"/* ]] || echo "$path" ;;
        esac
    done)
[ -z "$outside" ] || fail "the bundle opened files outside itself on this machine:
$outside"
[ ! -e "$HOME" ] || fail "the bundle wrote into HOME: $(find "$HOME" | head -5)"
cmp "$work/here-scripts.png" snapshots/scripts.png
unset HOME XDG_CACHE_HOME
echo "check-bundle: here, the bundle opened nothing outside itself but glibc's files, /proc, /sys and /dev"

# 3. The bare root: made once, copied for each run.
step=$SECONDS
pristine=$cache/$release
if [ ! -d "$pristine" ]; then
    mkdir -p "$cache"
    rm -rf "$pristine.partial"
    debootstrap --variant=minbase "$release" "$pristine.partial" "$mirror" >"$cache/$release.log" 2>&1 ||
        fail "debootstrap of $release failed; see $cache/$release.log"
    mv "$pristine.partial" "$pristine"
    echo "$((SECONDS - step))" >"$cache/$release.seconds"
    timed "debootstrap --variant=minbase $release" "$((SECONDS - step)) s"
else
    timed "debootstrap --variant=minbase $release" "cached in $pristine (made in $(cat "$cache/$release.seconds" 2>/dev/null || echo '?') s)"
fi
step=$SECONDS
root=$work/root
cp -a "$pristine" "$root"
timed "copy of the cached root" "$((SECONDS - step)) s"
for path in usr/lib/x86_64-linux-gnu/libcairo.so.2 usr/lib/x86_64-linux-gnu/libpango-1.0.so.0 \
    usr/lib/x86_64-linux-gnu/libfontconfig.so.1 usr/lib/x86_64-linux-gnu/libfreetype.so.6 \
    usr/lib/x86_64-linux-gnu/libharfbuzz.so.0 usr/share/fonts etc/fonts usr/share/libthai; do
    [ ! -e "$root/$path" ] || fail "the root is not bare: it has /$path"
done

# Runs a command in the root with a clean environment, as a fresh machine
# would: its own mount and PID namespaces, /proc mounted for it (the run
# path's $ORIGIN and the bundle's own look-up read /proc/self/exe).
in_root() {
    unshare --mount --pid --fork --mount-proc="$root/proc" \
        chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root "$@"
}
glibc=$(in_root ldd --version | awk 'NR == 1 { print $NF }')
echo "check-bundle: $release root, glibc $glibc, no Cairo, Pango, fontconfig or fonts"

mkdir -p "$root/work" "$root/work/out" "$root/opt"
cp -a Fixtures snapshots "$root/work/"
step=$SECONDS
tar -xzf "$tarball" -C "$root/opt"
timed "unpack the bundle" "$((SECONDS - step)) s"
boxrender=/opt/$name/bin/boxrender

# The first picture, with the page cache emptied where this machine allows it.
sync
dropped="page cache dropped"
{ echo 3 >/proc/sys/vm/drop_caches; } 2>/dev/null || dropped="page cache kept"
first=$(date +%s%N)
in_root "$boxrender" /work/Fixtures/showcase/demo.json -o /work/out/first.png
first=$((($(date +%s%N) - first) / 1000000))
timed "unpacked bundle to first picture ($dropped)" "$first ms"
cmp "$root/work/out/first.png" snapshots/showcase/demo.png
[ "$first" -le 5000 ] || echo "check-bundle: warning: the first picture took $first ms, over the 5 s goal" >&2

# Every library from the bundle but glibc's own.
in_root LD_DEBUG=libs "$boxrender" /work/Fixtures/render/scripts.json -o /work/out/ld.png 2>"$work/ld.txt"
loaded=$(sed -n 's/.*calling init: //p' "$work/ld.txt" | sort -u)
[ "$(echo "$loaded" | grep -c "^/opt/$name/bin/../lib/")" -ge 30 ] || fail "too few libraries came from the bundle:
$loaded"
foreign=$(echo "$loaded" | grep -v "^/opt/$name/bin/../lib/" |
    grep -v -E '^/(usr/)?lib(64)?(/x86_64-linux-gnu)?/(libc\.so\.6|libm\.so\.6|ld-linux-x86-64\.so\.2)$' || true)
[ -z "$foreign" ] || fail "libraries loaded from outside the bundle:
$foreign"
echo "check-bundle: $(echo "$loaded" | grep -c "^/opt/$name/bin/../lib/") libraries from the bundle, only libc, libm and ld-linux from $release"

# The same versions and fonts as here.
in_root "$boxrender" --version >"$work/version-root.txt"
"$bundle/bin/boxrender" --version >"$work/version-here.txt"
grep -q -x "bundle: /opt/$name" "$work/version-root.txt" || fail "--version does not name the bundle:
$(cat "$work/version-root.txt")"
diff <(grep -v '^bundle:' "$work/version-here.txt") <(grep -v '^bundle:' "$work/version-root.txt") >&2 ||
    fail "--version in the $release root differs from here"

# Every golden drawn in the root. Each line: golden, then boxrender's arguments.
plan=$work/plan.txt
batch_folders="docs languages"
for spec in Fixtures/render/*.json Fixtures/render/*.yaml; do
    base=$(basename "${spec%.*}")
    echo "snapshots/$base.png /work/$spec"
done >"$plan"
for spec in Fixtures/showcase/*.json; do
    base=$(basename "${spec%.json}")
    [ "$base" = animation ] && continue
    echo "snapshots/showcase/$base.png /work/$spec"
done >>"$plan"
# The animation (GoldenImageTests: its end as the still, four moments, the APNG)
# and the landscape orientation (AspectRatioLayoutTests).
cat >>"$plan" <<'EOF'
snapshots/showcase/animation.png /work/Fixtures/showcase/animation.json --at 0.3
snapshots/showcase/animation@0.0s.png /work/Fixtures/showcase/animation.json --at 0
snapshots/showcase/animation@0.1s.png /work/Fixtures/showcase/animation.json --at 0.1
snapshots/showcase/animation@0.2s.png /work/Fixtures/showcase/animation.json --at 0.2
snapshots/showcase/animation@0.3s.png /work/Fixtures/showcase/animation.json --at 0.3
snapshots/showcase/animation-animated.png /work/Fixtures/showcase/animation.json
snapshots/showcase/orientation-landscape.png /work/Fixtures/showcase/orientation.json --width 480 --height 320
EOF
{
    echo 'set -e'
    while read -r golden arguments; do
        echo "$boxrender $arguments -o /work/out/${golden//\//_} 2>/dev/null"
    done <"$plan"
    # The batch folders (the docs' components, the nine languages' screens),
    # drawn, and checked as a docs repository's CI checks its committed pictures.
    for folder in $batch_folders; do
        echo "$boxrender render /work/Fixtures/$folder --out-dir /work/out/$folder --scale 2 -q"
        echo "$boxrender render /work/Fixtures/$folder --out-dir /work/snapshots/$folder --scale 2 --check --prune -q"
    done
} >"$root/work/render.sh"
step=$SECONDS
in_root /bin/sh /work/render.sh || fail "rendering the goldens in the $release root failed"
timed "every golden drawn in the root" "$((SECONDS - step)) s"
for folder in $batch_folders; do
    for golden in "snapshots/$folder"/*.png; do
        echo "$golden $folder/$(basename "$golden")"
    done
done >"$work/batch-plan.txt"
compared=()
mismatched=()
# Where the root drew a golden: a batch folder's under its folder, the others by their path.
drawn_path() {
    local golden=$1 folder
    for folder in $batch_folders; do
        if [ "$golden" != "${golden#snapshots/$folder/}" ]; then
            echo "$root/work/out/$folder/$(basename "$golden")"
            return
        fi
    done
    echo "$root/work/out/${golden//\//_}"
}
while read -r golden _; do
    drawn=$(drawn_path "$golden")
    compared+=("$golden")
    cmp -s "$drawn" "$golden" || mismatched+=("$golden")
done < <(cat "$plan" "$work/batch-plan.txt")
if [ ${#mismatched[@]} -gt 0 ]; then
    for golden in "${mismatched[@]}"; do
        drawn=$(drawn_path "$golden")
        echo "  $golden: $("$bundle/bin/boxrender" diff "$golden" "$drawn" --threshold 0 2>&1 || true)" >&2
    done
    fail "${#mismatched[@]} of ${#compared[@]} pictures drawn in the $release root are not the bytes of their goldens"
fi
# Every golden picture of a fixture is among them (the vector goldens are
# rsvg-convert's and pdftocairo's pictures; failure-example.png is a report's).
missing=$(find snapshots -name '*.png' ! -path 'snapshots/vector/*' ! -name failure-example.png | sort |
    comm -23 - <(printf '%s\n' "${compared[@]}" | sort))
[ -z "$missing" ] || fail "goldens this check does not draw (add them to its plan):
$missing"
echo "check-bundle: ${#compared[@]} goldens drawn in the $release root, every one the same bytes"

# 4. The .deb, installed in the root.
step=$SECONDS
cp "$deb" "$root/tmp/boxrender.deb"
in_root dpkg -i /tmp/boxrender.deb >"$work/dpkg.txt" 2>&1 || {
    cat "$work/dpkg.txt" >&2
    fail "dpkg -i of the .deb failed in the $release root"
}
in_root /usr/bin/boxrender --version >"$work/version-deb.txt"
grep -q -x "bundle: /opt/boxrender" "$work/version-deb.txt" || fail "/usr/bin/boxrender does not run from /opt/boxrender:
$(cat "$work/version-deb.txt")"
diff <(grep -v '^bundle:' "$work/version-here.txt") <(grep -v '^bundle:' "$work/version-deb.txt") >&2 ||
    fail "the installed package's --version differs from the bundle's"
in_root /usr/bin/boxrender /work/Fixtures/render/scripts.json -o /work/out/deb-scripts.png
cmp "$root/work/out/deb-scripts.png" snapshots/scripts.png
in_root dpkg -r boxrender >"$work/dpkg.txt" 2>&1 || {
    cat "$work/dpkg.txt" >&2
    fail "dpkg -r boxrender failed"
}
if [ -e "$root/opt/boxrender" ] || [ -e "$root/usr/bin/boxrender" ]; then
    fail "dpkg -r left /opt/boxrender or /usr/bin/boxrender"
fi
timed ".deb installed, run, removed" "$((SECONDS - step)) s"
echo "check-bundle: the .deb installs in the $release root with dpkg -i, runs from /opt/boxrender, draws scripts.png, and is removed"

timed "check-bundle in all" "$((SECONDS - started)) s"
echo "check-bundle: bundle $(du -h "$tarball" | cut -f1) ($(du -sh "$bundle" | cut -f1) unpacked), .deb $(du -h "$deb" | cut -f1)"
printf '  %s\n' "${timings[@]}"
echo "check-bundle: passed"
