"""Build review-claims-29 from the hand-written data in build_data.py.

- cuts each rationale verbatim from the raw .rst file by its anchors
  (start anchor must occur exactly once; end anchor = first match at or after
  the start anchor, inclusive),
- checks 12-45 words per rationale, the recorded top-level section, and at
  least three distinct top-level sections per document,
- shuffles the 20 claims of each draft with random.Random(290000 + draft number),
  re-shuffling with the same generator until no two neighbouring paragraphs come
  from the same source sentence,
- writes drafts/draft-NN.md, gold.jsonl and sources.txt.

Deterministic: re-running produces byte-identical output. Python 3 stdlib only.
"""

import json
import os
import random
import re
import sys

from build_data import DOCS, KINDS

CORPUS = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))
SEED_BASE = 290000

LABELS = {
    "reworded": "supports",
    "paraphrase": "supports",
    "contradiction": "contradicts",
    "overclaim": "not_supported",
    "added": "not_supported",
}


def fail(msg):
    sys.stderr.write("build_gold.py: ERROR: " + msg + "\n")
    sys.exit(1)


def header_field(text, name):
    m = re.search(r"^" + re.escape(name) + r":[ \t]*(.*)$", text, re.M)
    if not m:
        fail("no %s: header" % name)
    return m.group(1).strip()


def top_level_sections(text):
    """(offset, title) of every '='-underlined heading (top level in PEPs)."""
    out = []
    lines = text.split("\n")
    offset = 0
    offsets = []
    for line in lines:
        offsets.append(offset)
        offset += len(line) + 1
    for i in range(len(lines) - 1):
        title = lines[i].strip()
        under = lines[i + 1]
        if title and not re.fullmatch(r"=+", title) and re.fullmatch(r"=+", under) \
                and len(under) >= len(title):
            out.append((offsets[i], title))
    return out


def section_at(sections, pos):
    current = None
    for off, title in sections:
        if off <= pos:
            current = title
        else:
            break
    return current


def cut(text, start, end, where):
    n = text.count(start)
    if n != 1:
        fail("%s: start anchor occurs %d times: %r" % (where, n, start))
    s = text.index(start)
    e = text.find(end, s)
    if e < 0:
        fail("%s: end anchor not found after start: %r" % (where, end))
    e += len(end)
    if e < s + len(start):
        fail("%s: end anchor matched inside the start anchor" % where)
    return s, text[s:e]


def main():
    drafts_dir = os.path.join(HERE, "drafts")
    os.makedirs(drafts_dir, exist_ok=True)
    if len(DOCS) != 20:
        fail("expected 20 documents, got %d" % len(DOCS))

    rows = []
    sources = []
    for dnum, doc in enumerate(DOCS, 1):
        path = doc["path"]
        with open(os.path.join(CORPUS, path), encoding="utf-8") as f:
            text = f.read()
        title = header_field(text, "Title")
        pepnum = header_field(text, "PEP")
        sections = top_level_sections(text)
        sources.append(path)
        if len(doc["sentences"]) != 4:
            fail("d%02d: expected 4 sentences" % dnum)

        items = []
        used_sections = set()
        for snum, sent in enumerate(doc["sentences"], 1):
            sid = "d%02d-s%d" % (dnum, snum)
            pos, rationale = cut(text, sent["start"], sent["end"], sid)
            nwords = len(rationale.split())
            if not 12 <= nwords <= 45:
                fail("%s: rationale has %d words" % (sid, nwords))
            sec = section_at(sections, pos)
            if sec != sent["section"]:
                fail("%s: recorded section %r but rationale is in %r"
                     % (sid, sent["section"], sec))
            used_sections.add(sec)
            if set(sent["claims"]) != set(KINDS):
                fail("%s: kinds %r" % (sid, sorted(sent["claims"])))
            for kind in KINDS:
                claim, note = sent["claims"][kind]
                items.append({
                    "claim": claim,
                    "draft": "draft-%02d.md" % dnum,
                    "label": LABELS[kind],
                    "rationale": [rationale],
                    "doc_ids_files": [path],
                    "kind": kind,
                    "sentence_id": sid,
                    "note": note,
                })
        if len(used_sections) < 3:
            fail("d%02d: sentences come from only %d top-level sections"
                 % (dnum, len(used_sections)))

        rng = random.Random(SEED_BASE + dnum)
        rng.shuffle(items)
        while any(items[i]["sentence_id"] == items[i + 1]["sentence_id"]
                  for i in range(len(items) - 1)):
            rng.shuffle(items)

        for p, item in enumerate(items, 1):
            rows.append({
                "claim": item["claim"],
                "draft": item["draft"],
                "paragraph": p,
                "label": item["label"],
                "rationale": item["rationale"],
                "doc_ids_files": item["doc_ids_files"],
                "kind": item["kind"],
                "sentence_id": item["sentence_id"],
                "note": item["note"],
            })

        body = "# Notes on %s\n\n## PEP %s: %s\n\n" % (title, pepnum, title)
        body += "\n\n".join(item["claim"] for item in items) + "\n"
        with open(os.path.join(drafts_dir, "draft-%02d.md" % dnum), "w",
                  encoding="utf-8", newline="\n") as f:
            f.write(body)

    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8",
              newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8",
              newline="\n") as f:
        f.write("\n".join(sources) + "\n")
    print("wrote %d rows, %d drafts" % (len(rows), len(DOCS)))


if __name__ == "__main__":
    main()
