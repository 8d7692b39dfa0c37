"""kgchat.text: which characters names refuse (issue 36, finding 13) and how admin listings print the rest (10)."""

from __future__ import annotations

import json
import unicodedata

from kgchat.text import UNSAFE_RANGES, json_terminal_safe, terminal_safe, unsafe_char


def test_the_unsafe_ranges_cover_every_control_format_and_separator_character():
    listed = {cp for first, last in UNSAFE_RANGES for cp in range(first, last + 1)}
    wanted = {cp for cp in range(0x110000) if unicodedata.category(chr(cp)) in ("Cc", "Cf", "Zl", "Zp", "Cs")}
    assert wanted <= listed
    assert all(unicodedata.category(chr(cp)) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Cn") for cp in listed)


def test_names_keep_letters_of_every_script_and_lose_invisible_ones():
    for fine in ("Amélie", "東京物語", "Ирония судьбы", "Władysław", "a-b_c.d (1999)"):
        assert unsafe_char(fine) is None
    for bad in ("\x7f", "\x85", "\u2028", "\u2029", "\ufeff", "\u202e", "\u2066", "\u200b", "\u00ad", "\U000e0041"):
        assert unsafe_char(f"x{bad}y") == bad


def test_terminal_and_json_output_show_control_characters_as_escapes():
    assert terminal_safe("a\x1b[31m\u202eb\x9b\n") == "a\\x1b[31m\\u202eb\\x9b\\x0a"
    text = json.dumps({"k": "\u202e\x7f\U000e0041\x1b"}, ensure_ascii=False, indent=1)
    safe = json_terminal_safe(text)
    assert json.loads(safe) == {"k": "\u202e\x7f\U000e0041\x1b"}
    assert not any(unicodedata.category(c) in ("Cc", "Cf") for c in safe if c != "\n")
