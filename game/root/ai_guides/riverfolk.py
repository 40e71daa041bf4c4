"""A rule-based Riverfolk Company (Law chapter 11), the search's guide for that seat (issue 15;
docs/ai.md "Session 9"): it plays the seat in simulations and its pick is tried first.

The Company scores its own way: trade posts (the VP they uncover, Law 11.5.6.III) and Dividends
(1 VP per 2 funds at Birdsong once a post stands, Law 11.4.2). Funds come from Protectionism (2 of
its warriors when Payments is empty, 11.4.1) and from services others buy (11.2.6). So the guide
- keeps its funds (R-AI-65): a fund committed in Daylight is missing from the next Dividends
  (counted before Gather Funds), so the odd fund of an odd number is free to commit (Dividends
  round down) and buys a draw, a move or a battle; a fund spent is gone, half a VP at every
  Birdsong still to come (guessed long from the leader's VP); once another seat reaches 25 VP the
  next Dividends may never come and every fund goes into play;
- establishes its first trade post at once, where it rules with the widest margin over the
  nearest enemy army (a post removed halves the funds, Trade Disruption 11.2.5.I), and further
  posts when their VP beat the Dividends they cost, taking rule first by a move (Swimmers, 11.2.2)
  or a recruit by a river (11.5.5) when no clearing is ready;
- crafts what scores on its trade-post spaces (items; Favors where they remove enemy pieces;
  Better Burrow Bank, since the Company draws no cards); never exports (R-AI-68);
- battles where the odds are good and buildings or tokens fall (1 VP each, Law 3.2.1), not from a
  post clearing where it is outnumbered, and guards a post when one warrior would hold it;
- plays for the win (session 11, R-AI-145..147): on what may be the last turn (another seat at 25
  VP) or when every fund put into play reaches 30 VP this Daylight (riverfolk_helpers.burst_vp),
  funds cost nothing, the posts' guards move out, and rule is taken by a recruit or a move for
  further trade posts even while a clearing is ready for one; a post's VP are the faction's data
  (data/root/riverfolk.yaml, the space its suit's next post uncovers);
- sets up one warrior per river clearing, away from enemy pieces (R-AI-69), and sets prices
  by how much the buyers lead (11.6.2; R-AI-66).

Everything else (ambushes, battle effects, the hand limit, the shared card decisions): common.py's
answers, else _helpers_ab.default_choice. It reads only what the seat sees: its own board (funds,
payments, its hand — public anyway), the public pieces and VP; ties from its own seeded stream."""
from __future__ import annotations


from game.core.decision import Decision

from ..factions import riverfolk as rf
from ..flow.move import can_move, move_adj
from ._helpers_ab import top_frame
from .common import Board, GuideBase, foe_rule_strength, held, num
from .riverfolk_helpers import burst_vp, next_post_vp, site_suit

# --- weights (our own estimates; docs/ai.md "Session 9" says which were measured) ----------------
FUND_VP = 0.5              # one fund kept in Funds is half a VP at the next Dividends (Law 11.4.2)
POST_SAFETY = 0.35         # per warrior of margin over the enemies near a new post
BATTLE_MIN = 0.9           # a battle must score this much (common.battle_score) to commit a fund
DRAW_MAX_HAND = 4          # draw (commit 1) only while the hand holds fewer cards than this
GUARD_THREAT = 3           # enemy warriors next to a post that call for a guard
GUARD_MAX = 1              # more guards than this needed: the post is not defended
GUARD_FUNDS = 0.1          # a guard's worth per fund held (half of them go with the post)
SETUP_PAIR = -1.0          # setup: a second warrior beside the first (negative: spread, one per clearing)
COMMIT_WEIGHT = 1.0        # how much a committed fund's lost Dividends weigh
LAST_TURN_VP = 25          # another seat at this many VP: the last turn, funds are worth nothing more
TURN_VP = 2                # VP a turn of the leader's, to guess the turns left (a long guess: measured)
TURNS_MAX = 6              # at most this many Birdsongs counted for a spent fund
FIRST_POST = 3.0           # what the first trade post adds: Dividends start (Law 11.4.2)
WIN_VP = 30                # Law 3.1: the first to 30 VP wins


