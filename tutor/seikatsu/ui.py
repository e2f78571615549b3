"""Seikatsu in the app: the hex board, hands of coloured tiles, koi bird choices."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.core import Score
from engine.i18n import N_, _, ngettext
from engine.seikatsu import Play
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.game import (
    DEAL,
    DRAW,
    HAND_SIZE,
    PLAY,
    SETUP,
    SETUP_SPACES,
    turns_each,
)
from engine.seikatsu.words import WORDS
from tutor.seikatsu import ABOUT, look, rows_panel
from tutor.seikatsu.board import SeikatsuBoard
from tutor.ui import Dealer, GamePlugin, HandOver, InfoLine, Said, Strength

TURN_ORDER_NOTE = "legend.turn_order"
"""Why the seats do not go round the picture clockwise (issue 16): niwa keeps the
engine's geometry (pink at the right, blue top-left, green bottom-left) and says so
(the id of the words, in engine/seikatsu/words.py)."""


class SeikatsuPlugin(GamePlugin):
    about = ABOUT
    strength = (  # bench/RESULTS-players.md, at the levels' default times
        Strength("medium", "easy", 0.615, 3, 200),
        Strength("hard", "easy", 0.885, 3, 200),
        Strength("hard", "medium", 0.675, 3, 80),
    )
    board_type = SeikatsuBoard
    during_play_label = Said(N_("Birds"))
    lists_moves = False
    move_placeholder = Said(N_("or type a move, e.g. Tp-d5"))
    board_help = Said(
        N_("Pick a tile from your hand (1-4), then a cell (arrows + Enter, or click).")
    )
    rules_placeholder = Said(N_("Search: e.g. koi flower"))
    dealer = Said(
        Dealer(
            question=N_("Who draws the tiles?"),
            computer=N_("The computer draws from the bag"),
            table=N_("Table mode: I type each tile drawn from a real bag"),
            noun=N_("the bag"),
        )
    )
    hand_over = HandOver(
        note=N_("Everyone else: look away. Your tiles stay hidden until you press Enter."),
        ready=N_("show my tiles"),
    )
    pick_first = Said(N_("Pick a tile from the hand first (keys 1-4)."))
    place_word = Said(N_("cell"))
    choice_question = Said(N_("Which bird is the koi?"))
    choice_note = Said(N_("A koi counts as the bird you choose, this turn only."))
    best_choice_note = Said(N_(" (with the best bird)"))
    table_draw_prompt = Said(
        N_("Type the tile drawn from the bag (e.g. Tp, or K for a koi), then Enter.")
    )
    table_draw_placeholder = Said(N_("the tile drawn, e.g. Tp or K"))
    what_if_draw_hint = Said(N_("Type the tile drawn (e.g. +Tp), or d to draw at random."))
    still_to_draw = Said(N_("Still in the bag: "))
    sheet_hint = Said(N_("its row and flowers light up on the board."))
    standings_title = Said(rows_panel.TITLE)

    def option_choices(self, field: str) -> list[tuple[Any, str]] | None:
        if field == "players":
            two, three = (ngettext("{count} player", "{count} players", n) for n in (2, 3))
            return [
                (2, two.format(count=2)),
                (3, three.format(count=3)),
                (4, _("{count} players, two teams").format(count=4)),
            ]
        return None

    def option_hint(self, field: str) -> str:
        if field == "tournament":
            return _(
                "Tournament mode: the koi are dealt face up at the start "
                "instead of going into the bag (niwa's ruling on how they are shared)."
            )
        return ""

    def hand_text(self, state: Any, seat: int, visible: bool) -> Text:
        hand = state.hands[seat]
        text = Text()
        for i, tile in enumerate(hand):
            if i:
                text.append(" ")
            face_up = tile == T.KOI and state.options.tournament
            shown = tile if (visible or face_up) else T.HIDDEN
            text.append_text(look.tile_text(shown))
        if not hand:
            text.append(_("(no tiles)"), style="dim")
        return text

    def hand_codes(self, state: Any, seat: int) -> list[str]:
        return [T.CODES[t] for t in state.hands[seat] if t != T.HIDDEN]

    def piece_text(self, code: str) -> Text:
        return look.code_text(code)

    def help_for(self, state: Any) -> str:
        """The hand keys as many as the tiles in hand: "(1-2)", "(1)"."""
        seat = self.game.to_move(state)
        held = len(state.hands[seat]) if seat >= 0 else HAND_SIZE
        keys = "1" if held <= 1 else f"1-{held}"
        return _(
            "Pick a tile from your hand ({keys}), then a cell (arrows + Enter, or click)."
        ).format(keys=keys)

    def seat_score(self, state: Any, points: int) -> str:
        """Until the garden is full the score is bird points only: the flower rows
        are added at the end (their running count is in the rows panel, ``o``)."""
        if self.game.is_over(state) or points < 0:
            return super().seat_score(state, points)
        return ngettext("{count} bird point", "{count} bird points", points).format(count=points)

    def status_text(self, state: Any) -> Text:
        done = sum(state.turns)
        total = turns_each(state.options) * state.players
        bag = ngettext("Bag: {count} tile", "Bag: {count} tiles", state.bag_size)
        turn = _("Turn {turn} of {total}").format(turn=min(done + 1, total), total=total)
        return Text(f"{bag.format(count=state.bag_size)}   {turn}", style="dim")

    def draw_purpose(self, state: Any, names: list[str]) -> str:
        if state.phase == SETUP:
            return _("a setup tile for {cell}").format(cell=SETUP_SPACES[state.players][state.step])
        if state.phase == DEAL:
            return _("a starting tile for {player}").format(player=names[state.step // HAND_SIZE])
        if state.phase == DRAW:
            return _("a tile for {player}").format(player=names[state.seat])
        return ""

    def supply_text(self, state: Any) -> Text:
        text = Text()
        for tile, count in enumerate(state.bag):
            if count:
                if text:
                    text.append(" ")
                text.append_text(look.tile_text(tile))
                text.append(f"x{count}", style="dim")
        return text

    def move_refs(self, move: Any) -> list[str]:
        return [move.cell] if isinstance(move, Play) else []

    def targets(self, state: Any, piece: str) -> set[str]:
        if state.phase != PLAY or T.BY_CODE.get(piece) not in state.hands[state.seat]:
            return set()
        return {B.NAMES[c] for c in range(B.N_CELLS) if state.frontier >> c & 1}

    def moves_for(self, state: Any, piece: str, ref: str) -> list[Any]:
        return [
            m
            for m in self.game.legal_moves(state)
            if isinstance(m, Play) and m.tile == piece and m.cell == ref
        ]

    def raw_move(self, state: Any, piece: str, ref: str) -> Any | None:
        bird = T.BIRDS[0].code if piece == "K" else None
        return Play(state.seat, piece, ref, bird)

    def choice_label(self, state: Any, move: Any) -> Text:
        """A koi's bird: the bird in its colour, its name, and what it would score."""
        bird = T.BIRD_BY_CODE[move.bird]
        before = state.scores[self.game.side_of(state, state.seat)]
        after = self.game.apply(state, move).state
        gain = after.scores[self.game.side_of(state, state.seat)] - before
        text = Text()
        text.append(f" {move.bird} ", look.bird_style(bird))
        text.append(f" {T.bird_name(bird)}: ")
        text.append(f"+{gain}" if gain else _("no points"), style="bold" if gain else "dim")
        return text

    def sheet_row(self, line: Score, index: int) -> str:
        """Flower lines read "row P4: ..."; rows of different pagodas share a number."""
        label = line.subject
        if len(label) == 2 and label[1:].isdigit():
            return _("Row {number}").format(number=label[1:])
        return label

    def line_highlights(self, state: Any, line: Score) -> dict[str, str]:
        label = line.subject
        marks: dict[str, str] = {}
        for pagoda, labels in B.ROW_LABELS.items():
            if label in labels:
                row = B.PAGODA_ROWS[pagoda][labels.index(label)]
                marks.update({B.NAMES[c]: "row" for c in row})
        marks.update({ref: "score" for ref in line.refs})
        return marks

    def pieces_legend(self) -> list[Text]:
        return look.tile_legend()

    def legend(self) -> list[InfoLine]:
        """The tile codes, then the pagodas' rows and the turn order."""
        lines = super().legend()
        for pagoda, labels in B.ROW_LABELS.items():
            text = Text()
            text.append_text(look.pagoda_badge(pagoda))
            first = B.row_cells_text(B.PAGODA_ROWS[pagoda][0])
            words = WORDS(
                "legend.rows",
                pagoda=WORDS(f"pagoda.{pagoda}"),
                first=labels[0],
                last=labels[-1],
                cells=first,
            )
            text.append(f" {words}")
            lines.append(InfoLine(text, {B.NAMES[c]: "row" for c in B.PAGODA_ROWS[pagoda][0]}))
        lines.append(InfoLine(Text(WORDS(TURN_ORDER_NOTE), style="dim")))
        return lines

    def standings(self, state: Any) -> list[InfoLine]:
        return rows_panel.standings(state, self.game.sides(state))

    def preview(self, state: Any, piece: str, ref: str, *, points: bool) -> Text | None:
        """The points the tile would score, and what it would do to the mover's rows."""
        text = super().preview(state, piece, ref, points=points)
        moves = self.moves_for(state, piece, ref)
        if text is None or not points or not moves:
            return text
        after = self.game.apply(state, moves[0]).state  # a koi's bird leaves the rows alike
        side = self.game.side_of(state, state.seat)
        text.append("\n")
        text.append_text(rows_panel.rows_change(state, after, side))
        return text


UI = SeikatsuPlugin
