"""`python -m shtoss_desktop.core settle|odds|simulate|casino`: the rules CLI (see `cli` and RULES.md 7.2)."""

from shtoss_desktop.core.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
