"""argparse's own words, listed for extraction (issue 35).

argparse frames every `--help` and every refusal of a command line in words of its own
("usage: ", "%(prog)s: error: %(message)s", "invalid int value: 'x'"), looked up when they
are said through the `_` that `i18n` points at ours. tools/i18n.py extracts msgids from the
game's code only, so they are written out here, exactly as Python 3.11's argparse.py spells
them (trailing space and `%` placeholders included: a translation keeps the placeholders,
which tools/i18n.py's check compares, and argparse fills them). tests/test_i18n_command_line.py
checks that each is still one of argparse's.

Only the words a player can meet on the game's command lines are here; the ones argparse
says when a parser is built wrongly (a programmer's error, in English in a traceback) or for
what no game parser uses (subcommands, mutually exclusive groups, `nargs` other than one
value, file arguments) are left out.
"""

from __future__ import annotations

from .i18n import N_

WORDS = (
    # TRANSLATORS: argparse's heading of a usage line: "usage: apistocracy [-h] ..." (keep the space).
    N_("usage: "),
    # TRANSLATORS: argparse's headings of the --help's two lists of options.
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    # TRANSLATORS: argparse's frame of every refusal of a command line: the program's name, then what
    # is wrong (the line ends with a line break: keep it).
    N_("%(prog)s: error: %(message)s\n"),
    # TRANSLATORS: argparse: a refusal that names the option: "argument --size: '0x0': each side ..."
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    # TRANSLATORS: argparse: an option that needs a value was given none (--size at the line's end).
    N_("expected one argument"),
    # TRANSLATORS: argparse: an option that takes no value was given one ("--fullscreen=yes").
    N_("ignored explicit argument %r"),
    # TRANSLATORS: argparse: an abbreviation that fits several options ("--s": --size, --seed ...).
    N_("ambiguous option: %(option)s could match %(matches)s"),
    # TRANSLATORS: argparse: a value that is not of the option's type; %(type)s is a Python type
    # name (int, float): "invalid int value: 'x'".
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
)
