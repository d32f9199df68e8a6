DOC = "python-peps/pep-0396.rst"
TITLE = "PEP 396: Module Version Numbers"
SENTS = [
    {
        "src": "This rejection was reclassified as a withdrawal on 2024-10-21, as the previous state was being misinterpreted [12]_ as suggesting that *no* modules should be defining ``__version__`` attributes, which definitely isn't the case.",
        "reworded": ("The rejection of PEP 396 was reclassified as a withdrawal on 2024-10-21, because the earlier state was being misread as suggesting that no modules should define __version__ attributes, which is definitely not the case.", "'This rejection' resolved; markup and citation dropped"),
        "paraphrase": ("On 2024-10-21 PEP 396 went from rejected to withdrawn, since people were wrongly taking the rejection to mean that no module should define __version__, and that reading is definitely wrong.", "free rewording"),
        "contradiction": ("The rejection of PEP 396 was reclassified as a withdrawal on 2021-04-14, because it was being misread as saying that no modules should define __version__ attributes.", "[number] 2024-10-21 -> 2021-04-14 (the original rejection date)"),
        "overclaim": ("The rejection of PEP 396 was reclassified as a withdrawal on 2024-10-21 because the whole Python community had read it as forbidding __version__ attributes.", "'was being misinterpreted' -> whole community; 'suggesting no modules should' -> forbidding"),
        "added": ("PEP 396 became a withdrawal on 2024-10-21 after its rejection, misread as discouraging __version__, had led many projects to delete their __version__ attributes.", "adds a consequence (projects deleting __version__) not stated"),
    },
    {
        "src": "On a case-by-case basis, standard library modules which are also released in standalone form for other Python versions MAY include a module version number when included in the standard library, and SHOULD include a version number when packaged separately.",
        "reworded": ("Standard library modules that are also released standalone for other Python versions MAY include a module version number in the standard library, on a case-by-case basis, and SHOULD include one when packaged separately.", "word order; light rewording"),
        "paraphrase": ("Case by case, a stdlib module that also ships standalone for other Python versions is permitted to carry a version number inside the standard library and is recommended to carry one in its separate package.", "MAY -> permitted, SHOULD -> recommended"),
        "contradiction": ("Standard library modules that are also released standalone SHOULD include a version number in the standard library and MAY include one when packaged separately.", "[roles] MAY and SHOULD swapped between the two settings"),
        "overclaim": ("Standard library modules that are also released in standalone form MUST include a module version number, both in the standard library and when packaged separately.", "MAY/SHOULD -> MUST; case-by-case dropped"),
        "added": ("Standard library modules also released standalone SHOULD include a version number when packaged separately, so that pip can resolve dependencies on them.", "adds a purpose (pip dependency resolution) not stated"),
    },
    {
        "src": "In the PEP author's experience however, this can fail in some cases, such as when the module uses automatic Python 3 conversion via the ``2to3`` program (because ``setup.py`` is executed by Python 3 before the ``elle`` module has been converted).",
        "reworded": ("In the PEP author's experience, importing __version__ into setup.py can fail in some cases, for example when the module uses automatic Python 3 conversion via 2to3, since setup.py runs under Python 3 before elle is converted.", "'this' resolved to importing __version__ in setup.py; markup dropped"),
        "paraphrase": ("The author has found that simply importing __version__ in setup.py sometimes breaks, e.g. with 2to3-based conversion, because Python 3 executes setup.py before the elle module has been converted.", "free rewording; 'in some cases' -> 'sometimes'"),
        "contradiction": ("In the author's experience, importing __version__ in setup.py can fail with 2to3, because Python 3 executes setup.py only after the elle module has been converted.", "[direction] before -> after"),
        "overclaim": ("Importing __version__ from the module in setup.py always fails when the module uses automatic Python 3 conversion via 2to3.", "'can fail in some cases' -> always fails"),
        "added": ("In the author's experience, importing __version__ in setup.py can fail with 2to3, and it also fails when the module imports third-party dependencies that are not yet installed.", "adds a second failure case (missing dependencies) not stated"),
    },
    {
        "src": "It is highly desirable for the derived version information to be placed into the :pep:`376` ``.dist-info`` metadata at build-time rather than install-time.",
        "reworded": ("Placing the derived version information into the PEP 376 .dist-info metadata at build time rather than at install time is highly desirable.", "subject moved; markup dropped"),
        "paraphrase": ("PEP 396 strongly prefers that derived version information go into the PEP 376 .dist-info metadata when the package is built, not when it is installed.", "free rewording; 'highly desirable' -> 'strongly prefers'"),
        "contradiction": ("It is highly desirable for the derived version information to be placed into the PEP 376 .dist-info metadata at install time rather than build time.", "[direction] build-time and install-time reversed"),
        "overclaim": ("The derived version information must be placed into the PEP 376 .dist-info metadata at build time, and adding it at install time is forbidden.", "highly desirable -> must / forbidden"),
        "added": ("Placing derived version information into the .dist-info metadata at build time is highly desirable because it lets wheels be installed without running setup.py.", "adds a reason (wheels, no setup.py) not stated; the PEP's reason is introspection of uninstalled code"),
    },
]
