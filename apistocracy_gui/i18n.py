"""The language the game speaks (issue 35): gettext catalogs, plural rules and Babel's formats.

Every player-visible string is English in the source and is the message id of its
translations: `_("New game")`, `ngettext("{n} saved game", "{n} saved games", n)`, and for
the rules data's texts (card and space names, tips, tutorial lines) `data(text)`, whose
English is the msgid too (tools/i18n.py extracts them from the YAML). Strings made at import
time (tables, option rows) are marked `N_("...")` and translated where they are drawn, so a
change of language applies at once without a restart: nothing translated is kept, and the few
caches of rendered text key on `generation()` or are cleared when it changes.

The catalogs are compiled `.mo` files under `locale/<code>/LC_MESSAGES/apistocracy.mo`,
found through `resources` like the rules data (a checkout, an installed wheel, the bundle).
A missing or damaged catalog leaves the game in English with a logged warning: a language
never stops the game from starting.

`qps` is a pseudo-locale for testers (`--lang qps` only, not offered in Options): every
extracted msgid accented, bracketed and about 40% longer, placeholders intact, so a string
that was never extracted (it stays plain English) and a layout that cannot take a longer
language both show at a glance.

No pygame here: the engine and the terminal front end translate through this module too.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gettext
import locale
import logging
import math
import os
import re
import struct
import threading
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from functools import lru_cache
from pathlib import Path

import pyphen
from babel import Locale, UnknownLocaleError
from babel.dates import format_date
from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from .resources import LOCALE

DOMAIN = "apistocracy"
ENGLISH = "en"
PSEUDO = "qps"
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français"}  # offered in Options, by own name
FORMATS = {ENGLISH: "en_GB", PSEUDO: "en_GB"}  # the Babel locale whose formats a language uses
LANGUAGE_NAMES = {"english": "en", "german": "de", "deutsch": "de", "french": "fr", "français": "fr"}

log = logging.getLogger(__name__)


def N_(msg: str) -> str:
    """Mark `msg` for extraction, translated later where it is shown (module-level tables)."""
    return msg


# --------------------------------------------------------------------------- the pseudo-locale
ACCENTS = str.maketrans("aeiouycnsrzAEIOUYCNSZ", "áéíóúýçñšřžÁÉÍÓÚÝÇÑŠŽ")
# Placeholders a translation must keep as they are: {name}, {0}, {n:,}, icon tokens like {C},
# and printf-style %(n)d / %s / %r (argparse's words: tools/i18n.py's check compares the same
# set). (No space flag, so "100% of" is prose, not a placeholder.)
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([^)]*\)[#0+-]*\d*(?:\.\d+)?[a-zA-Z]|%[#0+-]*\d*(?:\.\d+)?[sdifr]")
PSEUDO_DONE = re.compile(r"\[.* ~+\]", re.S)
GROWTH = 0.4  # German and French run about this much longer than English


def pseudo(msg: str) -> str:
    """`msg` accented, bracketed and about 40% longer, its placeholders left intact."""
    if not msg or PSEUDO_DONE.fullmatch(msg):
        return msg  # already transformed (a label translated once before it was drawn)
    out, at = [], 0
    for m in PLACEHOLDER.finditer(msg):
        out += [msg[at:m.start()].translate(ACCENTS), m.group()]
        at = m.end()
    out.append(msg[at:].translate(ACCENTS))
    return f"[{''.join(out)} {'~' * math.ceil(len(msg) * GROWTH)}]"


class PseudoTranslations(gettext.NullTranslations):
    """qps: each extracted msgid (the template's, when it can be read) made pseudo; any other
    string stays English, so an unextracted one stands out on screen."""

    def __init__(self, known: set[str] | None):
        super().__init__()
        self.known = known  # None: the template is missing, every string is made pseudo

    def _pseudo(self, msg: str) -> str:
        return pseudo(msg) if self.known is None or msg in self.known else msg

    def gettext(self, message: str) -> str:
        return self._pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._pseudo(msgid1 if n == 1 else msgid2)  # the English rule

    def pgettext(self, context: str, message: str) -> str:
        return self._pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.ngettext(msgid1, msgid2, n)


def template_ids(path: Path) -> set[str] | None:
    """Every msgid (singular and plural) of the template, or None when it cannot be read."""
    from babel.messages.pofile import read_po

    try:
        with path.open("rb") as f:
            catalog = read_po(f)
    except (OSError, ValueError) as exc:
        log.warning("The pseudo-locale has no template (%s): every string is made pseudo", exc)
        return None
    ids: set[str] = set()
    for message in catalog:
        ids.update(message.id if isinstance(message.id, tuple | list) else (message.id,))
    ids.discard("")
    return ids


# --------------------------------------------------------------------------- the current language
class _State:
    code = ENGLISH
    translations: gettext.NullTranslations = gettext.NullTranslations()
    generation = 0


def catalog_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def load(code: str) -> gettext.NullTranslations:
    """The translations for `code`: its compiled catalog, the pseudo-locale, or English (with
    a warning) when the catalog is missing or damaged."""
    if code == PSEUDO:
        return PseudoTranslations(template_ids(LOCALE / f"{DOMAIN}.pot"))
    if code == ENGLISH:
        return gettext.NullTranslations()
    try:
        with catalog_path(code).open("rb") as f:
            return gettext.GNUTranslations(f)
    except (OSError, ValueError, IndexError, KeyError, struct.error) as exc:  # a damaged file
        log.warning("The %s catalog cannot be read (%s): the game speaks English", code, exc)
        return gettext.NullTranslations()


def set_language(code: str) -> None:
    """Speak `code` (a key of LANGUAGES, or qps) from now on; unknown codes mean English."""
    code = code if code in LANGUAGES or code == PSEUDO else ENGLISH
    if code == _State.code and _State.generation:
        return
    _State.code, _State.translations = code, load(code)
    _State.generation += 1


_here = threading.local()  # `english()`'s override, in its own thread only


def _tr() -> gettext.NullTranslations:
    override = getattr(_here, "translations", None)
    return _State.translations if override is None else override


_spoken: dict[str, gettext.NullTranslations] = {}  # `speaking`'s catalogs, loaded once


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """`code` in this thread for a moment, with no change of language (nothing is cleared,
    the screen and the other threads go on in the language chosen): a phone's words in its
    player's language (issue 54). What is cached by `generation()` (the Chronicle's lines)
    must be brought up to date before, or it would keep lines in `code`."""
    code = code if code in LANGUAGES or code == PSEUDO else ENGLISH
    if code not in _spoken:
        _spoken[code] = load(code)
    before = getattr(_here, "translations", None), getattr(_here, "code", None)
    _here.translations, _here.code = _spoken[code], code
    try:
        yield
    finally:
        _here.translations, _here.code = before


def english() -> AbstractContextManager[None]:
    """English in this thread for a moment (`speaking`): for the few words the game keeps in
    its state, which is hashed and saved, so they must read the same whatever the language
    (a save made in German loads in English)."""
    return speaking(ENGLISH)


def language() -> str:
    """The code of the language spoken now."""
    return getattr(_here, "code", None) or _State.code


def generation() -> int:
    """A number that grows at each change of language: a cache of rendered text keys on it."""
    return _State.generation


def _(msg: str) -> str:
    return _tr().gettext(msg)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of the message for `n`, by the current language's plural rule (the caller
    formats `n` into it: `ngettext("{n} card", "{n} cards", n).format(n=n)`)."""
    return _tr().ngettext(singular, plural, n)


