#!/usr/bin/env python3
"""Which of a set's views `layout` does not compare, and why; which files hold no compared view.

Reads a set's files and the output folder of `Tools/measure_agreement.sh` (one
`<file>.<mode>.json` per file and mode, `<file>` the file's path under SET_DIR with `/` as `~`).
Every view a file places (each child of a `<subviews>` list) that the measure does not compare
(its `agrees` is null, or it is not in the JSON at all) is put in the first reason that fits it,
each read from the file:

  static-cell   inside a static table's cells (`<tableView dataMode="static">`): static cells are
                laid out by their table and not compared (README, "Real xibs")
  no-frame      the view has no `<rect key="frame">`: nothing stored to compare with. Xcode 8.0
                (`toolsVersion` 11201) wrote no frame for views placed by constraints (they load
                at 1000 × 1000 until laid out) unless misplaced, and saved the others' frames as
                `<frame key="frameInset">`, which the reader leaves unresolved for a percentage,
                two flexible values or a superview of unknown size (a content view)
  misplaced     IB marks the frame off its constraints (`misplaced="YES"`); before no-frame for
                a view whose frame is a `frameInset` (Xcode 8.0 saved a misplaced view's so)
  uninstalled   the view or a view holding it is excluded by a size-class `<variation>`'s
                subviews mask: IB's canvas does not lay it out (`NibLayoutComparison.uninstalledViews`)
  footer        a table's footer view (`key="tableFooterView"`), not compared itself
  not-loaded    the view is not in the JSON (a scene or object the command does not lay out)
  other         the rest (a reader should look)

With `--render` (xibs), the views `layout --intrinsic stored` compares and
`render --frames-json` does not are listed too: `render` draws one top-level object, so views
of the others are not in its count (README, "The CLI").

Prints, per reason, its views, files and repositories (a repository is a flat name's part before
the first `~`), then the files with no compared view, each with the reasons of its views
("empty" when it places none).

Usage: Tools/uncounted_views.py SET_DIR MEASURE_OUT_DIR [--mode stored|fonts|render] [--render]
       [--list]
"""
import argparse
import collections
import glob
import json
import os
import xml.etree.ElementTree as ET

from layout_loss_tags import repository, set_path

REASONS = ["static-cell", "no-frame", "misplaced", "uninstalled", "footer", "not-loaded", "other"]


def measured(path):
    """id → the view's JSON object of one measure output, or None if unreadable."""
    try:
        views = json.load(open(path)).get("views", [])
    except (OSError, ValueError):
        return None
    return {v.get("id"): v for v in views if v.get("id")}


def placed_views(root):
    """(element, parent map) for every child of a `<subviews>` list."""
    parents = {c: p for p in root.iter() for c in p}
    views = [v for s in root.iter("subviews") for v in s]
    return views, parents


def excluded_ids(root):
    """Ids a size-class variation's subviews mask excludes."""
    out = set()
    for variation in root.iter("variation"):
        for mask in variation.iter("mask"):
            if mask.get("key") == "subviews":
                out.update(e.get("reference") for e in mask if e.tag == "exclude")
    return out


def ancestors(element, parents):
    """`element` and every element holding it, innermost first."""
    while element is not None:
        yield element
        element = parents.get(element)


def reason(view, parents, excluded, json_views):
    """The first reason that fits an uncompared view."""
    chain = list(ancestors(view, parents))
    if any(e.tag == "tableView" and e.get("dataMode") == "static" for e in chain[1:]):
        return "static-cell"
    # Xcode 8.0 saved some frames as <frame key="frameInset">: a misplaced view's is a stored frame
    # (misplaced comes first for it); one the reader leaves unresolved is none (no-frame after).
    inset_only = view.find("rect[@key='frame']") is None and view.find("frame[@key='frameInset']") is not None
    if view.find("rect[@key='frame']") is None and not inset_only:
        return "no-frame"
    if view.get("misplaced") == "YES":
        return "misplaced"
    if inset_only:
        return "no-frame"
    if any(e.get("id") in excluded for e in chain):
        return "uninstalled"
    if any(e.get("key") == "tableFooterView" for e in chain):
        return "footer"
    if view.get("id") not in json_views:
        return "not-loaded"
    return "other"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set_dir")
    parser.add_argument("measure_out")
    parser.add_argument("--mode", default="stored", choices=["stored", "fonts", "render"])
    parser.add_argument("--render", action="store_true", help="also list views layout compares and render does not")
    parser.add_argument("--list", action="store_true", help="print one row per uncompared view")
    args = parser.parse_args()

    suffix = ".%s.json" % args.mode
    views_by = collections.defaultdict(list)   # reason -> [(key, id)]
    empty_files = {}                           # key -> Counter of reasons
    render_missing = []                        # (key, id, top-level id)
    for out in sorted(glob.glob(os.path.join(args.measure_out, "*" + suffix))):
        key = os.path.basename(out)[: -len(suffix)]
        json_views = measured(out)
        if json_views is None:
            continue
        try:
            root = ET.parse(set_path(args.set_dir, key)).getroot()
        except (OSError, ET.ParseError):
            continue
        placed, parents = placed_views(root)
        excluded = excluded_ids(root)
        reasons = collections.Counter()
        for v in placed:
            j = json_views.get(v.get("id"))
            if j is not None and j.get("agrees") is not None:
                continue
            r = reason(v, parents, excluded, json_views)
            reasons[r] += 1
            views_by[r].append((key, v.get("id")))
            if args.list:
                print("%s\t%s\t%s\t%s" % (r, key, v.tag, v.get("id")))
        if not any(v.get("agrees") is not None for v in json_views.values()):
            empty_files[key] = reasons
        if args.render and key.endswith(".xib"):
            drawn = measured(os.path.join(args.measure_out, key + ".render.json")) or {}
            tops = [v for v in json_views.values() if v.get("topLevel")]
            holder = {}
            for t in tops:
                element = next((e for e in root.iter() if e.get("id") == t.get("id")), None)
                for e in (element.iter() if element is not None else []):
                    holder[e.get("id")] = t.get("id")
            for i, v in json_views.items():
                if v.get("agrees") is not None and (drawn.get(i) or {}).get("agrees") is None:
                    render_missing.append((key, i, holder.get(i, "?")))

    for r in REASONS:
        rows = views_by.get(r, [])
        repos = collections.Counter(repository(k) for k, _ in rows)
        top = ", ".join("%s %d" % kv for kv in repos.most_common(6))
        print("# %-12s %5d views %4d files %3d repositories: %s" % (r, len(rows), len({k for k, _ in rows}), len(repos), top))
    kinds = collections.Counter()
    for key, reasons in empty_files.items():
        kinds[" + ".join(sorted(reasons)) or "empty"] += 1
    print("# files with no compared view: %d" % len(empty_files))
    for kind, n in kinds.most_common():
        files = [k for k, rs in empty_files.items() if (" + ".join(sorted(rs)) or "empty") == kind]
        print("#   %-40s %3d files %3d repositories" % (kind, n, len({repository(k) for k in files})))
    if args.render:
        files = collections.Counter(k for k, _, _ in render_missing)
        print("# compared by layout, not counted by render: %d views in %d files" % (len(render_missing), len(files)))
        for key, n in sorted(files.items()):
            holders = sorted({h for k, _, h in render_missing if k == key})
            print("#   %3d  %s (top-level objects: %s)" % (n, key, ", ".join(holders)))


if __name__ == "__main__":
    main()
