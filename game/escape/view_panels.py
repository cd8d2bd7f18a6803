"""The parts of the Escape view around the ring: HUDs, prompt bar, detail line and the
setup mission choice. A mixin of :class:`game.escape.view.EscapeView` (it uses the view's
geometry, selection and reasons); drawing only, no game state changes.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.boardview.grid import cells
from game.engine.boardview.prompt import block_rows, draw_text_block
from game.engine.draw import panel
from game.escape.rules.data import DECKS
from game.escape.rules.hidden import hidden_missions
from game.escape.rules.missions import held
from game.escape.rules.skip import next_skip_field, reward_name
from game.escape.view_choices import Options
from game.escape.view_decks import decks_key
from game.escape.view_host import EscapeViewParts
from game.escape.view_hud import (
    deck_huds,
    hand_hud,
    hand_title,
    launch_huds,
    missions_hud,
    section_hud,
)
from game.escape.view_missions import mission_card, mission_name
from game.escape.view_prompt import SKIP_REWARDS, effect_detail
from game.escape.view_scores import SECTIONS, card_line

if TYPE_CHECKING:
    from game.engine.theme import PlayerLook
    from game.escape.rules.state import EscapeState


#: the heading over the three dealt missions, one of which is given back
MISSION_CHOICE = "Tap the mission to give back"

class EscapePanels(EscapeViewParts):
    """Drawing of everything but the ring itself (mixed into EscapeView)."""

    def hand_seat(self, viewer: int | None) -> int:
        """Whose hand and missions are shown: the viewer's, or (all bots) the turn's."""
        return viewer if viewer is not None else self.st.turn

    def draw_huds(self, surface: pygame.Surface, vis: EscapeState, viewer: int | None,
                  o: Options, looks: list[PlayerLook], names: list[str]) -> None:
        """Every HUD, each from its own cache (:meth:`BoardView.cached_panel`): the key
        beside each is everything that HUD shows, so an action repaints only its HUDs."""
        geo = self.geo
        assert geo is not None
        app, regions, panel = self.app, geo.regions, self.cached_panel
        for section in SECTIONS:
            if section.region in regions:
                r = regions[section.region]
                panel(surface, section.region, r, (section.shown(vis), tuple(names)),
                      partial(section_hud, rect=r, section=section, st=vis, looks=looks,
                              names=names, app=app))
        decks = [regions[k] for d in DECKS for k in (f"{d.lower()}_deck", f"{d.lower()}_open")
                 if k in regions]
        if decks:
            takes = set(o.takes)
            key = decks_key(vis, takes)
            panel(surface, "decks", decks[0].unionall(decks).inflate(12, 12), key,
                  lambda s: deck_huds(s, app, regions, vis, takes))
        marks = {seat: self.platform_mark(seat, o) for seat in geo.pads}
        current = None if vis.is_over else vis.current_player
        pads = list(geo.pads.values())
        if pads:
            key = (tuple(vis.platform), tuple(len(h) for h in vis.hands),
                   tuple(marks.items()), current)
            panel(surface, "launch", pads[0].unionall(pads).inflate(12, 12), key,
                  lambda s: launch_huds(s, app, geo.pads, vis, looks, names, marks, current))
        seat = self.hand_seat(viewer)

        def whose(r: pygame.Rect, rest: str) -> str:
            """"Your", or "<name>'s" with the name cut so that the heading's ``rest``
            stays whole (a 16-letter name's "... missions" was cut to the name alone)."""
            if viewer is not None:
                return "Your"
            room = r.width - 20 - app.fonts.width(rest, 24, True)
            return app.fonts.fit_name(names[seat], "'s", 24, room, True)
        if "hand" in regions:
            playable = self.playable(seat)
            r = regions["hand"]
            hand_whose = whose(r, hand_title(len(vis.hands[seat]), ""))
            key = (seat, hand_whose, tuple(vis.hands[seat]), playable, self.sel("card"))
            panel(surface, "hand", r, key,
                  lambda s: hand_hud(s, app, r, vis, seat, hand_whose, playable,
                                     self.sel("card")))
        if "missions" in regions:
            r = regions["missions"]
            title = f"{whose(r, ' missions')} missions"
            key = (seat, title, tuple(held(vis, seat)), tuple(map(tuple, vis.scored)),
                   hidden_missions(vis, seat), self.sel("mission"))
            panel(surface, "missions", r, key,
                  lambda s: missions_hud(s, app, r, vis, seat, title, looks,
                                         self.sel("mission")))

    def detail_lines(self, vis: EscapeState, o: Options, legend: bool = True
                     ) -> list[tuple[str, str]]:
        """Text for the area below the ring: (text, colour name) lines; ``legend``: with
        what the rings' colours mean (a table's ring has no keyboard focus to explain)."""
        sel: Any = self.selected  # a selection key: (kind, what)
        data = vis.data
        out: list[tuple[str, str]]
        if sel is not None and sel[0] == "card":
            out = [(card_line(data.cards[sel[1]]), "text")]
            reason = self.card_reason(sel[1], o)
            if reason:
                out.append((reason, "error"))
            return out
        if sel is not None and sel[0] == "open":
            cid = vis.open.get(sel[1])
            if cid is not None:
                ct = data.cards[cid]
                out = [(card_line(ct), "text")]
                if sel[1] in o.takes:  # (where it leaves the card's text whole: the
                    # prompt's "Take" button says as much, the card is what was asked for)
                    hint = (self.say(f"Tap it again or press \"Take {ct.name}\" to take it."),
                            "accent")
                    rows, room = (block_rows(self.app.fonts, self.geo.detail, [*out, hint])
                                  if self.geo is not None else ([hint], 1))
                    if len(rows) <= room:
                        out.append(hint)
                return out
        if sel is not None and sel[0] == "mission":
            mt = data.missions[sel[1]]
            return [(f"{mission_name(mt)}: {mt.text}", "text")]
        if o.mode == "take":
            # one line per open card; tapping a card shows all of its text
            width = self.geo.detail.width - 12 if self.geo is not None else 600
            texts = [card_line(data.cards[c]) for c in (vis.open.get(d) for d in o.takes)
                     if c is not None]
            lines = [self.app.fonts.fit(text, 24, width) for text in texts]
            out = [(line, "text") for line in lines]
            if lines != texts:
                out.append((self.say("Tap an open card to read all of it."), "text_dim"))
            return out
        what = effect_detail(vis) if o.mode == "effect" else None
        if what is not None:  # the card, Skip reward or Lost Ship being carried out
            return [(what, "text")]
        if o.mode == "main" and o.skip is not None and self.actor is not None:
            nxt = next_skip_field(vis, self.actor)
            reward = data.skip_rewards.get(nxt, "")
            what = SKIP_REWARDS.get(reward, "")
            return [(f"Skipping moves your Skip disc to field {nxt}: {reward_name(reward)}"
                     f"{' - ' + what if what else ''}", "text")]
        if sel is not None and sel[0] == "ship" and sel[1] in vis.upright:
            return [("This ship stands upright, charged for a WARP: it may move across 1 or 2 "
                     "connections.", "text")]
        out = []
        if self.actor is not None and legend:
            out.append(("Green dashed rings: you may choose; yellow: chosen; blue: keyboard "
                        "focus (Tab). Tall ships are charged for a WARP.", "text_dim"))
        if self.hover is not None and self.hover in vis.board.fields:
            # named by zone, ring and its number there, as the Moves list names it,
            # never by its map id
            owner = vis.occupant.get(self.hover)
            who = f"{self.names()[owner]}'s ship" if owner is not None else "empty"
            where = vis.board.where(self.hover, exact=True)
            out.insert(0, (f"{where[:1].upper()}{where[1:]}: {who}", "text"))
        return out

    def draw_detail(self, surface: pygame.Surface, vis: EscapeState, o: Options) -> None:
        """The detail text below the ring."""
        assert self.geo is not None
        draw_text_block(surface, self.app.fonts, self.app.theme, self.geo.detail,
                        self.detail_lines(vis, o))

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
        return cells(geo.hole[0] - total // 2, geo.hole[1] - h // 2, total, n, n, h, gap)

    def mission_choice_heading(self) -> pygame.Rect:
        """Where the heading above the three dealt missions is drawn: their focus ring
        passes under it."""
        rects = self.mission_choice_rects()
        return self.app.fonts.box(self.say(MISSION_CHOICE), (rects[0].unionall(rects).centerx,
                                  rects[0].top - 45), 28, True, "midtop")

    def mission_choice_panel(self) -> pygame.Rect | None:
        """The panel of the setup's mission choice over the ring while it is shown (on a
        monitor; a table deals the missions into the seat's panel), else None: the ring
        under it answers neither the pointer nor a tap."""
        if self.table is not None or self.actor is None or self.options().mode != "mission":
            return None
        rects = self.mission_choice_rects()
        back = rects[0].unionall(rects).inflate(40, 90)
        back.top -= 10
        return back

    def draw_mission_choice(self, surface: pygame.Surface, vis: EscapeState) -> None:
        """Setup: the three dealt mission cards, big, to give one back."""
        f, t = self.app.fonts, self.app.theme
        back = self.mission_choice_panel()
        assert back is not None
        panel(surface, back, t, 18)
        head = self.mission_choice_heading()
        f.draw(surface, self.say(MISSION_CHOICE), head.topleft, 28, t.c("accent"), True)
        assert self.actor is not None
        for mid, r in zip(vis.dealt[self.actor], self.mission_choice_rects(), strict=False):
            mission_card(surface, self.app, round, r, vis, mid, choosable=True,
                         note="give back")

