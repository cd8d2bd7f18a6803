"""Merchants of Andromeda: pure rules in ``rules/``, bots in ``bots.py`` (the view is pygame)."""
