"""The pygame-ce presentation: scene stack, widgets, theme and the scenes themselves.

Only this package imports pygame. It reads the engine (`game/`) through Match / Ruleset and
turns clicks into legal choices; it never decides a rule.
"""
import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
