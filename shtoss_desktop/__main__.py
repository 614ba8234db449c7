"""`python -m shtoss_desktop` (and `shtoss-desktop`): start the game, or take a screenshot, or self-test.

    shtoss-desktop [--seed N] [--rules FILE] [--role punter|banker|watch] [--punters N] [--lang en|ru]
                   [--screenshot PATH [--size WxH]] [--self-test] [--quit-after-first-frame] [--resume]
                   [--game shtoss|casino]

The command line is read before Qt is imported. Options that need no window (--self-test, a bad --rules
file, --help) never import a widget. Otherwise the game's window opens through the registry of games
(ui/games.py): built whole, shown, the session started (or the kept one offered), so that its first frame is
the table ready to play. --screenshot stages a moment of a seeded session and saves the window instead
(ui/screenshot.py).

On Linux the display is checked before Qt is asked for a window (`app/display.py`): with none, or with an X
server that does not answer, or without the libraries Qt's X11 plugin needs, the program says so in one
translated line and exits with status 2, where Qt would print a misleading hint and abort. --screenshot then
renders on the offscreen platform instead; --self-test needs no display at all.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import computer_punters
from shtoss_desktop.core.shtoss.rules import MAX_PUNTERS, HouseRules
from shtoss_desktop.storage.settings import Language
from shtoss_desktop.ui.games import ROLES, LaunchOptions, open_game

if TYPE_CHECKING:
    from shtoss_desktop.core.casino.rules import CasinoRules

GAMES = tuple(kind.value for kind in GameKind)
"""The values of --game."""
MOMENTS = ("mid-deal", "recap", "effect", "win", "side-views", "cut", "coach", "lesson")
"""The values of --screenshot-at."""


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size between 320x240 and 8000x8000")
    return width, height


def _punters(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= count <= MAX_PUNTERS:
        raise argparse.ArgumentTypeError(f"the computer punters are 0 to {MAX_PUNTERS}, not {count}")
    return count


def parser() -> argparse.ArgumentParser:
    """The command line."""
    p = argparse.ArgumentParser(
        prog="shtoss-desktop", description="Shtoss (штосс), the banking card game of Pushkin's Queen of Spades."
    )
    p.add_argument("--seed", type=int, help="seed the shuffles and the computer players (a replayable game)")
    p.add_argument("--rules", type=Path, metavar="FILE",
                   help="house rules, JSON; with --game casino the casino rules (see docs/rules-file-and-cli.md)")
    p.add_argument("--role", choices=ROLES, default="punter", help="your part: punter (default), banker or watch")
    p.add_argument(
        "--punters",
        type=_punters,
        metavar="N",
        help=f"how many computer punters sit at the table (1 to {MAX_PUNTERS}; when you punt 0 to {MAX_PUNTERS - 1}; "
        f"at the casino table the computer players, 0 to {MAX_PUNTERS})",
    )
    p.add_argument(
        "--lang",
        choices=[language.value for language in Language if language is not Language.SYSTEM],
        help="the interface language (default: the settings, or the system's)"
    )
    p.add_argument(
        "--screenshot",
        type=Path,
        metavar="PATH",
        help="play a seeded session to mid-deal, save the window as a PNG and exit",
    )
    p.add_argument(
        "--screenshot-at",
        choices=MOMENTS,
        default="mid-deal",
        help="the moment --screenshot shows: mid-deal (default), a deal's recap, a decided stake's effect, the "
        "human punter's winnings waiting (win; side-views: with the side views open), the deck spread for his cut, or "
        "a step of the guided first deal (lesson: the card given on the left, as punter; as banker with --role banker)",
    )
    p.add_argument(
        "--size",
        type=_size,
        default=(1280, 800),
        metavar="WxH",
        help="the window size for --screenshot (default 1280x800)",
    )
    p.add_argument(
        "--self-test",
        action="store_true",
        help="play scripted sessions without a window (under the --rules FILE when given); exit 0 or 1",
    )
    p.add_argument(
        "--quit-after-first-frame",
        action="store_true",
        help="show the window and quit once the first frame of the playable table has been painted "
        "(for start-up measurements)",
    )
    p.add_argument(
        "--game",
        choices=GAMES,
        default="shtoss",
        help="the game to open: shtoss (default) or casino (casino stos, faro, with a shoe)",
    )
    p.add_argument(
        "--resume",
        action="store_true",
        help="resume the unfinished game kept from the last run without asking (else a new game begins)",
    )
    return p


def check_seats(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse a --punters the shtoss table cannot seat with the human in --role (0 to 5 computer punters when he
    punts, 1 to 6 when he holds the bank or watches): exit 2 with one line saying what may sit there, rather than
    start with another number."""
    if args.punters is None or GameKind(args.game) is not GameKind.SHTOSS:
        return
    role = Role(args.role)
    seats = computer_punters(role)
    if args.punters not in seats:
        alone = {Role.PUNTER: "you take one of the six seats", Role.BANKER: "a bank needs someone to punt",
                 Role.WATCH: "a table needs someone to punt"}[role]
        p.error(f"--punters {args.punters} cannot sit with --role {role.value}: the computer punters are "
                f"{seats.start} to {seats.stop - 1} there ({alone})")


