"""Help: ``help`` lists every command with its aliases, ``help <command>`` explains one.

The command words come from the vocabulary (the same words the parser accepts), so help never
names a word that does not work. Also the keys, and how to name cards.
"""

from __future__ import annotations

from ..commands.declare import INTENTS
from ..commands.parser import topic_of
from ..commands.vocabulary import (
    COMMANDS,
    RANK_KEYS,
    SUIT_KEYS,
    WINNABLE,
    intent_words,
    split_aliases,
    vocabulary,
)
from ..game.cards import Suit
from ..game.deal import Rules
from ..game.engine import Game
from ..game.rules import Variant, spec_of
from ..i18n import N_, Translator, available_languages
from ..settings import RATE_PERCENT_MAX, RATE_PERCENT_MIN
from . import help_game
from .answers import MOVES_PAGE, MOVES_WHOLE
from .text import join_said

__all__ = [
    "GROUPS",
    "HELP",
    "cards_text",
    "examples",
    "game_help",
    "help_text",
    "intent_examples",
    "keys_text",
    "settings_help",
    "short_help",
    "summary",
    "winnable_text",
]

#: command id -> (one-line summary, explanation). Placeholders: {low}, {high}, {languages}.
HELP: dict[str, tuple[str, str]] = {
    "move": (
        N_("move a card, with the cards lying on it, to a column"),
        N_(
            "Name the card, then to or on and a column or the card to lay it on. The word "
            "column and a verb at the start may be left out. Name only the card and it goes "
            "to the one place it fits; when only empty columns take it, to the leftmost. Name two "
            "columns to move the face-up card of the first that fits on the second. When "
            "several moves match, you hear them numbered: say the number. Short, for dictation: "
            "h4 c7 is the 4 of hearts to column 7; the c is column, unless the 4 of hearts may "
            "lie on the 7 of clubs."
        ),
    ),
    "deal": (
        N_("deal the reserve"),
        N_(
            "Deals the reserve cards face up, one onto each of the game's reserve columns, "
            "once per game; it counts as one move. In a game, help names its own cards, "
            "columns and when dealing is allowed."
        ),
    ),
    "undo": (
        N_("take back the last move"),
        N_(
            "Takes back the last move and its points. In a game, help says how many actions "
            "can be undone."
        ),
    ),
    "redo": (
        N_("play an undone move again"),
        N_("Plays the last undone move again, as long as you have not made a new move."),
    ),
    "hint": (
        N_("a suggestion for a move"),
        N_("Suggests a move, using only what you can see on the table."),
    ),
    "solvable": (
        N_("whether this game can still be won"),
        N_(
            "Says whether the game can still be won from here. By default it tries "
            "arrangements of the face-down cards without looking at them; after answer peeking "
            "it looks at them and says so."
        ),
    ),
    "winnable": (
        N_("whether this deal could be won from its start"),
        N_(
            "Says whether the deal could be won from its start, whatever you played since. "
            "The answer uses the face-down cards, which you cannot see; while you play, it asks "
            "first whether you want that."
        ),
    ),
    "odds": (
        N_("whether this game can still be won, without looking at the face-down cards"),
        N_(
            "Tries many arrangements of the cards you cannot see, each consistent with what "
            "you see, and says in how many of them the game can still be won. It never looks "
            "at the real face-down cards."
        ),
    ),
    "peek": (
        N_("whether this game can still be won, looking at the face-down cards"),
        N_(
            "Says whether the game can still be won from here, knowing every face-down card; "
            "the answer says that it looked."
        ),
    ),
    "wrong": (
        N_("which move lost the game; looks at the face-down cards"),
        N_(
            "Finds the last position from which the deal could still be won and names the "
            "move that lost it, with the command to go back there. It looks at the face-down "
            "cards, so while you are still playing it asks first."
        ),
    ),
    "backto": (
        N_("go back to the position after a numbered move"),
        N_("Undoes moves until the game is back at the position after that move."),
    ),
    "new": (
        N_("start a new game, with rules and a deal number if you like"),
        N_(
            "Starts a new game. Add the rules (classic or relaxed) and a deal number to "
            "play a particular deal: the same number always gives the same deal."
        ),
    ),
    "save": (
        N_("save the position on the table as a deal file, followed by its name"),
        N_(
            "Saves the position on the table as a deal file in the folder standen of your "
            "data folder, under the name you give (without one it is called stand), to send "
            "to a friend or to play again with --deal. An existing file is never overwritten. "
            "Your game itself needs no saving: the game saves it after every move."
        ),
    ),
    "quit": (N_("quit the game"), N_("Quits the program.")),
    "board": (
        N_("read the whole board"),
        N_(
            "Reads the reserve and the removed runs, then every column from bottom to top "
            "with its face-down cards."
        ),
    ),
    "column": (
        N_("read one column"),
        N_(
            "Reads one column from bottom to top. Alt+1 to Alt+9 do the same for columns 1 to "
            "9, Alt+0 for column 10, and Alt+Shift+1 to Alt+Shift+4 for columns 11 to 14."
        ),
    ),
    "tops": (
        N_("read the top card of every column"),
        N_(
            "Reads the top card of every column. F3 does the same. With a column, only the top "
            "card of that column."
        ),
    ),
    "where": (
        N_("where a card lies"),
        N_(
            "Says where a card lies. A face-down card or a card in the reserve is not visible. "
            "You may also ask what lies on or under a card."
        ),
    ),
    "status": (
        N_("how the game stands"),
        N_("Says how the game stands: moves, score, face-down cards, reserve and removed runs."),
    ),
    "score": (
        N_("the score"),
        N_("Says the score. A card on the same suit scores 5, a card turned 5, a removed run 100."),
    ),
    "moves": (
        N_("list every possible move"),
        N_(
            "Lists every move the rules allow now. More than {whole} are said {page} at a "
            "time: next moves says the next {page}, all moves says them all at once."
        ),
    ),
    "rules": (
        N_("the rules of the game"),
        N_(
            "Reads a short summary of the rules. The traditional rules come in parts: more "
            "rules says the next part."
        ),
    ),
    "repeat": (
        N_("say the last message again"),
        N_("Says the last message again. F4 does the same."),
    ),
    "previous": (
        N_("say the message before that"),
        N_("Says the message before the last one; say it again to go further back."),
    ),
    "statistics": (
        N_("your statistics"),
        N_(
            "Says how many games you played and won, your best score and your winning streak; "
            "statistiek wasp: of another game; statistiek alle spellen: every game in short."
        ),
    ),
    "help": (
        N_("this help; help and a command explains it"),
        N_(
            "Names the few commands to start with and the help topics; help full lists every "
            "command. Help and a command explains that command; help keys lists the keys, help "
            "cards explains how to name cards, help settings the settings."
        ),
    ),
    "output": (
        N_("where messages go: text, speech, screen reader or automatic"),
        N_(
            "Chooses where the messages go: plain text, the game's own speech, your screen "
            "reader, or automatic."
        ),
    ),
    "verbosity": (
        N_("how much is said after a move: short, normal or detailed"),
        N_(
            "Short: the move and what it caused. Normal: also what the card now lies on and "
            "what lies on top of the column it left. Detailed: also the column it came from, "
            "the cards carried along, the points and score, and the whole columns that changed."
        ),
    ),
    "rate": (
        N_("speech rate, from {low} to {high}"),
        N_("Sets the rate of the game's own speech: {low} is slowest, {high} fastest."),
    ),
    "language": (
        N_("the language of the game"),
        N_(
            "Switches the language of everything the game says, and of the commands. "
            "Say the code or the name: {languages}."
        ),
    ),
    "sound": (
        N_("sounds for what happens: on, off, mono, stereo, instead of words"),
        N_(
            "Switches the short sounds on or off. Stereo: a sound comes from the side of the "
            "column where it happened, column 1 on the left; mono: the same in both ears. "
            "Instead of words: at short verbosity, leaves out what a sound already says; "
            "with words undoes that."
        ),
    ),
    "volume": (
        N_("volume of the sounds, from {low} to {high}"),
        N_("Sets the volume of the sounds: {low} is silent, {high} loudest. Speech keeps its own."),
    ),
    "answer": (
        N_("which answer can it still be won gives: fair or peeking"),
        N_(
            "Chooses what can it still be won answers: fair (the default) tries arrangements "
            "of the face-down cards without looking at them; peeking looks at them and says so."
        ),
    ),
    "sounds": (
        N_("hear every sound and what it means"),
        N_(
            "Plays the sounds one by one, in the order the list of their meanings gives. "
            "Name one to hear only that one."
        ),
    ),
}

