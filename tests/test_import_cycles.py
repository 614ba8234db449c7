"""No import circle anywhere in the package: every module can be read, tested and replaced knowing only the modules
below it. Imports inside functions and under `TYPE_CHECKING` count too: a module that needs its owner gets a narrow
protocol or emits a signal of its own, it does not import the owner.

The graph is grimp's (the import-linter contracts' own); each circle found is named with its shortest loop."""

from __future__ import annotations

import grimp

PACKAGE = "shtoss_desktop"


def _circles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The import circles of `graph`: its strongly connected components of more than one module (Tarjan's
    algorithm, without recursion), each sorted, in order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, imported = work[-1]
            step = next(imported, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph.find_modules_directly_imported_by(step)))))
                elif step in on_stack:
                    low[module] = min(low[module], index[step])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == module:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def _loop(graph: grimp.ImportGraph, circle: list[str]) -> str:
    """One shortest loop through the circle's first module, written `a -> b -> a`."""
    first = circle[0]
    loops = []
    for imported in graph.find_modules_directly_imported_by(first):
        if imported in circle:
            back = graph.find_shortest_chain(importer=imported, imported=first)
            if back is not None:
                loops.append((first, *back))
    shortest = min(loops, key=lambda chain: (len(chain), chain))
    return " -> ".join(module.removeprefix(PACKAGE + ".") for module in shortest)


def test_the_package_has_no_import_circle() -> None:
    graph = grimp.build_graph(PACKAGE, cache_dir=None)
    circles = _circles(graph)
    described = [f"{', '.join(circle)}: e.g. {_loop(graph, circle)}" for circle in circles]
    assert not circles, "import circles:\n" + "\n".join(described)


TABLE_MODULES = (
    "ui.table",
    "ui.shtoss.table_scene",
    "ui.shtoss.table_geometry",
    "ui.shtoss.table_layout",
    "ui.shtoss.table_view",
    "ui.shtoss.items",
    "ui.shtoss.effects",
    "ui.casino.scene",
    "ui.casino.items",
)
"""The tables' modules (a package stands for all of its modules)."""


def test_no_table_module_is_in_a_circle() -> None:
    graph = grimp.build_graph(PACKAGE, cache_dir=None)
    names = tuple(f"{PACKAGE}.{name}" for name in TABLE_MODULES)
    in_circles = {module for circle in _circles(graph) for module in circle}
    tables = {module for module in in_circles if module in names or module.startswith(tuple(n + "." for n in names))}
    assert not tables, f"table modules in an import circle: {sorted(tables)}"


def test_the_check_finds_a_circle_where_there_is_one() -> None:
    graph = grimp.ImportGraph()
    for module in ("pkg", "pkg.a", "pkg.b", "pkg.c", "pkg.d"):
        graph.add_module(module)
    for importer, imported in (("pkg.a", "pkg.b"), ("pkg.b", "pkg.c"), ("pkg.c", "pkg.a"), ("pkg.d", "pkg.a")):
        graph.add_import(importer=importer, imported=imported)
    assert _circles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]
    graph.remove_import(importer="pkg.c", imported="pkg.a")
    assert _circles(graph) == []
