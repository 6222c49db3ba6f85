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

# Operations per iteration: `BenchRow.operations` for most rows, the route rows' queries among
# them (their `scalingFactor` .kilo);
# a `whole path <N>` row (and `whole path <N> guarded`) makes
# `BenchRow.wholePathDestinations / N` changes per iteration.
OPS_PER_ITERATION = 1_000
WHOLE_PATH_DESTINATIONS = 10_000
WHOLE_PATH_ROW = re.compile(r"^whole path (?P<depth>\d+)( guarded)?$")
# Other rows whose call makes other than 1,000 operations, with the counts `BenchRow.all` (in
# Loops.swift) gives them: declarations and restores cost too much for 1,000 a call.
OPS_BY_ROW = {
    "declare messenger": 100,
    "declare 1000 cases and 1000 links": 2,
    "restore 30 screens": 100,
    "app push+pop depth 1000": 100,
    "app push+pop depth 5000": 100,
}

# The budget for one navigation request, checked on the navigate(to:) rows.
BUDGET_PREFIX = "navigate(to:)"
BUDGET_NANOSECONDS = 1_000

# What one operation is, by row prefix, in the order the table lists the rows.
OPERATION = [
    ("navigate(to:)", "per call"),
    ("push+pop", "per push+pop pair"),
    ("app push+pop", "per push+pop pair"),
    ("queued burst", "per request"),
    ("whole path", "per change"),
    ("route", "per query"),
    ("deep link", "per link"),
    ("declare", "per declaration"),
    ("restore", "per restore"),
]

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
        if metric == "mallocCountTotal" and re.search(r"\([KMGTP]\)$", header):
            sys.exit(f"unexpected unit in {entry}: {header!r} (expected a plain count)")
        if not values:
            sys.exit(f"no samples in {entry}")
        # The exporter writes names with spaces turned into underscores.
        name = match["name"].replace("_", " ")
        results.setdefault(name, {})[metric] = values
    return results


def ops_per_iteration(row):
    """The operations one iteration of `row` performs, as `BenchRow` sets them."""
    match = WHOLE_PATH_ROW.match(row)
    if match:
        return WHOLE_PATH_DESTINATIONS // int(match["depth"])
    if row.startswith("whole path"):
        sys.exit(f"unexpected whole-path row {row!r} (expected 'whole path <N>[ guarded]')")
    if row in OPS_BY_ROW:
        return OPS_BY_ROW[row]
    if row.startswith(("declare", "restore")):
        sys.exit(f"no operations per iteration for {row!r}: add it to OPS_BY_ROW")
    return OPS_PER_ITERATION


def per_op(samples, operations):
    """The median iteration, per operation."""
    return statistics.median(samples) / operations


def fast_per_op(samples, operations):
    """The 10th percentile of the iterations, per operation."""
    ordered = sorted(samples)
    return ordered[(len(ordered) - 1) // 10] / operations


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

    budget = []
    lines = [
        "| benchmark | ours (time/op, allocs/op) | baseline (time/op, allocs/op) | ratio |",
        "|---|---|---|---|",
    ]
    for row in sorted(rows, key=row_order):
        ours, baseline = results.get(f"{row} | ours"), results.get(f"{row} | baseline")
        if ours is None or baseline is None:
            sys.exit(f"{row!r} lacks its {'ours' if ours is None else 'baseline'} benchmark")
        for side in (ours, baseline):
            if set(side) != {"wallClock", "mallocCountTotal"}:
                sys.exit(f"{row!r} lacks a metric: has {sorted(side)}")
        operations = ops_per_iteration(row)
        our_time = per_op(ours["wallClock"], operations)
        base_time = per_op(baseline["wallClock"], operations)
        our_allocs = per_op(ours["mallocCountTotal"], operations)
        base_allocs = per_op(baseline["mallocCountTotal"], operations)
        ratio = our_time / base_time
        fast_ratio = fast_per_op(ours["wallClock"], operations) / fast_per_op(
            baseline["wallClock"], operations
        )
        extra = our_allocs - base_allocs
        lines.append(
            f"| {row} ({operation_of(row)}) "
            f"| {format_time(our_time)}, {our_allocs:.2f} "
            f"| {format_time(base_time)}, {base_allocs:.2f} "
            f"| {ratio:.2f}× time (p10 {fast_ratio:.2f}×), {extra:+.2f} allocs |"
        )
        if row.startswith(BUDGET_PREFIX):
            budget.append(
                f"- {row}: {format_time(our_time)} per call "
                f"({'within' if our_time <= BUDGET_NANOSECONDS else 'OVER'} 1 µs), "
                f"{extra:+.2f} allocations beyond the screen "
                f"({'within' if extra <= 0 else 'OVER'} +0)"
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
    print()
    print("Budget of a navigation request (1 µs, no allocation beyond the screen):")
    print("\n".join(budget))
    if smoke:
        print()
        print("**Smoke run**: a few iterations each, so the figures above are not meaningful.")


if __name__ == "__main__":
    main()
