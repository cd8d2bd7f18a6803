"""A whole 5-seat Merchants game at a 1920x1080 table, every seat a person (one on every
edge the table allows: two on the bottom, one each on left, top and right), played by
posted fingers (headless, the heuristic bot choosing for each seat); an Undo, a voter
refused after its last vote, a vote, the auctions held by every seat's finger, the
results. Pictures at points, each also turned to every seat's edge (as that seat reads
it), and each seat's prompt, notes and news lines in log.txt. Run by hand (not
collected by pytest)::

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python \
        -m tests.table.merchants_five_by_fingers OUT_DIR [SEED]
"""
import sys
from pathlib import Path

import pygame

from game.engine.app import App
from game.engine.auction.scene import AuctionScene
from game.engine.table.edges import edge_of
from game.engine.table.transform import EDGE_ROTATION
from game.merchants.bots import HeuristicBot
from game.scenes.table_play import TablePlayScene
from tests.merchants_ui.conftest import FakeClock
from tests.merchants_ui.test_table_game import hold_auction, start

SLOTS = ("bottom-right", "bottom-left", "left", "top", "right")


def play(OUT: Path, SEED: int = 3) -> int:
    """The game, its pictures in ``OUT``; 0 when it reached its end."""
    OUT.mkdir(parents=True, exist_ok=True)

    app = App(window=(1920, 1080), fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    app.settings.bot_delay = 0
    clock = FakeClock()
    s, fingers = start(app, clock, players=5, humans=5, seed=SEED, slots=SLOTS)
    table = fingers.scene


    def shoot(name: str, seats=range(5)) -> None:
        try:
            canvas = fingers.settled() if isinstance(app.top, TablePlayScene) else app.draw()
        except AssertionError:
            print("not settled at", name, app.top.animating, flush=True)
            canvas = app.draw()
        canvas = canvas.copy()
        pygame.image.save(canvas, OUT / f"{name}.png")
        for seat in seats:
            edge = edge_of(SLOTS[seat])
            turned = pygame.transform.rotate(canvas, -EDGE_ROTATION[edge])
            pygame.image.save(turned, OUT / f"{name}-seat{seat}-{edge}.png")
        with open(OUT / "log.txt", "a") as f:
            f.write(f"== {name}: log len {len(s.log)} decision {s.state.decision()}\n")
            if isinstance(app.top, TablePlayScene):
                top, acting = app.top, app.top.acting_seats()
                for seat in range(5):
                    words = top.notes_for(seat)
                    news = top.view.table_aside(seat) + top.news_for(seat, acting)
                    prompt = top.view.table_prompt(seat) if seat in acting else ""
                    f.write(f"  seat {seat} {s.seats[seat].name} ({SLOTS[seat]}): "
                            f"prompt={prompt!r}\n     notes={words}\n     news={news}\n")


    decisions = votes = auctions = 0
    taken = set()
    for _step in range(20000):
        top = app.top
        if isinstance(top, AuctionScene):
            if "auction" not in taken:
                # a picture while every finger holds: hold once by hand
                taken.add("auction")
                overlay = top.panel
                ids = {}
                for seat, info in overlay.seats.items():
                    if not info.is_bot:
                        ids[seat] = fingers.new_finger()
                        fingers.auction_post(pygame.FINGERDOWN, ids[seat], fingers.logo(seat))
                fingers.frames(1)
                for _ in range(4):
                    clock.t += 1.0
                    fingers.frames(1)
                shoot("30-auction-held")
                for seat, fid in ids.items():
                    fingers.auction_post(pygame.FINGERUP, fid, fingers.logo(seat))
                fingers.frames(1)
                if app.top is not top:
                    continue
            hold_auction(fingers, clock, s, table)
            auctions += 1
            if auctions == 1:
                fingers.frames(5)
                shoot("31-after-first-auction")
            continue
        if not isinstance(top, TablePlayScene) or s.state.is_over:
            break
        voters = top.acting_seats() if s.state.decision() == "ballot" else []
        if voters and not top.view.animating:
            if "ballot" not in taken:
                taken.add("ballot")
                shoot("20-ballot")
            ballots = {seat: HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
                       for seat in voters}
            if "refusal" not in taken and s.state.votes_left(voters[0]) == 1:
                # the first voter's two fingers on two boxes at once, its last vote
                taken.add("refusal")
                first = voters[0]
                spots = [fingers.seat_spot(first, "ballot0"), fingers.seat_spot(first, "ballot1")]
                ids = [fingers.new_finger(), fingers.new_finger()]
                for f, pos in zip(ids, spots, strict=True):
                    fingers._post(pygame.FINGERDOWN, f, pos)
                fingers.frames(1)
                for f, pos in zip(ids, spots, strict=True):
                    fingers._post(pygame.FINGERUP, f, pos)
                fingers.frames(1)
                shoot("22-a-voters-refusal")
                continue
            fingers.vote_together({seat: b.candidate for seat, b in ballots.items()}, voters)
            votes += 1
            if "ballot2" not in taken:
                taken.add("ballot2")
                shoot("21-after-a-vote")
            continue
        decided = fingers.decision(HeuristicBot)
        if decided is None:
            continue
        seat, action = decided
        if decisions >= 30 and "undo" not in taken and top.can_undo():
            taken.add("undo")
            undo = next(b for b, _ in top.shared_buttons() if b.key == "undo")
            fingers.tap(undo.rect.center)
            shoot("15-undone")
            continue
        fingers.play(action, seat)
        decisions += 1
        if decisions in (3, 40, 120):
            shoot(f"1{decisions:03d}-decision")
    fingers.frames(60, dt=0.05)
    for _ in range(100):
        fingers.frames(1, dt=0.05)
    shoot("90-results")
    print(f"over={s.state.is_over} decisions={decisions} votes={votes} auctions={auctions} "
          f"top={type(app.top).__name__} toasts={app.toasts.history[-8:]}")
    return 0 if s.state.is_over else 1


if __name__ == "__main__":
    sys.exit(play(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 3))
