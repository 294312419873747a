"""Extract, update, compile and check the translations: `python tools/i18n.py [COMMAND]`.

    extract   write locale/apistocracy.pot: every msgid of the code (_, N_, ngettext,
              pgettext, npgettext) and every player text of the rules data's YAML, each with
              where it comes from
    update    merge the template into each language's .po (new entries empty, changed ones
              fuzzy, gone ones dropped)
    compile   write each .mo from its .po (fuzzy and empty entries left out: English shows)
    check     fail on a fuzzy entry, a translation whose placeholders differ from its msgid's,
              or a .mo older than its .po; report how complete each language is
              (`--complete` also fails on a missing translation)

With no command: extract, update and compile. It uses Babel's own API, so there is no
separate configuration file to keep in step with the code.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import yaml
from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from apistocracy_gui.i18n import DOMAIN, LANGUAGES, PLACEHOLDER  # noqa: E402

LOCALE = ROOT / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
CODE = ROOT / "apistocracy_gui"
DATA_GLOBS = ("rules_data/*.yaml", "rules_data/tutorial/*.yaml", "rules_data/review/*.yaml")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
            "npgettext": ((1, "c"), 2, 3)}
COMMENT_TAGS = ["TRANSLATORS:"]
WIDTH = 100  # .po line width
HEADER = """\
# {language} translations of Apistocracy, the digital edition (issue 35).
# Kept by tools/i18n.py: write the translations here, run `python tools/i18n.py`, commit
# the .po and the .mo it compiles. The terms are in GLOSSARY.md beside this folder.
#"""
# French as every gettext tool writes it, two forms (0 and 1 singular): CLDR's third form,
# for round millions, never occurs in a board game's counts.
PLURALS = {"fr": "nplurals=2; plural=(n > 1);"}

# The rules data's fields a player reads (rules_schemas.py and the loaders of solo, advanced,
# personas, tips and the tutorial): names of cards, spaces, tokens, levels and people, card
# texts, titles, tips and the coach's lines. Ids, verbs, suits and `rules` (a heading the
# Rules overlay looks up) are not text.
TEXT_KEYS = ("name", "host", "title", "text", "say", "touch")
TEXT_MAPS = ("rank_names",)  # mappings whose values are all text (whist's named ranks)
# Who is a person: a translator keeps the name (or uses its usual form in the language).
PEOPLE = {("characters", "name"), ("characters", "host"), ("ballroom", "name"), ("personas", "name")}
PEOPLE_AT_TOP = {("solo", "name")}  # the file's own top-level name (Lady Cat), not her cards'

PERSON_NOTE = "A person's name: keep it, unless your language has a usual form of it."


def languages() -> list[str]:
    return [code for code in LANGUAGES if code != "en"]


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


# --------------------------------------------------------------------------- extraction
def yaml_texts(path: Path) -> Iterator[tuple[int, str, str]]:
    """(line, text, note) for each player text of a rules data file, in file order."""
    root = yaml.compose(path.read_text(encoding="utf-8"))
    stem = path.stem

    def walk(node: yaml.Node, trail: tuple[str, ...]) -> Iterator[tuple[int, str, str]]:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                name = str(key.value)
                if isinstance(value, yaml.ScalarNode) and name in TEXT_KEYS and value.value:
                    where = " › ".join((*trail, name))
                    person = (stem, name) in PEOPLE or (not trail and (stem, name) in PEOPLE_AT_TOP)
                    note = f"{path.name}: {where}" + (f". {PERSON_NOTE}" if person else "")
                    yield value.start_mark.line + 1, value.value, note
                elif name in TEXT_MAPS and isinstance(value, yaml.MappingNode):
                    for k, v in value.value:
                        yield v.start_mark.line + 1, v.value, f"{path.name}: {name} › {k.value}"
                else:
                    yield from walk(value, (*trail, name))
        elif isinstance(node, yaml.SequenceNode):
            for item in node.value:
                yield from walk(item, trail)

    yield from walk(root, ()) if root is not None else iter(())


