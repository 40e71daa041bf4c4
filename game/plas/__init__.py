"""Path of Light and Shadow: rules engine (pure Python, no pygame). The Ruleset is
`game.plas.ruleset:RULESET`; content packs are read by `game.plas.content`."""
