"""Miyabi in the app: the garden board, tiles taken from the offer and placed by hand.

A tile is picked from the offer (keys 1-4, ``[`` and ``]``, or a click on its
shape), turned with ``r`` and moved over the garden as a ghost; the preview says
what it would cover, its layer, points, lantern column and bonus, or why it may
not go there, before Enter places it. Typed notation (``K2-c3E``) keeps working.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.core import FinalScoring, IllegalMove, Score
from engine.i18n import N_, _
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.placement import check, placements
from engine.miyabi.state import PLAY, REVEAL, Pass, Place, State
from engine.miyabi.words import WORDS
from tutor.miyabi import ABOUT, look
from tutor.miyabi.board import MiyabiBoard, parse_ref, seat_ref
from tutor.ui import ActionMove, Dealer, GamePlugin, Said, Strength

_HINTS = {
    "box": N_(
        "The box's mix of tiles, where your copy differs from niwa's reading (see the "
        "rules screen, miyabi.setup.inventory); any mix: niwa record --option "
        '\'box=[["ML",1],["MR",2]]\'.'
    ),
    "colourful_garden": N_(
        "Colourful garden variant: at the end, your group of object squares "
        "joined side by side showing the most objects scores 1 point per object."
    ),
    "big_meadow": N_(
        "Big meadow variant: at the end, your largest group of visible plain "
        "green squares joined side by side scores 2 points per square."
    ),
}


def _bonus_subject(obj: int) -> str:
    """The subject of the Score a bonus tile gives (engine/miyabi/game.py)."""
    return WORDS("score.bonus_subject", object=T.object_name(obj))


def _bonus_row(obj: int) -> str:
    """A bonus tile's row of the score sheet: 'Maple bonus', 'Koi bonus'."""
    return WORDS("sheet.bonus", name=T.object_name(obj).split()[0].capitalize())


_VARIANT_ROWS = {
    "miyabi.variant.colourful": N_("Colourful garden"),
    "miyabi.variant.meadow": N_("Big meadow"),
}


