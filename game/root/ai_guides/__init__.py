"""Rule-based guides for Root's people's factions (issue 15): players written from each faction's
priorities that play the search agent's own seat in its simulations (game/core/search.py
`rollout_agent`). Interface: `Guide(seat, seed)` and `Guide.choose(match, decision) -> str`, a
legal choice id of `decision`, reading only what the seat may see (its hand and own faction
state, public pieces and log facts), with its own seeded Rng for ties."""
