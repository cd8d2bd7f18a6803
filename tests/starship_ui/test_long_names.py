"""Starship with the longest names the setup screen allows (16 letters): each name is fitted
to its place the way the engine fits a name on a card (smaller down to the table's floor,
then squeezed a little sideways, cut only past that: ``tablefonts.draw_fitted``, as
Escape's scores card does), stays inside its box and meets no other words.

* the Dock's "Final Run by <name>" on the board (the board's turn card at a table): a
  16-letter name was cut to eleven letters and an ellipsis though a squeeze held it;
* every seat's panel at a table (its header, its area), and every seat's area on a
  monitor: no line with a name runs out of its picture or over another line."""

from __future__ import annotations

import dataclasses
from functools import partial

import pygame
import pytest

from game.engine.app import App
from game.engine.table import fittext
from game.engine.text import Fonts
from game.scenes.play import PlayScene
from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot
from tests.starship_ui.driver import session

WIDEST = "W" * 16
NAMES = ("Konstantinopel", "Eli Mae Mmm Wwww", "Maximilianaaaaaa", WIDEST)


def lines_drawn(paint, monkeypatch, rendered: list[str] | None = None
                ) -> list[tuple[int, str, pygame.Rect, pygame.Rect]]:
    """Every line of words ``paint()`` draws: its picture (an id), text, the rectangle of
    its letters (a fitted name's: its place) and the picture's clip (the pictures kept
    alive, so that their ids stay theirs); ``rendered`` gets every text rendered."""
    from game.starship import view_draw

    out: list[tuple[int, str, pygame.Rect, pygame.Rect]] = []
    kept: list[pygame.Surface] = []
    draw, render, narrow = Fonts.draw, Fonts.render, fittext.narrow_text
    fitted = getattr(view_draw, "draw_fitted", None)  # (what the painter fits a name with)

    def ink(picture: pygame.Surface, at: pygame.Rect) -> pygame.Rect:
        box = picture.get_bounding_rect()
        return pygame.Rect(at.x + box.x, at.y + box.y, box.width, box.height)

    def record(surface: pygame.Surface, text: str, rect: pygame.Rect) -> None:
        kept.append(surface)
        out.append((id(surface), text, rect, surface.get_clip().clip(surface.get_rect())))

    def drawn(self, surface, text, pos, size, colour, bold=False, anchor="topleft"):
        rect = draw(self, surface, text, pos, size, colour, bold, anchor)
        if text.strip():
            record(surface, text, ink(self.render(text, size, colour, bold), rect))
        return rect

    def rendering(self, text, size, colour, bold=False):
        if rendered is not None:
            rendered.append(text)
        return render(self, text, size, colour, bold)

    def squeezed(surface, fonts, text, midtop, size, colour, bold, width):
        narrow(surface, fonts, text, midtop, size, colour, bold, width)
        if text.strip():
            picture = fittext.squeezed(fonts, text, size, colour, width, bold)
            record(surface, text, ink(picture, picture.get_rect(midtop=midtop)))

    def fitted_name(fonts, surface, text, *args, **kwargs):
        assert fitted is not None
        rect = fitted(fonts, surface, text, *args, **kwargs)
        record(surface, text, rect)
        return rect

    with monkeypatch.context() as m:
        m.setattr(Fonts, "draw", drawn)
        m.setattr(Fonts, "render", rendering)
        m.setattr(fittext, "narrow_text", squeezed)
        m.setattr(view_draw, "draw_fitted", fitted_name, raising=False)
        paint()
    return out


def named(players: int, seed: int = 3):
    s = session(players=players, humans=1, seed=seed)
    s.seats = [dataclasses.replace(seat, name=NAMES[i]) for i, seat in enumerate(s.seats)]
    return s


