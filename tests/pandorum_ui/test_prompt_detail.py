"""The prompt box shows a card's whole text under a two-line decision too: every Pandorum
card's text (the four longest take four lines, one more than the detail's rows) is read
without an ellipsis while the pointer rests on a card, at every checked window size, and
after a card is chosen for a base ("Build with ...? It pays N.").

The pointer's move is a posted pygame event; the words are those the view draws."""

from __future__ import annotations

import pygame

from game.pandorum.view_prompt import PROMPT
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_places import base_cards
from tests.pandorum_ui.test_view import advance, start
from tests.uitext import to_window


def recorder(monkeypatch, fonts) -> list[str]:
    """The texts ``fonts`` draws from now on, in order."""
    drawn: list[str] = []
    draw = fonts.draw

    def recording(surface, text, *args, **kwargs):
        drawn.append(text)
        return draw(surface, text, *args, **kwargs)

    monkeypatch.setattr(fonts, "draw", recording)
    return drawn


def hover_words(app, p, drawn: list[str], key) -> list[str]:
    """What the prompt box draws over its own picture while the pointer rests on ``key``."""
    view = p.view
    view.hover = key
    drawn.clear()
    view.moving(view.viewer).draw(app.canvas)
    return list(drawn)


def check_every_card(app, p, drawn: list[str], lines: int | None = 2, names=None) -> None:
    """Every card's text (of ``names``: all) drawn whole while the pointer rests on it,
    under the decision (of ``lines`` lines at 28 px; None: any) written whole too."""
    view, fonts = p.view, app.fonts
    o = view.options()
    box = view.side(0).prompt
    head = PROMPT.head_lines(fonts, view.prompt_lines(o)[0], box)[0]
    assert lines is None or len(head) == lines, head
    for name in sorted(names or view.st.comp.cards):
        words = hover_words(app, p, drawn, ("market", name))
        text = view.detail_text(o, ("market", name))
        # the decision whole, on its two lines or shrunk onto one, then the text whole
        rows = 1 if words[0] == " ".join(head) else 2
        assert words[:rows] in ([" ".join(head)], head), name
        assert " ".join(words[rows:]) == text, name
        assert not any("\u2026" in w for w in words), name


def test_every_cards_text_is_whole_under_a_two_line_decision(sized_app, monkeypatch):
    """The turn's "Take 2 cards (deck or market), or pay a card ..." and a base's "Choose
    card 1 of 2 for the base on ..." take two lines: a card's text runs on into the row
    of buttons the decision shows none in yet; "Build on ...: which project?" above its
    buttons is written on one line at a smaller size."""
    app = sized_app
    s = session(players=3, humans=1, seed=4)
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "turn")
    p = start(app, s)
    drawn = recorder(monkeypatch, app.fonts)
    check_every_card(app, p, drawn)
    # choosing the project: its buttons take the room below; the decision shrinks
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "build", 900)
    p.view.state_changed()
    p.frames(2)
    assert p.view.side(0).buttons
    check_every_card(app, p, drawn)
    advance(s, base_cards, 900)
    p.view.state_changed()
    p.frames(2)
    # the pointer rests on a card of the hand: its text, whole
    name = sorted(set(s.state.hands[0]))[0]
    pos = to_window(app, p.side().hand[name].center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False))
    p.frames(1)
    assert p.view.hover == ("card", name)
    check_every_card(app, p, drawn)


def test_a_chosen_cards_whole_text_under_its_build_question(app, monkeypatch):
    """"Build with Intranet Protection? It pays 12." takes two lines at 28 px: it is
    written on one at a smaller size, which leaves the card's text its fourth row."""
    s = session(players=3, humans=1, seed=4)
    advance(s, base_cards, 900)
    p = start(app, s)
    view, fonts = p.view, app.fonts
    drawn = recorder(monkeypatch, fonts)
    box = view.side(0).prompt
    surface = pygame.Surface(app.canvas.get_size())
    for name in sorted(view.st.comp.cards):
        view.selected = ("card", name)  # as a tap on it would, were it in the hand
        o = view.options()
        head, detail = view.prompt_lines(o)[0], view.detail_text(o)
        drawn.clear()
        view.draw_prompt_box(surface, box, head, detail, True, 0)
        assert drawn[0] == head or " ".join(drawn[:2]) == head, name
        assert detail in (" ".join(drawn[1:]), " ".join(drawn[2:])), name
        assert not any("\u2026" in w for w in drawn), name


def test_a_card_that_pays_nothing_here_says_so(app, monkeypatch):
    """A chosen card that would pay nothing asked "Build with ...? It pays 0.": it
    now reads "It pays nothing." (a card that pays says how much), and a card pointed at
    ends its text "Here: nothing." rather than "Here: 0."."""
    s = session(players=3, humans=1, seed=4)
    advance(s, base_cards, 900)
    p = start(app, s)
    view = p.view
    drawn = recorder(monkeypatch, app.fonts)
    pays = {n: view.card_pays(n).amount for n in view.st.comp.cards}
    assert 0 in pays.values() and any(pays.values())
    surface = pygame.Surface(app.canvas.get_size())
    for name, amount in sorted(pays.items()):
        said = f"{amount}" if amount else "nothing"
        view.selected = ("card", name)
        o = view.options()
        drawn.clear()
        view.draw_prompt_box(surface, view.side(0).prompt, view.prompt_lines(o)[0],
                             view.detail_text(o), True, 0)
        assert " ".join(drawn).startswith(f"Build with {name}? It pays {said}."), name
        view.selected = None
        words = " ".join(hover_words(app, p, drawn, ("market", name)))
        assert words.endswith(f" Here: {said}."), name
        assert " 0." not in words and "pays 0" not in words


