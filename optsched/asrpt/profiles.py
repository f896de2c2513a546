"""Estimated stage tables for the DNN models of the paper's Table I, and a stage planner.

**These are estimates, not measurements.** Every number is derived from public
architecture facts (layer shapes, hidden sizes, vocabularies -- see
instances/asrpt/PROFILES.md for each derivation) with a FLOP-based timing at a stated
GPU speed. The paper's own profiles (V100 / H100-MIG measurements) are not public.

Per layer (block) we compute, per training sample,

* forward FLOPs (2 per multiply-accumulate); backward = 2 x forward (the usual
  estimate: gradients w.r.t. inputs and weights each cost about one forward);
* parameters (weights only; biases, BatchNorm and LayerNorm are ignored, < 1 %);
* the size of the activation the block hands to the next one.

Timing: ``time_ms = FLOPs / (effective TFLOP/s)``. The GPU is an NVIDIA V100 (the GPU
of the paper's simulations, Section V-B): CNNs in fp32 at 50 % of the 15.7 TFLOP/s peak
(7.85 TFLOP/s), transformers in fp16 mixed precision at 30 % of the 125 TFLOP/s tensor
core peak (37.5 TFLOP/s). Communicated values (activations, gradients) take 4 bytes
(fp32) for CNNs and 2 bytes (fp16) for transformers. MB = 10^6 bytes.

The planner (:func:`plan_stages`) cuts the layer sequence into ``num_stages``
contiguous stages and gives stage s k_s replicas (sum = ``gpus``) so that the largest
per-replica compute time ``T_s / k_s`` is minimal (exact, by bisection on the
bottleneck with a dynamic program), as pipeline planners do for compute balance; it
ignores communication. The mini-batch of a stage is split evenly over its replicas
(Section III-A: "the processing of a single mini-batch by a stage is distributed over
the GPUs"), so p^f, p^b, d^in and d^out are per-replica shares.

**Profile sets** (:data:`PROFILE_SETS`, issue 15 item 7). ``"estimated"`` is the literal
reading of Section V-B: the numbers above with B_inter = 10 Gbit/s in eqs. (5)-(6).
``"calibrated"`` (the default) is the reading under which the paper's VGG19 Table II
magnitudes arise (instances/asrpt/PROFILES.md, "Calibration"): the same per-layer
numbers (nothing in Table II argues for other FLOP or byte counts), the paper's "10Gbps"
NIC read as 10 GB/s (= 80 Gbit/s in eqs. (5)-(6); the same sentence gives NVLink in
GB/s) and PipeDream-style stage splits (VGG19 on 16 GPUs = 2 stages, 15 + 1 replicas).
:func:`paper_inter_gbps` converts a NIC bandwidth as printed in the paper to the
B_inter of eqs. (5)-(6) under a profile set.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache

import numpy as np

from optsched.core.errors import InstanceError

from .job import Job, Stage

V100_FP32_TFLOPS = 15.7
V100_FP16_TENSOR_TFLOPS = 125.0
CNN_EFFICIENCY = 0.50
TRANSFORMER_EFFICIENCY = 0.30


@dataclass(frozen=True)
class Layer:
    """One block, per training sample: forward GFLOPs, parameters (millions), and the
    number of values (millions) in the activation it passes on."""

    name: str
    fwd_gflop: float
    params_m: float
    out_values_m: float


@dataclass(frozen=True)
class ModelProfile:
    name: str
    layers: tuple[Layer, ...]
    batch: int               # mini-batch size (Table I)
    bytes_per_value: int     # 4 = fp32 (CNNs), 2 = fp16 (transformers)
    tflops: float            # effective GPU speed used for timing
    table1_params: str       # the paper's Table I parameter count, for comparison
    notes: str = ""

    @property
    def params_m(self) -> float:
        return sum(layer.params_m for layer in self.layers)

    @property
    def fwd_gflop(self) -> float:
        return sum(layer.fwd_gflop for layer in self.layers)

    def layer_ms(self) -> list[float]:
        """Forward + backward time of each layer for the whole mini-batch (ms)."""
        return [3.0 * layer.fwd_gflop * self.batch / self.tflops for layer in self.layers]


# ------------------------------------------------------------------------- CNN helpers

def _conv(cin: int, cout: int, kh: int, kw: int, hw_out: tuple[int, int] | int) -> tuple:
    """(params, MACs) of a bias-free convolution producing an ``hw_out`` feature map."""
    h, w = (hw_out, hw_out) if isinstance(hw_out, int) else hw_out
    p = cin * cout * kh * kw
    return p, p * h * w


def _block(name: str, convs: list[tuple], out_values: float) -> Layer:
    p = sum(c[0] for c in convs)
    macs = sum(c[1] for c in convs)
    return Layer(name, 2.0 * macs / 1e9, p / 1e6, out_values / 1e6)


def _vgg19() -> tuple[Layer, ...]:
    cfg: list[int | str] = [64, 64, "M", 128, 128, "M", 256, 256, 256, 256, "M",
                            512, 512, 512, 512, "M", 512, 512, 512, 512, "M"]
    layers: list[Layer] = []
    cin, hw, i = 3, 224, 0
    for j, v in enumerate(cfg):
        if not isinstance(v, int):   # "M": max-pool, folded into the previous conv
            continue
        i += 1
        pooled = j + 1 < len(cfg) and cfg[j + 1] == "M"
        out_hw = hw // 2 if pooled else hw
        layers.append(_block(f"conv{i}", [_conv(cin, v, 3, 3, hw)], v * out_hw * out_hw))
        cin, hw = v, out_hw
    layers.append(_block("fc6", [_conv(512 * 7 * 7, 4096, 1, 1, 1)], 4096))
    layers.append(_block("fc7", [_conv(4096, 4096, 1, 1, 1)], 4096))
    layers.append(_block("fc8", [_conv(4096, 1000, 1, 1, 1)], 1000))
    return tuple(layers)


def _resnet152() -> tuple[Layer, ...]:
    layers = [_block("stem", [_conv(3, 64, 7, 7, 112)], 64 * 56 * 56)]  # + 3x3 maxpool
    cin, hw = 64, 56
    for stage, (width, blocks) in enumerate(zip((64, 128, 256, 512), (3, 8, 36, 3))):
        for b in range(blocks):
            stride = 2 if (b == 0 and stage > 0) else 1
            out_hw = hw // stride
            convs = [_conv(cin, width, 1, 1, hw), _conv(width, width, 3, 3, out_hw),
                     _conv(width, 4 * width, 1, 1, out_hw)]
            if b == 0:
                convs.append(_conv(cin, 4 * width, 1, 1, out_hw))  # projection shortcut
            layers.append(_block(f"conv{stage + 2}_{b + 1}", convs,
                                 4 * width * out_hw * out_hw))
            cin, hw = 4 * width, out_hw
    layers.append(_block("fc", [_conv(2048, 1000, 1, 1, 1)], 1000))
    return tuple(layers)


def _inception_v3() -> tuple[Layer, ...]:
    """torchvision's Inception-V3 (299x299 input, no auxiliary head), module by module."""
    c = _conv
    L = [_block("stem", [c(3, 32, 3, 3, 149), c(32, 32, 3, 3, 147), c(32, 64, 3, 3, 147),
                         c(64, 80, 1, 1, 73), c(80, 192, 3, 3, 71)], 192 * 35 * 35)]

    def inc_a(name, cin, pool):
        return _block(name, [c(cin, 64, 1, 1, 35), c(cin, 48, 1, 1, 35), c(48, 64, 5, 5, 35),
                             c(cin, 64, 1, 1, 35), c(64, 96, 3, 3, 35), c(96, 96, 3, 3, 35),
                             c(cin, pool, 1, 1, 35)], (224 + pool) * 35 * 35)

    def inc_c(name, c7):
        return _block(name, [c(768, 192, 1, 1, 17), c(768, c7, 1, 1, 17),
                             c(c7, c7, 1, 7, 17), c(c7, 192, 7, 1, 17),
                             c(768, c7, 1, 1, 17), c(c7, c7, 7, 1, 17), c(c7, c7, 1, 7, 17),
                             c(c7, c7, 7, 1, 17), c(c7, 192, 1, 7, 17),
                             c(768, 192, 1, 1, 17)], 768 * 17 * 17)

    def inc_e(name, cin):
        return _block(name, [c(cin, 320, 1, 1, 8), c(cin, 384, 1, 1, 8), c(384, 384, 1, 3, 8),
                             c(384, 384, 3, 1, 8), c(cin, 448, 1, 1, 8), c(448, 384, 3, 3, 8),
                             c(384, 384, 1, 3, 8), c(384, 384, 3, 1, 8),
                             c(cin, 192, 1, 1, 8)], 2048 * 8 * 8)

    L += [inc_a("mixed_5b", 192, 32), inc_a("mixed_5c", 256, 64), inc_a("mixed_5d", 288, 64)]
    L.append(_block("mixed_6a", [c(288, 384, 3, 3, 17), c(288, 64, 1, 1, 35),
                                 c(64, 96, 3, 3, 35), c(96, 96, 3, 3, 17)], 768 * 17 * 17))
    L += [inc_c("mixed_6b", 128), inc_c("mixed_6c", 160), inc_c("mixed_6d", 160),
          inc_c("mixed_6e", 192)]
    L.append(_block("mixed_7a", [c(768, 192, 1, 1, 17), c(192, 320, 3, 3, 8),
                                 c(768, 192, 1, 1, 17), c(192, 192, 1, 7, 17),
                                 c(192, 192, 7, 1, 17), c(192, 192, 3, 3, 8)], 1280 * 8 * 8))
    L += [inc_e("mixed_7b", 1280), inc_e("mixed_7c", 2048)]
    L.append(_block("fc", [c(2048, 1000, 1, 1, 1)], 1000))
    return tuple(L)


