"""Where the results screen's score table puts things: the player columns as narrow as
their names allow when the rows' words need the room, the names on two lines where one
is too narrow, and a note shared by a run of rows said once across them.

Why: the rows' words sit between the labels and the player columns. With long names
(the bots' own, "Normal bot 2") the columns took the room and the words were cut
("fees paid and received for stopping on others' p..."), and Pandorum's seven cargo rows
repeated one sentence seven times, each cut."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.text import Fonts

#: the header band (badges and names): one line of names, or two; a third line of
#: names adds a line (at five players a 16-letter name of three words, "Anna Maria
#: Lopez", fits no two lines of the narrowest column)
HEADER_H, HEADER_TWO_LINES, NAME_LINES = 104, 116, 3
#: the player columns' widths
COL_MIN, COL_MAX = 150, 260
#: the rows' words: their size, and the gap before the player columns
NOTE_SIZE, NOTE_GAP = 24, 20


@dataclass(frozen=True)
class ScoreTable:
    """The table's places: header and row heights, the label size, where the notes go,
    each player column's width and each name's lines (and their size)."""

    header_h: int
    row_h: int
    size: int
    note_x: int
    note_w: int
    values_left: int
    col_w: int
    names: tuple[tuple[tuple[str, ...], int], ...]


def note_spans(notes: Sequence[str]) -> list[tuple[int, int]]:
    """``(first row, rows)`` of each run of neighbouring rows with the same words (rows
    without words are left out): a run's words are said once, across its rows."""
    spans: list[tuple[int, int]] = []
    for i, note in enumerate(notes):
        if not note:
            continue
        if spans and sum(spans[-1]) == i and notes[spans[-1][0]] == note:
            spans[-1] = (spans[-1][0], spans[-1][1] + 1)
        else:
            spans.append((i, 1))
    return spans


def name_lines(fonts: Fonts, names: Sequence[str], width: int
               ) -> tuple[tuple[tuple[str, ...], int], ...]:
    """The players' names in columns ``width`` wide, all at one size: 28 pixels where
    every name fits a line so, else 24, a name too wide for a line on two (split between
    its words where they allow), or on three (the last cut if it must be); a word too
    wide for a line is broken with a hyphen ("WWWWWW-" / "WWWWWW-" / "WWWW": bare, the
    pieces of a 16-letter name read as three words)."""
    size = 28 if all(fonts.width(name, 28, True) <= width for name in names) else 24
    out = []
    for name in names:
        lines = [name] if fonts.width(name, size, True) <= width else \
            two_lines(fonts, name, size, width) or \
            fonts.wrap(name, size, width, True)
        if len(lines) > NAME_LINES:
            lines = [*lines[:NAME_LINES - 1], " ".join(lines[NAME_LINES - 1:])]
        out.append((tuple(fonts.fit(line, size, width, True) for line in lines), size))
    return tuple(out)


def two_lines(fonts: Fonts, name: str, size: int, width: int) -> list[str] | None:
    """``name`` split between its words into two lines that each fit ``width``, the
    wider as narrow as may be (None: no split fits). Wrapped word by word, "Anna Maria
    Lopez" took three lines, and the last two, joined, were cut ("Maria Lo...")."""
    words = name.split()
    pairs = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    wider = {pair: max(fonts.width(line, size, True) for line in pair) for pair in pairs}
    fitting = [pair for pair in pairs if wider[pair] <= width]
    if not fitting:
        return None
    best = min(fitting, key=wider.__getitem__)
    return list(best)


def score_table(fonts: Fonts, table: pygame.Rect, labels: Sequence[str],
                notes: Sequence[str], names: Sequence[str], rows_room: int) -> ScoreTable:
    """Lay out the score table inside ``table``: ``rows_room`` is its height less the
    ties' words below the rows. The player columns are as wide as the longest name, at
    most a fair share; where that leaves a row's words no room, they narrow down to
    what the words leave, not below :data:`COL_MIN` (the names then go on two lines)."""

    def rows_at(header_h: int) -> tuple[int, int]:
        row_h = max(30, min(60, (rows_room - header_h - 16) // max(1, len(labels))))
        return row_h, 30 if row_h >= 44 else 24

    row_h, size = rows_at(HEADER_H)
    note_x = table.left + 30 + max(fonts.width(label, size, True) for label in labels) + 30
    players = len(names)
    widest = max(fonts.width(name, 24, True) for name in names)
    col_w = max(COL_MIN, min(COL_MAX, widest + 36, (table.width - 600) // players))
    alone = [notes[first] for first, rows in note_spans(notes) if rows == 1]
    need = max((fonts.width(note, NOTE_SIZE) for note in alone), default=0)
    room = (table.right - 20 - note_x - need - NOTE_GAP) // players
    if room < col_w:  # the words need the room: the columns narrow (a name too long
        # for one line goes on two, a long word broken): narrowed only to its longest
        # word, a 16-letter name ("Maximilianaaaaaa") kept the columns wide and cut
        # every row's words ("the credits each pl...")
        col_w = max(COL_MIN, room)
    lines = name_lines(fonts, names, col_w - 12)
    most = max(len(text) for text, _ in lines)
    if most > 1:
        header_h = HEADER_TWO_LINES + (most - 2) * fonts.line_height(24, True)
        row_h, size = rows_at(header_h)
    else:
        header_h = HEADER_H
    values_left = table.right - 20 - col_w * players
    return ScoreTable(header_h, row_h, size, note_x, values_left - note_x - NOTE_GAP,
                      values_left, col_w, lines)
