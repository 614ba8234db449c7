#!/bin/sh
# Build a Debian package of the frozen game with dpkg-deb.
#   sh packaging/build_deb.sh [--from DIR] [--output DIR] [--compression xz|gzip|none]
# --from: the onedir build (default dist/shtoss-desktop; build it with sh packaging/build.sh)
# --output: where the .deb goes (default dist/); --compression: of the package data (default xz, the smallest)
# The package puts the game in /opt/shtoss-desktop with a launcher link /usr/bin/shtoss-desktop, the desktop
# entry in /usr/share/applications, the icons in /usr/share/icons/hicolor and the AppStream file in
# /usr/share/metainfo. The desktop database and icon cache are refreshed by dpkg triggers of
# desktop-file-utils and the icon theme, so the package needs no maintainer scripts and removes cleanly.
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

mkdir -p "$pkg/DEBIAN" "$pkg/opt" "$pkg/usr/bin" "$pkg/usr/share/applications" "$pkg/usr/share/metainfo" \
    "$pkg/usr/share/doc/$APP_NAME"
cp -R -P "$from" "$pkg/opt/$APP_NAME"
ln -s "/opt/$APP_NAME/$APP_NAME" "$pkg/usr/bin/$APP_NAME"
cp "$root/resources/desktop/$APP_ID.desktop" "$pkg/usr/share/applications/"
cp "$root/resources/desktop/$APP_ID.metainfo.xml" "$pkg/usr/share/metainfo/"
for size in $APP_ICON_SIZES; do
    mkdir -p "$pkg/usr/share/icons/hicolor/${size}x$size/apps"
    cp "$root/resources/icons/png/$APP_NAME-$size.png" "$pkg/usr/share/icons/hicolor/${size}x$size/apps/$APP_ID.png"
done
mkdir -p "$pkg/usr/share/icons/hicolor/scalable/apps"
cp "$root/resources/icons/$APP_NAME.svg" "$pkg/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
cat >"$pkg/usr/share/doc/$APP_NAME/copyright" <<COPYRIGHT
Shtoss Desktop
Copyright: Shtoss Desktop developers
License: MIT

The bundled Qt libraries and plugins, PySide6 and Shiboken6 (under /opt/$APP_NAME/_internal) are
Copyright The Qt Company Ltd. and other contributors, used under the GNU Lesser General Public License
version 3 (/usr/share/common-licenses/LGPL-3). The bundled Python runtime is under the PSF License.
COPYRIGHT

# Normal permissions whatever the umask of the build.
find "$pkg" -type d -exec chmod 755 {} +
find "$pkg" -type f -exec chmod 644 {} +
chmod 755 "$pkg/opt/$APP_NAME/$APP_NAME"
find "$pkg/opt/$APP_NAME" -type f \( -name '*.so' -o -name '*.so.*' \) -exec chmod 755 {} +

installed_size=$(du -sk "$pkg" | cut -f1)
# The bundle carries Qt and most libraries; these come from the system (PyInstaller never bundles libc, the
# OpenGL/EGL dispatch libraries or libxcb, and fontconfig needs its configuration and a font).
cat >"$pkg/DEBIAN/control" <<CONTROL
Package: $APP_NAME
Version: $version
Architecture: $arch
Maintainer: Shtoss Desktop developers <shtoss-desktop@users.noreply.github.com>
Installed-Size: $installed_size
Depends: libc6, libgl1, libegl1, libxcb1, fontconfig-config, fonts-dejavu-core | fonts-liberation
Recommends: libwayland-client0, libwayland-cursor0
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
