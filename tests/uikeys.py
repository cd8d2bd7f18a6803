"""Keyboard-only hands for the UI tests: a whole game from the title screen to the results,
with nothing but posted KEYDOWN/KEYUP events (and the TEXTINPUT a key sends while a text
field is being edited, as SDL does).

:class:`KeyDriver` is a :class:`~tests.uidriver.BoardDriver` that moves the focus ring with
Tab, Shift+Tab (the ring's order) and the arrow keys (towards the target on the screen)
and chooses with Enter or Space; every place the focus
lands on is checked as a player would see it (:meth:`KeyDriver.check_landing`: a widget
that is shown, may be used, lies on the screen and has its focus ring drawn there, not
covered). :func:`setup_by_keys` goes from the title screen through "Choose a game" and the
seat setup (names typed, a second human, the seed) to the first frame of play.
:class:`NoveltyChooser` says what each human does: the first time a kind of decision comes
up, one of its options (so that every kind the game raises is answered by keys), else the
heuristic bot's choice from that seat's own view.

Each game's ``tests/<id>_ui/test_keyboard_game.py`` subclasses :class:`KeyDriver` with the
keys that take its actions (:meth:`KeyDriver.perform`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

import pygame

from game.core.session import Session
from game.engine.boardview.focusring import FocusTarget, focus_ring
from game.engine.scene import Scene
from game.engine.widgets import BoardTarget, Button, Choice, Widget
from game.scenes.play import PlayScene
from tests.uidriver import BoardDriver, _distance

#: what the keyboard presses to choose the focused widget, taken in turn
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
CANVAS = pygame.Rect(0, 0, 1920, 1080)


def focus_ring_pixels(surface: pygame.Surface, widget: Widget, colour: tuple[int, ...]) -> int:
    """How many pixels of the focus colour lie in the band around ``widget`` where a
    button's focus ring is drawn (a ring covered by something drawn later counts few)."""
    outer = widget.rect.inflate(40, 40).clip(surface.get_rect())
    inner = widget.rect.inflate(-12, -12)
    if outer.width <= 0 or outer.height <= 0:
        return 0
    area = surface.subsurface(outer)
    mask = pygame.mask.from_threshold(area, colour, (1, 1, 1, 255))
    if inner.width > 0 and inner.height > 0:
        hole = pygame.mask.Mask(inner.size, fill=True)
        mask.erase(hole, (inner.x - outer.x, inner.y - outer.y))
    return mask.count()


def ring_shown(surface: pygame.Surface, target: FocusTarget,
               colours: tuple[tuple[int, int, int], tuple[int, int, int]]) -> tuple[float, float]:
    """Which share of a board target's focus ring is on ``surface``, as drawn there
    (not covered): of its band in ``colours[0]``, and of its dark edge in ``colours[1]``.
    Where the ring is meant to pass under other marks (``target.under``) is not asked."""
    band, edge = (255, 255, 255), (128, 128, 128)
    blank = pygame.Surface(surface.get_size())
    focus_ring(blank, target.rect, band, edge, target.round, target.under)
    shares = []
    for drawn, colour in zip((band, edge), colours, strict=True):
        want = pygame.mask.from_threshold(blank, drawn, (1, 1, 1, 255))
        have = pygame.mask.from_threshold(surface, colour, (1, 1, 1, 255))
        shares.append(want.overlap_area(have, (0, 0)) / max(1, want.count()))
    return shares[0], shares[1]


def _arrow_toward(start: tuple[int, int], goal: tuple[int, int]) -> int:
    """The arrow key that points from ``start`` at ``goal`` on the screen (the larger of
    the two offsets decides)."""
    dx, dy = goal[0] - start[0], goal[1] - start[1]
    if abs(dx) >= abs(dy):
        return pygame.K_RIGHT if dx > 0 else pygame.K_LEFT
    return pygame.K_DOWN if dy > 0 else pygame.K_UP


class _First(Exception):
    """:meth:`KeyDriver.press` in a dry run: the key it would go to first."""

    def __init__(self, key: Hashable) -> None:
        super().__init__(key)
        self.key = key


