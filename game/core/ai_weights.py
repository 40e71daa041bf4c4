"""The search agent's evaluation weights, read from data/ai/<game>.yaml (numbers, not code).

Why a file: the weights are estimates tuned by bench/search_strength.py; a person can change
them without touching the engine. A mistake is a ContentError naming the file, line and field."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from .content import ContentError
from .i18n import Msg
from .resources import resource_path


@dataclass(frozen=True)
class AiWeights:
    horizon: int
    scale: float
    weights: dict[str, float]
    factions: dict[str, dict[str, float]] = field(default_factory=dict)
    # The rollout policy (docs/ai.md): weights of choices by id, per faction ("all": every seat),
    # and how much more (or less) often a seat battles where it outnumbers (is outnumbered).
    rollout: dict[str, dict[str, float]] = field(default_factory=dict)
    rollout_edge: float = 1.0
    # The rule-based guide (a game's `rollout_agent`, docs/ai.md): the share of a guided seat's
    # rollout decisions it makes, and the progressive bias toward its pick in the tree.
    guide_share: float = 0.0
    prior: float = 0.0
    # sides whose guide the search does not use (measured worse with it than without: docs/ai.md)
    unguided: tuple[str, ...] = ()
    # decision kinds a guided seat's guide answers outright, no simulation overruling it (the
    # search's `guide_kinds`: what the evaluation cannot judge within its horizon, docs/ai.md)
    guide_kinds: tuple[str, ...] = ()
    # sides whose guide answers every decision outright (its guide alone measured far stronger
    # than the search with it: docs/ai.md)
    guide_sides: tuple[str, ...] = ()

    def for_faction(self, faction: str) -> dict[str, float]:
        over = self.factions.get(faction)
        return {**self.weights, **over} if over else self.weights

    def choice_weight(self, side: str, kind: str, cid: str) -> float:
        """The rollout weight of choice `cid` of a decision of `kind` (its game prefix dropped)
        for `side` (a faction): looked up as "kind/id", "kind/prefix", "id", "prefix" (prefix:
        the id before its first colon) in the side's table, then in `all`; otherwise 1."""
        head = cid.split(":", 1)[0]
        keys = (f"{kind}/{cid}", f"{kind}/{head}", cid, head)
        for table in (self.rollout.get(side), self.rollout.get("all")):
            if table:
                for key in keys:
                    w = table.get(key)
                    if w is not None:
                        return w
        return 1.0


def _line(node: yaml.Node | None, key: str) -> int:
    for k, _v in node.value if isinstance(node, yaml.MappingNode) else ():
        if k.value == key:
            return k.start_mark.line + 1
    return node.start_mark.line + 1 if node is not None else 1