#: Help groups, in the order the overview gives them.
GROUPS: tuple[tuple[str, str], ...] = (
    ("play", N_("Playing:")),
    ("read", N_("Reading:")),
    ("settings", N_("Settings:")),
)

_KEYS = N_(
    "Keys: F1 help, F2 the board, F3 the top cards, F4 repeat the last message, Alt+1 to "
    "Alt+9 and Alt+0 read column 1 to 10, Alt+Shift+1 to Alt+Shift+4 column 11 to 14, Escape "
    "stop speech, Ctrl+Z undo."
)
_CARDS_RULE = N_(
    "Name a card by its suit and its value, in either order, in one word or two: digits or "
    "number words, or the words and letters for ace, jack, queen and king. A letter that can "
    "be a suit or a value takes the role the other word leaves: next to a value it is the "
    "suit, next to a suit it is the value. The symbols ♥ ♦ ♣ ♠ and the playing-card "
    "characters work too."
)


def _fill(text: str) -> str:
    return text.format(
        low=RATE_PERCENT_MIN,
        high=RATE_PERCENT_MAX,
        languages=", ".join(available_languages()),
        whole=MOVES_WHOLE,
        page=MOVES_PAGE,
    )


def summary(tr: Translator, command: str, game: Game | None = None) -> str:
    """The one-line summary; in ``game``, with its own numbers (:mod:`.help_game`)."""
    own = help_game.summary(tr, command, game) if game is not None else None
    # Translators: the one-line summaries of the HELP table in narration/help.py.
    return own or _fill(tr.pgettext("help", HELP[command][0]))


