#!/bin/sh
# Build a Debian package of the frozen game with dpkg-deb.
#   sh packaging/build_deb.sh [--from DIR] [--output DIR] [--compression xz|gzip|none]
# --from: the onedir build (default dist/shtoss-desktop; build it with sh packaging/build.sh)
# --output: where the .deb goes (default dist/); --compression: of the package data (default xz, the smallest)
# The package puts the frozen game in /usr/lib/shtoss-desktop (FHS 4.6: a program may keep its private files, as
# a frozen bundle's Python, Qt and libraries are, in one folder under /usr/lib; /opt is for add-on software outside
# the distribution: FHS 3.13, policy 9.1.1, lintian's dir-or-file-in-opt) with a relative launcher link
# /usr/games/shtoss-desktop (policy 11.11: a game's programs go in /usr/games, which is on every user's PATH), the
# desktop entry in /usr/share/applications, the icons in /usr/share/icons/hicolor, the AppStream file in
# /usr/share/metainfo, and the copyright (the MIT licence of LICENSE), changelog and manual page in /usr/share. The
# desktop database and icon cache are refreshed by dpkg triggers of desktop-file-utils and the icon theme, so the
# package needs no maintainer scripts and removes cleanly.
#
# lintian finds no error or warning but these, each inherent to a self-contained PyInstaller bundle, whose embedded
# libraries were built elsewhere (docs/packaging.md gives the counts and the informational tags;
# tests/packaging/test_debian_package.py fails on any other error or warning):
#   embedded-library (E)                 zlib, libpng, freetype, expat and bzip2 are bundled by PyInstaller
#                                        with the Qt and Python libraries that need them (expat also linked
#                                        statically into Python's pyexpat module), so the bundle runs as built.
#   library-not-linked-against-libc (E)  Python's _statistics extension module, as built by the Python that
#                                        is frozen, needs nothing from libc.
#   shared-library-lacks-prerequisites (W)  the same for a few other extension modules, ICU's data-only
#                                        library and libX11-xcb: they are loaded into a process that has libc.
#   hardening-no-pie (W)                 PyInstaller's prebuilt bootloader (the /usr/lib/shtoss-desktop/
#                                        shtoss-desktop executable) is not position-independent.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
# shellcheck source-path=SCRIPTDIR source=app-info.sh
. "$here/app-info.sh"

from=$root/dist/$APP_NAME
output=$root/dist
compression=xz

while [ $# -gt 0 ]; do
    case "$1" in
        --from) from=$2; shift ;;
        --output) output=$2; shift ;;
        --compression) compression=$2; shift ;;
        -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
        *) echo "build_deb.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done

if [ ! -x "$from/$APP_NAME" ] || [ ! -d "$from/_internal" ]; then
    echo "build_deb.sh: no onedir build at $from (build it with: sh packaging/build.sh)" >&2
    exit 1
fi
command -v dpkg-deb >/dev/null 2>&1 || { echo "build_deb.sh: dpkg-deb is missing (apt-get install dpkg)" >&2; exit 1; }

version=$(app_version "$root")
arch=$(dpkg --print-architecture)
mkdir -p "$output"
output=$(cd "$output" && pwd)
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT INT TERM
pkg=$staging/pkg

mkdir -p "$pkg/DEBIAN" "$pkg/usr/lib" "$pkg/usr/games" "$pkg/usr/share/applications" "$pkg/usr/share/metainfo" \
    "$pkg/usr/share/doc/$APP_NAME" "$pkg/usr/share/man/man6"
