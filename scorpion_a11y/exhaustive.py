"""``assert_never``: the last case of a ``match`` over a closed set (an Enum, a Union).

mypy reports a call whose argument is not ``Never``, so a new member without its own case fails
the type check (tests/test_quality.py runs mypy). ``typing.assert_never`` is Python 3.11+; this
one works the same on 3.10.
"""

from __future__ import annotations

from typing import NoReturn


def assert_never(value: NoReturn) -> NoReturn:
    """Unreachable when every case is handled; at run time, a clear error instead of a guess."""
    raise TypeError(f"unhandled case: {value!r}")
