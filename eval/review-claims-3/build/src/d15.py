DOC = "rust-rfcs/2696-debug-map-key-value.md"
HEADING = "RFC 2696: Separate key and value methods for DebugMap"
S = [
 ("This isn't supported by `DebugMap` because its `entry` method takes both a key and a value together.", [
  ("reworded", "Serializing keys and values independently isn't supported by DebugMap, because its entry method takes a key and a value together.", "'This' resolved, markup dropped"),
  ("paraphrase", "Since DebugMap's entry method only accepts a key and a value as a pair, DebugMap cannot handle keys and values separately.", "free rewording"),
  ("contradiction", "Serializing keys and values independently is supported by DebugMap, because its entry method can take a key and a value separately.", "[negation] 'isn't supported' -> 'is supported'"),
  ("overclaim", "DebugMap cannot be used with serde at all, because its entry method takes both a key and a value together.", "'independent keys/values unsupported' -> 'cannot be used with serde at all'"),
  ("added", "Independent keys and values aren't supported by DebugMap because its entry method takes both together, a design chosen to keep the formatting code simple.", "added a design rationale"),
 ]),
 ("This means allocating (though the cost could be amortized over the whole map) and potentially losing formatting flags when buffering.", [
  ("reworded", "Buffering keys this way means allocating, though the cost could be amortized over the whole map, and potentially losing formatting flags.", "parenthesis dropped, reordered"),
  ("paraphrase", "Formatting buffered keys into strings requires allocation, whose cost might be spread across the whole map, and it may drop formatting flags.", "free rewording, 'potentially' kept as 'may'"),
  ("contradiction", "Buffering keys this way avoids any allocation, although it may still lose formatting flags.", "[negation] 'means allocating' -> 'avoids any allocation'"),
  ("overclaim", "Buffering keys this way means allocating for every entry and always losing formatting flags.", "'potentially' -> 'always'; amortization dropped"),
  ("added", "Buffering keys this way means allocating and potentially losing formatting flags, and it roughly doubles the time needed to format the map.", "added a doubling of formatting time"),
 ]),
 ("The proposed implementation is also going to be less efficient than the one that exists now because it introduces a few conditionals.", [
  ("reworded", "Because it introduces a few conditionals, the proposed implementation will also be less efficient than the current one.", "reordered, light synonyms"),
  ("paraphrase", "Adding a handful of conditionals means the new implementation will be less efficient than today's.", "free rewording"),
  ("contradiction", "The proposed implementation is going to be more efficient than the one that exists now because it removes a few conditionals.", "[direction] 'less efficient' -> 'more efficient'"),
  ("overclaim", "The proposed implementation is going to be significantly slower than the one that exists now because it introduces conditionals.", "'less efficient' -> 'significantly slower'"),
  ("added", "The proposed implementation will be less efficient than the current one because it introduces a few conditionals, adding about 5% overhead to map formatting.", "added a 5% overhead figure"),
 ]),
 ("`SerializeMap` provides a `serialize_entry` method, which is similar to the existing `DebugMap::entry`, but is only supposed to be used as an optimization.", [
  ("reworded", "SerializeMap offers a serialize_entry method that is similar to the existing DebugMap::entry but is only supposed to be used as an optimization.", "light rewording, markup dropped"),
  ("paraphrase", "serde's SerializeMap has serialize_entry, a counterpart to DebugMap::entry, though it is meant to be used purely as an optimization.", "free rewording"),
  ("contradiction", "DebugMap::entry is only supposed to be used as an optimization, unlike SerializeMap's serialize_entry method, which it resembles.", "[roles] which method is the optimization swapped"),
  ("overclaim", "SerializeMap provides a serialize_entry method that is identical to the existing DebugMap::entry and is only used as an optimization.", "'similar' -> 'identical'"),
  ("added", "SerializeMap provides a serialize_entry method, similar to DebugMap::entry, that is only meant as an optimization and was introduced in serde 1.0.", "added 'introduced in serde 1.0'"),
 ]),
]
