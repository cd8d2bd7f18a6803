"""Starship Merchants: buy starships, mine the Belt, deliver cargo at the Dock."""
