"""The application: window, logical canvas, scene stack and the frame loop.

Everything is drawn on one 1920x1080 canvas, scaled (letterboxed, aspect kept) to the
window, so layouts are written once for every screen size, fullscreen or touch table.
Frames are capped at 60 per second and redraw only when a scene is dirty or animating, a
toast changes, or the window changes. The clock is :func:`time.monotonic`.

When nothing moves (no scene animating or dirty: no animation, no bot thinking, no
countdown; no key held) the loop goes still (:meth:`App.idle`): it runs no frame, only
looks at the event queue, and sleeps on a flag that a bot decision raises
(:data:`game.engine.botworker.listeners`); the first input or decision, a toast running
out, or :data:`IDLE_MAX` seconds end the stillness. ``pygame.event.wait`` would be the
obvious way to block, but pygame-ce implements it as a 1 ms polling loop (measured: 2-3 %
of a core without a timeout, a whole core with one), so the still loop looks at the queue
:data:`IDLE_POLL` times a second (input answered within a frame), and after
:data:`IDLE_SLOW_AFTER` seconds of nothing at all :data:`IDLE_POLL_SLOW` times a second
(waking a process 60 times a second costs 0.3-0.6 % of a core on its own, measured).
"""

from __future__ import annotations

import dataclasses
import logging
import os
import sys
import threading
import time

import pygame

from game.engine import botworker, display, memory
from game.engine import settings as settings_mod
from game.engine import sound as sound_mod
from game.engine.farewell import draw_card, farewell_text, hold
from game.engine.input import Viewport, translate
from game.engine.roles import Screen
from game.engine.sound import Sound
from game.engine.text import Fonts
from game.engine.theme import Theme
from game.engine.toasts import Toasts
from game.paths import ASSETS

log = logging.getLogger(__name__)

CANVAS: tuple[int, int] = (1920, 1080)
#: a frame that changed at most this share of the canvas is presented smoothly, only
#: what changed (App.present); and the margin scaled around each changed area
SMALL_CHANGE, AREA_MARGIN = 0.25, 6
FPS = 60
TITLE = "Andromeda Table"
#: times a second a still app looks at its event queue (the reaction time to input)...
IDLE_POLL = 60
#: ...and after this many seconds with no input, no decision and no frame...
IDLE_SLOW_AFTER = 2.0
#: ...this many times a second (a first input after a long stillness waits up to 50 ms)
IDLE_POLL_SLOW = 20
#: the longest stillness (s) without a frame: a scene's timer that does not report itself
#: as ``animating`` is late by at most this much, never stuck
IDLE_MAX = 0.5


