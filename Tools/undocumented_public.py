#!/usr/bin/env python3
"""Lists the public API without a doc comment: the house rule is "doc comments on every public
type and member".

Checks every Sources/**/*.swift (or the files and folders given as arguments) line by line for a
declaration whose access level is `public` or `open` (after any attributes and modifiers on the
same line, e.g. `@MainActor public final class`, `nonisolated public func`). Such a declaration is
documented when the nearest line above it that is neither blank nor an attribute line (`@MainActor`,
`@discardableResult`, `@inlinable`, `@available(...)` ...) ends a doc comment: a `///` line, or the
`*/` of a block comment that opened with `/**`. Exempt: `override` members (they inherit the
overridden member's documentation), `required init?(coder:)` (UIKit's), `extension` lines and
`import` lines.

Prints `file:line: declaration` for each one found and exits 1 if there is any (0 if none);
`--count` prints the number per directory (and the total) instead.

Limits: it reads lines, not Swift's syntax tree. Members that are public without the word on their
line are not seen (requirements of a public protocol, cases of a public enum, members of a
`public extension`); a declaration whose modifiers are split over lines, or an attribute whose
arguments run over several lines, can be misread; `public` or `open` inside a string literal or a
`/* */` comment spanning lines at the start of a line would be counted; a blank line between the
comment and the declaration is allowed (Swift still attaches the comment). It does not judge what
a comment says.
"""

import os
import re
import sys
from collections import Counter

MODIFIER = (r"(?:final|nonisolated|static|class|mutating|nonmutating|convenience|required|"
            r"indirect|dynamic|lazy|weak|unowned|optional|prefix|postfix|infix|consuming|"
            r"borrowing|package|private\(set\)|fileprivate\(set\)|internal\(set\)|"
            r"package\(set\)|override)")
ATTRIBUTE = r"@\w+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?"
DECLARATION = re.compile(
    rf"^\s*(?:{ATTRIBUTE}\s+)*(?:{MODIFIER}\s+)*(?P<access>public|open)(?!\()\s+(?P<rest>[A-Za-z_@].*)$")
ATTRIBUTE_LINE = re.compile(rf"^\s*(?:{ATTRIBUTE}\s*)+$")


def is_exempt(line):
    words = re.sub(ATTRIBUTE, " ", line).split()
    if "override" in words or "extension" in words or "import" in words:
        return True
    return re.search(r"\brequired\b.*\binit\?\(coder\b", line) is not None


def is_documented(lines, index):
    """Whether the declaration at lines[index] has a doc comment above it."""
    i = index - 1
    while i >= 0 and (not lines[i].strip() or ATTRIBUTE_LINE.match(lines[i])):
        i -= 1
    if i < 0:
        return False
    above = lines[i].strip()
    if above.startswith("///"):
        return True
    if above.endswith("*/"):
        while i >= 0 and "/*" not in lines[i]:
            i -= 1
        return i >= 0 and "/**" in lines[i]
    return False


def undocumented(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for index, line in enumerate(lines):
        if DECLARATION.match(line) and not is_exempt(line) and not is_documented(lines, index):
            yield index + 1, line.strip()


def swift_files(roots):
    for root in roots:
        if os.path.isfile(root):
            yield root
            continue
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def main(argv):
    count = "--count" in argv
    roots = [a for a in argv if a != "--count"] or ["Sources"]
    found = [(path, number, text) for path in swift_files(roots)
             for number, text in undocumented(path)]
    if count:
        per_directory = Counter(os.path.dirname(path) for path, _, _ in found)
        for directory in sorted(per_directory):
            print(f"{per_directory[directory]:5d} {directory}")
        print(f"{len(found):5d} total")
    else:
        for path, number, text in found:
            print(f"{path}:{number}: {text}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
