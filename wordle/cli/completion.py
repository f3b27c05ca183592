"""``wordle completion bash|zsh``: a small completion script, written from the parsers.

    eval "$(wordle completion bash)"   # in ~/.bashrc
    eval "$(wordle completion zsh)"    # in ~/.zshrc, after compinit

It completes the command names, each command's options, the values of options that have a
fixed set (``--by``, ``share --words``) and, for ``--words``, the shipped lists and files.
"""

import argparse

from ..engine.lists.names import NAMES
from .common import Parser

SHELLS = ("bash", "zsh")
TOP_LEVEL_OPTIONS = ("--version",)  # beside the default command's, --help among them
READS_A_FILE = "read|history"  # the commands whose argument is a file (a screenshot, games)


def completion_parser() -> Parser:
    parser = Parser(
        prog="wordle completion",
        description="Print a completion script for bash or zsh. "
        'Add eval "$(wordle completion bash)" to ~/.bashrc, or '
        'eval "$(wordle completion zsh)" to ~/.zshrc after compinit.',
    )
    parser.add_argument("shell", choices=SHELLS, help="the shell to complete in")
    return parser


def command_parsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Each command's name and parser, from the ``wordle`` parser."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def options_of(parser: argparse.ArgumentParser) -> list[str]:
    """A command's long options (and short ones that have no long form)."""
    found = []
    for action in parser._actions:
        long = [o for o in action.option_strings if o.startswith("--")]
        found += long or action.option_strings
    return found


def values_of(parser: argparse.ArgumentParser) -> dict[str, tuple[list[str], bool]]:
    """For each option that takes a value: the values to offer, and whether files are too
    (``--words`` reads a file when it is not a list's name)."""
    values = {}
    for action in parser._actions:
        if not action.option_strings or action.nargs == 0:
            continue
        if action.choices:
            offered = ([str(c) for c in action.choices], False)
        elif action.dest == "words":
            offered = (list(NAMES), True)
        else:
            offered = ([], False)
        for option in action.option_strings:
            values[option] = offered
    return values


def script(shell: str, parser: argparse.ArgumentParser) -> str:
    """The completion script for `shell`."""
    commands = command_parsers(parser)
    return {"bash": bash_script, "zsh": zsh_script}[shell](commands)


def value_cases(commands: dict[str, argparse.ArgumentParser], files: str, words: str) -> str:
    """Shell ``case`` branches on "COMMAND PREVIOUS-WORD" for the options that offer values,
    options offering the same together; after them, the default command's, whatever the
    first word (a step)."""
    named = [(f'"{name} {o}"', v) for name, p in commands.items() for o, v in values_of(p).items()]
    default = [(f'*" {o}"', v) for o, v in values_of(commands["solve"]).items()]
    lines = []
    for cases in (named, default):
        branches: dict[str, list[str]] = {}
        for pattern, (offered, with_files) in cases:
            action = [words.format(" ".join(offered))] if offered else []
            action += [files] if with_files else []
            if action:
                branches.setdefault("; ".join([*action, "return"]), []).append(pattern)
        lines += [f"        {' | '.join(p)})\n            {a} ;;" for a, p in branches.items()]
    return "\n".join(lines)


def choices_of(parser: argparse.ArgumentParser) -> list[str]:
    """The values a command's positional arguments offer (``completion bash|zsh``)."""
    return [
        str(choice)
        for action in parser._actions
        if not action.option_strings and action.choices
        for choice in action.choices
    ]


def option_cases(commands: dict[str, argparse.ArgumentParser]) -> str:
    """Shell ``case`` branches on the command setting ``options`` (and ``positional``)."""
    lines = []
    for name, parser in commands.items():
        values = f'options="{" ".join(options_of(parser))}"'
        if choices := choices_of(parser):
            values += f' positional="{" ".join(choices)}"'
        lines.append(f"        {'*' if name == 'solve' else name}) {values} ;;")
    return "\n".join([*lines[1:], lines[0]])  # the default command's last


def bash_script(commands: dict[str, argparse.ArgumentParser]) -> str:
    names = " ".join(commands)
    words, files = (
        'COMPREPLY=($(compgen -W "{}" -- "$cur"))',
        'COMPREPLY+=($(compgen -f -- "$cur"))',
    )
    return f"""\
# bash completion for wordle: eval "$(wordle completion bash)" in ~/.bashrc
_wordle() {{
    local cur=${{COMP_WORDS[COMP_CWORD]}} prev=${{COMP_WORDS[COMP_CWORD-1]}}
    local command=${{COMP_WORDS[1]}} options positional
    COMPREPLY=()
    case "$command $prev" in
{value_cases(commands, files, words)}
    esac
    case "$command" in
{option_cases(commands)}
    esac
    if [[ $COMP_CWORD -eq 1 && $cur != -* ]]; then
        COMPREPLY=($(compgen -W "{names}" -- "$cur"))
    elif [[ $cur == -* ]]; then
        [[ $COMP_CWORD -eq 1 ]] && options="$options {" ".join(TOP_LEVEL_OPTIONS)}"
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif [[ -n $positional ]]; then
        COMPREPLY=($(compgen -W "$positional" -- "$cur"))
    elif [[ $command == @({READS_A_FILE}) ]]; then
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}}
complete -F _wordle wordle
"""


def zsh_script(commands: dict[str, argparse.ArgumentParser]) -> str:
    names = " ".join(commands)
    return f"""\
# zsh completion for wordle: eval "$(wordle completion zsh)" in ~/.zshrc, after compinit
_wordle() {{
    local command=${{words[2]}} prev=${{words[CURRENT-1]}} options positional
    case "$command $prev" in
{value_cases(commands, "_files", "compadd -- {}")}
    esac
    case "$command" in
{option_cases(commands)}
    esac
    if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
        compadd -- {names}
    elif [[ $PREFIX == -* ]]; then
        (( CURRENT == 2 )) && options="$options {" ".join(TOP_LEVEL_OPTIONS)}"
        compadd -- ${{=options}}
    elif [[ -n $positional ]]; then
        compadd -- ${{=positional}}
    elif [[ $command == ({READS_A_FILE}) ]]; then
        _files
    fi
}}
compdef _wordle wordle
"""
