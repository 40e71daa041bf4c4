"""The advanced rules (rb p.82-91) as Day actions with the actions/*.py interface: excavate,
loot, relocate a camp, study a behemoth. Make fire is the flow's (actions/use.py). `ACTIONS`
goes into actions.REGISTRY and MODULES; `FRAMES` (the behemoth phase, behemoth effects, the
encounter) into MODULES only."""
from __future__ import annotations

from .. import behemoth, campaign_frames
from . import excavate, loot, pets, relocate, study

ACTIONS = {"excavate": excavate, "loot": loot, "relocate_camp": relocate, "study": study, "feed_pet": pets, "pet_bag": pets, "pet_bond": pets}
FRAMES = dict(behemoth.FRAMES, **campaign_frames.FRAMES)
