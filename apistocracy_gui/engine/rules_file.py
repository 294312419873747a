"""One data file of `rules_data/` read strictly and checked against its declared schema.

Every YAML file the game ships (the rules data, the solo and advanced data, the tutorial,
the tips, the review's numbers) is read here, so each gets the same guarantees. The YAML is
parsed with a loader stricter than PyYAML's safe one (no repeated keys, no aliases, bounded
size and depth), then converted with `msgspec.convert` into the file's schema: `msgspec.Struct`s
declared with `forbid_unknown_fields=True`, exactly as the user files are (`userfiles`).

msgspec names a fault by a path (`$.ton[0].goal.per`); a person editing the file wants the
file, the entry and the field in words, with the entry's id or name so they need not count
list items: `ballroom.yaml: lc[2].goal.per ('Lord Castlereagh'): expected an integer, got a
string ('two')`. `RulesFile` turns the one into the other (walking the data and the schema
along the path), and its `fail` gives the loaders' own cross-checks the same message shape.
"""

from __future__ import annotations

import re
import types
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, NoReturn, TypeVar, Union, get_args, get_origin

import msgspec
import yaml

from .catalog import RulesDataError

T = TypeVar("T")
Key = str | int  # a mapping key or a list index
Where = Sequence[Key]  # a path from the top of a file

MAX_FILE_BYTES = 1 << 20  # the largest shipped file is about 12 KiB
MAX_NESTING = 16  # the deepest shipped value nests 7 levels

_TYPE_WORDS = {str: "a string", int: "an integer", bool: "a boolean", list: "a list",
               dict: "a mapping", float: "a number", type(None): "nothing"}


def describe(value: Any) -> str:
    """A value as an error message shows it: its kind in words, then the value itself."""
    word = _TYPE_WORDS.get(type(value), type(value).__name__)
    return word if value is None or isinstance(value, (list, dict)) else f"{word} ({value!r})"


class _StrictLoader(yaml.SafeLoader):
    """PyYAML's safe loader, stricter where a hand-edited file could fool or stall it.

    A repeated key is refused (PyYAML keeps the second silently); aliases are refused (one
    line of `*a` references can expand to billions of nodes; our data never needs them);
    nesting deeper than MAX_NESTING is refused before the recursive composer overflows.
    """

    def __init__(self, stream: str, file: str):
        super().__init__(stream)
        self.file = file
        self.depth = 0

    def _fail(self, mark: yaml.Mark | None, message: str) -> NoReturn:
        line = f"line {mark.line + 1}: " if mark is not None else ""
        raise RulesDataError(f"{self.file}: {line}{message}")

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        if self.check_event(yaml.AliasEvent):
            # types-PyYAML leaves Parser.peek_event unannotated (the C parser's says Event | None)
            event = self.peek_event()  # type: ignore[no-untyped-call]
            self._fail(event.start_mark, f"the alias *{event.anchor} is not allowed (write the "
                                         "value out; aliases can expand without limit)")
        self.depth += 1
        try:
            if self.depth > MAX_NESTING:
                self._fail(self.peek_event().start_mark,  # type: ignore[no-untyped-call]  # (as above)
                           f"nested more than {MAX_NESTING} levels deep")
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                repeated = key in seen
            except TypeError:  # a list or mapping as a key
                self._fail(key_node.start_mark, f"a key must be a plain value, not {describe(key)}")
            if repeated:
                self._fail(key_node.start_mark, f"the key {key!r} appears twice in one mapping "
                                                "(the second would silently win)")
            seen.add(key)
        return super().construct_mapping(node, deep)


