"""``python -m game screenshot merchants --auction``: the auction screen open at the
first auction with a human in it, every human holding, the price at 17 (monitor and
table); other targets are refused with a one-line error."""

from __future__ import annotations

import pygame

from game.__main__ import main
from game.engine.auction.render import CENTRE, PANEL


def test_the_table_picture_shows_the_auction_at_4k_with_every_seat_holding(tmp_path):
    out = tmp_path / "auction.png"
    assert main(["screenshot", "merchants", "--table", "--players", "5", "--auction",
                 "--out", str(out)]) == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (3840, 2160)
    # the centre card (the layout's middle) and the seat panels along the edges
    assert tuple(picture.get_at((1920, 1300)))[:3] == CENTRE
    assert tuple(picture.get_at((1920 - 700, 2160 - 60)))[:3] == PANEL
    assert tuple(picture.get_at((90, 1080)))[:3] == PANEL
    assert tuple(picture.get_at((3840 - 90, 1080)))[:3] == PANEL


def test_the_monitor_picture_shows_the_auction_screen(tmp_path):
    out = tmp_path / "auction.png"
    assert main(["screenshot", "merchants", "--players", "3", "--auction",
                 "--out", str(out)]) == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1920, 1080)
    assert tuple(picture.get_at((960, 650)))[:3] == CENTRE


def test_auction_is_refused_for_another_game(capsys, tmp_path):
    assert main(["screenshot", "escape", "--auction", "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "--auction shows the merchants auction screen" in err
    assert "Traceback" not in err
