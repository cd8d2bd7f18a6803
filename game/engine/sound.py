"""Sound effects at the settings volume; silent (never a crash) without a mixer."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.paths import SOUNDS

log = logging.getLogger(__name__)

NAMES = ("click", "move", "error", "tick", "bid", "win", "your_turn")
#: the audio device's buffer, in sample frames: 2048 at 44.1 kHz is 46 ms, the most a
#: sound starts after it is asked for (heard as at once beside the picture). The device's
#: thread wakes once a buffer, playing or not: at pygame's default of 512 (86 times a
#: second) it was more than half of a still screen's CPU (1.0-1.2 % of a core all told on
#: the development VM, 0.5-0.6 % with 2048)
BUFFER = 2048

#: what a pressed button plays a named sound through: the running app's
#: :meth:`Sound.play` (the app sets it when it starts); None: silent (no app yet)
press_sound: Callable[[str], None] | None = None


def press(name: str) -> None:
    """Play ``name`` for a pressed button or switch (the widgets), through the running
    app's sound; nothing without one."""
    if press_sound is not None:
        press_sound(name)


class Sound:
    def __init__(self, volume: float = 0.7) -> None:
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.played: list[str] = []  # names asked for, also when silent (tests, debugging)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(buffer=BUFFER)
            for name in NAMES:
                path = SOUNDS / f"{name}.wav"
                if path.exists():
                    self.sounds[name] = pygame.mixer.Sound(str(path))
            self.available = True
        except (pygame.error, OSError) as exc:
            log.info("sound off: %s", exc)
            self.sounds = {}

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        if not self.available or self.volume <= 0:
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error as exc:  # device lost mid-game
            log.info("sound failed: %s", exc)
