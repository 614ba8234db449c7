#!/bin/sh
# Regenerate every screenshot the README shows, offscreen, from fixed seeds, into resources/screenshots/:
#
#   table-<size>-<role>-<lang>.png   the table mid-deal at 1024x600 and 1920x1080, as punter and as banker,
#                                    in English and in Russian (8 images)
#   recap.png, recap_ru.png          a deal's recap (who won and lost what, the bank's result), 1024x600
#   effect.png                       a decided stake's effect ("+6" floating up from the card), 1024x600
#   win-<size>-<lang>.png            the punter asked to stake with winnings waiting (the winnings line whole),
#                                    1024x600 and 1920x1080, English and Russian
#   side-views-<size>-<lang>.png     the same with the side views open (F9), the odds in front, 1024x600 and
#                                    1920x1080
#   cut-<size>-en.png                the banker's deck spread for the punter's cut, the pointer on it
#   recap-1920x1080[-ru].png         a deal's recap at 1920x1080, English and Russian
#   lesson.png, lesson_ru.png        a step of the guided first deal: as punter (English), as banker (Russian)
#   casino.png, casino_ru.png        the casino stos (faro) table, 1280x800
#   replay-<lang>.png                the replay window, a past deal at its ninth step (packaging/replay_screenshot.py)
#   coach-1280x800-<lang>.png        the shtoss case-keeper and coach's side view, the coach on, a card pointed at
#   coach-banker-1280x800-<lang>.png the same for a human banker mid-deal: the coach's figures for the bank
#   casino-coach-<lang>.png          the casino table with its case-keeper and the coach's tab in front
#   stats-en.png, stats-ru.png       the statistics window over twelve seeded sessions (packaging/stats_screenshots.py)
#
# Usage: sh packaging/screenshots.sh [output folder]   (run `sh packaging/dev.sh test` once first for .venv)
#
# The game runs with settings of its own (a temporary XDG_CONFIG_HOME and XDG_DATA_HOME), so nothing of the
# developer's own settings, decks or kept games shows. The deck: the Russian "Атласные" deck of Debian's
# gnome-cards-data where it is installed (the game's default: its Cyrillic edition in the Russian shots, the Latin
# one in the English), else the project's own classic deck; the script says which it used. Images are squeezed
# with pngquant and optipng where installed (apt-get install pngquant optipng), each then well under 400 KB.
set -eu

cd "$(dirname "$0")/.."
python=${PYTHON:-.venv/bin/python}
out=${1:-resources/screenshots}
if [ ! -x "$python" ]; then
    echo "screenshots.sh: $python is missing; run 'sh packaging/dev.sh test' first (or set PYTHON)" >&2
    exit 1
fi
mkdir -p "$out"

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT INT TERM
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" QT_QPA_PLATFORM=offscreen
mkdir -p "$XDG_CONFIG_HOME/ShtossDesktop" "$XDG_DATA_HOME"

# Where the game looks for the Атласные deck: the XDG data folders (XDG_DATA_HOME is empty here).
deck=classic
old_ifs=$IFS
IFS=:
for folder in ${XDG_DATA_DIRS:-/usr/local/share:/usr/share}; do
    if [ -f "$folder/aisleriot/cards/Атласные.svgz" ] || [ -f "$folder/aisleriot/cards/Атласные.svg" ]; then
        deck=default
        break
    fi
done
IFS=$old_ifs
if [ "$deck" = default ]; then
    echo "Deck: the Атласные deck (gnome-cards-data), Cyrillic indices in Russian, Latin in English"
else
    echo "Deck: the project's classic deck (the Атласные deck is not installed: apt-get install gnome-cards-data)"
fi
printf '[General]\ncard_theme=%s\n' "$deck" >"$XDG_CONFIG_HOME/ShtossDesktop/shtoss-desktop.ini"

squeeze() {
    if command -v pngquant >/dev/null 2>&1; then
        pngquant --force --skip-if-larger --strip --speed 1 --nofs --quality 50-85 --output "$1" -- "$1" || true
    fi
    if command -v optipng >/dev/null 2>&1; then
        optipng -quiet -o2 -strip all "$1"
    fi
}

# shot NAME ARGUMENT...: one screenshot, squeezed.
shot() {
    name=$1
    shift
    "$python" -m shtoss_desktop --screenshot "$out/$name" "$@"
    squeeze "$out/$name"
    echo "$out/$name: $(wc -c <"$out/$name") bytes"
}

for size in 1024x600 1920x1080; do
    for lang in en ru; do
        shot "table-$size-punter-$lang.png" --seed 3 --size "$size" --lang "$lang" --role punter --punters 3
        shot "table-$size-banker-$lang.png" --seed 5 --size "$size" --lang "$lang" --role banker --punters 4
    done
done
shot recap.png --seed 3 --size 1024x600 --lang en --role banker --punters 4 --screenshot-at recap
shot recap_ru.png --seed 3 --size 1024x600 --lang ru --role banker --punters 4 --screenshot-at recap
shot effect.png --seed 3 --size 1024x600 --lang en --role punter --punters 3 --screenshot-at effect
for size in 1024x600 1920x1080; do
    for lang in en ru; do
        shot "win-$size-$lang.png" --seed 3 --size "$size" --lang "$lang" --role punter --punters 3 --screenshot-at win
    done
    shot "cut-$size-en.png" --seed 3 --size "$size" --lang en --role punter --punters 3 --screenshot-at cut
done
for size in 1024x600 1920x1080; do
    for lang in en ru; do
        shot "side-views-$size-$lang.png" --seed 3 --size "$size" --lang "$lang" --role punter --punters 3 \
            --screenshot-at side-views
    done
done
shot recap-1920x1080.png --seed 3 --size 1920x1080 --lang en --role banker --punters 4 --screenshot-at recap
shot recap-1920x1080-ru.png --seed 3 --size 1920x1080 --lang ru --role banker --punters 4 --screenshot-at recap
shot lesson.png --size 1280x800 --lang en --role punter --screenshot-at lesson
shot lesson_ru.png --size 1280x800 --lang ru --role banker --screenshot-at lesson
shot casino.png --game casino --seed 3 --size 1280x800 --lang en
shot casino_ru.png --game casino --seed 3 --size 1280x800 --lang ru
for lang in en ru; do
    PYTHONPATH=. "$python" packaging/replay_screenshot.py "$out/replay-$lang.png" --lang "$lang"
    squeeze "$out/replay-$lang.png"
    echo "$out/replay-$lang.png: $(wc -c <"$out/replay-$lang.png") bytes"
    shot "coach-1280x800-$lang.png" --seed 3 --size 1280x800 --lang "$lang" --role punter --punters 3 \
        --screenshot-at coach
    shot "coach-banker-1280x800-$lang.png" --seed 5 --size 1280x800 --lang "$lang" --role banker --punters 4 \
        --screenshot-at coach
    shot "casino-coach-$lang.png" --game casino --seed 3 --size 1280x800 --lang "$lang" --screenshot-at coach
done
"$python" packaging/stats_screenshots.py "$out"
