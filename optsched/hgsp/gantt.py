"""Gantt chart of an HGSP schedule (as the paper's Fig. 1): one row per GPU, each task a
bar from its start to its end (time units), red when it misses its deadline
(``c_i > d_i``), green when on time. Optionally arrival (``|`` tick) and deadline (``x``)
markers per task, a time window and the first ``max_tasks`` tasks by start time.

Rendered with matplotlib's Agg canvas (no display, no pyplot global state) and written
atomically as PNG.
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping, Sequence

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.io import atomic_write_bytes, image_format

from .instance import HgspInstance
from .schedule import HgspSchedule, as_schedule
from .verify import TIME_TOL, time_magnitude

ON_TIME = "#2ca02c"
LATE = "#d62728"


def plot_gantt(instance: HgspInstance,
               schedule_rows: HgspSchedule | Sequence[Mapping[str, object]],
               path: str | os.PathLike,
               title: str = "", *, max_tasks: int | None = None,
               markers: bool | None = None, window: tuple[float, float] | None = None,
               labels: bool | None = None, dpi: int = 120) -> None:
    """Write a Gantt chart PNG of ``schedule_rows`` (``[{task, gpu, start, end}]``).

    ``max_tasks``: draw only the first that many tasks by start time (the paper's Fig. 1
    shows the first 50); ``markers``: arrival/deadline markers (default: on when at most
    200 tasks are drawn); ``window``: x-range ``(t0, t1)`` in time units; ``labels``: task
    ids on the bars (default: on when at most 40 tasks are drawn).
    """
    from matplotlib.artist import Artist
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.patches import Patch

    gpu, start, end, problems = as_schedule(schedule_rows).arrays(instance)
    if problems:
        raise InstanceError("schedule", problems[0])
    placed = np.flatnonzero(gpu >= 0)
    if placed.size == 0:
        raise InstanceError("schedule", "no task is scheduled (nothing to plot)")
    if max_tasks is not None:
        if int(max_tasks) < 1:
            raise InstanceError("max_tasks", f"must be >= 1, got {max_tasks!r}")
        placed = placed[np.lexsort((placed, start[placed]))][: int(max_tasks)]
    if window is not None:
        t0, t1 = float(window[0]), float(window[1])
        if not t1 > t0:
            raise InstanceError("window", f"must be (t0, t1) with t1 > t0, got {window!r}")
        placed = placed[(end[placed] > t0) & (start[placed] < t1)]
    d = instance.deadline
    late = end - d > TIME_TOL * np.maximum(time_magnitude(instance), np.abs(d))
    k = placed.size
    show_markers = (k <= 200) if markers is None else bool(markers)
    show_labels = (k <= 40) if labels is None else bool(labels)

    m = instance.m
    fig = Figure(figsize=(11, 1.2 + 0.55 * m), dpi=dpi)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    for j in range(m):
        idx = placed[gpu[placed] == j]
        if idx.size == 0:
            continue
        bars = list(zip(start[idx], end[idx] - start[idx]))
        colors = [LATE if late[i] else ON_TIME for i in idx]
        ax.broken_barh(bars, (j - 0.4, 0.8), facecolors=colors,
                       edgecolor="black" if k <= 300 else "none", linewidth=0.3)
        if show_labels:
            for i in idx:
                ax.text((start[i] + end[i]) / 2, j, instance.tasks[i].id, ha="center",
                        va="center", fontsize=6, clip_on=True)
        if show_markers:
            ax.plot(instance.arrival[idx], np.full(idx.size, j - 0.45), "|", color="black",
                    markersize=5, linewidth=0.5)
            ax.plot(d[idx], np.full(idx.size, j + 0.45), "x", color="black",
                    markersize=3, linewidth=0.5)
    ax.set_yticks(range(m))
    ax.set_yticklabels([f"{g.id}" + (f" ({g.model})" if g.model else "")
                        for g in instance.gpus])
    ax.set_ylim(m - 0.5, -0.5)
    ax.set_xlabel("time (time units)")
    if window is not None:
        ax.set_xlim(window)
    n_late = int(late[placed].sum())
    handles: list[Artist] = [Patch(color=c, label=f"{lab} ({cnt})") for c, lab, cnt in
               ((ON_TIME, "on time", k - n_late), (LATE, "deadline missed", n_late)) if cnt]
    if show_markers:
        from matplotlib.lines import Line2D
        handles += [Line2D([], [], marker="|", color="black", linestyle="", label="arrival"),
                    Line2D([], [], marker="x", color="black", linestyle="",
                           label="deadline")]
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.18 - 0.3 / m),
              ncol=len(handles), fontsize=8, frameon=False)
    shown = f"{k} of {instance.n} tasks" if k < instance.n else f"{k} tasks"
    ax.set_title(f"{title} ({shown})" if title else shown, fontsize=10)
    ax.grid(axis="x", linewidth=0.3, alpha=0.5)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format=image_format(path), bbox_inches="tight", pad_inches=0.15)
    atomic_write_bytes(path, buf.getvalue())
