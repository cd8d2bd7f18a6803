"""Sound effects at the settings volume; silent (never a crash) without a mixer."""

from __future__ import annotations

import logging

import pygame

from game.paths import SOUNDS

log = logging.getLogger(__name__)

NAMES = ("click", "move", "error", "tick", "bid", "win", "your_turn")


class Sound:
    def __init__(self, volume: float = 0.7) -> None:
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.played: list[str] = []  # names asked for, also when silent (tests, debugging)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
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
