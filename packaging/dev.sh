#!/bin/sh
# One entry point for a fresh machine: installs what the game needs, then runs the game or the tests.
#   sh packaging/dev.sh run [game options]    install (if needed) and launch the game
#   sh packaging/dev.sh test                  install (if needed) and run every check and test
# As root it installs missing Debian packages with apt-get; otherwise it names them and stops.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
venv="$here/.venv"

# Qt's run-time libraries on a bare Debian, and the fonts a frozen build needs for text.
QT_PACKAGES="libgl1 libegl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 libx11-6 fontconfig-config fonts-dejavu-core"
# A real window (not offscreen) needs the X11 platform plugin's libraries.
X11_PACKAGES="libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0"
# Checks of the desktop entry and the AppStream file, and building the .deb.
TEST_PACKAGES="desktop-file-utils appstream dpkg-dev binutils"

missing_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    for p in "$@"; do
        status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
        case "$status" in
            *"install ok installed"*) ;;
            *) printf '%s ' "$p" ;;
        esac
    done
}

ensure_packages() {
    missing=$(missing_packages "$@")
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing Debian packages: $missing"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        # shellcheck disable=SC2086
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
    else
        echo "Shtoss Desktop needs these Debian packages, which are not installed:" >&2
        echo "    sudo apt-get install $missing" >&2
        exit 1
    fi
}

ensure_venv() {
    if [ ! -x "$venv/bin/python" ]; then
        if ! python3 -m venv "$venv" 2>/dev/null; then
            rm -rf "$venv"
            ensure_packages python3-venv
            python3 -m venv "$venv"
        fi
    fi
    stamp="$venv/.installed-$(cksum pyproject.toml | cut -d' ' -f1)"
    if [ ! -f "$stamp" ]; then
        "$venv/bin/python" -m pip install -q --upgrade pip
        "$venv/bin/python" -m pip install -q -e ".[dev]"
        rm -f "$venv"/.installed-*
        touch "$stamp"
    fi
}

translations() {
    "$venv/bin/python" -m shtoss_desktop.ui.i18n_build
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
case "$cmd" in
    run)
        ensure_packages $QT_PACKAGES
        [ -z "${QT_QPA_PLATFORM:-}" ] && [ -n "${DISPLAY:-}" ] && ensure_packages $X11_PACKAGES
        ensure_venv
        translations
        exec "$venv/bin/python" -m shtoss_desktop "$@"
        ;;
    test)
        # The frozen build bundles the X11 platform plugin's libraries only if they are installed.
        ensure_packages $QT_PACKAGES $X11_PACKAGES $TEST_PACKAGES
        ensure_venv
        translations
        export QT_QPA_PLATFORM=offscreen
        echo "== ruff"
        "$venv/bin/ruff" check .
        echo "== mypy --strict (core)"
        "$venv/bin/mypy"
        echo "== import-linter"
        "$venv/bin/lint-imports"
        echo "== pytest"
        "$venv/bin/python" -m pytest -q "$@"
        ;;
    *)
        echo "usage: sh packaging/dev.sh run|test [options]" >&2
        exit 2
        ;;
esac