def pgettext(context: str, msg: str) -> str:
    """`msg` in a context, for the same English word translated two ways ("Play" a card / a
    replay)."""
    return _tr().pgettext(context, msg)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _tr().npgettext(context, singular, plural, n)


def data(text: str) -> str:
    """A text of the rules data (a card's or space's name, a tip, a tutorial line), translated
    at display: the data keeps English, which is the msgid tools/i18n.py extracts."""
    return _tr().gettext(text) if text else text


def add_flag(parser: argparse.ArgumentParser) -> None:
    """`--lang CODE` for the window and the terminal: this run's language (not saved). Its
    help is worded now: a parser is built in the language chosen for its run."""
    parser.add_argument("--lang", choices=[*LANGUAGES, PSEUDO], metavar=_("CODE"),
                        help=_("the language to play in: {codes} (or {pseudo}, the pseudo-locale for "
                               "testers); default: the one chosen in Options, else the system's").format(
                            codes=", ".join(LANGUAGES), pseudo=PSEUDO))


def flag_in(argv: list[str] | None) -> str | None:
    """`--lang CODE` of a command line not parsed yet (None: not given), so the parser is
    built in the language (its `--help`) and the parse's own refusals (a wrong `--players` or
    `--size`, made while argparse converts it, and argparse's framing) are in it too."""
    early = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    add_flag(early)
    try:
        return early.parse_known_args(argv)[0].lang
    except argparse.ArgumentError:  # a wrong CODE: the real parse refuses it
        return None


def _argparse_speaks() -> None:
    """argparse's own words in the language spoken: "usage:", "error:", "unrecognized
    arguments", the help's "options" and "show this help message and exit". argparse looks
    each up when it says it, through the `_` and `ngettext` it imported from `gettext` into
    its module: GNU gettext's global domain, which the game never binds, so they would stay
    English beside our translated help and refusals. Pointing those two names at ours, once,
    as this module is imported, makes them follow the language like every other string (in
    English ours return the msgid, as gettext's did, so the tools' command lines read as
    before). Their msgids are listed for extraction in `argparse_words.py`."""
    argparse._ = _  # type: ignore[attr-defined]  # (not in argparse's stubs: a private name)
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


_argparse_speaks()


def choose(flag: str | None, saved: str = "") -> None:
    """Speak the language of `--lang`, else the one saved in Options, else the system's."""
    set_language(flag or saved or system_language())