# ------------------------------------------------------------------ transformer helpers

def _tf_layer(name: str, h: int, attn_inner: int, ff: int, seq: int,
              cross: bool = False, out_values: float | None = None) -> Layer:
    """Transformer layer: Q,K,V,O projections (4 h a), FFN (2 h ff), optional cross-attention;
    attention scores + weighted sum cost 4 seq a FLOPs per token per attention block."""
    n_attn = 2 if cross else 1
    params = n_attn * 4 * h * attn_inner + 2 * h * ff
    flops_per_token = 2 * params + n_attn * 4 * seq * attn_inner
    outv = seq * h if out_values is None else out_values
    return Layer(name, flops_per_token * seq / 1e9, params / 1e6, outv / 1e6)


def _embedding(vocab: int, h: int, seq: int, extra_out: float = 0.0) -> Layer:
    return Layer("embedding", 0.0, vocab * h / 1e6, (seq * h + extra_out) / 1e6)


def _encoder(n: int, h: int, ff: int, vocab: int, seq: int, head_params: int,
             head_name: str) -> tuple[Layer, ...]:
    L = [_embedding(vocab, h, seq)]
    L += [_tf_layer(f"layer{i + 1}", h, h, ff, seq) for i in range(n)]
    L.append(Layer(head_name, 2.0 * head_params * seq / 1e9, head_params / 1e6, 0.0))
    return tuple(L)


