"""Entry point: ``scorpion-a11y`` and ``python -m scorpion_a11y``.

``scorpion-a11y oplosser ...`` (or ``solve``) runs the solver; ``scorpion-a11y geluiden
--schrijf MAP`` writes the sounds as WAV files; anything else starts the game.
Imports are deferred so the first prompt comes quickly.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("oplosser", "solve"):
        from .solver.cli import main as solver_main

        return solver_main(args[1:])
    if args and args[0] in ("geluiden", "sounds"):
        from .sound.files import main as sounds_main

        return sounds_main(args[1:])
    from .app.main import main as app_main

    return app_main(args)


if __name__ == "__main__":
    sys.exit(main())