class App:
    """Owns the window, settings, fonts, theme, sound, toasts and the scene stack."""

    def __init__(
        self,
        window: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
        *,
        save_settings: bool = True,
    ) -> None:
        self.created_at = time.monotonic()
        _name_the_window_class()
        pygame.display.init()
        pygame.font.init()
        loaded = settings_mod.load(repair=save_settings)
        self.settings = loaded.settings
        self.notice: str | None = loaded.message
        self.save_settings_enabled = save_settings
        #: the table-mode setting as the settings file keeps it while table mode is on
        #: for this run only (``play --table``); None: the setting is the file's
        self._kept_table_mode: bool | None = None
        if window is not None:
            self.settings.window = window
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.theme = Theme.load()
        self.fonts = Fonts()
        self.sound = Sound(self.settings.volume)
        sound_mod.press_sound = self.sound.play  # what a pressed button plays
        self.toasts = Toasts()
        #: what scenes draw on: the window itself when it is the canvas's size (no copy
        #: per frame), else a surface of its own, scaled into the window (set by
        #: :meth:`use_canvas` once the window is open)
        self.canvas: pygame.Surface
        #: off-screen canvases made by :meth:`use_canvas`, by size
        self._canvases: dict[tuple[int, int], pygame.Surface] = {}
        #: the size scenes draw at (the canvas may be the window surface itself, whose size
        #: follows the window)
        self.canvas_size: tuple[int, int] = CANVAS
        #: the window rectangles the last draw changed, when the scene drew straight into
        #: the window and said so (table mode: a 4K window is costly to copy whole); None:
        #: all of it
        self.changed_rects: list[pygame.Rect] | None = None
        self.stack: list[Screen] = []
        #: the scene whose picture alone the canvas holds since the last draw (None: a
        #: toast or an overlay was drawn over it, or nothing was drawn yet)
        self.canvas_owner: Screen | None = None
        self.running = True
        self.farewell: str | None = None  # what the closing card said
        self.dirty = True
        self.pointer_pos: tuple[int, int] = (0, 0)
        self.frames = 0
        #: the estimated cost (ms) of the costly work the frame running now did so far
        #: besides drawing (a step of rehearsing the next auction screen): a screen that
        #: spreads its own work over frames counts it as spent (the table's still picture)
        self.frame_work = 0.0
        self.presented = 0
        self.first_present_at: float | None = None
        self._rough = False  # the last present used the fast, rough scaling
        self._last = time.monotonic()
        #: raised by a bot decision (from the worker) to end the loop's stillness
        self._wake = threading.Event()
        botworker.listeners.append(self._wake.set)
        #: events taken from the queue while still, handled by the next frame first
        self._early: list[pygame.event.Event] = []
        #: keys down now (a held key may drive something each frame)
        self.keys_held: set[int] = set()
        #: when the app last had input, a decision or a frame that moved (the still loop
        #: polls slower a while after it)
        self._active_at = time.monotonic()
        self.screen = self._open_window()
        self.use_canvas(self.canvas_size)  # the window itself when it is 1920x1080
        if self.notice:
            log.warning("%s", self.notice)

    # ------------------------------------------------------------ window
    def _open_window(self) -> pygame.Surface:
        """Open or change the window as the settings say (see :mod:`game.engine.display`):
        fullscreen over the window's display, or a window fitted to the usable desktop.
        ``settings.fullscreen`` then tells the real state, for the settings screen."""
        pygame.display.set_caption(TITLE)
        _set_window_icon()
        screen = None
        if self.settings.fullscreen:
            try:
                screen = display.open_fullscreen()
            except pygame.error as exc:
                self.toast(f"Fullscreen is not available here ({exc})", error=True)
        if screen is None:
            screen = display.open_windowed(self.settings.window)
            wanted = tuple(self.settings.window)
            if screen.get_size() != wanted and not pygame.display.is_fullscreen():
                w, h = screen.get_size()
                notice = (f"{wanted[0]} x {wanted[1]} does not fit this screen: "
                          f"the window is {w} x {h}")
                if notice not in (text for text, _, _ in self.toasts.items):
                    self.toast(notice)
        self.settings.fullscreen = pygame.display.is_fullscreen()
        self.dirty = True
        return screen

    def apply_window_settings(self) -> None:
        """Reopen the window after a change of size or fullscreen in the settings."""
        self.screen = self._open_window()
        self.use_canvas(self.canvas_size)

    def use_canvas(self, size: tuple[int, int]) -> None:
        """Draw on a canvas of ``size`` from now on (table mode draws at the screen's own
        resolution; every other screen on the 1920x1080 :data:`CANVAS`). A canvas of the
        window's size is the window itself, so nothing is copied to present it."""
        size = (int(size[0]), int(size[1]))
        self.canvas_size = size
        if self.screen.get_size() == size:
            self.canvas = self.screen
        else:  # kept per size (a table switches back and forth), in the window's format
            self.ready_canvas(size)
            self.canvas = self._canvases[size]
        self.viewport = Viewport(size, self.screen.get_size())
        self.dirty = True

    def ready_canvas(self, size: tuple[int, int]) -> bool:
        """Make the off-screen canvas of ``size`` ahead of a :meth:`use_canvas` that will
        want it (a table pushing a screen drawn at 1080p, ...); False when there was
        nothing to make (it is the window's size, or made already)."""
        size = (int(size[0]), int(size[1]))
        kept = self._canvases.get(size)
        if self.screen.get_size() == size or (
                kept is not None and kept.get_bitsize() == self.screen.get_bitsize()):
            return False
        self._canvases[size] = pygame.Surface(size, 0, self.screen)
        return True

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_window_settings()
        self.save_settings()

    def table_mode_for_this_run(self) -> None:
        """Table mode on until the app closes while the settings file keeps its own
        choice (``play --table`` is one run's wish, not a new setting)."""
        if self._kept_table_mode is None:
            self._kept_table_mode = self.settings.table_mode
        self.settings.table_mode = True

    def set_table_mode(self, on: bool) -> None:
        """The player's choice of table mode (Settings): kept in the settings file."""
        self._kept_table_mode = None
        self.settings.table_mode = on

    def save_settings(self) -> None:
        self.sound.volume = self.settings.volume
        if not self.save_settings_enabled:
            return
        kept = self.settings
        if self._kept_table_mode is not None:
            kept = dataclasses.replace(kept, table_mode=self._kept_table_mode)
        try:
            settings_mod.save(kept)
        except OSError as exc:
            self.toast(f"Settings could not be saved: {exc}", error=True)

    # ------------------------------------------------------------ scene stack
    @property
    def top(self) -> Screen | None:
        return self.stack[-1] if self.stack else None

    def showing(self, scene: object) -> bool:
        """True when ``scene`` is on top: drawn last, and given the input."""
        return self.top is scene

    def push(self, scene: Screen) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()
        self.dirty = True

    def pop(self) -> Screen | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        self.dirty = True
        return scene

    def replace(self, scene: Screen) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()
        self.dirty = True

    def reset(self, scene: Screen) -> None:
        """Clear the whole stack and start again from ``scene`` (e.g. quit to title)."""
        while self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()
        self.dirty = True

    def quit(self) -> None:
        self.running = False

    def toast(self, text: str, error: bool = False, board: bool = False) -> None:
        """Show a toast (``board``: about the game's board, gone with it)."""
        self.toasts.show(text, error=error, board=board)
        if error:
            self.sound.play("error")
        self.dirty = True

    # ------------------------------------------------------------ frame
    def process_event(self, raw: pygame.event.Event) -> None:
        if raw.type == pygame.KEYDOWN:
            self.keys_held.add(raw.key)
        elif raw.type == pygame.KEYUP:
            self.keys_held.discard(raw.key)
        elif raw.type == pygame.WINDOWFOCUSLOST:
            self.keys_held.clear()  # the key-up goes to another window
        if raw.type == pygame.QUIT:
            self.farewell = self.say_farewell()  # "saved, continue any time" mid-game
            self.running = False
            return
        if raw.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface() or self.screen
            self.settings.fullscreen = pygame.display.is_fullscreen()
            self.use_canvas(self.canvas_size)
            return
        if raw.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.dirty = True
            return
        event = translate(raw, self.viewport)
        if event is None:
            return
        if hasattr(event, "pos") and event.type != raw.type:
            self.pointer_pos = event.pos
        if (event.type == pygame.KEYDOWN
                and self.settings.bindings.command(event) == "fullscreen"):
            self.toggle_fullscreen()
            return
        top = self.top
        if top is not None:
            top.handle(event)

    def visible_scenes(self) -> list[Screen]:
        """The top scene and, below overlays, the scenes that show through."""
        scenes: list[Screen] = []
        for scene in reversed(self.stack):
            scenes.append(scene)
            if not scene.overlay:
                break
        return list(reversed(scenes))

    def needs_draw(self) -> bool:
        return self.dirty or any(s.dirty or s.animating for s in self.visible_scenes())

    def draw(self) -> pygame.Surface:
        """Draw the visible scenes and toasts on the canvas (no flip)."""
        self.changed_rects = None
        scenes = self.visible_scenes()
        for scene in scenes:
            scene.draw(self.canvas)
            scene.dirty = False
        if self.toasts.active:
            self.toasts.draw(self.canvas, self, scenes[-1].toast_room())
            self.changed_rects = None
        self.canvas_owner = scenes[0] if len(scenes) == 1 and not self.toasts.active else None
        self.dirty = False
        return self.canvas

    def canvas_holds(self, scene: object, surface: pygame.Surface) -> bool:
        """Whether ``surface`` is the canvas and still holds exactly the picture ``scene``
        drew on it last (nothing drawn over it since, no app-wide redraw asked): the scene
        may then draw only what changed."""
        return (surface is self.canvas and self.canvas_owner is scene and not self.dirty)

    def present(self, smooth: bool = True) -> None:
        """Scale the canvas into the window (letterboxed) and flip.

        ``smooth=False`` (frames of an animation) scales by nearest pixel, 2-3 times
        faster than ``smoothscale`` (6 ms against 16 ms at 1600x900); the still frame
        after the animation is presented smoothly again. A frame that changed only a
        little of the canvas (:attr:`changed_rects`: a bot's thinking indicator, a
        piece gliding) is presented smoothly whatever ``smooth`` says, only those areas
        when the window holds a smooth picture (:meth:`present_areas`): while a bot
        thought, its turning indicator kept the whole window roughly scaled, every
        label jagged in a small window ("Sklp" for "Skip" at 1280x720)."""
        window = self.screen
        areas = self.changed_rects
        small = areas is not None and (sum(a.width * a.height for a in areas)
                                       <= self.canvas.get_width() * self.canvas.get_height()
                                       * SMALL_CHANGE)
        if self.canvas is window:
            smooth = True
        elif window.get_size() == self.canvas.get_size():
            window.blit(self.canvas, (0, 0))
            smooth = True
        elif small and not self._rough and areas is not None:
            updated = self.present_areas(areas)
            if updated:
                pygame.display.update(updated)
            self.presented += 1
            return
        else:
            smooth = smooth or small
            rect = self.viewport.rect
            window.fill((0, 0, 0))
            if rect.width > 0 and rect.height > 0:
                scale = pygame.transform.smoothscale if smooth else pygame.transform.scale
                window.blit(scale(self.canvas, rect.size), rect)
        self._rough = not smooth
        if self.canvas is window and areas is not None:
            pygame.display.update(areas)
        else:
            pygame.display.flip()
        self.presented += 1
        if self.first_present_at is None:
            self.first_present_at = time.monotonic()

    def present_areas(self, areas: list[pygame.Rect]) -> list[pygame.Rect]:
        """Scale ``areas`` of the canvas smoothly into the window over the smooth picture
        it holds; the window rectangles changed. Each is scaled with a margin around it
        (the filter reads neighbouring pixels) and only its own part is copied."""
        view, scale = self.viewport.rect, self.viewport.scale
        bounds = self.canvas.get_rect()
        updated = []
        for area in areas:
            src = area.inflate(2 * AREA_MARGIN, 2 * AREA_MARGIN).clip(bounds)
            if src.width <= 0 or src.height <= 0:
                continue
            x0, y0 = view.x + round(src.x * scale), view.y + round(src.y * scale)
            x1, y1 = view.x + round(src.right * scale), view.y + round(src.bottom * scale)
            if x1 <= x0 or y1 <= y0:
                continue
            piece = pygame.transform.smoothscale(self.canvas.subsurface(src),
                                                 (x1 - x0, y1 - y0))
            clipped = area.clip(bounds)
            inner = pygame.Rect(view.x + round(clipped.x * scale),
                                view.y + round(clipped.y * scale), 0, 0)
            inner.width = view.x + round(clipped.right * scale) - inner.x
            inner.height = view.y + round(clipped.bottom * scale) - inner.y
            self.screen.blit(piece, inner.topleft, inner.move(-x0, -y0))
            updated.append(inner)
        return updated

    def step(self, dt: float | None = None) -> bool:
        """One frame: events, update, draw and present if needed. False once quitting."""
        now = time.monotonic()
        if dt is None:
            dt = min(0.25, now - self._last)
        self._last = now
        self.frame_work = 0.0
        self._wake.clear()  # a decision from now on wakes the next stillness
        events, self._early = [*self._early, *pygame.event.get()], []
        for raw in events:
            self.process_event(raw)
            if not self.running:
                return False
        top = self.top
        if top is None:
            self.running = False
            return False
        top.update(dt)
        if self.toasts.update(dt):
            self.dirty = True
        if self.running and self.top is not None:
            moving = any(s.animating for s in self.visible_scenes())
            if self.needs_draw():
                self.draw()
                self.present(smooth=not moving)
            elif self._rough and not moving:
                self.present(smooth=True)  # the still picture after an animation
        self.frames += 1
        memory.collect_due(time.monotonic() - now)  # a young collection in a quiet frame
        return self.running

    def run(self, max_frames: int | None = None, seconds: float | None = None) -> int:
        """The main loop, capped at :data:`FPS`, still while nothing moves; returns the exit
        code. ``max_frames``: stop after that many frames, all run (tests and the smoke
        test count frames: no stillness); ``seconds``: stop after that long."""
        frame_time = 1.0 / FPS
        end = None if seconds is None else time.monotonic() + seconds
        while self.running:
            started = time.monotonic()
            if not self.step():
                break
            if max_frames is not None and self.frames >= max_frames:
                break
            now = time.monotonic()
            if end is not None and now >= end:
                break
            if max_frames is None and self.still():
                self.idle(IDLE_MAX if end is None else min(IDLE_MAX, end - now))
                if end is not None and time.monotonic() >= end:
                    break
                continue
            self._active_at = now
            spare = frame_time - (now - started)
            if spare > 0:
                time.sleep(spare)
        return 0

    def still(self) -> bool:
        """Nothing moves and nothing waits to be drawn: no scene busy or dirty, no smooth
        picture owed after an animation, no key held."""
        if self.needs_draw() or self._rough or any(s.busy for s in self.visible_scenes()):
            return False
        return not self.keys_held

    def idle(self, longest: float) -> float:
        """Run no frame until an event arrives (kept for the next frame), a bot decision
        is ready, the next toast runs out, or ``longest`` seconds pass; returns the
        seconds spent. The time still is not a frame's: it ages the toasts, but the next
        frame's ``dt`` is one frame, so an animation an input starts begins at its start."""
        began = time.monotonic()
        if self.toasts.active:
            longest = min(longest, self.toasts.next_expiry())
        slow_from = self._active_at + IDLE_SLOW_AFTER
        while True:
            events = pygame.event.get()
            if events:
                self._early.extend(events)
                self._active_at = time.monotonic()
                break
            now = time.monotonic()
            left = longest - (now - began)
            if left <= 0:
                break
            poll = 1.0 / (IDLE_POLL if now < slow_from else IDLE_POLL_SLOW)
            if self._wake.wait(min(poll, left)):
                self._active_at = time.monotonic()
                break
        waited = time.monotonic() - began
        if self.toasts.update(waited):
            self.dirty = True
        self._last += waited
        return waited

    def say_farewell(self, seconds: float | None = None) -> str | None:
        """Show the closing card (:mod:`game.engine.farewell`) if a screen on the stack
        has something to say, for ``seconds`` (default the card's own); returns the text
        shown."""
        text = farewell_text(self.stack)
        if not text:
            return None
        draw_card(self.draw(), self, text)
        self.present()
        hold(seconds)
        return text

    def close(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        if self._wake.set in botworker.listeners:
            botworker.listeners.remove(self._wake.set)
        pygame.display.quit()


def _name_the_window_class() -> None:
    """The name task bars and docks group the window under (X11 WM_CLASS, Wayland app id).

    ``import pygame`` sets SDL_VIDEO_X11_WMCLASS to the script's name ("__main__.py")
    unless the environment has one; SDL reads it when the display starts. A value the
    user set is kept."""
    script = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    for variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        if os.environ.get(variable) in (None, "", script):
            os.environ[variable] = TITLE


def _set_window_icon() -> None:
    """The app icon in the title bar and task bar (the packaged builds embed it too)."""
    try:
        pygame.display.set_icon(pygame.image.load(str(ASSETS / "icon.png")))
    except (OSError, pygame.error) as exc:  # a missing icon is cosmetic: log, go on
        log.warning("window icon not set: %s", exc)
