"""Run inside gdb by `Benchmarks/trace-request`: records each function of the library entered
between the program's two markers, in order, and writes them as JSON to $TRACE_OUT.

Breakpoints go on every function whose symbol is in the `Navigator` or `NavigatorTestSupport`
module, by address (the symbols start with `$`, which gdb's location parser reads as a
variable). gdb runs the program with address randomization off, where a position-independent
executable is loaded at 0x555555554000.
"""
import json
import os
import subprocess

import gdb

LOAD_ADDRESS = 0x555555554000
MODULES = ("$s9Navigator", "$s20NavigatorTestSupport")
hits = []
recording = [False]


class Entry(gdb.Breakpoint):
    def stop(self):
        if recording[0]:
            frame = gdb.selected_frame()
            line = frame.find_sal()
            path = line.symtab.filename if line.symtab else "?"
            hits.append((path, line.line, frame.name() or "?"))
        return False


class Begin(gdb.Breakpoint):
    def stop(self):
        recording[0] = True
        return False


class End(gdb.Breakpoint):
    def stop(self):
        recording[0] = False
        with open(os.environ["TRACE_OUT"], "w") as out:
            json.dump(hits, out)
        return True


gdb.execute("set pagination off")
gdb.execute("set confirm off")
executable = gdb.current_progspace().filename
symbols = subprocess.run(["nm", executable], capture_output=True, text=True, check=True)
markers = {}
for row in symbols.stdout.splitlines():
    fields = row.split()
    if len(fields) != 3 or fields[1] not in "tT":
        continue
    address = LOAD_ADDRESS + int(fields[0], 16)
    if fields[2].startswith(MODULES):
        Entry("*0x%x" % address, internal=True)
    elif fields[2] in ("$s12RequestTrace11traceBeginsyyF", "$s12RequestTrace9traceEndsyyF"):
        markers[fields[2]] = address
Begin("*0x%x" % markers["$s12RequestTrace11traceBeginsyyF"], internal=True)
End("*0x%x" % markers["$s12RequestTrace9traceEndsyyF"], internal=True)
gdb.execute("run " + os.environ["TRACE_KIND"])
