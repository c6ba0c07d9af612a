#!/usr/bin/env python3
"""Puts every view a set loses in one cause, in the order the set readings use.

Reads what `Tools/layout_loss_tags.py` reads (a set's files and the output folder of
`Tools/measure_agreement.sh`), runs `VIEWRASTER layout --intrinsic stored` once on every file
with a lost view to see which required conflicts it logs, and puts each lost view in the first
cause that fits it, in the order of docs/nib-layout-agreement.md "Set AT (session 47, readAT)":

  symbol        an image view or button showing a system symbol (layout_loss_tags.py's tag)
  ambiguous     IB marks the view's layout ambiguous
  outer-hidden  a hidden arranged view before a stack's first visible one or after its last
  conflict      the file logs a required conflict ("Unable to simultaneously satisfy
                constraints"); in a storyboard, one naming a view of the lost view's scene
  half          no edge more than 1.5 pt from the stored one
  rest          the others (single files, stale or otherwise unread)

None of these decides why IB stored a frame; they sort the losses for a reader. Prints one row
per lost view (cause, file, toolsVersion, Xcode, device, element, id, tags, largest edge
difference), then per cause its views, files and repositories (the most affected first) and
its views by Xcode, then every lost view by Xcode.

Usage: Tools/layout_loss_causes.py VIEWRASTER SET_DIR MEASURE_OUT_DIR [--mode stored|fonts|render]
       [--summary-only]
"""
import argparse
import collections
import re
import subprocess

from layout_loss_tags import add_set_arguments, file_facts, files_with_losses, repository, tags_of

CAUSES = ["symbol", "ambiguous", "outer-hidden", "conflict", "half", "rest"]
# The first toolsVersion of each Xcode (a beta's placeholder 32700.99.1234 is its own era).
XCODES = [(24100, "26"), (23727, "16"), (22000, "15"), (21000, "14"), (19162, "13"), (17000, "12"),
          (15400, "11"), (14313, "10"), (13000, "9"), (11000, "8"), (6000, "6-7")]
NAMED_ITEM = re.compile(r"[A-Za-z]+:([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)")


def xcode(tools):
    """The Xcode of a `toolsVersion` ("IB3" for an Interface Builder 3 archive)."""
    if not tools[:1].isdigit():
        return tools
    number = float(tools.split(".")[0])
    if number >= 32700:
        return "beta"
    return next((name for first, name in XCODES if number >= first), "?")


def conflict_items(viewraster, path):
    """Ids named in the required conflicts `layout` logs for `path`; None when it logs none."""
    run = subprocess.run([viewraster, "layout", "--intrinsic", "stored", path],
                         capture_output=True, text=True)
    ids, logged, inside = set(), False, False
    for line in run.stderr.splitlines():
        if line.startswith("Unable to simultaneously satisfy"):
            logged = inside = True
        elif inside and not line.strip():
            inside = False
        elif inside or line.startswith("<"):
            ids.update(NAMED_ITEM.findall(line))
    return ids if logged else None


def largest_difference(view):
    """The largest difference of one edge or size between our frame and the stored one."""
    return max(abs(a - b) for a, b in zip(view["frame"], view["stored"]))


def cause_of(view, tags, conflicts, scenes):
    """The first cause that fits a lost view."""
    for tag in ("symbol", "ambiguous", "outer-hidden"):
        if tag in tags:
            return tag
    if conflicts is not None:
        scene = view.get("scene")
        if scene is None or any(scenes.get(i) == scene for i in conflicts):
            return "conflict"
    return "half" if largest_difference(view) <= 1.5 else "rest"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("viewraster")
    add_set_arguments(parser)
    args = parser.parse_args()
    found = collections.defaultdict(list)
    for key, path, views, lost in files_with_losses(args.set_dir, args.measure_out, args.mode):
        facts = file_facts(path)
        conflicts = conflict_items(args.viewraster, path)
        scenes = {v["id"]: v.get("scene") for v in views}
        tools = facts[0] if facts else "?"
        for view in (v for v in lost if v.get("stored")):
            element = facts[2].get(view.get("id")) if facts else None
            tags = tags_of(element, facts) if element is not None else []
            cause = cause_of(view, tags, conflicts, scenes)
            found[cause].append((key, tools))
            if not args.summary_only:
                print("\t".join([
                    cause, key, tools, xcode(tools), facts[1] if facts else "?",
                    element.tag if element is not None else "?", str(view.get("id")),
                    ",".join(tags) or "-", "%.2f" % largest_difference(view)]))
    every = collections.Counter()
    for cause in CAUSES:
        rows = found.get(cause, [])
        repos = collections.Counter(repository(key) for key, _ in rows)
        eras = collections.Counter(xcode(tools) for _, tools in rows)
        every.update(eras)
        print("# %-12s %5d views %4d files %3d repositories: %s" % (
            cause, len(rows), len({key for key, _ in rows}), len(repos),
            ", ".join("%s %d" % kv for kv in repos.most_common(10))))
        print("#   by Xcode: " + ", ".join("%s %d" % kv for kv in eras.most_common()))
    print("# every lost view by Xcode: " + ", ".join("%s %d" % kv for kv in every.most_common()))


if __name__ == "__main__":
    main()
