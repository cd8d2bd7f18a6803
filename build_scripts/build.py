"""Build the double-clickable executable for the operating system this runs on.

    .venv/bin/python build_scripts/build.py                 one-file executable
    .venv/bin/python build_scripts/build.py --onedir        one-folder build instead
    .venv/bin/python build_scripts/build.py --both          both
    .venv/bin/python build_scripts/build.py --smoke-test    build, then run the result's
                                                            --smoke-test headless
    .venv/bin/python build_scripts/build.py --both --no-build --measure-startup 5
                                                            time start-up to first frame

Output goes to ``dist/``, named with the version from pyproject.toml and the platform:

* one-file:   ``dist/andromeda-table-0.1.0-linux-x86_64`` (``.exe`` on Windows)
* one-folder: ``dist/andromeda-table-0.1.0-linux-x86_64-folder/andromeda-table``
  (plus ``dist/Andromeda Table.app`` on macOS)

The PyInstaller recipe itself is ``build_scripts/andromeda-table.spec``. Each build
prints where the result is, its size and how long it took. ``--smoke-test`` runs the
built executable with ``--smoke-test`` (SDL dummy drivers, temporary user folder) and
fails when it fails, or when it skips a step that passes from source (a module or data
file the bundle left out).
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "andromeda-table.spec"
APP = "andromeda-table"
APP_TITLE = "Andromeda Table"
LABELS = {"onefile": "one-file", "onedir": "one-folder"}
#: The smoke test of a built executable must finish within this many seconds.
SMOKE_TIMEOUT = 600

_SYSTEMS = {"linux": "linux", "windows": "windows", "darwin": "macos"}
_MACHINES = {"amd64": "x86_64", "x86_64": "x86_64", "x64": "x86_64", "aarch64": "arm64",
             "arm64": "arm64", "i386": "x86", "i686": "x86", "x86": "x86"}


class BuildError(Exception):
    """A build that did not produce a working executable; the message says why."""


def read_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """``[project] version`` from pyproject.toml, the one place the version lives."""
    with pyproject.open("rb") as fh:
        data = tomllib.load(fh)
    try:
        version = data["project"]["version"]
    except KeyError:
        raise BuildError(f"{pyproject}: no [project] version") from None
    if not isinstance(version, str) or not version:
        raise BuildError(f"{pyproject}: [project] version must be a non-empty string")
    return version


def game_modules(root: Path = ROOT) -> list[str]:
    """Every module of the ``game`` package, found by walking its folder: the spec gives
    them to PyInstaller as hidden imports, because the catalogue imports each game's
    rules and view with importlib. Walking files (not ``pkgutil``) also finds modules in a
    folder that lacks ``__init__.py`` (a namespace package), which
    ``collect_submodules`` silently skips."""
    names = set()
    for path in (root / "game").rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        if "__pycache__" in parts or not all(part.isidentifier() for part in parts):
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.add(".".join(parts))
    return sorted(names)


def platform_tag(system: str | None = None, machine: str | None = None) -> str:
    """``linux-x86_64``, ``windows-x86_64``, ``macos-arm64``...: the OS and CPU a build
    runs on (PyInstaller builds only for the machine it runs on)."""
    system = (system or platform.system()).lower()
    machine = (machine or platform.machine()).lower()
    return f"{_SYSTEMS.get(system, system)}-{_MACHINES.get(machine, machine)}"


def artifact_name(version: str, tag: str, onedir: bool = False) -> str:
    """The file (one-file) or folder (one-folder) name of a build."""
    return f"{APP}-{version}-{tag}" + ("-folder" if onedir else "")


def executable_path(dist: Path, name: str, onedir: bool, system: str | None = None) -> Path:
    """Where PyInstaller puts the executable for ``name`` in ``dist``."""
    exe = ".exe" if (system or platform.system()).lower() == "windows" else ""
    if onedir:
        return dist / name / f"{APP}{exe}"
    return dist / f"{name}{exe}"


def size_of(path: Path) -> int:
    """Bytes of a file, or of every file in a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def human_size(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="build.py", description=f"Build the {APP_TITLE} executable with PyInstaller."
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--onedir", action="store_true",
                      help="make a one-folder build instead of a one-file executable")
    mode.add_argument("--both", action="store_true", help="make both kinds")
    parser.add_argument("--smoke-test", action="store_true",
                        help="run each built executable's --smoke-test headless afterwards")
    parser.add_argument("--no-build", action="store_true",
                        help="do not build; use the executables already in --dist")
    parser.add_argument("--smoke-only", action="store_true",
                        help="short for --no-build --smoke-test")
    parser.add_argument("--measure-startup", type=int, default=0, metavar="RUNS",
                        help="time process start to first frame, RUNS times for each "
                        "build and from source, and print the medians")
    parser.add_argument("--archive", action="store_true",
                        help="also zip each one-folder build (and the macOS .app) for upload")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="output folder (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder (default: build/pyinstaller/)")
    parser.add_argument("--clean", action="store_true",
                        help="empty PyInstaller's cache before building")
    parser.add_argument("--log-level", default="WARN",
                        choices=("TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL"),
                        help="PyInstaller's log level (default: WARN)")
    args = parser.parse_args(argv)
    args.modes = ["onefile", "onedir"] if args.both else ["onedir" if args.onedir else "onefile"]
    if args.smoke_only:
        args.smoke_test = args.no_build = True
    if args.measure_startup < 0:
        parser.error("--measure-startup: RUNS must be 0 or more")
    return args


