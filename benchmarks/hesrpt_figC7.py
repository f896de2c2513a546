"""Fig. C.7 of the heSRPT paper (offline, mean flow time): ``hesrpt_fig5.py --metric flow``.

    .venv/bin/python benchmarks/hesrpt_figC7.py --out benchmarks/results/hesrpt [--quick]
"""

from __future__ import annotations

from hesrpt_fig5 import main

if __name__ == "__main__":
    main(default_metric="flow")
