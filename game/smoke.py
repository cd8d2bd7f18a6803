"""``--smoke-test``: does this copy of the program work, start to finish, without a display?

Run as ``python -m game --smoke-test``, as ``python -m game.smoke``, or as the packaged
executable with ``--smoke-test``. It is what CI runs against the one-file build, so it
exercises exactly what a packaged build can get wrong: resource paths under
``sys._MEIPASS``, lazily imported game modules that the bundler missed, fonts and maps
left out, saves written to the wrong folder.

Steps, one output line each (``PASS``/``SKIP``/``FAIL``, the step's name, a detail):

* **environment** — headless SDL drivers, and ``ANDROMEDA_TABLE_HOME`` pointed at a
  temporary folder so the user's own settings and saves are never touched;
* **resource paths** — ``game.paths`` finds ``assets/`` and ``maps/`` (under
  ``sys._MEIPASS`` when frozen);
* **user folders** — saves and settings resolve to the user's folders, never beside the
  executable nor inside the bundle or its temporary unpack folder;
* **shipped data** — every data file parses, every map loads, and
  ``game.boards.validate.validate_tree`` (when present) finds no problem;
* **first frame** — the application window opens, its loop presents the title screen
  (not blank, with the window title), and the time to that first frame;
* **screen <name>** — every top-level screen renders to a PNG that is not blank;
* **game <id>** — for every built game: a short bot game (to the end when quick), saved,
  reloaded, and the reloaded state equals the original; and its board screen renders;
* **hard bot process** — one Hard decision made in the bot process (the program started
  again by ``multiprocessing``, which a packaged build must support), equal to the inline
  one for the same seed and playouts.

A step whose module is not written yet is reported as ``SKIP`` with the reason; skips do
not fail the run (``build.py --smoke-test`` separately checks that a packaged build skips
nothing that the source tree passes). The exit code is 0 only when no step failed.

``ANDROMEDA_SMOKE_LOG=FILE`` also writes the report to FILE (a windowed Windows build has
no console to print to: without the variable, it writes ``smoke-test.txt`` in the user's
data folder); ``ANDROMEDA_SMOKE_ONLY=first frame,game`` runs only the steps
whose names start with one of those prefixes (``build.py --measure-startup`` uses it).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import sys
import tempfile
import time
import tomllib
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

#: Top-level screens, as named by ``python -m game screenshot``.
SCREENS: tuple[str, ...] = ("title", "select", "setup", "settings", "results", "rules", "menu",
                            "pass")
#: Size the screens are rendered at: small enough to be quick, large enough to lay out.
SHOT_SIZE: tuple[int, int] = (1280, 720)
#: A smoke game stops after this many actions or this many seconds, whichever comes first
#: (most games end well before; the point is to exercise rules, bots and saves, not balance).
MAX_ACTIONS = 400
MAX_SECONDS = 5.0
SEED = 20240611

PASS, SKIP, FAIL = "PASS", "SKIP", "FAIL"


class Skipped(Exception):
    """Raised by a step that cannot run yet because what it tests is not built."""


class Finding(AssertionError):
    """A check that found a problem; its message is the whole reason, in words."""


@dataclass(frozen=True)
class StepResult:
    name: str
    status: str
    detail: str
    seconds: float

    def line(self) -> str:
        return f"{self.status}  {self.name:<22} {self.detail}  ({self.seconds:.2f} s)"


@dataclass(frozen=True)
class Context:
    """What the steps share: where shipped files are and the temporary folders to use."""

    root: Path
    home: Path
    shots: Path


# ----------------------------------------------------------------------------- output


class _Reporter:
    """Prints each line (when there is a console) and copies it to the log file, if any."""

    def __init__(self, out: Callable[[str], None] | None) -> None:
        self._out = out
        log = os.environ.get("ANDROMEDA_SMOKE_LOG")
        self._log = Path(log) if log else None
        if self._log is None and out is None and sys.stdout is None:
            # A windowed build started without a console: keep the report where the
            # player's own files are (never beside the executable).
            from game.userdirs import data_dir

            self._log = data_dir() / "smoke-test.txt"
        if self._log is not None:
            self._log.parent.mkdir(parents=True, exist_ok=True)
            self._log.write_text("", encoding="utf-8")

    def __call__(self, line: str) -> None:
        if self._out is not None:
            self._out(line)
        elif sys.stdout is not None:
            print(line, flush=True)
        if self._log is not None:
            with self._log.open("a", encoding="utf-8") as fh:
                fh.write(line + "\n")


def _reason(exc: BaseException) -> str:
    """One line: the exception and where it was raised (file:line), for a bug report."""
    if isinstance(exc, Finding):
        return str(exc)
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" ({Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    text = str(exc).strip().replace("\n", " | ") or "(no message)"
    return f"{type(exc).__name__}: {text}{where}"


def _run_step(name: str, step: Callable[[], str]) -> StepResult:
    start = time.perf_counter()
    try:
        detail = step()
        status = PASS
    except Skipped as exc:
        status, detail = SKIP, str(exc)
    except Exception as exc:  # every failure is a finding to report
        status, detail = FAIL, _reason(exc)
    return StepResult(name, status, detail, time.perf_counter() - start)


def _optional(module: str) -> Any:
    """Import a module that may not be written yet; :class:`Skipped` if it is missing.

    Only a missing *module itself* (or its package) is a skip: an import error inside a
    module that exists is a failure, because that is exactly what a bundler breaks."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and module.startswith(exc.name):
            raise Skipped(f"{module} is not built yet") from None
        raise