def pyinstaller_args(args: argparse.Namespace, mode: str, name: str, version: str) -> list[str]:
    """The PyInstaller command line (after ``pyinstaller``) for one build."""
    cmd = [
        str(SPEC),
        "--noconfirm",
        "--distpath", str(args.dist),
        "--workpath", str(args.work / mode),
        "--log-level", args.log_level,
    ]
    if args.clean:
        cmd.append("--clean")
    return [*cmd, "--", "--mode", mode, "--name", name, "--version", version]


@dataclass
class Built:
    mode: str
    path: Path  # the file (one-file) or folder (one-folder) to ship
    executable: Path
    size: int
    seconds: float


def build(args: argparse.Namespace, mode: str, version: str, tag: str) -> Built:
    """Run PyInstaller for one mode (in a child process, so that the spec's ``sys.argv``
    and PyInstaller's global state never leak into this one)."""
    onedir = mode == "onedir"
    name = artifact_name(version, tag, onedir)
    cmd = [sys.executable, "-m", "PyInstaller", *pyinstaller_args(args, mode, name, version)]
    print(f"building {mode}: {name} ...", flush=True)
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=ROOT, check=False)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed ({mode}, exit code {result.returncode})")
    executable = executable_path(args.dist, name, onedir)
    if not executable.is_file():
        raise BuildError(f"PyInstaller reported success but {executable} is missing")
    shipped = args.dist / name
    if not onedir:
        shipped = executable
    built = Built(mode, shipped, executable, size_of(shipped), seconds)
    print(f"built {mode}: {built.path}")
    print(f"  size {human_size(built.size)}, build took {built.seconds:.0f} s", flush=True)
    if platform.system() == "Darwin" and onedir:
        print(f"  macOS app bundle: {args.dist / (APP_TITLE + '.app')}")
    return built


def archive(folder: Path, zip_name: str | None = None) -> Path:
    """Zip a one-folder build (or a macOS .app) next to it; returns the .zip. macOS uses
    ``ditto``, which keeps the symbolic links inside an app bundle (code signing needs
    them); elsewhere the standard zip format keeps the files' permission bits."""
    target = folder.with_name(zip_name or folder.name + ".zip")
    target.unlink(missing_ok=True)
    if platform.system() == "Darwin":
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(folder), str(target)],
                       check=True)
    else:
        shutil.make_archive(str(target.with_suffix("")), "zip", folder.parent, folder.name)
    print(f"archived {target} ({human_size(target.stat().st_size)})")
    return target


def smoke_env(log: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                "ANDROMEDA_SMOKE_LOG": str(log), "PYTHONUNBUFFERED": "1"})
    env.pop("ANDROMEDA_TABLE_HOME", None)  # the smoke test makes its own temporary one
    return env


def run_smoke(
    command: Sequence[str], timeout: float = SMOKE_TIMEOUT, cwd: Path | None = None
) -> tuple[int, list[str]]:
    """Run a smoke test command; (exit code, its report lines). The report is read from
    ``ANDROMEDA_SMOKE_LOG`` because a windowed Windows build has no standard output.
    An executable runs in an empty temporary folder, so nothing can depend on the
    current directory."""
    with tempfile.TemporaryDirectory(prefix="andromeda-build-smoke-") as tmp:
        log = Path(tmp) / "smoke.log"
        try:
            proc = subprocess.run(list(command), env=smoke_env(log), cwd=cwd or tmp,
                                  timeout=timeout,
                                  capture_output=True, text=True, check=False)
        except subprocess.TimeoutExpired:
            return 124, [f"FAIL  timeout: no result after {timeout:.0f} s"]
        lines = log.read_text(encoding="utf-8").splitlines() if log.is_file() else []
        if not lines:  # it died before the smoke test could start: show why
            lines = (proc.stdout + proc.stderr).strip().splitlines()[-20:]
        return proc.returncode, lines


def passed_steps(lines: Sequence[str]) -> set[str]:
    """Names of the steps a smoke report marks as passed."""
    names = set()
    for line in lines:
        if line.startswith("PASS  "):
            names.add(line[6:].split("  ")[0].strip())
    return names


