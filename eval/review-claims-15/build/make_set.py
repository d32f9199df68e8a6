#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from the hand-written build/dNN.txt files.

Each dNN.txt holds one document: a DOC line (path relative to the corpus root),
a HEAD line (the '## ' heading), then four blocks of
  S <source sentence, whitespace-normalised>
  R|P|C|O|A <note> || <claim>
The source sentence is located in the raw file with a whitespace-tolerant regex and
the exact raw substring (markup and line breaks kept) becomes the rationale.
Standard library only.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
CORPUS = "/work/shared/corpora/real-prose"

# Draft order follows the order of the pool list; rust-rfcs/2294-if-let-guard.md was
# skipped (mostly code, too little prose).
ORDER = [
    "python-peps/pep-0585.rst",
    "python-peps/pep-0376.rst",
    "python-peps/pep-0618.rst",
    "python-peps/pep-0230.rst",
    "python-peps/pep-0722.rst",
    "python-peps/pep-0624.rst",
    "python-peps/pep-0100.rst",
    "python-peps/pep-0730.rst",
    "python-peps/pep-0437.rst",
    "python-peps/pep-0493.rst",
    "python-peps/pep-0735.rst",
    "python-peps/pep-0638.rst",
    "python-peps/pep-0470.rst",
    "rust-rfcs/3143-cargo-weak-namespaced-features.md",
    "rust-rfcs/3631-rustdoc-cfgs-handling.md",
    "rust-rfcs/3791-crate-attr.md",
    "rust-rfcs/2912-rust-analyzer.md",
    "rust-rfcs/3892-complex-numbers.md",
    "rust-rfcs/0509-collections-reform-part-2.md",
    "rust-rfcs/2574-simd-ffi.md",
    "rust-rfcs/2867-isa-attribute.md",
    "rust-rfcs/1598-generic_associated_types.md",
    "rust-rfcs/2115-argument-lifetimes.md",
    "rust-rfcs/0599-default-object-bound.md",
    "rust-rfcs/1238-nonparametric-dropck.md",
]
KIND = {"R": "reworded", "P": "paraphrase", "C": "contradiction", "O": "overclaim", "A": "added"}
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}


def parse(path):
    doc = {"sentences": []}
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip():
            continue
        tag, _, rest = line.partition(" ")
        if tag == "DOC":
            doc["path"] = rest.strip()
        elif tag == "HEAD":
            doc["head"] = rest.strip()
        elif tag == "S":
            doc["sentences"].append({"src": rest.strip(), "claims": []})
        elif tag in KIND:
            note, sep, claim = rest.partition(" || ")
            if not sep:
                sys.exit(f"{path}: bad line {line!r}")
            doc["sentences"][-1]["claims"].append((KIND[tag], claim.strip(), note.strip()))
        else:
            sys.exit(f"{path}: unknown tag in {line!r}")
    return doc


def find_verbatim(raw, sentence):
    toks = sentence.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    m = re.search(pat, raw)
    if not m:
        return None
    return m.group(0)


def words(s):
    return len(s.split())


def shuffle_claims(rows, seed):
    rng = random.Random(seed)
    for _ in range(10000):
        order = rows[:]
        rng.shuffle(order)
        if all(order[i]["sid"] != order[i + 1]["sid"] for i in range(len(order) - 1)):
            return order
    sys.exit("could not shuffle")


def main():
    docs = {}
    for fn in sorted(os.listdir(HERE)):
        if re.fullmatch(r"d\d\d\.txt", fn):
            d = parse(os.path.join(HERE, fn))
            docs[d["path"]] = d
    assert sorted(docs) == sorted(ORDER), set(docs) ^ set(ORDER)
    os.makedirs(os.path.join(OUT, "drafts"), exist_ok=True)
    gold = []
    problems = []
    for n, path in enumerate(ORDER, 1):
        d = docs[path]
        raw = open(os.path.join(CORPUS, path), encoding="utf-8").read()
        rows = []
        assert len(d["sentences"]) == 4, path
        for si, s in enumerate(d["sentences"], 1):
            sid = f"d{n:02d}-s{si}"
            verb = find_verbatim(raw, s["src"])
            if verb is None:
                problems.append(f"{sid}: sentence not found verbatim: {s['src'][:60]}")
                continue
            if not 12 <= words(s["src"]) <= 45:
                problems.append(f"{sid}: sentence has {words(s['src'])} words")
            kinds = [k for k, _, _ in s["claims"]]
            if sorted(kinds) != sorted(KIND.values()):
                problems.append(f"{sid}: kinds {kinds}")
            for kind, claim, note in s["claims"]:
                if not 8 <= words(claim) <= 50:
                    problems.append(f"{sid} {kind}: claim has {words(claim)} words")
                if "\n" in claim:
                    problems.append(f"{sid} {kind}: line break")
                if " ".join(claim.split()) == " ".join(s["src"].split()):
                    problems.append(f"{sid} {kind}: claim equals sentence")
                rows.append({"sid": sid, "kind": kind, "claim": claim, "note": note,
                             "rationale": verb})
        order = shuffle_claims(rows, seed=1500 + n)
        draft = f"drafts/draft-{n:02d}.md"
        lines = [f"# Notes on {path}", "", f"## {d['head']}", ""]
        for p, r in enumerate(order, 1):
            lines += [r["claim"], ""]
            gold.append({
                "claim": r["claim"], "draft": draft, "paragraph": p,
                "label": LABEL[r["kind"]], "rationale": [r["rationale"]],
                "doc_ids_files": [path], "kind": r["kind"], "sentence_id": r["sid"],
                "note": r["note"],
            })
        with open(os.path.join(OUT, draft), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines).rstrip("\n") + "\n")
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    with open(os.path.join(OUT, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for g in gold:
            fh.write(json.dumps(g, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "sources.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(ORDER) + "\n")
    print(f"wrote {len(gold)} rows, {len(ORDER)} drafts")


if __name__ == "__main__":
    main()
