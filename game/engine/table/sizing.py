"""The table's sizes, as the screens and the games' views import them: they stand in
:mod:`game.engine.tablesetup` (below the settings and the board views, which use them
too, so that neither imports the table package)."""

from __future__ import annotations

from game.engine.tablesetup import (
    CAP_HEIGHT,
    DEFAULT_DIAGONAL,
    DIAGONAL_RANGE,
    EYE_BACK_MM,
    EYE_HEIGHT_MM,
    MIN_TARGET_MM,
    MM_PER_INCH,
    TEXT_ARCMIN,
    TableSizes,
    check_diagonal,
)

__all__ = ["CAP_HEIGHT", "DEFAULT_DIAGONAL", "DIAGONAL_RANGE", "EYE_BACK_MM", "EYE_HEIGHT_MM",
           "MIN_TARGET_MM", "MM_PER_INCH", "TEXT_ARCMIN", "TableSizes", "check_diagonal"]