def detail(tr: Translator, command: str, game: Game | None = None) -> str:
    """The explanation; in ``game``, with its own numbers (:mod:`.help_game`)."""
    own = help_game.detail(tr, command, game) if game is not None else None
    # Translators: the explanations of the HELP table in narration/help.py.
    return own or _fill(tr.pgettext("help", HELP[command][1]))


def examples(tr: Translator, command: str) -> tuple[str, ...]:
    """Example lines for ``command`` from the catalog (context ``help example``)."""
    if not tr.has("help example", command):
        return ()
    return split_aliases(tr.pgettext("help example", command))


def intent_examples(tr: Translator, intent: str) -> tuple[str, ...]:
    """Lines a player may type for a command read by meaning (``commands/declare.py``), each
    understood as written (context ``intent example``; the reference lists them)."""
    if not tr.has("intent example", intent):
        return ()
    return split_aliases(tr.pgettext("intent example", intent))


def _sep(tr: Translator) -> str:
    # Translators: separator between words in a list of aliases ("terug, ongedaan maken").
    return tr.pgettext("list", ", ")


def _aliases_line(tr: Translator, command: str, game: Game | None) -> str:
    forms = vocabulary(tr).command_aliases(command)
    name = forms[0] if forms else command
    text = summary(tr, command, game)
    if len(forms) > 1:
        # Translators: one line of the help overview: a command, its other words, what it does.
        return tr.gettext("{name} (also: {aliases}): {summary}.").format(
            name=name, aliases=_sep(tr).join(forms[1:]), summary=text
        )
    # Translators: one line of the help overview, for a command with a single word.
    return tr.gettext("{name}: {summary}.").format(name=name, summary=text)


def keys_text(tr: Translator, game: Game | None = None) -> str:
    if game is not None:
        return help_game.keys(tr, game)
    # Translators: the keys; keep the key names (F1, Alt+1, Escape, Ctrl+Z) as they are.
    return tr.pgettext("help", _KEYS)


