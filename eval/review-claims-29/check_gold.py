"""Self-check for a review-claims set (python3 stdlib only).

Usage: python3 check_gold.py [SET_DIR]      (default: the directory of this file)

Prints counts, then every problem found as a FAIL line; exits 1 if there is any
problem, 0 otherwise.
"""

import collections
import json
import os
import re
import sys

CORPUS = "/work/shared/corpora/real-prose"
KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
        "kind", "sentence_id", "note"]
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL_OF = {"reworded": "supports", "paraphrase": "supports",
            "contradiction": "contradicts", "overclaim": "not_supported",
            "added": "not_supported"}
WANT_LABELS = {"supports": 160, "contradicts": 80, "not_supported": 160}
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(number|entity|direction|negation|roles)\] \S")
ANY_TAG_RE = re.compile(r"^\s*\[(number|entity|direction|negation|roles)\]")
N_DRAFTS = 20
PER_DRAFT = 20

MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("URL", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[A-Za-z][\w+.-]*:`|(^|\s):(pep|rfc|mod|func|class|exc|ref|data|attr|meth|term|doc):")),
    ("link/footnote syntax", re.compile(r"`_|\]_|\[#|\[\d+\]|(^|\s)\.\. |<https?:|__`")),
    ("backslash", re.compile(r"\\")),
]


def short(s, n=60):
    return s if len(s) <= n else "..." + s[-n:]


