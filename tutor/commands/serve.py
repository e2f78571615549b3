"""``niwa serve``: the app in a web browser, for a table of phones and laptops (issue 30).

textual-serve runs a small web server; each browser that opens the page gets its own
niwa process, driven over a websocket, all of them with this command's data folder
(saves merge under a lock: ``replays/fsio.py``). The server listens on this computer
only (127.0.0.1) unless asked for another address, and then it says plainly that
anyone who can reach that address can use the app and its data folder: there is no
login.
"""

from __future__ import annotations

import argparse
import ipaddress
import shlex
import sys
from pathlib import Path
from typing import Any, Final

from engine.i18n import _
from engine.safe_text import shown_path
from replays.storage import data_dir
from tutor.commands.arguments import Bounded

DEFAULT_HOST: Final = "127.0.0.1"
DEFAULT_PORT: Final = 8000
LOCAL_NAMES: Final = frozenset({"localhost", "localhost.localdomain"})
ANY_ADDRESS: Final = frozenset({"0.0.0.0", "::", ""})


def register(sub: Any) -> None:
    serve = sub.add_parser(
        "serve",
        help=_(
            "serve the app to web browsers (each visitor gets their own niwa, same data folder)"
        ),
    )
    serve.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=_(
            "address to listen on (default {host}: this computer only; any other "
            "lets anyone who can reach it use the app and its data folder)"
        ).format(host=DEFAULT_HOST),
    )
    serve.add_argument(
        "--port",
        type=Bounded(1, 65535),
        default=DEFAULT_PORT,
        help=_("port (default {port})").format(port=DEFAULT_PORT),
    )
    serve.add_argument(
        "--public-url",
        metavar="URL",
        help=_(
            "the address browsers use to reach this server, e.g. http://192.168.1.20:8000 "
            "(default: http://HOST:PORT; needed with --host 0.0.0.0, an address no browser "
            "can open)"
        ),
    )
    serve.set_defaults(run=run_serve)


def is_local(host: str) -> bool:
    """Whether ``host`` is reachable from this computer only (a loopback address)."""
    if host.lower() in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: whoever resolves it may reach it


def exposure_warning(host: str, folder: Path) -> str | None:
    """What serving on ``host`` exposes, in plain words (None for this computer only)."""
    if is_local(host):
        return None
    return _(
        "niwa serve: WARNING: listening on {host}, not this computer only. Anyone who "
        "can reach this address can use the app and its data folder "
        "{folder} (replays, unfinished games, lesson progress): there is no "
        "login. Use --host {local} (the default) to keep it to this computer."
    ).format(host=repr(host), folder=shown_path(folder), local=DEFAULT_HOST)


def app_command(folder: Path) -> str:
    """The shell command each visitor's niwa runs: this Python, this niwa, this data folder."""
    return shlex.join([sys.executable, "-m", "tutor.cli", "--data-dir", str(folder)])


def public_url(host: str, port: int, given: str | None) -> str:
    """Where browsers reach the server (textual-serve writes it into the page)."""
    if given:
        return given.rstrip("/")
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def run_serve(args: argparse.Namespace) -> int:
    from textual_serve.server import Server  # imported only when serving: the CLI stays quick

    folder = data_dir().expanduser().resolve()
    warning = exposure_warning(args.host, folder)
    if warning:
        print(warning, file=sys.stderr)
    url = public_url(args.host, args.port, args.public_url)
    if args.host in ANY_ADDRESS and not args.public_url:
        print(
            _(
                "niwa serve: {url} is no address a browser can open: pass --public-url "
                "http://<this computer's address>:{port}"
            ).format(url=url, port=args.port),
            file=sys.stderr,
        )
    print(
        _("niwa serve: open {url} in a browser; data folder {folder}").format(
            url=url, folder=shown_path(folder)
        ),
        flush=True,
    )
    server = Server(
        app_command(folder), host=args.host, port=args.port, title="niwa", public_url=url
    )
    server.serve()
    return 0
