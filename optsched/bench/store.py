"""Append-only, crash-safe result store: ``DIR/results.csv``, one row per finished cell.

Each row is formatted in memory and appended with a single ``write`` on a file opened in
append mode while holding an exclusive ``flock`` on ``DIR/.lock``, then ``fsync``-ed: two
processes never interleave partial rows, and a kill at any moment loses at most the
cells in flight. A row cut short by a kill (no trailing newline) is removed on the next
open. ``--resume`` skips every ``cell_id`` already present.
"""

from __future__ import annotations

import csv
import fcntl
import io
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: columns every store has (stores written before ``status_note`` lack only that one)
REQUIRED = [
    "cell_id", "config_hash", "bench", "instance", "family", "size", "method", "kind",
    "seed", "rep", "status", "objective", "bound", "gap", "runtime_s", "build_s",
    "feasible", "message", "metrics", "optsched_version", "solver_versions", "python",
    "host", "cpus", "threads", "finished_at",
]
#: the columns of a new store: ``status_note`` says why finalize downgraded a claim
COLUMNS = [*REQUIRED, "status_note"]


class ResultStore:
    """The results file of one benchmark output directory."""

    def __init__(self, out_dir: str | Path) -> None:
        self.dir = Path(out_dir)
        self.path = self.dir / "results.csv"
        self.lock_path = self.dir / ".lock"

    @contextmanager
    def _locked(self) -> Iterator[None]:
        self.dir.mkdir(parents=True, exist_ok=True)
        with open(self.lock_path, "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    @contextmanager
    def run_lock(self) -> Iterator[None]:
        """Exclusive use of the directory by one ``optsched bench`` run at a time."""
        from optsched.core.errors import InstanceError

        self.dir.mkdir(parents=True, exist_ok=True)
        with open(self.dir / ".run.lock", "a") as lock:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise InstanceError("--out", f"another optsched bench is using {self.dir}"
                                    ) from None
            try:
                yield
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def exists(self) -> bool:
        return self.path.exists() and self.path.stat().st_size > 0

    def repair(self) -> int:
        """Drop a trailing partial row left by a kill; returns bytes removed."""
        if not self.path.exists():
            return 0
        with self._locked():
            with open(self.path, "rb+") as fh:
                data = fh.read()
                if not data or data.endswith(b"\n"):
                    return 0
                cut = data.rfind(b"\n") + 1
                fh.truncate(cut)
                fh.flush()
                os.fsync(fh.fileno())
                return len(data) - cut

    def _header(self) -> list[str]:
        """The columns of the existing file (an older store keeps its own)."""
        with open(self.path, encoding="utf-8", newline="") as fh:
            first = fh.readline()
        fields = next(csv.reader([first]), [])
        return fields if fields else list(COLUMNS)

    def append(self, row: dict[str, Any]) -> None:
        buf = io.StringIO()
        with self._locked():
            header = not self.exists()
            fields = list(COLUMNS) if header else self._header()
            writer = csv.DictWriter(buf, fieldnames=fields, lineterminator="\n")
            if header:
                writer.writeheader()
            writer.writerow({k: row.get(k, "") for k in fields})
            data = buf.getvalue().encode("utf-8")
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                view = memoryview(data)
                while view:  # a regular file takes it in one write; loop on a short write
                    view = view[os.write(fd, view):]
                os.fsync(fd)
            finally:
                os.close(fd)

    def rows(self, check_values: bool = False) -> list[dict[str, str]]:
        """Every complete row. A store that is not ours (binary, not UTF-8, not CSV,
        columns missing, rows cut or padded) raises a one-line :class:`InstanceError`
        naming the file (exit 2) instead of a traceback or a silently wrong report; with
        ``check_values`` (reports) so do unknown statuses, seeds that are not integers,
        numbers that are not numbers and metrics that are not JSON objects."""
        from optsched.core.errors import InstanceError
        from optsched.core.io import read_text_file

        if not self.exists():
            return []
        data = read_text_file(self.path, "CSV file")
        if not data.endswith("\n"):  # a partial last row is not a row
            data = data[: data.rfind("\n") + 1]
        where = str(self.path)
        try:
            reader = csv.DictReader(io.StringIO(data, newline=""))
            header = reader.fieldnames or []
            missing = [c for c in REQUIRED if c not in header]
            if missing:
                raise InstanceError(where, "not an optsched result store: missing columns "
                                    f"{', '.join(missing[:6])}"
                                    + (f" (+{len(missing) - 6} more)" if len(missing) > 6
                                       else ""))
            out = []
            for row in reader:
                line = reader.line_num
                if None in row or any(v is None for v in row.values()):
                    raise InstanceError(f"{where}: line {line}", f"expected {len(header)} "
                                        "fields (a cut or padded row)")
                if not row["cell_id"]:
                    raise InstanceError(f"{where}: line {line}: cell_id", "empty")
                if check_values:
                    _check_values(row, f"{where}: line {line}")
                row.setdefault("status_note", "")
                out.append(row)
            return out
        except csv.Error as exc:
            raise InstanceError(where, f"malformed CSV: {exc}") from None

    def done_ids(self) -> set[str]:
        return {r["cell_id"] for r in self.rows()}


def _check_values(row: dict[str, str], where: str) -> None:
    """The values a report reads, checked (exit 2 naming the line and column)."""
    from optsched.core.errors import InstanceError
    from optsched.core.result import Status

    if row["status"] not in {s.value for s in Status}:
        raise InstanceError(f"{where}: status", f"unknown status {row['status'][:40]!r}")
    if not row["seed"].isascii() or not row["seed"].isdigit():
        raise InstanceError(f"{where}: seed",
                            f"must be an integer >= 0, got {row['seed'][:40]!r}")
    for col in ("objective", "bound", "gap", "runtime_s", "build_s"):
        if row[col] != "" and not _is_float(row[col]):
            raise InstanceError(f"{where}: {col}", f"must be a number, got {row[col][:40]!r}")
    try:
        metrics = json.loads(row["metrics"]) if row["metrics"] else {}
    except ValueError:
        metrics = None
    if not isinstance(metrics, dict):
        raise InstanceError(f"{where}: metrics", "must be a JSON object, got "
                            f"{row['metrics'][:40]!r}")
    if row["feasible"] not in ("True", "False"):
        raise InstanceError(f"{where}: feasible",
                            f"must be True or False, got {row['feasible'][:40]!r}")


def _is_float(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return text.strip().isascii()
