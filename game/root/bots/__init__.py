"""The Clockwork automata for Root (Law of Rootbotics): data, target selection, bot logic."""