@contextlib.contextmanager
def _environ(changes: dict[str, str]) -> Iterator[None]:
    saved = {key: os.environ.get(key) for key in changes}
    os.environ.update(changes)
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


# ----------------------------------------------------------------------------- steps


def build_mode() -> str:
    """``source``, ``one-folder`` or ``one-file``: how this copy of the program runs."""
    meipass = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or not meipass:
        return "source"
    exe_dir = Path(sys.executable).resolve().parent
    bundle = Path(meipass).resolve()
    # One-folder: the bundle is the executable's folder or its _internal/ (PyInstaller 6),
    # or Contents/Frameworks of a macOS .app. One-file: a temporary _MEI* unpack folder.
    if bundle in (exe_dir, exe_dir / "_internal") or (
        bundle.name == "Frameworks" and bundle.parent == exe_dir.parent
    ):
        return "one-folder"
    return "one-file"


def step_environment(ctx: Context) -> str:
    return (
        f"{build_mode()} build, Python {sys.version.split()[0]}, "
        f"video driver {os.environ.get('SDL_VIDEODRIVER', '(default)')}, "
        f"user home {ctx.home}"
    )


def step_resource_paths(ctx: Context) -> str:
    from game import paths

    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass and Path(meipass) != paths.ROOT:
        raise Finding(f"frozen, but game.paths.ROOT is {paths.ROOT}, not {meipass}")
    missing = [p for p in (paths.ASSETS, paths.FONTS, paths.RULES) if not p.is_dir()]
    if missing:
        raise Finding(f"missing shipped folder(s): {', '.join(map(str, missing))}")
    fonts = sorted(p.name for p in paths.FONTS.glob("*.ttf"))
    if not fonts:
        raise Finding(f"no .ttf font in {paths.FONTS}")
    maps = sorted(paths.MAPS.glob("*.tmx")) if paths.MAPS.is_dir() else []
    return f"ROOT={paths.ROOT}: {len(fonts)} fonts, {len(maps)} maps"


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True


def step_user_folders(ctx: Context) -> str:
    from game import paths, userdirs

    forbidden = [paths.ROOT]
    if getattr(sys, "frozen", False):
        forbidden.append(Path(sys.executable).resolve().parent)
    # Where a real player's files would go (computed with the override lifted; nothing is
    # created there).
    with _environ({"ANDROMEDA_TABLE_HOME": ""}):
        real = [userdirs.saves_dir(), userdirs.settings_path(), userdirs.autosave_path()]
    for path in real:
        for folder in forbidden:
            if _inside(path, folder):
                raise Finding(f"user file {path} would be written inside {folder}")
    # And under the override, everything goes to the temporary home and is writable.
    for path in (userdirs.saves_dir(), userdirs.settings_path(), userdirs.autosave_path()):
        if not _inside(path, ctx.home):
            raise Finding(f"{path} ignores ANDROMEDA_TABLE_HOME={ctx.home}")
    for folder in (userdirs.saves_dir(), userdirs.config_dir()):
        probe = folder / "smoke-probe.txt"
        probe.parent.mkdir(parents=True, exist_ok=True)
        probe.write_text("ok", encoding="utf-8")
        if probe.read_text(encoding="utf-8") != "ok":
            raise Finding(f"{probe} did not read back what was written")
        probe.unlink()
    return f"saves would go to {real[0]}"


