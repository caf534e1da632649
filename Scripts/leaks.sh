#!/usr/bin/env bash
# Renders a spec (default: the README's first showcase) COUNT times in one
# process under valgrind's memcheck and reports the bytes definitely lost.
# Fontconfig, Pango and GLib keep process-wide caches for the process's life;
# those show as "still reachable", not as lost, and are not leaks.
#
#   Scripts/leaks.sh [SPEC] [COUNT]        defaults: Fixtures/showcase/first-table.json 200
set -euo pipefail

cd "$(dirname "$0")/.."
spec=${1:-Fixtures/showcase/first-table.json}
count=${2:-200}
scratch=.build-leaks
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

swift build -c release --scratch-path "$scratch" --product RenderLoop -Xswiftc -g
log=$scratch/valgrind.log
valgrind --tool=memcheck --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=9 \
    --log-file="$log" "$scratch/release/RenderLoop" "$spec" "$count" || status=$?
grep -E "definitely lost|indirectly lost|possibly lost|ERROR SUMMARY" "$log" | sed 's/^==[0-9]*== */  /'
if [ "${status:-0}" -ne 0 ]; then
    echo "leaks or memory errors found; see $log" >&2
    exit 1
fi
echo "no definite leaks in $count renders of $spec"