class MiyabiPlugin(GamePlugin):
    about = ABOUT
    strength = (  # bench/RESULTS-players.md, at the levels' default times
        Strength("medium", "easy", 0.562, 2, 200),
        Strength("hard", "easy", 0.912, 2, 200),
        Strength("hard", "medium", 0.833, 2, 24),
    )
    round_result = True
    board_type = MiyabiBoard
    lists_moves = False
    action_moves = (ActionMove("x", N_("Pass"), "pass"),)
    move_placeholder = Said(N_("or type a move, e.g. K2-c3E"))
    board_shows_pieces = True
    board_help = Said(
        N_(
            "Pick a tile (1-4, [ ], a click), move it with the arrows, r turns it, Enter "
            "places it; or type K2-c3E (fish on c3, running east)."
        )
    )
    rules_placeholder = Said(N_("Search: e.g. lantern layer"))
    pick_first = Said(N_("Pick a tile from the offer first (keys 1-4, [ and ], or click it)."))
    place_word = Said(N_("square"))
    dealer = Said(
        Dealer(
            question=N_("Who reveals the tiles?"),
            computer=N_("The computer reveals each round's tiles from the box"),
            table=N_("Table mode: I type the tiles revealed at the real table"),
            noun=N_("the box"),
        )
    )
    table_draw_prompt = Said(
        N_(
            "Pick the tiles revealed at the table on the board (Shift+Tab or a click reaches "
            "it), or type them in notation (+M1,M1,...), then Enter."
        )
    )
    table_draw_placeholder = Said(N_("the tiles revealed"))
    what_if_draw_hint = Said(
        N_("Pick the tiles on the board, type them, or d to reveal at random.")
    )
    still_to_draw = Said(N_("Still in the box: "))
    sheet_hint = Said(N_("its squares light up in the gardens."))
    hand_over = None  # nothing is hidden in Miyabi: people at one screen play on

    def option_hint(self, field: str) -> str:
        hint = _HINTS.get(field)
        return _(hint) if hint else ""

    def option_label(self, field: str) -> str:
        return _("Box mix") if field == "box" else super().option_label(field)

    def data_sets(self, field: str) -> dict[str, Any]:
        """The box mixes on offer: niwa's ruling, and its corners the other way round."""
        if field == "box":
            return {
                _("niwa's ruling (corners left-turning first)"): (),
                _("corners right-turning first"): T.RIGHT_CORNERS_FIRST,
            }
        return {}

    # -- seats and the offer ----------------------------------------------------------

    def hand_codes(self, state: State, seat: int) -> list[str]:
        """The tile types on offer, for the seat on turn (the offer is everybody's)."""
        if state.phase != PLAY or seat != state.seat:
            return []
        return [T.TILES[t].id for t, count in enumerate(state.offer) if count]

    def piece_text(self, code: str) -> Text:
        tile = T.BY_ID.get(code)
        if tile is None:
            return Text(code)
        return Text(code, look.object_style(T.TILES[tile].object))

    def status_text(self, state: State) -> Text:
        round_no = min(state.round + 1, state.rounds)
        return Text(
            # one line in the narrow side panel: "Round 6 of 6, box 24 tiles (1 out)"
            _("Round {round} of {rounds}, box {tiles} tiles ({out} out)").format(
                round=round_no, rounds=state.rounds, tiles=sum(state.box), out=sum(state.removed)
            ),
            style="dim",
        )

    def supply_text(self, state: State) -> Text:
        text = Text()
        for tile, count in enumerate(state.box):
            if count:
                if text:
                    text.append(" ")
                text.append_text(self.piece_text(T.TILES[tile].id))
                text.append(f"x{count}", style="dim")
        return text

    def forced_move(self, state: State) -> tuple[Any, str] | None:
        """Nothing on offer fits: the pass plays itself (ruling miyabi.turn.pass)."""
        if state.phase != PLAY:
            return None
        moves = self.game.legal_moves(state)
        if len(moves) == 1 and isinstance(moves[0], Pass):
            return moves[0], _("no tile on offer fits the garden: a forced pass for this round.")
        return None

    # -- placing -------------------------------------------------------------------------

    def move_refs(self, move: Any) -> list[str]:
        """The squares a placement covers, object square first, in the mover's garden."""
        if not isinstance(move, Place):
            return []
        tile = T.BY_ID.get(move.tile)
        anchor = G.BY_NAME.get(move.cell)
        if tile is None or anchor is None:
            return []
        cells = G.FOOTPRINT.get((T.TILES[tile].shape, anchor, move.facing)) or (anchor,)
        return [seat_ref(c, move.seat) for c in cells]

    def targets(self, state: State, piece: str) -> set[str]:
        """Where the held tile's objects may go: ``c3E`` (a single: ``c3``)."""
        if state.phase != PLAY:
            return set()
        return {m.cell + m.facing for m in placements(state, state.seat) if m.tile == piece}

    def raw_move(self, state: State, piece: str, ref: str) -> Any | None:
        """A placement of ``piece`` on a square; at the reveal, the tiles the board's
        picker sends in notation (``+M1,M1,...``)."""
        if state.phase == REVEAL:
            if not ref.startswith("+"):
                return None
            try:
                return self.game.parse_move(state, ref)
            except ValueError:
                return None
        parsed = parse_ref(ref)
        tile = T.BY_ID.get(piece)
        if parsed is None or tile is None or state.phase != PLAY:
            return None
        cell, facing, _seat = parsed
        way = "" if T.TILES[tile].shape == "1" else facing or "E"
        return Place(state.seat, piece, G.NAMES[cell], way)

    def moves_for(self, state: State, piece: str, ref: str) -> list[Any]:
        move = self.raw_move(state, piece, ref)
        if move is None:
            return []
        try:
            check(state, move)
        except IllegalMove:
            return []
        return [move]

    def preview(self, state: State, piece: str, ref: str, *, points: bool) -> Text | None:
        """What the held tile would do here, or why it may not go here (with the rule)."""
        move = self.raw_move(state, piece, ref)
        if move is None:
            return None
        where = f"{move.tile}-{move.cell}{move.facing}"
        try:
            placing = check(state, move)
        except IllegalMove as err:
            text = Text.assemble((f"{where}: ", "bold"), (_("not here: "), "bold red"))
            text.append(err.reason)
            if err.rule in self.game.rules:
                text.append(f" ({self.game.rules[err.rule].title})", style="dim")
            return text
        kind = T.TILES[placing.tile]
        obj = T.OBJECTS[kind.object]
        covers = " ".join(G.NAMES[c] for c in placing.cells)
        text = Text.assemble(
            (f"{where}: ", "bold"),
            _("covers {cells}, layer {layer}").format(cells=covers, layer=placing.layer),
        )
        if points:
            text.append(
                f", {T.count_text(kind.object, kind.squares)} x {placing.layer} = ",
            )
            text.append(f"+{kind.squares * placing.layer}", style="bold green")
            if placing.layer >= T.BONUS_LAYER and state.bonuses[kind.object] < 0:
                bonus = _(", {object} bonus +{points}").format(
                    object=T.object_name(kind.object), points=obj.bonus
                )
                text.append(bonus, style="bold green")
        lantern = G.COLUMNS[G.column_of(placing.cells[0])]
        text.append(_(", lantern {lantern}").format(lantern=lantern))
        text.append(".   " + _("Enter places it, r turns it."), style="dim")
        return text

    # -- the end ---------------------------------------------------------------------------

    def play_rows(self, state: State, final: FinalScoring) -> list[tuple[str, list[int]]]:
        """The points of play by part: a row per building round (the tiles' objects x
        layers, rule miyabi.score.layer), then a row per bonus tile taken
        (miyabi.score.bonus)."""
        rows = []
        for round_no in range(1, state.rounds + 1):
            points = [0] * state.players
            for seat in range(state.players):
                for placed in state.stacks[seat]:
                    if placed.round == round_no:
                        points[seat] += T.TILES[T.BY_ID[placed.tile]].squares * placed.layer
            rows.append((_("Round {round}").format(round=round_no), points))
        for o, obj in enumerate(T.OBJECTS):
            if state.bonuses[o] >= 0:
                points = [
                    obj.bonus if seat == state.bonuses[o] else 0 for seat in range(state.players)
                ]
                rows.append((_bonus_row(o), points))
        return rows

    def play_row_of(self, line: Score, round_no: int) -> str | None:
        """A tile's points count in its building round's row, a bonus tile in its own."""
        if line.rule == "miyabi.score.bonus":
            bonus = next(
                (o for o in range(len(T.OBJECTS)) if line.subject == _bonus_subject(o)), None
            )
            return _bonus_row(bonus) if bonus is not None else line.subject
        return _("Round {round}").format(round=round_no)

    def sheet_row(self, line: Score, index: int) -> str:
        """Row lines read "row 3 (koi pond): ..."; the variants go by their names."""
        if line.rule in _VARIANT_ROWS:
            return _(_VARIANT_ROWS[line.rule])
        label = line.subject or line.detail.split(":", 1)[0]  # "row 3 (koi pond)"
        if line.rule.startswith("miyabi.end.") and label:
            return label[:1].upper() + label[1:]
        return _("line {number}").format(number=index + 1)

    def line_highlights(self, state: State, line: Score) -> dict[str, str]:
        marks: dict[str, str] = {}
        head = line.detail.split(" ", 2)
        if line.rule.startswith("miyabi.end.") and len(head) > 1 and head[1].isdigit():
            row = int(head[1]) - 1
            marks.update({seat_ref(row * G.SIZE + c, line.side): "row" for c in range(G.SIZE)})
        marks.update({f"{ref}@{line.side + 1}": "score" for ref in line.refs})
        return marks

    def pieces_legend(self) -> list[Text]:
        """The objects' letters, then how squares and tiles are written (the notation, the
        same in every language, explained in the language spoken now)."""
        text = Text()
        for o, obj in enumerate(T.OBJECTS):
            if o:
                text.append("  ")
            text.append(obj.code, look.object_style(o))
            text.append(f" {T.object_unit(o)}")
        return [
            text,
            Text(WORDS("legend.squares"), "dim"),
            Text(WORDS("legend.tiles"), "dim"),
        ]


UI = MiyabiPlugin
