#!/bin/sh
# Build the frozen game from a checkout with PyInstaller.
#   sh packaging/build.sh                 windowed onedir application in dist/shtoss-desktop/
#   sh packaging/build.sh --onefile       one executable in dist/onefile/shtoss-desktop
# Options: --distpath DIR and --workpath DIR put the result and PyInstaller's work files elsewhere.
# Uses the project's virtual environment (.venv, made by `sh packaging/dev.sh test`), or $PYTHON if set.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-$root/.venv/bin/python}
# Git Bash on Windows: the virtual environment keeps its interpreter in Scripts\.
[ -n "${PYTHON:-}" ] || [ -x "$python" ] || [ ! -x "$root/.venv/Scripts/python.exe" ] || python=$root/.venv/Scripts/python.exe
mode=onedir
distpath=
workpath=

while [ $# -gt 0 ]; do
    case "$1" in
        --onefile) mode=onefile ;;
        --onedir) mode=onedir ;;
        --distpath) distpath=$2; shift ;;
        --workpath) workpath=$2; shift ;;
        -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done

if [ "$mode" = onefile ]; then
    distpath=${distpath:-$root/dist/onefile}
    workpath=${workpath:-$root/build/onefile}
    spec_options="--onefile"
else
    distpath=${distpath:-$root/dist}
    workpath=${workpath:-$root/build/onedir}
    spec_options=""
fi

if ! "$python" -c "import PyInstaller" 2>/dev/null; then
    echo "build.sh: PyInstaller is not installed for $python (run: sh packaging/dev.sh test, or pip install -e '.[dev]')" >&2
    exit 1
fi

cd "$root"
# The spec compiles the translations where they are stale and bundles the resources as a wheel carries them.
echo "== PyInstaller ($mode) -> $distpath"
# shellcheck disable=SC2086
"$python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$distpath" --workpath "$workpath" \
    "$root/packaging/shtoss-desktop.spec" -- $spec_options
echo "== built $distpath/shtoss-desktop"
