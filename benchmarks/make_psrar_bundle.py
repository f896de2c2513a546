"""Regenerate the bundled psrar instances (PS, RAR, mixed; both objectives).

    .venv/bin/python benchmarks/make_psrar_bundle.py

Writes ``instances/psrar/<preset>-s<seed>.json`` (family ``psrar``, generator presets
``tiny-ps``, ``tiny-rar``, ``tiny-mixed``, ``small-rar``) and the max-weight versions
``...-mw.json`` (family ``psrar-maxweight``, ``tau = round(0.6 T)``). Their optima are then
proven and indexed by ``benchmarks/update_index.py --family psrar --family
psrar-maxweight`` (time-indexed MILP and configuration ILP, which must agree).
"""

from __future__ import annotations

from pathlib import Path

from optsched.core import atomic_write_json
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS

REPO = Path(__file__).resolve().parents[1]
BUNDLE = (("tiny-ps", 0), ("tiny-ps", 1), ("tiny-rar", 0), ("tiny-rar", 1),
          ("tiny-mixed", 0), ("tiny-mixed", 1), ("small-rar", 0))


def main() -> None:
    out = REPO / "instances" / "psrar"
    for preset, seed in BUNDLE:
        for presets, suffix in ((PRESETS, ""), (MAXWEIGHT_PRESETS, "-mw")):
            inst = presets[preset](seed)
            name = f"{preset}-s{seed}{suffix}"
            d = inst.to_dict()
            d["name"] = name
            d["source"] = (f"optsched.psrar.generate preset {preset!r} seed {seed}"
                           + (" (max-weight, tau = round(0.6 T))" if suffix else ""))
            atomic_write_json(out / f"{name}.json", d)
            print(f"{name}: {len(inst.jobs)} jobs, {len(inst.servers)} servers, "
                  f"T={inst.horizon_slots}")


if __name__ == "__main__":
    main()
