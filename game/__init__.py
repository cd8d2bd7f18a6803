"""Andromeda Table: four space-trading board games at one table."""

import os

# pygame prints a banner on import; the command line's output should be ours alone.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
