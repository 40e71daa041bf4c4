"""The Root table scene, as a package: `scene.RootTable` assembled from one mixin per concern
(choices, input, log, animation, pacing, screenshots, tooltips, panes) and the cached pictures
in `paint`. The names the old module scenes/root/table.py offered are re-exported here."""
from .animation import placed_pieces  # noqa: F401
from .choices import THING_IDS, refs_of  # noqa: F401
from .paint import _backgrounds, _buttons, _panels, blit_button, paper  # noqa: F401
from .scene import RootTable  # noqa: F401
