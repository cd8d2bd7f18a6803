"""The command line: ``python -m game`` (also installed as ``andromeda-table``).

    python -m game                         the title screen
    python -m game play GAME [--players SPEC] [--seed N] [--window WxH] [--fullscreen]
    python -m game simulate GAME [--players N[,N...]] [--games K] [--seed S] [--bots L] [--json]
    python -m game screenshot TARGET --out FILE.png [--size WxH] [--seed N] [--players N] [--table]
                                                    [--moves K] [--hold X,Y]
    python -m game validate
    python -m game tournament GAME --bots hard,normal [--games N] [--seed S] [--players K]
                                   [--playouts N | --think-ms M] [--jobs J] [--paired] [--json]
    python -m game bench [--json] [--game ID] [--games N] [--frames N] [--idle-seconds S]
                         [--goal [--rounds N] | --one KIND:GAME | --latency GAME]
    python -m game --smoke-test

Every bad argument gets a one-line error and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from game import cliargs
from game.core.catalogue import GAME_IDS

if TYPE_CHECKING:
    from game.core.protocol import Game

PROG = "andromeda-table"
#: upper limits of the counts the command line takes (a typo must not run for days)
MAX_GAMES = 100_000
MAX_BENCH_GAMES = 10_000
MAX_FRAMES = 100_000
MAX_MOVES = 100_000
SCREEN_TARGETS = ("title", "select", "setup", "settings", "results", "rules", "menu", "pass")


class UsageError(Exception):
    """A bad command line: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, no usage dump
        raise UsageError(message)


_MAP_HELP = ("play on your own board: a .tmx map (escape, starship) or a folder of maps "
             "(pandorum, merchants); see docs/boards.md")


