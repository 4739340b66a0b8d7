"""Every catalog of the project, present and future: complete in Dutch and English, with
matching placeholders and translator comments; every message the code asks for exists; Dutch
output holds no untranslated English; compiled catalogs are current; and catalogs as Babel
reads and compiles them agree with the standard library's gettext."""

from __future__ import annotations

import ast
import gettext
import importlib.util
import io
import random
import string
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import package_source
import pytest
from babel.messages.pofile import PoFileError, read_po
from po import Entry, entries, entry_count

import scorpion_a11y
from scorpion_a11y import i18n
from scorpion_a11y.game.cards import DECK, Card, Suit, run_of
from scorpion_a11y.game.deal import ColumnLayout, Position, Rules
from scorpion_a11y.game.dealfile import DealFileError, DealProblem
from scorpion_a11y.game.engine import DEAL_RESERVE, Game, Move
from scorpion_a11y.game.events import MoveRefused, Reason, Refusal
from scorpion_a11y.game.rules import SPECS
from scorpion_a11y.i18n import Translator, compile_catalog, read_catalog
from scorpion_a11y.narration import Narrator
from scorpion_a11y.settings import Verbosity

LOCALES = Path(__file__).resolve().parents[1] / "locales"
PACKAGE = Path(scorpion_a11y.__file__).resolve().parent
REQUIRED = ("nl", "en")
GETTEXT_CALLS = {"gettext": 0, "pgettext": 1, "ngettext": 0, "npgettext": 1, "N_": 0}
#: The context of a message marked with N_(): any context will do.
ANY_CONTEXT = "\x00any"

Key = tuple[str | None, str]

pytestmark = pytest.mark.skipif(
    not LOCALES.is_dir(), reason="the catalog sources (locales/) are not next to the tests"
)


def po_files() -> list[Path]:
    return sorted(LOCALES.glob("*/LC_MESSAGES/*.po")) if LOCALES.is_dir() else []


def po_id(path: Path) -> str:
    return f"{path.parents[1].name}/{path.name}"


@cache
def parsed(path: Path) -> tuple[Entry, ...]:
    return tuple(entries(path))


def messages(path: Path) -> dict[Key, Entry]:
    return {e.key: e for e in parsed(path) if e.key != (None, "")}


def header(path: Path) -> str:
    for entry in parsed(path):
        if entry.key == (None, ""):
            return entry.msgstr[0] if entry.msgstr else ""
    return ""


@cache
def language(lang: str) -> dict[Key, Entry]:
    """Every message of a language, all its catalogs merged."""
    merged: dict[Key, Entry] = {}
    for path in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po")):
        merged.update(messages(path))
    return merged


def fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


# ----------------------------------------------------------------- the catalogs themselves


def test_required_languages_have_catalogs() -> None:
    for lang in REQUIRED:
        assert list((LOCALES / lang / "LC_MESSAGES").glob("*.po")), f"no catalogs for {lang}"


def test_every_catalog_exists_in_dutch_and_english() -> None:
    names = {p.name for p in po_files()}
    for lang in REQUIRED:
        have = {p.name for p in (LOCALES / lang / "LC_MESSAGES").glob("*.po")}
        assert names <= have, f"{lang} lacks {sorted(names - have)}"


@pytest.mark.parametrize("name", sorted({p.name for p in po_files()}))
def test_every_message_has_a_dutch_and_english_translation(name: str) -> None:
    keys: set[Key] = set()
    for path in LOCALES.glob(f"*/LC_MESSAGES/{name}"):
        keys |= set(messages(path))
    problems = []
    for lang in REQUIRED:
        catalog = messages(LOCALES / lang / "LC_MESSAGES" / name)
        for key in sorted(keys, key=str):
            entry = catalog.get(key)
            if entry is None:
                problems.append(f"{lang}: missing {key}")
            elif not entry.translated:
                problems.append(f"{lang}: not translated (empty or fuzzy) {key}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", po_files(), ids=po_id)
