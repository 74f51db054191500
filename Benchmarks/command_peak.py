"""Helper for mcag-benchmark: run one command and report its wall time and peak memory.

The benchmark cannot spawn `mcag` itself for this: Linux keeps a process's peak
resident size across execve, so a child spawned from the large benchmark process
would report the benchmark's own peak. Spawned from this small interpreter, the
figure `wait4` returns is the command's. Prints "seconds max_rss exit_status",
where max_rss is in kilobytes on Linux and bytes on macOS (getrusage(2)).
The package never depends on Python; without python3 the benchmark says so.
"""
import os
import subprocess
import sys
import time


def main() -> None:
    start = time.perf_counter()
    child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    print(f"{elapsed:.6f} {usage.ru_maxrss} {os.waitstatus_to_exitcode(status)}")


if __name__ == "__main__":
    main()
