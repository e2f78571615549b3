"""Does every text fit? A screen's widgets compared with what they rendered (issue 22).

The rule: a text either fits, wraps inside its own box, or its box scrolls (with a key:
the box takes the focus); choices stack when they do not fit in a row; tables keep every
column. :func:`unfit` walks a screen's visible widgets and says, in words, each place
that breaks it:

- a widget's text (every character but spaces, in order) is not in what the widget drew
  in its own box: it was cut, cropped or ellipsised;
- a widget runs out of its parent (or the screen) where no ancestor can scroll to it, or
  only the mouse wheel can (the scrolling box takes no focus, so no key scrolls it);
- a widget that shows text was squeezed to nothing;
- an option of a list, a table's header or cell, is not drawn whole;
- a box's border title is cut (ellipsised) by its border (issue 27: the editor's
  Fields and Ask boxes at 80x24);
- an option list or a table of niwa's is Textual's own, which keeps what it laid out at a
  width it no longer has (``SettledOptionList``, ``SettledTable``); an option laid out in
  fewer lines than it draws at the list's width now.
"""

from __future__ import annotations

from rich.text import Text
from textual.content import Content
from textual.errors import NoWidget
from textual.geometry import Region
from textual.screen import Screen
from textual.strip import Strip
from textual.style import Style
from textual.visual import Visual, visualize
from textual.widget import Widget
from textual.widgets import DataTable, Input, OptionList, RichLog, TextArea

from tutor.widgets.settled_options import SettledOptionList
from tutor.widgets.settled_table import SettledTable

WIDE = 1000
"""The width a widget's content is laid out at to read all of it, unwrapped."""


def _text(strips: list[Strip]) -> str:
    return "\n".join(strip.text for strip in strips)


def solid(text: str) -> str:
    """The text without its spaces: wrapping moves words to new lines but keeps them."""
    return "".join(text.split())


def content_text(widget: Widget) -> str:
    """All the text a widget means to show: a text laid out wide enough for none of it to
    wrap (a crop or an ellipsis at the widget's width is then a loss); any other
    renderable (a Rich table, whose columns a wide layout arranges otherwise) at the
    widget's width, with no limit on its height."""
    renderable = widget.render()
    if isinstance(renderable, Text | Content):
        return renderable.plain  # laid out wide, it is its plain text: no need to draw it
    visual = visualize(widget, renderable)
    if not isinstance(visual, Visual):
        return ""
    plain = isinstance(renderable, str)
    width = WIDE if plain else max(1, widget.content_region.width)
    return _text(Visual.to_strips(widget, visual, width, None, Style()))


def drawn_text(widget: Widget) -> str:
    """What the widget drew inside its border and padding, at its size."""
    width, height = widget.region.size
    strips = widget.render_lines(Region(0, 0, width, height))
    gutter = widget.styles.gutter
    inner = strips[gutter.top : height - gutter.bottom]
    return "\n".join(s.crop(gutter.left, width - gutter.right).text for s in inner)


def _scrolls_by_key(widget: Widget, vertical: bool) -> bool:
    """The widget scrolls that way and a key can scroll it: it takes the focus, it is a
    board whose screen pages it (``Board.action_page``), or it binds the page keys for
    the fields inside it (Setup's form: the keys reach it from the focused field)."""
    can = widget.allow_vertical_scroll if vertical else widget.allow_horizontal_scroll
    pages = vertical and "pagedown" in widget._bindings.key_to_bindings
    keyed = widget.focusable or isinstance(widget, Screen) or hasattr(widget, "action_page")
    keyed = keyed or pages
    return can and keyed


def _reachable(widget: Widget, region: Region) -> list[str]:
    """Where ``region`` (the widget's box) runs out of an ancestor that cannot scroll to it."""
    problems = []
    for ancestor in widget.ancestors_with_self[1:]:
        if not isinstance(ancestor, Widget) or not ancestor.region.area:
            continue
        box = ancestor.scrollable_content_region
        if isinstance(ancestor, Screen):
            box = ancestor.region
        below = region.bottom > box.bottom or region.y < box.y
        beside = region.right > box.right or region.x < box.x
        if widget.focusable and (below or beside):
            # focus scrolls a widget into view (Home's cards): the box must only scroll
            below = below and not ancestor.allow_vertical_scroll
            beside = beside and not ancestor.allow_horizontal_scroll
            if below or beside:
                problems.append(f"runs out of {_name(ancestor)} {box}, which cannot scroll")
            break
        if below and not _scrolls_by_key(ancestor, vertical=True):
            problems.append(f"runs out of {_name(ancestor)} {box} by height ({region})")
        if beside and not _scrolls_by_key(ancestor, vertical=False):
            problems.append(f"runs out of {_name(ancestor)} {box} by width ({region})")
        if below or beside:
            break  # judged at the first box it leaves
    return problems


def _name(widget: Widget) -> str:
    return f"{type(widget).__name__}#{widget.id}" if widget.id else type(widget).__name__


