"""Tables from a result store: per-instance "Table II-style" and per-method summary.

Reference value of an instance: the proven optimum when some exact method proved one
(all proofs must agree, otherwise the instance is flagged ``DISAGREE``); else the best
proven lower bound (labelled ``≥``), and gaps are then gaps *to the bound* (upper
estimates of the true gaps). Gap % = ``100 (value - ref) / |ref|``
(:func:`optsched.core.result.gap_to_reference_pct`; ``inf`` if ref = 0 < value).
Runtimes are summarised by the shifted geometric mean ``exp(mean(log(t + s))) - s`` with
shift ``s = 1`` second, as customary in MIP benchmarking.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from optsched.core.io import atomic_write_text
from optsched.core.result import gap_to_reference_pct

from .store import ResultStore

REL_TOL = 1e-6


def load_results(out_dir: str | Path) -> pd.DataFrame:
    rows = ResultStore(out_dir).rows()
    df = pd.DataFrame(rows)
    if df.empty:
        return df
    for col in ("objective", "bound", "gap", "runtime_s", "build_s"):
        df[col] = pd.to_numeric(df[col], errors="coerce")
    df["feasible"] = df["feasible"] == "True"
    df["seed"] = pd.to_numeric(df["seed"], errors="coerce").astype(int)
    return df


def references(df: pd.DataFrame) -> pd.DataFrame:
    """Per instance: ``ref`` value, ``ref_kind`` (optimum/bound/none), ``best_known``."""
    out = []
    for inst, g in df.groupby("instance", sort=False):
        ex = g[g["kind"] == "exact"]
        opt = ex[(ex["status"] == "optimal") & ex["feasible"]]["objective"].dropna()
        best_known = g[g["feasible"]]["objective"].min()
        kind, ref, note = "none", math.nan, ""
        if len(opt):
            lo, hi = float(opt.min()), float(opt.max())
            if hi - lo > REL_TOL * max(1.0, abs(hi)):
                note = "DISAGREE"
            kind, ref = "optimum", lo
        else:
            bounds = ex["bound"].dropna()
            if len(bounds):
                kind, ref = "bound", float(bounds.max())
        size = g["size"].iloc[0] if "size" in g else ""
        out.append({"instance": inst, "size": size, "ref": ref, "ref_kind": kind,
                    "best_known": best_known, "note": note})
    return pd.DataFrame(out).set_index("instance")


def _fmt(x: Any, digits: int = 4) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "–"
    if isinstance(x, float):
        if math.isinf(x):
            return "∞"
        if x == int(x) and abs(x) < 1e12:
            return str(int(x))
        return f"{x:.{digits}g}"
    return str(x)


def shifted_geomean(values: Any, shift: float = 1.0) -> float:
    v = np.asarray(list(values), dtype=float)
    v = v[np.isfinite(v)]
    if v.size == 0:
        return math.nan
    return float(np.exp(np.mean(np.log(v + shift))) - shift)


def cell_table(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (instance, method): mean objective over seeds/reps, gap %, runtime."""
    refs = references(df)
    rows = []
    for (inst, method), g in df.groupby(["instance", "method"], sort=False):
        r = refs.loc[inst]
        feas = g[g["feasible"]]
        obj = float(feas["objective"].mean()) if len(feas) else math.nan
        gaps = [gap_to_reference_pct(v, r["ref"]) if not math.isnan(r["ref"]) else None
                for v in feas["objective"]]
        gaps = [x for x in gaps if x is not None]
        statuses = ",".join(sorted(set(g["status"])))
        rows.append({
            "instance": inst, "size": r["size"], "method": method, "kind": g["kind"].iloc[0],
            "status": statuses, "objective": obj,
            "bound": float(g["bound"].max()) if g["bound"].notna().any() else math.nan,
            "gap_pct": float(np.mean(gaps)) if gaps else math.nan,
            "runtime_s": float(g["runtime_s"].mean()), "runs": len(g),
            "ref": r["ref"], "ref_kind": r["ref_kind"], "note": r["note"],
        })
    return pd.DataFrame(rows)


