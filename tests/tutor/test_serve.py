"""``niwa serve`` (issue 30): this computer only by default, a plain warning otherwise,
and every visitor's niwa on the server's data folder. The browser itself is driven in
test_serve_browser.py; these check the command's decisions without starting a server.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from tutor.cli import build_parser
from tutor.commands import serve


def test_serve_listens_on_this_computer_only_unless_asked() -> None:
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.public_url) == ("127.0.0.1", 8000, None)
    assert serve.is_local(args.host)


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"])
def test_loopback_addresses_say_nothing(host: str, tmp_path: Path) -> None:
    assert serve.exposure_warning(host, tmp_path) is None


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.20", "::", "table.local", ""])
def test_any_other_address_says_who_can_use_the_app_and_its_data(host: str, tmp_path: Path) -> None:
    warning = serve.exposure_warning(host, tmp_path / "my data")
    assert warning is not None
    assert "anyone who" in warning.lower() and "data folder" in warning
    assert "my data" in warning and "127.0.0.1" in warning


def test_every_visitor_runs_this_niwa_on_the_same_data_folder(tmp_path: Path) -> None:
    folder = tmp_path / "a folder; rm -rf ~"  # quoted, never run by the shell
    words = shlex.split(serve.app_command(folder))
    assert words == [sys.executable, "-m", "tutor.cli", "--data-dir", str(folder)]


def test_the_public_url_is_what_browsers_are_told() -> None:
    assert serve.public_url("127.0.0.1", 8123, None) == "http://127.0.0.1:8123"
    assert serve.public_url("::1", 8000, None) == "http://[::1]:8000"
    given = "http://192.168.1.20:8000/"
    assert serve.public_url("0.0.0.0", 8000, given) == "http://192.168.1.20:8000"


def test_serve_warns_before_serving_and_hands_the_server_its_settings(
    monkeypatch: pytest.MonkeyPatch, capsys: Any, data_dir: Path
) -> None:
    made: dict[str, Any] = {}

    class FakeServer:
        def __init__(self, command: str, **settings: Any) -> None:
            made.update(settings, command=command)

        def serve(self) -> None:
            made["served"] = True

    import textual_serve.server

    monkeypatch.setattr(textual_serve.server, "Server", FakeServer)
    args = build_parser().parse_args(["serve", "--host", "0.0.0.0", "--port", "8123"])
    assert args.run(args) == 0
    err = capsys.readouterr().err
    assert "WARNING" in err and "anyone who can reach" in err.lower()
    assert "--public-url" in err  # 0.0.0.0 is no address a browser can open
    assert made["served"] and (made["host"], made["port"]) == ("0.0.0.0", 8123)
    assert str(data_dir.resolve()) in shlex.split(made["command"])


@pytest.mark.parametrize("port", ["0", "65536", "-1", "http"])
def test_a_port_out_of_range_is_refused_in_one_line(port: str, capsys: Any) -> None:
    with pytest.raises(SystemExit) as refused:
        build_parser().parse_args(["serve", "--port", port])
    assert refused.value.code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
