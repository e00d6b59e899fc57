#!/usr/bin/env bash
# Makes sure the Python packages given (name==version) are importable by python3.
# As root it installs what is missing with pip; otherwise it prints the exact command and stops.
set -euo pipefail

missing=()
for requirement in "$@"; do
    name="${requirement%%==*}"
    wanted="${requirement#*==}"
    installed="$(python3 -m pip show "$name" 2>/dev/null | sed -n 's/^Version: //p' || true)"
    if [ "$installed" != "$wanted" ]; then
        missing+=("$requirement")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    if ! python3 -m pip --version >/dev/null 2>&1; then
        scripts/ensure-system-packages.sh python3-pip
    fi
    echo "Installing Python packages: ${missing[*]}"
    # Debian's own python3 refuses pip outside a virtual environment unless told (PEP 668).
    PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install --quiet --disable-pip-version-check "${missing[@]}"
else
    echo "OpenStoryboard's browser test needs these Python packages: ${missing[*]}" >&2
    echo "Install them with:" >&2
    echo "    python3 -m pip install ${missing[*]}" >&2
    echo "then run the command again (or set OPENSTORYBOARD_SKIP_BROWSER=1 to skip the browser test)." >&2
    exit 1
fi
