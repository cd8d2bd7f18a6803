"""Nothing on the Shipyard strikes a word (found playing at 960x540):

* a Mark II Tug stack's price tag, straddling the card's bottom-right corner, covered the
  top of the "Shipyard" track space's title 6 pixels below the card: on a monitor a
  stack's tag now reaches only the card's rim below it (game/starship/view_tags.py);
* the green "may choose" frame round the Shipyard space's name plate crossed its "S" and
  "d" (the plate was narrower than the word) and its ring ran through the letters' feet:
  it read "Shipyarc". The plate holds the word, the ring passes under it and the frame
  goes round it (game/starship/view_draw.py ``target_frame``);
* a Re-commissioned Mark II card said "Re-com", which reads as a word cut short: it says
  "Used" (the rulebook's "Re-commissioned" is more than twice a card's width; the board's
  hover text says it whole), and "Used x2 / on sale / later" while they wait.

The Shipyard is painted with Mark II on sale and its Scout and Tug stacks and the
Shipyard space all targets, every word drawn measured by its letters' ink."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from game.scenes.play import PlayScene
from game.starship.view_draw import USED, Marks
from game.starship.view_layout import name_plate
from game.starship.view_text import describe_spot
from tests.starship_ui.driver import session
from tests.starship_ui.test_price_tags import drawn

STACKS = [("stack", (2, "scout")), ("stack", (2, "tug"))]
SPACE = ("space", "shipyard")


def _view(app, recommissioned: bool = False, waiting: bool = False):
    """The board with the standard Mark I ships sold and the Mark token on II; with
    ``recommissioned`` the standard Mark II too (a Re-commissioned card on each stack's
    top), with ``waiting`` all but the Mark II Tug (the Re-commissioned Scouts wait)."""
    s = session(players=4, humans=1, seed=3)
    st = s.state
    st.scout_stacks[1], st.tug_slots[1] = [], None
    if recommissioned or waiting:
        st.scout_stacks[2] = [c for c in st.scout_stacks[2] if st.comp.ships[c].recommissioned]
    if recommissioned:
        st.tug_slots[2] = None
    st.mark_token = 2
    app.push(PlayScene(app, s, autosave=False))
    app.step(1 / 60)
    return app.top.view


def _paint(view, marks: Marks, surface: pygame.Surface) -> None:
    """The static board (the track spaces' names), the Shipyard with its frames and tags,
    and the Shipyard space's ring, as the layer paints them."""
    painter = view.painter(surface, 0)
    painter.marks = marks
    painter.static_board()
    painter.shipyard(view.spots())
    painter.space("shipyard", (), SPACE in marks.targets)


@pytest.mark.parametrize("recommissioned", [False, True])
def test_no_stack_tag_covers_the_shipyard_title(app, monkeypatch, recommissioned):
    view = _view(app, recommissioned)
    marks = Marks(targets={*STACKS, SPACE}, badges={k: "14cr" for k in STACKS})
    words, tags = drawn(partial(_paint, view, marks, pygame.Surface((1920, 1080))),
                        monkeypatch)
    assert "Shipyard" in [text for text, _r in words]
    assert len(tags) == 2
    assert [(text, tag) for tag in tags for text, rect in words if rect.colliderect(tag)] == []


@pytest.mark.parametrize("hover", [False, True])
def test_the_may_choose_ring_passes_under_the_shipyard_name(app, monkeypatch, hover):
    """The word's letters are the same pixels with the space a target (its ring and
    frame, or the wider ones under the pointer) as without."""
    view = _view(app)
    plain, ringed = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    words, _tags = drawn(partial(_paint, view, Marks(), plain), monkeypatch)
    name = next(rect for text, rect in words if text == "Shipyard")
    _paint(view, Marks(targets={SPACE}), ringed)
    if hover:
        painter = view.painter(ringed, 0)
        painter.marks = Marks(targets={SPACE})
        painter.hover_frame(view.spots()[[s.key for s in view.spots()].index(SPACE)], {})
    changed = [(x, y) for x in range(name.left, name.right) for y in range(name.top, name.bottom)
               if plain.get_at((x, y)) != ringed.get_at((x, y))]
    assert changed == []
    frame = name_plate(view.painter(plain, 0).f, "shipyard", view.lay.spaces["shipyard"])
    assert frame.inflate(-8, 0).contains(name)  # room between the word and its frame


@pytest.mark.parametrize("waiting", [False, True])
def test_a_recommissioned_card_says_used_not_re_com(app, monkeypatch, waiting):
    view = _view(app, recommissioned=not waiting, waiting=waiting)
    painter = view.painter(pygame.Surface((1920, 1080)), 0)
    shown = []
    for side in ("scout",) if waiting else ("scout", "tug"):
        card = view.lay.region(f"{side}_stack_2")
        words, _tags = drawn(partial(painter.stack, 2, side, card, True), monkeypatch)
        texts = [text for text, _r in words]
        shown += texts
        assert not any("Re-com" in text for text in texts), texts
        assert any(text.split()[0] == USED for text in texts), texts
        for _text, rect in words:  # every row inside the card
            assert card.contains(rect), (texts, rect, card)
    if waiting:
        assert shown[-2:] == ["on sale", "later"], shown
    else:
        hover = describe_spot(view.st, ("stack", (2, "tug")), view.names())
        assert "Used = a Re-commissioned ship" in hover