class KeyDriver(BoardDriver):
    """Posts key events only (never a click) and runs app frames; counts the keys."""

    #: action kinds decided on a screen of their own, not on the board (an auction)
    skip: tuple[type, ...] = ()
    #: the least share of a focused board target's ring that must be on the screen
    #: (what a board draws for the thing pointed at lies over the widgets)
    ring_seen = 0.9

    def __init__(self, app) -> None:
        super().__init__(app)
        #: keys pressed, all told, and the decisions each human seat made by keys
        self.presses = 0
        self.landings = 0
        #: arrow presses that brought the focus nearer to where it was going on the
        #: screen, and those that did not (the driver then went on with Tab)
        self.arrow_steps = 0
        self.arrow_misses = 0
        #: decisions at which every option was found in the focus ring
        self.checked = 0
        self._dry = False  # :meth:`entry` runs :meth:`perform` to see its first key
        self.decisions: dict[int, int] = {}
        self._turn = 0  # which way to move and which key to choose with (varied)
        #: the session being played (:meth:`play_by_keys`)
        self.session: Session | None = None

    # ------------------------------------------------------------------ raw keys
    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press and release a key, and run a frame."""
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode=unicode,
                                                 scancode=0))
        self.presses += 1
        self.frames(1)

    def type(self, text: str) -> None:
        """Type ``text`` into the text field being edited: each character's key-down,
        the text it sends, its key-up."""
        for ch in text:
            code = pygame.key.key_code(ch) if ch.isalnum() else pygame.K_UNKNOWN
            mod = pygame.KMOD_SHIFT if ch.isupper() else 0
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod,
                                                 unicode=ch, scancode=0))
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod,
                                                 unicode=ch, scancode=0))
            self.presses += 1
            self.frames(1)

    # ------------------------------------------------------------------ the focus ring
    @property
    def scene(self) -> Scene:
        top = self.app.top
        assert top is not None
        return top

    def ring(self) -> list[Hashable]:
        """The keys of the focus ring, in Tab order."""
        return [w.key for w in self.scene.focusables()]

    def focus_on(self, key: Hashable) -> Widget:
        """Move the focus to the widget ``key`` the way a player does who sees where it
        is: now and then the arrow key that points at it on the screen (kept while each
        arrow brings the focus nearer to it there), else Tab forward or Shift+Tab back,
        whichever is shorter in the ring; checks every place it lands on. Raises
        LookupError when the ring never reaches it."""
        scene = self.scene
        arrows_left = len(scene.widgets)  # arrows given up after this many, or a miss
        for _ in range(4 * len(scene.widgets) + 6):
            focus = scene.focus
            if focus is not None and focus.key == key and focus in scene.focusables():
                return focus
            ring = self.ring()
            if key not in ring:
                break
            here = ring.index(focus.key) if focus is not None and focus.key in ring else None
            there = ring.index(key)
            ahead = (there - here) % len(ring) if here is not None else there + 1
            back = (here - there) % len(ring) if here is not None else len(ring) - there
            forward = ahead <= back
            self._turn += 1
            goal = scene.focusables()[there]
            group = getattr(goal, "tab_group", None)
            if group is not None and focus is not None and getattr(focus, "tab_group",
                                                                    None) == group:
                # within a group (a map's lit hexes, one Tab stop) only the arrows move
                if self.arrow_within(goal.rect.center):
                    self.arrow_steps += 1
                else:
                    self.arrow_misses += 1
                self.landings += 1
                self.check_landing(check_ring=False)
                continue
            # the arrows move the focus unless the focused widget takes them (a stepper)
            if focus is None and self._turn % 3 == 0 and forward:
                self.key(pygame.K_DOWN)  # with no focus yet an arrow does what Tab does
            elif (self._turn % 3 == 0 and arrows_left > 0 and focus is not None
                    and isinstance(focus, (Button, BoardTarget))):
                arrows_left -= 1
                goal = scene.focusables()[there].rect.center
                before = _distance(focus.rect.center, goal)
                self.key(_arrow_toward(focus.rect.center, goal))
                moved = scene.focus
                if moved is None or _distance(moved.rect.center, goal) >= before:
                    arrows_left = 0  # the arrow did not bring it nearer: Tab from here
                    self.arrow_misses += 1
                else:
                    self.arrow_steps += 1
            else:
                self.key(pygame.K_TAB, 0 if forward else pygame.KMOD_SHIFT)
            self.landings += 1
            self.check_landing(check_ring=False)
        raise LookupError(f"the focus ring never reaches {key!r}; ring: {self.ring()}")

    def check_landing(self, check_ring: bool = True) -> None:
        """Where the focus is now is something a player can see and use: shown, enabled,
        on the screen; with ``check_ring``, its focus ring drawn on the canvas."""
        focus = self.scene.focus
        assert focus is not None, "a focus key left the focus on nothing"
        assert focus.visible and focus.enabled, f"the focus is on a hidden/disabled {focus.key!r}"
        assert CANVAS.contains(focus.rect), f"{focus.key!r} is off the screen: {focus.rect}"
        if check_ring and self.scene is self.app.top:
            # read as it is once the toasts are gone (a toast covers the bottom of the
            # screen for a few seconds, whatever has the focus)
            toasts, self.app.toasts.items = self.app.toasts.items, []
            try:
                self.app.dirty = True
                surface = self.app.draw()
            finally:
                self.app.toasts.items = toasts
                self.app.dirty = True
            theme = self.app.theme
            if isinstance(focus, FocusTarget):  # a board target: its ring, seen
                band, edge = ring_shown(surface, focus, (theme.c("focus"), theme.c("shade")))
                assert band >= self.ring_seen and edge >= self.ring_seen / 2, (
                    f"the focus ring of {focus.key!r} is not to be seen: {band:.0%} of its "
                    f"band, {edge:.0%} of its edge on the screen")
            else:  # a button, a stepper: the widgets' own ring, in the focus colour
                shown = focus_ring_pixels(surface, focus, theme.c("focus"))
                need = sum(focus.rect.size)
                assert shown >= need, (
                    f"the focus ring of {focus.key!r} is not to be seen: {shown} pixels of "
                    f"the focus colour around {focus.rect}, expected at least {need}")

    def choose_key(self) -> int:
        self._turn += 1
        return CHOOSE_KEYS[self._turn % len(CHOOSE_KEYS)]

    def press(self, key: Hashable, times: int = 1) -> None:
        """Focus ``key`` and choose it ``times`` times (Enter, Space or keypad Enter)."""
        if self._dry:
            raise _First(key)
        self.focus_on(key)
        self.check_landing()
        for _ in range(times):
            self.key(self.choose_key())

    def has(self, key: Hashable) -> bool:
        """Whether the focus ring holds ``key`` now."""
        return key in self.ring()

    # ------------------------------------------------------------------ whole games
    def pass_device(self, cover: Scene) -> None:
        """The pass-the-device cover: its one button has the focus; Enter."""
        assert cover.focus is not None and cover.focus.key == "ready", cover.focus
        self.key(pygame.K_RETURN)

    def entry(self, action: Any) -> set[Hashable]:
        """The focus-ring key a player goes to first to take ``action``: the first
        :meth:`press` of :meth:`perform`, found without pressing anything."""
        self._dry = True
        try:
            self.perform(action)
        except _First as first:
            return {first.key}
        finally:
            self._dry = False
        raise AssertionError(f"the keys for {action!r} press nothing")

    def check_reachable(self, seat: int) -> None:
        """Every option the rules give ``seat`` now (but the kinds in :attr:`skip`,
        which have their own screen) starts at a place the focus ring reaches: no
        decision that only a click can make."""
        assert self.session is not None
        ring = set(self.ring())
        missing = [a for a in self.session.state.legal_actions(seat)
                   if not isinstance(a, self.skip) and not self.entry(a) & ring]
        assert not missing, f"not in the focus ring: {missing[:4]}; ring: {sorted(map(str, ring))}"
        self.checked += 1

    def play_by_keys(self, session: Session, choose: Callable[[int], Any],
                     limit: int = 3000) -> list[Any]:
        """:meth:`BoardDriver.play_through` by keys: every human decision, counted by
        seat, each made after checking that every option is in the focus ring."""
        humans = {i for i, seat in enumerate(session.seats) if seat.bot is None}
        self.session = session

        def chosen(seat: int) -> Any:
            self.decisions[seat] = self.decisions.get(seat, 0) + 1
            self.check_reachable(seat)
            return choose(seat)

        return self.play_through(session, humans, chosen, limit)


class NoveltyChooser:
    """``choose(seat)`` for :meth:`KeyDriver.play_by_keys`: the first time a kind of
    decision is offered to a human seat, an option of that kind (the first seat takes
    the first new kind in the rules' order, the second the last one, so that two kinds
    offered together, such as declaring or declining, both get their turn), else what
    ``bot_type`` (the heuristic bot) would do from the seat's own view.

    ``offered`` and ``taken`` name the kinds (all seats together); ``crowded`` names the
    kinds that were new each time they came up but lost to another new kind offered
    beside them, so a test can assert that every kind the game raised was answered by
    keys or never had the chance: ``offered - set(taken) <= crowded``."""

    def __init__(self, bot_type: type, session: Session, skip: Iterable[type] = (),
                 kind: Callable[[Any], str] = lambda a: type(a).__name__) -> None:
        self.bot_type, self.session = bot_type, session
        self.skip = tuple(skip)
        #: the kind of an action: its class name, or finer (buy or lease)
        self.kind = kind
        self.offered: set[str] = set()
        self.taken: dict[str, int] = {}
        self.crowded: set[str] = set()
        self._seen: dict[int, set[str]] = {}

    def __call__(self, seat: int) -> Any:
        state = self.session.state
        legal = [a for a in state.legal_actions(seat) if not isinstance(a, self.skip)]
        self.offered |= {self.kind(a) for a in legal}
        seen = self._seen.setdefault(seat, set())
        fresh = [a for a in legal if self.kind(a) not in seen]
        if fresh:
            action = fresh[-1] if list(self._seen).index(seat) % 2 else fresh[0]
        else:
            action = self.bot_type(seat, len(self.session.log)).choose(state.view(seat))
        name = self.kind(action)
        seen.add(name)
        self.taken[name] = self.taken.get(name, 0) + 1
        self.crowded |= {self.kind(a) for a in fresh}
        self.crowded -= set(self.taken)
        return action


def type_into(driver: KeyDriver, key: Hashable, text: str) -> None:
    """Tab to the text field ``key`` (focusing it selects its text), type ``text`` over
    it, Enter."""
    field = driver.focus_on(key)
    assert getattr(field, "editing", False) and getattr(field, "selected", False), key
    driver.type(text)
    driver.key(pygame.K_RETURN)
    assert getattr(field, "value", None) == text, (key, getattr(field, "value", None))


def setup_by_keys(driver: KeyDriver, game_id: str, players: int, humans: tuple[str, ...],
                  seed: int) -> PlayScene:
    """From the title screen to the first frame of play, by keys: New game, the game's
    tile, seats added up to ``players`` (the first ``len(humans)`` made human and named
    ``humans``, the rest bots at the default level), the seed typed, Start. Returns the
    play scene (under the pass-the-device cover when that is up)."""
    from game.scenes.select import SelectScene
    from game.scenes.setup import HUMAN, SetupScene
    from game.scenes.title import TitleScene

    app = driver.app
    app.push(TitleScene(app))
    driver.frames(2)
    driver.press("New game")
    assert isinstance(app.top, SelectScene), app.top
    driver.press(game_id)
    setup = app.top
    assert isinstance(setup, SetupScene), setup
    while len(setup.seats) < players:
        driver.press("add")
    for i, name in enumerate(humans):
        kind = driver.focus_on(("kind", i))
        assert isinstance(kind, Choice)
        for _ in range(len(kind.options)):
            if kind.value == HUMAN:
                break
            driver.key(pygame.K_LEFT)
        assert kind.value == HUMAN, kind.value
        type_into(driver, ("name", i), name)
    type_into(driver, "seed", str(seed))
    seats = setup.seat_list()
    assert [s.name for s in seats[:len(humans)]] == list(humans)
    assert [s.bot is None for s in seats] == [i < len(humans) for i in range(players)]
    assert setup.seed == seed
    driver.press("start")
    play = [scene for scene in app.stack if isinstance(scene, PlayScene)]
    assert len(play) == 1, app.stack
    session = play[0].session
    assert session.game.id == game_id and session.seed == seed
    assert [s.name for s in session.seats] == [s.name for s in seats]
    return play[0]


def advance(session: Session, until: Callable[[Any], bool],
            human: Callable[[int], Any] | None = None) -> None:
    """Play on in the rules alone until ``until(state)``: bots as themselves, the human
    seats as ``human(seat)`` says (default: the heuristic bot's choice)."""
    import importlib

    bots = importlib.import_module(f"game.{session.game.id}.bots")
    while not until(session.state):
        assert not session.state.is_over, "the game ended first"
        seat = session.state.pending_seats()[0]
        if session.seats[seat].bot is not None:
            action = session.bot_action(seat)
        elif human is not None:
            action = human(seat)
        else:
            action = bots.HeuristicBot(seat, len(session.log)).choose(session.state.view(seat))
        session.apply(action)


def open_at(app, session: Session, driver: Callable[[Any], KeyDriver] = KeyDriver
            ) -> KeyDriver:
    """The play scene of ``session`` as it stands, and keys to play it (the
    pass-the-device cover, when it comes up, passed by Enter)."""
    from game.scenes.passdevice import PassScene

    app.push(PlayScene(app, session, autosave=False))
    keys = driver(app)
    keys.session = session
    keys.frames(2)
    if isinstance(app.top, PassScene):
        keys.pass_device(app.top)
    return keys


def offered(kind_name: str, seat: int = 0) -> Callable[[Any], bool]:
    """``until`` for :func:`advance`: an option of the kind ``kind_name`` is open to
    ``seat``."""
    return lambda state: any(type(a).__name__ == kind_name for a in state.legal_actions(seat))


def whole_game_by_keys(keys: KeyDriver, game_id: str, players: int, seed: int,
                       bot_type: type, kind: Callable[[Any], str] | None = None,
                       ready: Callable[[PlayScene], None] = lambda play: None
                       ) -> tuple[Session, NoveltyChooser]:
    """A whole game by keys alone: set up from the title screen with Ann and Bob human
    (:func:`setup_by_keys`; ``ready`` then sees the play scene), played to the results
    screen with a :class:`NoveltyChooser`. Checks what every game shares: the results
    show the rules' winner, every human decision was made by keys after checking that
    every option was in the focus ring, and every kind of decision offered was answered
    (or never had the chance). Returns the session and the chooser."""
    from tests.uidriver import assert_results_shown

    play = setup_by_keys(keys, game_id, players, ("Ann", "Bob"), seed)
    ready(play)
    session = play.session
    choose = NoveltyChooser(bot_type, session, keys.skip,
                            kind or (lambda a: type(a).__name__))
    done = keys.play_by_keys(session, choose, limit=1500)
    assert_results_shown(keys.app, session)
    assert keys.checked == len(done)
    # the arrows took the focus across the screen towards what was chosen, mostly
    assert keys.arrow_steps > 3 * keys.arrow_misses, (keys.arrow_steps, keys.arrow_misses)
    humans = [e.action for e in session.log
              if e.seat in (0, 1) and not isinstance(e.action, keys.skip)]
    assert humans == done
    assert choose.offered - set(choose.taken) <= choose.crowded, (
        sorted(choose.offered - set(choose.taken)), sorted(choose.crowded))
    return session, choose

