"""Tool matching for the Transform action (rb p.27-29).

Rules: a resource is processed when **every** processing condition printed on it is met by a
tool on a component **other than itself** (another token of the same material is fine) (rb p.28).
Up to 3 resources per action, one at a time (rb p.27, 29); in one action each tool-icon instance
serves once, except Heat, which serves up to 3 times (rb p.29). A token processed earlier in the
action shows its processed face, whose tools serve later resources; its unprocessed face's icons
are gone (rb p.29: sun stone grinds cloud stone, that cloud stone then strikes river stone).

API:
- A source is `{"id": str, "tools": [tool, ...]}` or a pair `(id, tools)` (a token, an item,
  the fire on the terrain, an improvement...). The same tool listed twice = two icons.
- A resource is `{"id": str, "requires": [tool, ...], "processed_tools": [tool, ...]}`. If its
  id is also a source id, that source is the resource's current (unprocessed) face.
- `plan(resources, sources, *, heat_uses=3, max_resources=3, flipped_fresh=True)
  -> list[list[(tool, source_id)]] | None` — resources processed in the given order; for each, which source meets each condition; None
  if impossible.
- `plan_any_order(resources, sources, ...) -> (order, assignment) | None` — tries every order.
- `can_process(requires, sources, self_id) -> bool` — one resource alone.
"""
from __future__ import annotations

from itertools import permutations
from typing import Optional, Sequence

Assignment = list[list[tuple[str, str]]]


class TransformError(ValueError):
    """A malformed request (more resources than allowed, a resource listed twice)."""


def _norm(s) -> tuple[str, list[str]]:
    """A source as a dict `{"id", "tools"}` or a pair `(id, tools)`."""
    if isinstance(s, dict):
        return s["id"], list(s.get("tools", ()))
    sid, tools = s
    return sid, list(tools)


def _instances(sources: Sequence) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for s in sources:
        sid, tools = _norm(s)
        out.setdefault(sid, []).extend(tools)
    return out


def plan(resources: Sequence[dict], sources: Sequence[dict], *, heat_uses: int = 3,
         max_resources: int = 3, flipped_fresh: bool = True) -> Optional[Assignment]:
    """An assignment of tool instances to the conditions of each resource, in order, or None.

    `flipped_fresh` (ruling SS-59): a token processed during the action shows a new face whose
    icons are new instances, even if an icon of its old face was used already (default). False:
    a component that served as a tool before it flipped serves no more in this action."""
    if len(resources) > max_resources:
        raise TransformError(f"at most {max_resources} resources per Transform action (rb p.27)")
    ids = [r["id"] for r in resources]
    if len(set(ids)) != len(ids):
        raise TransformError("a resource is processed only once per action")
    # faces[id] = the tools that component shows now, as a list of icons (index = instance)
    faces = _instances(sources)
    # used[(id, face_no, icon_index)] = uses so far; face_no counts flips (a flipped token
    # shows new icons, rb p.29)
    face_no = {sid: 0 for sid in faces}
    result: Assignment = []

    def solve(k: int, used: dict) -> bool:
        if k == len(resources):
            return True
        res = resources[k]
        rid = res["id"]
        needs = list(res.get("requires", ()))

        def meet(j: int, used: dict, picked: list) -> bool:
            if j == len(needs):
                # flip the resource: its processed face replaces its current one
                old_face, old_no = faces.get(rid), face_no.get(rid)
                faces[rid] = list(res.get("processed_tools", ()))
                face_no[rid] = (old_no or 0) + 1
                result.append(list(picked))
                if solve(k + 1, used):
                    return True
                result.pop()
                if old_face is None:
                    del faces[rid]
                    del face_no[rid]
                else:
                    faces[rid], face_no[rid] = old_face, old_no
                return False
            tool = needs[j]
            for sid in list(faces):                  # insertion order: deterministic
                if sid == rid or sid not in faces:   # never on itself (rb p.28)
                    continue
                if not flipped_fresh and face_no[sid] and any(
                        n and k[0] == sid and k[1] < face_no[sid] for k, n in used.items()):
                    continue
                for idx, t in enumerate(list(faces[sid])):
                    if t != tool:
                        continue
                    key = (sid, face_no[sid], idx)
                    cap = heat_uses if t == "heat" else 1     # rb p.29
                    if used.get(key, 0) >= cap:
                        continue
                    used[key] = used.get(key, 0) + 1
                    picked.append((tool, sid))
                    if meet(j + 1, used, picked):
                        return True
                    picked.pop()
                    used[key] -= 1
            return False

        return meet(0, used, [])

    return [list(x) for x in result] if solve(0, {}) else None


def plan_any_order(resources: Sequence[dict], sources: Sequence[dict], **kw) -> Optional[tuple[list[str], Assignment]]:
    """Try every order of the resources (the player picks the order, rb p.28); the first order
    that works, with its assignment."""
    for order in permutations(range(len(resources))):
        got = plan([resources[i] for i in order], sources, **kw)
        if got is not None:
            return [resources[i]["id"] for i in order], got
    return None


def can_process(requires: Sequence[str], sources: Sequence[dict], self_id: str, *,
                heat_uses: int = 3) -> bool:
    """Whether one resource with these conditions can be processed from these sources."""
    return plan([{"id": self_id, "requires": list(requires)}], sources, heat_uses=heat_uses) is not None