def _gpt(n: int, h: int, seq: int = 512, vocab: int = 50257) -> tuple[Layer, ...]:
    L = [_embedding(vocab, h, seq)]
    L += [_tf_layer(f"layer{i + 1}", h, h, 4 * h, seq) for i in range(n)]
    L.append(Layer("lm_head", 2.0 * vocab * h * seq / 1e9, vocab * h / 1e6, 0.0))
    return tuple(L)


def _t5_11b(seq: int = 512) -> tuple[Layer, ...]:
    h, inner, ff, vocab, n = 1024, 16384, 65536, 32128, 24
    L = [_embedding(vocab, h, seq)]
    L += [_tf_layer(f"enc{i + 1}", h, inner, ff, seq) for i in range(n)]
    # decoder layers pass on their hidden state *and* the encoder output
    L += [_tf_layer(f"dec{i + 1}", h, inner, ff, seq, cross=True, out_values=2 * seq * h)
          for i in range(n)]
    L.append(Layer("lm_head", 2.0 * vocab * h * seq / 1e9, vocab * h / 1e6, 0.0))
    return tuple(L)


_CNN_TF = CNN_EFFICIENCY * V100_FP32_TFLOPS
_TR_TF = TRANSFORMER_EFFICIENCY * V100_FP16_TENSOR_TFLOPS