def cards_text(tr: Translator) -> str:
    """How to name cards, with the suit and rank words of the vocabulary."""
    vocab = vocabulary(tr)
    sep = _sep(tr)
    symbols = {Suit.HARTEN: "♥", Suit.RUITEN: "♦", Suit.KLAVEREN: "♣", Suit.SCHOPPEN: "♠"}

    def words(forms: tuple[str, ...]) -> str:
        return f"{forms[0]} ({sep.join(forms[1:])})" if len(forms) > 1 else "".join(forms)

    suits = sep.join(words((*vocab.aliases.get(SUIT_KEYS[s], ()), symbols[s])) for s in Suit)
    ranks = sep.join(words(vocab.aliases.get(RANK_KEYS[r], ())) for r in RANK_KEYS)
    # Translators: how to name cards; the Dutch text may use h (harten or heer) as example.
    rule = tr.pgettext("help", _CARDS_RULE)
    # Translators: the suit words, then the words for ace, jack, queen, king.
    listed = tr.gettext("Suits: {suits}. Ace, jack, queen, king: {ranks}.").format(
        suits=suits, ranks=ranks
    )
    return f"{rule} {listed}"


def help_text(tr: Translator, topic: str | None = None, game: Game | None = None) -> str:
    """The short help (``topic`` None), every command (``all``: ``help volledig``), or the
    help on one command or topic.

    ``topic`` is a command id (``undo``), ``keys``, ``cards``, ``settings``, or any word of a
    command in the current language (``terug``). In ``game``, every number is that game's own
    (how many reserve cards, onto which columns, the undo limit, the column keys); without
    one, the general texts that hold for every game.
    """
    vocab = vocabulary(tr)
    if topic is None:
        return short_help(tr)
    if topic == "settings":
        return settings_help(tr, game)
    if topic == "all":
        # Translators: first line of the help overview; {example} is "help terug".
        first = tr.gettext(
            "Commands. For more on one command, say help and the command, for example {example}."
        )
        lines = [first.format(example=_example_help(tr))]
        for group, title in GROUPS:
            lines.append(tr.pgettext("help", title))
            lines += [_aliases_line(tr, c.id, game) for c in COMMANDS if c.group == group]
        # Translators: help overview: questions and commands in the player's own words (read by
        # meaning); each example must be understood as it is written.
        lines.append(
            tr.gettext(
                "In your own words too, for example: which columns are empty, how many cards "
                "are in column 3, where can the 4 of hearts go, how long have I been playing, "
                "what is a run, I give up."
            )
        )
        # Translators: help overview: how to hear everything that may be asked or said in
        # one's own words (trial 4: that list, about 1300 characters, was part of help);
        # {command} is "help vragen".
        lines.append(
            tr.gettext("Say {command} to hear everything you can ask.").format(
                command=_help_on(tr, "questions")
            )
        )
        lines.append(keys_text(tr, game))
        return "\n".join(lines)
    if topic == "winnable_deal":
        return winnable_text(tr, game)
    if topic == "questions":
        return own_words_text(tr)
    found = (
        topic
        if topic in HELP or topic in ("keys", "cards", "questions")
        else topic_of(vocab, [topic])
    )
    if found == "questions":
        return own_words_text(tr)
    if found is None:
        # Translators: help on something that is not a command; {topics} lists the commands.
        return tr.gettext("There is no help on {topic}. Commands: {topics}.").format(
            topic=topic,
            topics=_sep(tr).join((vocab.command_aliases(c.id) or (c.id,))[0] for c in COMMANDS),
        )
    if found == "keys":
        return keys_text(tr, game)
    if found == "cards":
        return cards_text(tr)
    forms = vocab.command_aliases(found)
    name = forms[0] if forms else found
    parts = [
        # Translators: help on one command: its word, then its explanation.
        tr.gettext("{name}: {detail}").format(name=name, detail=detail(tr, found, game))
    ]
    if len(forms) > 1:
        # Translators: the other words of a command.
        parts.append(tr.gettext("Also: {aliases}.").format(aliases=_sep(tr).join(forms[1:])))
    shown = examples(tr, found)
    if found == "deal" and game is not None and game.spec.beside:
        shown = ()  # Three Blind Mice deals no reserve: no example that is refused
    if shown:
        # Translators: example lines for a command; {examples} is a list separated by ", ".
        parts.append(tr.gettext("For example: {examples}.").format(examples=_sep(tr).join(shown)))
    if found == "move":
        parts.append(cards_text(tr))
    return join_said(parts)


