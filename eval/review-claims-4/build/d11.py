DOC = "python-peps/pep-0712.rst"
NAME = "PEP 712"
HEADING = "PEP 712: Adding a converter parameter to dataclasses.field"
S = [
("The converter is not used when reading attributes, as the attributes should already have been converted.", [
 ("reworded", "The converter is not applied when attributes are read, since the attributes should already have been converted.", "active -> passive, 'as' -> 'since'"),
 ("paraphrase", "Reading an attribute does not invoke the converter, because its value should have been converted already.", "free rewording; kept 'should'"),
 ("contradiction", "The converter is also applied when reading attributes, in case the attributes have not already been converted.", "negation: not used -> also applied"),
 ("overclaim", "The converter is not used when reading attributes, because attributes are guaranteed to have been converted already.", "should -> guaranteed"),
 ("added", "The converter is not used when reading attributes, since they should already have been converted, so attribute reads carry no extra runtime overhead.", "added consequence: no runtime overhead"),
]),
("Adding argument conversion semantics is useful and beneficial enough that most dataclass-like libraries provide support.", [
 ("reworded", "Argument conversion semantics are useful and beneficial enough that most dataclass-like libraries provide support for them.", "nominal restructuring"),
 ("paraphrase", "Argument conversion is valuable enough that the majority of dataclass-like libraries support it.", "free rewording; kept 'most'"),
 ("contradiction", "Although argument conversion semantics are useful, few dataclass-like libraries provide support for them.", "direction: most -> few"),
 ("overclaim", "Argument conversion is useful enough that every dataclass-like library supports it.", "most -> every"),
 ("added", "Argument conversion semantics are useful enough that most dataclass-like libraries, including SQLAlchemy and Django, provide support for them.", "added examples: SQLAlchemy and Django"),
]),
("This is true when reading code from source, however typing-related aides such as ``typing.reveal_type`` and \"IntelliSense\" in an IDE should make it easy to know exactly what types are allowed without having to read any source code.", [
 ("reworded", "This holds when reading code from source, but typing-related aids such as typing.reveal_type and IntelliSense in an IDE should make it easy to know exactly which types are allowed without reading any source code.", "synonyms, markup dropped"),
 ("paraphrase", "While that applies to reading the source, tools like typing.reveal_type and IDE IntelliSense should let people easily see exactly which types are allowed without looking at any source code.", "free rewording; kept 'should'"),
 ("contradiction", "Typing-related aids such as typing.reveal_type and IntelliSense in an IDE cannot show which types are allowed, so the source code has to be read.", "negation: should make it easy -> cannot show"),
 ("overclaim", "Typing aids such as typing.reveal_type and IDE IntelliSense will always show exactly which types are allowed, so nobody needs to read the source code.", "should -> will always"),
 ("added", "Typing aids such as typing.reveal_type and IDE IntelliSense should make it easy to know exactly which types are allowed without reading source code, and mypy will also list them in its error messages.", "added: mypy lists them in errors"),
]),
("This works well for fairly simple types, but leads to ambiguity in expected behavior for complex types such as generics.", [
 ("reworded", "This works well for fairly simple types but causes ambiguity in the expected behavior for complex types like generics.", "synonyms"),
 ("paraphrase", "The approach is fine for fairly simple types, but with complex types such as generics it becomes ambiguous what behavior to expect.", "free rewording"),
 ("contradiction", "This works well for complex types such as generics, but leads to ambiguity in expected behavior for fairly simple types.", "roles: simple <-> complex types"),
 ("overclaim", "This works well for fairly simple types, but makes it impossible to support complex types such as generics.", "ambiguity -> impossible"),
 ("added", "This works well for fairly simple types but leads to ambiguity for complex types such as generics, which is why Pydantic disables it for them.", "added: Pydantic disables it"),
]),
]