@cache
def model_profile(name: str) -> ModelProfile:
    """The layer table of a Table I model (names: see :data:`MODELS`)."""
    key = name.lower()
    if key not in _BUILDERS:
        raise InstanceError("model", f"unknown model {name!r} (known: {', '.join(MODELS)})")
    return _BUILDERS[key]()


_BUILDERS = {
    "vgg19": lambda: ModelProfile("vgg19", _vgg19(), 32, 4, _CNN_TF, "144M"),
    "resnet152": lambda: ModelProfile("resnet152", _resnet152(), 4, 4, _CNN_TF, "60M"),
    "inception-v3": lambda: ModelProfile("inception-v3", _inception_v3(), 32, 4, _CNN_TF,
                                         "24M"),
    "bert-large": lambda: ModelProfile(
        "bert-large", _encoder(24, 1024, 4096, 30522, 384, 2 * 1024, "qa_head"), 4, 2,
        _TR_TF, "340M", "SQuAD 2.0, sequence length 384"),
    "xlnet-large": lambda: ModelProfile(
        "xlnet-large", _encoder(24, 1024, 4096, 32000, 384, 2 * 1024, "qa_head"), 4, 2,
        _TR_TF, "550M", "two-stream attention and relative encodings not modelled"),
    "t5": lambda: ModelProfile("t5", _t5_11b(), 8, 2, _TR_TF, "11B", "T5-11B"),
    "gpt-6.7b": lambda: ModelProfile("gpt-6.7b", _gpt(32, 4096), 32, 2, _TR_TF, "6.7B"),
    "gpt-13b": lambda: ModelProfile("gpt-13b", _gpt(40, 5120), 32, 2, _TR_TF, "13B"),
    "gpt-175b": lambda: ModelProfile("gpt-175b", _gpt(96, 12288), 16, 2, _TR_TF, "175B"),
}
MODELS = tuple(_BUILDERS)

#: models with a single-GPU training configuration (T5 and the GPTs do not fit on one
#: GPU; the paper profiles them as three-layer proxies, Section V-A-1b)
SINGLE_GPU_MODELS = ("vgg19", "resnet152", "inception-v3", "bert-large", "xlnet-large")
#: transformer blocks kept in the T5 / GPT proxies ("three layers", Section V-A-1b)
PROXY_LAYERS = 3


@dataclass(frozen=True)
class ProfileSet:
    """A reading of the paper's profiling setting (issue 15 item 7).

    ``nic_factor`` multiplies a NIC bandwidth printed in the paper (in "Gbps") to give
    the B_inter of eqs. (5)-(6) in Gbit/s (1 = literal; 8 = the figure is GB/s).
    ``cnn_tflops`` / ``transformer_tflops`` are the effective GPU speeds and
    ``cnn_bytes`` / ``transformer_bytes`` the bytes per communicated value.
    ``table2_stages`` is the pipeline depth used for each Table II model on 16 GPUs.
    ``samples_per_iteration`` is the number of samples one iteration processes (None =
    the Table I mini-batch; a smaller value models "iteration = one micro-batch").
    """

    name: str
    description: str
    nic_factor: float
    cnn_tflops: float = CNN_EFFICIENCY * V100_FP32_TFLOPS
    transformer_tflops: float = TRANSFORMER_EFFICIENCY * V100_FP16_TENSOR_TFLOPS
    cnn_bytes: int = 4
    transformer_bytes: int = 2
    table2_stages: Mapping[str, int] = field(default_factory=dict)
    stage_choices: tuple[int, ...] = (1, 2, 3, 4)
    samples_per_iteration: int | None = None