#: The help topics the short help names, in its order (``help vragen``, ``help toetsen``...).
SHORT_TOPICS = ("questions", "settings", "keys", "cards")


def short_help(tr: Translator) -> str:
    """``help`` and F1 (trial 4: the overview was 40 lines, heard one by one): the few
    commands a new player needs, then how to hear more (``help vragen``, ``help volledig``)
    and how to hear about one command. Every command it names works as written."""
    # Translators: the short help (plain "help" and F1): how to move and the few commands a
    # new player needs, each exactly as typed (a test types every one back: the move, bord,
    # kolom 3, hint, terug, kan het nog, stop).
    start = tr.gettext(
        "Move a card by naming it and a column, for example 4 of hearts to column 7. Board "
        "reads the whole board, column 3 one column, hint gives a hint, undo takes a move "
        "back, can I win says whether you can still win, quit quits."
    )
    # Translators: the short help: the help topics ({topics}: "help vragen, help
    # instellingen, ...") and the whole list of commands ({all}: "help volledig").
    more = tr.gettext("More help: {topics}, or {all} for every command.").format(
        topics=_sep(tr).join(_help_on(tr, t) for t in SHORT_TOPICS), all=_help_on(tr, "all")
    )
    # Translators: the short help's last sentence; {example} is "help terug".
    one = tr.gettext("Help and a command explains that command, for example {example}.").format(
        example=_example_help(tr)
    )
    return join_said([start, more, one])


def settings_help(tr: Translator, game: Game | None = None) -> str:
    """``help instellingen``: the settings commands (the overview's group), and how to hear
    how they stand now."""
    lines = [_aliases_line(tr, c.id, game) for c in COMMANDS if c.group == "settings"]
    words = intent_words(tr, "settings")
    # Translators: after the settings commands in "help instellingen"; {command} is
    # "instellingen", the question that says how they stand.
    lines.append(
        tr.gettext("Say {command} to hear how they stand now.").format(
            command=words[0] if words else "settings"
        )
    )
    return "\n".join(lines)


def game_help(tr: Translator, variant: Variant, game: Game | None = None) -> str:
    """``help wasp``: that game in a few sentences (with the rules in play, else classic app
    rules), and how to play it or that it is the game in play."""
    from .answers import game_in_short

    rules = game.rules if game is not None else Rules.KLASSIEK
    traditional = game is not None and game.traditional
    said = game_in_short(tr, spec_of(variant), rules, traditional)
    if game is not None and game.variant is variant:
        # Translators: after "help wasp" while playing Wasp; "regels" is the command.
        then = tr.gettext("This is the game you are playing; say regels for all its rules.")
    else:
        vocab = vocabulary(tr)
        new = (vocab.command_aliases("new") or ("new",))[0]
        names = vocab.value_aliases("variant", variant.value)
        # Translators: after "help wasp": how to play it; {command} is "nieuw spel wasp".
        then = tr.gettext("Say {command} to play it.").format(
            command=f"{new} {names[0] if names else variant.value}"
        )
    return join_said([said, then])


def winnable_text(tr: Translator, game: Game | None = None) -> str:
    """``help winbaar``: what the winnable deal is and how to ask for one."""
    vocab = vocabulary(tr)
    new = (vocab.command_aliases("new") or ("new",))[0]
    word = (vocab.value_aliases("rules", WINNABLE) or (WINNABLE,))[0]
    relaxed = (vocab.value_aliases("rules", Rules.VERSOEPELD.value) or ("",))[0]
    # Translators: help on "winbaar": most deals cannot be won however well one plays; {command}
    # is "nieuw spel winbaar", {word} is "winbaar".
    return tr.gettext(
        "Winnable: most deals cannot be won, however well you play. Say {command} for a deal "
        "of the game and rules you play that the solver has proven can be won; it starts at "
        "once (it asks first when your game in play would count as lost) and gets an ordinary "
        "deal number. Name other rules to play those, as in {example}; {word} also answers "
        "the question which rules."
    ).format(command=f"{new} {word}", word=word, example=f"{new} {relaxed} {word}")


