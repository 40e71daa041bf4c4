"""What the Night's Recover step will give, shown while a character chooses what to eat and drink
(rb p.52): the energy for being rested, fed, hydrated and comforted, and what eating and
drinking both, or neither, lead to at step 3. At the table the only words were "eat a food?"
and "fish / Eat nothing": a newcomer could not tell what the Night would cost (session 12)."""
from __future__ import annotations

from game.core.i18n import _
from game.stonesaga import chars, health

from . import names

# the decisions of Night step 2 during which the panel is shown
RECOVER_KINDS = ("stonesaga.night.eat", "stonesaga.night.drink")


def rested(s) -> int:
    """Rested energy (rb p.52: 2 with one or two characters, 1 with three or four; the reduced
    difficulty option, SS-20, rb p.101: 1, or 0 with three or four), as the engine counts it."""
    n = chars.n_characters(s)
    if s.opt("ss_rested") == "hard":
        return 0 if n >= 3 else 1
    return health.rested_energy(n)


def acting(s) -> str:
    """The character whose Night step is under way (the engine's Night frame, rb p.51)."""
    from game.stonesaga.night import night_chars
    from game.stonesaga.state import Night
    f = next((fr for fr in reversed(s.stack) if isinstance(fr, Night)), None)
    if f is None:
        return ""
    who = night_chars(s)
    return who[f.idx].cid if 0 <= f.idx < len(who) else ""


def lines(content, s, view: dict, cid: str) -> list[str]:
    """The Recover forecast for character `cid`, a line each."""
    ch = next((c for c in view["characters"] if c["cid"] == cid), None)
    if ch is None:
        return []
    rb = content.rulebook
    cell = view["cells"].get(ch["pos"] or "", {})
    imps = [content.improvements[i] for cp in view["camps"] if cp["cell"] == ch["pos"] and cp["status"] == "active"
            for i in cp["improvements"] if i in content.improvements]           # they work there (rb p.34, 58)
    here = cell.get("fire", 0) > 0 or cell.get("shelter", 0) > 0 or any(i.comfort or i.shelter > 0 for i in imps)
    food = {k: n for k, n in sorted(ch["bag"].items()) if n and chars.edible(k)}
    water = ch["bag"].get("water", 0)
    name = names.person(ch["name"])
    out = [
        _("{name}: {energy} of {max} energy now. Recover (rb p.52):").format(
            name=name, energy=ch["energy"], max=ch["energy_max"]),
        _("rested +{rested} · fed +{fed} if {name} eats · hydrated +{hydrated} if {name} drinks").format(
            rested=rested(s), fed=rb.const("night_fed_energy"), hydrated=rb.const("night_hydrated_energy"), name=name),
        (_("comforted +{n}: a shelter or a fire is on this terrain (a shelter serves only its value in characters)")
         if here else _("not comforted: no shelter and no fire on this terrain (+{n} with one)")).format(
            n=rb.const("night_comforted_energy")),
        (_("Then (rb p.101, harder healing): ate, drank and comforted, a weakness may heal; only one of the two, "
           "a minor wound; neither, a major wound.") if s.opt("ss_heal") == "hard" else
         _("Then (rb p.52): ate and drank, a weakness may heal; neither, a minor wound.")),
        _("Carried: food {food} · water {water}").format(
            food=names.resource_counts(content, food) or _("none"), water=water),
    ]
    return out
