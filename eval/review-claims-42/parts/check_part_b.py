# -*- coding: utf-8 -*-
"""Self-check for review-claims-42 part B (drafts 06-10), stdlib only.

    python3 -B parts/check_part_b.py           # all checks
    python3 -B parts/check_part_b.py --words   # also list, for every added and
        overclaim claim, each word of 4+ letters that is not in its rationale
        but occurs elsewhere in the document (to be read by hand)

Adapted from review-claims-39's parts/check_part_b.py (all of its checks are
kept): the documents are npm package READMEs under /work/main/node_modules
(kind "README", num = package folder name, title = the README's first
heading).  New here: setext headings (a text line underlined with "=" is
level 1, with "-" level 2) are read as headings, since jsonfile's README uses
them; HTML tags outside backticks are dropped from heading texts; a cut may
not contain an indented code line (4 spaces or a tab); the spare is is-glob.

Exits non-zero on any problem.
"""
import collections
import json
import os
import re
import sys
from pathlib import Path

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_b import DOCS  # noqa: E402

# the set folder is /work/main/eval/review-claims-42/, this file is in parts/
ROOT = Path(__file__).resolve().parents[3] / "node_modules"
EXPECTED = [
    "glob-parent/README.md",
    "immediate/README.md",
    "jsonfile/README.md",
    "merge2/README.md",
    "mime-types/README.md",
]
SPARE = "is-glob/README.md"
FIRST_DRAFT = 6
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
# the MARKUP list of review-claims-38/check_gold.py
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]
# README checks added for this set: the brief asks for the package to be
# named instead of "it"/"this module"/"you"
REFERENT = [
    ("you/your", re.compile(r"\b(you|your|yours|yourself)\b", re.I)),
    ("this module/package/library", re.compile(r"\bthis (module|package|library)\b", re.I)),
    ("leading 'It'", re.compile(r"^It\b")),
]
# sentences allowed 8-11 words (only where a document has just three usable
# sentences of 12-45 words); none in this part
SHORT_OK = set()

problems = []


def bad(msg):
    problems.append(msg)


def norm_heading(text):
    """Heading text without badges, images, link syntax, emoji shortcodes,
    HTML tags (outside backticks) and backticks, whitespace collapsed."""
    parts = text.split("`")
    for n in range(0, len(parts), 2):                                # outside code
        parts[n] = re.sub(r"<[^>]+>", "", parts[n])
    text = "`".join(parts)
    t = re.sub(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)", "", text)   # linked badge
    t = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", t)                      # image
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)                  # link -> text
    t = re.sub(r":[a-z0-9_+-]+:", "", t)                            # emoji shortcode
    t = t.replace("`", "")
    return " ".join(t.split())


def scan(raw):
    """Headings outside fenced code blocks, and the fenced spans.

    Returns (headings, fences): headings = list of (offset, level, text);
    fences = list of (start, end) offsets of fenced code blocks.
    """
    heads, fences = [], []
    pos, in_fence, fstart = 0, False, 0
    lines = raw.splitlines(True)
    for k, line in enumerate(lines):
        s = line.strip()
        if s.startswith("```") or s.startswith("~~~"):
            if in_fence:
                fences.append((fstart, pos + len(line)))
                in_fence = False
            else:
                in_fence, fstart = True, pos
        elif not in_fence:
            m = re.match(r"^(#{1,6})\s+(.+?)\s*$", line)
            nxt = lines[k + 1] if k + 1 < len(lines) else ""
            u = re.match(r"^ {0,3}(=+|-+)\s*$", nxt)
            if m:
                heads.append((pos, len(m.group(1)), norm_heading(m.group(2))))
            elif (u and s and not re.match(r"^ {0,3}(=+|-+)\s*$", line)
                  and not re.match(r"^\s*([-*+] |>|\d+\. )", line)):
                # setext heading: a text line underlined with = (1) or - (2)
                heads.append((pos, 1 if u.group(1)[0] == "=" else 2, norm_heading(s)))
        pos += len(line)
    if in_fence:
        fences.append((fstart, len(raw)))
    return heads, fences


def readme_title(heads):
    for _, level, text in heads:
        if level == 1:
            return text
    return None


def top_section(heads, title, pos):
    """text of the last level-2 heading ('## ' or '-'-underlined) before pos,
    else the title."""
    name = title
    for off, level, text in heads:
        if off <= pos and level == 2:
            name = text
    return name


def nearest_heading(heads, pos):
    """(level, text) of the last heading of any level before pos."""
    cur = (0, None)
    for off, level, text in heads:
        if off <= pos:
            cur = (level, text)
    return cur


