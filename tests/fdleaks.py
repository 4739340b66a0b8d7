"""Which tests leave descriptors open: ``PYTHONPATH=tests pytest -p fdleaks``.

Counts ``/proc/self/fd`` before and after each test (after a garbage collection, when it
grew) and, at the end of each test process, writes the tests after which it held more than
before, with what the new descriptors point at, to ``$FDLEAKS_OUT`` (default:
fdleaks-<pid>.txt in the working folder). A long test worker once held more than 1024
descriptors this way (one journal per session a test made and let go of). Not loaded by
default: the suite does not depend on it.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator

import pytest

_FOLDER = "/proc/self/fd"
_found: list[str] = []


def _open() -> dict[str, str]:
    out: dict[str, str] = {}
    for fd in os.listdir(_FOLDER):
        try:
            out[fd] = os.readlink(f"{_FOLDER}/{fd}")
        except OSError:
            continue  # the listing's own descriptor, or one closed meanwhile
    return out


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    if not os.path.isdir(_FOLDER):
        yield
        return
    before = _open()
    yield
    after = _open()
    if len(after) > len(before):  # what only waits for the garbage collector is no leak
        gc.collect()
        after = _open()
    new = sorted(set(after.items()) - set(before.items()))
    if len(after) > len(before):
        what = ", ".join(target for _fd, target in new[:3])
        _found.append(f"{item.nodeid}: {len(before)} -> {len(after)} ({what})")


def pytest_sessionfinish(session: pytest.Session) -> None:
    out = os.environ.get("FDLEAKS_OUT", f"fdleaks-{os.getpid()}.txt")
    with open(out, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in _found))
