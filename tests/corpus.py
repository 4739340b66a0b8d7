"""The corpus of lines people type or dictate (``tests/data/corpus.tsv``) and what each means.

Used by ``tests/test_commands_corpus.py`` and ``bench/bench_corpus.py``. A line's meaning is
a short text: ``move harten 4 7``, ``deal``, ``score``, ``column 2``, ``new versoepeld 50``
(``new wasp versoepeld 50 traditional``: game, rules, number, traditional rules, each if named),
``language en``; ``refused`` (a move the rules do not allow), ``ask`` (which one?), ``error``
(not a command). The questions and commands read by meaning: ``columns 2,3``, ``faster``,
``slower``, ``more words``, ``fewer words``, ``give up``, and a declared question as ``q <id>``
with its slots: ``q empty``, ``q count 3``, ``q face_up harten 4``, ``q where_to harten 4``,
``q may harten 4 7``, ``q best_score``, ``q time``, ``q runs``, ``q define run``,
``q points run`` (ids in ``scorpion_a11y/commands/declare.py``). A line is *misunderstood*
when the game would do something other than what was meant; saying it did not understand is
never a misunderstanding.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from scorpion_a11y.commands import model as m
from scorpion_a11y.commands import parse
from scorpion_a11y.game import dealfile
from scorpion_a11y.game.engine import Game, Move
from scorpion_a11y.i18n import translator

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "data" / "corpus.tsv"
SEED = HERE / "data" / "seed.json"
#: Meanings that do nothing to the game: not understood, a question back, a refusal.
HARMLESS = frozenset({"error", "ask", "refused", "nothing"})


@dataclass(frozen=True)
class Line:
    language: str
    text: str
    expected: str
    number: int  # line number in the file


def lines(path: Path = CORPUS) -> list[Line]:
    out = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        fields = raw.split("\t")
        if len(fields) < 3:  # not a line of the form (a hand-written set may hold a slip)
            continue
        language, text, expected = (f.strip() for f in fields[:3])
        out.append(Line(language, text, expected, number))
    return out


def meaning(result: m.Result) -> str:
    match result:
        case m.Play(action=Move(card=card, to=to)):
            return f"move {card.name} {to + 1}"
        case m.Play():
            return "deal"
        case m.Refused():
            return "refused"
        case m.Ambiguous():
            return "ask"
        case m.WordsError() | m.RangeError() | m.BoardError() | m.ArgumentError() | m.ChoiceError():
            return "error"
        case m.Nothing():
            return "nothing"
        case m.ShowColumn(column=column):
            return f"column {column + 1}"
        case m.WhereIs(card=card):
            return f"where {card.name}"
        case m.ShowTopCard(column=column):
            return f"top {column + 1}"
        case m.ShowBottomCard(column=column):
            return f"bottom {column + 1}"
        case m.ShowNeighbour(card=card, below=below):
            return f"{'under' if below else 'on'} {card.name}"
        case m.Help(topic=topic):
            return "help" if topic is None else f"help {topic}"
        case m.NewGame(rules=rules, number=number, variant=variant, traditional=traditional):
            parts = ["new"]
            if variant is not None:
                parts.append(variant.value)
            if rules is not None:
                parts.append(rules.value)
            if number is not None:
                parts.append(str(number))
            if traditional:
                parts.append("traditional")
            return " ".join(parts)
        case m.SetOutput(name=name):
            return f"output {name}"
        case m.SetVerbosity(verbosity=level):
            return f"verbosity {level.value}"
        case m.SetRate(rate=rate):
            return f"rate {rate}"
        case m.SetLanguage(language=language):
            return f"language {language}"
        case m.Solvable(from_start=True):
            return "winnable"  # from the deal's start, not from here
        case m.ShowColumns(columns=columns):
            return "columns " + ",".join(str(c + 1) for c in columns)
        case m.ChangeRate(faster=faster):
            return "faster" if faster else "slower"
        case m.ChangeVerbosity(more=more):
            return "more words" if more else "fewer words"
        case m.BackToMove(move=move):
            return f"back to {move}"
        case m.ShowRules(variant=variant) if variant is not None:
            return f"rules {variant.value}"
        case m.ShowStatistics(variant=variant) if variant is not None:
            return f"statistics {variant.value}"
        case m.Asked(question=question, card=card, column=column, term=term):
            parts = ["q", question]
            if card is not None:
                parts.append(card.name)
            if column is not None:
                parts.append(str(column + 1))
            if term is not None:
                parts.append(term)
            return " ".join(parts)
    names = {
        m.Undo: "undo",
        m.Redo: "redo",
        m.ShowBoard: "board",
        m.ShowTops: "tops",
        m.ShowStatus: "status",
        m.ShowScore: "score",
        m.ShowMoves: "moves",
        m.ShowRules: "rules",
        m.Repeat: "repeat",
        m.Previous: "previous",
        m.Hint: "hint",
        m.Solvable: "solvable",
        m.ShowStatistics: "statistics",
        m.Quit: "quit",
        m.GiveUp: "give up",
    }
    return names[type(result)]


@dataclass(frozen=True)
class Outcome:
    line: Line
    got: str

    @property
    def understood(self) -> bool:
        return self.got == self.line.expected

    @property
    def misunderstood(self) -> bool:
        return not self.understood and self.got not in HARMLESS


def run(corpus: list[Line] | None = None) -> list[Outcome]:
    """Parse every corpus line on the seed position, in its language."""
    game = Game(dealfile.load(SEED))
    out = []
    for line in corpus if corpus is not None else lines():
        out.append(Outcome(line, meaning(parse(line.text, game, translator(line.language)))))
    return out
