DOC = "python-peps/pep-0738.rst"
TITLE = "PEP 738: Adding Android as a supported platform"
SENTS = [
    {
        "src": "Since then, any C code that compiles for Linux can usually be compiled for\nAndroid, unless it involves direct access to hardware devices or operating\nsystem services.",
        "reworded": ("Since around 2014, C code that compiles for Linux can usually be compiled for Android as well, unless it involves direct access to hardware devices or operating system services.", "'Since then' resolved to around 2014 from the preceding sentence"),
        "paraphrase": ("From roughly 2014 on, Linux-compatible C code has generally built for Android too, the exception being code that touches hardware devices or operating system services directly.", "free rewording; 'usually' kept as 'generally'"),
        "contradiction": ("Since around 2014, C code that compiles for Linux can only rarely be compiled for Android, even when it avoids hardware devices and operating system services.", "[direction] usually -> only rarely"),
        "overclaim": ("Since 2014, all C code that compiles for Linux also compiles for Android.", "'usually' and the hardware/OS-services exception dropped"),
        "added": ("Since around 2014, Linux C code usually compiles for Android unless it touches hardware or OS services, thanks largely to improvements in the NDK's clang toolchain.", "adds a cause (NDK toolchain); the document credits the C library filling its gaps"),
    },
    {
        "src": "For Python 3.13 we therefore propose the minimum Android version to be 5.0\n(API level 21), which was released in 2014.",
        "reworded": ("PEP 738 proposes Android 5.0 (API level 21), released in 2014, as the minimum Android version for Python 3.13.", "restructured; 'we' -> PEP 738"),
        "paraphrase": ("The oldest Android release that Python 3.13 is proposed to support is 5.0, which corresponds to API level 21 and dates from 2014.", "free rewording"),
        "contradiction": ("For Python 3.13 the proposed minimum Android version is 5.0 (API level 23), which was released in 2014.", "[number] API level 21 -> 23"),
        "overclaim": ("Android 5.0 (API level 21) is the minimum Android version for Python 3.13 and for every later Python version.", "Python 3.13 only -> every later version"),
        "added": ("The proposed minimum for Python 3.13 is Android 5.0 (API level 21) from 2014, chosen because it was the first release to support 64-bit ARM.", "adds a reason (first 64-bit ARM release) not stated; the document's reason is device coverage"),
    },
    {
        "src": "Binary compatibility between libraries compiled with different versions of the\n  NDK is generally very good, but for reproducibility it would be best for each\n  Python version to stick with one NDK version throughout its life.",
        "reworded": ("Libraries compiled with different NDK versions are generally very binary-compatible, but for reproducibility each Python version would best stick with one NDK version throughout its life.", "light rewording"),
        "paraphrase": ("Although mixing libraries built with different NDK releases usually works well at the binary level, reproducibility argues for each Python version keeping a single NDK version for its whole lifetime.", "free rewording; 'generally' kept as 'usually'"),
        "contradiction": ("Binary compatibility between libraries compiled with different NDK versions is generally poor, so each Python version should stick with one NDK version.", "[direction] very good -> poor"),
        "overclaim": ("Libraries compiled with different versions of the NDK are always binary compatible with each other.", "'generally very good' -> always"),
        "added": ("Each Python version should keep one NDK version for reproducibility, since NDK updates can change the compiler's default optimisation settings.", "adds a reason (optimisation defaults) not stated"),
    },
    {
        "src": "Until prominent libraries routinely\nrelease their own Android wheels, the ability of the community to adopt\nPython on Android will be limited.",
        "reworded": ("The community's ability to adopt Python on Android will be limited until prominent libraries routinely release their own Android wheels.", "clause order swapped"),
        "paraphrase": ("As long as major libraries do not regularly publish Android wheels of their own, community uptake of Python on Android will stay constrained.", "free rewording"),
        "contradiction": ("Until the community adopts Python on Android, prominent libraries will be limited in their ability to release their own Android wheels.", "[roles] cause and limited party swapped"),
        "overclaim": ("Python on Android will not be adopted at all until prominent libraries routinely release their own Android wheels.", "limited -> not at all"),
        "added": ("Until prominent libraries routinely release Android wheels, adoption of Python on Android will be limited, which is why the PSF will fund Android CI runners.", "adds PSF funding; Anaconda's hardware offer is the only support mentioned"),
    },
]
