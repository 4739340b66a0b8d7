"""Word forms reduced to the form the vocabulary knows: ``kolommen`` -> ``kolom``,
``reeksen`` -> ``reeks``, ``terugdraaien`` -> ``terug draai``, ``columns`` -> ``column``.

A small suffix stripper of our own, not a dictionary lemmatizer (see docs/architecture.md,
"Word forms"): it proposes candidate forms of a word the vocabulary does not know, most likely
first, and the first candidate the vocabulary *does* know is taken. So it can only ever map a
word onto a word of the command language, never invent a meaning, and a word the vocabulary
knows as typed is never changed. Dutch: plurals (``-en``, ``-s``), infinitives and verb
forms (``-en``, ``-t``, ``-de``/``-te``, ``ge-...-d/t``, ``ge-...-en``), adjectives (``-e``,
``-er``, ``-ste``) with the spelling rules that go with them (``kolomm`` -> ``kolom``,
``gev`` -> ``geef``, ``lez`` -> ``lees``), and a separable particle in front
(``terugdraaien`` -> ``terug`` + ``draai``, ``opgeven`` -> ``op`` + ``geef``). English:
``-s``, ``-es``, ``-ies``, ``-ing``, ``-ed``, ``-t``, ``-er``, ``-est``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

_VOWELS = frozenset("aeiou")
#: Dutch separable particles that may be written in front of a verb (``terugdraaien``).
_PARTICLES_NL = ("terug", "over", "weer", "door", "voor", "uit", "op", "om", "af", "aan", "in")
_PARTICLES_EN: tuple[str, ...] = ()
#: Dutch words of doing again, which stand for their verb after "kan ik" (``kan ik opnieuw``)
_AGAIN_NL = ("opnieuw", "overnieuw")


def _nl_stem(stem: str) -> Iterator[str]:
    """The forms a Dutch stem left by stripping a suffix may be written as."""
    if len(stem) < 2:
        return
    yield stem
    # a doubled consonant is single at the end of a word: kolomm -> kolom, zett -> zet
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
        yield stem[:-1]
    # an open syllable's single vowel is written double in a closed one: gev -> geev
    out = stem
    if (
        len(stem) > 2
        and stem[-1] not in _VOWELS
        and stem[-2] in _VOWELS
        and stem[-3] not in _VOWELS
    ):
        out = stem[:-1] + stem[-2] + stem[-1]
    # v and z are f and s at the end of a word: geev -> geef, lees
    for final in {out, stem}:
        if final.endswith("v"):
            yield final[:-1] + "f"
        elif final.endswith("z"):
            yield final[:-1] + "s"
        elif final != stem:
            yield final


def _nl(word: str) -> Iterator[str]:
    if word.endswith("'s"):
        yield word[:-2]
    for suffix in ("ste", "sten", "en", "er", "ere", "e", "s", "t", "de", "te", "d"):
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            yield from _nl_stem(word[: -len(suffix)])
    if word.startswith("ge") and len(word) > 4 and word[-1] in "dt":
        yield from _nl_stem(word[2:-1])
    if word.startswith("ge") and len(word) > 5 and word.endswith("en"):
        yield from _nl_stem(word[2:-2])  # a past participle: gegeven -> geef


def _en(word: str) -> Iterator[str]:
    if word.endswith("ies") and len(word) > 4:
        yield word[:-3] + "y"
    if word.endswith("es") and len(word) > 3:
        yield word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        yield word[:-1]
    if word.endswith("t") and len(word) > 3:
        yield word[:-1]  # a past form: dealt -> deal
    for suffix in ("ing", "ed", "er", "est"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            stem = word[: -len(suffix)]
            yield stem
            yield stem + "e"
            if stem[-1] == stem[-2]:
                yield stem[:-1]


_RULES: dict[str, tuple[Callable[[str], Iterator[str]], tuple[str, ...]]] = {
    "nl": (_nl, _PARTICLES_NL),
    "en": (_en, _PARTICLES_EN),
}


def candidates(word: str, language: str) -> Iterator[str]:
    """Forms ``word`` may be a form of, most likely first (``word`` itself not included)."""
    rules = _RULES.get(language)
    if rules is None or not word.isalpha():
        return
    strip, _ = rules
    yield from strip(word)


def reduce(word: str, language: str, known: Callable[[str], bool]) -> list[str] | None:
    """The known word(s) ``word`` is a form of, or ``None``: one word (``kolommen`` ->
    ``[kolom]``) or a particle and a verb (``terugdraaien`` -> ``[terug, draai]``)."""
    if not word.isalpha() or len(word) < 3:
        return None
    for form in candidates(word, language):
        if known(form):
            return [form]
    rules = _RULES.get(language)
    if rules is None:
        return None
    for particle in rules[1]:
        rest = word[len(particle) :]
        if word.startswith(particle) and len(rest) > 2 and known(particle):
            if known(rest):
                return [particle, rest]
            for form in candidates(rest, language):
                if known(form):
                    return [particle, form]
    return None


def leave_verb(
    words: list[str], language: str, command: Callable[[str], bool] = lambda w: False
) -> str | None:
    """The verb of a line asking leave, from the words after its subject, or ``None`` when it
    has none (then it asks to be given something: ``mag ik de reserve``). Dutch puts the
    infinitive last (``mag ik de reserve delen``: ``delen``), English right after the subject
    (``may I deal the reserve``: ``deal``). In Dutch a line that goes on after the verb
    (``kan ik terug naar zet 3``, ``kan ik stoppen met dit spel``) has it earlier: a particle
    of going back or again, or an infinitive that is a ``command`` word."""
    if not words:
        return None
    if language == "nl":
        last = words[-1]
        infinitive = last.isalpha() and len(last) > 3 and last.endswith(("en", "aan"))
        # or only its particle, the verb left out: "kan ik nog terug" (terug gaan)
        if infinitive or last in _PARTICLES_NL or last in _AGAIN_NL:
            return last
        for word in words[:-1]:
            if word in _AGAIN_NL or word == "terug":
                return word
            if word.isalpha() and len(word) > 3 and word.endswith("en") and command(word):
                return word
        return None
    return words[0] if words[0].isalpha() else None


def without_infinitive_marker(words: list[str], language: str) -> list[str]:
    """``words`` without the marker of the infinitive before their last word (Dutch ``te``:
    ``harten 4 naar kolom 5 te zetten`` -> ``harten 4 naar kolom 5 zetten``)."""
    if language == "nl" and len(words) > 1 and words[-2] == "te":
        return [*words[:-2], words[-1]]
    return list(words)
