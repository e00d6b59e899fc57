#!/usr/bin/env bash
# Makes sure the Debian packages OpenStoryboard builds against are installed.
# As root it installs what is missing with apt-get; otherwise it prints the exact command and stops.
set -euo pipefail

missing=()
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    echo "Installing system packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
    echo "OpenStoryboard needs these system packages: ${missing[*]}" >&2
    echo "Install them with:" >&2
    echo "    sudo apt-get install -y ${missing[*]}" >&2
    echo "then run the command again." >&2
    exit 1
fi