def summary_table(df: pd.DataFrame) -> pd.DataFrame:
    """Per method: instances, feasible, proven optimal, mean/max gap, sgm runtime."""
    cells = cell_table(df)
    out = []
    for method, g in cells.groupby("method", sort=False):
        gaps = g["gap_pct"].dropna()
        finite = gaps[np.isfinite(gaps)]
        out.append({
            "method": method, "kind": g["kind"].iloc[0], "instances": len(g),
            "feasible": int((~g["objective"].isna()).sum()),
            "proven_optimal": int(g["status"].str.contains("optimal").sum())
            if g["kind"].iloc[0] == "exact" else 0,
            "mean_gap_pct": float(finite.mean()) if len(finite) else math.nan,
            "max_gap_pct": float(gaps.max()) if len(gaps) else math.nan,
            "gap_inf": int(np.isinf(gaps).sum()),
            "sgm_runtime_s": shifted_geomean(g["runtime_s"]),
            "max_runtime_s": float(g["runtime_s"].max()),
        })
    return pd.DataFrame(out)


def markdown_instance_table(df: pd.DataFrame) -> str:
    cells = cell_table(df)
    methods = list(dict.fromkeys(cells["method"]))
    head = ["instance", "n", "reference"]
    for m in methods:
        head += [f"{m}", "gap %", "s"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for inst, g in cells.groupby("instance", sort=False):
        first = g.iloc[0]
        ref = first["ref"]
        label = {"optimum": _fmt(ref), "bound": f"≥ {_fmt(ref)}", "none": "–"}[first["ref_kind"]]
        if first["note"]:
            label += f" **{first['note']}**"
        row = [str(inst), _fmt(first["size"]), label]
        by = {r["method"]: r for _, r in g.iterrows()}
        for m in methods:
            r = by.get(m)
            if r is None:
                row += ["", "", ""]
                continue
            obj = _fmt(r["objective"])
            if r["kind"] == "exact" and "optimal" not in r["status"]:
                obj += f" ({r['status']})"
            row += [obj, _fmt(r["gap_pct"], 3), f"{r['runtime_s']:.3g}"]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def markdown_summary(df: pd.DataFrame) -> str:
    s = summary_table(df)
    head = ["method", "kind", "instances", "feasible", "proven optimal", "mean gap %",
            "max gap %", "sgm time s", "max time s"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for _, r in s.iterrows():
        maxgap = _fmt(r["max_gap_pct"], 3)
        lines.append("| " + " | ".join([
            r["method"], r["kind"], str(r["instances"]), str(r["feasible"]),
            str(r["proven_optimal"]) if r["kind"] == "exact" else "–",
            _fmt(r["mean_gap_pct"], 3), maxgap, f"{r['sgm_runtime_s']:.3g}",
            f"{r['max_runtime_s']:.3g}"]) + " |")
    return "\n".join(lines) + "\n"


def write_reports(out_dir: Path, cfg: Any = None) -> list[Path]:
    """(Re)generate ``table.md`` from ``results.csv``; returns the files written."""
    out_dir = Path(out_dir)
    df = load_results(out_dir)
    if df.empty:
        return []
    refs = references(df)
    n_opt = int((refs["ref_kind"] == "optimum").sum())
    title = df["bench"].iloc[0]
    text = (f"# {title}\n\n"
            f"{len(refs)} instances, {n_opt} with a proven optimum; the reference is the "
            "optimum, or `≥ bound` (best proven lower bound) where none was proven — gaps "
            "are then measured to the bound. Objectives are recomputed by the verifier; "
            "heuristic values are means over seeds.\n\n"
            "## Per instance\n\n" + markdown_instance_table(df) +
            "\n## Per method\n\n" + markdown_summary(df))
    path = out_dir / "table.md"
    atomic_write_text(path, text)
    return [path]