# --------------------------------------------------------------------------- the system's language
def _supported(name: str) -> str | None:
    """The LANGUAGES code of a locale name like de_DE.UTF-8, fr, German_Germany, or None."""
    name = name.split(".")[0].split("@")[0].strip()
    if not name or name in ("C", "POSIX"):
        return None
    head = re.split(r"[_-]", name)[0].lower()
    return head if head in LANGUAGES else LANGUAGE_NAMES.get(head)


def system_language() -> str:
    """The player's language as the system says it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then
    the locale Python sees): the first that the game speaks, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for name in os.environ.get(var, "").split(":"):
            if found := _supported(name):
                return found
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    return _supported(name) or ENGLISH


# --------------------------------------------------------------------------- Babel's formats
def babel_locale() -> Locale:
    """The Babel locale of the current language: British English for English (the game
    spells "colour") and for the pseudo-locale."""
    return _babel_locale(language())


@lru_cache(maxsize=8)
def _babel_locale(code: str) -> Locale:
    """Parsed once per language: `Locale.parse` reads CLDR data at every call."""
    try:
        return Locale.parse(FORMATS.get(code, code))
    except (UnknownLocaleError, ValueError):
        return Locale.parse(ENGLISH)


def number(n: float, decimals: int | None = None) -> str:
    """`n` as the language writes it: 1,234.5 / 1.234,5 / 1 234,5 (with exactly `decimals`
    places when given: 3.0)."""
    return _number(language(), n, decimals)


@lru_cache(maxsize=4096, typed=True)
def _number(code: str, n: float, decimals: int | None) -> str:
    """`number` in the language `code`, remembered (issue 57): the score pad, the payment
    labels and the Chronicle write the same few small numbers over and over, and Babel's
    formatting of one cost a tenth of a random game's time. Keyed by the language spoken (an
    `english()` moment included) and typed, so 1 and 1.0 keep their own forms."""
    pattern = None if decimals is None else "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(n, format=pattern, locale=_babel_locale(code))


def percent(share: float) -> str:
    """A share (0-1) as the language writes a percentage: 25%, 25 %, 25 %."""
    return format_percent(share, locale=babel_locale())


# Each language's quotation marks -> its marks for a quotation inside a quotation.
INNER_QUOTES = {"de": (("\u201e", "\u201a"), ("\u201c", "\u2018")),
                "fr": (("\u00ab\u00a0", "\u201c"), ("\u00a0\u00bb", "\u201d"), ("\u00ab", "\u201c"),
                       ("\u00bb", "\u201d"))}
ENGLISH_INNER = (("\u201c", "\u2018"), ("\u201d", "\u2019"))


def inner_quotes(s: str) -> str:
    """`s` (a move's label, a place's name) for quoting inside a sentence that quotes it: its
    own quotation marks become the language's inner ones, so German reads „Nach ‚Ball‘ ziehen“
    rather than „Nach „Ball“ ziehen“."""
    for outer, inner in INNER_QUOTES.get(language(), ENGLISH_INNER):
        s = s.replace(outer, inner)
    return s


def date(d: dt.date) -> str:
    """A date in the language's medium form: 3 Mar 2025 / 03.03.2025 / 3 mars 2025."""
    return format_date(d, format="medium", locale=babel_locale())


def list_of(items: Iterable[str]) -> str:
    """Items joined as a sentence does: "a, b and c" / "a, b und c" / "a, b et c"."""
    return _list_of(language(), tuple(items))


@lru_cache(maxsize=1024)
def _list_of(code: str, items: tuple[str, ...]) -> str:
    """`list_of` in the language `code`, remembered as `_number` is (a payment's cheapest
    way is named at every payment)."""
    return format_list(list(items), locale=_babel_locale(code))


HYPHENATE = {"de": "de_DE"}  # the dictionary a language hyphenates with (pyphen picks de_AT for "de")


@lru_cache(maxsize=4)
def _hyphenator(code: str) -> pyphen.Pyphen:
    return pyphen.Pyphen(lang=HYPHENATE.get(code, code))


def hyphenations(word: str) -> list[tuple[str, str]]:
    """Where `word` may break across lines in the language spoken now (head, tail): at its
    own hyphens first, then the dictionary's, longest head first; none in English or qps,
    whose board labels have short forms instead. A German compound ("Botschaftsball") is
    often wider than a hex of the Beehive at the 12 px floor: pyphen's dictionaries (the ones
    LibreOffice hyphenates with) say where it breaks."""
    code = language()
    if code in (ENGLISH, PSEUDO) or code not in pyphen.LANGUAGES:
        return []
    # A word's own hyphens first ("Garden-|party", not "Gar-|den-par-|ty"), then the dictionary's.
    own = [(word[:i + 1], word[i + 1:]) for i in range(len(word) - 2, 0, -1) if word[i] == "-"]
    return own + [(head, tail) for head, tail in _hyphenator(code).iterate(word)
                  if not tail.startswith("-") and (head, tail) not in own]

