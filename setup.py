"""Build hooks: compile the gettext catalogs in locales/ into the package as .mo files, and
build the solver's optional compiled core (scorpion_a11y/solver/_core.c).

The core is ``optional=True``: on a machine without a C compiler (or without Python's
headers) the build prints a warning and the install goes on; the solver then runs in pure
Python with the same verdicts, only slower. Everything else about the package is declared in
pyproject.toml.
"""

import importlib.util
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _pofile():
    spec = importlib.util.spec_from_file_location("_pofile", HERE / "scorpion_a11y" / "pofile.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogs(build_py):
    def run(self):
        super().run()
        pofile = _pofile()
        for po in sorted((HERE / "locales").glob("*/LC_MESSAGES/*.po")):
            rel = po.relative_to(HERE / "locales").with_suffix(".mo")
            target = Path(self.build_lib) / "scorpion_a11y" / "locale" / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(pofile.compile_mo(pofile.parse(po.read_text(encoding="utf-8"))))


CORE = Extension(
    "scorpion_a11y.solver._core",
    sources=["scorpion_a11y/solver/_core.c"],
    optional=True,
    extra_compile_args=[] if sys.platform == "win32" else ["-O2"],
)

setup(cmdclass={"build_py": BuildWithCatalogs}, ext_modules=[CORE])
