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
# The screen-reader test reads the real window over AT-SPI as Orca does: AT-SPI's bus and registry, a D-Bus session
# of its own (dbus-run-session), and pyatspi in the system's python3 (tests/realwindow/test_screen_reader.py).
ATSPI_TEST_PACKAGES="at-spi2-core python3-pyatspi dbus dbus-x11"

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

# apt-get, once no other package manager holds its locks: wait_for_apt.sh waits up to 5 minutes, saying once what
# it waits for, then names the process that holds them. apt-get itself waits a minute more for dpkg's lock, in case
# another one takes it in between.
apt_get() {
    sh "$here/packaging/wait_for_apt.sh" "${SHTOSS_APT_WAIT:-300}" || exit 1
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=60 "$@"
}

ensure_packages() {
    missing=$(missing_packages "$@")
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing Debian packages: $missing"
        apt_get update -qq
        # shellcheck disable=SC2086
        apt_get install -y -qq --no-install-recommends $missing >/dev/null
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
# The build backend compiles the translations with PySide6's lrelease: PySide6-Essentials and setuptools go into
# the venv first and the project is built there (--no-build-isolation), so that PySide6 is fetched once, not a
# second time into an isolated build environment.
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
        stage python-packages "Installing Python packages: the game's (PySide6, about 80 MB to download) and the \
development tools (pytest, mypy, ruff, PyInstaller, …; about 130 MB more)"
        target=".[dev]"
    else
        stage python-packages "Installing Python packages: the game's (PySide6, about 80 MB to download)"
        target="."
    fi
    # -qq: errors only (setuptools announces every editable install with a warning that asks nothing of anyone).
    "$venv/bin/python" -m pip install -qq --disable-pip-version-check --upgrade pip
    # shellcheck disable=SC2046
    "$venv/bin/python" -m pip install -qq --disable-pip-version-check $(build_requirements)
    "$venv/bin/python" -m pip install -qq --disable-pip-version-check --no-build-isolation -e "$target"
    rm -f "$venv"/.installed-*
    touch "$venv/.installed-$want-$sum"
    stage_done
}

# What building the project needs (pyproject.toml's [build-system] requires, and the PySide6-Essentials of its
# dependencies, whose lrelease the build backend runs), one a line.
build_requirements() {
    "$venv/bin/python" - <<'PYTHON'
import re, tomllib
with open("pyproject.toml", "rb") as file:
    project = tomllib.load(file)
qt = [d for d in project["project"]["dependencies"] if re.match(r"pyside6[-_.]essentials\b", d, re.IGNORECASE)]
print("\n".join(project["build-system"]["requires"] + qt))
PYTHON
}

translations() {
    "$venv/bin/python" -m shtoss_desktop.ui.i18n_build
}

# ----- stages: what the script is doing, how long it is expected to take, how long it took -----
# The expected time is the one the stage took the last time here ($venv/.stage-seconds), else the one measured on
# the project's 2-core development machine (a fresh clone, 2026-12-01, while other test runs loaded it to 3–4.5).
default_seconds() {
    case "$1" in
        python-packages) echo 30 ;;
        ruff) echo 1 ;;
        mypy) echo 15 ;;
        import-linter) echo 1 ;;
        pytest-offscreen) echo 480 ;;
        pytest-x11) echo 490 ;;
        *) echo 0 ;;
    esac
}

expected_seconds() {
    last=$(sed -n "s/^$1 //p" "$venv/.stage-seconds" 2>/dev/null | tail -n 1)
    echo "${last:-$(default_seconds "$1")}"
}

minutes() {  # minutes SECONDS: "45 s", "3 min", "3 min 5 s"
    if [ "$1" -lt 60 ]; then
        echo "$1 s"
    elif [ $(($1 % 60)) = 0 ]; then
        echo "$(($1 / 60)) min"
    else
        echo "$(($1 / 60)) min $(($1 % 60)) s"
    fi
}

summary=
stage() {  # stage KEY TEXT: say what starts and how long it should take; its clock starts
    stage_key=$1
    stage_started=$(date +%s)
    echo "== $2 (about $(minutes "$(expected_seconds "$1")")) …"
}

