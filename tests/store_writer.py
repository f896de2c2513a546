"""Target of the concurrent-appender test: a spawned process imports it by name, so it
lives in a module on the tests' path (``pythonpath`` in pyproject), not in a test file
(``--import-mode=importlib`` names those ``tests.…``, which a child cannot import unless
pytest was started as ``python -m pytest`` from the repository)."""

from __future__ import annotations

from optsched.bench.store import COLUMNS, ResultStore

#: the message of every row: long, with a comma, a newline and quotes
MESSAGE = "x" * 3000 + ",\n\"quoted\""


def append_rows(out: str, who: int, n: int) -> None:
    """Append ``n`` rows of writer ``who`` to the result store in ``out``."""
    store = ResultStore(out)
    for k in range(n):
        row = {c: "" for c in COLUMNS}
        row.update(cell_id=f"{who}-{k}", instance=f"i{k}", method=f"m{who}",
                   message=MESSAGE, status="feasible")
        store.append(row)
