"""Our own small widget set (why not pygame_gui: see docs/architecture.md, "Scenes").

Every widget has a `rect` in screen pixels, `handle(event) -> bool` (True: used it),
`update(dt)` and `draw(surface)`; focusable ones react to keys while focused.
"""
from .base import Widget
from .button import Button
from .checkbox import Checkbox
from .label import Label
from .listbox import ListBox, Row
from .scroll import ScrollPanel, ScrollText
from .selector import Selector
from .slider import Slider
from .stepper import Stepper
from .textinput import TextInput
from .tooltip import draw_tooltip

__all__ = ["Widget", "Button", "Checkbox", "Label", "ListBox", "Row", "ScrollPanel", "ScrollText",
           "Selector", "Slider", "Stepper", "TextInput", "draw_tooltip"]