def template() -> Catalog:
    """The template: the code's messages, then the rules data's, each with its location."""
    catalog = Catalog(project="Apistocracy", domain=DOMAIN, charset="utf-8", fuzzy=False,
                      header_comment=HEADER.format(language="The template for the"))
    for path in sorted(CODE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        with path.open("rb") as f:
            for line, message, comments, context in extract("python", f, KEYWORDS, COMMENT_TAGS):
                catalog.add(message, None, [(rel, line)], auto_comments=comments, context=context)
    for pattern in DATA_GLOBS:
        for path in sorted(ROOT.glob(pattern)):
            rel = path.relative_to(ROOT).as_posix()
            for line, text, note in yaml_texts(path):
                catalog.add(text, None, [(rel, line)], auto_comments=[note])
    return catalog


def write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, catalog, width=WIDTH, ignore_obsolete=True, include_previous=True)
    path.write_bytes(buf.getvalue())


def read(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=code, domain=DOMAIN)


def cmd_extract() -> None:
    catalog = template()
    if TEMPLATE.exists():  # the same messages keep the same date: no change to review or merge
        old = read(TEMPLATE)
        catalog.creation_date = old.creation_date
    write(TEMPLATE, catalog)
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(catalog)} messages")


def cmd_update() -> None:
    pot = read(TEMPLATE)
    for code in languages():
        path = po_path(code)
        if path.exists():
            catalog = read(path, code)
            catalog.update(pot)
        else:
            catalog = Catalog(locale=code, domain=DOMAIN, project="Apistocracy", fuzzy=False,
                              header_comment=HEADER.format(language=Locale.parse(code).english_name))
            if code in PLURALS:
                catalog.mime_headers = [(k, PLURALS[code] if k == "Plural-Forms" else v)
                                        for k, v in catalog.mime_headers]
            catalog.update(pot)
        write(path, catalog)
        print(f"{path.relative_to(ROOT)}: updated")


def compiled(code: str) -> bytes:
    """The .mo that `code`'s .po compiles to (fuzzy entries left out)."""
    buf = io.BytesIO()
    write_mo(buf, read(po_path(code), code), use_fuzzy=False)
    return buf.getvalue()


def cmd_compile() -> None:
    for code in languages():
        path = po_path(code).with_suffix(".mo")
        path.write_bytes(compiled(code))
        print(f"{path.relative_to(ROOT)}: compiled")


# --------------------------------------------------------------------------- checking
def placeholders(text: str) -> Counter[str]:
    return Counter(PLACEHOLDER.findall(text))


def forms(message: Message) -> list[tuple[str, str]]:
    """(msgid, translation) pairs to compare: each plural form against the English plural."""
    ids = message.id if isinstance(message.id, tuple | list) else (message.id,)
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return [(ids[min(i, len(ids) - 1)], s or "") for i, s in enumerate(strings)]


def problems(code: str, complete: bool = False) -> tuple[list[str], int, int]:
    """(what is wrong with `code`'s catalog, entries translated, entries in all)."""
    path = po_path(code)
    found: list[str] = []
    done = total = 0
    for message in read(path, code):
        if not message.id:
            continue
        total += 1
        where = f"{path.relative_to(ROOT)}:{message.lineno}"
        translated = all(s for _msgid, s in forms(message))
        done += translated and not message.fuzzy
        if message.fuzzy:
            found.append(f"{where}: fuzzy: {message.id!r}")
        elif not translated:
            if complete:
                found.append(f"{where}: not translated: {message.id!r}")
            continue
        for msgid, string in forms(message):
            if placeholders(msgid) != placeholders(string):
                found.append(f"{where}: placeholders differ: {msgid!r} -> {string!r}")
    mo = path.with_suffix(".mo")
    if not mo.exists() or mo.read_bytes() != compiled(code):
        found.append(f"{mo.relative_to(ROOT)}: not compiled from the current .po (run tools/i18n.py compile)")
    return found, done, total


def cmd_check(complete: bool = False) -> int:
    failed = False
    for code in languages():
        found, done, total = problems(code, complete)
        print(f"{code}: {done} of {total} translated ({100 * done // max(1, total)}%)")
        for line in found:
            print(f"  {line}")
        failed = failed or bool(found)
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", choices=("extract", "update", "compile", "check"))
    parser.add_argument("--complete", action="store_true", help="check: a missing translation fails")
    args = parser.parse_args(argv)
    if args.command == "check":
        return cmd_check(args.complete)
    steps = {"extract": (cmd_extract,), "update": (cmd_update,), "compile": (cmd_compile,),
             None: (cmd_extract, cmd_update, cmd_compile)}[args.command]
    for step in steps:
        step()
    return 0


if __name__ == "__main__":
    sys.exit(main())