def main():
    set_dir = os.path.abspath(sys.argv[1] if len(sys.argv) > 1
                              else os.path.dirname(os.path.abspath(__file__)))
    problems = []

    def bad(msg):
        problems.append(msg)

    # ---------------------------------------------------------------- rows
    rows = []
    gold_path = os.path.join(set_dir, "gold.jsonl")
    with open(gold_path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line, object_pairs_hook=collections.OrderedDict))
            except ValueError as e:
                bad("row %d: not valid JSON (%s)" % (i, e))
                rows.append(None)

    doc_cache = {}

    def doc_text(rel):
        if rel not in doc_cache:
            p = os.path.join(CORPUS, rel)
            try:
                with open(p, encoding="utf-8") as fh:
                    doc_cache[rel] = fh.read()
            except OSError:
                doc_cache[rel] = None
        return doc_cache[rel]

    good = []
    for i, r in enumerate(rows, 1):
        if r is None:
            continue
        if list(r.keys()) != KEYS:
            bad("row %d: keys %r (want %r)" % (i, list(r.keys()), KEYS))
            continue
        ok = True
        if r["kind"] not in KINDS:
            bad("row %d: unknown kind %r" % (i, r["kind"]))
            ok = False
        elif r["label"] != LABEL_OF[r["kind"]]:
            bad("row %d: kind %s with label %s" % (i, r["kind"], r["label"]))
        for k in ("rationale", "doc_ids_files"):
            v = r[k]
            if not (isinstance(v, list) and len(v) == 1 and isinstance(v[0], str) and v[0]):
                bad("row %d: %s is not a one-item list of a non-empty string" % (i, k))
                ok = False
        m = re.fullmatch(r"draft-(\d\d)\.md", str(r["draft"]))
        sm = re.fullmatch(r"d(\d\d)-s([1-4])", str(r["sentence_id"]))
        if not m or not sm or m.group(1) != sm.group(1):
            bad("row %d: draft %r and sentence_id %r do not agree"
                % (i, r["draft"], r["sentence_id"]))
            ok = False
        if not isinstance(r["paragraph"], int) or isinstance(r["paragraph"], bool):
            bad("row %d: paragraph is not an integer" % i)
            ok = False
        note = r["note"]
        if not isinstance(note, str) or not note.strip():
            bad("row %d: empty note" % i)
        elif r["kind"] == "contradiction":
            if not TAG_RE.match(note):
                bad("row %d: contradiction note lacks a sub-kind tag: %r" % (i, note))
        elif ANY_TAG_RE.match(note):
            bad("row %d: non-contradiction note starts with a tag: %r" % (i, note))
        claim = r["claim"]
        if not isinstance(claim, str) or not claim:
            bad("row %d: empty claim" % i)
            ok = False
        else:
            for name, rx in MARKUP:
                if rx.search(claim):
                    bad("row %d: claim contains markup (%s): %r" % (i, name, short(claim)))
            if ("\n" in claim or "\r" in claim or "\t" in claim or claim != claim.strip()
                    or "  " in claim):
                bad("row %d: claim is not a clean single line: %r" % (i, short(claim)))
        if ok:
            good.append((i, r))

    # ---------------------------------------------------------------- counts
    kinds = collections.Counter(r["kind"] for _, r in good)
    labels = collections.Counter(r["label"] for _, r in good)
    subkinds = collections.Counter()
    for _, r in good:
        if r["kind"] == "contradiction":
            m = TAG_RE.match(r["note"])
            if m:
                subkinds[m.group(1)] += 1
    sentences = collections.OrderedDict()
    for i, r in good:
        sentences.setdefault(r["sentence_id"], []).append((i, r))
    drafts_seen = []
    for _, r in good:
        if not drafts_seen or drafts_seen[-1] != r["draft"]:
            drafts_seen.append(r["draft"])

    print("rows: %d  sentences: %d  drafts: %d"
          % (len(rows), len(sentences), len(set(drafts_seen))))
    print("kinds: " + ", ".join("%s=%d" % (k, kinds[k]) for k in KINDS))
    print("labels: " + ", ".join("%s=%d" % (k, labels[k]) for k in WANT_LABELS))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subkinds[k]) for k in SUBKINDS))

    if len(rows) != N_DRAFTS * PER_DRAFT:
        bad("row count %d (want %d)" % (len(rows), N_DRAFTS * PER_DRAFT))
    for k in KINDS:
        if kinds[k] != 80:
            bad("kind %s count %d (want 80)" % (k, kinds[k]))
    if dict(labels) != WANT_LABELS:
        bad("label counts %r (want %r)" % (dict(labels), WANT_LABELS))
    if sum(subkinds.values()) != kinds["contradiction"]:
        bad("tagged contradictions %d != contradictions %d"
            % (sum(subkinds.values()), kinds["contradiction"]))
    if len(sentences) != 80:
        bad("sentence count %d (want 80)" % len(sentences))
    want_drafts = ["draft-%02d.md" % n for n in range(1, N_DRAFTS + 1)]
    if drafts_seen != want_drafts:
        bad("drafts not 20 contiguous blocks in order draft-01..draft-20")

    claims = collections.Counter(r["claim"] for _, r in good)
    for c, n in claims.items():
        if n > 1:
            bad("duplicate claim (%d times): %r" % (n, short(c)))

    # ---------------------------------------------------------------- sentences
    rationale_owner = {}
    doc_of_draft = {}
    for sid, items in sentences.items():
        ks = sorted(r["kind"] for _, r in items)
        if ks != sorted(KINDS):
            bad("%s: kinds %r (want one of each)" % (sid, ks))
        rats = set(r["rationale"][0] for _, r in items)
        docs = set(r["doc_ids_files"][0] for _, r in items)
        if len(rats) != 1 or len(docs) != 1:
            bad("%s: claims do not share one rationale/document" % sid)
            continue
        rat = rats.pop()
        doc = docs.pop()
        draft = items[0][1]["draft"]
        if doc_of_draft.setdefault(draft, doc) != doc:
            bad("%s: document %s differs from the rest of %s" % (sid, doc, draft))
        text = doc_text(doc)
        if text is None:
            bad("%s: document %s not found under %s" % (sid, doc, CORPUS))
        elif rat not in text:
            bad("%s: rationale not found verbatim in %s" % (sid, doc))
        nw = len(rat.split())
        if not 12 <= nw <= 45:
            bad("%s: rationale has %d words (want 12-45)" % (sid, nw))
        if rat in rationale_owner:
            bad("%s: rationale shared with %s" % (sid, rationale_owner[rat]))
        else:
            rationale_owner[rat] = sid

    # ---------------------------------------------------------------- sources.txt
    try:
        with open(os.path.join(set_dir, "sources.txt"), encoding="utf-8") as f:
            src = [l.rstrip("\n") for l in f if l.strip()]
    except OSError:
        src = None
        bad("sources.txt missing")
    want_src = [doc_of_draft.get(d) for d in want_drafts]
    if src is not None and src != want_src:
        bad("sources.txt does not match the documents of the drafts in order")

    # ---------------------------------------------------------------- drafts
    by_draft = collections.defaultdict(list)
    for _, r in good:
        by_draft[r["draft"]].append(r)
    for d in want_drafts:
        fname = d
        path = os.path.join(set_dir, "drafts", fname)
        try:
            with open(path, encoding="utf-8") as f:
                content = f.read()
        except OSError:
            bad("%s missing" % fname)
            continue
        drows = sorted(by_draft.get(d, []), key=lambda r: r["paragraph"])
        if [r["paragraph"] for r in drows] != list(range(1, PER_DRAFT + 1)):
            bad("%s: gold paragraphs are not 1..%d" % (fname, PER_DRAFT))
        blocks = content.split("\n\n")
        if not content.endswith("\n") or content.endswith("\n\n"):
            bad("%s: file must end with exactly one newline" % fname)
        blocks = [b.rstrip("\n") for b in blocks]
        doc = doc_of_draft.get(d)
        text = doc_text(doc) if doc else None
        if text:
            tm = re.search(r"^Title:[ \t]*(.*)$", text, re.M)
            pm = re.search(r"^PEP:[ \t]*(.*)$", text, re.M)
            title = tm.group(1).strip() if tm else None
            pep = pm.group(1).strip() if pm else None
            if len(blocks) < 2 or blocks[0] != "# Notes on %s" % title:
                bad("%s: first heading is not '# Notes on %s'" % (fname, title))
            if len(blocks) < 2 or blocks[1] != "## PEP %s: %s" % (pep, title):
                bad("%s: second heading is not '## PEP %s: %s'" % (fname, pep, title))
        paras = blocks[2:]
        if len(paras) != PER_DRAFT:
            bad("%s: %d paragraphs (want %d)" % (fname, len(paras), PER_DRAFT))
        for p, para in enumerate(paras, 1):
            if "\n" in para or not para.strip():
                bad("%s paragraph %d is not a single non-empty line" % (fname, p))
            if p <= len(drows) and para != drows[p - 1]["claim"]:
                bad("%s paragraph %d differs from gold claim" % (fname, p))
        for a, b in zip(drows, drows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                bad("%s: paragraphs %d and %d come from the same sentence %s"
                    % (fname, a["paragraph"], b["paragraph"], a["sentence_id"]))

    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