def check_data_files(root: Path) -> tuple[int, list[str]]:
    """Parse every shipped data file and map under ``root``; (files checked, problems)."""
    problems: list[str] = []
    count = 0
    for folder, pattern in ((root / "assets", "*.toml"), (root / "assets", "*.json"),
                            (root / "maps", "*.tmx"), (root / "maps", "*.tsx"),
                            (root / "maps", "*.tx")):
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob(pattern)):
            count += 1
            rel = path.relative_to(root).as_posix()
            try:
                if path.suffix == ".toml":
                    tomllib.loads(path.read_text(encoding="utf-8"))
                elif path.suffix == ".json":
                    json.loads(path.read_text(encoding="utf-8"))
                else:
                    ElementTree.parse(path)
            except (ValueError, ElementTree.ParseError, OSError, UnicodeDecodeError) as exc:
                problems.append(f"{rel}: {exc}")
    return count, problems


def step_shipped_data(ctx: Context) -> str:
    count, problems = check_data_files(ctx.root)
    maps = sorted((ctx.root / "maps").glob("*.tmx")) if (ctx.root / "maps").is_dir() else []
    loaded = 0
    try:
        tiled = importlib.import_module("game.boards.tiled")
    except ModuleNotFoundError:
        tiled = None
    if tiled is not None and not problems:
        for path in maps:
            try:
                tiled.load_map(path)
                loaded += 1
            except Exception as exc:  # a map that does not load is a finding
                problems.append(f"{path.relative_to(ctx.root).as_posix()}: {_reason(exc)}")
    validated = "validate_tree not built yet"
    try:
        validate = importlib.import_module("game.boards.validate")
    except ModuleNotFoundError as exc:
        if not (exc.name and "game.boards.validate".startswith(exc.name)):
            raise
    else:
        if not problems:
            found = list(validate.validate_tree(ctx.root))
            problems.extend(str(p) for p in found)
            validated = "validate_tree clean"
    if problems:
        more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
        raise Finding(f"{len(problems)} problem(s): " + "; ".join(problems[:3]) + more)
    return f"{count} files parse, {loaded} maps load, {validated}"