def read_rules(path: Path) -> HouseRules:
    """Read a rules file; raise SystemExit(2) with one line naming the file and the problem (the key
    when a rule is bad). The reader is the rules CLI's (`HouseRules.from_json_text`), so both give the
    same answer for the same file."""
    from shtoss_desktop.core.jsonio import JsonInputError, read_limited
    from shtoss_desktop.core.shtoss.rules import RulesError

    shown = ascii(str(path))[1:-1]  # one line whatever the name holds
    try:
        return HouseRules.from_json_text(read_limited(path))
    except OSError as error:
        print(f"shtoss-desktop: {shown}: cannot read the rules file: {error.strerror or error}", file=sys.stderr)
    except JsonInputError as error:
        print(f"shtoss-desktop: {shown}: the rules file {error.message}", file=sys.stderr)
    except RulesError as error:
        where = f"rules.{error.place}: " if error.key else "the rules file "
        print(f"shtoss-desktop: {shown}: {where}{error.message}", file=sys.stderr)
    raise SystemExit(2)


def read_casino_rules(path: Path) -> CasinoRules:
    """`--rules FILE` with `--game casino`: a casino rules file (docs/rules-file-and-cli.md, the `casino`
    command's rules), read and reported like `read_rules` (one line, exit status 2)."""
    from shtoss_desktop.core.casino.rules import CasinoRules, CasinoRulesError
    from shtoss_desktop.core.jsonio import read_limited

    shown = ascii(str(path))[1:-1]
    try:
        return CasinoRules.from_json_text(read_limited(path))
    except OSError as error:
        print(f"shtoss-desktop: {shown}: cannot read the rules file: {error.strerror or error}", file=sys.stderr)
    except CasinoRulesError as error:
        where = f"casino rules.{error.place}: " if error.key else "the casino rules file "
        print(f"shtoss-desktop: {shown}: {where}{error.message}", file=sys.stderr)
    raise SystemExit(2)


def self_test(rules: HouseRules | None = None) -> int:
    """Run the self-test (under `rules` when given, else under the built-in set) and print its line."""
    from shtoss_desktop.app.selftest import run_self_test

    ok, line = run_self_test(rules)
    print(line)
    return 0 if ok else 1


def check_display(args: argparse.Namespace) -> int | None:
    """Before any application is made: with no usable display, send --screenshot to the offscreen platform, or
    say in one line what is wrong and give the exit status 2. None when the start goes on."""
    from shtoss_desktop.app.display import display_problem

    problem = display_problem(os.environ)
    if problem is None:
        return None
    if args.screenshot is not None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return None
    from PySide6.QtCore import QCoreApplication

    from shtoss_desktop.ui.shell.i18n import (
        install_translators,
        interface_language,
        remembered_language,
    )

    # The message is translated like the window would be: a core application is enough to hold translators,
    # and the program ends right after, so it never stands in the way of a QApplication.
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    install_translators(app, interface_language(args.lang or remembered_language()))
    print(problem.message(), file=sys.stderr)
    return 2


def read_game_rules(kind: GameKind, path: Path) -> HouseRules | CasinoRules:
    """`--rules FILE` for the game of `kind` (the shtoss house rules or the casino's), or SystemExit(2)."""
    return read_casino_rules(path) if kind is GameKind.CASINO else read_rules(path)


def launch_options(
    args: argparse.Namespace,
    rules: HouseRules | CasinoRules | None = None,
    first_frame: Callable[[], None] | None = None,
    notices: tuple[str, ...] = (),
) -> LaunchOptions:
    """What the command line asks the game's window for (`rules` read from --rules)."""
    return LaunchOptions(seed=args.seed, role=args.role, punters=args.punters, rules=rules, resume=args.resume,
                         first_frame=first_frame, notices=notices)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program; the exit status."""
    command_line = parser()
    args = command_line.parse_args(list(sys.argv[1:] if argv is None else argv))
    check_seats(command_line, args)
    kind = GameKind(args.game)
    rules = read_game_rules(kind, args.rules) if args.rules is not None else None
    if args.self_test:
        return self_test(rules if isinstance(rules, HouseRules) else None)  # the casino has no self-test
    status = check_display(args)
    if status is not None:
        return status

    from PySide6.QtWidgets import QApplication

    from shtoss_desktop.storage.settings import APPLICATION, ORGANIZATION, AppSettings
    from shtoss_desktop.ui.shell.i18n import (
        install_translators,
        interface_language,
        missing_translation,
        remembered_language,
    )

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    # No application display name: Qt would append it to every window title ("Shtoss — … — Shtoss"); the
    # window writes its own title, translated.
    # The language is installed before the settings are read, so that what they say about the file is translated.
    # The translators are the application's children: it keeps them.
    language = interface_language(args.lang or remembered_language())
    install_translators(app, language)
    set_window_icon()
    settings = AppSettings()
    if args.screenshot is not None:
        from shtoss_desktop.ui.screenshot import take_screenshot

        return take_screenshot(kind, settings, launch_options(args, rules), args.screenshot, args.size,
                               args.screenshot_at)
    first_frame = app.quit if args.quit_after_first_frame else None
    missing = missing_translation(language)
    notices = () if missing is None else (missing,)
    window = open_game(kind, settings, launch_options(args, rules, first_frame, notices))
    status = app.exec()
    del window  # a top-level window has no parent to keep it: this frame does, until the event loop ends
    return status


def set_window_icon() -> None:
    """Give the application its icon (an SVG)."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from shtoss_desktop.resources import resource_path

    QApplication.setWindowIcon(QIcon(str(resource_path("icons", "shtoss-desktop.svg"))))


if __name__ == "__main__":
    sys.exit(main())
