"""The AI thinks in a worker thread so the table keeps drawing (issue 15).

A `Thinker` searches one decision at a time on a copy of the match (the table's match is never
touched by the worker). The table polls it each frame; a new decision, an undo, leaving the table
or quitting sets the search's cancel flag, and the search stops between two simulations (a few
milliseconds). A result that arrives for a decision no longer pending is dropped."""
from __future__ import annotations

import threading
import time
from typing import Any

BREATHE = 0.001     # seconds the worker sleeps between two simulations: the frame thread runs then


def _breathe() -> None:
    time.sleep(BREATHE)


class Thinker:
    def __init__(self):
        self._key: Any = None
        self._cancel: threading.Event | None = None
        self._thread: threading.Thread | None = None
        self._result: list = []          # [choice id] or [exception] once the worker is done
        self.started = 0                  # how many searches were started (tests)
        self.last_thread: threading.Thread | None = None

    @staticmethod
    def key_of(match, d) -> tuple:
        return (len(match.log), d.seat, d.kind, tuple(d.ids()))

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def thinking_about(self, match, d, tag: str = "move") -> bool:
        return d is not None and self._key == (tag, *self.key_of(match, d)) and not self._result

    def poll(self, match, agent, d, tag: str = "move") -> str | None:
        """The agent's choice for `d` once its search is done; None while it thinks (the first
        call for a decision starts the search)."""
        key = (tag, *self.key_of(match, d))
        if self._key != key:
            self.cancel()
            self._key = key
            self._result = []
            self._cancel = threading.Event()
            clone = match.clone()
            result, cancel = self._result, self._cancel

            def work():
                try:
                    result.append(agent.search(clone, d, cancel=cancel, pause=_breathe).choice)
                except Exception as exc:          # handed to the table, which reports it
                    result.append(exc)
            self._thread = threading.Thread(target=work, name="tableforge-ai", daemon=True)
            self.started += 1
            self.last_thread = self._thread
            self._thread.start()
            return None
        if not self._result:
            return None
        out = self._result[0]
        self._key, self._thread = None, None
        if isinstance(out, Exception):
            raise out
        return out

    def cancel(self) -> None:
        """Stop the current search at once (it ends between two simulations); its result is dropped."""
        if self._cancel is not None:
            self._cancel.set()
        self._key, self._thread, self._cancel = None, None, None
        self._result = []

    def join(self, timeout: float = 1.0) -> None:
        """Wait for the worker (tests)."""
        t = self._thread
        if t is not None:
            t.join(timeout)
