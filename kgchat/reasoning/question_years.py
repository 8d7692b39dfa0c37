"""Years and decades a question compares with ("after 2000", "between 1990 and 1995", "in the 1980s", "released
1999"): each read as a comparison of a time with a year, with the words that said it."""

from __future__ import annotations

import re

AFTER = {"after": "gt", "since": "ge", "later than": "gt", "post": "gt", "newer than": "gt", "from after": "gt",
          "more recent than": "gt", "postdate": "gt", "postdates": "gt", "postdated": "gt", "postdating": "gt"}
BEFORE = {"before": "lt", "earlier than": "lt", "prior to": "lt", "until": "le", "pre": "lt", "up to": "le",
           "older than": "lt", "predate": "lt", "predates": "lt", "predated": "lt", "predating": "lt",
           "antedate": "lt", "antedates": "lt", "up until": "le"}
YEAR = re.compile(r"(1[0-9]{3}|2[0-9]{3})")
DECADE = re.compile(r"(1[0-9]{2}|2[0-9]{2})0s")


def year_comparisons(words: list[str], taken: list[bool], take) -> list[tuple[str, str, str, int]]:
    """The years and decades the question compares with, each as (span, op, value, index of the year word);
    ``take`` marks the words read and returns their span."""
    found: list[tuple[str, str, str, int]] = []
    i = 0
    while i < len(words):
        w = words[i]
        decade = DECADE.fullmatch(w)
        if taken[i] or not (YEAR.fullmatch(w) or decade):
            i += 1
            continue
        prev = words[i - 1] if i else ""
        if prev == "between" and i + 2 < len(words) and words[i + 1] == "and" and YEAR.fullmatch(words[i + 2]):
            span = take(i - 1, 4)
            found += [(span, "ge", w, i), (span, "le", words[i + 2], i)]
            i += 3
            continue
        j = i  # "after the year 2000", "in the year 1999": look past "the year"
        while j > 0 and words[j - 1] in ("the", "year") and not taken[j - 1] and i - j < 2:
            j -= 1
        prev = words[j - 1] if j else ""
        op, start = None, j
        for table in (AFTER, BEFORE):
            for phrase, o in table.items():
                n = len(phrase.split())
                if " ".join(words[max(0, j - n):j]) == phrase and op is None:
                    op, start = o, j - n
        if decade:
            lo = decade[1] + "0"
            hi = str(int(lo) + 9)
            if op in ("gt", "ge"):
                found.append((take(start, i - start + 1), "gt", hi, i))
            elif op in ("lt", "le"):
                found.append((take(start, i - start + 1), "lt", lo, i))
            else:
                if prev == "the":
                    start -= 1
                if start > 0 and words[start - 1] in ("in", "from", "during", "of") and not taken[start - 1]:
                    start -= 1  # "during the 1950s": the preposition belongs to the decade
                span = take(start, i - start + 1)
                found += [(span, "ge", lo, i), (span, "le", hi, i)]
        elif op is not None:
            found.append((take(start, i - start + 1), op, w, i))
        else:
            if prev in ("in", "from", "during", "of") and not taken[j - 1]:
                start = j - 1
            found.append((take(start, i - start + 1), "eq", w, i))
        i += 1
    return found
