"""A game's event history as a save gives it back: the events stay the JSON texts (or lists) they
were saved as until something reads them, so opening a save of a long game costs no more than a short
one (issue 16). Read events are kept (the same object every time: the log pane and the autosave
recognise the events they already handled by identity)."""
from __future__ import annotations

import json
from typing import Any, Callable, Iterator, SupportsIndex, overload

from .decision import Event


def damaged_event(_: Any) -> Event:
    """What a history item that is not an event reads as: a line saying so, never a crash (the
    history is a record for the log and the charts; the game's state does not come from it)."""
    return Event("damaged", "(a damaged line of the saved log)")


class LazyHistory(list):
    """A list of events whose items may still be saved JSON texts or lists, made into Events on
    first reading by `decode` (a ValueError there gives `damaged_event`; with `strict`, it is
    raised). Everything that reads items — index, slice, iteration, comparison, copies — sees
    decoded items only. Match.log uses it too (its entries, checked at the door by
    saves.check_doc, become LogEntry objects when read)."""

    strict = False
    made: type = Event          # an item not of this type was saved (a damaged save may hold anything)

    def __init__(self, items: Any = (), decode: Callable[[list], Any] | None = None, origin: dict | None = None):
        super().__init__(items)
        self.decode: Callable[[list], Any] = decode or damaged_event
        # id(event) and id(saved item) -> (event, the saved text or list it was read from), shared
        # by slices and copies: an item reads as the same object through any of them
        self.origin: dict[int, tuple[Event, Any]] = {} if origin is None else origin

    def _event(self, i: int) -> Event:
        x = list.__getitem__(self, i)
        if type(x) is list or type(x) is str or not isinstance(x, self.made):
            raw = x
            got = self.origin.get(id(raw))          # read already through a slice or a copy
            if got is not None and got[1] is raw:
                x = got[0]
            else:
                try:
                    saved: list = json.loads(raw) if isinstance(raw, str) else raw
                    x = self.decode(saved)
                except (ValueError, TypeError, RecursionError):
                    if self.strict:
                        raise
                    x = damaged_event(raw)
                self.origin[id(x)] = (x, raw)
                self.origin[id(raw)] = (x, raw)
            list.__setitem__(self, i, x)
        return x

    @overload
    def __getitem__(self, i: SupportsIndex) -> Event: ...
    @overload
    def __getitem__(self, i: slice) -> "LazyHistory": ...

    def __getitem__(self, i: SupportsIndex | slice) -> "Event | LazyHistory":
        if isinstance(i, slice):
            return type(self)(list.__getitem__(self, i), self.decode, self.origin)
        n = len(self)
        j = i.__index__()
        return self._event(j + n if j < 0 else j)

    def __iter__(self) -> Iterator[Event]:
        for i in range(len(self)):
            yield self._event(i)

    def __reversed__(self) -> Iterator[Event]:
        for i in range(len(self) - 1, -1, -1):
            yield self._event(i)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and len(other) == len(self) and list(self) == list(other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None

    def __add__(self, other: list) -> list:
        return list(self) + list(other)

    def __contains__(self, x: object) -> bool:
        return any(e == x for e in self)

    def index(self, x: Any, *args: Any) -> int:
        return list(self).index(x, *args)

    def count(self, x: Any) -> int:
        return list(self).count(x)

    def copy(self) -> "LazyHistory":
        """A copy that reads nothing: the raw items are shared (they are never changed)."""
        return type(self)(list.__iter__(self), self.decode, self.origin)

    def key(self, i: int) -> Any:
        """What item `i` was saved as: the saved text or list (read or not), or the Event made in play;
        the same object for the same item whatever was read since."""
        x = list.__getitem__(self, i)
        if type(x) is list or type(x) is str or not isinstance(x, self.made):
            return x
        got = self.origin.get(id(x))
        return got[1] if got is not None and got[0] is x else x


class LazyLog(LazyHistory):
    """A match's log as a save gives it: [seat, choice, barrier] lists until read."""

    strict = True
    made = object               # entries were type-checked at the door (saves.check_doc)


def history_key(hist: list, i: int) -> Any:
    """`LazyHistory.key` for any history (a plain list's items are their own keys)."""
    return hist.key(i) if isinstance(hist, LazyHistory) else hist[i]

    def __reduce_ex__(self, protocol: SupportsIndex) -> tuple:
        return (list, (list(self),))
