"""The commands as argparse subcommands: every one in ``wordle --help`` with its own --help,
"did you mean" for a misspelt one, steps that look like words still read as steps,
``--version``, and the completion scripts."""

import importlib
import importlib.metadata
import shutil
import subprocess

import pytest

import wordle
from wordle.cli.main import main

COMMANDS = ("solve", "best", "bot", "review", "play", "share", "completion")
OWN_OPTION = {  # an option only that command has (but review's --answer, which play has too)
    "solve": "--explain",
    "best": "--top",
    "bot": "--start",
    "review": "--answer",
    "play": "--challenge",
    "share": "--spoiler-free",
    "completion": "{bash,zsh}",
}
cli_main = importlib.import_module("wordle.cli.main")


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_main_help_lists_every_command(capsys):
    status, out, err = run(capsys, "--help")
    assert (status, err) == (0, "")
    assert out.startswith("usage: wordle [solve] STEP... [options]\n")
    listed = out[out.index("\ncommands:") :]
    for command in COMMANDS:
        assert f"\n    {command}" in listed, command
    assert "wordle STEP... is wordle solve STEP..." in out


@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_has_its_own_help(capsys, command):
    status, out, err = run(capsys, command, "--help")
    assert (status, err) == (0, "")
    assert out.startswith(f"usage: wordle {command} [-h]")
    assert OWN_OPTION[command] in out
    others = {o for c, o in OWN_OPTION.items() if c != command and o != "--answer"}
    assert not [o for o in others if o in out]


def test_version(capsys):
    status, out, err = run(capsys, "--version")
    assert (status, out, err) == (0, f"wordle {wordle.__version__}\n", "")


def test_version_without_an_installed_distribution(capsys, monkeypatch):
    def not_installed(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(cli_main.importlib.metadata, "version", not_installed)
    monkeypatch.setattr(wordle, "__version__", "9.8.7")
    assert run(capsys, "--version") == (0, "wordle 9.8.7\n", "")


@pytest.mark.parametrize(
    ("argv", "meant"),
    [
        (["bset"], "best"),
        (["bots", "ocean"], "bot"),
        (["reviw", "CRANE=....."], "review"),
        (["shar", "--hard", "CRANE=....."], "share"),
        (["paly"], "play"),
        (["sovle", "CRANE=....."], "solve"),
        (["completoin", "bash"], "completion"),
    ],
)
def test_a_misspelt_command_gets_did_you_mean(capsys, argv, meant):
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err == f"wordle: unknown command {argv[0]!r}; did you mean {meant}?\n"


def test_steps_that_look_like_words_are_steps_not_commands(capsys):
    # SHORE is close to share, and a valid guess: it is read as the guess of a step
    status, out, err = run(capsys, "shore", "BBBBB")
    assert status == 0 and err == "" and out and not set("shore") & set(out.replace("\n", ""))
    status, out, err = run(capsys, "share", "--json", "shore", "BBBBB")  # the command
    assert status == 0 and '"share": "Wordle ?/6' in out
    status, out, err = run(capsys, "SHORE", "🟨⬛⬛⬛⬛")  # emoji after the word
    assert status == 0 and out and all("s" in w and w[0] != "s" for w in out.split())
    status, out, err = run(capsys, "shore")  # a word without colours: the step's error
    assert (status, out) == (2, "") and "a guess needs its colours" in err
    status, out, err = run(capsys, "xyzzy")  # no command is close: the step's error
    assert status == 2 and "did you mean" not in err


def test_a_first_guess_spelt_like_a_command_is_written_as_a_step_or_after_solve(capsys):
    game = run(capsys, "SHARE=.....")
    assert game[0] == 0 and game[1]
    assert run(capsys, "solve", "share", "BBBBB") == game
    assert run(capsys, "solve", "share", "⬛⬛⬛⬛⬛") == game
    assert run(capsys, "share", "BBBBB")[0] == 2  # the command, given no game


def test_options_before_the_steps_still_mean_solve(capsys):
    status, out, _ = run(capsys, "--words", "allowed", "JUDGE=....e", "CHEST=c.E..", "WRECK=..Ec.")
    assert (status, out.split()) == (0, ["ocean", "oleic", "ileac"])
    status, out, _ = run(capsys, "-v", "CHEST=c.E..")
    assert status == 0 and "possible answers in the answers list" in out


def test_exit_statuses_are_kept(capsys, monkeypatch):
    assert run(capsys, "CHEST=c.E..")[0] == 0
    assert run(capsys, "CHEST=c.X..")[0] == 2
    assert run(capsys, "best", "--top", "0")[0] == 2
    assert run(capsys, "play", "--answer", "zzzzz")[0] == 2
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO(""))
    assert run(capsys, "play", "--answer", "crane")[0] == 1  # input ended: not solved


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def completed(capsys, line: str, cwd=None) -> list[str]:
    """What bash's completion of `wordle` offers for `line`, the cursor at its end."""
    status, script, _ = run(capsys, "completion", "bash")
    assert status == 0
    words = line.split(" ")
    result = subprocess.run(
        [
            "bash",
            "-c",
            f'{script}\nCOMP_WORDS=("$@"); COMP_CWORD={len(words) - 1}; _wordle; '
            'echo "${COMPREPLY[*]}"',
            "bash",
            *words,
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=cwd,
    )
    return result.stdout.split()


@pytest.mark.parametrize(
    ("line", "offered"),
    [
        ("wordle be", "best"),
        ("wordle ", "solve best bot review tree play share read history completion"),
        ("wordle --ver", "--verbose --version"),
        ("wordle best --b", "--black --by"),
        ("wordle best --by ", "guesses entropy remaining"),
        ("wordle share --words ", "answers nyt-answers nyt"),
        ("wordle CRANE=..... --ex", "--explain"),
        ("wordle review --hard --w", "--words"),
        ("wordle completion ", "bash zsh"),
        ("wordle play --seed ", ""),
    ],
)
def test_bash_completion(capsys, line, offered):
    assert completed(capsys, line) == offered.split()


def test_bash_completion_of_a_screenshot_to_read_offers_files(capsys, tmp_path):
    (tmp_path / "shot.png").write_bytes(b"")
    assert completed(capsys, "wordle read ", cwd=tmp_path) == ["shot.png"]
    assert completed(capsys, "wordle history ", cwd=tmp_path) == ["shot.png"]  # a file of games


def test_bash_completion_of_words_offers_the_lists_and_files(capsys, tmp_path):
    (tmp_path / "mylist.txt").write_text("crane\n")
    offered = completed(capsys, "wordle best --words ", cwd=tmp_path)
    assert offered == ["answers", "allowed", "nyt", "nyt-answers", "mylist.txt"]


@pytest.mark.skipif(shutil.which("zsh") is None, reason="needs zsh")
def test_zsh_completion_registers_itself(capsys):
    script = run(capsys, "completion", "zsh")[1]
    result = subprocess.run(
        ["zsh", "-f", "-c", f"autoload -U compinit && compinit -u\n{script}\necho $_comps[wordle]"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.strip() == "_wordle" and result.stderr == ""


def test_completion_needs_a_known_shell(capsys):
    status, out, err = run(capsys, "completion", "fish")
    assert (status, out) == (2, "") and "invalid choice: 'fish'" in err