#: ``help vragen`` in a few groups, one line each (trial 8: one line per question made 47
#: lines; trial 5: all in one line was 1,300 characters): each declared intent's id in its
#: group, the groups in the order of :func:`_group_titles`; an intent not placed here goes
#: into the last group (a test keeps them all placed).
OWN_WORDS_GROUPS: tuple[tuple[str, ...], ...] = (
    (
        "count",
        "face_up",
        "where_all",
        "reserve_left",
        "cards_left",
        "face_down_left",
        "face_down_which",
    ),
    ("empty", "empty_rule", "columns", "board", "read_columns"),
    ("where_to", "may", "can_do", "undo_limit", "last_move", "why_not", "hint", "odds"),
    (
        "won",
        "lost",
        "which_game",
        "save_game",
        "time",
        "runs",
        "best_score",
        "points",
        "scoring",
        "rules",
        "stats",
    ),
    (
        "undo",
        "undo_count",
        "undo_all",
        "redo",
        "restart",
        "give_up",
        "new_number",
        "new_game",
        "new_winnable",
    ),
    ("define", "help", "settings", "faster", "slower", "more_words", "fewer_words"),
)


def _group_titles(tr: Translator) -> tuple[str, ...]:
    """The titles of :data:`OWN_WORDS_GROUPS`, in its order."""
    # Translators: help on "vragen": the titles of the groups of what may be asked in one's
    # own words, one line each (trial 8: one line per question was 47 lines).
    return (
        tr.pgettext("own words", "About the cards"),
        tr.pgettext("own words", "About the columns"),
        tr.pgettext("own words", "About moves"),
        tr.pgettext("own words", "About your game"),
        tr.pgettext("own words", "To do"),
        tr.pgettext("own words", "Help and settings"),
    )


def own_words_text(tr: Translator) -> str:
    """``help vragen``: everything that may be asked or said in one's own words, from the
    declared commands (their labels in the generated reference), in a few groups: one line
    each, after a first line that says what follows."""
    placed = {intent for ids in OWN_WORDS_GROUPS for intent in ids}
    lines = [
        # Translators: help on "vragen": the first line; the groups of what may be asked or
        # said in one's own words follow, one line each.
        tr.gettext("Also understood in your own words:")
    ]
    titles = _group_titles(tr)
    for index, (title, ids) in enumerate(zip(titles, OWN_WORDS_GROUPS, strict=True)):
        labels = [i.label for i in INTENTS if i.id in ids]
        if index == len(OWN_WORDS_GROUPS) - 1:
            labels += [i.label for i in INTENTS if i.id not in placed]
        # Translators: help on "vragen", one group on one line: its title ("Over de kaarten")
        # and what may be asked, listed from the declared commands (their labels in the
        # generated reference). Dutch: "Over de kaarten: hoeveel kaarten er in een kolom
        # liggen; of een kaart open ligt; ..."
        lines.append(
            tr.pgettext("own words", "{group}: {what}.").format(
                group=title,
                # the board's separator: some labels hold a comma ("gedekt en in de reserve")
                what=tr.pgettext("board", "; ").join(
                    tr.pgettext("reference", label) for label in labels
                ),
            )
        )
    return "\n".join(lines)


def _help_on(tr: Translator, topic: str) -> str:
    """``help vragen``: the help word and a topic's first word."""
    vocab = vocabulary(tr)
    help_word = (vocab.command_aliases("help") or ("help",))[0]
    words = vocab.value_aliases("topic", topic)
    return f"{help_word} {words[0] if words else topic}"


def _example_help(tr: Translator) -> str:
    vocab = vocabulary(tr)
    help_word = (vocab.command_aliases("help") or ("help",))[0]
    undo_word = (vocab.command_aliases("undo") or ("undo",))[0]
    return f"{help_word} {undo_word}"
