"""Pandorum: build modules and bases on a modular hex planet (pure rules in ``rules``)."""