stage_done() {  # stage_done [STATUS]: how long the stage took (remembered for next time)
    took=$(($(date +%s) - stage_started))
    verdict=${1:-0}
    [ "$verdict" = 0 ] && verdict=ok || verdict="failed ($verdict)"
    echo "   $stage_key: $verdict in $(minutes "$took")"
    summary="$summary$(printf '%-18s %-12s %s' "$stage_key" "$(minutes "$took")" "$verdict")
"
    if [ -d "$venv" ]; then
        { grep -v "^$stage_key " "$venv/.stage-seconds" 2>/dev/null || true; echo "$stage_key $took"; } >"$venv/.stage-seconds.new"
        mv "$venv/.stage-seconds.new" "$venv/.stage-seconds"
    fi
}

# check KEY TEXT COMMAND...: run one check as a stage; its status is kept in $status.
check() {
    key=$1
    text=$2
    shift 2
    stage "$key" "$text"
    result=0
    "$@" || result=$?
    stage_done "$result"
    [ "$result" = 0 ] || status=$result
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
        test_started=$(date +%s)
        # The frozen build bundles the X11 platform plugin's libraries only if they are installed.
        ensure_packages $QT_PACKAGES $X11_PACKAGES $TEST_PACKAGES $X11_TEST_PACKAGES $ATSPI_TEST_PACKAGES
        offer_packages $DECK_PACKAGES
        ensure_venv
        translations
        export QT_QPA_PLATFORM=offscreen
        if [ $# -gt 0 ]; then
            echo "== pytest $*"
            "$venv/bin/python" -m pytest -q "$@"
            exit
        fi
        workers=$("$venv/bin/python" -c 'import os; print(len(os.sched_getaffinity(0)))')
        total=0
        for key in ruff mypy import-linter pytest-offscreen pytest-x11; do
            total=$((total + $(expected_seconds $key)))
        done
        echo "Every check and test: about $(minutes "$total") here ($workers cores): ruff, mypy, import-linter, then"
        echo "pytest offscreen and in a real X11 window."
        status=0
        check ruff "ruff: lint and import order of every Python file" "$venv/bin/ruff" check .
        check mypy "mypy --strict: types of the whole package" "$venv/bin/mypy"
        check import-linter "import-linter: the layer contracts" "$venv/bin/lint-imports"
        # Offscreen in $workers processes (pytest-xdist); the tests that share a build or need the machine to
        # themselves (the frozen build and its .deb and install, the wheel, the kill-and-resume test) are each
        # one xdist_group, run in one process after another (--dist loadgroup). A worker that crashes ends the run
        # at once (--max-worker-restart=0): under loadgroup, xdist 3.8 can wait for ever on the worker it starts in
        # a crashed one's place (pytest-xdist issues 1323 and 1378), which is how a crash once became a CI timeout.
        # Each pytest stage also has a hard limit (timeout), far above its usual time, so a hang fails with its
        # stage named instead of running out the CI's clock; pyproject's faulthandler_timeout prints the stacks of
        # a test that hangs.
        check pytest-offscreen "pytest offscreen: every test but the real-window ones, in $workers processes \
(the frozen build, .deb, wheel and kill-and-resume tests among them)" \
            timeout --kill-after=30 2400 \
            "$venv/bin/python" -m pytest -q -n "$workers" --dist loadgroup --max-worker-restart=0 \
            --ignore=tests/realwindow
        # The same Qt tests again in a real X11 window (Xvfb with openbox, the xcb platform), and the tests
        # that play whole sessions there, each in a process of its own (tests/realwindow).
        check pytest-x11 "pytest in a real X11 window (Xvfb, openbox, xcb): tests/ui, and tests/realwindow \
playing whole sessions on their timers" \
            timeout --kill-after=30 2700 \
            "$venv/bin/python" -m tests.realwindow.xserver \
            "$venv/bin/python" -m pytest -q -p no:cacheprovider tests/realwindow tests/ui
        echo "== summary"
        printf '%s' "$summary"
        echo "total              $(minutes $(($(date +%s) - test_started)))"
        exit $status
        ;;
    *)
        echo "usage: sh packaging/dev.sh run|test [options]" >&2
        exit 2
        ;;
esac