def test_catalog_is_well_formed(path: Path) -> None:
    assert entry_count(path) == len(parsed(path)), "an entry is written twice"
    head = header(path)
    assert "charset=utf-8" in head.lower()
    assert "Plural-Forms:" in head
    nplurals = int(head.split("nplurals=")[1].split(";")[0])
    for entry in messages(path).values():
        if entry.msgid_plural is not None:
            assert len(entry.msgstr) == nplurals, f"{entry.key}: {nplurals} plural forms needed"


@pytest.mark.parametrize("path", po_files(), ids=po_id)
def test_placeholders_match_the_message_id(path: Path) -> None:
    problems = []
    for entry in messages(path).values():
        wanted = fields(entry.msgid)
        if entry.msgid_plural is None:
            for text in entry.msgstr:
                if text and fields(text) != wanted:
                    problems.append(f"{entry.key}: {sorted(fields(text))} != {sorted(wanted)}")
            continue
        allowed = wanted | fields(entry.msgid_plural)
        for text in entry.msgstr:
            if text and not fields(text) <= allowed:
                problems.append(f"{entry.key}: {sorted(fields(text) - allowed)} unknown")
        if entry.msgstr and entry.msgstr[-1] and fields(entry.msgstr[-1]) != allowed:
            problems.append(f"{entry.key}: plural form lacks {sorted(allowed)}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", po_files(), ids=po_id)
def test_every_message_has_a_translator_comment(path: Path) -> None:
    bare = [
        entry.key
        for entry in messages(path).values()
        if not any(c.startswith("Translators:") for c in entry.comments)
    ]
    assert not bare, f"no '#. Translators:' comment: {bare}"


# ----------------------------------------------------------------- the code against the catalogs


def gettext_calls() -> Iterator[tuple[str, Key, str | None]]:
    """(file:line, key, plural) of every gettext call with literal arguments in the package."""
    for path in package_source.modules():
        for node in ast.walk(package_source.tree(path)):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name not in GETTEXT_CALLS:
                continue
            wanted = GETTEXT_CALLS[name] + (2 if name in ("ngettext", "npgettext") else 1)
            args = node.args[:wanted]
            if len(args) < wanted or not all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args
            ):
                continue
            values = [a.value for a in args if isinstance(a, ast.Constant)]
            context = values.pop(0) if GETTEXT_CALLS[name] else None
            plural = values[1] if len(values) > 1 else None
            where = f"{path.relative_to(PACKAGE.parent)}:{node.lineno}"
            if name == "N_":  # marked only: looked up later, in a context the mark cannot know
                context = ANY_CONTEXT
            yield where, (context, values[0]), plural


def test_the_code_asks_for_messages() -> None:
    calls = list(gettext_calls())
    assert len(calls) > 100
    assert any(key == ("board", "column {number}: {contents}") for _w, key, _p in calls)


@pytest.mark.parametrize("lang", REQUIRED)
def test_every_message_the_code_asks_for_is_translated(lang: str) -> None:
    catalog = language(lang)
    by_msgid = {key[1]: entry for key, entry in catalog.items() if entry.translated}
    problems = []
    for where, key, plural in gettext_calls():
        entry = by_msgid.get(key[1]) if key[0] == ANY_CONTEXT else catalog.get(key)
        if entry is None or not entry.translated:
            problems.append(f"{where}: {key} has no {lang} translation")
        elif entry.msgid_plural != plural:
            problems.append(f"{where}: {key} plural {plural!r} != {entry.msgid_plural!r}")
    assert not problems, "\n".join(problems)