def read(directory: Path, name: str) -> RulesFile:
    """The file `name` of `directory`, parsed (a RulesDataError if it cannot be)."""
    path = directory / name
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise RulesDataError(f"{name}: cannot read {path}: {exc.strerror}") from exc
    if len(raw) > MAX_FILE_BYTES:
        raise RulesDataError(f"{name}: larger than {MAX_FILE_BYTES:,} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise RulesDataError(f"{name}: line {line}: not valid UTF-8 (byte {exc.start}: "
                             f"{raw[exc.start:exc.start + 1]!r})") from exc
    loader = _StrictLoader(text, name)
    try:
        data = loader.get_single_data()
    except yaml.YAMLError as exc:
        raise RulesDataError(f"{name}: not valid YAML: {exc}") from exc
    finally:
        loader.dispose()
    if data is None:
        raise RulesDataError(f"{name}: the file is empty")
    return RulesFile(name, data)


@dataclass(frozen=True)
class RulesFile:
    """A parsed data file: `data` as YAML gave it, and the file's name for every message."""

    name: str
    data: Any

    def convert(self, schema: type[T]) -> T:
        """The data as `schema` declares it; a RulesDataError naming the entry and field."""
        try:
            return msgspec.convert(self.data, schema)
        except msgspec.ValidationError as exc:
            raise RulesDataError(self._explain(str(exc), schema)) from None

    def fail(self, entry: Where, message: str, key: Key | None = None) -> NoReturn:
        """Refuse the file at `entry` (and its field `key`), naming the nearest id or name."""
        raise RulesDataError(self.message(entry, message, key))

    def check_choice(self, entry: Where, key: Key, value: Any, allowed: Sequence[Any]) -> None:
        """Refuse `value` (the field `key` of `entry`) unless it is one of `allowed`."""
        if value not in allowed:
            self.fail(entry, f"{value!r} is not one of {', '.join(map(str, allowed))}", key)

    def message(self, entry: Where, message: str, key: Key | None = None) -> str:
        """`file: path.to[3].field ('entry id or name'): message`."""
        where = [*entry, key] if key is not None else list(entry)
        at, label, node = "", "", self.data
        for i, k in enumerate(where):
            if isinstance(node, dict) and i <= len(entry):
                own = node.get("id", node.get("name"))
                label = own if isinstance(own, str) else label
            at += f"[{k}]" if isinstance(node, list) else f".{k}" if at else str(k)
            node = _child(node, k)
        if isinstance(node, dict) and key is None:
            own = node.get("id", node.get("name"))
            label = own if isinstance(own, str) else label
        label = f" ({label!r})" if label else ""
        return f"{self.name}: {at}{label}: {message}" if at else f"{self.name}: {message}"

    def _explain(self, error: str, schema: Any) -> str:
        """msgspec's `error` (`Expected ... - at `$.a[0].b``) as a message in words."""
        match = re.fullmatch(r"(?s)(.*?)(?: - at `(key` in `)?\$(.*)`)?", error)
        assert match is not None  # the pattern matches every string
        what, on_key, tokens = match[1], bool(match[2]), re.findall(r"\.([^.[]+)|\[([^]]+)]",
                                                                    match[3] or "")
        entry: list[Key] = []
        node, kind, holder = self.data, schema, None  # holder: the type of the node's parent
        for name, index in tokens:
            holder = kind
            if index == "...":  # a value of a mapping: the first one its type refuses
                kind = _dict_types(kind)[1]
                found = next((k for k, v in node.items() if not _fits(v, kind)), None)
                if found is None:
                    return f"{self.name}: {error}"
                entry.append(found)
            elif index:
                entry.append(int(index))
                kind = _item_type(kind)
            else:
                kind = _field_type(_struct(kind, node), name)
                entry.append(name)
            node = _child(node, entry[-1])
        if on_key:
            key_type = _dict_types(kind)[0] if get_origin(_base(kind)) is dict else str
            bad = next((k for k in node if not _fits(k, key_type)), None)
            return self.message(entry, f"a key must be {_word(key_type)}, got {describe(bad)}", bad)
        if what.startswith("Object "):
            struct = _struct(kind, node)
            config, fields = struct.__struct_config__, list(struct.__struct_encode_fields__)
            named = re.sub(r".*`(.*)`.*", r"\1", what)
            if what.startswith("Object contains unknown field"):
                known = ", ".join(sorted(fields + [config.tag_field] * (config.tag is not None)))
                return self.message(entry, f"unknown field {named!r} (expected one of {known})")
            detail = (f": the {config.tag_field} {config.tag!r} needs {', '.join(fields)}"
                      if config.tag is not None and named != config.tag_field else "")
            return self.message(entry, f"missing field{detail}", named)
        parent, key = (entry[:-1], entry[-1]) if entry else ([], None)
        if what.startswith("Invalid"):  # a Literal's value, or a tagged union's tag
            allowed = get_args(_base(kind)) if get_origin(_base(kind)) is Literal else [
                m.__struct_config__.tag for m in get_args(_base(holder))]
            return self.message(parent, f"{node!r} is not one of {', '.join(map(str, allowed))}",
                                key)
        if what.startswith("Expected") and ", got" not in what:  # a Meta constraint
            return self.message(parent, _constraint(kind, node), key)
        return self.message(parent, f"expected {_word(kind)}, got {describe(node)}", key)


def _child(node: Any, key: Key) -> Any:
    if isinstance(node, dict):
        return node.get(key)
    if isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
        return node[key]
    return None


# --------------------------------------------------------------------------- the schema's types
def _base(kind: Any) -> Any:
    """`kind` without its Annotated constraints."""
    return get_args(kind)[0] if get_origin(kind) is Annotated else kind


def _meta(kind: Any) -> msgspec.Meta:
    metas = [m for m in get_args(kind)[1:] if isinstance(m, msgspec.Meta)]
    return metas[0] if get_origin(kind) is Annotated and metas else msgspec.Meta()


def _is_union(kind: Any) -> bool:
    return get_origin(kind) in (Union, types.UnionType)


def _struct(kind: Any, node: Any) -> Any:
    """The Struct class `kind` names for `node` (a tagged union's member by the node's tag)."""
    kind = _base(kind)
    if _is_union(kind):
        members = get_args(kind)
        tag_field = members[0].__struct_config__.tag_field
        tag = node.get(tag_field) if isinstance(node, dict) else None
        return next((m for m in members if m.__struct_config__.tag == tag), members[0])
    return kind


def _field_type(struct: Any, name: str) -> Any:
    config = struct.__struct_config__
    if name == config.tag_field:
        return str
    return next(f.type for f in msgspec.structs.fields(struct) if f.encode_name == name)


def _item_type(kind: Any) -> Any:
    args = get_args(_base(kind))
    return args[0] if args else Any


def _dict_types(kind: Any) -> tuple[Any, Any]:
    key, value = get_args(_base(kind))
    return key, value


def _fits(value: Any, kind: Any) -> bool:
    try:
        msgspec.convert(value, kind)
    except msgspec.ValidationError:
        return False
    return True


def _word(kind: Any) -> str:
    """What a value of `kind` is, in words ("an integer 1-4", "a mapping")."""
    base = _base(kind)
    origin = get_origin(base) or base
    if base is int:
        meta = _meta(kind)
        return f"an integer {meta.ge}-{meta.le}" if meta.ge is not None and meta.le is not None \
            else "an integer"
    if origin is Literal:
        return _TYPE_WORDS[type(get_args(base)[0])]
    if _is_union(base):
        members = get_args(base)
        if all(isinstance(m, type) and issubclass(m, msgspec.Struct) for m in members):
            return "a mapping"  # a tagged union
        return " or ".join(dict.fromkeys(_word(m) for m in members))
    if origin in (list, tuple):
        return "a list"
    if origin is dict or isinstance(origin, type) and issubclass(origin, msgspec.Struct):
        return "a mapping"
    return _TYPE_WORDS.get(origin, getattr(origin, "__name__", str(origin)))


def _constraint(kind: Any, value: Any) -> str:
    """What a constrained field asks (`Meta(ge=..)`, `Meta(min_length=..)`) and what it got."""
    meta = _meta(kind)
    if meta.min_length is not None:
        return "must not be empty" if meta.min_length == 1 else \
            f"needs at least {meta.min_length} items, got {len(value)}"
    span = f"at least {meta.ge}" if meta.le is None else f"{meta.ge}-{meta.le}"
    return f"must be {span}, got {value}"


# --------------------------------------------------------------------------- cross-checks
def unique(file: RulesFile, entries: Where, ids: Sequence[Any], key: str = "id") -> None:
    """Fail on the first entry of the list at `entries` whose id an earlier entry has."""
    seen: set[Any] = set()
    for i, value in enumerate(ids):
        if value in seen:
            file.fail([*entries, i], f"duplicate id {value!r}", key)
        seen.add(value)


def expect(file: str, field: str, what: str, got: int, want: int,
           source: str = "rulebook p.1") -> None:
    """Fail unless a count is the one the rulebook (or RULINGS.md, `source`) prints."""
    if got != want:
        raise RulesDataError(f"{file}: {field}: expected {want} {what} ({source}), found {got}")
