# -*- coding: utf-8 -*-
"""Self-check of review-claims-36 part B (drafts 6-10); python3, stdlib only.

    python3 check_part_b.py           # checks; exit 1 on any problem
    python3 check_part_b.py --words   # also list, for every added/overclaim
                                      # claim, the words (4+ letters) not in
                                      # its rationale that occur in the document
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_b import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
WANT_PATHS = [
    "python-peps/pep-0010.rst",
    "rust-rfcs/1174-into-raw-fd-socket-handle-traits.md",
    "rust-rfcs/0049-match-arm-attributes.md",
    "rust-rfcs/0085-pattern-macros.md",
    "rust-rfcs/0059-remove-tilde.md",
]
SPARE = "rust-rfcs/1548-global-asm.md"
FIRST_DRAFT = 6
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["[number] ", "[entity] ", "[direction] ", "[negation] ", "[roles] "]
# the MARKUP patterns of review-claims-35/check_gold.py
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]

problems = []


def bad(msg):
    problems.append(msg)


def top_sections(raw, kind):
    """(offset, name) of each top-level section heading."""
    out = []
    if kind == "RFC":
        for m in re.finditer(r"^## (.+)$", raw, re.M):
            out.append((m.start(), m.group(1).strip()))
    else:
        lines = raw.split("\n")
        off = 0
        offs = []
        for ln in lines:
            offs.append(off)
            off += len(ln) + 1
        for k in range(len(lines) - 1):
            t, u = lines[k], lines[k + 1]
            if t.strip() and re.fullmatch(r"=+", u) and len(u) >= len(t.strip()):
                out.append((offs[k], t.strip()))
    return out


def section_at(secs, pos):
    name = None
    for off, n in secs:
        if off <= pos:
            name = n
    return name


def expected_title(path, raw, kind):
    if kind == "PEP":
        m = re.search(r"^Title:\s*(.+)$", raw, re.M)
        return m.group(1).strip() if m else None
    first = next((ln for ln in raw.split("\n") if ln.strip()), "")
    if first.startswith("#"):
        return first.lstrip("#").strip()
    name = os.path.basename(path)[:-3]
    return re.sub(r"^\d+-", "", name)


def expected_num(path, kind):
    base = os.path.basename(path)
    if kind == "PEP":
        return str(int(re.search(r"pep-(\d+)", base).group(1)))
    return re.match(r"(\d+)", base).group(1)


def main():
    words_mode = "--words" in sys.argv[1:]
    paths = [d["path"] for d in DOCS]
    if len(DOCS) != 5:
        bad("expected 5 documents, got %d" % len(DOCS))
    if paths != WANT_PATHS:
        if SPARE in paths:
            print("note: spare %s used" % SPARE)
        bad("documents differ from the assigned order: %r" % paths)
    seen = {}
    counts = collections.Counter()
    n_claims = 0
    word_lines = []
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        path = doc["path"]
        kind = doc.get("kind")
        fn = os.path.join(CORPUS, path)
        if not os.path.isfile(fn):
            bad("d%02d: document missing: %s" % (draft, path))
            continue
        raw = open(fn, encoding="utf-8").read()
        want_kind = "PEP" if path.startswith("python-peps/") else "RFC"
        if kind != want_kind:
            bad("d%02d: kind %r (want %r)" % (draft, kind, want_kind))
        if str(doc.get("num")) != expected_num(path, want_kind):
            bad("d%02d: num %r (want %r)" % (draft, doc.get("num"), expected_num(path, want_kind)))
        if doc.get("title") != expected_title(path, raw, want_kind):
            bad("d%02d: title %r (want %r)" % (draft, doc.get("title"), expected_title(path, raw, want_kind)))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        secs = top_sections(raw, want_kind)
        used_secs = set()
        for si, s in enumerate(sents):
            sid = "d%02d-s%d" % (draft, si + 1)
            start, end = s.get("start", ""), s.get("end", "")
            n = raw.count(start) if start else 0
            text = None
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, start))
            else:
                i = raw.index(start)
                j = raw.find(end, i + len(start)) if end else -1
                if j < 0:
                    bad("%s: end anchor not found after start: %r" % (sid, end))
                else:
                    text = raw[i:j + len(end)]
                    wc = len(text.split())
                    if not 12 <= wc <= 45:
                        bad("%s: %d words (need 12-45)" % (sid, wc))
                    actual = section_at(secs, i)
                    used_secs.add(actual)
                    given = s.get("section", "")
                    if given.split(" (")[0] != actual:
                        bad("%s: section field %r but the cut sits in %r" % (sid, given, actual))
                    print("%s  %-26s %2d words  %s" % (sid, given, wc,
                                                       " ".join(text.split())[:60]))
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2
                        and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s: %s is not a (claim, note) tuple of two non-empty strings" % (sid, k))
                    continue
                claim, note = v
                n_claims += 1
                if "\n" in claim or claim != claim.strip() or "  " in claim:
                    bad("%s %s: claim is not one clean line: %r" % (sid, k, claim))
                if not claim[0].isupper():
                    bad("%s %s: claim does not start with an upper-case letter: %r" % (sid, k, claim))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                key = claim.strip().lower()
                if key in seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, seen[key]))
                seen[key] = "%s %s" % (sid, k)
                if k == "contradiction":
                    tag = next((t for t in TAGS if note.startswith(t)), None)
                    if tag is None:
                        bad("%s: contradiction note lacks a valid tag: %r" % (sid, note))
                    else:
                        counts[tag.strip()[1:-1]] += 1
                elif note.lstrip().startswith("["):
                    bad("%s %s: non-contradiction note starts with a bracket: %r" % (sid, k, note))
                if words_mode and k in ("added", "overclaim") and text is not None:
                    rat = set(w.lower() for w in re.findall(r"[A-Za-z]+", text))
                    low = raw.lower()
                    hits = []
                    for w in sorted(set(x.lower() for x in re.findall(r"[A-Za-z]{4,}", claim))):
                        if w not in rat and w in low:
                            hits.append("%s(%d)" % (w, low.count(w)))
                    word_lines.append("%s %-9s %s" % (sid, k, " ".join(hits) or "-"))
        if len(used_secs) < 3:
            print("note: d%02d uses %d distinct top-level section(s): %s"
                  % (draft, len(used_secs), ", ".join(sorted(x or "?" for x in used_secs))))
    if n_claims != 100:
        bad("expected 100 claims, got %d" % n_claims)
    print("claims: %d" % n_claims)
    print("contradiction sub-kinds: " + ", ".join(
        "%s=%d" % (t, counts[t]) for t in ("number", "entity", "direction", "negation", "roles")))
    if words_mode:
        print("--words (claim words of 4+ letters not in the rationale but in the document):")
        for ln in word_lines:
            print("  " + ln)
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