def is_blank(png: Path) -> tuple[bool, str]:
    """(True if every pixel of the image has the same colour, a description)."""
    import pygame

    image = pygame.image.load(str(png))
    w, h = image.get_size()
    data = pygame.image.tobytes(image, "RGB")
    if w == 0 or h == 0:
        return True, "empty image"
    first = data[:3]
    if data == first * (w * h):
        return True, f"{w}x{h}, every pixel is #{first.hex()}"
    # A rough colour count on a sampling grid, for the report only.
    step = max(1, (w * h) // 4096)
    colours = {data[i:i + 3] for i in range(0, len(data), 3 * step)}
    return False, f"{w}x{h}, {len(colours)}+ colours"


def _render(target: str, ctx: Context, **kwargs: Any) -> str:
    screenshot = _optional("game.screenshot")
    out = ctx.shots / f"{target}.png"
    screenshot.render(target, out, size=SHOT_SIZE, seed=SEED, **kwargs)
    if not out.is_file() or out.stat().st_size == 0:
        raise Finding(f"render({target!r}) wrote no PNG at {out}")
    blank, description = is_blank(out)
    if blank:
        raise Finding(f"the {target} screen is blank: {description}")
    return description


def step_screen(ctx: Context, target: str) -> str:
    return _render(target, ctx, players=None, moves=0)


def step_first_frame(ctx: Context) -> str:
    """Open the real application window (on SDL's dummy driver when headless), run its
    frame loop until the title screen is presented, and check the window title and that
    the presented frame is not blank. Reports the time to that first frame: since
    ``ANDROMEDA_LAUNCH_TIME`` (the launcher's ``time.time()`` just before starting this
    process; ``build.py --measure-startup`` sets it), else since ``App()`` was created."""
    app_module = _optional("game.engine.app")
    title_module = _optional("game.scenes.title")
    import pygame

    app = app_module.App(save_settings=False)
    try:
        app.push(title_module.TitleScene(app))
        deadline = time.monotonic() + 20
        while app.first_present_at is None and time.monotonic() < deadline:
            if not app.step():
                break
        if app.first_present_at is None:
            raise Finding("the title screen never presented a frame")
        at_wall = time.time() - (time.monotonic() - app.first_present_at)
        since_app = app.first_present_at - app.created_at
        caption = pygame.display.get_caption()[0]
        if caption != app_module.TITLE:
            raise Finding(f"the window title is {caption!r}, not {app_module.TITLE!r}")
        window = pygame.display.get_surface()
        if window is None:
            raise Finding("the app shows no window")
        pixels = pygame.image.tobytes(window, "RGB")
        w, h = window.get_size()
        if pixels == pixels[:3] * (w * h):
            raise Finding(f"the first frame presented in the window is blank ({w}x{h})")
    finally:
        app.close()
    launch = os.environ.get("ANDROMEDA_LAUNCH_TIME")
    if launch:
        return (f"first frame {at_wall - float(launch):.3f} s after launch "
                f"({since_app:.3f} s after App()), window {w}x{h} {caption!r}")
    return f"first frame {since_app:.3f} s after App(), window {w}x{h} {caption!r}"


def _json_normal(data: Any) -> Any:
    return json.loads(json.dumps(data, sort_keys=True))


def smoke_levels(bot_levels: Sequence[str], seats: int) -> list[str]:
    """Bot levels for a smoke game: the two weakest levels alternate over the seats, so
    the random fuzzer and the first real heuristic both run, but no slow search bot."""
    pool = list(bot_levels[:2]) or ["random"]
    return [pool[i % len(pool)] for i in range(seats)]


def step_game(ctx: Context, game_id: str) -> str:
    from game.core.catalogue import get_game
    from game.core.saves import load_session, save_session
    from game.core.session import PLAYER_COLOURS, Seat, Session
    from game.userdirs import saves_dir

    game = get_game(game_id)
    levels = smoke_levels(game.bot_levels, game.min_players)
    seats = [Seat(f"Bot {i + 1}", PLAYER_COLOURS[i], lvl) for i, lvl in enumerate(levels)]
    session = Session.start(game, seats, SEED)
    start = time.perf_counter()
    while not session.state.is_over:
        if len(session.log) >= MAX_ACTIONS or time.perf_counter() - start > MAX_SECONDS:
            break
        pending = session.pending_bots()
        if not pending:
            raise Finding(f"no seat can act after {len(session.log)} actions")
        session.apply(session.bot_action(pending[0]))
    played = len(session.log)
    if session.state.is_over:
        session.state.outcome()  # scoring must work on a finished game
    path = saves_dir() / f"smoke-{game_id}.json"
    save_session(session, path)
    if not _inside(path, ctx.home):
        raise Finding(f"the save went to {path}, outside the user folder {ctx.home}")
    loaded = load_session(path)
    if _json_normal(loaded.state.to_dict()) != _json_normal(session.state.to_dict()):
        raise Finding("the reloaded state differs from the saved one")
    if [a.to_dict() for a in loaded.actions] != [a.to_dict() for a in session.actions]:
        raise Finding("the reloaded action list differs from the saved one")
    end = "to the end" if session.state.is_over else "stopped early"
    return f"{played} actions ({', '.join(levels)}), {end}; saved and reloaded identical"


def step_game_screen(ctx: Context, game_id: str) -> str:
    return _render(game_id, ctx, players=None, moves=20)


#: playouts of the smoke test's Hard decision: fixed, so it is the inline one exactly
HARD_PLAYOUTS = 16


def step_hard_bot_process(ctx: Context) -> str:
    """One Hard decision made in the bot process (a second copy of this program, started
    the way a packaged build must start it), equal to the same decision made inline."""
    from game.core.catalogue import built_games, get_game
    from game.core.search import SearchBot, SearchBudget
    from game.core.session import PLAYER_COLOURS, Seat, Session
    from game.engine.botworker import BotWorker

    game = next((get_game(g) for g in built_games() if "hard" in get_game(g).bot_levels),
                None)
    if game is None:
        raise Skipped("no game has a Hard bot yet")
    seats = [Seat(f"Bot {i + 1}", PLAYER_COLOURS[i], "hard") for i in range(game.min_players)]
    session = Session.start(game, seats, SEED)
    session.bot_budget = SearchBudget(playouts=HARD_PLAYOUTS)
    for _ in range(MAX_ACTIONS):  # on to a decision the search really makes
        seat = session.pending_bots()[0]
        bot = session.bot_for(seat)
        if not isinstance(bot, SearchBot):
            raise Finding(f"{game.title}: the Hard level is not the search bot")
        inline = bot.choose(session.state.view(seat))
        if bot.last is not None and bot.last.playouts:
            break
        session.apply(inline)
    else:
        raise Finding(f"{game.title}: the Hard bot never searched")
    worker = BotWorker()
    try:
        start = time.perf_counter()
        request = worker.decide("smoke", session, seat)
        if not request.wait(120):
            raise Finding("the bot process gave no decision in 120 s")
        made = request.result()
        took = time.perf_counter() - start
        pid = worker.process.pid
    finally:
        worker.close()
    if pid is None or pid == os.getpid():
        raise Finding("the Hard decision was not made in the bot process")
    if made != inline:
        raise Finding(f"the bot process chose {made}, the same bot inline chose {inline}")
    return (f"{game.title}: {made} after {request.playouts} playouts in process {pid}, "
            f"as inline ({took:.2f} s with the process start)")


# ----------------------------------------------------------------------------- driver


def plan(ctx: Context, only: Sequence[str] | None = None) -> list[tuple[str, Callable[[], str]]]:
    """The steps to run, in order; with ``only``, the steps whose names start with one of
    those prefixes. Games are those the catalogue reports as built; finding them imports
    every game's rules, so that is skipped when no game step is wanted (the start-up
    measurement runs only "first frame", and the title screen imports no rules either)."""
    from game.core.catalogue import GAME_IDS, built_games

    def wanted(name: str) -> bool:
        return not only or any(name.startswith(prefix) for prefix in only)

    steps: list[tuple[str, Callable[[], str]]] = [
        ("environment", lambda: step_environment(ctx)),
        ("resource paths", lambda: step_resource_paths(ctx)),
        ("user folders", lambda: step_user_folders(ctx)),
        ("shipped data", lambda: step_shipped_data(ctx)),
        ("first frame", lambda: step_first_frame(ctx)),
    ]
    for target in SCREENS:
        steps.append((f"screen {target}", partial(step_screen, ctx, target)))
    if any(wanted(f"game {g}") or wanted(f"screen {g}") for g in GAME_IDS):
        for game_id in built_games():
            steps.append((f"game {game_id}", partial(step_game, ctx, game_id)))
            steps.append((f"screen {game_id}", partial(step_game_screen, ctx, game_id)))
    steps.append(("hard bot process", lambda: step_hard_bot_process(ctx)))
    return [(name, step) for name, step in steps if wanted(name)]


def run_smoke_test(
    *,
    headless: bool = True,
    root: Path | None = None,
    only: Sequence[str] | None = None,
    out: Callable[[str], None] | None = None,
) -> int:
    """Run every smoke step; print one line per step and a summary; 0 only if none failed.

    ``root`` checks the shipped data of another tree (tests use a copy with a broken file);
    ``only`` keeps the steps whose name starts with one of the given prefixes; ``out``
    receives each line instead of standard output. The user's environment is restored
    afterwards and the temporary folder removed."""
    report = _Reporter(out)
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="andromeda-smoke-", ignore_cleanup_errors=True) as tmp:
        home = Path(tmp) / "home"
        shots = Path(tmp) / "shots"
        shots.mkdir(parents=True)
        changes = {"ANDROMEDA_TABLE_HOME": str(home), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        if headless:
            changes |= {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        with _environ(changes):
            from game import paths

            ctx = Context(root=Path(root) if root is not None else paths.ROOT, home=home,
                          shots=shots)
            if only is None and os.environ.get("ANDROMEDA_SMOKE_ONLY"):
                only = [p.strip() for p in os.environ["ANDROMEDA_SMOKE_ONLY"].split(",")]
            try:
                steps = plan(ctx, only)
            except Exception as exc:  # the catalogue itself is broken
                report(f"{FAIL}  {'plan':<22} {_reason(exc)}")
                report("smoke test: FAILED (could not list the games)")
                return 1
            results = []
            for name, step in steps:
                result = _run_step(name, step)
                results.append(result)
                report(result.line())
    counts = {s: sum(r.status == s for r in results) for s in (PASS, SKIP, FAIL)}
    verdict = "FAILED" if counts[FAIL] else "OK"
    report(
        f"smoke test: {verdict}: {counts[PASS]} passed, {counts[SKIP]} skipped, "
        f"{counts[FAIL]} failed in {time.perf_counter() - began:.1f} s ({build_mode()} build)"
    )
    for result in results:
        if result.status == FAIL:
            report(f"  failed: {result.name}: {result.detail}")
    return 1 if counts[FAIL] else 0


if __name__ == "__main__":
    sys.exit(run_smoke_test())
