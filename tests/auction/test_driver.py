"""The engine's auction driver with a made-up game: bots alone settle at once, a human
gets a look at the board first (counted down), secret bids keep the screen shut, and a
result's actions stop at the first the rules refuse."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from game.core.auction import AuctionResult
from game.engine.auction.driver import AuctionDriver


@dataclass
class FakeState:
    due: tuple[int, ...] = (0, 1, 2)
    sealed: bool = False


@dataclass
class FakeHost:
    humans: tuple[int, ...]
    state: FakeState = field(default_factory=FakeState)
    submitted: list[Any] = field(default_factory=list)
    refuse: Any = None
    actor: int | None = 0
    viewer: int | None = 0

    def __post_init__(self) -> None:
        self.session = SimpleNamespace(seats=[SimpleNamespace(is_human=s in self.humans)
                                              for s in range(3)])
        self.app = SimpleNamespace(frames=0, top=None)

    def layers_current(self, viewer: int | None) -> bool:
        return False  # the board is still painting: the driver prepares nothing

    def moves_open(self) -> bool:
        return False

    def submit_for(self, action: Any) -> bool:
        self.submitted.append(action)
        return action != self.refuse


class FakeDriver(AuctionDriver):
    def participants(self, state: Any) -> tuple[int, ...]:
        return tuple(state.due)

    def bot_limit(self, seat: int) -> int:
        return 10 + seat

    def resolve_bots(self, state: Any, limits: dict[int, int]) -> Any:
        return ("resolved", tuple(sorted(limits.items())))

    def result_actions(self, result: AuctionResult, cannot_pay: list[tuple[int, int]],
                       participants: tuple[int, ...], humans: set[int]) -> list[Any]:
        return ["first", "second", "third"]

    def sealed_by_human(self, state: Any) -> bool:
        return bool(state.sealed)

    def step_id(self, state: Any) -> Any:
        return state.due

    def lot(self, state: Any) -> str:
        return "a lot"


def test_bots_alone_settle_at_once_at_their_own_limits():
    host = FakeHost(humans=())
    driver = FakeDriver(host)  # type: ignore[arg-type]
    driver.update()
    assert host.submitted == [("resolved", ((0, 10), (1, 11), (2, 12)))]
    assert not driver.waiting() and driver.seconds_to_open() is None


def test_a_human_first_gets_a_look_counted_down():
    now = [100.0]
    host = FakeHost(humans=(1,))
    driver = FakeDriver(host)  # type: ignore[arg-type]
    driver.clock, driver.look_seconds = (lambda: now[0]), 4.0
    assert driver.seconds_to_open() == 4  # due, the look not begun
    driver.update()
    now[0] += 1.5
    assert driver.waiting() and driver.seconds_to_open() == 3
    assert host.submitted == [] and driver.holds_bots()


def test_secret_bids_keep_the_screen_shut_and_no_auction_waits():
    host = FakeHost(humans=(1,), state=FakeState(sealed=True))
    driver = FakeDriver(host)  # type: ignore[arg-type]
    driver.update()
    assert not driver.waiting() and driver.seconds_to_open() is None
    host.state = FakeState(due=())
    assert not driver.waiting()


def test_the_actions_stop_at_the_first_the_rules_refuse():
    host = FakeHost(humans=(1,), refuse="second")
    driver = FakeDriver(host)  # type: ignore[arg-type]
    driver.pending = driver.result_actions(AuctionResult(None, None), [], (0, 1), {1})
    driver.update()
    assert host.submitted == ["first", "second"] and driver.pending == []
