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
# The card decks the game offers beside its own (AisleRiot's, read where they lie; the Russian "Атласные" deck
# is the default where it is installed). Not needed to play: installed where packages can be installed.
DECK_PACKAGES="gnome-cards-data"
# Checks of the desktop entry and the AppStream file, and building the .deb.
TEST_PACKAGES="desktop-file-utils appstream dpkg-dev binutils lintian"
# The tests that play a real window: an X server, a window manager, and xdotool to resize through it.
X11_TEST_PACKAGES="xvfb xauth openbox xdotool"

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

# offer_packages: packages the game is better with but runs without: installed as root, otherwise named once.
offer_packages() {
    missing=$(missing_packages "$@")
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        ensure_packages "$@"
    else
        echo "More card decks to choose from (optional): sudo apt-get install $missing" >&2
    fi
}

# ensure_venv [runtime|dev]: .venv with what the game needs to run (runtime: `pip install -e .`), or with the
# development tools too (dev, the default: `pip install -e .[dev]`). A stamp names what was installed for this
# pyproject.toml: a dev install serves `run` as it is, and `test` completes a venv that `run` made.
ensure_venv() {
    want=${1:-dev}
    if [ ! -x "$venv/bin/python" ]; then
        echo "Creating the virtual environment in .venv …"
        if ! python3 -m venv "$venv" 2>/dev/null; then
            rm -rf "$venv"
            ensure_packages python3-venv
            python3 -m venv "$venv"
        fi
    fi
    sum=$(cksum pyproject.toml | cut -d' ' -f1)
    [ -f "$venv/.installed-dev-$sum" ] && return 0
    [ "$want" = runtime ] && [ -f "$venv/.installed-runtime-$sum" ] && return 0
    if [ "$want" = dev ]; then
        echo "Installing Python packages (the game's and the development tools) …"
        target=".[dev]"
    else
        echo "Installing Python packages …"
        target="."
    fi
    # -qq: errors only (setuptools announces every editable install with a warning that asks nothing of anyone).
    "$venv/bin/python" -m pip install -qq --disable-pip-version-check --upgrade pip
    "$venv/bin/python" -m pip install -qq --disable-pip-version-check -e "$target"
    rm -f "$venv"/.installed-*
    touch "$venv/.installed-$want-$sum"
}

translations() {
    "$venv/bin/python" -m shtoss_desktop.ui.i18n_build
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
case "$cmd" in
    run)
        ensure_packages $QT_PACKAGES
        offer_packages $DECK_PACKAGES
        [ -z "${QT_QPA_PLATFORM:-}" ] && [ -n "${DISPLAY:-}" ] && ensure_packages $X11_PACKAGES
        ensure_venv runtime
        translations
        exec "$venv/bin/python" -m shtoss_desktop "$@"
        ;;
    test)
        # The frozen build bundles the X11 platform plugin's libraries only if they are installed.
        ensure_packages $QT_PACKAGES $X11_PACKAGES $TEST_PACKAGES $X11_TEST_PACKAGES
        offer_packages $DECK_PACKAGES
        ensure_venv
        translations
        export QT_QPA_PLATFORM=offscreen
        echo "== ruff"
        "$venv/bin/ruff" check .
        echo "== mypy --strict (the whole package)"
        "$venv/bin/mypy"
        echo "== import-linter"
        "$venv/bin/lint-imports"
        if [ $# -gt 0 ]; then
            echo "== pytest $*"
            "$venv/bin/python" -m pytest -q "$@"
            exit
        fi
        status=0
        echo "== pytest (offscreen)"
        "$venv/bin/python" -m pytest -q --ignore=tests/realwindow || status=$?
        # The same Qt tests again in a real X11 window (Xvfb with openbox, the xcb platform), and the tests
        # that play whole sessions there, each in a process of its own (tests/realwindow).
        echo "== pytest (a real X11 window: Xvfb, openbox, xcb)"
        "$venv/bin/python" -m tests.realwindow.xserver \
            "$venv/bin/python" -m pytest -q -p no:cacheprovider tests/realwindow tests/ui || status=$?
        exit $status
        ;;
    *)
        echo "usage: sh packaging/dev.sh run|test [options]" >&2
        exit 2
        ;;
esac