def smoke_test(executable: Path, reference: set[str] | None) -> None:
    """Run ``executable --smoke-test``; BuildError if it fails, or if it does not pass
    every step that ``reference`` (the source tree's run) passed."""
    print(f"smoke test: {executable} --smoke-test", flush=True)
    start = time.perf_counter()
    code, lines = run_smoke([str(executable), "--smoke-test"])
    for line in lines:
        print(f"  {line}")
    print(f"  (exit code {code}, {time.perf_counter() - start:.1f} s)", flush=True)
    if code != 0:
        raise BuildError(f"the smoke test of {executable.name} failed (exit code {code})")
    if reference is not None:
        missing = sorted(reference - passed_steps(lines))
        if missing:
            raise BuildError(
                f"{executable.name} does not pass what the source tree passes: "
                f"{', '.join(missing)} (a module or data file missing from the bundle?)"
            )


def source_reference() -> set[str]:
    """The steps the smoke test passes when run from source with this Python."""
    code, lines = run_smoke([sys.executable, "-m", "game", "--smoke-test"], cwd=ROOT)
    if code != 0:
        detail = "\n".join(f"  {line}" for line in lines)
        raise BuildError(f"the smoke test fails from source already:\n{detail}")
    return passed_steps(lines)


_FIRST_FRAME = re.compile(r"first frame (\d+(?:\.\d+)?) s after launch")


def _children_cpu() -> float | None:
    """CPU seconds used so far by finished child processes (POSIX only)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def startup_seconds(command: Sequence[str]) -> float:
    """Seconds from starting ``command`` to its first presented frame: the child's smoke
    test runs only its "first frame" step and reports the time since
    ``ANDROMEDA_LAUNCH_TIME``, the wall-clock time set here just before the launch. For
    a one-file build this includes unpacking the bundle, as a player would wait."""
    with tempfile.TemporaryDirectory(prefix="andromeda-startup-") as tmp:
        log = Path(tmp) / "smoke.log"
        env = smoke_env(log) | {"ANDROMEDA_SMOKE_ONLY": "first frame"}
        env["ANDROMEDA_LAUNCH_TIME"] = repr(time.time())
        subprocess.run(list(command), env=env, cwd=ROOT, capture_output=True,
                       timeout=SMOKE_TIMEOUT, check=False)
        text = log.read_text(encoding="utf-8") if log.is_file() else ""
    match = _FIRST_FRAME.search(text)
    if match is None:
        raise BuildError(f"no first-frame time from {' '.join(command)}: {text.strip()!r}")
    return float(match.group(1))


def measure_startup(commands: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    """Start-up times, ``runs`` per command, interleaved so that a busy moment of the
    machine does not fall on one build only. Prints the median and the slowest run, and
    (POSIX) the median CPU time of a whole run, which a busy machine does not inflate."""
    times: dict[str, list[float]] = {label: [] for label in commands}
    cpu: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(runs):
        for label, command in commands.items():
            before = _children_cpu()
            times[label].append(startup_seconds(command))
            after = _children_cpu()
            if before is not None and after is not None:
                cpu[label].append(after - before)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    busy = f", load average {load:.1f} on {os.cpu_count()} CPUs" if load is not None else ""
    print(f"start-up to the first frame ({runs} runs each, SDL dummy video driver{busy}):")
    for label, values in times.items():
        spent = f", CPU of a whole run {statistics.median(cpu[label]):.2f} s" if cpu[label] else ""
        print(f"  {label:<11} median {statistics.median(values):.2f} s, "
              f"slowest {max(values):.2f} s{spent}")
    return times


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    args.dist = args.dist.resolve()
    args.work = args.work.resolve()
    try:
        version = read_version()
        tag = platform_tag()
        executables: dict[str, Path] = {}
        if args.no_build:
            for mode in args.modes:
                name = artifact_name(version, tag, mode == "onedir")
                executables[mode] = executable_path(args.dist, name, mode == "onedir")
        else:
            total = time.perf_counter()
            for mode in args.modes:
                built = build(args, mode, version, tag)
                executables[mode] = built.executable
                if args.archive and mode == "onedir":
                    archive(built.path)
                    app = args.dist / f"{APP_TITLE}.app"
                    if platform.system() == "Darwin" and app.is_dir():
                        archive(app, f"{artifact_name(version, tag)}-app.zip")
            print(f"all builds took {time.perf_counter() - total:.0f} s")
        for executable in executables.values():
            if not executable.is_file():
                raise BuildError(f"{executable} does not exist; build it first")
        if args.smoke_test:
            reference = source_reference()
            for executable in executables.values():
                smoke_test(executable, reference)
            print("smoke test of the build: OK")
        if args.measure_startup:
            commands = {"source": [sys.executable, "-m", "game", "--smoke-test"]}
            commands |= {LABELS[mode]: [str(exe), "--smoke-test"]
                         for mode, exe in executables.items()}
            measure_startup(commands, args.measure_startup)
    except BuildError as exc:
        print(f"build.py: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
