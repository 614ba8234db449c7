"""Settings shared by every test package.

Under CI (the `CI` environment variable set, as `.ci/run` is run) the property tests draw the same examples
every run, so a submission is judged on what its author ran; at a developer's desk they explore afresh each
run (hypothesis's default), which is where new counter-examples are found.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
