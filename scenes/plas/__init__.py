"""The drawn table of Path of Light and Shadow: map, tracks, player boards, hand, supply,
conquest dice tray, year-end and game-over overlays. Everything is drawn from `match.view(seat)`
and every click is one legal choice of the pending decision."""