def _board(game_id: str, path: Path | None) -> str | None:
    """A custom board checked before play: UsageError listing its problems."""
    if path is None:
        return None
    from game.boards.custom import board_problems

    problems = board_problems(game_id, path)
    if problems:
        raise UsageError(f"--map {path} cannot be played: " + "; ".join(problems))
    return str(path.resolve())


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Four space-trading board games at one table.")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start headless, render every screen, play a short game of each "
        "built game, save and reload it; exit 0 when all is well",
    )
    parser.add_argument("--window", type=cliargs.window,
                        help="window size, e.g. 1280x720 (at least 960x540)")
    parser.add_argument("--fullscreen", action="store_true")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="start a game directly")
    play.add_argument("game", type=cliargs.game_id)
    play.add_argument("--players", help="comma list: a name for a human, bot:LEVEL for a bot")
    play.add_argument("--seed", type=cliargs.seed)
    play.add_argument("--window", type=cliargs.window, dest="play_window")
    play.add_argument("--fullscreen", action="store_true", dest="play_fullscreen")
    play.add_argument("--map", type=Path, help=_MAP_HELP)
    play.add_argument("--table", action="store_true",
                      help="table mode: a touchscreen lying flat, players on every side")

    sim = sub.add_parser("simulate", help="play whole games headless with bots")
    sim.add_argument("game", type=cliargs.game_id)
    sim.add_argument("--players", type=cliargs.counts, help="player counts, e.g. 2,3,4")
    sim.add_argument("--games", type=cliargs.bounded(1, MAX_GAMES), default=100)
    sim.add_argument("--seed", type=cliargs.seed, default=0)
    sim.add_argument(
        "--bots", default="random", help="bot level, or a comma list cycled over seats"
    )
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    shot = sub.add_parser("screenshot", help="render a screen headless to a PNG")
    shot.add_argument("target", help=f"{', '.join(SCREEN_TARGETS)} or a game id")
    shot.add_argument("--out", required=True, type=cliargs.png)
    shot.add_argument("--size", type=cliargs.size,
                      help="picture size (default 1920x1080; 3840x2160 with --table)")
    shot.add_argument("--seed", type=cliargs.seed, default=1)
    shot.add_argument("--players", type=cliargs.bounded(1, 5))
    shot.add_argument("--moves", type=cliargs.bounded(0, MAX_MOVES), default=0)
    shot.add_argument("--map", type=Path, help=_MAP_HELP)
    shot.add_argument("--at", metavar="STEP",
                      help="play bot moves until the rules' step STEP comes up (a decision "
                           "kind, e.g. merchants' ballot: a voting event), then --moves more")
    shot.add_argument("--table", action="store_true",
                      help="table mode, drawn at the picture's own size (a game or setup)")
    shot.add_argument("--diagonal", type=cliargs.diagonal, metavar="INCHES",
                      help="with --table: the screen's diagonal (default 55)")
    shot.add_argument("--results", action="store_true",
                      help="a game played by its bots to the end, and its results screen "
                           "(with --table: each seat's results at its edge)")
    shot.add_argument("--hold", type=cliargs.point, metavar="X,Y",
                      help="with --table: a finger held at X,Y of the picture (pixels from "
                           "its top-left corner) past the long press (0.5 s) before it is "
                           "taken: a ballot box's senator or a hidden card read, an eye held")
    shot.add_argument("--auction", action="store_true",
                      help="merchants: play on to the first auction with a human seat in "
                           "it and show its screen open, every human holding")

    val = sub.add_parser("validate", help="check every shipped map and data file, or one "
                                          "custom board")
    val.add_argument("path", nargs="?", type=Path,
                     help="a custom board (map file, or folder for pandorum/merchants)")
    val.add_argument("--game", type=cliargs.game_id, help="the board's game (guessed if left out)")

    tour = sub.add_parser("tournament", help="bots against bots, seats rotated, with statistics")
    tour.add_argument("game", type=cliargs.game_id)
    tour.add_argument(
        "--bots", required=True, help="comma list cycled over the seats: easy, normal, hard"
    )
    tour.add_argument("--games", type=cliargs.bounded(1, 100_000), default=200)
    tour.add_argument("--seed", type=cliargs.seed, default=0)
    tour.add_argument("--players", type=cliargs.bounded(1, 8))
    budget = tour.add_mutually_exclusive_group()
    budget.add_argument(
        "--playouts", type=cliargs.bounded(1, 1_000_000), help="fixed playouts (reproducible)"
    )
    budget.add_argument("--think-ms", type=cliargs.bounded(1, 600_000),
                        help="time per Hard decision")
    tour.add_argument("--jobs", type=cliargs.bounded(1, 64), default=1, help="processes to use")
    tour.add_argument("--paired", action="store_true",
                      help="play each seed with the seats in every rotation (game i: seed "
                           "S + i // players, rotation i %% players): cancels the deal's luck")
    tour.add_argument("--json", action="store_true", help="print one JSON object")

    bench = sub.add_parser("bench", help="performance figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--games", type=cliargs.bounded(1, MAX_BENCH_GAMES), default=20,
                       help="games per game id")
    bench.add_argument("--frames", type=cliargs.bounded(1, MAX_FRAMES),
                       help="frames a frame bench measures (default 300; with --goal or "
                            "--one: 2400 at 1080p, 1200 at a table)")
    bench.add_argument("--game", choices=GAME_IDS, help="one game's figures alone")
    bench.add_argument("--idle-seconds", type=cliargs.bounded(1, 600), default=6,
                       help="how long a still screen is left alone to measure idle CPU")
    goal = bench.add_mutually_exclusive_group()
    goal.add_argument("--goal", action="store_true",
                      help="the frame goals (docs/STATUS.md): every frame bench in a fresh "
                           "process, --rounds rounds, a line each and the verdict")
    goal.add_argument("--one", type=_bench_name, metavar="KIND:GAME",
                      help="one frame bench in this process: game:GAME, auction:merchants "
                           "or table:GAME")
    goal.add_argument("--latency", choices=GAME_IDS, metavar="GAME",
                      help="frames from a tap to its decision whole at a table "
                           "(--size, default 3840x2160; --decisions, default 30)")
    bench.add_argument("--size", type=cliargs.size, default=(3840, 2160), help=argparse.SUPPRESS)
    bench.add_argument("--decisions", type=cliargs.bounded(1, 1000), default=30,
                       help=argparse.SUPPRESS)
    bench.add_argument("--rounds", type=cliargs.bounded(1, 20), default=2,
                       help="with --goal: rounds of every bench (default 2)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return _dispatch(args)
    except UsageError as exc:
        print(f"{PROG}: error: {cliargs.one_line(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the output was piped into a reader that stopped (| head)
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


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
        "tournament": _cmd_tournament,
    }[args.command]
    return handler(args)


def _run_app(initial: str, **kwargs: object) -> int:
    from game.launch import run

    return run(initial, **kwargs)  # type: ignore[arg-type]


def _get_game(game_id: str) -> Game:
    from game.core.catalogue import get_game

    try:
        return get_game(game_id)
    except LookupError as exc:
        raise UsageError(str(exc)) from None


def _cmd_play(args: argparse.Namespace) -> int:
    from game.core.session import PLAYER_COLOURS, Seat, parse_players

    game = _get_game(args.game)
    if args.players is not None:
        try:
            seats = parse_players(args.players, game)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    else:
        seats = [Seat("Player 1", PLAYER_COLOURS[0])] + [
            Seat(f"Bot {i + 1}", PLAYER_COLOURS[i], game.default_bot_level)
            for i in range(1, game.min_players)
        ]
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    board = _board(game.id, args.map)
    return _run_app(
        "play",
        game_id=game.id,
        seats=seats,
        seed=seed,
        board=board,
        window=args.play_window or args.window,
        fullscreen=args.play_fullscreen or args.fullscreen,
        table=args.table,
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
    from game.core.bots import level_of, levels_text

    named = [lvl.strip() for lvl in args.bots.split(",")]
    levels = [level_of(name) for name in named]
    for name, level in zip(named, levels, strict=True):
        if level not in game.bot_levels:
            raise UsageError(
                f"{game.title} has no bot level {name!r} (levels: {levels_text(game.bot_levels)})"
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
    if args.size is None:
        args.size = (3840, 2160) if args.table else (1920, 1080)
    if args.table and args.target not in (*GAME_IDS, "setup"):
        raise UsageError(f"--table shows a game or the setup (joining), not {args.target!r}")
    if args.diagonal is not None and not args.table:
        raise UsageError("--diagonal is a table screen's size: add --table")
    if args.results and args.target not in GAME_IDS:
        raise UsageError(f"--results shows a game's results: give a game id, not "
                         f"{args.target!r}")
    if args.results and args.auction:
        raise UsageError("--results and --auction are two different screens: choose one")
    if args.auction and args.target != "merchants":
        raise UsageError(f"--auction shows the merchants auction screen, not {args.target!r}")
    extra: dict[str, Any] = {}
    if args.hold is not None:
        if not args.table or args.target not in GAME_IDS or args.results or args.auction:
            raise UsageError("--hold is a finger on a game's table: give a game id and "
                             "--table (not --results or --auction)")
        if args.hold[0] >= args.size[0] or args.hold[1] >= args.size[1]:
            raise UsageError(f"--hold {args.hold[0]},{args.hold[1]} lies outside the "
                             f"{args.size[0]}x{args.size[1]} picture")
        extra["hold"] = args.hold
    board = None
    if args.map is not None:
        if args.target not in GAME_IDS:
            raise UsageError(f"--map needs a game id as the target, not {args.target!r}")
        board = _board(args.target, args.map)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.screenshot import render

    draw: Callable[..., None] = render
    if args.auction:  # the same picture, played on to an auction and its screen open
        from game.screenshot_auction import render_auction

        draw = render_auction
    elif args.results:  # the game played to its end, its results screen
        draw = partial(render, results=True)
    try:
        draw(
            args.target,
            args.out,
            size=args.size,
            seed=args.seed,
            players=args.players,
            moves=args.moves,
            board=board,
            table=args.table,
            at=args.at,
            diagonal=args.diagonal,
            **extra,
        )
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    except (OSError, pygame.error) as exc:  # the file could not be written after all
        raise UsageError(f"--out {args.out}: cannot be written ({exc})") from None
    print(f"wrote {args.out}")
    return 0


def _cmd_validate(args: argparse.Namespace) -> int:
    from game.boards.validate import validate_tree
    from game.paths import ROOT

    if args.path is not None:
        return _validate_board(args.path, args.game)
    problems = validate_tree(ROOT)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return 1
    print("all maps and data files are valid")
    return 0


def _cmd_tournament(args: argparse.Namespace) -> int:
    from game.core.bots import level_of
    from game.core.search import SearchBudget
    from game.core.tournament import run_tournament

    game = _get_game(args.game)
    names = [b.strip() for b in args.bots.split(",")]
    available = {*game.bot_levels, "random"}
    for name in names:
        if level_of(name) not in available:
            raise UsageError(
                f"{game.title} has no bot level {name!r} "
                f"(levels: {', '.join(sorted(available))}; easy/normal/hard also work)"
            )
    players = args.players or game.min_players
    try:
        game.check_players(players)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if args.paired and args.games % players:
        raise UsageError(f"--paired plays each seed in all {players} rotations: --games must "
                         f"be a multiple of {players}")
    budget = SearchBudget(playouts=args.playouts, think_ms=args.think_ms or 1000.0)
    result = run_tournament(
        game.id, names, args.games, args.seed, players, budget, jobs=args.jobs,
        paired=args.paired,
    )
    if args.json:
        print(json.dumps(result, sort_keys=True))
        return 0
    print(f"{game.title}: {result['games']} games, {players} players, seed {args.seed}")
    for name, row in result["bots"].items():
        low, high = row["ci95"]
        print(
            f"  {name:8} wins {row['wins']:g}/{row['seats_played']} "
            f"({row['win_rate']:.1%}, 95% {low:.1%}-{high:.1%}), "
            f"margin {row['mean_margin']:+.1f}, decision {row['decision_ms_median']:.1f} ms "
            f"(p99 {row['decision_ms_p99']:.1f})"
        )
    return 0


def _validate_board(path: Path, game_id: str | None) -> int:
    from game.boards.custom import board_problems, guess_game

    if not path.exists():
        raise UsageError(f"{path}: no such file or folder")
    game_id = game_id or guess_game(path)
    if game_id is None and path.is_file():
        from game.boards.model import MapError
        from game.boards.tiled import load_map

        try:
            load_map(path)
        except MapError as exc:  # a map too broken to tell its game: say why, once
            print(exc)
            print("1 problem(s) found", file=sys.stderr)
            return 1
    if game_id is None:
        raise UsageError(f"{path}: cannot tell which game this board is for; add "
                         f"--game ({', '.join(GAME_IDS)})")
    problems = board_problems(game_id, path)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return 1
    print(f"{path}: a valid {game_id} board")
    return 0


def _bench_name(text: str) -> object:
    from game.benchgoal import Bench

    try:
        return Bench.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _cmd_bench(args: argparse.Namespace) -> int:
    from game.bench import run_command

    return run_command(args)


if __name__ == "__main__":
    # a one-file build runs the bot process (game.engine.botprocess) and the tournament's
    # workers as this executable again: this hands such a start to multiprocessing
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