cp -R -P "$from" "$pkg/usr/lib/$APP_NAME"
# Debian packages the table's period face (Old Standard TT, the same OFL files) as fonts-oldstandard: the package
# depends on it and uses that copy (ui/table/fonts.py finds the installed family when its own files are absent) instead
# of a second one (lintian: duplicate-font-file). A Depends, not a Recommends: installed without recommends, the
# table would lose its face. The frozen build and the wheel, which have no such package, carry the faces and OFL.txt
# (shtoss_desktop/_resources/fonts).
rm -rf "$pkg/usr/lib/$APP_NAME/_internal/shtoss_desktop/_resources/fonts"
# Relative: both ends are in /usr (policy 10.5).
ln -s "../lib/$APP_NAME/$APP_NAME" "$pkg/usr/games/$APP_NAME"
cp "$root/resources/desktop/$APP_ID.desktop" "$pkg/usr/share/applications/"
cp "$root/resources/desktop/$APP_ID.metainfo.xml" "$pkg/usr/share/metainfo/"
for size in $APP_ICON_SIZES; do
    mkdir -p "$pkg/usr/share/icons/hicolor/${size}x$size/apps"
    cp "$root/resources/icons/png/$APP_NAME-$size.png" "$pkg/usr/share/icons/hicolor/${size}x$size/apps/$APP_ID.png"
