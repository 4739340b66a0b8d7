"""Build hooks: compile the gettext catalogs in locales/ into the package as .mo files, copy the
solver's per-deal verdicts (docs/winbaarheid/) into it, and
build the solver's optional compiled core (scorpion_a11y/solver/_core.c).

The core is ``optional=True``: on a machine without a C compiler (or without Python's
headers) the build prints a warning and the install goes on; the solver then runs in pure
Python with the same verdicts, only slower. Everything else about the package is declared in
pyproject.toml. An editable install needs no .mo files: the package then lies in the checkout
and compiles locales/ on first use (i18n.py, which keeps each result beside its source).
tests/test_catalogs.py calls :func:`compile_catalogs` to check what a build would ship.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _i18n():
    """scorpion_a11y/i18n.py by its path: the package itself need not be importable yet."""
    spec = importlib.util.spec_from_file_location("_i18n", HERE / "scorpion_a11y" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def compile_catalogs(locales: Path, package: Path) -> list[Path]:
    """Write ``package/locale/<lang>/LC_MESSAGES/<name>.mo`` for every ``.po`` in ``locales``."""
    i18n = _i18n()  # reads and compiles with Babel, exactly as the game does in a checkout
    written = []
    for po in sorted(locales.glob("*/LC_MESSAGES/*.po")):
        target = package / "locale" / po.relative_to(locales).with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(i18n.compile_catalog(i18n.read_catalog(po)))
        written.append(target)
    return written


def copy_winnable_lists(source: Path, package: Path) -> list[Path]:
    """The solver's per-deal verdicts (docs/winbaarheid/*.txt) into the package, where
    ``nieuw spel winbaar`` reads them (solver/winnable.py)."""
    written = []
    for path in sorted(source.glob("*.txt")):
        target = package / "winbaarheid" / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(path.read_bytes())
        written.append(target)
    return written


if __name__ == "__main__":  # setuptools runs this file as __main__
    from setuptools import Extension, setup
    from setuptools.command.build_py import build_py

    class BuildWithCatalogs(build_py):
        def run(self):
            super().run()
            package = Path(self.build_lib) / "scorpion_a11y"
            compile_catalogs(HERE / "locales", package)
            copy_winnable_lists(HERE / "docs" / "winbaarheid", package)

    CORE = Extension(
        "scorpion_a11y.solver._core",
        sources=["scorpion_a11y/solver/_core.c"],
        optional=True,
        extra_compile_args=[] if sys.platform == "win32" else ["-O2"],
    )

    setup(cmdclass={"build_py": BuildWithCatalogs}, ext_modules=[CORE])
