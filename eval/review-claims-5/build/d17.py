DOC = "rust-rfcs/0216-collection-views.md"
TITLE = "RFC 216: Collection views (Entry API)"
SENTS = [
    {
        "src": "Not only are these methods fairly complex to use, but they're over-engineered and\ncombinatorially explosive.",
        "reworded": ("The internal mutation methods are not only fairly complex to use, but also over-engineered and combinatorially explosive.", "'these methods' resolved; light rewording"),
        "paraphrase": ("HashMap's internal-mutation methods such as find_or_insert_with are rather hard to use, and on top of that they are overbuilt and multiply combinatorially.", "free rewording; example named from the preceding list"),
        "contradiction": ("The internal mutation methods are fairly simple to use, though over-engineered and combinatorially explosive.", "[direction] complex -> simple"),
        "overclaim": ("The internal mutation methods are so complex that nobody can use them correctly.", "'fairly complex to use' -> nobody can use them correctly"),
        "added": ("The internal mutation methods are complex, over-engineered and combinatorially explosive, and they also compile noticeably slower than plain lookups.", "adds a compile-time cost not stated"),
    },
    {
        "src": "A fully tested \"proof of concept\" draft of this design has been implemented on top of hashmap,\nas it seems to be the worst offender, while still being easy to work with.",
        "reworded": ("A fully tested proof-of-concept draft of the Entry design has been implemented on top of hashmap, since hashmap seems to be the worst offender while still being easy to work with.", "'this design' resolved; 'it' -> hashmap"),
        "paraphrase": ("The Entry design already exists as a fully tested prototype for hashmap, chosen because it appears to be the worst offender yet remains easy to work with.", "free rewording; 'seems' kept as 'appears'"),
        "contradiction": ("A fully tested proof-of-concept draft of the Entry design has been implemented on top of the tree map, as it seems to be the worst offender.", "[swap] hashmap -> tree map"),
        "overclaim": ("A fully tested implementation of the Entry design already exists for every standard collection.", "hashmap only -> every collection"),
        "added": ("A fully tested proof of concept has been built on hashmap, the worst offender, and benchmarks show it is twice as fast as find_or_insert_with.", "adds benchmark results not stated"),
    },
    {
        "src": "If there isn't a match, the user has exactly one option: insert a value using `set`, which will also insert\nthe guarantor, and destroy the Entry.",
        "reworded": ("When there is no match, the user's only option is to insert a value with set, which also inserts the guarantor and destroys the Entry.", "light rewording"),
        "paraphrase": ("A vacant entry offers just one operation, set, which puts the value in together with the guarantor key and consumes the Entry.", "free rewording; guarantor identified as the key"),
        "contradiction": ("If there isn't a match, the user has two options, set or take, and set also inserts the guarantor and destroys the Entry.", "[number] exactly one option -> two options"),
        "overclaim": ("If there isn't a match, the user must insert a value using set before doing anything else with the map.", "'has exactly one option' -> obligation to insert"),
        "added": ("If there isn't a match, the user can only insert with set, which inserts the guarantor, destroys the Entry and may trigger a resize of the table.", "adds a resize consequence not stated"),
    },
    {
        "src": "In fact, this matches so closely to the inefficient manipulation\nthat users could reasonable ignore Entries *until performance becomes an issue*, at which point\nit's an almost trivial migration.",
        "reworded": ("Entry-based code matches the inefficient manipulation so closely that users could reasonably ignore Entries until performance becomes an issue, at which point migrating is almost trivial.", "'this' resolved; emphasis dropped"),
        "paraphrase": ("Because Entry-based code looks almost like the naive inefficient version, users may reasonably put off Entries until performance matters, and switching then is nearly trivial.", "free rewording; 'almost trivial' kept as 'nearly trivial'"),
        "contradiction": ("Entry code matches the inefficient manipulation closely, yet once performance becomes an issue the migration to Entries is substantial and difficult.", "[direction] almost trivial -> substantial and difficult"),
        "overclaim": ("Users should ignore Entries until performance becomes an issue, since migrating to them is always trivial.", "could -> should; almost trivial -> always trivial"),
        "added": ("Users could ignore Entries until performance matters, when migration is almost trivial, and a lint can even perform that migration automatically.", "adds an automatic lint not stated"),
    },
]
