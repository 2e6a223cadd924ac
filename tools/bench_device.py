"""`make bench`: the device figures of the last device lab runs (build/devicelab/<route>/results.json: the stock
firmware with the box deployed, the box's own .uf2), side by side, or how to get them.

The lab (tools/devicelab) needs two inputs that are not in the repo and takes minutes, so `make bench` does not run
it: it prints what the last `make bench-device` measured, the free heap per app in one boot among them (every
app keeps at least 100 KB free on the device, whatever was played before it).
"""

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from devicelab import bench  # noqa: E402


def main():
    runs = bench.last_runs()
    if not runs:
        print("no device lab run yet: make bench-device UF2=<.uf2> BOOTROM=<bootrom> (tools/devicelab/README.md)")
        return
    for route in runs:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(os.path.getmtime(bench.RESULTS[route])))
        print("the device lab's last run of the %s (%s, %s)" % (bench.COLUMNS[route], when,
                                                                  os.path.relpath(bench.RESULTS[route])))
    print(bench.report(runs))


if __name__ == "__main__":
    main()
