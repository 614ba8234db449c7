"""`packaging/dev.sh test` runs the offscreen suite with `pytest -n N --dist loadgroup`: each `xdist_group` (the
frozen build, the wheel, the kill-and-resume test) must run in one worker, or the frozen game is built once per
worker. pytest 9.2 with pytest-xdist 3.8 silently stops grouping (pytest-xdist issue 1386; pyproject.toml
excludes that pytest): this test runs a small suite in parallel with the installed pytest and xdist, and fails
on a pair that does not group.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import textwrap
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import run

CONFTEST = textwrap.dedent("""
    import pytest

    @pytest.fixture(scope="session")
    def shared():
        return "built once"

    @pytest.hookimpl(tryfirst=True)
    def pytest_collection_modifyitems(items):
        for item in items:
            if "shared" in getattr(item, "fixturenames", ()):
                item.add_marker(pytest.mark.xdist_group("by-fixture"))
""")
"""As tests/packaging/conftest.py groups the frozen build's tests: by the fixture they use."""


def test_each_xdist_group_runs_in_one_worker(tmp_path: Path) -> None:
    if importlib.util.find_spec("xdist") is None:
        pytest.skip("pytest-xdist is not installed (pip install -e '.[dev]')")
    (tmp_path / "conftest.py").write_text(CONFTEST)
    for module in range(4):
        (tmp_path / f"test_module{module}.py").write_text(textwrap.dedent(f"""
            import time

            def test_uses_the_shared_build{module}(shared):
                time.sleep(0.2)

            def test_alone{module}():
                time.sleep(0.2)
        """))
    (tmp_path / "test_marked.py").write_text(textwrap.dedent("""
        import time
        import pytest

        pytestmark = pytest.mark.xdist_group("by-mark")

        def test_one():
            time.sleep(0.2)

        def test_two():
            time.sleep(0.2)

        def test_three():
            time.sleep(0.2)
    """))
    result = run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2", "--dist", "loadgroup", "-v",
                  "-c", "/dev/null", "--rootdir", str(tmp_path), str(tmp_path)], cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    workers: dict[str, set[str]] = {}
    for worker, test in re.findall(r"^\[(gw\d+)\] .*PASSED (\S+)", result.stdout, re.MULTILINE):
        name = test.split("::")[1].split("@")[0].rstrip("0123456789")
        workers.setdefault(name, set()).add(worker)
    assert len(workers.get("test_alone", ())) == 2, f"the run was not in two workers:\n{result.stdout}"
    assert len(workers["test_uses_the_shared_build"]) == 1, f"a fixture's group was split:\n{result.stdout}"
    assert len(workers["test_one"] | workers["test_two"] | workers["test_three"]) == 1, result.stdout
