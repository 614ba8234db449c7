# Names shared by the install and .deb scripts (sourced, not run). Keep APP_ID equal to the desktop entry's and
# the AppStream file's names in resources/desktop/ and to APP_ID in packaging/shtoss-desktop.spec.
# shellcheck shell=sh disable=SC2034
APP_ID=io.github.shtoss_desktop.ShtossDesktop
APP_NAME=shtoss-desktop
APP_ICON_SIZES="16 24 32 48 64 128 256 512"
app_version() {
    sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$1/shtoss_desktop/__init__.py"
}
