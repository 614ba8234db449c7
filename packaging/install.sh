#!/bin/sh
# Install the frozen game (the onedir build), its desktop entry, AppStream file and icons on Linux.
#   sh packaging/install.sh                  per user into ~/.local, or system-wide into /usr/local as root
#   sh packaging/install.sh --uninstall      remove exactly what the install put in place
# Options:
#   --user | --system    choose the scope (default: --system as root, --user otherwise)
#   --prefix DIR         install under DIR instead (DIR/bin, DIR/lib, DIR/share), e.g. for tests or packaging
#   --from DIR           the onedir build to install (default: dist/shtoss-desktop of this checkout)
# The install writes a manifest (PREFIX/share/shtoss-desktop/install-manifest.txt) of every file and every
# folder it created; the uninstall removes those and nothing else. Installing again replaces the earlier install.
# With no manifest at the scope's prefix the uninstall removes nothing and says where an install may be: as root,
# the per-user install of the user who ran sudo (or root's own); as a user, the system-wide one.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
# shellcheck source-path=SCRIPTDIR source=app-info.sh
. "$here/app-info.sh"

action=install
scope=
prefix=
from=$root/dist/$APP_NAME

usage() {
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
}

while [ $# -gt 0 ]; do
    case "$1" in
        --uninstall) action=uninstall ;;
        --user) scope=user ;;
        --system) scope=system ;;
        --prefix) [ $# -ge 2 ] || { usage >&2; exit 2; }; prefix=$2; shift ;;
        --from) [ $# -ge 2 ] || { usage >&2; exit 2; }; from=$2; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
    shift
done

if [ -z "$scope" ]; then
    if [ "$(id -u)" = 0 ]; then scope=system; else scope=user; fi
fi
if [ -z "$prefix" ]; then
    if [ "$scope" = system ]; then
        [ "$(id -u)" = 0 ] || { echo "install.sh: a system-wide install needs root (or use --user)" >&2; exit 1; }
        prefix=/usr/local
    else
        prefix=${HOME:?}/.local
    fi
    explicit_prefix=no
else
    explicit_prefix=yes
fi
case "$prefix" in
    /*) ;;
    *) prefix=$(pwd)/$prefix ;;
esac

bindir=$prefix/bin
appdir=$prefix/lib/$APP_NAME
sharedir=$prefix/share
applications=$sharedir/applications
hicolor=$sharedir/icons/hicolor
metainfo=$sharedir/metainfo
statedir=$sharedir/$APP_NAME
manifest=$statedir/install-manifest.txt

# Refresh the caches the desktop reads, only where such a cache already exists: an install never leaves a new
# cache file behind, and desktops watch the folders themselves when there is none.
refresh_caches() {
    if [ -f "$applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$applications" || true
    fi
    if [ -f "$hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$hicolor" || true
    fi
    if [ "$explicit_prefix" = no ] && command -v xdg-desktop-menu >/dev/null 2>&1; then
        xdg-desktop-menu forceupdate --mode "$scope" >/dev/null 2>&1 || true
    fi
}

# The manifest a per-user install (--user, the default for a user who is not root) leaves in the home folder $1.
user_manifest() {
    printf '%s/.local/share/%s/install-manifest.txt' "$1" "$APP_NAME"
}

# The home folder of the user named $1 (from the user database), or nothing.
home_of() {
    getent passwd "$1" 2>/dev/null | cut -d: -f6
}

# Nothing is installed at the default prefix of this scope: say where an install may be instead, and the command
# that removes it. As root: the per-user install of the user who ran sudo (SUDO_USER) and root's own; as a user:
# the system-wide one.
other_installs() {
    again="sh $0 --uninstall"
    if [ "$scope" = system ]; then
        found=no
        if [ -n "${SUDO_USER:-}" ] && [ "$SUDO_USER" != root ]; then
            home=$(home_of "$SUDO_USER")
            if [ -n "$home" ] && [ -f "$(user_manifest "$home")" ]; then
                echo "install.sh: $SUDO_USER (who ran sudo) has a per-user install in $home/.local;" >&2
                echo "    remove it as $SUDO_USER with: $again   (or as root: $again --prefix $home/.local)" >&2
                found=yes
            fi
        fi
        if [ -f "$(user_manifest "${HOME:-/root}")" ]; then
            echo "install.sh: root has a per-user install in ${HOME:-/root}/.local; remove it with: $again --user" >&2
            found=yes
        fi
        if [ "$found" = no ]; then
            echo "install.sh: it may have been installed per user (--user, the default when not run as root), in" >&2
            echo "    that user's ~/.local: remove it as that user with: $again" >&2
        fi
    elif [ -f "/usr/local/share/$APP_NAME/install-manifest.txt" ]; then
        echo "install.sh: it is installed system-wide in /usr/local; remove it as root with: sudo $again" >&2
    else
        echo "install.sh: if it was installed system-wide (as root, in /usr/local), remove it as root with:" >&2
        echo "    sudo $again" >&2
    fi
}

uninstall() {
    if [ ! -f "$manifest" ]; then
        echo "install.sh: nothing to uninstall: no manifest at $manifest" >&2
        [ "$explicit_prefix" = yes ] || other_installs
        return 1
    fi
    entries=$(cat "$manifest")
    rm -f "$manifest"
    # Files and links first, in any order; then the folders the install created, deepest first.
    printf '%s\n' "$entries" | while IFS= read -r line; do
        case "$line" in
            "f "*) rm -f "${line#f }" ;;
        esac
    done
    printf '%s\n' "$entries" | sed -n 's/^d //p' | sort -r | while IFS= read -r dir; do
        [ -d "$dir" ] || continue
        rmdir "$dir" 2>/dev/null || echo "install.sh: kept $dir: it holds files the install did not put there" >&2
    done
    refresh_caches
    echo "Uninstalled $APP_NAME from $prefix"
}

record() {
    printf '%s %s\n' "$1" "$2" >>"$manifest"
}

# The folders missing on the way to $1, one a line, from $1 upwards.
missing_dirs() {
    dir=$1
    while [ ! -d "$dir" ]; do
        printf '%s\n' "$dir"
        dir=$(dirname "$dir")
    done
}

# Create a folder and its missing parents, recording each one created.
make_dir() {
    new_dirs=$(missing_dirs "$1")
    [ -n "$new_dirs" ] || return 0
    mkdir -p "$1"
    printf '%s\n' "$new_dirs" | sort | while IFS= read -r dir; do
        record d "$dir"
    done
}

install_file() {  # install_file SOURCE TARGET MODE
    make_dir "$(dirname "$2")"
    cp "$1" "$2"
    chmod "$3" "$2"
    record f "$2"
}

# The launcher as the desktop entry's Exec key writes it (quoted if it has spaces).
exec_path() {
    case "$bindir" in
        *[\"\`\$\\%\|\&]*)
            echo "install.sh: the prefix $prefix has characters this script does not put in a desktop entry" >&2
            return 1 ;;
        *" "*) printf '"%s/%s"' "$bindir" "$APP_NAME" ;;
        *) printf '%s/%s' "$bindir" "$APP_NAME" ;;
    esac
}

install() {
    if [ ! -x "$from/$APP_NAME" ] || [ ! -d "$from/_internal" ]; then
        echo "install.sh: no onedir build at $from (build it with: sh packaging/build.sh)" >&2
        exit 1
    fi
    exec_line=$(exec_path)
    if [ -f "$manifest" ]; then
        echo "Replacing the earlier install in $prefix"
        uninstall >/dev/null
    fi
    if [ -e "$appdir" ] || [ -e "$bindir/$APP_NAME" ] || [ -L "$bindir/$APP_NAME" ]; then
        echo "install.sh: $appdir or $bindir/$APP_NAME exists but was not installed by this script; remove it first" >&2
        exit 1
    fi

    # The manifest goes first, so that every folder created from here on is recorded in it.
    state_dirs=$(missing_dirs "$statedir")
    mkdir -p "$statedir"
    : >"$manifest"
    if [ -n "$state_dirs" ]; then
        printf '%s\n' "$state_dirs" | sort | while IFS= read -r dir; do
            record d "$dir"
        done
    fi

    # The application folder, file by file.
    make_dir "$appdir"
    (cd "$from" && find . -type d) | while IFS= read -r dir; do
        [ "$dir" = . ] && continue
        mkdir "$appdir/${dir#./}"
        record d "$appdir/${dir#./}"
    done
    (cd "$from" && find . ! -type d) | while IFS= read -r file; do
        cp -P -p "$from/${file#./}" "$appdir/${file#./}"
        record f "$appdir/${file#./}"
    done

    make_dir "$bindir"
    ln -s "../lib/$APP_NAME/$APP_NAME" "$bindir/$APP_NAME"
    record f "$bindir/$APP_NAME"

    make_dir "$applications"
    desktop=$applications/$APP_ID.desktop
    sed "s|^Exec=.*|Exec=$exec_line|" "$root/resources/desktop/$APP_ID.desktop" >"$desktop"
    chmod 644 "$desktop"
    record f "$desktop"

    install_file "$root/resources/desktop/$APP_ID.metainfo.xml" "$metainfo/$APP_ID.metainfo.xml" 644
    for size in $APP_ICON_SIZES; do
        install_file "$root/resources/icons/png/$APP_NAME-$size.png" "$hicolor/${size}x$size/apps/$APP_ID.png" 644
    done
    install_file "$root/resources/icons/$APP_NAME.svg" "$hicolor/scalable/apps/$APP_ID.svg" 644

    refresh_caches
    echo "Installed $APP_NAME in $prefix (run $bindir/$APP_NAME; uninstall with: sh packaging/install.sh --uninstall$( [ "$explicit_prefix" = yes ] && printf ' --prefix %s' "$prefix"))"
}

"$action"
