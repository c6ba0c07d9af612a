#!/usr/bin/env python3
"""Lists every view a set loses, tagged with what its file says about it.

Reads the output folder of `Tools/measure_agreement.sh` (one `<file>.<mode>.json` per file and
mode, `<file>` the file's path under SET_DIR with `/` as `~`) and the set's files, and prints one
row per view whose `agrees` is false: file, `toolsVersion` (or `IB3` for an Interface Builder 3
archive), device, element, id, tags, our frame and the stored one. Then, per tag, the views, files
and repositories it covers (a repository is the file name's part before the first `~`, as the held-out
sets name their files; otherwise its first folder).

Tags, each read from the file alone (none decides a cause; docs/nib-layout-agreement.md, "Set AJ
(session 37, layoutAJ)", says how they were used):

  symbol      an image view or button showing a system symbol (`catalog="system"` on the element,
              its `state`, `buttonConfiguration` or `imageReference`, or the document's `<image>`
              resource of that name): its frame follows the glyph's alignment insets, which the file
              does not carry (docs/canvas-rules.md, "Known not modelled")
  ambiguous   IB marks the view's layout ambiguous (`ambiguous="YES"`)
  misplaced   IB marks its frame off its constraints (`misplaced="YES"`)
  hidden      `hidden="YES"`
  outer-hidden  a hidden arranged view before a stack's first visible one or after its last
              (the open question of hidden arranged views stored at the stack's origin)

Usage: Tools/layout_loss_tags.py SET_DIR MEASURE_OUT_DIR [--mode stored|fonts|render]
       [--summary-only]
"""
import argparse
import collections
import glob
import json
import os
import re
import xml.etree.ElementTree as ET

BUTTON_PARTS = ("state", "buttonConfiguration", "imageReference")


def shows_symbol(element, symbols):
    """Whether `element` shows a system symbol (on itself or a button state's image)."""
    if element.get("catalog") == "system" or element.get("image") in symbols:
        return True
    for child in element:
        if child.tag not in BUTTON_PARTS:
            continue
        if child.get("catalog") == "system" or child.get("image") in symbols:
            return True
        if any(g.tag == "imageReference" and (g.get("catalog") == "system" or g.get("image") in symbols) for g in child):
            return True
    return False


def outer_hidden_ids(root):
    """Ids of hidden arranged views before a stack's first visible arranged view or after its last."""
    ids = set()
    for stack in root.iter("stackView"):
        subviews = stack.find("subviews")
        if subviews is None:
            continue
        items = [c for c in subviews if c.find("rect") is not None]
        hidden = [c.get("hidden") == "YES" for c in items]
        visible = [i for i, h in enumerate(hidden) if not h]
        if not visible or len(visible) == len(items):
            continue
        ids.update(c.get("id") for i, c in enumerate(items) if hidden[i] and not visible[0] < i < visible[-1])
    return ids


def file_facts(path):
    """(toolsVersion, device, {id: element}, symbol names, outer hidden ids), or None if unreadable."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return None
    device = root.find("device")
    tools = root.get("toolsVersion") or "IB3"
    symbols = {e.get("name") for e in root.iter("image") if e.get("catalog") == "system"}
    symbols |= {e.get("image") for e in root.iter() if e.get("catalog") == "system" and e.get("image")}
    elements = {e.get("id"): e for e in root.iter() if e.get("id")}
    return tools, device.get("id") if device is not None else "-", elements, symbols, outer_hidden_ids(root)


def tags_of(element, facts):
    """The tags of one lost view's element."""
    _, _, _, symbols, outer = facts
    tags = []
    if shows_symbol(element, symbols):
        tags.append("symbol")
    for attribute in ("ambiguous", "misplaced", "hidden"):
        if element.get(attribute) == "YES":
            tags.append(attribute)
    if element.get("id") in outer:
        tags.append("outer-hidden")
    return tags


def repository(key):
    """The repository part of a flat file name (`owner+repo~path`), else the first folder."""
    return key.split("~", 1)[0]


def set_path(set_dir, key):
    """The path of the measured file `key` in `set_dir`: the flat name itself, else its `~` as `/`."""
    rel = key if os.path.exists(os.path.join(set_dir, key)) else key.replace("~", "/")
    return os.path.join(set_dir, rel)


def add_set_arguments(parser):
    """The arguments every reader of a measured set takes: the set, its measure, the mode."""
    parser.add_argument("set_dir")
    parser.add_argument("measure_out")
    parser.add_argument("--mode", default="stored", choices=["stored", "fonts", "render"])
    parser.add_argument("--summary-only", action="store_true")


def files_with_losses(set_dir, measure_out, mode):
    """(key, the file's path, its measured views, the lost ones) for each file that loses a view."""
    suffix = ".%s.json" % mode
    for out in sorted(glob.glob(os.path.join(measure_out, "*" + suffix))):
        key = os.path.basename(out)[: -len(suffix)]
        try:
            views = json.load(open(out)).get("views", [])
        except (OSError, ValueError):
            continue
        lost = [v for v in views if v.get("agrees") is False]
        if lost:
            yield key, set_path(set_dir, key), views, lost


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_set_arguments(parser)
    args = parser.parse_args()
    counts = collections.defaultdict(lambda: [0, set(), set()])
    for key, path, _, lost in files_with_losses(args.set_dir, args.measure_out, args.mode):
        facts = file_facts(path)
        for view in lost:
            element = facts[2].get(view.get("id")) if facts else None
            tags = tags_of(element, facts) if element is not None else ["unread"]
            for tag in tags or ["-"]:
                entry = counts[tag]
                entry[0] += 1
                entry[1].add(key)
                entry[2].add(repository(key))
            if not args.summary_only:
                print("\t".join([
                    key, facts[0] if facts else "?", facts[1] if facts else "?",
                    element.tag if element is not None else "?", str(view.get("id")), ",".join(tags) or "-",
                    "ours %s" % view.get("frame"), "stored %s" % view.get("stored")]))
    for tag, (views, files, repos) in sorted(counts.items(), key=lambda kv: -kv[1][0]):
        print("# %-13s %5d views %4d files %3d repositories" % (tag, views, len(files), len(repos)))


if __name__ == "__main__":
    main()