class Guide(GuideBase):
    """The Riverfolk Company guide: `choose(match, decision)` returns a legal choice id."""
    faction = "riverfolk"
    sensible_fallback = True              # _helpers_ab.default_choice for the rest
    own_loss_order = {"post-fox": 5.0, "post-rabbit": 5.0, "post-mouse": 5.0}


    # --- reading the Company's own board -------------------------------------------------------
    def st(self, b: Board) -> rf.RiverfolkState:
        return b.s.fstate[self.seat]

    def funds(self, b: Board) -> int:
        return rf.total(self.st(b).funds)

    def own_fid(self, b: Board) -> str:
        return b.s.factions[self.seat]

    def has_posts(self, b: Board) -> bool:
        return bool(rf.post_clearings(b.ctx, self.seat))

    def fund_cost(self, b: Board, n: int) -> float:
        """What committing n funds now costs at the next Dividends (Law 11.4.2: floor(funds / 2),
        counted before Gather Funds): nothing for the odd one; a quarter VP a fund while no post
        stands nor could this turn (no Dividends yet); nothing on what may be the last turn."""
        f = self.funds(b)
        if not self.has_posts(b) and not rf.post_targets(b.ctx, self.seat):
            return 0.25 * n
        if self.all_in(b):
            return 0.0
        return COMMIT_WEIGHT * float(f // 2 - max(0, f - n) // 2)

    def last_turn(self, b: Board) -> bool:
        """Another seat is within a turn of 30 VP (Law 3.1): the next Dividends may never come,
        so every fund goes into VP now."""
        return max((b.s.vp[i] for i in b.foes()), default=0) >= LAST_TURN_VP

    def win_now(self, b: Board) -> bool:
        """Every fund put into play this Daylight reaches 30 VP (Law 3.1; riverfolk_helpers.burst_vp,
        a cautious guess): the game is won now, the next Dividends do not matter."""
        return b.s.vp[self.seat] + burst_vp(b, self.seat) >= WIN_VP

    def all_in(self, b: Board) -> bool:
        """The funds are worth only the VP they buy this turn: the game may end before the next
        Birdsong (another seat near 30), or this turn can reach 30."""
        return self.last_turn(b) or self.win_now(b)

    def turns_left(self, b: Board) -> int:
        """Birdsongs still to come, guessed long from the leader's VP (30 wins, Law 3.1):
        (30 - VP) / TURN_VP, between 1 and TURNS_MAX. The automata score 4-5 a turn, but the
        long guess (TURN_VP 2) measured best: it keeps funds until late (docs/ai.md)."""
        top = max((b.s.vp[i] for i in b.foes()), default=0)
        return max(1, min(TURNS_MAX, (30 - top + TURN_VP - 1) // TURN_VP))

    def spend_cost(self, b: Board, n: int) -> float:
        """What spending n funds costs: half a VP per fund at every Birdsong still to come (a spent
        fund does not come back; Protectionism adds 2 a turn whatever was spent, Law 11.4.1).
        Counting the warriors' cap (a spent warrior back in the supply is paid in again) was
        measured worse: docs/ai.md, Session 9."""
        if not self.has_posts(b) and not rf.post_targets(b.ctx, self.seat):
            return 0.25 * n
        if self.all_in(b):
            return 0.0
        return FUND_VP * n * self.turns_left(b)

    def post_vp(self, b: Board, c: int) -> int:
        """The VP a trade post in c uncovers now: the faction's own track (data/root/riverfolk.yaml,
        Law 11.5.6.III), the suit the engine would place (the Lost City: R-LAND-15)."""
        suit = site_suit(b, self.seat, c, {})
        return next_post_vp(b, self.seat, suit) if suit else 0

    def near_threat(self, b: Board, c: int) -> int:
        """The largest single enemy army in or next to c (one attacker battles at a time)."""
        s = b.s
        return max((s.warriors[i][c] + max((s.warriors[i][d] for d in b.adj[c]), default=0) for i in b.foes()),
                   default=0)

    def site_value(self, b: Board, c: int, extra: int = 0) -> float:
        """A trade post in c: its VP, the crafting space it opens, how safely it stands."""
        mine = b.mine(c) + extra + 1                       # the garrison (Law 11.5.6.III)
        margin = mine - self.near_threat(b, c)
        v = self.post_vp(b, c) + 0.6 + POST_SAFETY * max(-4, min(margin, 3))
        if not self.has_posts(b):
            v += FIRST_POST + FUND_VP * self.turns_left(b)  # Dividends start (Law 11.4.2)
        return v

    def could_post(self, b: Board, c: int) -> bool:
        """c could take a trade post once the Company rules it (Law 11.5.6.I, III)."""
        return (not rf.has_post(b.ctx, c) and bool(rf.post_suits(b.ctx, self.seat, c)) and b.can_place(c))

    # --- setup (Law 11.3) ------------------------------------------------------------------------
    def on_riverfolk_setup(self, b: Board, d: Decision, ids: list[str]) -> str:
        s = b.s

        def score(i: str) -> float:
            c = num(i)
            foes = sum(b.foe_pieces(f, c) for f in b.foes())
            mine = b.mine(c)
            v = -2.0 * foes - 0.4 * b.threat(c) + 0.3 * len(b.ctx.m.river_adj[c]) + 0.1 * len(b.adj[c])
            if mine == 0:
                v += 1.5 + (0.8 if all(s.suits[x] != s.suits[c] for x in b.ctx.m.ids if b.mine(x)) else 0.0)
            elif mine == 1:
                v += SETUP_PAIR                             # a second one there (negative: spread, R-AI-69)
            else:
                v -= 2.0
            return v
        return self.pick(ids, score)

    # --- prices (Law 11.3.5, 11.6.2) -----------------------------------------------------------
    def on_riverfolk_price(self, b: Board, d: Decision, ids: list[str]) -> str:
        """Dear where the buyer gains most: Mercenaries (rule and battle) 4 once someone leads
        well, else 3; a Hand Card 3 while the hand holds items or birds, else 2; Riverboats 2.
        Automata pay their own card price (R-AI-66); this is for people and other guides."""
        fr = top_frame(b.s, rf.RfPrice)
        service = fr.service if fr is not None else ""
        top = max((b.s.vp[i] for i in b.foes()), default=0)
        if service == "mercenaries":
            want = 4 if top >= 15 else 3
        elif service == "hand-card":
            good = any(b.card(x).kind == "item" or b.card(x).suit == "bird" for x in b.hand())
            want = 3 if good else 2
        else:
            want = 2
        return f"price:{want}" if f"price:{want}" in ids else ids[-1]

    # --- whose warriors leave Funds (Law 11.5; 11.2.5.I) ----------------------------------------
    def on_riverfolk_fund(self, b: Board, d: Decision, ids: list[str]) -> str:
        """Keep in Funds the owners a trade post could spend (2 of the clearing's ruler, 11.5.6.II);
        spend or lose the Company's own first (they come back to its supply for Protectionism)."""
        st = self.st(b)
        fr = top_frame(b.s, rf.RfFunds)
        mode = fr.mode if fr is not None else "commit"
        me = self.own_fid(b)
        wanted: dict[str, int] = {}
        for c in b.ctx.m.ids:
            r = b.s.ruler[c]
            if 0 <= r < len(b.s.factions) and self.could_post(b, c):
                fid = b.s.factions[r]
                wanted[fid] = 2

        def score(i: str) -> float:
            fid = i.split(":", 1)[1]
            spare = st.funds.get(fid, 0) - wanted.get(fid, 0)
            v = float(spare)
            if fid == me and mode in ("spend", "disrupt"):
                v += 1.5
            return v
        return self.pick(ids, score)

    # --- Daylight (Law 11.5) ------------------------------------------------------------------------
    def on_riverfolk_action(self, b: Board, d: Decision, ids: list[str]) -> str:
        scores = self.action_scores(b, ids)
        best = self.pick(sorted(scores), lambda i: scores[i])
        return best if scores[best] > 0 else "done"

    def action_scores(self, b: Board, ids: list[str]) -> dict[str, float]:
        f = self.funds(b)
        out: dict[str, float] = {"done": 0.0}
        # trade posts: VP now, crafting room, Dividends
        if "action:trade-post" in ids:
            best = max((self.site_value(b, c) for c in rf.post_targets(b.ctx, self.seat)), default=-9.0)
            out["action:trade-post"] = best + 1.0 - self.spend_cost(b, 2)
        # crafting on the trade-post spaces: committed funds come back, but miss the Dividends
        for i in ids:
            if i.startswith("craft:"):
                card = i[6:]
                v = self.craft_worth(b, card)
                if v > 0:
                    out[i] = v - self.fund_cost(b, len(b.card(card).cost))
        # no Export (Law 11.5.3.I): Payments is empty in the Company's own Daylight (Gather Funds
        # emptied it, 11.4.3), and one warrior there cancels Protectionism's two (11.4.1; R-AI-68)
        plan = self.take_rule_plan(b)
        if "action:move" in ids:
            mv = self.move_plan(b)
            if mv is not None:
                out["action:move"] = mv[0] - self.fund_cost(b, 1)
        if "action:recruit" in ids and plan is not None and plan[0] == "recruit" and f >= 3:
            out["action:recruit"] = plan[1] - self.spend_cost(b, 3) - 0.5
        if "action:recruit" in ids and f >= 2 and "action:recruit" not in out:
            g = self.guard_need(b)
            if g is not None and g[2]:
                out["action:recruit"] = g[0] - self.spend_cost(b, 1)
        if "action:battle" in ids:
            bt = self.best_battle(b)
            if bt is not None and bt[0] >= BATTLE_MIN:
                out["action:battle"] = bt[0] - self.fund_cost(b, 1)
        if "action:draw" in ids and len(b.hand()) < DRAW_MAX_HAND:
            out["action:draw"] = 0.6 - self.fund_cost(b, 1)
        return out

    def craft_worth(self, b: Board, card: str) -> float:
        rec = b.card(card)
        if rec.kind == "item":
            return float(rec.vp) + 0.2
        if rec.kind == "immediate" and rec.effect == "favor":
            gain = sum(b.foe_soft(i, c) for c in b.m.ids if b.s.suits[c] == rec.suit for i in b.foes())
            return gain - 1.0
        if rec.kind == "persistent" and rec.effect == "better_burrow_bank":
            return 1.5                                      # a card every Birdsong: the Company draws none
        if rec.kind == "persistent" and rec.effect in ("royal_claim",):
            return 1.0 + 0.5 * sum(1 for c in b.m.ids if b.rules(c))
        return -1.0

    # --- trade posts (Law 11.5.6) --------------------------------------------------------------
    def on_riverfolk_post(self, b: Board, d: Decision, ids: list[str]) -> str:
        return self.pick(ids, lambda i: self.site_value(b, num(i)))

    def take_rule_plan(self, b: Board) -> tuple[str, float, int] | None:
        """A clearing to rule for a post next: by a recruit into an empty river clearing (11.5.5)."""
        targets = rf.post_targets(b.ctx, self.seat)
        if targets and not self.all_in(b):
            return None
        best = None
        for c in rf.recruit_targets(b.ctx, self.seat):
            if not self.could_post(b, c) or b.rules(c) or c in targets:
                continue
            need = foe_rule_strength(b, c) - held(b, self.seat, c) + 1
            if need != 1:
                continue
            v = self.site_value(b, c, 1)
            if best is None or v > best[1]:
                best = ("recruit", v, c)
        return best

    def on_riverfolk_recruit(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.take_rule_plan(b)
        if plan is not None and f"clearing:{plan[2]}" in ids:
            return f"clearing:{plan[2]}"
        g = self.guard_need(b)
        if g is not None and f"clearing:{g[1]}" in ids:
            return f"clearing:{g[1]}"

        def score(i: str) -> float:
            c = num(i)
            v = 0.0
            if rf.has_post(b.ctx, c) and any(t[0] == self.seat for t in b.s.tokens[c]):
                v += 1.0 + 0.3 * self.near_threat(b, c) - 0.3 * b.mine(c)
            if self.could_post(b, c) and foe_rule_strength(b, c) <= held(b, self.seat, c):
                v += 1.0
            return v
        return self.pick(ids, score)

    def guard_need(self, b: Board) -> tuple[float, int, bool] | None:
        """(value, clearing, by river) of the post most in need of a guard: the enemy army next to
        it outnumbers its warriors (a post lost halves the funds, 11.2.5.I)."""
        best = None
        rivers = set(rf.river_clearings(b.ctx))
        for c in rf.post_clearings(b.ctx, self.seat):
            v = self.guard_value(b, c)
            if v > 0 and (best is None or v > best[0]):
                best = (v, c, c in rivers)
        return best

    def guard_value(self, b: Board, c: int, k: int = 1) -> float:
        """What k more warriors in post clearing c are worth: the post, half the funds (Trade
        Disruption, 11.2.5.I) and, for the only post, the Dividends, when an army next to it
        outnumbers its warriors and at most GUARD_MAX more would hold it; nothing when the post
        is safe or lost anyway."""
        t = self.near_threat(b, c)
        mine = b.mine(c)
        if t < GUARD_THREAT or mine > t or t - mine + 1 > GUARD_MAX:
            return 0.0
        only = len(rf.post_clearings(b.ctx, self.seat)) == 1
        return 0.5 + GUARD_FUNDS * self.funds(b) + (1.0 if only else 0.0) + 0.2 * min(k, t - mine + 1)

    # --- moves (Law 4.2; Swimmers 11.2.2) --------------------------------------------------------
    def move_plan(self, b: Board) -> tuple[float, int, int, int] | None:
        """(value, origin, destination, count) of the best move: take rule of a clearing that can
        take a trade post this turn, guard a threatened post, or reach a good battle."""
        ctx, seat = b.ctx, self.seat
        st = self.st(b)
        own = st.funds.get(self.own_fid(b), 0)
        burst = self.all_in(b)
        targets = rf.post_targets(ctx, seat)
        can_pay_post = own >= 3 and (burst or not targets)
        posts = set(rf.post_clearings(ctx, seat))
        best: tuple[float, int, int, int] | None = None
        for o in ctx.m.ids:
            n = b.mine(o)
            if n <= 0:
                continue
            keep = 0
            if o in posts and not burst:               # this turn wins: no guard needed
                keep = max(1, min(n, self.near_threat(b, o)))
            spare = n - keep
            if spare <= 0:
                continue
            for dd in move_adj(ctx, seat, o):
                if not can_move(ctx, seat, o, dd):
                    continue
                foe = foe_rule_strength(b, dd)
                need = foe - held(b, seat, dd) + 1
                v = -1.0
                k = 0
                if can_pay_post and self.could_post(b, dd) and not b.rules(dd) and dd not in targets and 1 <= need <= spare:
                    # rule it now, post there next (the post's own value, less the fund it costs)
                    v = self.site_value(b, dd, need) - FUND_VP * 2 + 0.5
                    k = need
                if dd in posts:
                    t = self.near_threat(b, dd)
                    gv = self.guard_value(b, dd, spare)
                    if gv > v:
                        v, k = gv, min(spare, t - b.mine(dd) + 1)
                soft = max((b.foe_soft(i, dd) for i in b.foes()), default=0)
                fw = b.foe_warriors(dd)
                if soft and spare + b.mine(dd) >= fw + 2 and fw <= 1:
                    bv = 0.6 + 0.8 * soft                   # to battle there next (Law 3.2.1)
                    if bv > v:
                        v, k = bv, spare
                if k > 0 and (best is None or v > best[0]):
                    best = (v, o, dd, k)
        return best if best is not None and best[0] > 0 else None

    def on_move_origin(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.move_plan(b)
        if plan is not None and f"clearing:{plan[1]}" in ids:
            self.plan["move"] = plan[1:]
            return f"clearing:{plan[1]}"
        if "pass" in ids:
            return "pass"
        self.plan.pop("move", None)
        return self.pick([i for i in ids if i.startswith("clearing:")] or ids, lambda i: b.mine(num(i)))

    def on_move_dest(self, b: Board, d: Decision, ids: list[str]) -> str:
        planned = self.planned_dest(b, ids)
        if planned:
            return planned
        self.plan.pop("move", None)
        return self.pick(ids, lambda i: -b.threat(num(i)) + (2 if self.could_post(b, num(i)) else 0))

    def on_move_count(self, b: Board, d: Decision, ids: list[str]) -> str:
        plan = self.plan.pop("move", None)
        top = max(num(i) for i in ids)
        k = plan[2] if plan else 1
        return f"count:{max(1, min(k, top))}"

    # --- battles (Law 4.3; 11.5.2) ------------------------------------------------------------
    def best_battle(self, b: Board) -> tuple[float, int] | None:
        from ..flow import battle_clearings
        best = None
        for c in battle_clearings(b.ctx, self.seat):
            v = self.battle_score(b, c)
            # a post of ours stands there: fighting risks it (the defender's hits may reach it)
            if rf.has_post(b.ctx, c) and b.mine(c) <= b.foe_warriors(c):
                v -= 1.0
            if best is None or v > best[0]:
                best = (v, c)
        return best

    def on_battle_clearing(self, b: Board, d: Decision, ids: list[str]) -> str:
        bt = self.best_battle(b)
        if bt is not None and f"clearing:{bt[1]}" in ids:
            self.plan["battle"] = bt[1]
            return f"clearing:{bt[1]}"
        cands = [i for i in ids if i.startswith("clearing:")]
        if not cands:
            return "pass" if "pass" in ids else ids[0]
        return self.pick(cands, lambda i: self.battle_score(b, num(i)))

    # --- cards ----------------------------------------------------------------------------------
    def card_value(self, b: Board, cid: str) -> float:
        """Items are worth keeping: they are crafted on the posts' spaces and others buy them
        (Hand Card, 11.2.7.I)."""
        v = super().card_value(b, cid)
        rec = b.card(cid)
        if rec.kind == "item":
            v += 0.8
        if rec.kind == "persistent" and rec.effect == "better_burrow_bank":
            v += 0.8
        return v


__all__ = ["Guide"]