def main():
    words_mode = "--words" in sys.argv[1:]
    paths = [d["path"] for d in DOCS]
    if paths != EXPECTED:
        bad("documents %r (want %r)" % (paths, EXPECTED))
    all_claims = []
    n_claims = 0
    subk = collections.Counter()
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        fn = ROOT / doc["path"]
        try:
            raw = fn.read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read %s: %s" % (draft, doc["path"], e))
            continue
        if "\r" in raw:
            bad("d%02d: %s has carriage returns" % (draft, doc["path"]))
        kind = doc.get("kind")
        if kind != "README":
            bad("d%02d: kind %r (want 'README')" % (draft, kind))
        pkg_dir = os.path.dirname(doc["path"])
        try:
            with open(ROOT / pkg_dir / "package.json", encoding="utf-8") as fh:
                pkg_name = json.load(fh).get("name")
        except (OSError, ValueError) as e:
            bad("d%02d: cannot read package.json of %s: %s" % (draft, pkg_dir, e))
            pkg_name = None
        if pkg_name != pkg_dir:
            bad("d%02d: package.json name %r differs from the folder %r" % (draft, pkg_name, pkg_dir))
        if doc.get("num") != pkg_dir:
            bad("d%02d: num %r (want the package name %r)" % (draft, doc.get("num"), pkg_dir))
        heads, fences = scan(raw)
        want_title = readme_title(heads) or pkg_dir
        if doc.get("title") != want_title:
            bad("d%02d: title %r (want %r)" % (draft, doc.get("title"), want_title))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        sec_names = set()
        for si, s in enumerate(sents):
            sid = "d%02d-s%d" % (draft, si + 1)
            start, end = s.get("start", ""), s.get("end", "")
            n = raw.count(start) if start else 0
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, start))
                continue
            i = raw.index(start)
            j = raw.find(end, i + len(start)) if end else -1
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            k = j + len(end)
            text = raw[i:k]
            wc = len(text.split())
            lo = 8 if sid in SHORT_OK else 12
            if not lo <= wc <= 45:
                bad("%s: rationale has %d words (need %d-45)" % (sid, wc, lo))
            if "\n\n" in text or re.search(r"\n[ \t]*\n", text):
                bad("%s: rationale spans a blank line" % sid)
            for (a, b, other) in spans:
                if i < b and a < k:
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, k, sid))
            # README prose: not code, badges or HTML comments
            for (a, b) in fences:
                if i < b and a < k:
                    bad("%s: cut overlaps a fenced code block" % sid)
            for name, pat in [("code fence", "```"), ("HTML comment", "<!--"), ("image/badge", "![")]:
                if pat in text:
                    bad("%s: cut contains %s" % (sid, name))
            if re.search(r"(?i)\blicen[cs]ed?\b", text):
                bad("%s: cut looks like licence text" % sid)
            if re.search(r"\n( {4}|\t)", text) or raw[raw.rfind("\n", 0, i) + 1:i].startswith(("    ", "\t")):
                bad("%s: cut contains an indented code line" % sid)
            # sections
            actual = top_section(heads, want_title, i)
            level, near = nearest_heading(heads, i)
            want_field = actual if level <= 2 else "%s (%s)" % (actual, near)
            field = s.get("section", "")
            head = field.split(" (")[0]
            if head != actual:
                bad("%s: section field %r, but the cut sits in top-level section %r" % (sid, field, actual))
            elif field != want_field:
                bad("%s: section field %r (want %r: the heading the cut sits under)" % (sid, field, want_field))
            if top_section(heads, want_title, k - 1) != actual:
                bad("%s: cut crosses a top-level heading" % sid)
            if nearest_heading(heads, k - 1) != (level, near):
                bad("%s: cut crosses a heading" % sid)
            sec_names.add(actual)
            print("%s  %-45s %2d words  %r" % (sid, field, wc, text[:50]))
            for kd in KINDS:
                t = s.get(kd)
                if not (isinstance(t, tuple) and len(t) == 2 and all(isinstance(x, str) and x for x in t)):
                    bad("%s: %s is not a (claim, note) tuple of two non-empty strings" % (sid, kd))
                    continue
                claim, note = t
                n_claims += 1
                all_claims.append((claim, sid, kd))
                if kd == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s: %s note starts with a tag: %r" % (sid, kd, note))
                if "\n" in claim or claim != claim.strip():
                    bad("%s: %s claim is not a clean single line" % (sid, kd))
                if "  " in claim:
                    bad("%s: %s claim has a double space" % (sid, kd))
                if not claim[:1].isupper():
                    bad("%s: %s claim does not start with an upper-case letter: %r" % (sid, kd, claim[:30]))
                if not claim.endswith("."):
                    bad("%s: %s claim does not end with a full stop" % (sid, kd))
                if claim == text or claim == " ".join(text.split()):
                    bad("%s: %s claim equals its rationale" % (sid, kd))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s: %s claim contains markup (%s): %r" % (sid, kd, name, claim))
                for name, rx in REFERENT:
                    if rx.search(claim):
                        bad("%s: %s claim has %s: %r" % (sid, kd, name, claim))
                if words_mode and kd in ("added", "overclaim"):
                    rat = set(w.lower() for w in re.findall(r"[A-Za-z]+", text))
                    doc_words = set(w.lower() for w in re.findall(r"[A-Za-z]+", raw))
                    new = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim))
                                 - rat)
                    indoc = [w for w in new if w in doc_words]
                    print("    --words %s %s: in document, not in rationale: %s"
                          % (sid, kd, ", ".join(indoc) or "-"))
        if len(sec_names) < 3:
            print("note: d%02d draws on %d top-level section(s): %s"
                  % (draft, len(sec_names), ", ".join(sorted(sec_names))))
    dup = [c for c, n in collections.Counter(c for c, _, _ in all_claims).items() if n > 1]
    for c in dup:
        bad("duplicate claim: %r" % c)
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), n_claims))
    if n_claims != 100:
        bad("claims: %d (want 100)" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    print("spare (not used): %s" % SPARE)
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
