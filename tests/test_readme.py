"""README.md stays true to the code (issue 22): no empty Markdown table, every table
says which command regenerated it, and the commands it quotes name things that exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")


def _tables(text: str) -> list[tuple[int, list[str]]]:
    """(first line number, lines) of every Markdown table outside code fences."""
    out: list[tuple[int, list[str]]] = []
    lines = text.splitlines()
    fenced = False
    k = 0
    while k < len(lines):
        if lines[k].lstrip().startswith("```"):
            fenced = not fenced
        if not fenced and lines[k].startswith("|"):
            start = k
            block = []
            while k < len(lines) and lines[k].startswith("|"):
                block.append(lines[k])
                k += 1
            out.append((start + 1, block))
            continue
        k += 1
    return out


def test_readme_has_tables() -> None:
    assert len(_tables(README)) >= 8


@pytest.mark.parametrize("line,table", _tables(README), ids=lambda x: str(x)[:12])
def test_no_table_is_empty(line: int, table: list[str]) -> None:
    assert len(table) >= 3, f"README.md:{line}: a table without rows"
    assert re.fullmatch(r"\|(\s*:?-+:?\s*\|)+", table[1].strip()), \
        f"README.md:{line}: the second line of a table must be its separator"
    width = table[0].count("|")
    for row in table[2:]:
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        assert any(cells), f"README.md:{line}: an empty row"
        assert row.count("|") == width, f"README.md:{line}: a row with another width"


def test_readme_commands_name_existing_files() -> None:
    """Every ``benchmarks/...``, ``examples/...`` and ``instances/...`` path quoted in
    README.md exists in the repository (results folders are created by the commands)."""
    missing = []
    for path in set(re.findall(r"(?<![\w/])((?:benchmarks|examples|instances|models|notes|docs)"
                               r"/[\w./-]+\.(?:py|toml|json|md|png))", README)):
        if "results/" in path:
            continue
        if not (REPO / path).exists():
            missing.append(path)
    assert not missing, f"README.md quotes missing files: {sorted(missing)}"