PROFILE_SETS: dict[str, ProfileSet] = {
    "estimated": ProfileSet(
        "estimated", "FLOP estimates on a V100, literal 10 Gbit/s NIC, 4-stage VGG19",
        nic_factor=1.0, table2_stages={"vgg19": 4, "gpt-175b": 4}),
    "calibrated": ProfileSet(
        "calibrated", "same FLOP estimates; NIC figures read as GB/s (x8); "
        "PipeDream-style splits (VGG19 16 GPUs = 15 + 1)",
        nic_factor=8.0, table2_stages={"vgg19": 2, "gpt-175b": 4}),
}
DEFAULT_PROFILES = "calibrated"


def profile_set(name: str | ProfileSet = DEFAULT_PROFILES) -> ProfileSet:
    """The named :class:`ProfileSet` (``"calibrated"`` or ``"estimated"``); a
    :class:`ProfileSet` is returned as is (ad-hoc readings for calibration sweeps)."""
    if isinstance(name, ProfileSet):
        return name
    if name not in PROFILE_SETS:
        raise InstanceError("profiles", f"unknown profile set {name!r} "
                            f"(known: {', '.join(PROFILE_SETS)})")
    return PROFILE_SETS[name]


def paper_inter_gbps(paper_gbps: float,
                     profiles: str | ProfileSet = DEFAULT_PROFILES) -> float:
    """B_inter (Gbit/s) of eqs. (5)-(6) for a NIC the paper prints as ``paper_gbps``."""
    return float(paper_gbps) * profile_set(profiles).nic_factor


def _with_set(prof: ModelProfile, ps: ProfileSet) -> ModelProfile:
    cnn = prof.bytes_per_value == 4
    tflops = ps.cnn_tflops if cnn else ps.transformer_tflops
    bpv = ps.cnn_bytes if cnn else ps.transformer_bytes
    batch = prof.batch if ps.samples_per_iteration is None else ps.samples_per_iteration
    if (tflops, bpv, batch) == (prof.tflops, prof.bytes_per_value, prof.batch):
        return prof
    return replace(prof, tflops=tflops, bytes_per_value=bpv, batch=batch)


def training_configs(model: str, gpus: int,
                     profiles: str | ProfileSet = DEFAULT_PROFILES
                     ) -> list[tuple[int, int | None]]:
    """The training configurations ``(num_stages, layers)`` of ``model`` on ``gpus``
    GPUs used for trace jobs (Section V-A-1b: "the planner ... calculates multiple
    configurations per model"): every depth of the set's ``stage_choices`` that the
    model (or its three-layer proxy for T5 / GPT) and ``gpus`` allow."""
    ps = profile_set(profiles)
    key = model.lower()
    if key not in _BUILDERS:
        raise InstanceError("model", f"unknown model {model!r} (known: {', '.join(MODELS)})")
    if gpus < 1:
        raise InstanceError("gpus", f"must be >= 1, got {gpus}")
    if gpus == 1 and key not in SINGLE_GPU_MODELS:
        return []
    layers = None if key in SINGLE_GPU_MODELS else PROXY_LAYERS
    depth = len(_select(model_profile(key), layers))
    return [(S, layers) for S in ps.stage_choices if S <= min(gpus, depth)]


# ------------------------------------------------------------------------------ planner

