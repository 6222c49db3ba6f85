"""Summarizes a trace written by trace.py: the library's files and folders a request passes
through, and how often control comes back to a file it had already left.

Only functions written in `Sources/Navigator` count. Code the compiler generates (outlined
copies, metadata accessors, protocol witnesses, default arguments, value witnesses, thunks) is
left out: it is filed under whichever source file the compiler first emitted it for, not
under the file a reader would follow.

Usage: summarize.py TRACE.json [--files | --steps]

`--files` lists the files in the order the request enters them, each return marked ↩;
`--steps` lists every function.
"""
import collections
import json
import subprocess
import sys

GENERATED = (
    "outlined", "type metadata", "protocol witness", "default argument", "initializeWith",
    "assignWith", "destroy", "storeEnumTag", "getEnumTag", "reabstraction thunk",
    "thunk for", "partial apply", "merged", "value witness", "associated type", "lazy protocol",
    "base witness", "key path",
)

hits = json.load(open(sys.argv[1]))
names = subprocess.run(
    ["swift", "demangle", "--simplified"], input="\n".join(name for _, _, name in hits),
    capture_output=True, text=True, check=True).stdout.splitlines()
steps = [
    (path.split("/Sources/Navigator/")[1], name)
    for (path, _, _), name in zip(hits, names)
    if "/Sources/Navigator/" in path and not name.startswith(GENERATED)
]
path = []
for file, _ in steps:
    if not path or path[-1] != file:
        path.append(file)
seen, returns, entered = set(), 0, collections.Counter()
for file in path:
    returns += file in seen
    seen.add(file)
    entered[file] += 1
folders = {file.split("/")[0] for file in seen}
print("| functions | files | folders | returns to a file already left |")
print("|---|---|---|---|")
print("| %d | %d | %d | %d |" % (len(steps), len(seen), len(folders), returns))
print()
print("Files entered most often: " + ", ".join(
    "`%s` %d×" % (file, count) for file, count in entered.most_common(6)))
if "--files" in sys.argv:
    print()
    print("```text")
    passed = set()
    for number, file in enumerate(path, 1):
        print("%3d %s %s" % (number, "↩" if file in passed else "·", file))
        passed.add(file)
    print("```")
if "--steps" in sys.argv:
    print()
    for file, name in steps:
        print("  %-48s %s" % (file, name[:120]))
