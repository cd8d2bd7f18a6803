"""The Andromeda Escape board view: drawn from the Tiled map, played by mouse, touch and keys.

How a player acts (every choice is one of the rules' legal actions):

* tap one of your ships (dashed ring) to see where it may go (green dashed rings), then
  tap a green field or the wormhole; tap your Launch Platform to bring a new ship in;
* tap a card in your hand to read it (and why it cannot be played now), then tap it
  again or press "Play"; then choose its targets on the board as the prompt says;
* Skip, a skip reward (SWAP / WARP: choose on the board, or "Don't use"), choosing a
  player and taking an open card are buttons in the prompt bar above the ring;
* keyboard: Tab / arrows move the focus over exactly the things you may choose now,
  Enter or Space chooses; "Cancel" drops a selection.

Clicks on things you may not choose show the reason (the rules' IllegalActionError
reason where an action was tried). Ships glide to their new fields (settings: animation
speed); animations start in :meth:`EscapeView.on_events` and advance in ``update``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Action, Event
from game.engine.gameview import GameView
from game.engine.widgets import Button, Widget
from game.escape.rules.actions import Enter, Move
from game.escape.view_choices import CANNOT_EXECUTE, Options, Target, sort_actions
from game.escape.view_draw import HIGHLIGHT, SELECTED, board_layer, draw_ship, ring
from game.escape.view_geometry import Geometry
from game.escape.view_hud import hand_card_rects, launch_rect, mission_rows
from game.escape.view_motion import FLIGHT_TIME, Flight, plan_flights
from game.escape.view_panels import EscapePanels

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.escape.rules.state import EscapeState


class EscapeView(EscapePanels, GameView):
    """The Andromeda Escape board (see the module docstring for how players act)."""

    def __init__(self, session: Session, app: App) -> None:
        super().__init__(session, app)
        self.geo: Geometry | None = None
        self._layer: pygame.Surface | None = None
        self.selected: tuple[str, Any] | None = None  # ("ship", field) ("platform", seat)
        #                                                ("card", id) ("mission", id)
        self._sel_context: tuple[int, int | None] | None = None
        self.flights: list[Flight] = []
        self._occ: dict[str, int] = {}
        self._saved: list[int] = []
        self._platform: list[int] = []
        self._widgets: list[Widget] = []
        self._widgets_for: tuple | None = None
        self.snapshot()
        self.layout(self.rect)

    # ------------------------------------------------------------------ basics
    @property
    def st(self) -> EscapeState:
        return self.session.state  # type: ignore[return-value]

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.geo = Geometry(self.st.board, self.rect)
        self._layer = None
        self._widgets_for = None

    def options(self) -> Options:
        acts = self.legal_actions()
        if not acts:
            return Options()
        return sort_actions(self.st, acts)

    def _check_selection(self) -> None:
        """A selection belongs to one decision: drop it when the game moved on."""
        context = (len(self.session.log), self.actor)
        if context != self._sel_context:
            self._sel_context = context
            if self.selected is not None and self.selected[0] != "mission":
                self.selected = None

    def hand_seat(self, viewer: int | None) -> int:
        """Whose hand and missions are shown: the viewer's, or (all bots) the turn's."""
        if viewer is not None:
            return viewer
        return self.st.turn

    # ------------------------------------------------------------------ targets
    def targets(self, o: Options) -> dict[str, Action]:
        """Board places (fields, the wormhole) that take an action if chosen now."""
        if o.mode == "effect":
            return dict(o.fields or {})
        if o.mode != "main" or self.selected is None:
            return {}
        kind, what = self.selected
        if kind == "ship":
            return dict((o.moves or {}).get(what, {}))
        if kind == "platform":
            return dict(o.enters or {})
        return {}

    def card_action(self, o: Options, cid: str) -> Action | None:
        """The PlayCard for this card: the card itself if the rules list it, else an
        identical copy (the rules may list one copy per kind of card)."""
        exact = (o.card_ids or {}).get(cid)
        if exact is not None:
            return exact
        ct = self.st.data.cards[cid]
        return (o.cards or {}).get((ct.deck, ct.letter))

    # ------------------------------------------------------------------ choosing
    def choose_place(self, name: str) -> None:
        """A field or the wormhole was clicked, tapped or chosen by key."""
        self._check_selection()
        o = self.options()
        action = self.targets(o).get(name)
        if action is not None:
            self.selected = None
            self.submit(action)
            self.dirty = True
            return
        if o.mode == "main" and name in (o.moves or {}):
            self.selected = None if self.selected == ("ship", name) else ("ship", name)
            self.dirty = True
            return
        self.explain_place(name, o)

    def choose_platform(self, seat: int) -> None:
        self._check_selection()
        o = self.options()
        if o.mode == "effect" and seat in (o.players or {}):
            self.submit((o.players or {})[seat])
            return
        if o.mode == "main" and seat == self.actor and o.enters:
            self.selected = None if self.selected == ("platform", seat) else ("platform", seat)
            self.dirty = True
            return
        self.toast(self.platform_reason(seat, o), error=True)

    def choose_card(self, cid: str) -> None:
        """First tap: select and read the card (and why it cannot be played); second tap
        on the selected, playable card: play it."""
        self._check_selection()
        o = self.options()
        action = self.card_action(o, cid)
        if self.selected == ("card", cid) and action is not None:
            self.selected = None
            self.submit(action)
        else:
            self.selected = ("card", cid)
        self.dirty = True

    def choose_open(self, deck: str) -> None:
        """An open card: the first tap reads it (its whole text below the ring), a second
        tap on it takes it when taking a card (the "Take" buttons take it at once)."""
        self._check_selection()
        o = self.options()
        action = (o.takes or {}).get(deck)
        if action is not None and self.selected == ("open", deck):
            self.selected = None
            self.submit(action)
        else:
            cid = self.st.open.get(deck)
            if cid is not None:
                self.selected = ("open", deck)
                self.dirty = True

    def choose_mission(self, mid: str) -> None:
        o = self.options()
        action = (o.missions or {}).get(mid)
        if action is not None:
            self.submit(action)
        else:
            self.selected = None if self.selected == ("mission", mid) else ("mission", mid)
            self.dirty = True

    def cancel(self) -> bool:
        if self.selected is None:
            return False
        self.selected = None
        self.dirty = True
        return True

    # ------------------------------------------------------------------ reasons
    def explain_place(self, name: str, o: Options) -> None:
        """Say why ``name`` cannot be chosen; where an action was tried, the rules say it."""
        st = self.st
        if self.actor is None:
            self.toast("The game is over." if st.is_over else "It is not your turn.",
                       error=True)
            return
        if o.mode != "main":
            self.toast(self.not_now(o), error=True)
            return
        sel = self.selected
        if sel is not None and sel[0] == "ship":
            self.submit(Move(sel[1], name))  # refused: the rules' reason is shown
            return
        if sel is not None and sel[0] == "platform" and name != st.board.wormhole:
            self.submit(Enter(name))
            return
        owner = st.occupant.get(name)
        if owner == self.actor:
            self.toast(self.stuck_reason(name), error=True)
        elif owner is not None:
            self.toast(f"That is {self.names()[owner]}'s ship.", error=True)
        else:
            self.toast("Choose one of your ships (or your Launch Platform) first.", error=True)

    def not_now(self, o: Options) -> str:
        """What to do instead, while a decision other than the turn's action is open."""
        if o.mode == "mission":
            return "First give back one of your dealt mission cards."
        if o.mode == "take":
            return "First take one of the open Action Cards."
        if o.fields:
            return f"Choose one of the green places: {self.prompt_text(o)}."
        return f"Use the buttons above the board: {self.prompt_text(o)}."

    def stuck_reason(self, field: str) -> str:
        st = self.st
        ahead = [t for t, _ in st.board.forward.get(field, ())]
        if st.board.wormhole in ahead and not st.can_save(st.current_player):
            return "Without your Lost Ship you can't save your last ship."
        if ahead and all(t in st.occupant for t in ahead if t != st.board.wormhole):
            return "Every field in front of this ship is occupied: it has to wait."
        return "This ship cannot move now."

    def platform_reason(self, seat: int, o: Options) -> str:
        st = self.st
        if self.actor is None:
            return "The game is over." if st.is_over else "It is not your turn."
        if o.mode == "effect" and o.players:
            return "Choose one of the highlighted players."
        if seat != self.actor:
            return f"That is {self.names()[seat]}'s Launch Platform."
        if o.mode != "main":
            return self.not_now(o)
        if st.platform[seat] == 0:
            return "Your Launch Platform is empty."
        return "Every outer-ring field is occupied: no ship can come in."

    def card_reason(self, cid: str, o: Options) -> str | None:
        """Why the card cannot be played now (None: it can)."""
        st = self.st
        ct = st.data.cards[cid]
        if self.card_action(o, cid) is not None:
            return None
        if self.actor is None:
            return "The game is over." if st.is_over else "It is not your turn."
        if o.mode != "main":
            return "Cards are played only at the start of your turn."
        if st.vp[self.actor] + ct.played < 0:
            return (f"It costs {-ct.played} VP and you have {st.vp[self.actor]}: you cannot "
                    "pay it.")
        why = CANNOT_EXECUTE.get(ct.effect, "it cannot be carried out now.")
        return "It cannot be played: " + why

    # ------------------------------------------------------------------ prompt
    def prompt_text(self, o: Options) -> str:
        st = self.st
        names = self.names()
        if st.is_over:
            return "The game is over"
        if self.actor is None:
            pending = list(st.pending_seats())
            who = names[pending[0]] if pending else "the next player"
            return f"Waiting for {who}"
        if o.mode == "mission":
            return "Choose the mission card you give back"
        if o.mode == "take":
            return "Ship saved! Take an open Action Card"
        if o.mode == "effect":
            top = st.pending[-1] if st.pending else {}
            source = top.get("source", "")
            owner = top.get("owner", self.actor)
            prompt = getattr(st, "prompt", None)  # the rules' words for this choice
            text = prompt() if callable(prompt) else "Choose on the board"
            if owner != self.actor:
                return f"{names[owner]} played {source}: {text}"
            return text  # the card or reward itself is explained below the ring
        sel = self.selected
        if sel is not None:
            if sel[0] == "ship":
                dests = (o.moves or {}).get(sel[1], {})
                where = " or the wormhole" if st.board.wormhole in dests else ""
                return f"Move this ship: choose a green field{where}"
            if sel[0] == "platform":
                return "Bring in a ship: choose a green outer field"
            if sel[0] == "card":
                ct = st.data.cards[sel[1]]
                if self.card_action(o, sel[1]) is not None:
                    return f"{ct.name}: tap it again or press Play"
                return f"{ct.name} cannot be played now"
        if not o.moves and not o.enters:
            if o.cards:  # a card may still open a move (or score)
                return "No move possible: play a card or skip your turn"
            return "No move possible: skip your turn"
        if o.skip is not None:
            return "Only dotted-route moves: move or skip"
        if o.cards:
            return "Play cards first, then move or bring in a ship"
        # say where to tap: a new player does not know the Launch Platform is a button
        if not o.moves:
            return "Bring in a ship: tap your Launch Platform"
        if not o.enters:
            return "Move a ship: tap one with a yellow ring"
        return "Move a ship or tap your Launch Platform"

    def buttons(self, o: Options) -> list[Button]:
        """The prompt bar's buttons for the current decision."""
        geo = self.geo
        assert geo is not None
        st = self.st
        specs: list[tuple[str, Callable[[], None], str, Any]] = []
        if o.mode == "main":
            sel = self.selected
            if sel is not None and sel[0] == "card":
                action = self.card_action(o, sel[1])
                if action is not None:
                    ct = st.data.cards[sel[1]]
                    specs.append((f"Play {ct.name} ({ct.played:+d} VP)",
                                  lambda a=action: self._play(a), "primary", "play"))
            if o.skip is not None:
                style = "primary" if not o.moves and not o.enters else "normal"
                specs.append(("Skip turn", lambda a=o.skip: self.submit(a), style, "skip"))
            if sel is not None:
                specs.append(("Cancel", self.cancel, "normal", "cancel"))
        elif o.mode == "effect":
            for seat, action in sorted((o.players or {}).items()):
                specs.append((self.names()[seat], lambda a=action: self.submit(a), "primary",
                              ("player", seat)))
            if o.decline is not None:
                source = st.pending[-1].get("source", "") if st.pending else ""
                specs.append((f"Don't use {source}".strip(),
                              lambda a=o.decline: self.submit(a), "normal", "decline"))
        elif o.mode == "take":
            for deck, action in sorted((o.takes or {}).items()):
                cid = st.open.get(deck)
                label = f"Take {st.data.cards[cid].name}" if cid else f"Take {deck}"
                specs.append((label, lambda a=action: self.submit(a), "primary", ("take", deck)))
        out: list[Button] = []
        if not specs:
            return out
        widths = [max(160, self.app.fonts.get(28, True).size(label)[0] + 44)
                  for label, *_ in specs]
        gap = 14
        total = sum(widths) + gap * (len(widths) - 1)
        bar = geo.prompt
        scale = min(1.0, (bar.width - 8) / total) if total else 1.0
        x = bar.centerx - int(total * scale) // 2
        y = bar.bottom - 60
        for (label, fn, style, key), w in zip(specs, widths, strict=True):
            w = int(w * scale)
            out.append(Button((x, y, w, 58), label, fn, style=style, size=28,
                              key=("escape", "button", key)))
            x += w + gap
        return out

    def _play(self, action: Action) -> None:
        self.selected = None
        self.submit(action)

    # ------------------------------------------------------------------ widgets
    def widgets(self) -> list[Widget]:
        self._check_selection()
        hand = tuple(self.st.hands[self.actor]) if self.actor is not None else ()
        sig = (len(self.session.log), self.actor, self.selected, id(self.st),
               tuple(self.rect), hand)
        if sig == self._widgets_for:
            return self._widgets
        self._widgets_for = sig
        self._widgets = self._build_widgets()
        return self._widgets

    def _build_widgets(self) -> list[Widget]:
        geo = self.geo
        if geo is None or self.actor is None:
            return []
        o = self.options()
        st = self.st
        out: list[Widget] = []
        if o.mode == "mission":
            for mid, rect in zip(st.dealt[self.actor], self.mission_choice_rects(),
                                 strict=False):
                out.append(Target(rect, lambda m=mid: self.choose_mission(m),
                                  key=("escape", "mission", mid), round_=False))
            return out
        for name in self.targets(o):
            out.append(Target(geo.target_rect(name), lambda n=name: self.choose_place(n),
                              key=("escape", "target", name)))
        buttons = self.buttons(o)
        primary = [b for b in buttons if b.style == "primary"]
        out += primary
        placing = self.selected is not None and self.selected[0] in ("ship", "platform")
        if o.mode == "main" and not placing:
            # while a ship or the platform is chosen, the focus ring holds only where it
            # may go (and Cancel): Tab, Enter, Tab, Enter moves a ship
            for name in o.moves or {}:
                if self.selected != ("ship", name):
                    out.append(Target(geo.target_rect(name), lambda n=name: self.choose_place(n),
                                      key=("escape", "ship", name)))
            rect = launch_rect(geo.regions, self.actor)
            if o.enters and rect is not None:
                out.append(Target(rect, lambda s=self.actor: self.choose_platform(s),
                                  key=("escape", "platform", self.actor), round_=False))
            hand = geo.regions.get("hand")
            if hand is not None:
                cards = st.hands[self.actor]
                for cid, r in zip(cards, hand_card_rects(hand, len(cards)), strict=True):
                    out.append(Target(r, lambda c=cid: self.choose_card(c),
                                      key=("escape", "card", cid), round_=False))
        elif o.mode == "effect":
            for seat in o.players or {}:
                rect = launch_rect(geo.regions, seat)
                if rect is not None:
                    out.append(Target(rect, lambda s=seat: self.choose_platform(s),
                                      key=("escape", "platform", seat), round_=False))
        elif o.mode == "take":
            for deck in o.takes or {}:
                rect = geo.regions.get(f"{deck.lower()}_open")
                if rect is not None:
                    out.append(Target(rect, lambda d=deck: self.choose_open(d),
                                      key=("escape", "open", deck), round_=False))
        out += [b for b in buttons if b.style != "primary"]
        return out

    def mission_choice_rects(self) -> list[pygame.Rect]:
        """The three dealt mission cards of the setup choice, over the ring."""
        geo = self.geo
        assert geo is not None
        n = max(1, len(self.st.dealt[self.actor])) if self.actor is not None else 3
        gap = 18
        # as wide as the space between the HUD columns allows (the frame drawn around the
        # cards is 20 px wider on each side), so no HUD is covered
        w, h = min(250, (geo.prompt.width - 40 - (n - 1) * gap) // n), 470
        total = n * w + (n - 1) * gap
        x = geo.hole[0] - total // 2
        y = geo.hole[1] - h // 2
        return [pygame.Rect(x + k * (w + gap), y, w, h) for k in range(n)]

    # ------------------------------------------------------------------ pointer and keys
    def pointer_down(self, pos: tuple[int, int], button: int = 1) -> bool:
        """Clicks the focus widgets did not take: details, and reasons for refusals."""
        geo = self.geo
        if geo is None or not self.rect.collidepoint(pos):
            return False
        self._check_selection()
        st = self.st
        name = geo.thing_at(pos)
        if name is not None:
            self.choose_place(name)
            return True
        for seat in range(st.num_players):
            rect = launch_rect(geo.regions, seat)
            if rect is not None and rect.collidepoint(pos):
                self.choose_platform(seat)
                return True
        hand = geo.regions.get("hand")
        if hand is not None and hand.collidepoint(pos):
            seat = self.hand_seat(self._viewer())
            cards = self.visible_state(self._viewer()).hands[seat]
            for cid, r in zip(cards, hand_card_rects(hand, len(cards)), strict=True):
                if r.collidepoint(pos):
                    self.choose_card(cid)
                    return True
            return True
        for deck in ("ALERT", "WARNING"):
            rect = geo.regions.get(f"{deck.lower()}_open")
            if rect is not None and rect.collidepoint(pos):
                self.choose_open(deck)
                return True
        missions = geo.regions.get("missions")
        if missions is not None and missions.collidepoint(pos):
            vis = self.visible_state(self._viewer())
            seat = self.hand_seat(self._viewer())
            own = vis.missions[seat] or vis.dealt[seat]
            for mid, r in zip(own, mission_rows(missions, max(2, len(own))), strict=False):
                if r.collidepoint(pos):
                    self.choose_mission(mid)
                    return True
            return True
        return self.cancel()

    def pointer_move(self, pos: tuple[int, int], pressed: bool = False) -> bool:
        """Mouse hover: a thin white ring on the field under the pointer and its name
        below the ring (the game log names fields). Never consumes the event."""
        geo = self.geo
        name = geo.thing_at(pos) if geo is not None and not pressed else None
        if name != self.hover:
            self.hover = name
            self.dirty = True
        return False

    hover: str | None = None

    def _viewer(self) -> int | None:
        """Whose eyes input reads with: the actor, else the last drawn viewer."""
        return self.actor if self.actor is not None else self._last_viewer

    _last_viewer: int | None = None

    # ------------------------------------------------------------------ animation
    def snapshot(self) -> None:
        st = self.st
        self._occ = dict(st.occupant)
        self._saved = list(st.saved)
        self._platform = list(st.platform)

    def state_changed(self) -> None:
        super().state_changed()
        self.flights = []
        self.selected = None
        self._widgets_for = None
        self.snapshot()

    def on_events(self, events: Sequence[Event]) -> None:
        """Ships that changed fields glide there (see :func:`plan_flights`)."""
        super().on_events(events)
        self._widgets_for = None
        geo = self.geo
        if self.app.settings.animation_speed <= 0 or geo is None:
            self.flights = []
            self.snapshot()
            return
        for seat, a, b in plan_flights(self.st, self._occ, self._saved, events, geo.at):
            self._fly(seat, a, b)
        self.snapshot()

    def _fly(self, seat: int, src: str | None, dst: str | None) -> None:
        geo = self.geo
        assert geo is not None
        pad = launch_rect(geo.regions, seat)
        pad_pos = pad.center if pad is not None else geo.hole
        start = geo.at(src) if src is not None else pad_pos
        if dst is None:
            end, hides, fade = pad_pos, None, False
        elif dst == self.st.board.wormhole:
            end, hides, fade = geo.hole, None, True
        else:
            end, hides, fade = geo.at(dst), dst, False
        self.flights.append(Flight(seat, start, end, hides, fade))

    def update(self, dt: float) -> None:
        if not self.flights:
            return
        speed = max(0.05, self.app.settings.animation_speed)
        for f in self.flights:
            f.t += dt * speed / FLIGHT_TIME
        self.flights = [f for f in self.flights if f.t < 1.0]
        self.dirty = True

    @property
    def animating(self) -> bool:
        return bool(self.flights)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, viewer: int | None) -> None:
        geo = self.geo
        if geo is None:
            return
        self._last_viewer = viewer
        self._check_selection()
        app = self.app
        st = self.st
        vis: EscapeState = self.visible_state(viewer)  # type: ignore[assignment]
        looks = self.looks()
        names = self.names()
        o = self.options()
        if self._layer is None:
            self._layer = board_layer(geo, app)
        surface.blit(self._layer, self.rect, self.rect)
        targets = self.targets(o)
        # what may be chosen: dashed rings (shape, not only colour)
        placing = self.selected is not None and self.selected[0] in ("ship", "platform")
        if o.mode == "main" and not placing:
            # while a ship or the platform is chosen, the focus ring holds only where it
            # may go (and Cancel): Tab, Enter, Tab, Enter moves a ship
            for name in o.moves or {}:
                if self.selected != ("ship", name):
                    ring(surface, SELECTED, geo.at(name), geo.field_r + 7, 4, dashed=True)
        if self.selected is not None and self.selected[0] == "ship":
            ring(surface, SELECTED, geo.at(self.selected[1]), geo.field_r + 8, 7)
        for name in targets:
            r = geo.hole_r + 8 if name == st.board.wormhole else geo.field_r + 7
            ring(surface, HIGHLIGHT, geo.at(name), r, 6, dashed=True)
            if name not in vis.occupant and name != st.board.wormhole:
                pygame.draw.circle(surface, HIGHLIGHT, geo.at(name), 9)
        # choices already made for the card or reward being resolved
        if o.mode == "effect" and st.pending:
            for k, chosen in enumerate(st.pending[-1].get("chosen", [])):
                if isinstance(chosen, str) and chosen in geo.fields:
                    ring(surface, SELECTED, geo.at(chosen), geo.field_r + 8, 6)
                    app.fonts.draw(surface, str(k + 1), (geo.at(chosen)[0] + geo.field_r,
                                                        geo.at(chosen)[1] - geo.field_r),
                                   24, SELECTED, True, "center")
        if self.hover is not None and self.hover in geo.fields:
            ring(surface, (255, 255, 255), geo.at(self.hover), geo.field_r + 3, 2)
        hidden = {f.hides for f in self.flights if f.hides}
        for name, seat in vis.occupant.items():
            if name in hidden or name not in geo.fields:
                continue
            draw_ship(surface, app, geo.at(name), geo.ship_r, looks[seat],
                      upright=name in vis.upright)
        for f in self.flights:
            k = min(1.0, f.t)
            r = geo.ship_r if not f.fade else max(6, int(geo.ship_r * (1 - 0.8 * k)))
            draw_ship(surface, app, f.pos(), r, looks[f.seat])
        self.draw_huds(surface, vis, viewer, o, looks, names)
        self.draw_prompt(surface, o)
        self.draw_detail(surface, vis, o)
        if o.mode == "mission" and self.actor is not None:
            self.draw_mission_choice(surface, vis)


VIEW = EscapeView
