"""The display check before start-up: no display, an X server that does not answer, missing X11 libraries."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from shtoss_desktop.app import display
from shtoss_desktop.app.display import DisplayProblem, Problem, display_problem
from shtoss_desktop.resources import resource_path
from shtoss_desktop.ui.i18n_build import build
from tests.display_helpers import build_plugin_needing, free_x_display, running_xvfb

MISSING = "libshtoss-test-missing.so.0"
"""The library the stand-in plugin needs and nobody has."""


def _unused(*_: object) -> tuple[str, ...]:
    raise AssertionError("the X11 checks ran although X11 is not the way to the screen")


@pytest.mark.parametrize("environ", [{}, {"DISPLAY": ""}, {"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}])
def test_without_display_variables_there_is_no_display(environ: dict[str, str]) -> None:
    found = display_problem(environ, platform="linux", missing_libraries=_unused, server_answers=_unused)
    assert found == DisplayProblem(Problem.NO_DISPLAY)


@pytest.mark.parametrize(
    ("environ", "platform"),
    [
        ({}, "win32"),
        ({}, "darwin"),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux"),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux"),
        ({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, "linux"),
    ],
)
def test_other_systems_wayland_and_a_chosen_platform_are_left_to_qt(environ: dict[str, str], platform: str) -> None:
    assert display_problem(environ, platform=platform, missing_libraries=_unused, server_answers=_unused) is None


def test_an_x11_display_is_checked_for_libraries_then_for_the_server() -> None:
    environ = {"DISPLAY": ":5"}
    asked: list[str] = []

    def answers(name: str) -> bool:
        asked.append(name)
        return False

    missing = display_problem(environ, platform="linux", missing_libraries=lambda: ("libxcb-cursor.so.0",),
                              server_answers=answers)
    assert missing == DisplayProblem(Problem.X11_LIBRARIES_MISSING, libraries=("libxcb-cursor.so.0",))
    assert asked == []  # without the libraries Qt cannot even try the server
    unreachable = display_problem(environ, platform="linux", missing_libraries=lambda: (), server_answers=answers)
    assert unreachable == DisplayProblem(Problem.X_SERVER_UNREACHABLE, display=":5")
    assert asked == [":5"]
    explicit = display_problem({"QT_QPA_PLATFORM": "xcb", **environ}, platform="linux",
                               missing_libraries=lambda: (), server_answers=answers)
    assert explicit == unreachable
    fine = display_problem(environ, platform="linux", missing_libraries=lambda: (), server_answers=lambda _: True)
    assert fine is None
    slow = display_problem(environ, platform="linux", missing_libraries=lambda: (), server_answers=lambda _: None)
    assert slow is None  # a server too slow to tell is left for Qt to wait for


def test_the_messages_say_what_is_wrong_and_how_to_fix_it() -> None:
    none = DisplayProblem(Problem.NO_DISPLAY).message()
    assert none.startswith("shtoss-desktop: there is no display")
    assert all(word in none for word in ("DISPLAY", "WAYLAND_DISPLAY", "desktop session", "--screenshot"))
    unreachable = DisplayProblem(Problem.X_SERVER_UNREACHABLE, display="remote:3").message()
    assert 'X display "remote:3"' in unreachable
    libraries = DisplayProblem(Problem.X11_LIBRARIES_MISSING,
                               libraries=("libxcb-cursor.so.0", "libxcb-shape.so.0", "libodd.so.2")).message()
    assert "libxcb-cursor.so.0 libxcb-shape.so.0 libodd.so.2" in libraries
    assert "sudo apt-get install libxcb-cursor0 libxcb-shape0)" in libraries
    unknown = DisplayProblem(Problem.X11_LIBRARIES_MISSING, libraries=("libodd.so.2",)).message()
    assert "missing: libodd.so.2;" in unknown
    assert "apt-get" not in unknown
    for message in (none, unreachable, libraries, unknown):
        assert "\n" not in message


@pytest.fixture
def russian_display(qapp: QCoreApplication) -> Iterator[None]:
    build()
    translator = QTranslator()
    assert translator.load(str(resource_path("translations", "display_ru.qm")))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.mark.usefixtures("russian_display")
def test_the_messages_speak_russian() -> None:
    assert DisplayProblem(Problem.NO_DISPLAY).message().startswith("shtoss-desktop: нет дисплея")
    unreachable = DisplayProblem(Problem.X_SERVER_UNREACHABLE, display=":9").message()
    assert "к X-дисплею «:9»" in unreachable
    libraries = DisplayProblem(Problem.X11_LIBRARIES_MISSING, libraries=("libxcb-cursor.so.0",)).message()
    assert "не хватает системных библиотек: libxcb-cursor.so.0 (в Debian" in libraries
    assert "sudo apt-get install libxcb-cursor0)" in libraries


def test_the_loader_error_names_the_missing_library() -> None:
    error = ("Cannot load library /qt/plugins/platforms/libqxcb.so: (libxcb-cursor.so.0: cannot open shared "
             "object file: No such file or directory)")
    found = display.missing_from_error(error, "libqxcb.so")
    assert found[0] == "libxcb-cursor.so.0"
    assert len(found) == len(set(found))
    assert set(found) <= {"libxcb-cursor.so.0", *display.X11_LIBRARIES}
    other = "Cannot load library /qt/plugins/platforms/libqxcb.so: (undefined symbol: xcb_foo)"
    assert display.missing_from_error(other, "libqxcb.so") == ()  # not a missing library: Qt reports it


def test_a_plugin_that_cannot_load_is_found_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plugin = build_plugin_needing(MISSING, tmp_path)
    monkeypatch.setattr(display, "x11_plugin", lambda: plugin)
    assert display.missing_x11_libraries()[0] == MISSING


def test_the_installed_x11_plugin_is_found() -> None:
    plugin = display.x11_plugin()
    assert plugin is not None
    assert plugin.name == "libqxcb.so"


def test_an_x_display_nobody_serves_does_not_answer() -> None:
    assert display.x_server_answers(free_x_display()) is False
    assert display.x_server_answers("not a display") is False


def test_a_running_x_server_answers() -> None:
    with running_xvfb() as name:
        assert display.x_server_answers(name) is True
        assert display_problem({"DISPLAY": name}, platform="linux") is None
