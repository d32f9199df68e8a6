#!/usr/bin/env python3
"""Self-check for a review-claims set (standard library only).

Usage: python3 check_gold.py [SET_DIR] [--corpus-root DIR]

SET_DIR defaults to the directory of this script; the corpus root defaults to
$CORPUS_ROOT or /work/shared/corpora/real-prose. Prints every problem found
and exits 1 if there is any, 0 otherwise.
"""
import json
import os
import re
import sys

KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
        "kind", "sentence_id", "note"]
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
TAGS = ["number", "entity", "direction", "negation", "roles"]
N_DRAFTS, PER_DRAFT = 20, 20


def markup_problem(claim):
    if "\n" in claim or "\r" in claim:
        return "line break"
    if claim != claim.strip():
        return "leading/trailing whitespace"
    for ch in "`*\\[]<>|#~":
        if ch in claim:
            return "character %r" % ch
    if re.search(r"https?:|www\.", claim):
        return "URL"
    if re.search(r"(^|[^A-Za-z0-9])_|_($|[^A-Za-z0-9])", claim):
        return "underscore at a word edge (emphasis)"
    return None


def main(argv):
    set_dir = os.path.dirname(os.path.abspath(__file__))
    corpus = os.environ.get("CORPUS_ROOT", "/work/shared/corpora/real-prose")
    rest = list(argv)
    if "--corpus-root" in rest:
        i = rest.index("--corpus-root")
        corpus = rest[i + 1]
        del rest[i:i + 2]
    if rest:
        set_dir = rest[0]
    problems = []

    def bad(msg):
        problems.append(msg)

    # ---- load gold
    rows = []
    gold_path = os.path.join(set_dir, "gold.jsonl")
    try:
        with open(gold_path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                if not line.strip():
                    bad("gold.jsonl line %d: blank line" % ln)
                    continue
                try:
                    rows.append(json.loads(line))
                except ValueError as e:
                    bad("gold.jsonl line %d: invalid JSON (%s)" % (ln, e))
    except OSError as e:
        print("FAIL: cannot read gold.jsonl: %s" % e)
        return 1

    # ---- keys, types, kind/label, tags, markup
    for i, r in enumerate(rows, 1):
        where = "row %d" % i
        if list(r.keys()) != KEYS:
            bad("%s: keys %s, expected %s" % (where, list(r.keys()), KEYS))
            continue
        k = r["kind"]
        if k not in KINDS:
            bad("%s: unknown kind %r" % (where, k))
        elif r["label"] != LABEL[k]:
            bad("%s: kind %s has label %r, expected %r" % (where, k, r["label"], LABEL[k]))
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1
                and isinstance(r["rationale"][0], str)):
            bad("%s: rationale must be a one-item list of strings" % where)
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1
                and isinstance(r["doc_ids_files"][0], str)):
            bad("%s: doc_ids_files must be a one-item list of strings" % where)
        if not isinstance(r["paragraph"], int):
            bad("%s: paragraph is not an integer" % where)
        note = r["note"] if isinstance(r["note"], str) else ""
        m = re.match(r"^\[([a-z]+)\]", note)
        if k == "contradiction":
            if not m or m.group(1) not in TAGS:
                bad("%s: contradiction note must start with one of %s" % (where, TAGS))
        elif note.startswith("["):
            bad("%s: non-contradiction note starts with a tag" % where)
        p = markup_problem(r["claim"]) if isinstance(r["claim"], str) else "not a string"
        if p:
            bad("%s (%s p%s): markup in claim: %s" % (where, r.get("draft"), r.get("paragraph"), p))
    rows = [r for r in rows if list(r.keys()) == KEYS]

    # ---- order: drafts 01..20, paragraphs 1..20
    expected = [("draft-%02d.md" % d, p) for d in range(1, N_DRAFTS + 1)
                for p in range(1, PER_DRAFT + 1)]
    got = [(r["draft"], r["paragraph"]) for r in rows]
    if got != expected:
        for idx, (g, e) in enumerate(zip(got, expected)):
            if g != e:
                bad("order: row %d is %s p%s, expected %s p%s" % (idx + 1, g[0], g[1], e[0], e[1]))
                break
        if len(got) != len(expected):
            bad("order: %d rows, expected %d" % (len(got), len(expected)))

    # ---- counts
    if len(rows) != 400:
        bad("count: %d rows, expected 400" % len(rows))
    for k in KINDS:
        n = sum(1 for r in rows if r["kind"] == k)
        if n != 80:
            bad("count: %d %s claims, expected 80" % (n, k))
    for lab, want in (("supports", 160), ("contradicts", 80), ("not_supported", 160)):
        n = sum(1 for r in rows if r["label"] == lab)
        if n != want:
            bad("count: %d %s labels, expected %d" % (n, lab, want))
    sids = sorted({r["sentence_id"] for r in rows})
    if len(sids) != 80:
        bad("count: %d sentence ids, expected 80" % len(sids))
    drafts_in_gold = sorted({r["draft"] for r in rows})
    if len(drafts_in_gold) != 20:
        bad("count: %d drafts in gold, expected 20" % len(drafts_in_gold))

    # ---- duplicate claims
    seen = {}
    for r in rows:
        c = r["claim"].strip().lower()
        if c in seen:
            bad("duplicate claim: %s p%s and %s p%s" % (seen[c][0], seen[c][1], r["draft"], r["paragraph"]))
        else:
            seen[c] = (r["draft"], r["paragraph"])

    # ---- per sentence: one of each kind, one rationale, one document, one draft
    by_sid = {}
    for r in rows:
        by_sid.setdefault(r["sentence_id"], []).append(r)
    for sid, rs in sorted(by_sid.items()):
        kinds = sorted(r["kind"] for r in rs)
        if kinds != sorted(KINDS):
            bad("%s: kinds %s, expected one of each" % (sid, kinds))
        if len({r["rationale"][0] for r in rs}) != 1:
            bad("%s: claims do not share one rationale" % sid)
        if len({r["doc_ids_files"][0] for r in rs}) != 1:
            bad("%s: claims do not share one document" % sid)
        if len({r["draft"] for r in rs}) != 1:
            bad("%s: claims spread over several drafts" % sid)
        m = re.match(r"^d(\d\d)-s[1-4]$", sid)
        if not m or "draft-%s.md" % m.group(1) != rs[0]["draft"]:
            bad("%s: sentence id does not match draft %s" % (sid, rs[0]["draft"]))

    # ---- per draft: 4 sentences, one document; neighbours
    doc_of_draft = {}
    for d in drafts_in_gold:
        rs = sorted((r for r in rows if r["draft"] == d), key=lambda r: r["paragraph"])
        if len({r["sentence_id"] for r in rs}) != 4:
            bad("%s: %d source sentences, expected 4" % (d, len({r['sentence_id'] for r in rs})))
        docs = {r["doc_ids_files"][0] for r in rs}
        if len(docs) != 1:
            bad("%s: claims from %d documents, expected 1" % (d, len(docs)))
        doc_of_draft[d] = sorted(docs)[0]
        for a, b in zip(rs, rs[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                bad("%s: paragraphs %d and %d share sentence %s" % (d, a["paragraph"], b["paragraph"], a["sentence_id"]))

    # ---- rationale verbatim in its document, 12-45 words
    cache = {}
    for sid, rs in sorted(by_sid.items()):
        rat, path = rs[0]["rationale"][0], rs[0]["doc_ids_files"][0]
        full = os.path.join(corpus, path)
        if path not in cache:
            try:
                with open(full, encoding="utf-8") as f:
                    cache[path] = f.read()
            except OSError:
                cache[path] = None
        if cache[path] is None:
            bad("%s: document not found: %s" % (sid, full))
            continue
        if rat not in cache[path]:
            bad("%s: rationale is not verbatim in %s" % (sid, path))
        nw = len(rat.split())
        if not 12 <= nw <= 45:
            bad("%s: rationale has %d words (12-45 required)" % (sid, nw))

    # ---- sources.txt
    try:
        with open(os.path.join(set_dir, "sources.txt"), encoding="utf-8") as f:
            src = [l.rstrip("\n") for l in f if l.strip()]
        want = [doc_of_draft.get("draft-%02d.md" % d) for d in range(1, N_DRAFTS + 1)]
        if src != want:
            bad("sources.txt does not list the drafts' documents in draft order")
        if len(set(src)) != len(src):
            bad("sources.txt lists a document twice")
    except OSError:
        bad("sources.txt missing")

    # ---- drafts equal gold
    ddir = os.path.join(set_dir, "drafts")
    names = sorted(os.listdir(ddir)) if os.path.isdir(ddir) else []
    want_names = ["draft-%02d.md" % d for d in range(1, N_DRAFTS + 1)]
    if names != want_names:
        bad("drafts/: files %s, expected draft-01.md .. draft-20.md" % names)
    for name in want_names:
        path = os.path.join(ddir, name)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        blocks = [b for b in text.strip("\n").split("\n\n")]
        if len(blocks) < 2 or not blocks[0].startswith("# Notes on ") \
                or not re.match(r"^## RFC \d+: ", blocks[1]):
            bad("%s: missing '# Notes on' / '## RFC N:' headings" % name)
            continue
        paras = blocks[2:]
        gold_paras = [r["claim"] for r in sorted((r for r in rows if r["draft"] == name),
                                                 key=lambda r: r["paragraph"])]
        if paras != gold_paras:
            bad("%s: paragraphs differ from gold claims in paragraph order" % name)
        for p in paras:
            if "\n" in p:
                bad("%s: a paragraph spans several lines" % name)

    if problems:
        for p in problems:
            print("FAIL:", p)
        print("%d problem(s) found in %s" % (len(problems), set_dir))
        return 1
    print("OK: %d rows, %d sentences, %d drafts; kinds %s; labels supports=%d contradicts=%d not_supported=%d"
          % (len(rows), len(by_sid), len(drafts_in_gold),
             {k: sum(1 for r in rows if r['kind'] == k) for k in KINDS},
             sum(1 for r in rows if r['label'] == 'supports'),
             sum(1 for r in rows if r['label'] == 'contradicts'),
             sum(1 for r in rows if r['label'] == 'not_supported')))
    tags = {t: sum(1 for r in rows if r["kind"] == "contradiction" and r["note"].startswith("[%s]" % t)) for t in TAGS}
    print("contradiction sub-kinds:", tags)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
