"""``screenshot GAME --table --hold X,Y``: the picture taken while a finger is held at X,Y
past the long press, so the docs can show what only a held finger shows (a ballot box's
senator read whole over the voter's panel). Bad values are named in one line, status 2."""

from __future__ import annotations

import pygame
import pytest

from game.__main__ import main
from tests.table.drawn_lines import drawn

#: Bob (half of the bottom edge, a five-seat vote at 1920x1080) and his ballot box 2
VOTE = ["merchants", "--table", "--players", "5", "--at", "ballot", "--size", "1920x1080"]
BOB_BOX_2 = "279,1030"


def shot(tmp_path, *args: str) -> tuple[int, pygame.Surface | None]:
    out = tmp_path / "shot.png"
    code = main(["screenshot", *args, "--out", str(out)])
    return code, pygame.image.load(str(out)) if code == 0 else None


def test_a_held_ballot_box_is_read_whole_in_its_voters_panel(tmp_path, monkeypatch):
    _, still = shot(tmp_path, *VOTE)
    lines = drawn(monkeypatch)
    code, held = shot(tmp_path, *VOTE, "--hold", BOB_BOX_2)
    assert code == 0
    assert "Box 2 \u00b7 Defense Policy" in [text for text, _ in lines]  # the read card
    # Bob's panel (the bottom edge's left half) changed; the rest of the picture did not
    bob = pygame.Rect(0, 850, 930, 230)
    assert pygame.image.tobytes(held.subsurface(bob), "RGB") != \
        pygame.image.tobytes(still.subsurface(bob), "RGB")
    rest = pygame.Rect(0, 0, 1920, 800)
    assert pygame.image.tobytes(held.subsurface(rest), "RGB") == \
        pygame.image.tobytes(still.subsurface(rest), "RGB")


@pytest.mark.parametrize("args, words", [
    ([*VOTE, "--hold", "box2"], "'box2' is not a point like 1200,1900"),
    ([*VOTE, "--hold", "279"], "'279' is not a point like 1200,1900"),
    ([*VOTE, "--hold=-5,30"], "X and Y count pixels from the picture's top-left corner"),
    ([*VOTE, "--hold", "1920,30"], "--hold 1920,30 lies outside the 1920x1080 picture"),
    (["merchants", "--hold", "10,10"], "--hold is a finger on a game's table"),
    (["setup", "--table", "--hold", "10,10"], "--hold is a finger on a game's table"),
    (["merchants", "--table", "--results", "--hold", "10,10"],
     "--hold is a finger on a game's table"),
    ([*VOTE, "--hold", "960,540"], "--hold 960,540: nothing there takes a finger"),
])
def test_a_bad_hold_is_named_and_exits_2(args, words, tmp_path, capsys):
    code, _ = shot(tmp_path, *args)
    err = capsys.readouterr().err
    assert code == 2 and words in err, err
    assert len(err.strip().splitlines()) <= 2  # usage line + the error
