#!/usr/bin/env bash
# Checks `boxrender schema` with a real JSON Schema validator (Python's
# jsonschema, Draft 2020-12, format checking off), by Scripts/check_schema.py:
#   - the schema passes Draft202012Validator.check_schema;
#   - every spec in Fixtures/ (recursively; .json, .yaml, .yml) outside
#     Fixtures/invalid validates;
#   - every spec Fixtures/invalid/schema-level.txt lists exists and fails
#     validation, and every other invalid spec that parses validates (a
#     mistake the schema catches must be listed).
# `boxrender schema` must print the same bytes twice, and `-o FILE` must
# write what it prints. Installs python3-jsonschema and python3-yaml (Debian,
# as root or through sudo) when missing; elsewhere, pip installs jsonschema
# and PyYAML into a virtual environment under /tmp.
# Usage: Scripts/check-schema.sh
set -euo pipefail
cd "$(dirname "$0")/.."

python=/usr/bin/python3
[ -x "$python" ] || python="$(command -v python3)"
if ! "$python" -c 'import jsonschema, yaml; jsonschema.Draft202012Validator' 2>/dev/null; then
    if command -v apt-get >/dev/null && command -v dpkg-query >/dev/null && [ "$python" = /usr/bin/python3 ]; then
        sudo=()
        [ "$(id -u)" -eq 0 ] || sudo=(sudo)
        echo "Installing: python3-jsonschema python3-yaml" >&2
        "${sudo[@]}" apt-get update -qq
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            python3-jsonschema python3-yaml >&2
    else
        venv=/tmp/boxrender-check-schema-venv
        [ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
        "$venv/bin/python" -m pip install --quiet --disable-pip-version-check 'jsonschema>=4.0' PyYAML >&2
        python="$venv/bin/python"
    fi
fi

swift build --product boxrender >&2
boxrender="$(swift build --show-bin-path)/boxrender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$boxrender" schema >"$work/printed.json"
"$boxrender" schema >"$work/again.json"
cmp "$work/printed.json" "$work/again.json"
"$boxrender" schema -o "$work/boxrender.schema.json"
cmp "$work/printed.json" "$work/boxrender.schema.json"
echo "boxrender schema prints the same bytes every time, and -o writes them"

"$python" Scripts/check_schema.py "$work/boxrender.schema.json" Fixtures Fixtures/invalid/schema-level.txt
echo "check-schema: passed"
