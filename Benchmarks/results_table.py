#!/usr/bin/env python3
"""Turns the benchmark's `--format histogramSamples` export into a Markdown table.

Usage: results_table.py EXPORT_DIR [--smoke]

Each benchmark "<row> | ours" is paired with "<row> | baseline". Every sample is one iteration
(one measured region); per-operation figures are the median sample divided by the operations one
iteration performs.
"""

import os
import re
import statistics
import sys

# Operations per iteration: the benchmarks' `scalingFactor` (.kilo), except for the burst, which
# makes 10 bursts of 1 + 100 pushes per iteration (see burstBenchmarks() in the Swift sources).
DEFAULT_OPS_PER_ITERATION = 1_000
OPS_PER_ITERATION = {"queued burst 1+100 recording": 10 * 101}

# What one operation is, by row prefix, in the order the table lists the rows.
OPERATION = [
    ("navigate(to:)", "per call"),
    ("push+pop", "per push+pop pair"),
    ("queued burst", "per push"),
]

# The targets apply to the navigate(to:) rows.
TARGET_PREFIX = "navigate(to:)"
TARGET_TIME_RATIO = 1.5
TARGET_EXTRA_ALLOCS = 1.0

FILE_PATTERN = re.compile(
    r"^(?P<baseline>[^.]+)\.(?P<target>[^.]+)\.(?P<name>.+)\."
    r"(?P<metric>wallClock|mallocCountTotal)\.histogram\.samples\.tsv$"
)


def read_samples(path):
    with open(path, encoding="utf-8") as file:
        header = file.readline().strip()
        values = [int(line) for line in file if line.strip()]
    return header, values


def load(directory):
    """{benchmark name: {metric: [samples]}}, names with spaces as the benchmark spells them."""
    results = {}
    for entry in sorted(os.listdir(directory)):
        match = FILE_PATTERN.match(entry)
        if not match:
            continue
        header, values = read_samples(os.path.join(directory, entry))
        metric = match["metric"]
        if metric == "wallClock" and not header.endswith("(ns)"):
            sys.exit(f"unexpected time unit in {entry}: {header!r} (expected nanoseconds)")
        if not values:
            sys.exit(f"no samples in {entry}")
        # The exporter writes names with spaces turned into underscores.
        name = match["name"].replace("_", " ")
        results.setdefault(name, {})[metric] = values
    return results


def per_op(samples, ops):
    return statistics.median(samples) / ops


def fast_per_op(samples, ops):
    """The 10th percentile of the iterations, per operation."""
    ordered = sorted(samples)
    return ordered[(len(ordered) - 1) // 10] / ops


def format_time(nanoseconds):
    if nanoseconds >= 10_000:
        return f"{nanoseconds / 1000:.1f} µs"
    if nanoseconds >= 100:
        return f"{nanoseconds:.0f} ns"
    return f"{nanoseconds:.1f} ns"


def operation_of(row):
    for prefix, description in OPERATION:
        if row.startswith(prefix):
            return description
    return "per operation"


def row_order(row):
    """Rows by kind as OPERATION lists them, then by name with numbers compared as numbers."""
    kind = next((i for i, (prefix, _) in enumerate(OPERATION) if row.startswith(prefix)), 99)
    parts = re.split(r"(\d+)", row)
    return kind, [int(part) if part.isdigit() else part for part in parts]


def main():
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    smoke = "--smoke" in sys.argv[1:]
    if len(arguments) != 1:
        sys.exit(__doc__)
    results = load(arguments[0])
    if not results:
        sys.exit(f"no benchmark samples found in {arguments[0]}")

    rows = []
    for name in results:
        row, _, side = name.rpartition(" | ")
        if side not in ("ours", "baseline"):
            sys.exit(f"benchmark {name!r} is neither '… | ours' nor '… | baseline'")
        if row not in rows:
            rows.append(row)

    lines = [
        "| benchmark | ours (time/op, allocs/op) | baseline (time/op, allocs/op) | ratio |",
        "|---|---|---|---|",
    ]
    verdicts = []
    for row in sorted(rows, key=row_order):
        ours, baseline = results.get(f"{row} | ours"), results.get(f"{row} | baseline")
        if ours is None or baseline is None:
            sys.exit(f"{row!r} lacks its {'ours' if ours is None else 'baseline'} benchmark")
        for side in (ours, baseline):
            if set(side) != {"wallClock", "mallocCountTotal"}:
                sys.exit(f"{row!r} lacks a metric: has {sorted(side)}")
        ops = OPS_PER_ITERATION.get(row, DEFAULT_OPS_PER_ITERATION)
        our_time, base_time = per_op(ours["wallClock"], ops), per_op(baseline["wallClock"], ops)
        our_allocs = per_op(ours["mallocCountTotal"], ops)
        base_allocs = per_op(baseline["mallocCountTotal"], ops)
        ratio = our_time / base_time
        fast_ratio = fast_per_op(ours["wallClock"], ops) / fast_per_op(baseline["wallClock"], ops)
        extra = our_allocs - base_allocs
        lines.append(
            f"| {row} ({operation_of(row)}) "
            f"| {format_time(our_time)}, {our_allocs:.2f} "
            f"| {format_time(base_time)}, {base_allocs:.2f} "
            f"| {ratio:.2f}× time (p10 {fast_ratio:.2f}×), {extra:+.2f} allocs |"
        )
        if row.startswith(TARGET_PREFIX):
            time_ok = ratio <= TARGET_TIME_RATIO
            allocs_ok = extra <= TARGET_EXTRA_ALLOCS
            verdicts.append(
                f"- {row}: time {ratio:.2f}× (target ≤ {TARGET_TIME_RATIO}×): "
                f"{'met' if time_ok else 'NOT met'}; allocations {extra:+.2f} per call "
                f"(target ≤ +{TARGET_EXTRA_ALLOCS:.0f}): {'met' if allocs_ok else 'NOT met'}"
            )

    samples = min(len(values) for side in results.values() for values in side.values())
    print("\n".join(lines))
    print()
    print(
        "Times are the median iteration divided by the operations per iteration "
        f"(at least {samples} iterations per benchmark); the ratio column also gives the ratio "
        "of the 10th percentiles: when the two differ much, something else on the machine "
        "disturbed the run. Allocations are malloc calls (`mallocCountTotal`) per operation."
    )
    if smoke:
        print()
        print("**Smoke run**: a few iterations each, so the figures above are not meaningful.")
    print()
    print("Targets (navigate(to:) against the direct call):")
    print("\n".join(verdicts))


if __name__ == "__main__":
    main()
