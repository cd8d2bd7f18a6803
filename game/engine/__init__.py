"""The pygame side: app loop, scene stack, input, widgets, drawing, sound, screenshots.

Nothing on the pure side (``game.core``, ``game.boards``, the games' rules) imports this.
"""
