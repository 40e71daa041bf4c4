"""Issue 17 ("every string a player sees … errors"): a content pack's error is shown in the reader's
language. Every place that raises one — `fail(record, field, message)`, `ContentError(where,
message)` and its subclasses, the effect checker's `_Bad(path, message)` — must pass its sentence
as a `Msg("template", param=value)`: a template Babel extracts and the catalogues translate, the
file:line, field names, values and ids as parameters. An f-string or a plain literal would reach a
French player in English. The walk is over the source (ast), so a new call site is checked the day
it is written, and a function that forwards its own `message` parameter to one of them (content's
`fail`, the tutorial's `err`) is checked at its own call sites in turn.

The same for what names the kind of a wrong reference (`check_ref(…, what)`): `N_("clearing")` or a
Msg, never a bare English noun glued into the sentence; and for main.py's errors on stderr."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.core import i18n
from game.core.content import ContentError, Loc, check_ref, fail
from game.core.i18n import N_, Msg, error_text

ROOT = Path(__file__).resolve().parents[2]

# Call name -> index of its message argument. Subclasses of these are added by the walk. Besides
# the content errors: the errors whose text reaches `error_text` (a refused setup on the new-game
# page and `main.py simulate`, a damaged save on the load page and `main.py replay`, a Stonesaga
# campaign file or step refused in its dialogs).
SINKS = {"fail": 2, "ContentError": 1, "_Bad": 1, "SetupError": 0, "SaveError": 0, "CampaignError": 0}
# Call name -> index of the argument that names a kind of thing ("unknown {what} {value}").
KIND_ARGS = {"check_ref": 4, "enum_list": 4, "_one_key": 3}

# Files whose sites are counted, not excused (a helper that may not edit them): the count must
# match exactly, so an entry fails (and must be removed) the day they are converted, and a new
# English site fails too. Empty since session 8 (the Root factions' own pack checks are Msgs).
NOT_YET: dict[str, int] = {}


def _sources() -> list[tuple[str, ast.Module]]:
    out = []
    for p in sorted([*ROOT.glob("game/**/*.py"), ROOT / "main.py"]):
        out.append((p.relative_to(ROOT).as_posix(), ast.parse(p.read_text(encoding="utf-8"))))
    return out


def _name(call: ast.Call) -> str | None:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def _is_msg(node: ast.AST) -> bool:
    """`Msg("a literal template", …)`: Babel can extract the template only when it is a literal."""
    return (isinstance(node, ast.Call) and _name(node) == "Msg" and bool(node.args)
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str))


def _is_marked(node: ast.AST) -> bool:
    return _is_msg(node) or (isinstance(node, ast.Call) and _name(node) == "N_" and bool(node.args)
                             and isinstance(node.args[0], ast.Constant))


def _functions(tree: ast.AST):
    """(function, its parameter names, the calls in its own body)."""
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            params = [a.arg for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs]
            yield fn, params


def _sinks(sources) -> dict[str, int]:
    """SINKS plus ContentError's subclasses plus every function that forwards its own parameter as
    the message of a sink (to a fixed point)."""
    sinks = dict(SINKS)
    for _path, tree in sources:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(
                    (isinstance(b, ast.Name) and b.id in sinks) for b in node.bases):
                sinks.setdefault(node.name, 1)
    changed = True
    while changed:
        changed = False
        for _path, tree in sources:
            for fn, params in _functions(tree):
                for call in ast.walk(fn):
                    if not isinstance(call, ast.Call) or _name(call) not in sinks:
                        continue
                    i = sinks[_name(call)]
                    arg = call.args[i] if len(call.args) > i else None
                    if isinstance(arg, ast.Name) and arg.id in params and fn.name not in sinks:
                        sinks[fn.name] = params.index(arg.id)
                        changed = True
    return sinks


def _offences(sources, sinks) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path, tree in sources:
        forwarded = {(fn.name, p) for fn, params in _functions(tree) if fn.name in sinks for p in params}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node)
            if name in sinks:
                i = sinks[name]
                arg = node.args[i] if len(node.args) > i else next(
                    (k.value for k in node.keywords if k.arg == "message"), None)
                if arg is None or _is_msg(arg):
                    continue
                if isinstance(arg, ast.Name) and any(p == arg.id for _f, p in forwarded):
                    continue                 # a forwarder passing its own parameter on: checked at its calls
                out.setdefault(path, []).append(f"{path}:{node.lineno}: {name}(… {ast.unparse(arg)[:90]})")
            elif name in KIND_ARGS:
                i = KIND_ARGS[name]
                arg = node.args[i] if len(node.args) > i else None
                if arg is None or _is_marked(arg) or isinstance(arg, ast.Name):
                    continue
                if isinstance(arg, ast.IfExp) and _is_marked(arg.body) and _is_marked(arg.orelse):
                    continue
                out.setdefault(path, []).append(f"{path}:{node.lineno}: {name}(… what={ast.unparse(arg)[:60]})")
    return out


def test_the_walk_finds_what_it_must_and_passes_what_it_should():
    src = '''
class TutorialError(ContentError):
    pass
def err(line, message):
    return TutorialError(line, message)
def load(x):
    fail(x, "f", f"bad {x!r}")
    fail(x, "f", "bad")
    fail(x, "f", Msg("bad {x}", x=x))
    raise ContentError("w", "plain")
    raise err(1, f"late {x}")
    raise err(1, Msg("fine"))
    raise TutorialError("w", Msg(template))
    check_ref(x, "f", 1, [], "clearing")
    check_ref(x, "f", 1, [], N_("clearing"))
    raise SetupError(f"seat {x}: choose a faction")
    raise SetupError(Msg("seat {n}: choose a faction", n=x))
    raise SaveError("damaged")
'''
    sources = [("t.py", ast.parse(src))]
    sinks = _sinks(sources)
    assert sinks["err"] == 1 and sinks["TutorialError"] == 1
    found = _offences(sources, sinks)["t.py"]
    lines = sorted(int(f.split(":")[1]) for f in found)
    # f-string, plain literal, plain ContentError, f-string through the forwarder, a non-literal
    # template (Babel cannot extract it), a bare English noun as `what`, a refused setup and a
    # damaged save in English
    assert lines == [7, 8, 10, 11, 13, 14, 16, 18], found


def test_every_content_error_is_a_translatable_message():
    sources = _sources()
    offences = _offences(sources, _sinks(sources))
    counted = {p: len(v) for p, v in offences.items() if p in NOT_YET}
    assert counted == NOT_YET, "update NOT_YET (converted or new English sites): " + repr(counted)
    rest = [line for p, v in sorted(offences.items()) if p not in NOT_YET for line in v]
    assert not rest, "content errors in English only (use Msg):\n" + "\n".join(rest)


def _stderr_prints(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node) == "print" and any(
                k.arg == "file" and ast.unparse(k.value) == "sys.stderr" for k in node.keywords):
            yield node


def test_main_py_errors_go_through_the_catalogue():
    """main.py's refusals on stderr: translated text (`_`, `ngettext`, `error_text`, a rendered
    Msg), never an f-string or an English literal; the setup refusals it raises are Msgs."""
    tree = ast.parse((ROOT / "main.py").read_text(encoding="utf-8"))
    prints = list(_stderr_prints(tree))
    assert len(prints) >= 8            # no such file, cannot be loaded, no packs, at least 1, setup ×2, replay ×2, …
    bad = []
    for p in prints:
        arg = p.args[0]
        inner = arg.func.value if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) \
            and arg.func.attr == "format" else arg
        if not (isinstance(inner, ast.Call) and _name(inner) in ("_", "ngettext", "error_text", "shown")):
            bad.append(f"main.py:{p.lineno}: {ast.unparse(arg)[:90]}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node) == "SetupError" and not _is_msg(node.args[0]):
            bad.append(f"main.py:{node.lineno}: SetupError({ast.unparse(node.args[0])[:80]})")
    assert not bad, "\n".join(bad)


# --- what a reader sees --------------------------------------------------------------------

class _Rec:
    """A record as the loader makes them: it knows its file and each field's line."""
    def __init__(self):
        self._loc = Loc("packs/mine/provinces.yaml", 3, {"adjacent": 5, "copies": 7})


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_a_reference_error_reads_in_french_with_its_values_kept(french):
    rec = _Rec()
    with pytest.raises(ContentError) as e:
        check_ref(rec, "adjacent", "nowhere", ["north", "south"], N_("province"))
    # The sentence and the kind of thing translated; file:line, field name, the wrong value and
    # the known ids as they are.
    assert error_text(e.value) == ("packs/mine/provinces.yaml:5 : champ 'adjacent' : province introuvable : "
                                   "'nowhere' (valeurs connues : north, south)")
    # str() stays English (logs, the tests of the games' loaders)
    assert str(e.value) == "packs/mine/provinces.yaml:5: field 'adjacent': unknown province 'nowhere' (known: north, south)"


def test_a_loader_message_reads_in_french_and_portuguese():
    rec = _Rec()
    with pytest.raises(ContentError) as e:
        fail(rec, "copies", Msg("must be at least 1"))
    try:
        for lang in ("fr", "pt"):
            i18n.set_language(lang)
            shown = error_text(e.value)
            assert "'copies'" in shown and "must be at least 1" not in shown, (lang, shown)
    finally:
        i18n.set_language("en")
    assert error_text(e.value) == "packs/mine/provinces.yaml:7: field 'copies': must be at least 1"