def _number(value: object, where: str, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ContentError(where, Msg("{field} must be a number, not {value}", field=what, value=repr(value)))
    return float(value)


def load_ai_weights(game: str, path: str | Path | None = None) -> AiWeights:
    """Read and check data/ai/<game>.yaml (or `path`)."""
    p = Path(path) if path is not None else Path(resource_path("data", "ai", f"{game}.yaml"))
    name = f"data/ai/{p.name}" if path is None else str(p)
    try:
        text = p.read_text(encoding="utf-8")
        node = yaml.compose(text)
        doc = yaml.safe_load(text) or {}
    except OSError as exc:
        raise ContentError(name, Msg("cannot be read: {error}", error=str(exc.strerror or exc))) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ContentError(f"{name}:{mark.line + 1 if mark else 1}", Msg("is not valid YAML ({error})", error=str(exc))) from None
    if not isinstance(doc, dict):
        raise ContentError(f"{name}:1", Msg("must be a mapping of {fields}", fields="horizon, scale, weights"))
    for key in ("horizon", "scale", "weights"):
        if key not in doc:
            raise ContentError(f"{name}:1", Msg("field {field} is missing", field=repr(key)))
    horizon = _number(doc["horizon"], f"{name}:{_line(node, 'horizon')}", "horizon")
    if horizon < 1 or horizon != int(horizon):
        raise ContentError(f"{name}:{_line(node, 'horizon')}", Msg("{field} must be a whole number of decisions ≥ 1", field="horizon"))
    scale = _number(doc["scale"], f"{name}:{_line(node, 'scale')}", "scale")
    if scale <= 0:
        raise ContentError(f"{name}:{_line(node, 'scale')}", Msg("{field} must be more than 0", field="scale"))
    w = doc["weights"]
    if not isinstance(w, dict) or not w:
        raise ContentError(f"{name}:{_line(node, 'weights')}", Msg("{field} must be a mapping of feature: number", field="weights"))
    weights = {str(k): _number(v, f"{name}:{_line(node, 'weights')}", f"weights.{k}") for k, v in w.items()}
    facs: dict[str, dict[str, float]] = {}
    for fid, over in (doc.get("factions") or {}).items():
        where = f"{name}:{_line(node, 'factions')}"
        if not isinstance(over, dict):
            raise ContentError(where, Msg("{field} must be a mapping of feature: number", field=f"factions.{fid}"))
        unknown = sorted(str(k) for k in over if k not in weights)
        if unknown:
            raise ContentError(where, Msg("{field}: unknown feature {unknown} (features: {known})",
                                          field=f"factions.{fid}", unknown=", ".join(unknown), known=", ".join(weights)))
        facs[str(fid)] = {str(k): _number(v, where, f"factions.{fid}.{k}") for k, v in over.items()}
    rollout, edge = _rollout(doc.get("rollout"), node, name)
    share = _number(doc.get("guide_share", 0.0), f"{name}:{_line(node, 'guide_share')}", "guide_share")
    if not 0 <= share <= 1:
        raise ContentError(f"{name}:{_line(node, 'guide_share')}", Msg("{field} must be from 0 to 1", field="guide_share"))
    prior = _number(doc.get("prior", 0.0), f"{name}:{_line(node, 'prior')}", "prior")
    if prior < 0:
        raise ContentError(f"{name}:{_line(node, 'prior')}", Msg("{field} must be 0 or more", field="prior"))
    raw = doc.get("unguided") or []
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise ContentError(f"{name}:{_line(node, 'unguided')}", Msg("{field} must be a list of faction ids", field="unguided"))
    kinds = doc.get("guide_kinds") or []
    if not isinstance(kinds, list) or not all(isinstance(x, str) for x in kinds):
        raise ContentError(f"{name}:{_line(node, 'guide_kinds')}", Msg("{field} must be a list of decision kinds",
                                                                        field="guide_kinds"))
    sides = doc.get("guide_sides") or []
    if not isinstance(sides, list) or not all(isinstance(x, str) for x in sides):
        raise ContentError(f"{name}:{_line(node, 'guide_sides')}", Msg("{field} must be a list of faction ids",
                                                                        field="guide_sides"))
    return AiWeights(int(horizon), scale, weights, facs, rollout, edge, share, prior, tuple(raw), tuple(kinds),
                     tuple(sides))


def _rollout(doc: object, node: yaml.Node | None, name: str) -> tuple[dict[str, dict[str, float]], float]:
    """The optional `rollout` section: `battle_edge` (a number > 0) and `choices`, a mapping of
    faction (or `all`) to a mapping of choice id (or id prefix, or `kind/id`) to a weight ≥ 0."""
    if doc is None:
        return {}, 1.0
    where = f"{name}:{_line(node, 'rollout')}"
    if not isinstance(doc, dict):
        raise ContentError(where, Msg("{field} must be a mapping of {fields}", field="rollout", fields="battle_edge, choices"))
    unknown = sorted(str(k) for k in doc if k not in ("battle_edge", "choices"))
    if unknown:
        raise ContentError(where, Msg("{field}: unknown field {unknown} (fields: {known})", field="rollout",
                                          unknown=", ".join(unknown), known="battle_edge, choices"))
    edge = _number(doc.get("battle_edge", 1.0), where, "rollout.battle_edge")
    if edge <= 0:
        raise ContentError(where, Msg("{field} must be more than 0", field="rollout.battle_edge"))
    out: dict[str, dict[str, float]] = {}
    for fid, table in (doc.get("choices") or {}).items():
        if not isinstance(table, dict):
            raise ContentError(where, Msg("{field} must be a mapping of choice id: weight", field=f"rollout.choices.{fid}"))
        t = {}
        for k, v in table.items():
            x = _number(v, where, f"rollout.choices.{fid}.{k}")
            if x < 0:
                raise ContentError(where, Msg("{field} must be 0 or more", field=f"rollout.choices.{fid}.{k}"))
            t[str(k)] = x
        out[str(fid)] = t
    return out, edge
