"""Gantt chart of an LLM gang schedule (``optsched run FILE --algo NAME --plot OUT.png``)."""

from __future__ import annotations

from optsched.core.io import atomic_write_bytes, image_format

from .instance import LlmInstance
from .schedule import LlmSchedule


def plot_gantt(inst: LlmInstance, schedule: LlmSchedule, path: str,
               title: str = "") -> None:
    """One row per GPU, one bar per (task, gang member); colour = weight, hatched =
    decode phase, label = task name. Written atomically as PNG."""
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    gidx = inst.gpu_index()
    tasks = {t.name: t for t in inst.tasks}
    weights = sorted({t.weight for t in inst.tasks})
    cmap = plt.get_cmap("viridis", max(2, len(weights)))
    colour = {w: cmap(k) for k, w in enumerate(weights)}
    fig, ax = plt.subplots(figsize=(10, 0.35 * len(inst.gpus) + 1.5))
    for e in schedule:
        t = tasks[e.task]
        for g in e.gpus:
            ax.barh(gidx[g], e.end - e.start, left=e.start, height=0.8,
                    color=colour[t.weight], edgecolor="black", linewidth=0.4,
                    hatch="//" if t.phase == "decode" else None)
            if len(schedule) <= 60:
                r, gr, b, _ = colour[t.weight]
                ink = "black" if 0.299 * r + 0.587 * gr + 0.114 * b > 0.5 else "white"
                ax.text((e.start + e.end) / 2, gidx[g], t.name, ha="center",
                        va="center", fontsize=6, color=ink)
    ax.set_yticks(range(len(inst.gpus)), [g.name for g in inst.gpus], fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("time (s)")
    handles = [plt.Rectangle((0, 0), 1, 1, color=colour[w]) for w in weights]
    ax.legend(handles, [f"w={w:g}" for w in weights], fontsize=7, loc="upper right")
    ax.set_title(title or inst.name)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format=image_format(path), dpi=120)
    plt.close(fig)
    atomic_write_bytes(path, buf.getvalue())
