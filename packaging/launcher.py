"""Entry script of the frozen application: it starts the game exactly as `python -m shtoss_desktop` does."""

import sys

from shtoss_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
