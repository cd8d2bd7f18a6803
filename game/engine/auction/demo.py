"""Every auction screen in a fixed, reproducible state, for headless screenshots.

``python -m game.engine.auction.demo /tmp`` writes ``/tmp/auction_<stage>.png`` for each
stage, so anyone can see what the table sees without a display.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from game.engine.auction.keys import default_key
from game.engine.auction.keytest import KeyTest
from game.engine.auction.overlay import CANVAS, AuctionOverlay, AuctionSeat

_COLOURS = [(230, 97, 30), (40, 130, 220), (240, 228, 66), (0, 170, 120), (190, 110, 220)]
_NAMES = ["Ann", "Bob", "Heuristic bot 3", "Dee", "Eve"]


class _Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _seats() -> list[AuctionSeat]:
    out = []
    for i, name in enumerate(_NAMES):
        bot = 9 if i == 2 else None
        out.append(AuctionSeat(i, name, _COLOURS[i], name[0], (0, 0, 0),
                               key=None if bot else default_key(i), bot_max=bot))
    return out


def _key(overlay: AuctionOverlay | KeyTest, kind: int, seat: int) -> None:
    overlay.handle(pygame.event.Event(kind, key=default_key(seat), mod=0, scancode=0))


def _auction(stage: str) -> AuctionOverlay:
    clock = _Clock()
    variant = "no_app" if stage == "no_app" else "app"
    money = {0: 35, 1: 12, 2: 40, 3: 30, 4: 30}
    ov = AuctionOverlay(_seats(), money=money, clock=clock, variant=variant, seed=1)
    if stage == "no_app":
        clock.t = 6.4
        ov.update()
        return ov
    for seat in (0, 1) if stage == "gathering" else (0, 1, 3, 4):
        _key(ov, pygame.KEYDOWN, seat)
    ov.update()
    times = {"gathering": 0.0, "lead_in": 1.2, "running": 9.4, "paused": 9.4,
             "cannot_afford": 9.5, "result": 30.0}
    if stage in ("cannot_afford", "result"):
        clock.t = 9.4
        ov.update()
        _key(ov, pygame.KEYUP, 1)  # Bob bids 14 with 12
    if stage == "paused":
        clock.t = 9.4
        ov.update()
        for seat in (0, 1, 3, 4):
            _key(ov, pygame.KEYUP, seat)
        ov.handle(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    clock.t = times[stage]
    ov.update()
    return ov


STAGES: tuple[str, ...] = ("gathering", "lead_in", "running", "cannot_afford", "result",
                           "paused", "no_app", "keytest")


def render(stage: str) -> pygame.Surface:
    """The screen of ``stage`` (one of :data:`STAGES`) on a 1920x1080 surface."""
    if stage not in STAGES:
        raise ValueError(f"unknown stage {stage!r}; use one of {', '.join(STAGES)}")
    surface = pygame.Surface(CANVAS)
    target: AuctionOverlay | KeyTest
    if stage == "keytest":
        target = KeyTest([s for s in _seats() if not s.is_bot], clock=_Clock())
        for seat in (0, 3, 4):
            _key(target, pygame.KEYDOWN, seat)
        target.update()
    else:
        target = _auction(stage)
    target.draw(surface)
    return surface


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0] if args else ".")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    for stage in STAGES:
        path = folder / f"auction_{stage}.png"
        pygame.image.save(render(stage), str(path))
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
