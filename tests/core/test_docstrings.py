"""Every enum member and every field of a record or dataclass of the core says in one line what it is
(python-chess's habit): a string right after it in the class body, checked on the source."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "shtoss_desktop" / "core"


def _undocumented(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    missing: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        enum_class = any("Enum" in ast.unparse(base) for base in node.bases)
        record = any(ast.unparse(decorator).startswith("dataclass") for decorator in node.decorator_list)
        if not (enum_class or record):
            continue
        body = node.body
        for index, statement in enumerate(body):
            if isinstance(statement, ast.AnnAssign) and "ClassVar" in ast.unparse(statement.annotation):
                continue
            if enum_class and isinstance(statement, ast.Assign):
                names = [ast.unparse(target) for target in statement.targets]
            elif isinstance(statement, ast.AnnAssign):
                names = [ast.unparse(statement.target)]
            else:
                continue
            following = body[index + 1] if index + 1 < len(body) else None
            documented = (isinstance(following, ast.Expr) and isinstance(following.value, ast.Constant)
                          and isinstance(following.value.value, str))
            if not documented and not names[0].startswith("_"):
                missing.append(f"{path.relative_to(CORE)}:{statement.lineno} {node.name}.{names[0]}")
    return missing


@pytest.mark.parametrize("path", sorted(CORE.rglob("*.py")), ids=lambda path: str(path.relative_to(CORE)))
def test_every_member_and_field_has_its_docstring(path: Path) -> None:
    assert _undocumented(path) == []
