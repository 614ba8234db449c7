"""Who may sit at a table (core/seats.py): names a journal can hold and a table can show, one each."""

from __future__ import annotations

import pytest

from shtoss_desktop.core.seats import MAX_NAME_LENGTH, SetupError, SetupMessage, check_names


@pytest.mark.parametrize("names", [["Chekalinsky", "Hermann"], ["Вы", "Германн", "Сен-Жермен"], ["P1", "x" * 32]])
def test_good_names_sit_down(names: list[str]) -> None:
    check_names(names)


@pytest.mark.parametrize(("names", "template", "seat"), [
    (["A", ""], SetupMessage.NAME_EMPTY, 1),
    (["A", "   "], SetupMessage.NAME_EMPTY, 1),
    (["A", "x" * (MAX_NAME_LENGTH + 1)], SetupMessage.NAME_TOO_LONG, 1),
    (["Tom\nsky", "A"], SetupMessage.NAME_CHARACTER, 0),
    (["A", "B\x00"], SetupMessage.NAME_CHARACTER, 1),
    (["A", "B\u2028"], SetupMessage.NAME_CHARACTER, 1),
    (["A", "\udc80"], SetupMessage.NAME_CHARACTER, 1),
    (["A", 7], SetupMessage.NAME_NOT_TEXT, 1),
    (["A", "B", "A"], SetupMessage.NAME_TWICE, 2),
])
def test_a_bad_name_is_refused_naming_its_seat(names: list[object], template: SetupMessage, seat: int) -> None:
    with pytest.raises(SetupError) as caught:
        check_names(names)
    assert (caught.value.template, caught.value.key) == (template, ("players", seat))
    str(caught.value).encode("utf-8")  # the message itself can always be written


def test_a_reserved_name_is_refused() -> None:
    with pytest.raises(SetupError, match="keeps for itself") as caught:
        check_names(["You", "house"], reserved=("house",))
    assert caught.value.key == ("players", 1)


def test_the_human_s_part_is_one_of_three_and_sets_the_computer_seats() -> None:
    from shtoss_desktop.core.seats import Role
    from shtoss_desktop.core.shtoss.deal import computer_punters

    assert [role.value for role in Role] == ["punter", "banker", "watch"]
    assert (computer_punters(Role.PUNTER), computer_punters(Role.BANKER), computer_punters(Role.WATCH)) == (
        range(6), range(1, 7), range(1, 7))
