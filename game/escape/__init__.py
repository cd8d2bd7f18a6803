"""Andromeda Escape: race your fleet through three crowded fly zones into the wormhole."""
