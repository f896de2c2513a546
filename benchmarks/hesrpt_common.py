"""Shared helpers of the hesrpt figure scripts: CI summaries, tables, plots."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd
from scipy import stats

from optsched.core import atomic_write_text


def ci95(values: np.ndarray) -> float:
    """Half-width of the 95 % Student-t confidence interval of the mean (nan if n < 2)."""
    v = np.asarray(values, dtype=float)
    if v.size < 2:
        return math.nan
    return float(stats.t.ppf(0.975, v.size - 1) * v.std(ddof=1) / math.sqrt(v.size))


def summarise(df: pd.DataFrame, keys: list[str], ref: str = "hesrpt") -> pd.DataFrame:
    """Mean, 95 % CI, and ratio to ``ref`` (mean of per-repetition ratios, with CI)."""
    base = df[df.policy == ref].set_index(keys[:-1] + ["seed"])["value"]
    rows = []
    for key, g in df.groupby(keys):
        vals = g["value"].to_numpy()
        idx = [tuple(r) for r in g[keys[:-1] + ["seed"]].to_numpy()]
        ratios = g["value"].to_numpy() / base.loc[idx].to_numpy()
        rows.append({**dict(zip(keys, key)), "reps": len(vals), "mean": vals.mean(),
                     "ci95": ci95(vals), "ratio_to_hesrpt": ratios.mean(),
                     "ratio_ci95": ci95(ratios)})
    return pd.DataFrame(rows)


def write_tables(summary: pd.DataFrame, out: Path, stem: str, title: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    atomic_write_text(out / f"{stem}_summary.csv", summary.to_csv(index=False))
    lines = [f"# {title}", "", "| " + " | ".join(summary.columns) + " |",
             "|" + "---|" * len(summary.columns)]
    for _, r in summary.iterrows():
        cells = []
        for c in summary.columns:
            v = r[c]
            cells.append(f"{v:.4g}" if isinstance(v, (float, np.floating)) else str(v))
        lines.append("| " + " | ".join(cells) + " |")
    atomic_write_text(out / f"{stem}_table.md", "\n".join(lines) + "\n")


def bar_panels(summary: pd.DataFrame, panel_key: str, policies: list[str], ylabel: str,
               title: str, path: Path, panel_fmt: str = "{}={}") -> None:
    """One panel per value of ``panel_key``, one bar per policy with 95 % CI whiskers."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = sorted(summary[panel_key].unique())
    cols = min(4, len(panels))
    rows = math.ceil(len(panels) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(3.2 * cols, 2.8 * rows), squeeze=False)
    for ax, pv in zip(axes.flat, panels):
        g = summary[summary[panel_key] == pv].set_index("policy").reindex(policies)
        err = np.nan_to_num(g["ci95"].to_numpy(dtype=float))
        ax.bar(range(len(policies)), g["mean"], yerr=err, capsize=3,
               color=["tab:red" if p == "hesrpt" else "tab:gray" for p in policies])
        ax.set_xticks(range(len(policies)), [p.upper() for p in policies], rotation=45,
                      fontsize=7)
        ax.set_title(panel_fmt.format(panel_key, pv), fontsize=9)
        ax.set_yscale("log")
        ax.set_ylabel(ylabel, fontsize=8)
    for ax in list(axes.flat)[len(panels):]:
        ax.axis("off")
    fig.suptitle(title, fontsize=10)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=130)
    plt.close(fig)
