#!/bin/sh
# The page tests' browser (see playwright.config.ts): the Chromium named by $CHROMIUM_LOW, at a
# lower CPU priority than the scene tests' browser. Playwright starts each browser in a session of
# its own, and Linux shares the CPU between sessions (autogroups) whatever a process's nice value:
# the session's own niceness is what counts, so both are set. exec keeps the process id and the
# pipes Playwright drives the browser through.
[ -w /proc/self/autogroup ] && echo 5 > /proc/self/autogroup 2>/dev/null
exec nice -n 5 "$CHROMIUM_LOW" "$@"
