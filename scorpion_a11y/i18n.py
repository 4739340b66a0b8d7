"""Translations: every word the player hears comes from the gettext catalogs in ``locales/``.

Each language folder ``locales/<lang>/LC_MESSAGES/`` may hold several catalogs (one per part
of the program: ``scorpion_a11y.po`` for narration, ``commands.po`` for the command language,
and so on); they are merged into one :class:`Translator`. Message ids are English source
text; every language, English included, has its own catalog, so adding a language needs no
Python change: add a folder with its ``.po`` files.

Installed packages carry compiled ``.mo`` files (built by ``setup.py``); in a source checkout
(and an editable install) the ``.po`` files are compiled on first use, with Babel, and the
result is kept beside them (``LC_MESSAGES/__pycache__/<name>.<hash>.mo``, like Python's
bytecode; the hash is of the ``.po`` and of this module, so a changed catalog or compiler is
never read stale; a folder that cannot be written only means compiling again next time).
:func:`read_catalog` and :func:`compile_catalog` are the one way catalogs are read and compiled:
here, in the build (``setup.py``) and in the tests.
"""

from __future__ import annotations

import contextlib
import gettext
import hashlib
import io
import os
from datetime import datetime, timezone
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

DEFAULT_LANGUAGE = "nl"
_NO_DATE = datetime(2000, 1, 1, tzinfo=timezone.utc)
_PACKAGE_LOCALE = Path(__file__).resolve().parent / "locale"
_SOURCE_LOCALE = Path(__file__).resolve().parent.parent / "locales"
_THIS_MODULE = Path(__file__).resolve()


def _locale_root() -> tuple[Path, str]:
    """Where catalogs are: the compiled ones in the package, or the sources in a checkout."""
    if _PACKAGE_LOCALE.is_dir() and any(_PACKAGE_LOCALE.glob("*/LC_MESSAGES/*.mo")):
        return _PACKAGE_LOCALE, ".mo"
    return _SOURCE_LOCALE, ".po"


def needs_babel() -> bool:
    """True where catalogs are read from ``.po`` sources, which takes Babel."""
    return _locale_root()[1] == ".po"


def available_languages() -> list[str]:
    return list(_languages())


@cache
def _languages() -> tuple[str, ...]:
    """The language folders with catalogs, read once: the parser asks for every line it does
    not understand (is it a command in another language?) and for each word of the rules
    question, and each look in the folders took 0.13 ms (55,791 calls in a profile of the
    test suite). The catalogs themselves are read once a language too (:func:`translator`)."""
    root, suffix = _locale_root()
    return (
        tuple(
            sorted(
                p.name
                for p in root.iterdir()
                if p.is_dir() and any(p.glob(f"LC_MESSAGES/*{suffix}"))
            )
        )
        if root.is_dir()
        else ()
    )


def catalog_files(language: str) -> list[Path]:
    root, suffix = _locale_root()
    return sorted((root / language / "LC_MESSAGES").glob(f"*{suffix}"))


#: How many pgettext answers a translator keeps (the code asks for a few thousand messages;
#: this bounds the memory should one ever be asked for with text from outside)
_PARTICULAR_KEPT = 20_000


class Translator:
    """The merged catalogs of one language, with the four gettext calls."""

    def __init__(self, language: str, catalogs: list[gettext.GNUTranslations]) -> None:
        self.language = language
        self._catalogs = catalogs
        self._chain: gettext.NullTranslations = gettext.NullTranslations()
        for cat in reversed(catalogs):
            cat.add_fallback(self._chain)
            self._chain = cat
        #: pgettext's answers so far: each asks the catalogs one by one down the chain (a card
        #: name 3-6 us; over a million calls in the test suite); the catalogs never change
        self._particular: dict[tuple[str, str], str] = {}

    def gettext(self, message: str) -> str:
        return self._chain.gettext(message)

    def pgettext(self, context: str, message: str) -> str:
        key = (context, message)
        found = self._particular.get(key)
        if found is None:
            found = self._chain.pgettext(context, message)
            if len(self._particular) < _PARTICULAR_KEPT:
                self._particular[key] = found
        return found

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._chain.ngettext(singular, plural, n)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self._chain.npgettext(context, singular, plural, n)

    def has(self, context: str | None, message: str) -> bool:
        """True when some catalog of this language translates ``message``."""
        key = message if context is None else f"{context}\x04{message}"
        return any(key in cat._catalog for cat in self._catalogs)  # type: ignore[attr-defined]


def read_catalog(path: Path) -> Catalog:
    """A ``.po`` file, read by Babel; broken syntax raises ``babel.messages.pofile.PoFileError``."""
    from babel.messages.pofile import read_po

    with path.open("rb") as fh:
        return read_po(fh, abort_invalid=True)


def complete(catalog: Catalog) -> list[tuple[str, str | None]]:
    """The (id, context) of every message that is fully translated: no empty form, not fuzzy."""
    return [
        (m.id[0] if isinstance(m.id, tuple) else m.id, m.context)  # type: ignore[misc]
        for m in catalog
        if m.id
        and m.string
        and not m.fuzzy
        and all(m.string if isinstance(m.string, tuple) else [m.string])
    ]


def compile_catalog(catalog: Catalog) -> bytes:
    """The ``.mo`` bytes of ``catalog``, with only its complete messages (untranslated,
    half-translated and fuzzy ones fall back to the English message id)."""
    from babel.messages.mofile import write_mo

    keep = set(complete(catalog))
    for message in list(catalog):
        key = (message.id[0] if isinstance(message.id, tuple) else message.id, message.context)
        if message.id and key not in keep:
            catalog.delete(message.id, message.context)
    catalog.creation_date = _NO_DATE  # no build time in the header: builds are reproducible
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def _load(path: Path) -> gettext.GNUTranslations:
    if path.suffix == ".mo":
        with path.open("rb") as fh:
            return gettext.GNUTranslations(fh)
    # Named by the source and by this module (which compiles it), so that neither an edited
    # catalog nor a changed compile_catalog is ever read from an older compilation.
    digest = hashlib.sha256(path.read_bytes() + _THIS_MODULE.read_bytes()).hexdigest()[:20]
    kept = path.parent / "__pycache__" / f"{path.stem}.{digest}.mo"
    try:
        return gettext.GNUTranslations(io.BytesIO(kept.read_bytes()))
    except Exception:  # not compiled yet, unreadable or damaged: compiled again below
        pass
    compiled = compile_catalog(read_catalog(path))
    _keep(kept, path.stem, compiled)
    return gettext.GNUTranslations(io.BytesIO(compiled))


def _keep(kept: Path, stem: str, compiled: bytes) -> None:
    """Keep a compiled catalog for the next start, removing older compilations of the same
    catalog; nothing happens where the folder cannot be written."""
    temporary = kept.with_name(f"{kept.name}.{os.getpid()}.tmp")
    try:
        kept.parent.mkdir(exist_ok=True)
        temporary.write_bytes(compiled)
        os.replace(temporary, kept)  # whole or not at all, also with several games starting
        for old in kept.parent.glob(f"{stem}.*.mo"):
            if old != kept:
                old.unlink(missing_ok=True)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


@cache
def translator(language: str = DEFAULT_LANGUAGE) -> Translator:
    """The translator for ``language`` (``nl``, ``en``, ...). Unknown languages raise KeyError."""
    files = catalog_files(language)
    if not files:
        raise KeyError(language)
    return Translator(language, [_load(p) for p in files])


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it here."""
    return message