def final_run(declarer_name: str):
    """A four-seat game played by bots until the Final Run is declared, the declarer
    named ``declarer_name``."""
    s = named(4)
    bots = [HeuristicBot(i, 100 + i) for i in range(4)]
    while not s.state.final_run:
        seat = s.state.pending_seats()[0]
        s.apply(bots[seat].choose(s.state.view(seat)))
    names = [n for n in NAMES if n != declarer_name]
    names.insert(s.state.declarer, declarer_name)
    s.seats = [dataclasses.replace(seat, name=names[i], bot="heuristic")
               for i, seat in enumerate(s.seats)]
    return s


@pytest.mark.parametrize("window", [(1920, 1080), (3840, 2160)])
def test_the_final_run_declarers_long_name_is_whole_in_the_dock(window, monkeypatch):
    app = App(window=window, fullscreen=False, save_settings=False)
    try:
        app.settings.bot_delay = 99
        s = final_run(WIDEST)
        scene = TablePlayScene(app, s, autosave=False)
        app.push(scene)
        app.step(1 / 60)
        view = scene.view
        card = view.table_turn_cards()[0]
        view.layer_pictures.clear()
        view._layers, view._panels = {}, {}
        rendered: list[str] = []
        lines = lines_drawn(lambda: card.paint(pygame.Surface(card.rect.size)), monkeypatch,
                            rendered)
        # the name drawn whole (squeezed a little), never cut ("WWWWWWWWWWW…")
        assert {text for text in rendered if text.startswith("WWW")} == {WIDEST}
        name = [line for line in lines if line[1] == WIDEST]
        assert len(name) == 1, [line[1] for line in lines]
        berths = view.lay.regions["dock_berths"]
        picture, _text, rect, clip = name[0]
        assert berths.contains(rect) and clip.contains(rect), (rect, berths)
        crossed = [o[1] for o in lines if o[0] == picture and o is not name[0]
                   and o[2].colliderect(rect)]
        assert not crossed, crossed
    finally:
        app.close()


def painted(scene, table: bool, players: int) -> None:
    """Every seat's panel painted upright (a table), or the board's layer afresh with the
    seats' areas (a monitor)."""
    if table:
        for seat in range(players):
            upright = pygame.Surface(scene.panels[seat].orient.size)
            scene.paint_panel(seat, seat in scene.acting_seats(), upright)
        return
    view = scene.view
    view._layers, view._panels = {}, {}
    view.layer_pictures.clear()
    view.top_layer(0)


@pytest.mark.parametrize("window,table,players", [
    ((1920, 1080), True, 4), ((3840, 2160), True, 4), ((1920, 1080), True, 3),
    ((1920, 1080), False, 4), ((1280, 720), False, 3)])
def test_long_names_stay_inside_their_panels_and_clear_of_other_words(
        window, table, players, monkeypatch):
    app = App(window=window, fullscreen=False, save_settings=False)
    try:
        app.settings.bot_delay = 0
        app.settings.animation_speed = 0
        s = named(players)
        scene = (TablePlayScene if table else PlayScene)(app, s, autosave=False)
        app.push(scene)
        me = HeuristicBot(0, 7)
        checked = 0
        for _ in range(3000):
            app.step(1 / 60)
            if s.state.is_over or checked >= 4:
                break
            if scene.view.actor != 0:
                continue
            if len(s.log) >= 12 * checked:  # a few positions, apart
                checked += 1
                lines = lines_drawn(partial(painted, scene, table, players), monkeypatch)
                with_names = [line for line in lines
                              if any(w[:4] in line[1] for n in NAMES for w in n.split())]
                assert with_names
                for picture, text, rect, clip in with_names:
                    assert clip.contains(rect), (text, rect, clip)
                    crossed = [o[1] for o in lines if o[0] == picture and o[2] != rect
                               and o[2].colliderect(rect)]
                    assert not crossed, (text, crossed)
            scene.apply(me.choose(s.state.view(0)))
        assert checked >= 4
    finally:
        app.close()