def _missing(meant: str, drawn: str) -> str | None:
    """None if every character of ``meant`` (spaces aside) is in ``drawn``, in order and
    together; else the first word that is not."""
    if solid(meant) in solid(drawn):
        return None
    words = meant.split()
    flat = solid(drawn)
    at = 0
    for word in words:
        found = flat.find(word, at)
        if found < 0:
            return word
        at = found + len(word)
    return meant.split()[0] if words else None


def _unsettled(widget: Widget) -> list[str]:
    """A niwa option list or table that is Textual's own: its drawing depends on when the
    screen refreshed (``tutor/widgets/settled_options.py``, ``settled_table.py``). The
    lists inside Textual's own widgets (a Select's overlay, the command palette) are not
    niwa's to change."""
    kind = type(widget)
    if kind not in (OptionList, DataTable) and kind.__module__.startswith("textual."):
        return []
    if isinstance(widget, OptionList) and not isinstance(widget, SettledOptionList):
        return ["an OptionList, not a SettledOptionList"]
    if isinstance(widget, DataTable) and not isinstance(widget, SettledTable):
        return ["a DataTable, not a SettledTable"]
    return []


def _option_problems(options: OptionList) -> list[str]:
    problems = _unsettled(options)
    heights = options._line_cache.heights
    for index, option in enumerate(options.options):
        meant = content_text_of(options, option.prompt)
        strips = options._get_option_render(option, Style())
        drawn = _text(strips)
        if (word := _missing(meant, drawn)) is not None:
            problems.append(f"option {meant.strip()!r} drawn {drawn.strip()!r} (lost {word!r})")
        laid_out = heights.get(index, len(strips))  # not laid out yet: nothing stale
        if laid_out < len(strips):
            problems.append(
                f"option {meant.strip()!r} laid out in {laid_out} lines, drawn in "
                f"{len(strips)}: its tail is not shown"
            )
    if options.max_scroll_y > 0 and not options.focusable:
        problems.append("options scroll but take no focus")
    return problems


def content_text_of(widget: Widget, content: object) -> str:
    visual = visualize(widget, content)  # type: ignore[arg-type]
    return _text(Visual.to_strips(widget, visual, WIDE, None, Style()))


def _table_problems(table: DataTable[object]) -> list[str]:
    problems = _unsettled(table)
    for column in table.columns.values():
        width = column.get_render_width(table) - 2 * table.cell_padding
        for line in column.label.plain.splitlines():
            if len(line) > width:
                problems.append(f"header {line!r} in {width} cells")
    if table.max_scroll_x > 0 and not (table.focusable and table.show_horizontal_scrollbar):
        problems.append("columns out of view, no sideways scroll")
    return problems


def _title_problems(widget: Widget) -> list[str]:
    """A border title drawn whole in the top border (Textual ellipsises one too long)."""
    title = widget.border_title
    if not title or widget.styles.border_top[0] in ("", "none", "hidden"):
        return []
    meant = Text.from_markup(title).plain if isinstance(title, str) else str(title)
    width = widget.region.width
    top = widget.render_lines(Region(0, 0, width, 1))
    drawn = top[0].text if top else ""
    if solid(meant) not in solid(drawn):
        return [f"border title {meant!r} cut: drew {drawn.strip()!r}"]
    return []


def unfit(screen: Screen[object]) -> list[str]:
    """Every place on the screen where a text does not fit, in words (empty: all fit)."""
    problems: list[str] = []
    for widget in screen.query(Widget):
        if not widget.display or not widget.visible:
            continue
        if not all(a.display for a in widget.ancestors if isinstance(a, Widget)):
            continue
        try:
            geometry = screen.find_widget(widget)
        except NoWidget:
            continue  # scrolled out of a box that scrolls (judged with the box)
        region = geometry.region
        name = _name(widget)
        where = [f"{name}: {p}" for p in _reachable(widget, region)]
        problems.extend(where)
        problems.extend(f"{name}: {p}" for p in _title_problems(widget))
        if isinstance(widget, OptionList):
            problems.extend(f"{name}: {p}" for p in _option_problems(widget))
            continue
        if isinstance(widget, DataTable):
            problems.extend(f"{name}: {p}" for p in _table_problems(widget))
            continue
        if isinstance(widget, Input) and not widget.value:
            room = widget.content_region.width - 1  # the cursor's cell
            if len(widget.placeholder) > room:
                problems.append(f"{name}: placeholder {widget.placeholder!r} in {room} cells")
            continue
        if isinstance(widget, RichLog | Input | TextArea) or widget.children:
            continue
        meant = content_text(widget)
        if not solid(meant):
            continue
        if not region.area or not widget.content_region.area:
            problems.append(f"{name}: shows {meant.strip()[:40]!r} in no room")
            continue
        if widget.allow_vertical_scroll or widget.allow_horizontal_scroll:
            if not widget.focusable:
                problems.append(f"{name}: scrolls, but no key scrolls it (takes no focus)")
            continue
        drawn = drawn_text(widget)
        if (word := _missing(meant, drawn)) is not None:
            shown = " / ".join(line.strip() for line in drawn.splitlines() if line.strip())
            problems.append(f"{name}: lost {word!r}: drew {shown[:160]!r}")
    return problems
