"""Entry point: ``scorpion-a11y`` and ``python -m scorpion_a11y``.

``scorpion-a11y oplosser ...`` (or ``solve``) runs the solver; ``scorpion-a11y geluiden
--schrijf MAP`` writes the sounds as WAV files; anything else starts the game.
Imports are deferred so the first prompt comes quickly.
"""

from __future__ import annotations

import sys
from importlib.util import find_spec

# Said when the game was started without its required packages (a source checkout run with a
# Python that never installed it). It cannot come from the catalogs: reading them needs Babel.
# Dutch first (the game's default language), then English, in one short line each.
_MISSING = (
    "Het spel mist de Python-pakketten {names}. Installeer het met: pip install -e . "
    "(in de map van het spel).\n"
    "The game lacks the Python packages {names}. Install it with: pip install -e . "
    "(in the game's folder).\n"
)


def missing_packages() -> list[str]:
    """The required packages that cannot be imported. Babel is needed only where the catalogs
    are not compiled (a source checkout); an installed game carries ``.mo`` files."""
    from .i18n import needs_babel

    wanted = ["platformdirs", "prompt_toolkit"] + (["babel"] if needs_babel() else [])
    return [name for name in wanted if find_spec(name) is None]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    missing = missing_packages()
    if missing:
        sys.stderr.write(_MISSING.format(names=", ".join(missing)))
        return 1
    if args and args[0] in ("oplosser", "solve"):
        from .app.solver_cli import main as solver_main

        return solver_main(args[1:])
    if args and args[0] in ("geluiden", "sounds"):
        from .sound.files import main as sounds_main

        return sounds_main(args[1:])
    from .app.main import main as app_main

    return app_main(args)


if __name__ == "__main__":
    sys.exit(main())
