"""Skip: a player who cannot move (or whose only moves cross a dotted route) skips the turn
and moves their Skip HUD disc one field on: field 1 rewards a SWAP, field 2 nothing,
field 3 a WARP. A reward is optional (the ``effect`` decision offers Decline).

When nobody has moved for ``stalemate_rounds`` rounds (data: setup.toml) the game ends;
the rulebook prints no such rule (see docs/ASSUMPTIONS.md).
"""

from __future__ import annotations

from game.core.protocol import Event
from game.escape.rules import effects as fx
from game.escape.rules.position import EscapePosition, who


def next_skip_field(st: EscapePosition, seat: int) -> int:
    """The field ``seat``'s Skip disc moves to if it skips now (after the last, the first)."""
    return st.skip_pos[seat] % st.data.skip_fields + 1


def reward_name(reward: str) -> str:
    """A Skip reward as the log, the Skip HUD and the detail line name it: a reward with an
    effect in capitals, as the rulebook prints it ("SWAP", "WARP"), else as it is ("wait")."""
    return reward.upper() if reward in fx.SKIP_EFFECTS else reward


def skip(st: EscapePosition, seat: int, events: list[Event]) -> None:
    """Move the Skip disc on and offer its reward; end a game in which nobody can move."""
    d = st.data
    st.skips[seat] += 1
    st.idle_skips += 1
    st.skip_pos[seat] = next_skip_field(st, seat)
    reward = d.skip_rewards[st.skip_pos[seat]]
    name = reward_name(reward)
    events.append(Event("skip", f"{who(seat)} skips: Skip disc to field {st.skip_pos[seat]} "
                        f"({name})", seat,
                        {"field": st.skip_pos[seat], "reward": reward}))
    effect = fx.SKIP_EFFECTS.get(reward)
    if effect is not None:
        if fx.executable(st, effect, seat):
            st.pending.append(fx.effect_frame(effect, seat, name, optional=True))
        else:
            events.append(Event("skip", f"{who(seat)} has no ship for a {name}", seat))
    active = len(st.active_seats())
    if st.idle_skips >= d.stalemate_rounds * active and not st.pending:
        st.over = True
        st.end_reason = "stalemate"
        events.append(Event("end", f"Nobody could move for {d.stalemate_rounds} rounds: the "
                            "game ends", None))
