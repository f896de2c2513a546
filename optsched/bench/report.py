"""Tables from a result store: per-instance "Table II-style" and per-method summary.

Reference value of an instance: the proven optimum when some exact method proved one
(all proofs must agree, otherwise the instance is flagged ``DISAGREE``); else the best
proven lower bound (labelled ``≥``), and gaps are then gaps *to the bound* (upper
estimates of the true gaps). Gap % = ``100 (value - ref) / |ref|``
(:func:`optsched.core.result.gap_to_reference_pct`; ``inf`` if ref = 0 < value).
Times are wall seconds including model building (``build_s + runtime_s``: for CP-SAT
this includes computing its warm start) and are summarised by the shifted geometric mean
``exp(mean(log(t + s))) - s`` with shift ``s = 1`` second, as customary in MIP
benchmarking.
"""

from __future__ import annotations

import math
import weakref
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from optsched.core.io import atomic_write_text
from optsched.core.result import gap_to_reference_pct

from .store import ResultStore

REL_TOL = 1e-6
VALID_BOUND_STATUSES = ("optimal", "feasible", "time_limit", "bound")
#: what the gap cells mean (printed under every table)
GAP_LEGEND = ("Gap % = 100 (value − reference) / |reference|; 0 = equal to the reference "
              "(within 1e-9 relative); ∞ = the reference is 0 and the value is not. "
              "\"gap to bound %\" is measured to the best certified lower bound (an upper "
              "estimate of the true gap), \"gap %\" to the proven optimum where one exists.")


def load_results(out_dir: str | Path) -> pd.DataFrame:
    rows = ResultStore(out_dir).rows(check_values=True)
    df = pd.DataFrame(rows)
    if df.empty:
        return df
    # a cell re-run (e.g. after a config change) counts once: its latest row
    df = df.drop_duplicates(subset="cell_id", keep="last").reset_index(drop=True)
    # instances in natural order of their keys (tiny-s2 before tiny-s10), whatever the
    # order in which parallel workers finished
    keys = sorted(df["instance"].unique(), key=_natural_key)
    df = df.assign(_o=df["instance"].map({k: i for i, k in enumerate(keys)}))
    df = df.sort_values("_o", kind="stable").drop(columns="_o").reset_index(drop=True)
    df.attrs["method_order"] = _config_method_order(Path(out_dir))
    for col in ("objective", "bound", "gap", "runtime_s", "build_s"):
        df[col] = pd.to_numeric(df[col], errors="coerce")
    # reported time = model build (incl. warm-start heuristics) + solve: what a user waits
    df["wall_s"] = df["runtime_s"].fillna(0.0) + df["build_s"].fillna(0.0)
    df["feasible"] = df["feasible"] == "True"
    df["seed"] = pd.to_numeric(df["seed"], errors="coerce").astype(int)
    return df


def _natural_key(text: str) -> list[Any]:
    import re

    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", str(text))]


def _config_method_order(out_dir: Path) -> list[str]:
    import json as _json
    import tomllib

    toml_path, json_path = out_dir / "config.toml", out_dir / "config.json"
    try:
        if toml_path.exists():
            raw = tomllib.loads(toml_path.read_text(encoding="utf-8"))
        elif json_path.exists():
            raw = _json.loads(json_path.read_text(encoding="utf-8"))
        else:
            return []
        from .config import _methods

        return [m.name for m in _methods(raw.get("methods"))]
    except Exception:  # noqa: BLE001 - ordering is cosmetic; never fail a report on it
        return []


