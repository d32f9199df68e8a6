# -*- coding: utf-8 -*-
"""Hand-written data for the review-claims-54 held-out set: the four parts in
draft order (parts/part_a.py: drafts 1-5, part_b: 6-10, part_c: 11-15,
part_d: 16-20), each written by a separate helper in the format of
review-claims-38's parts.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "parts"))
from part_a import DOCS as _A  # noqa: E402
from part_b import DOCS as _B  # noqa: E402
from part_c import DOCS as _C  # noqa: E402
from part_d import DOCS as _D  # noqa: E402

DOCS = _A + _B + _C + _D