def _select(profile: ModelProfile, layers: int | None) -> tuple[Layer, ...]:
    """All layers, or a proxy of the first ``layers`` repeated transformer blocks (no
    embedding / head), as the paper profiled T5 and GPT ("three layers", Section V-A)."""
    if layers is None:
        return profile.layers
    blocks = tuple(la for la in profile.layers if la.name.startswith(("layer", "enc", "dec")))
    if not blocks:
        raise InstanceError("layers", f"model {profile.name} has no repeated transformer "
                            "blocks to build a proxy from")
    if not 1 <= layers <= len(blocks):
        raise InstanceError("layers", f"must be in 1..{len(blocks)}, got {layers}")
    return blocks[:layers]


def _min_gpus(work: list[float], num_stages: int, T: float) -> tuple[float, list[int]]:
    """Fewest GPUs to split ``work`` into exactly ``num_stages`` contiguous non-empty
    stages with every T_s / k_s <= T (k_s = ceil(T_s / T), at least 1); returns the
    count and the cut points. Vectorised over (end, previous end) per stage; same
    result and tie-breaking (smallest previous end) as :func:`_min_gpus_reference`."""
    n = len(work)
    W, valid = _geometry(tuple(work))
    K = np.maximum(1.0, np.ceil(W / T - 1e-12))
    best_prev = np.full(n + 1, np.inf)
    best_prev[0] = 0.0
    args = []
    for s in range(1, num_stages + 1):
        C = np.where(valid, best_prev[None, :] + K, np.inf)
        C[:, : s - 1] = np.inf
        lo, hi = s, n - (num_stages - s)
        arg = np.argmin(C, axis=1)
        cur = C[np.arange(n + 1), arg]
        out = np.full(n + 1, np.inf)
        out[lo:hi + 1] = cur[lo:hi + 1]
        args.append(arg)
        best_prev = out
    cuts, l = [], n
    for s in range(num_stages, 0, -1):
        cuts.append(l)
        l = int(args[s - 1][l])
    return float(best_prev[n]), sorted(cuts)


@lru_cache(maxsize=256)
def _geometry(work: tuple[float, ...]) -> tuple[np.ndarray, np.ndarray]:
    """W[l, lp] = work of layers lp..l-1 (prefix sums added left to right, exactly as
    the reference does) and the mask lp < l."""
    acc = [0.0]
    for w in work:
        acc.append(acc[-1] + w)
    pre = np.array(acc)
    n = len(work)
    return pre[:, None] - pre[None, :], np.tril(np.ones((n + 1, n + 1), dtype=bool), k=-1)


def _min_gpus_reference(work: list[float], num_stages: int,
                        T: float) -> tuple[float, list[int]]:
    """Readable loop version of :func:`_min_gpus` (the tests compare the two)."""
    n = len(work)
    pre = [0.0]
    for w in work:
        pre.append(pre[-1] + w)
    INF = math.inf
    best = [[INF] * (n + 1) for _ in range(num_stages + 1)]
    arg = [[-1] * (n + 1) for _ in range(num_stages + 1)]
    best[0][0] = 0.0
    for s in range(1, num_stages + 1):
        for l in range(s, n - (num_stages - s) + 1):
            for lp in range(s - 1, l):
                if best[s - 1][lp] == INF:
                    continue
                W = pre[l] - pre[lp]
                k = max(1, math.ceil(W / T - 1e-12))
                c = best[s - 1][lp] + k
                if c < best[s][l]:
                    best[s][l], arg[s][l] = c, lp
    cuts, l = [], n
    for s in range(num_stages, 0, -1):
        cuts.append(l)
        l = arg[s][l]
    return best[num_stages][n], sorted(cuts)


