"""The command line: ``python -m game`` (also installed as ``andromeda-table``).

    python -m game                         the title screen
    python -m game play GAME [--players SPEC] [--seed N] [--window WxH] [--fullscreen]
    python -m game simulate GAME [--players N[,N...]] [--games K] [--seed S] [--bots L] [--json]
    python -m game screenshot TARGET --out FILE.png [--size WxH] [--seed N] [--players N]
                                                    [--moves K]
    python -m game validate
    python -m game bench [--json]
    python -m game --smoke-test

Every bad argument gets a one-line error and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from game.core.catalogue import GAME_IDS

PROG = "andromeda-table"
SCREEN_TARGETS = ("title", "select", "setup", "settings", "results", "rules", "menu", "pass")


class UsageError(Exception):
    """A bad command line: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, no usage dump
        raise UsageError(message)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"{text!r}: size must be between 320x240 and 8192x8192")
    return w, h


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"{text!r}: seed must be between 0 and 2^63-1")
    return value


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return value


def _counts(text: str) -> list[int]:
    try:
        counts = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a list of player counts like 2,3,4"
        ) from None
    return counts


def _game_id(text: str) -> str:
    if text not in GAME_IDS:
        raise argparse.ArgumentTypeError(
            f"unknown game {text!r}; choose one of {', '.join(GAME_IDS)}"
        )
    return text


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Four space-trading board games at one table.")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start headless, render every screen, play a short game of each "
        "built game, save and reload it; exit 0 when all is well",
    )
    parser.add_argument("--window", type=_size, help="window size, e.g. 1280x720")
    parser.add_argument("--fullscreen", action="store_true")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="start a game directly")
    play.add_argument("game", type=_game_id)
    play.add_argument("--players", help="comma list: a name for a human, bot:LEVEL for a bot")
    play.add_argument("--seed", type=_seed)
    play.add_argument("--window", type=_size, dest="play_window")
    play.add_argument("--fullscreen", action="store_true", dest="play_fullscreen")

    sim = sub.add_parser("simulate", help="play whole games headless with bots")
    sim.add_argument("game", type=_game_id)
    sim.add_argument("--players", type=_counts, help="player counts, e.g. 2,3,4")
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--seed", type=_seed, default=0)
    sim.add_argument(
        "--bots", default="random", help="bot level, or a comma list cycled over seats"
    )
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    shot = sub.add_parser("screenshot", help="render a screen headless to a PNG")
    shot.add_argument("target", help=f"{', '.join(SCREEN_TARGETS)} or a game id")
    shot.add_argument("--out", required=True, type=Path)
    shot.add_argument("--size", type=_size, default=(1920, 1080))
    shot.add_argument("--seed", type=_seed, default=1)
    shot.add_argument("--players", type=_positive)
    shot.add_argument("--moves", type=_positive, default=0)

    sub.add_parser("validate", help="check every shipped map and data file")

    bench = sub.add_parser("bench", help="performance figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--games", type=_positive, default=20, help="games per game id")
    bench.add_argument("--frames", type=_positive, default=300)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return _dispatch(args)
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _dispatch(args: argparse.Namespace) -> int:
    if args.smoke_test:
        from game.smoke import run_smoke_test

        return run_smoke_test()
    if args.command is None:
        return _run_app("title", window=args.window, fullscreen=args.fullscreen)
    handler = {
        "play": _cmd_play,
        "simulate": _cmd_simulate,
        "screenshot": _cmd_screenshot,
        "validate": _cmd_validate,
        "bench": _cmd_bench,
    }[args.command]
    return handler(args)


def _run_app(initial: str, **kwargs: object) -> int:
    from game.launch import run

    return run(initial, **kwargs)  # type: ignore[arg-type]


def _get_game(game_id: str):
    from game.core.catalogue import get_game

    try:
        return get_game(game_id)
    except LookupError as exc:
        raise UsageError(str(exc)) from None


def _cmd_play(args: argparse.Namespace) -> int:
    from game.core.session import PLAYER_COLOURS, Seat, parse_players

    game = _get_game(args.game)
    if args.players:
        try:
            seats = parse_players(args.players, game)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    else:
        seats = [Seat("Player 1", PLAYER_COLOURS[0])] + [
            Seat(f"Bot {i + 1}", PLAYER_COLOURS[i], game.bot_levels[-1])
            for i in range(1, game.min_players)
        ]
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    return _run_app(
        "play",
        game_id=game.id,
        seats=seats,
        seed=seed,
        window=args.play_window or args.window,
        fullscreen=args.play_fullscreen or args.fullscreen,
    )


def _cmd_simulate(args: argparse.Namespace) -> int:
    from game.core.simulate import simulate

    game = _get_game(args.game)
    counts = args.players or list(range(game.min_players, game.max_players + 1))
    for n in counts:
        if not game.min_players <= n <= game.max_players:
            raise UsageError(
                f"{game.title} is for {game.min_players}-{game.max_players} players, not {n}"
            )
    levels = [lvl.strip() for lvl in args.bots.split(",")]
    for level in levels:
        if level not in game.bot_levels:
            raise UsageError(
                f"{game.title} has no bot level {level!r} (levels: {', '.join(game.bot_levels)})"
            )
    report = simulate(game.id, counts, args.games, args.seed, levels)
    if args.json:
        print(json.dumps(report.to_dict(), sort_keys=True))
    else:
        data = report.to_dict()
        print(
            f"{game.title}: {data['games']} games ({', '.join(map(str, counts))} players, "
            f"bots {', '.join(levels)}, seeds {args.seed}..{args.seed + args.games - 1})"
        )
        print(f"  finished {data['finished']}, errors {len(report.errors)}")
        print(f"  mean actions per game {data['mean_actions']}")
        wins = ", ".join(f"seat {k}: {v:g}" for k, v in data["wins_by_seat"].items())
        print(f"  wins by seat: {wins or '-'}")
        print(f"  {data['seconds']} s, {data['games_per_second']} games/s")
        for err in report.errors[:20]:
            print(
                f"  error: seed {err.seed}, {err.players} players, action {err.action_index}: "
                f"{err.message}"
            )
    return 1 if report.errors else 0


def _cmd_screenshot(args: argparse.Namespace) -> int:
    if args.target not in SCREEN_TARGETS and args.target not in GAME_IDS:
        raise UsageError(
            f"unknown screenshot target {args.target!r}; choose one of "
            f"{', '.join(SCREEN_TARGETS + GAME_IDS)}"
        )
    if args.target in GAME_IDS:
        game = _get_game(args.target)
        if args.players is not None:
            try:
                game.check_players(args.players)
            except ValueError as exc:
                raise UsageError(str(exc)) from None
    if args.out.suffix.lower() != ".png":
        raise UsageError(f"--out {args.out}: the file name must end in .png")
    if not args.out.parent.exists():
        raise UsageError(f"--out {args.out}: folder {args.out.parent} does not exist")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.screenshot import render

    try:
        render(
            args.target,
            args.out,
            size=args.size,
            seed=args.seed,
            players=args.players,
            moves=args.moves,
        )
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    print(f"wrote {args.out}")
    return 0


def _cmd_validate(args: argparse.Namespace) -> int:
    from game.boards.validate import validate_tree
    from game.paths import ROOT

    problems = validate_tree(ROOT)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return 1
    print("all maps and data files are valid")
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from game.bench import run_bench

    return run_bench(as_json=args.json, games=args.games, frames=args.frames)


if __name__ == "__main__":
    sys.exit(main())