def headline_table(df: pd.DataFrame) -> str:
    """One row per size class: exact methods' proofs and mean time, heuristics' mean/max
    gap to the reference — the compact "how far from the optimum" table."""
    sizes = size_table(df)
    methods = method_order(df)
    kinds = dict(zip(sizes["method"], sizes["kind"]))
    with_bound = bool(sizes["mean_bound_gap_pct"].notna().any()) if len(sizes) else False

    def width(m: str) -> int:
        k = kinds.get(m)
        return 2 if k == "exact" else 1 if k == "bound" else (2 if with_bound else 1)

    head = ["size", "instances"]
    for m in methods:
        k = kinds.get(m)
        if k == "exact":
            head += [f"{m} proven", f"{m} time s"]
        elif k == "bound":
            head += [f"{m} time s"]
        else:
            head += [f"{m} gap % (mean / max)"]
            if with_bound:
                head += [f"{m} gap to bound % (mean / max)"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for size, g in sizes.groupby("size", sort=False):
        by = {r["method"]: r for _, r in g.iterrows()}
        row = [_fmt(size), str(int(g["instances"].max()))]
        for m in methods:
            r = by.get(m)
            if r is None:
                row += [""] * width(m)
            elif r["kind"] == "exact":
                row += [f"{int(r['proven_optimal'])}/{int(r['instances'])}",
                        f"{r['sgm_runtime_s']:.3g}"]
            elif r["kind"] == "bound":
                row += [f"{r['sgm_runtime_s']:.3g}"]
            else:
                row.append(f"{_fmt(r['mean_gap_pct'], 3)} / {_fmt(r['max_gap_pct'], 3)}")
                if with_bound:
                    row.append(f"{_fmt(r['mean_bound_gap_pct'], 3)} / "
                               f"{_fmt(r['max_bound_gap_pct'], 3)}")
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def references(df: pd.DataFrame) -> pd.DataFrame:
    """Per instance: ``ref`` value, ``ref_kind`` (optimum/bound/none), ``best_known``.

    The optimum is proven when an exact method proved it, or when a verified objective
    (of any method) meets a proven lower bound reported by any method (e.g. heSRPT's
    Theorem 6 value). Otherwise the reference is the best proven bound.
    """
    out = []
    for inst, g in df.groupby("instance", sort=False):
        ex = g[g["kind"] == "exact"]
        opt = ex[(ex["status"] == "optimal") & ex["feasible"]]["objective"].dropna()
        feas = g[g["feasible"]]["objective"].dropna()
        best_known = float(feas.min()) if len(feas) else math.nan
        # bounds only from runs that ended normally (an errored run may carry a bound the
        # verifier found invalid)
        bounds = g[g["status"].isin(VALID_BOUND_STATUSES)]["bound"].dropna()
        best_bound = float(bounds.max()) if len(bounds) else math.nan
        kind, ref, note = "none", math.nan, ""
        have_both = not math.isnan(best_bound) and not math.isnan(best_known)
        bound_above = have_both and \
            best_bound > best_known + REL_TOL * max(1.0, abs(best_known))
        if bound_above:
            note = "BOUND ABOVE INCUMBENT"
        if len(opt):
            lo, hi = float(opt.min()), float(opt.max())
            if hi - lo > REL_TOL * max(1.0, abs(hi)):
                note = "DISAGREE"
            kind, ref = "optimum", lo
        elif bound_above:
            pass  # an invalid bound proves nothing: no reference
        elif have_both and abs(best_known - best_bound) <= REL_TOL * max(1.0, abs(best_known)):
            kind, ref = "optimum", best_known  # an incumbent meets a proven bound
        elif not math.isnan(best_bound):
            kind, ref = "bound", best_bound
        size = g["size"].iloc[0] if "size" in g else ""
        cert = math.nan if bound_above or math.isnan(best_bound) else best_bound
        out.append({"instance": inst, "size": size, "ref": ref, "ref_kind": kind,
                    "best_known": best_known, "note": note, "cert_bound": cert})
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


def method_order(df: pd.DataFrame) -> list[str]:
    """Methods in config order when the run saved its config, else first appearance."""
    seen = list(dict.fromkeys(df["method"]))
    cfg_order: list[str] = df.attrs.get("method_order", [])
    return [m for m in cfg_order if m in seen] + [m for m in seen if m not in cfg_order]


#: the last frame :func:`cell_table` summarised: (weak reference, content hash, cells)
_LAST_CELLS: list[tuple[weakref.ref, bytes, pd.DataFrame]] = []


def _content_key(df: pd.DataFrame) -> bytes | None:
    """The frame's values, index, columns and ``attrs`` hashed (None: not hashable)."""
    try:
        rows = pd.util.hash_pandas_object(df, index=True).to_numpy()
    except TypeError:
        return None
    labels = "\x1f".join(map(str, df.columns)) + "\x1e" + repr(sorted(df.attrs.items()))
    return rows.tobytes() + labels.encode()


def cell_table(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (instance, method): mean objective over seeds/reps, gap %, runtime.

    The report functions all start from this table; the last one computed is kept
    (for the same frame object with the same content) and a copy returned, so a report
    summarises a result store once rather than once per table."""
    key = _content_key(df)
    for ref, last_key, cells in _LAST_CELLS[:1]:  # a snapshot: other threads may clear
        if key is not None and ref() is df and last_key == key:
            return cells.copy()
    cells = _cell_table(df)
    _LAST_CELLS.clear()
    if key is not None:
        _LAST_CELLS.append((weakref.ref(df), key, cells.copy()))
    return cells


def _cell_table(df: pd.DataFrame) -> pd.DataFrame:
    refs = references(df)
    rows = []
    rank = {m: k for k, m in enumerate(method_order(df))}
    df = df.assign(_rank=df["method"].map(rank)).sort_values("_rank", kind="stable")
    inst_order = list(dict.fromkeys(df.sort_index()["instance"]))
    df = df.assign(_irank=df["instance"].map({x: k for k, x in enumerate(inst_order)}))
    df = df.sort_values(["_irank", "_rank"], kind="stable")
    for (inst, method), g in df.groupby(["instance", "method"], sort=False):
        r = refs.loc[inst]
        feas = g[g["feasible"]]
        obj = float(feas["objective"].mean()) if len(feas) else math.nan
        gaps = [x for x in (gap_to_reference_pct(v, r["ref"]) for v in feas["objective"])
                if x is not None] if not math.isnan(r["ref"]) else []
        bgaps = [x for x in (gap_to_reference_pct(v, r["cert_bound"])
                             for v in feas["objective"]) if x is not None] \
            if not math.isnan(r["cert_bound"]) else []
        statuses = ",".join(sorted(set(g["status"])))
        notes = sorted({n for n in g.get("status_note", pd.Series(dtype=str)) if n})
        rows.append({
            "instance": inst, "size": r["size"], "method": method, "kind": g["kind"].iloc[0],
            "status": statuses, "objective": obj,
            "bound": float(g["bound"].max()) if g["bound"].notna().any() else math.nan,
            "gap_pct": float(np.mean(gaps)) if gaps else math.nan,
            "bound_gap_pct": float(np.mean(bgaps)) if bgaps else math.nan,
            "runtime_s": float(g["wall_s"].mean()), "runs": len(g),
            "ref": r["ref"], "ref_kind": r["ref_kind"], "note": r["note"],
            "cert_bound": r["cert_bound"], "status_note": "; ".join(notes),
        })
    return pd.DataFrame(rows)


def summary_table(df: pd.DataFrame) -> pd.DataFrame:
    """Per method: instances, feasible, proven optimal, mean/max gap, sgm runtime."""
    cells = cell_table(df)
    out = []
    for method, g in cells.groupby("method", sort=False):
        gaps = g["gap_pct"].dropna()
        finite = gaps[np.isfinite(gaps)]
        bg = g["bound_gap_pct"].dropna()
        bfin = bg[np.isfinite(bg)]
        out.append({
            "method": method, "kind": g["kind"].iloc[0], "instances": len(g),
            "feasible": int((~g["objective"].isna()).sum()),
            "proven_optimal": int(g["status"].str.contains("optimal").sum())
            if g["kind"].iloc[0] == "exact" else 0,
            "mean_gap_pct": float(finite.mean()) if len(finite) else math.nan,
            "max_gap_pct": float(gaps.max()) if len(gaps) else math.nan,
            "gap_inf": int(np.isinf(gaps).sum()),
            "mean_bound_gap_pct": float(bfin.mean()) if len(bfin) else math.nan,
            "max_bound_gap_pct": float(bg.max()) if len(bg) else math.nan,
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
            if r["kind"] == "bound":
                row += [f"≥ {_fmt(r['bound'])}", "–", f"{r['runtime_s']:.3g}"]
                continue
            obj = _fmt(r["objective"])
            if r["kind"] == "exact" and "optimal" not in r["status"]:
                obj += f" ({r['status']})"
            gap = _fmt(r["gap_pct"], 3)
            if first["ref_kind"] != "optimum" and not math.isnan(r["bound_gap_pct"]):
                gap = f"≤ {_fmt(r['bound_gap_pct'], 3)} (to bound)"
            row += [obj, gap, f"{r['runtime_s']:.3g}"]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def markdown_summary(df: pd.DataFrame) -> str:
    s = summary_table(df)
    with_bound = bool(s["mean_bound_gap_pct"].notna().any())
    head = ["method", "kind", "instances", "feasible", "proven optimal", "mean gap %",
            "max gap %"]
    if with_bound:
        head += ["mean gap to bound %", "max gap to bound %"]
    head += ["sgm time s", "max time s"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for _, r in s.iterrows():
        row = [r["method"], r["kind"], str(r["instances"]), str(r["feasible"]),
               str(r["proven_optimal"]) if r["kind"] == "exact" else "–",
               _fmt(r["mean_gap_pct"], 3), _fmt(r["max_gap_pct"], 3)]
        if with_bound:
            row += [_fmt(r["mean_bound_gap_pct"], 3), _fmt(r["max_bound_gap_pct"], 3)]
        row += [f"{r['sgm_runtime_s']:.3g}", f"{r['max_runtime_s']:.3g}"]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def notes_table(df: pd.DataFrame) -> str:
    """Every status note (why a claim was downgraded or a proof recovered) and every
    error message, per instance and method: a count like "1/2 proven" always has its
    reason next to it."""
    lines = []
    for _, r in cell_table(df).iterrows():
        if r["status_note"]:
            lines.append(f"* {r['instance']} · {r['method']} ({r['status']}): "
                         f"{r['status_note']}")
    for _, r in df[df["status"] == "error"].iterrows():
        lines.append(f"* {r['instance']} · {r['method']} (error): {r['message']}")
    return "\n".join(lines) + ("\n" if lines else "")


def size_table(df: pd.DataFrame) -> pd.DataFrame:
    """Aggregated per (size class, method): #instances, #proven optimal, mean/max gap to
    the reference, shifted geometric mean runtime. ``gap_to`` says whether some gaps of
    that row are measured to a bound rather than a proven optimum."""
    cells = cell_table(df)
    cells["size"] = cells["size"].replace("", "all")
    out = []
    rank = {m: k for k, m in enumerate(method_order(df))}
    cells = cells.assign(_r=cells["method"].map(rank)).sort_values("_r", kind="stable")
    for (size, method), g in cells.groupby(["size", "method"], sort=False):
        gaps = g["gap_pct"].dropna()
        finite = gaps[np.isfinite(gaps)]
        bg = g["bound_gap_pct"].dropna()
        bfin = bg[np.isfinite(bg)]
        kinds = set(g["ref_kind"])
        out.append({
            "size": size, "method": method, "kind": g["kind"].iloc[0], "instances": len(g),
            "mean_bound_gap_pct": float(bfin.mean()) if len(bfin) else math.nan,
            "max_bound_gap_pct": float(bg.max()) if len(bg) else math.nan,
            "proven_optimal": int(g["status"].str.contains("optimal").sum())
            if g["kind"].iloc[0] == "exact" else np.nan,
            "mean_gap_pct": float(finite.mean()) if len(finite) else math.nan,
            "max_gap_pct": float(gaps.max()) if len(gaps) else math.nan,
            "gap_to": "optimum" if kinds == {"optimum"} else "bound" if "bound" in kinds
            else "–",
            "sgm_runtime_s": shifted_geomean(g["runtime_s"]),
        })
    res = pd.DataFrame(out)
    if not res.empty:
        order = pd.to_numeric(res["size"], errors="coerce")
        res = res.assign(_o=order).sort_values(["_o", "size"], kind="stable").drop(columns="_o")
    return res


def performance_ratios(df: pd.DataFrame, measure: str) -> pd.DataFrame:
    """Dolan–Moré ratios r_{i,s} = t_{i,s} / min_s t_{i,s} (instances × methods).

    ``measure="runtime"``: t = runtime of a *successful* run (exact: proven optimal;
    heuristic: feasible), otherwise ∞. ``measure="objective"``: t = objective + 1 of a
    feasible run (the +1 shift keeps zero optima well-defined), otherwise ∞.
    """
    cells = cell_table(df)
    cells = cells[cells["kind"] != "bound"]
    t = {}
    for _, r in cells.iterrows():
        if measure == "runtime":
            ok = ("optimal" in r["status"]) if r["kind"] == "exact" else \
                not math.isnan(r["objective"])
            val = max(r["runtime_s"], 1e-6) if ok else math.inf
        else:
            val = r["objective"] + 1.0 if not math.isnan(r["objective"]) else math.inf
        t[(r["instance"], r["method"])] = val
    table = pd.Series(t).unstack()
    best = table.min(axis=1)
    return table.div(best, axis=0)


def _plots(df: pd.DataFrame, out_dir: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written: list[Path] = []

    def save(fig, stem: str) -> None:
        import io as _io

        from optsched.core.io import atomic_write_bytes

        for ext in ("png", "svg"):
            path = out_dir / f"{stem}.{ext}"
            buf = _io.BytesIO()
            fig.savefig(buf, format=ext, dpi=120, bbox_inches="tight")
            atomic_write_bytes(path, buf.getvalue())
            written.append(path)
        plt.close(fig)

    for measure, label in (("runtime", "runtime (successful runs)"),
                           ("objective", "objective + 1")):
        ratios = performance_ratios(df, measure)
        if ratios.empty:
            continue
        finite = ratios.replace(np.inf, np.nan).max().max()
        tau_max = max(2.0, float(finite) * 1.5) if np.isfinite(finite) else 2.0
        taus = np.geomspace(1.0, tau_max, 200)
        fig, ax = plt.subplots(figsize=(6, 4))
        for method in ratios.columns:
            r = ratios[method].to_numpy()
            ax.step(taus, [(r <= t).mean() for t in taus], where="post", label=method)
        ax.set_xscale("log", base=2)
        ax.set_ylim(0, 1.02)
        ax.set_xlabel(f"τ (ratio to the best {label})")
        ax.set_ylabel("share of instances within τ of best")
        ax.set_title(f"Performance profile — {measure}")
        ax.legend(fontsize=8)
        ax.grid(alpha=0.3)
        save(fig, f"profile_{measure}")

    sizes = size_table(df)
    numeric = pd.to_numeric(sizes["size"], errors="coerce")
    if numeric.notna().any():
        sizes = sizes.assign(size_num=numeric).dropna(subset=["size_num"])
        for col, stem, ylabel, logy in (
                ("mean_gap_pct", "gap_vs_size", "mean gap to reference (%)", False),
                ("sgm_runtime_s", "runtime_vs_size", "runtime (s, shifted geo. mean)", True)):
            fig, ax = plt.subplots(figsize=(6, 4))
            for method, g in sizes.groupby("method", sort=False):
                if col == "mean_gap_pct" and g["kind"].iloc[0] in ("exact", "bound"):
                    continue
                ax.plot(g["size_num"], g[col], marker="o", label=method)
            ax.set_xlabel("instance size (tasks)")
            ax.set_ylabel(ylabel)
            if logy:
                ax.set_yscale("log")
            ax.grid(alpha=0.3)
            ax.legend(fontsize=8)
            save(fig, stem)
    return written


def _latex(frame: pd.DataFrame) -> str:
    cols = list(frame.columns)
    lines = ["\\begin{tabular}{" + "l" * len(cols) + "}", "\\toprule",
             " & ".join(c.replace("_", "\\_").replace("%", "\\%") for c in cols)
             + " \\\\", "\\midrule"]
    for _, r in frame.iterrows():
        cells = [_fmt(v) if not isinstance(v, str) else v for v in r]
        cells = [c.replace("_", "\\_").replace("%", "\\%").replace("∞", "$\\infty$")
                 .replace("–", "--") for c in cells]
        lines.append(" & ".join(cells) + " \\\\")
    lines += ["\\bottomrule", "\\end{tabular}"]
    return "\n".join(lines) + "\n"


def _markdown(frame: pd.DataFrame) -> str:
    cols = list(frame.columns)
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for _, r in frame.iterrows():
        lines.append("| " + " | ".join(_fmt(v) if not isinstance(v, str) else v
                                        for v in r) + " |")
    return "\n".join(lines) + "\n"


def metrics_table(df: pd.DataFrame, names: tuple[str, ...]) -> pd.DataFrame:
    """Per method: mean of each named ``Result.metrics`` entry over feasible runs."""
    import json as _json

    out = []
    for method, g in df[df["feasible"]].groupby("method", sort=False):
        vals = [_json.loads(m) if m else {} for m in g["metrics"]]
        row: dict[str, Any] = {"method": method, "runs": len(g)}
        for n in names:
            xs = [v[n] for v in vals if isinstance(v.get(n), (int, float))]
            row[n] = float(np.mean(xs)) if xs else math.nan
        out.append(row)
    return pd.DataFrame(out)


def _report_options(out_dir: Path, cfg: Any) -> tuple[tuple[str, ...], bool]:
    if cfg is not None:
        return tuple(cfg.report_metrics), bool(cfg.report_plots)
    import tomllib

    from optsched.core.errors import InstanceError
    from optsched.core.io import read_json, read_text_file

    from .config import parse_report_section

    toml_path, json_path = out_dir / "config.toml", out_dir / "config.json"
    if toml_path.exists():
        try:
            raw = tomllib.loads(read_text_file(toml_path, "TOML file"))
        except tomllib.TOMLDecodeError as exc:
            raise InstanceError(str(toml_path), f"malformed TOML: {exc}") from None
    elif json_path.exists():
        raw = read_json(json_path)
    else:
        raw = {}
    if not isinstance(raw, dict):
        raise InstanceError(str(toml_path if toml_path.exists() else json_path),
                            "expected a table/object")
    return parse_report_section(raw.get("report", {}))


def write_reports(out_dir: Path, cfg: Any = None, plots: bool | None = None) -> list[Path]:
    """(Re)generate every report from ``results.csv`` (no re-running).

    Writes ``table.md`` (per instance + per method), ``sizes.{md,tex,csv}`` (per size
    class), ``cells.csv`` / ``summary.{csv,tex}``, ``results.parquet`` (if pyarrow is
    installed), the performance profiles and gap/runtime-vs-size plots (PNG + SVG), and
    ``report.md`` linking them. Returns the files written.
    """
    out_dir = Path(out_dir)
    df = load_results(out_dir)
    if df.empty:
        return []
    metric_names, cfg_plots = _report_options(out_dir, cfg)
    plots = cfg_plots if plots is None else plots
    written: list[Path] = []

    def put(name: str, text: str) -> None:
        path = out_dir / name
        atomic_write_text(path, text)
        written.append(path)

    refs = references(df)
    n_opt = int((refs["ref_kind"] == "optimum").sum())
    n_dis = int((refs["note"] == "DISAGREE").sum())
    title = df["bench"].iloc[0]
    intro = (f"{len(refs)} instances, {n_opt} with a proven optimum"
             + (f", **{n_dis} where exact methods DISAGREE**" if n_dis else "") +
             "; the reference is the optimum, or `≥ bound` (best proven lower bound) where "
             "none was proven — gaps are then measured to the bound. Objectives are "
             "recomputed by the verifier; heuristic values are means over seeds. "
             + GAP_LEGEND + "\n")
    notes = notes_table(df)
    notes_md = f"\n## Notes (status notes and errors)\n\n{notes}" if notes else ""
    table = (f"# {title}\n\n{intro}\n## Per instance\n\n" + markdown_instance_table(df)
             + "\n## Per method\n\n" + markdown_summary(df) + notes_md)
    put("table.md", table)
    cells = cell_table(df)
    summary = summary_table(df)
    sizes = size_table(df)
    put("cells.csv", cells.to_csv(index=False))
    put("summary.csv", summary.to_csv(index=False))
    put("summary.tex", _latex(summary))
    put("sizes.csv", sizes.to_csv(index=False))
    put("sizes.md", _markdown(sizes))
    put("sizes.tex", _latex(sizes))
    put("headline.md", headline_table(df))
    try:
        import io as _io

        import pyarrow  # noqa: F401

        from optsched.core.io import atomic_write_bytes

        buf = _io.BytesIO()
        df.to_parquet(buf, index=False)
        atomic_write_bytes(out_dir / "results.parquet", buf.getvalue())
        written.append(out_dir / "results.parquet")
    except ImportError:
        pass
    extra = ""
    if metric_names:
        mt = metrics_table(df, metric_names)
        put("metrics.md", _markdown(mt))
        put("metrics.csv", mt.to_csv(index=False))
        put("metrics.tex", _latex(mt))
        extra = "\n## Metrics (means over feasible runs)\n\n" + _markdown(mt)
    figs = _plots(df, out_dir) if plots else []
    written += figs
    links = "\n".join(f"![{p.stem}]({p.name})" for p in figs if p.suffix == ".png")
    report = (f"# Report: {title}\n\n{intro}\n"
              "Files: [per-instance table](table.md) · [cells.csv](cells.csv) · "
              "[summary.csv](summary.csv) · [summary.tex](summary.tex) · "
              "[sizes.csv](sizes.csv) · [sizes.tex](sizes.tex) · results.csv"
              + (" · results.parquet" if (out_dir / "results.parquet").exists() else "")
              + "\n\n## Per method\n\n" + markdown_summary(df)
              + "\n## Per size class\n\n" + headline_table(df) + "\n" + _markdown(sizes)
              + extra + notes_md + "\n" + links + "\n")
    put("report.md", report)
    return written