def plan_stages(profile: ModelProfile, num_stages: int, gpus: int,
                layers: int | None = None) -> tuple[list[tuple[int, int]], list[int]]:
    """Balanced plan: ``([(first_layer, end_layer), ...], replicas)``.

    Minimises max_s T_s / k_s (per-replica compute of the bottleneck stage) over
    contiguous partitions into exactly ``num_stages`` stages and replica counts summing
    to ``gpus``. ``layers`` keeps only the first that many transformer blocks (the paper's
    "three layers of the original model" proxies, see :func:`profile_job`).
    """
    lay = _select(profile, layers)
    work = tuple(3.0 * layer.fwd_gflop * profile.batch / profile.tflops for layer in lay)
    if not 1 <= num_stages <= len(work):
        raise InstanceError("num_stages", f"must be in 1..{len(work)}, got {num_stages}")
    if gpus < num_stages:
        raise InstanceError("gpus", f"must be >= num_stages = {num_stages}, got {gpus}")
    bounds, k = _plan(work, num_stages, gpus)
    return list(bounds), list(k)


@lru_cache(maxsize=4096)
def _plan(work: tuple[float, ...], num_stages: int,
          gpus: int) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """:func:`plan_stages` on a per-layer work vector (cached: trace imports ask for the
    same model/depth/GPU count many times)."""
    work_l = list(work)
    hi = sum(work)
    lo = hi / gpus / 2
    lo = max(lo, 1e-12)
    for _ in range(100):
        mid = (lo + hi) / 2
        if _min_gpus(work_l, num_stages, mid)[0] <= gpus:
            hi = mid
        else:
            lo = mid
        if hi - lo <= 1e-9 * hi:
            break
    _, cuts = _min_gpus(work_l, num_stages, hi)
    bounds, start = [], 0
    for c in cuts:
        bounds.append((start, c))
        start = c
    W = [sum(work[a:b]) for a, b in bounds]
    k = [max(1, math.ceil(w / hi - 1e-12)) for w in W]
    while sum(k) < gpus:  # spare GPUs go to the current bottleneck stage
        s = max(range(len(k)), key=lambda i: (W[i] / k[i], -i))
        k[s] += 1
    return tuple(bounds), tuple(k)


def profile_job(model: str, num_stages: int, gpus: int, *, layers: int | None = None,
                allreduce: str = "ring", iterations: int = 1,
                replicas: list[int] | None = None,
                profiles: str | ProfileSet = DEFAULT_PROFILES) -> Job:
    """A :class:`Job` for a Table I model, planned into ``num_stages`` stages on ``gpus``.

    ``replicas`` overrides the planner's replica counts (the planner's cut points are
    kept). ``layers`` keeps only the first that many transformer blocks -- the paper
    profiled T5 and the GPT models as three-layer proxies (Section V-A). ``profiles``
    names the :class:`ProfileSet` whose GPU speed and value size are used (the two sets
    share them today, so the stage table does not depend on it; the NIC reading is
    applied to the cluster with :func:`paper_inter_gbps`).
    """
    prof = _with_set(model_profile(model), profile_set(profiles))
    bounds, k = plan_stages(prof, num_stages, gpus, layers)
    if replicas is not None:
        if len(replicas) != num_stages or any(r < 1 for r in replicas):
            raise InstanceError("replicas", f"must list {num_stages} integers >= 1, "
                                f"got {replicas}")
        k = list(replicas)
    lay = _select(prof, layers)
    bpv = prof.bytes_per_value
    stages = []
    for s, (a, b) in enumerate(bounds):
        share = prof.batch / k[s]
        fwd = sum(layer.fwd_gflop for layer in lay[a:b]) * share / prof.tflops
        out_mb = lay[b - 1].out_values_m * bpv * share if s < num_stages - 1 else 0.0
        in_mb = lay[a - 1].out_values_m * bpv * share if s > 0 else 0.0
        params = sum(layer.params_m for layer in lay[a:b]) * bpv
        stages.append(Stage(replicas=k[s], fwd_ms=fwd, bwd_ms=2.0 * fwd, in_mb=in_mb,
                            out_mb=out_mb, params_mb=params))
    suffix = f"-{layers}l" if layers else ""
    return Job(tuple(stages), allreduce=allreduce, iterations=iterations,
               name=f"{prof.name}{suffix}-{num_stages}s-{gpus}g")
