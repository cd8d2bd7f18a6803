r"""The rulebook as the rules reader shows it: the printed text, tidied at display time.

The shipped rulebooks (assets/rules/*.txt) stay as exported. Before they are shown:

* :func:`tidy_rulebook` mends what the text export broke: a list marker alone on its
  line, a line repeated straight after itself, tables (tab-separated or Markdown) that
  read badly as raw rows;
* :func:`drop_empty_sections` removes headings with nothing under them (an empty "Table
  of Contents", a heading at the very end) and legends of pictures that a text cannot
  show (an "Icons" list of bare names);
* :func:`add_notes` puts the app's notes (``help.toml``: where the app replaces a
  component, such as the mobile auction app) under the lines they are about.

>>> reader_text("Rules\nTable of Contents\nSetup\nDeal.\nIcons\n- Money\n- Vote\n", ())
'Rules\nSetup\nDeal.\n'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from game.engine.scrolltext import is_heading

#: headings whose list only names pictures of the printed book
PICTURE_LEGENDS = ("Icons", "Icon", "Symbols", "Legend")
#: how a reader note is marked in the text
NOTE_MARK = "\u25b6 "


def reader_text(text: str, notes: Iterable[tuple[str, str]]) -> str:
    """The rulebook ``text`` ready for the reader, with ``notes`` (after, text) added."""
    return add_notes(drop_empty_sections(tidy_rulebook(text)), notes)


def _table_row(header: list[str], cells: list[str]) -> str:
    """One table row read out against its header row."""
    if header[1:] and all(h.isdigit() for h in header[1:]):  # a table laid out sideways
        pairs = ", ".join(f"{h} \u2192 {c}" for h, c in zip(header[1:], cells[1:],
                                                             strict=False))
        return f"- {cells[0]} by {header[0].lower()}: {pairs}"
    pairs = ", ".join(f"{h} {c}" for h, c in zip(header[1:], cells[1:], strict=False))
    return f"- {header[0]} {cells[0]}: {pairs}"


def _cells(line: str) -> list[str] | None:
    """The cells of a table row (tab-separated or Markdown ``| a | b |``), else None."""
    if "\t" in line:
        return [cell.strip() for cell in line.split("\t")]
    stripped = line.strip()
    if stripped.startswith("|") and stripped.endswith("|") and stripped.count("|") >= 3:
        return [cell.strip() for cell in stripped[1:-1].split("|")]
    return None


def tidy_rulebook(text: str) -> str:
    r"""Mend what the rulebooks' text export broke: a list marker alone on its line is joined
    to the item after it, a line repeated straight after itself is shown once, and a
    table is read out row by row against its header.

    >>> tidy_rulebook("Setup\n-\nShuffle the deck.\nTitle\nTitle\n")
    'Setup\n- Shuffle the deck.\nTitle\n'
    >>> tidy_rulebook("Mark\t4 Players\t2 Players\nI\t6\t3\n")
    '- Mark I: 4 Players 6, 2 Players 3\n'
    >>> tidy_rulebook("| Size | 1 | 2 |\n|---|---|---|\n| Pay | 1 | 3 |\n")
    '- Pay by size: 1 \u2192 1, 2 \u2192 3\n'
    """
    out: list[str] = []
    pending_marker = ""
    header: list[str] | None = None
    for line in text.splitlines():
        cells = _cells(line)
        if cells is not None:
            if all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
                continue  # a Markdown header rule
            if header is None:
                header = cells
                continue
            out.append(_table_row(header, cells))
            continue
        header = None
        if line.strip() in ("-", "•"):
            pending_marker = line.strip() + " "
            continue
        if pending_marker and line.strip():
            line, pending_marker = pending_marker + line.strip(), ""
        last = next((seen.strip() for seen in reversed(out) if seen.strip()), None)
        if line.strip() and line.strip() == last:
            continue  # also across blank lines: "Table of Contents" twice
        out.append(line)
    return "\n".join(out) + "\n"


def _is_item(line: str) -> bool:
    return line.lstrip()[:1] in ("-", "•", "*")


def _bare_name(line: str) -> bool:
    """A list item that only names something ("- Money"): no sentence, at most 3 words."""
    words = line.lstrip(" -•*").split()
    return 0 < len(words) <= 3 and not any(ch in line for ch in ".:;,")


def drop_empty_sections(text: str) -> str:
    r"""Remove a "Table of Contents" with no entries, a heading at the very end, and a
    picture legend ("Icons" and a list of bare names) with the list.

    >>> drop_empty_sections("Table of Contents\n\nSetup\nDeal.\nEnd\n")
    'Setup\nDeal.\n'
    >>> drop_empty_sections("Table of Contents\n• Setup\nSetup\nDeal.\n")
    'Table of Contents\n• Setup\nSetup\nDeal.\n'
    """
    lines = text.split("\n")
    keep = [True] * len(lines)
    filled = [i for i, line in enumerate(lines) if line.strip()]
    for n, i in enumerate(filled):
        line = lines[i].strip()
        if not is_heading(lines[i]):
            continue
        rest = [lines[j] for j in filled[n + 1:]]
        if not rest:
            keep[i] = False  # a heading at the end heads nothing
        elif line == "Table of Contents" and not _is_item(rest[0]):
            keep[i] = False
        elif line in PICTURE_LEGENDS:
            items = [j for j in filled[n + 1:]]
            span = []
            for j in items:
                if not _is_item(lines[j]):
                    break
                span.append(j)
            if span and all(_bare_name(lines[j]) for j in span):
                for j in (i, *span):
                    keep[j] = False
    kept = [line for line, k in zip(lines, keep, strict=True) if k]
    while kept and not kept[0].strip():
        kept.pop(0)
    body = "\n".join(kept).rstrip("\n")
    return re.sub(r"\n{3,}", "\n\n", body) + "\n"


def add_notes(text: str, notes: Iterable[tuple[str, str]]) -> str:
    r"""Each note's text as its own paragraph after the first line containing its
    ``after`` (case-insensitive); a note whose line is not found is left out.

    >>> add_notes("Use the app.\nMore.\n", [("the app", "Here the screen does it.")])
    'Use the app.\n\u25b6 Here the screen does it.\nMore.\n'
    """
    lines = text.split("\n")
    for after, note in notes:
        at = _find(lines, after)
        if at is not None:
            lines.insert(at + 1, NOTE_MARK + note)
    return "\n".join(lines)


def _find(lines: Sequence[str], needle: str) -> int | None:
    low = needle.lower()
    return next((i for i, line in enumerate(lines) if low in line.lower()), None)