def test_narration_catalog_holds_no_unused_message() -> None:
    calls = list(gettext_calls())
    used = {key for _w, key, _p in calls}
    marked = {key[1] for _w, key, _p in calls if key[0] == ANY_CONTEXT}  # N_(): any context
    for lang in REQUIRED:
        unused = {
            key
            for key in messages(LOCALES / lang / "LC_MESSAGES" / "scorpion_a11y.po")
            if key not in used and key[1] not in marked
        }
        assert not unused, f"{lang}: no code asks for {unused}"


# ----------------------------------------------------------------- Dutch output is all Dutch


class StrictTranslator(Translator):
    """The Dutch catalogs, compiled from the sources, noting every message they lack."""

    def __init__(self, lang: str) -> None:
        catalogs = [
            gettext.GNUTranslations(io.BytesIO(compile_catalog(read_catalog(p))))
            for p in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po"))
        ]
        super().__init__(lang, catalogs)
        self.known = {k for k, e in language(lang).items() if e.translated}
        self.missing: set[Key] = set()

    def _note(self, context: str | None, message: str) -> None:
        if (context, message) not in self.known:
            self.missing.add((context, message))

    def gettext(self, message: str) -> str:
        self._note(None, message)
        return super().gettext(message)

    def pgettext(self, context: str, message: str) -> str:
        self._note(context, message)
        return super().pgettext(context, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self._note(None, singular)
        return super().ngettext(singular, plural, n)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        self._note(context, singular)
        return super().npgettext(context, singular, plural, n)


def _complete(columns: list[tuple[list[str], list[str]]], removed: tuple[Suit, ...]) -> Position:
    layouts = [
        ColumnLayout(tuple(Card.from_name(n) for n in d), tuple(Card.from_name(n) for n in u))
        for d, u in columns
    ]
    used = {c for lay in layouts for c in lay.cards} | {c for s in removed for c in run_of(s)}
    rest = tuple(c for c in DECK if c not in used)
    layouts[-1] = ColumnLayout(layouts[-1].face_down, layouts[-1].face_up + rest)
    layouts += [ColumnLayout()] * (7 - len(layouts))
    return Position(tuple(layouts), (), removed, Rules.KLASSIEK)


def everything_said(n: Narrator) -> list[str]:
    """A large sample of what the player hears: answers, announcements, refusals, errors."""
    said: list[str] = [
        n.rules(spec, r, traditional)
        for spec in SPECS.values()
        for r in Rules
        for traditional in (False, True)
    ] + [n.no_moves_left()]
    rnd = random.Random(7)
    hearts = [c.name for c in run_of(Suit.HARTEN)[:-1]]
    special = [
        Game(_complete([(["klaveren 5"], hearts), (["klaveren 6"], ["hartenaas"]), ([], [])], ())),
        Game(_complete([([], hearts), ([], ["hartenaas"])], (Suit.RUITEN, Suit.KLAVEREN))),
        Game(
            _complete(
                [([], hearts), ([], ["hartenaas"])], (Suit.RUITEN, Suit.KLAVEREN, Suit.SCHOPPEN)
            )
        ),
        Game(_complete([([], ["klaverenheer", "harten 3"]), ([], []), ([], ["ruiten 2"])], ())),
    ]
    games = [Game.new(number, rules) for number in (1, 2, 3) for rules in Rules] + special
    for game in games:
        for step in range(40):
            said += [n.board(game), n.tops(game), n.status(game), n.score(game)]
            said.append(n.legal_moves(game))
            said += [n.where(game, card) for card in rnd.sample(DECK, 8)]
            for card in rnd.sample(DECK, 6):
                for column in (rnd.randrange(8), 7):
                    refusal = game.check(Move(card, column))
                    if refusal is not None:
                        said.append(n.refusal(game, refusal))
            moves: list[Move | object] = list(game.legal_moves())
            if not game.reserve_dealt:
                moves.append(DEAL_RESERVE)
            n.verbosity = list(Verbosity)[step % 3]
            if not moves or game.won:
                break
            action = rnd.choice(moves)
            said.append(n.move_text(game, action))  # type: ignore[arg-type]
            said.append(n.action(game, game.play(action)))  # type: ignore[arg-type]
            if step % 5 == 4:
                said.append(n.action(game, game.undo()))
                said.append(n.action(game, game.redo()))
        while game.can_undo:
            said.append(n.action(game, game.undo()))
        for action in (game.undo, game.redo):
            try:
                action()
                game.undo()
            except MoveRefused as err:
                said.append(n.refusal(game, err.refusal))
    said.append(n.refusal(games[0], Refusal(Reason.RESERVE_ALREADY_DEALT)))
    for problem in DealProblem:
        error = DealFileError(
            problem,
            value="x",
            column=2,
            card=DECK[0],
            cards=DECK[:3],
            count=3,
            line=1,
            key="open",
            char=4,
        )
        said.append(n.dealfile_error(error))
    return said


def english_fragments() -> set[str]:
    """Pieces of English message ids (two words or more) that Dutch text must not contain."""
    found: set[str] = set()
    for key, entry in language("nl").items():
        if entry.msgid_plural is None and entry.msgstr == [key[1]]:
            continue  # the same in Dutch: a game's name ("Open Scorpion")
        for msgid in (key[1], entry.msgid_plural or ""):
            for literal, *_ in string.Formatter().parse(msgid):
                piece = literal.strip(" .,;:!?")
                if len([w for w in piece.split() if w.isalpha()]) >= 2:
                    found.add(piece)
    return found


def test_dutch_output_contains_no_untranslated_message() -> None:
    strict = StrictTranslator("nl")
    said = everything_said(Narrator("nl", tr=strict))
    assert not strict.missing, f"asked for but not in the Dutch catalogs: {strict.missing}"
    text = "\n".join(said)
    leaked = sorted(f for f in english_fragments() if f in text)
    assert not leaked, f"English in Dutch output: {leaked}"
    assert "gedekte kaarten" in text and "Ongedaan gemaakt" in text and "Gewonnen" in text


def test_english_output_asks_for_nothing_missing() -> None:
    strict = StrictTranslator("en")
    everything_said(Narrator("en", tr=strict))
    assert not strict.missing, f"asked for but not in the English catalogs: {strict.missing}"


# ----------------------------------------------------------------- compiled catalogs


def build_hook():  # type: ignore[no-untyped-def]
    """setup.py, imported as a module: its compile_catalogs() is what a build ships."""
    spec = importlib.util.spec_from_file_location("_setup", LOCALES.parent / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_build_ships_every_catalog_as_the_game_reads_it(tmp_path: Path) -> None:
    built = build_hook().compile_catalogs(LOCALES, tmp_path)
    shipped = {p.relative_to(tmp_path / "locale") for p in built}
    assert shipped == {p.relative_to(LOCALES).with_suffix(".mo") for p in po_files()}
    for mo in built:
        po = LOCALES / mo.relative_to(tmp_path / "locale").with_suffix(".po")
        with mo.open("rb") as fh:
            compiled = gettext.GNUTranslations(fh)
        assert compiled._catalog == i18n._load(po)._catalog, f"{mo.name} differs from {po}"  # type: ignore[attr-defined]


def test_compiled_catalogs_in_the_package_are_current(tmp_path: Path) -> None:
    """A .mo file in the package under test wins over locales/: it must not be stale.

    An editable install has none (the game compiles locales/ itself), a built one has
    all; either way, what the game reads is what the sources say."""
    compiled = PACKAGE / "locale"
    mo_files = sorted(compiled.glob("*/LC_MESSAGES/*.mo")) if compiled.is_dir() else []
    fresh = {
        p.relative_to(tmp_path / "locale"): p
        for p in build_hook().compile_catalogs(LOCALES, tmp_path)
    }
    if not mo_files:
        assert i18n.catalog_files("nl") == sorted((LOCALES / "nl" / "LC_MESSAGES").glob("*.po"))
        return
    built = {p.relative_to(compiled): p for p in mo_files}
    assert set(built) == set(fresh), "compiled catalogs and sources differ in which exist"
    for rel, mo in built.items():
        assert mo.read_bytes() == fresh[rel].read_bytes(), f"{rel} is stale: rebuild the package"


# ----------------------------------------------------------------- Babel against gettext

SAMPLE = r"""# A test catalog
msgid ""
msgstr ""
"Language: pl\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || "
"n%100>=20) ? 1 : 2);\n"

#. Translators: plain.
msgid "card"
msgstr "karta"

#. Translators: continued lines and escapes.
msgid ""
"two "
"lines"
msgstr "dwa\n\"wiersze\"\tz tabem"

#. Translators: with context.
#, no-wrap
msgctxt "suit"
msgid "hearts"
msgstr "kiery"

#. Translators: same id, no context.
msgid "hearts"
msgstr "serca"

#. Translators: plural.
msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} karta"
msgstr[1] "{n} karty"
msgstr[2] "{n} kart"

#. Translators: context and plural.
msgctxt "board"
msgid "{n} column"
msgid_plural "{n} columns"
msgstr[0] "{n} kolumna"
msgstr[1] "{n} kolumny"
msgstr[2] "{n} kolumn"

#. Translators: fuzzy, so left out.
#, fuzzy
msgid "fuzzy"
msgstr "rozmyte"

#. Translators: untranslated, so left out.
msgid "untranslated"
msgstr ""

#. Translators: one plural form missing, so left out.
msgid "half"
msgid_plural "halves"
msgstr[0] "pół"
msgstr[1] ""
msgstr[2] "połówek"

msgid "ünïcödé ♥"
msgstr "żółć ♥"
"""


def sample() -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(compile_catalog(read_po(io.StringIO(SAMPLE)))))


def test_catalogs_are_read_with_fields_comments_and_flags() -> None:
    found = {e.key: e for e in entries(SAMPLE)}
    ctx = found[("suit", "hearts")]
    assert ctx.comments == ["Translators: with context."]
    assert ctx.flags == {"no-wrap"}
    assert found[(None, "two lines")].msgstr == ['dwa\n"wiersze"\tz tabem']
    assert found[("board", "{n} column")].msgid_plural == "{n} columns"
    assert not found[(None, "fuzzy")].translated
    assert not found[(None, "untranslated")].translated
    assert not found[(None, "half")].translated


def test_compiled_sample_reads_back_with_the_standard_library() -> None:
    cat = sample()
    assert cat.gettext("card") == "karta"
    assert cat.gettext("two lines") == 'dwa\n"wiersze"\tz tabem'
    assert cat.pgettext("suit", "hearts") == "kiery"
    assert cat.gettext("hearts") == "serca"
    assert cat.gettext("ünïcödé ♥") == "żółć ♥"
    assert [cat.ngettext("{n} card", "{n} cards", n) for n in (1, 3, 5, 22)] == [
        "{n} karta",
        "{n} karty",
        "{n} kart",
        "{n} karty",
    ]
    assert [cat.npgettext("board", "{n} column", "{n} columns", n) for n in (1, 2, 12)] == [
        "{n} kolumna",
        "{n} kolumny",
        "{n} kolumn",
    ]
    assert cat.gettext("fuzzy") == "fuzzy"
    assert cat.gettext("untranslated") == "untranslated"
    assert cat.ngettext("half", "halves", 1) == "half"
    assert cat.info()["language"] == "pl"


def test_a_checkout_compiles_each_catalog_once_and_never_reads_a_stale_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a checkout a catalog is compiled on first use and kept beside its source, so the
    next start needs no Babel; an edited source is compiled again (its old compilation goes);
    a damaged compilation or a folder that cannot be written only means compiling again."""
    folder = tmp_path / "pl" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "sample.po"
    po.write_text(SAMPLE, encoding="utf-8")
    kept_folder = folder / "__pycache__"

    def kept() -> list[Path]:
        return sorted(kept_folder.glob("*")) if kept_folder.is_dir() else []

    assert i18n._load(po).gettext("card") == "karta"
    first = kept()
    assert len(first) == 1 and first[0].name.startswith("sample.") and first[0].suffix == ".mo"

    def no_babel(path: Path) -> object:
        raise AssertionError(f"{path} was compiled again")

    with monkeypatch.context() as m:
        m.setattr(i18n, "read_catalog", no_babel)
        assert i18n._load(po).pgettext("suit", "hearts") == "kiery"

    po.write_text(SAMPLE.replace('msgstr "karta"', 'msgstr "kartka"'), encoding="utf-8")
    assert i18n._load(po).gettext("card") == "kartka"
    second = kept()
    assert len(second) == 1 and second != first

    second[0].write_bytes(b"\x00 not a catalog")
    assert i18n._load(po).gettext("card") == "kartka"
    assert second[0].read_bytes() == compile_catalog(read_catalog(po))

    for path in kept():
        path.unlink()
    kept_folder.rmdir()
    kept_folder.write_text("in the way")  # a file where the folder would go
    assert i18n._load(po).gettext("card") == "kartka"
    assert sorted(folder.iterdir()) == [kept_folder, po]  # nothing left behind


def test_broken_catalog_syntax_is_an_error_not_a_silent_gap() -> None:
    with pytest.raises(PoFileError):
        entries('"orphan"\n')
    with pytest.raises(PoFileError):
        entries('msgid "a"\nmsgsomething "b"\n')


@pytest.mark.parametrize("path", po_files(), ids=po_id)
def test_every_real_catalog_reads_back_with_the_standard_library(path: Path) -> None:
    cat = gettext.GNUTranslations(io.BytesIO(compile_catalog(read_catalog(path))))
    plural = cat.plural  # type: ignore[attr-defined]
    for entry in messages(path).values():
        if not entry.translated:
            continue
        ctx, msgid = entry.key
        if entry.msgid_plural is None:
            got = cat.gettext(msgid) if ctx is None else cat.pgettext(ctx, msgid)
            assert got == entry.msgstr[0], entry.key
            continue
        for form, text in enumerate(entry.msgstr):
            n = next(n for n in range(1000) if plural(n) == form)
            if ctx is None:
                got = cat.ngettext(msgid, entry.msgid_plural, n)
            else:
                got = cat.npgettext(ctx, msgid, entry.msgid_plural, n)
            assert got == text, (entry.key, n)


@pytest.mark.parametrize("lang", REQUIRED)
def test_each_context_gets_its_own_translation_asked_again_too(lang: str) -> None:
    """The game's translator keeps pgettext's answers (a card name asked the catalogs one by
    one, 3-6 us, over a million times in a test run): every translated message with a context
    is still its own context's translation, asked in one order and again in the other, also
    where the same words have several contexts ("board": a help example "bord", an intent's
    examples "lees het hele bord voor|..."). Messages in two catalogs are left out (the
    catalogs' order decides those)."""
    files: dict[Key, int] = {}
    for path in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po")):
        for key in messages(path):
            files[key] = files.get(key, 0) + 1
    wanted = {
        key: entry.msgstr[0]
        for key, entry in language(lang).items()
        if key[0] is not None
        and entry.msgid_plural is None
        and entry.translated
        and files[key] == 1
    }
    assert len({ctx for ctx, msgid in wanted if msgid == "board"}) > 1  # the case is there
    tr = i18n.translator(lang)
    for keys in (list(wanted), list(reversed(wanted))):
        got = {key: tr.pgettext(str(key[0]), key[1]) for key in keys}
        assert got == wanted, sorted(str(k) for k in wanted if got[k] != wanted[k])
