"""The drawn Stonesaga table (issue 12): valley, character boards, community panel, prompt
bar and action overlays, drawn only from `match.view(viewer)`."""