def longest_texts(view) -> list[str]:
    """The cards whose text takes the most lines in the prompt box (four: one more than
    its detail rows)."""
    box, fonts, o = view.side(0).prompt, view.app.fonts, view.options()
    rows = {n: len(fonts.wrap(view.detail_text(o, ("market", n)), PROMPT.detail_size,
                              box.width - 2 * PROMPT.pad)) for n in view.st.comp.cards}
    most = max(rows.values())
    assert most > PROMPT.detail_rows
    return [n for n, r in rows.items() if r == most]


def test_every_cards_whole_text_under_the_slot_and_direction_decisions(sized_app,
                                                                         monkeypatch):
    """The harvester-slot choice and the Intranet direction show their buttons below the
    words, so a card's text has no button row to run on into; the decision is one line
    ("Timber Mill: which slot?", "Intranet Protection: which direction?"), which leaves
    the text four rows. It was "Put Engineering Laboratory (purple) in a harvester slot."
    (too long for one line even at 24 px) and "Intranet Protection: choose the line's
    direction.": the fourth line of Intranet Protection, Hacking System and Geothermal
    Tap ended in an ellipsis."""
    app = sized_app
    s = session(players=3, humans=1, seed=4)
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "slot", 900)
    p = start(app, s)
    assert len(p.view.side(0).buttons) == 3  # forepart, centre, cargo
    drawn = recorder(monkeypatch, app.fonts)
    check_every_card(app, p, drawn, lines=None)
    # whichever card goes into a slot: the decision names it, on one line
    frame, longest = s.state.top(), longest_texts(p.view)
    placed = frame["cards"][0]
    try:
        for name in sorted(s.state.comp.cards):
            frame["cards"][0] = name
            check_every_card(app, p, drawn, lines=None, names=longest)
    finally:
        frame["cards"][0] = placed
    advance(s, lambda s: s.state.turn == 0 and s.state.top()["kind"] == "direction", 900)
    p.view.state_changed()
    p.frames(2)
    assert len(p.view.side(0).buttons) == 6  # the six directions
    check_every_card(app, p, drawn, lines=None)
    # the words over the box leave its buttons as they are (their tops were filled over)
    view, key = p.view, ("market", longest[0])
    view.hover = None
    buttons = [pygame.Rect(r) for r in view.side(0).buttons]
    before = [app.draw().subsurface(r).copy() for r in buttons]
    view.hover = key
    drawn.clear()
    after = app.draw()
    assert view.detail_text(view.options(), key) in " ".join(drawn)
    for rect, seen in zip(buttons, before, strict=True):
        assert pygame.image.tobytes(after.subsurface(rect), "RGB") == \
            pygame.image.tobytes(seen, "RGB"), rect


def test_the_last_move_is_asked_whole(app, monkeypatch):
    """"Last move! Take 3 cards (deck or market), or pay a card from your hand to move."
    did not fit the decision's two lines: it ended "pay a card from…" (found in play). The
    last move leaves "(deck or market)" to the hint below it."""
    s = session(players=3, humans=1, seed=3)
    advance(s, lambda s: (s.state.final_turns is not None and s.state.turn == 0
                          and s.state.top()["kind"] == "turn"), 900)
    p = start(app, s)
    view = p.view
    drawn = recorder(monkeypatch, app.fonts)
    head = view.prompt_lines(view.options())[0]
    assert head.startswith("Last move! Take")
    for take in (2, 3):  # a Wide hold takes three
        monkeypatch.setattr(type(view.st), "cards_per_take", lambda self, seat, n=take: n)
        head = view.prompt_lines(view.options())[0]
        drawn.clear()
        view.draw_prompt_box(pygame.Surface(app.canvas.get_size()), view.side(0).prompt,
                             head, "", True)
        assert " ".join(w for w in drawn if w) == head and f"Take {take} cards" in head
        assert "\u2026" not in head and not any("\u2026" in w for w in drawn)


def test_no_card_text_says_a_word_twice():
    """Geothermal Tap read "Pays 1 per adjacent lava (red hex) hex without a project":
    the terrain's title already ends in "hex". No card's words repeat a word so."""
    import re
    from itertools import pairwise

    from game.pandorum.game import GAME
    from game.pandorum.view_options import card_text

    comp = GAME.new_game(3, 1, {}).comp
    for name, card in comp.cards.items():
        words = re.findall(r"[a-z]+", card_text(card, comp).lower())
        assert all(a != b for a, b in pairwise(words)), (name, card_text(card, comp))


def test_a_card_text_says_its_condition_in_the_rules_words():
    """The card's text and the rules' refusal word a construction condition once: the
    text's "Build ..." is the rules' ``condition_text``, in the terrains' titles."""
    from game.pandorum.game import GAME
    from game.pandorum.view_options import card_text

    comp = GAME.new_game(3, 1, {}).comp
    mill = comp.card("Timber Mill")
    assert card_text(mill, comp).startswith("Build only on sand dunes. Pays ")
    for card in comp.cards.values():
        assert card_text(card, comp).startswith(f"Build {comp.condition_text(card)}. ")
