"""Modules imported when first used, not when the program starts (issue 26: nothing runs
before the first line or prompt that it does not need).

``cm = lazy_module("scorpion_a11y.commands.model")`` gives the module object at once; its
code runs the first time one of its names is read (``cm.Move``), by the standard library's
:class:`importlib.util.LazyLoader`. Type checkers see the ordinary import (``if
TYPE_CHECKING``), so nothing changes for them.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_module(name: str) -> ModuleType:
    """``name`` (a full module name), loaded when one of its attributes is first read."""
    module = sys.modules.get(name)
    if module is not None:
        return module
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent:
        setattr(sys.modules[parent], child, module)  # ``from parent import child`` finds it
    return module
