DOC = "rust-rfcs/1252-open-options.md"
TITLE = "RFC 1252: Expand open options"
SENTS = [
    {
        "src": "This is the conservative choice, and can be changed\nto open in a system-specific mode if a clear use case arises.",
        "reworded": ("Always failing to open when no access mode is specified is the conservative choice, and it can be changed to open in a system-specific mode if a clear use case arises.", "'This' resolved to always failing"),
        "paraphrase": ("RFC 1252 treats failing on a missing access mode as the cautious option, one that could later switch to a system-specific mode should a clear use case appear.", "free rewording; condition kept"),
        "contradiction": ("Falling back to read-only when no access mode is specified is the conservative choice, and it can be changed if a clear use case arises.", "[swap] always fail -> fall back to read-only"),
        "overclaim": ("Always failing to open a file when no access mode is set is the only safe choice.", "'the conservative choice' -> the only safe choice"),
        "added": ("Always failing without an access mode is the conservative choice, can be changed if a use case arises, and matches what Go's standard library does.", "adds a comparison with Go; not stated"),
    },
    {
        "src": "`.create_new()` is an atomic\noperation that will fail if a file already exist at the location.",
        "reworded": (".create_new() is an atomic operation that fails if a file already exists at the location.", "light rewording; markup dropped"),
        "paraphrase": ("Checking and creating in a single atomic step, create_new fails whenever a file is already present at the target location.", "free rewording"),
        "contradiction": (".create_new() is an atomic operation that will truncate any file that already exists at the location.", "[swap] fail -> truncate"),
        "overclaim": (".create_new() is atomic and therefore eliminates every race condition involved in creating files.", "atomic create -> eliminates every race"),
        "added": (".create_new() is an atomic operation that fails if a file already exists, returning an error of kind AlreadyExists.", "adds the error kind; not stated"),
    },
    {
        "src": "A new file is created on all systems I have tested, but there is\nno documentation that explicitly guarantees this behaviour.",
        "reworded": ("On all the systems the author tested, opening read-only with .create(true) creates a new file, but no documentation explicitly guarantees this behaviour.", "context (read-only + create) resolved from the preceding sentences"),
        "paraphrase": ("Every system the author tried did create the file in this read-only case, though nothing in the documentation promises that it will.", "free rewording"),
        "contradiction": ("A new file is created on all tested systems, and the documentation explicitly guarantees this behaviour.", "[negation] no documentation guarantees -> documentation guarantees"),
        "overclaim": ("Opening a file read-only with .create(true) creates a new file on every operating system.", "'all systems I have tested' -> every operating system"),
        "added": ("A new file was created on all systems the author tested, including Windows 10 and several Linux distributions, but no documentation guarantees it.", "adds the tested systems; not named"),
    },
    {
        "src": "This means we can always set the flag `O_CLOEXEC`, and do an additional `fcntl`\nif the os is NetBSD or Solaris.",
        "reworded": ("So Rust can always set the O_CLOEXEC flag, and make an additional fcntl call if the operating system is NetBSD or Solaris.", "'we' -> Rust; light rewording"),
        "paraphrase": ("Rust can therefore pass O_CLOEXEC unconditionally, adding a follow-up fcntl call when running on NetBSD or Solaris.", "free rewording"),
        "contradiction": ("This means Rust can always set O_CLOEXEC, and do an additional fcntl if the operating system is FreeBSD or OpenBSD.", "[swap] NetBSD/Solaris -> FreeBSD/OpenBSD"),
        "overclaim": ("Because O_CLOEXEC can always be set, file descriptors opened by Rust can never leak to child processes on any platform.", "setting the flag -> no leaks ever, anywhere"),
        "added": ("Rust can always set O_CLOEXEC and add an fcntl call on NetBSD or Solaris, because their O_CLOEXEC implementations are known to be buggy.", "adds a reason (buggy implementations) not stated; the table points to old versions"),
    },
]