done
mkdir -p "$pkg/usr/share/icons/hicolor/scalable/apps"
cp "$root/resources/icons/$APP_NAME.svg" "$pkg/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
# The machine-readable copyright format (DEP-5; the last paragraph matching a file applies). Debian calls the MIT
# licence "Expat"; its text is LICENSE's.
{
    cat <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Shtoss Desktop
Source: https://github.com/shtoss-desktop/shtoss-desktop

Files: *
Copyright: 2026 The Shtoss Desktop authors
License: Expat
Comment: The MIT licence (SPDX: MIT), as in the project's LICENSE file, also at
 /usr/lib/$APP_NAME/_internal/LICENSE.

Files: usr/lib/$APP_NAME/_internal/*
Copyright: Their authors, as in the Debian packages they come from
License: other
 The remaining shared libraries were copied by PyInstaller from the Debian system the game was built on;
 each is under the licence that its Debian package's /usr/share/doc/<package>/copyright states.

Files: usr/lib/$APP_NAME/_internal/PySide6/* usr/lib/$APP_NAME/_internal/shiboken6/*
 usr/lib/$APP_NAME/_internal/libQt6* usr/lib/$APP_NAME/_internal/libpyside6* usr/lib/$APP_NAME/_internal/libshiboken6*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
 The Qt libraries and plugins, PySide6 and Shiboken6 are used under the GNU Lesser General Public License
 version 3, whose text is in /usr/share/common-licenses/LGPL-3.

Files: usr/lib/$APP_NAME/_internal/PySide6/Qt/lib/libicu*
Copyright: Unicode, Inc. and others
License: ICU
 ICU, which the PySide6 wheel bundles for Qt, is under the Unicode licence of its release
 (https://github.com/unicode-org/icu/blob/main/LICENSE).

Files: usr/lib/$APP_NAME/_internal/libpython* usr/lib/$APP_NAME/_internal/python3*
 usr/lib/$APP_NAME/_internal/base_library.zip
Copyright: Python Software Foundation
License: PSF-2.0
 The Python runtime is under the Python Software Foundation License version 2
 (https://docs.python.org/3/license.html).

Files: usr/lib/$APP_NAME/_internal/LICENSE usr/lib/$APP_NAME/_internal/shtoss_desktop/_resources/*
Copyright: 2026 The Shtoss Desktop authors
License: Expat

License: Expat
COPYRIGHT
    # The licence text, indented one space and with blank lines as " .", as the format requires.
    sed -n '/^Permission/,$p' "$root/LICENSE" | sed 's/^$/./; s/^/ /'
} >"$pkg/usr/share/doc/$APP_NAME/copyright"

# A native package's changelog (Debian's format), built from the version: the project has one release so far.
cat >"$staging/changelog" <<CHANGELOG
$APP_NAME ($version) unstable; urgency=medium

  * Release $version of Shtoss Desktop.

 -- Shtoss Desktop developers <shtoss-desktop@users.noreply.github.com>  $(LC_ALL=C date -R -u -d @"${SOURCE_DATE_EPOCH:-$(date +%s)}")
CHANGELOG
gzip -9n -c "$staging/changelog" >"$pkg/usr/share/doc/$APP_NAME/changelog.gz"
# The reference of the rules file (--rules FILE) and of the rules CLI, which --help points to.
cp "$root/docs/rules-file-and-cli.md" "$pkg/usr/share/doc/$APP_NAME/"

# The manual page (section 6, games) holds the program's own --help, so it cannot drift from the options.
help=$(COLUMNS=80 "$from/$APP_NAME" --help) || {
    echo "build_deb.sh: $from/$APP_NAME --help failed" >&2
    exit 1
}
{
    printf '.TH SHTOSS-DESKTOP 6 "" "Shtoss Desktop %s" "Games"\n' "$version"
    printf '.SH NAME\nshtoss\\-desktop \\- shtoss, the banking card game of Pushkin'"'"'s Queen of Spades\n'
    printf '.SH DESCRIPTION\nPlay shtoss (faro) as punter or banker against computer players, with the house\n'
    printf 'rules of the period, in English and Russian. The rules of the game are in the program (F1).\n'
    printf '.SH OPTIONS\n.nf\n'
    # roff: a backslash is written \e, a leading dot or quote would start a request, a minus is \-.
    printf '%s\n' "$help" | sed 's/\\/\\e/g; s/-/\\-/g; s/^\([.'"'"']\)/\\\&\1/'
    printf '.fi\n.SH FILES\n/usr/share/doc/%s/rules\\-file\\-and\\-cli.md: the rules file and the rules CLI.\n' "$APP_NAME"
    printf '.SH COPYRIGHT\nMIT licence: /usr/share/doc/%s/copyright\n' "$APP_NAME"
} | gzip -9n >"$pkg/usr/share/man/man6/$APP_NAME.6.gz"

# Normal permissions whatever the umask of the build.
find "$pkg" -type d -exec chmod 755 {} +
find "$pkg" -type f -exec chmod 644 {} +
# Only the program is executable: shared libraries are mapped, not run (lintian: shared-library-is-executable).
chmod 755 "$pkg/usr/lib/$APP_NAME/$APP_NAME"

installed_size=$(du -sk "$pkg" | cut -f1)
# Checksums of the installed files, for debsums and dpkg --verify.
(cd "$pkg" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum) \
    >"$pkg/DEBIAN/md5sums"
chmod 644 "$pkg/DEBIAN/md5sums"
# The bundle carries Qt and most libraries; these come from the system (PyInstaller never bundles libc, the
# OpenGL/EGL dispatch libraries or libxcb, fontconfig needs its configuration and a font, and the table its
# period face, fonts-oldstandard).
cat >"$pkg/DEBIAN/control" <<CONTROL
Package: $APP_NAME
Version: $version
Architecture: $arch
Maintainer: Shtoss Desktop developers <shtoss-desktop@users.noreply.github.com>
Installed-Size: $installed_size
Depends: libc6, libgl1, libegl1, libxcb1, fontconfig-config, fonts-dejavu-core | fonts-liberation, fonts-oldstandard
Recommends: libwayland-client0, libwayland-cursor0, gnome-cards-data
Section: games
Priority: optional
Homepage: https://github.com/shtoss-desktop/shtoss-desktop
Description: shtoss, the banking card game of Pushkin's Queen of Spades
 Shtoss (also called faro or bank) is the Russian banking card game that
 Hermann plays in Pushkin's "Queen of Spades". Play as punter or banker
 against computer opponents, with period house rules, in English and Russian.
CONTROL

deb=$output/${APP_NAME}_${version}_$arch.deb
dpkg-deb --root-owner-group "-Z$compression" --build "$pkg" "$deb" >/dev/null
echo "Built $deb"
