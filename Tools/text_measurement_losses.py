#!/usr/bin/env python3
"""Which views does text measurement lose?

Runs `viewraster layout FILE --compare-stored --json` with `--intrinsic stored` and with
`--intrinsic fonts` over the corpus's xibs and storyboards, lists the views that agree with
IB's stored frame with stored intrinsic sizes but not with ViewRaster's fonts, and classifies
the leaf controls among them whose own size differs (the leaves that cause the loss) by kind
(label single/multi-line, button, text field, ...), font (system weight/size or the name) and
the width/height delta.

Usage: Tools/text_measurement_losses.py [--viewraster PATH] [--corpus DIR] [--half A|B]
       [--detail] [--json OUT] [--mirrors DIR]

It also ranks the leaves by cause (`cause_of`): custom fonts (and whether the repository ships
the font file, looked up in the git mirrors under --mirrors, /work/.mirror by default; and
whether IB stored the label at Helvetica Neue's line, as it does when the Mac that saved the
file lacked the font), SF's faces by name likewise, CJK and Arabic or Hebrew text in the system
font, text with characters whose advances the weight-and-size model does not fit (underscores), emoji,
attributed text, text styles, heights (stale or wrapped), one-line widths, buttons by content,
text fields and views.

DIR is the corpus (`xib/` and `storyboard/` with MANIFEST.tsv) or a flat folder of
`repo__path` or `owner+repo~path` files; outside the corpus a leaf's "half" column is its repository.
"""
import argparse
import collections
import json
import math
import os
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

LEAF_TAGS = {"label", "button", "textField", "segmentedControl", "switch", "slider",
             "stepper", "activityIndicatorView", "pageControl", "progressView", "textView",
             "imageView", "datePicker", "pickerView", "searchBar"}

# The two halves of nib-layout-agreement.md: repositories sorted case-insensitively, alternately A, B.
HALF_A = {"5anta-klau5/SegmentedControl", "AliSoftware/Reusable", "Codigami/CFAlertViewController",
          "HabitRPG/habitica-ios", "IcaliaLabs/Presentr", "JeremyXue77/POMODORO",
          "MFAP-1/sdk-gateway-ios", "OnionBrowser/OnionBrowser", "Ramotion/expanding-collection",
          "SwiftKickMobile/SwiftMessages", "Yubico/yubikit-ios", "danielgindi/Charts",
          "kevin-hirsch/KVNProgress", "prime-concept/prime-park", "tinode/ios", "vuvankhac/KVLoading",
          "woocommerce/woocommerce-ios", "xmartlabs/Eureka", "xmartlabs/XLPagerTabStrip"}


def run_layout(viewraster, path, intrinsic):
    out = subprocess.run([viewraster, "layout", path, "--compare-stored", "--json", "--intrinsic", intrinsic],
                         capture_output=True, text=True)
    try:
        return json.loads(out.stdout)
    except json.JSONDecodeError:
        return None


def attributed_fragments(el):
    """The `<fragment>`s of an element's `<attributedString>` (attributed text), or []."""
    a = el.find("attributedString")
    return [] if a is None else a.findall("fragment")


def font_of(el):
    fd = el.find("fontDescription")
    if fd is None:
        for frag in attributed_fragments(el):
            f = frag.find("attributes/font")
            if f is None:
                f = frag.find("attributes/fontDescription")
            if f is not None:
                if f.get("metaFont"):
                    return f"attributed metaFont {f.get('metaFont')} {f.get('size', '(no size)')}"
                if f.tag == "fontDescription":
                    return "attributed " + font_of_description(f)
                return f"attributed {f.get('name', '?')} {f.get('size', '?')}"
        return "default"
    return font_of_description(fd)


def font_of_description(fd):
    t = fd.get("type")
    size = fd.get("pointSize", "?")
    if t == "system":
        return f"system {fd.get('weight', 'regular')} {size}"
    if t in ("boldSystem", "italicSystem"):
        return f"{t} {size}"
    if fd.get("style"):
        return f"style {fd.get('style')}"
    return f"{fd.get('name', '?')} {size}"


def text_of(el):
    if el.tag == "label":
        if el.get("text") is None and attributed_fragments(el):
            return "".join(f.get("content") or (f.findtext("string") or "") for f in attributed_fragments(el))
        if el.get("text") is None and el.find("string[@key='text']") is not None:
            return el.find("string[@key='text']").text or ""
        return el.get("text", "")
    if el.tag == "button":
        st = el.find("state[@key='normal']")
        if st is not None and st.get("title") is not None:
            return st.get("title")
        cfg = el.find("buttonConfiguration")
        if cfg is not None:
            return cfg.get("title", "")
        return ""
    if el.tag == "textField":
        return el.get("text") or el.get("placeholder") or ""
    return ""


def kind_of(el):
    tag = el.tag
    if tag == "label":
        lines = el.get("numberOfLines", "1")
        return "label 1-line" if lines == "1" else f"label {lines}-line"
    if tag == "button":
        if el.find("buttonConfiguration") is not None:
            return "button (configuration)"
        img = el.find("state[@key='normal']")
        has_img = img is not None and img.get("image") is not None
        has_title = bool(text_of(el))
        bt = el.get("buttonType", "custom")
        what = "title+image" if has_img and has_title else ("image" if has_img else ("title" if has_title else "empty"))
        return f"button {bt} {what}"
    if tag == "textField":
        return f"textField {el.get('borderStyle', 'none')}"
    return tag


SYSTEM_NAMES = re.compile(r"^(\.SFUI|SFUI|\.AppleSystemUIFont|SFProText|SFProDisplay|System)")
# SF's static faces by name (docs/system-font-metrics.md, "SF's static faces by name"): drawn
# untracked at one optical size when IB had the face; set AL's friendzpint shows IB drawing
# Helvetica where it had not (session 39).
SF_STATIC_NAMES = re.compile(r"^(SFUIText|SFProText|SFUIDisplay|SFProDisplay)")
# Families iOS itself has (no app ships them; ours draws them in a stand-in unless bundled).
IOS_FAMILIES = {"helvetica", "helveticaneue", "menlo", "courier", "couriernew", "couriernewps", "avenir",
                "avenirnext", "avenirnextcondensed", "futura", "georgia", "arial", "arialmt", "americantypewriter",
                "baskerville", "chalkduster", "didot", "gillsans", "optima", "palatino", "timesnewroman",
                "timesnewromanps", "trebuchetms", "verdana", "noteworthy", "markerfelt", "papyrus", "zapfino",
                "kailasa", "thonburi", "damascus", "alnile", "geezapro", "hoefler", "hoeflertext", "copperplate",
                "andalemono", "symbol", "cochin", "bodoni72", "rockwell", "snellroundhand", "savoye", "partylet",
                "applesdgothicneo", "pingfangsc", "pingfangtc", "pingfanghk", "hirakakupron", "hiraminpron",
                "hiraginosans", "stheitisc", "stheititc", "heitisc", "heititc"}


def font_files(mirrors, repo):
    """The PostScript-ish names (file stems) of the .ttf/.otf files a repository's mirror holds
    (any commit's tree), or None when there is no mirror for it."""
    if not mirrors or not os.path.isdir(mirrors):
        return None
    # A mirror is OWNER+NAME; a set's file names the repository as NAME (`repo__path`) or as
    # OWNER+NAME (`owner+repo~path`).
    dirs = [d for d in os.listdir(mirrors) if repo.lower() in (d.lower(), d.split("+", 1)[-1].lower())]
    if not dirs:
        return None
    repo_dir = os.path.join(mirrors, dirs[0])
    if os.path.isdir(os.path.join(repo_dir, "repo")):
        repo_dir = os.path.join(repo_dir, "repo")
    out = subprocess.run(["git", "-C", repo_dir, "ls-tree", "-r", "--name-only", "HEAD"],
                         capture_output=True, text=True).stdout
    paths = [f for f in out.split("\n") if f.lower().endswith((".ttf", ".otf"))]
    names = {os.path.splitext(os.path.basename(f))[0].lower() for f in paths}
    # A file's own PostScript name too: set AP's LaptopZone ships "Eina-Regular.otf", whose face
    # is "Eina03-Regular", the name its nibs ask for.
    for f in paths:
        data = subprocess.run(["git", "-C", repo_dir, "show", "HEAD:" + f], capture_output=True).stdout
        name = postscript_name(data)
        if name:
            names.add(name.lower())
    return names


def postscript_name(data):
    """The PostScript name (`name` table, name ID 6) of a TrueType or OpenType font file's bytes,
    or None when it has none or the bytes are not a font."""
    try:
        count = struct.unpack(">H", data[4:6])[0]
        for i in range(count):
            tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
            if tag != b"name":
                continue
            _, records, strings = struct.unpack(">HHH", data[offset:offset + 6])
            for r in range(records):
                pid, eid, _, nid, length, at = struct.unpack(">HHHHHH", data[offset + 6 + 12 * r:offset + 18 + 12 * r])
                if nid != 6:
                    continue
                raw = data[offset + strings + at:offset + strings + at + length]
                return raw.decode("utf-16-be" if pid in (0, 3) else "latin-1", errors="ignore") or None
    except struct.error:
        return None
    return None


def is_cjk(c):
    """A CJK ideograph, CJK or full-width punctuation, kana or Hangul: characters the system
    font draws with a fallback face (PingFang, Hiragino, Apple SD Gothic Neo on iOS)."""
    o = ord(c)
    return 0x3000 <= o <= 0x30FF or 0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7A3 \
        or 0xF900 <= o <= 0xFAFF or 0xFF01 <= o <= 0xFF60


def is_rtl_script(c):
    """An Arabic or Hebrew letter or mark (their blocks and presentation forms): characters the
    system font draws with a fallback face (SF Arabic, Geeza Pro, SF Hebrew on iOS; Noto here)."""
    o = ord(c)
    return 0x0590 <= o <= 0x06FF or 0x0750 <= o <= 0x077F or 0x08A0 <= o <= 0x08FF or 0xFB1D <= o <= 0xFDFF \
        or 0xFE70 <= o <= 0xFEFF


# Helvetica Neue Regular's line on iOS (`docs/ios-font-stand-ins.md`: ascender less descender, the
# line gap left out), in ems: IB measures a font the Mac lacks in Helvetica Neue Regular, whatever
# weight the name asks for (set AR's BWS2-IOS: Montserrat-Bold 18 pt stored 21, 40 pt 46.67;
# jobjira: SFUIText-Light 17 pt 20).
HELVETICA_NEUE_LINE = 1.165


def on_grid(value, stored):
    """Whether `stored` is `value` rounded up to the pixel grid of some canvas (@1x, @2x, @3x)."""
    return any(abs(math.ceil(value * g - 1e-6) / g - stored) < 0.02 for g in (1, 2, 3))


def stored_at_helvetica_neue_line(leaf):
    """Whether a one-line label's stored height is Helvetica Neue's line at its font's size and
    ours is not: how Interface Builder stores a label whose font the Mac that saved the file did
    not have (set AQ's GoDesto, set AR's jobjira, farmercanada_ios, UniPlus-iOS and BWS2-IOS)."""
    font = leaf["font"]
    if leaf["kind"] != "label 1-line" or not font.split() or font.startswith(("system", "boldSystem", "attributed")):
        return False
    try:
        size = float(font.split()[-1])
    except ValueError:
        return False
    line = HELVETICA_NEUE_LINE * size
    return on_grid(line, leaf["stored"][3]) and not on_grid(line, leaf["frame"][3]) \
        and abs(leaf["frame"][3] - leaf["stored"][3]) > 0.01


def squash(s):
    """Lowercase letters and digits only: "Product Sans Regular" and "ProductSans-Regular" alike."""
    return re.sub(r"[^0-9a-z]", "", s.lower())


def ships(shipped, name):
    """Whether a repository's font files (`font_files`' stems) hold the font `name`: a file named
    for it or for its family, spaces, dots, hyphens and underscores ignored ("Product Sans
    Regular.ttf" for ProductSans-Regular, "sf-ui-display-regular.ttf" for SFUIDisplay-Regular)."""
    key, family = squash(name), squash(name.split("-")[0])
    return any(squash(f) == key or squash(f).startswith(family) for f in shipped)


def cause_of(leaf, shipped):
    """A leaf's cause, from its kind, font, text and deltas (the ranking's rows)."""
    kind, font, text = leaf["kind"], leaf["font"], leaf["text"]
    dw, dh = leaf["dw"], leaf["dh"]
    name = font.split()[0] if font.split() else ""
    if font.startswith("attributed"):
        return "attributed text"
    if font not in ("default",) and not font.startswith(("system", "boldSystem", "italicSystem", "style")) \
            and not SYSTEM_NAMES.match(name):
        family = name.split("-")[0].lower()
        # PostScript suffixes (ArialMT, TimesNewRomanPS): strip the suffix, not the letters
        # ("FuturaPT" is a shipped app font, not iOS's Futura).
        if family in IOS_FAMILIES or family.removesuffix("mt").removesuffix("ps") in IOS_FAMILIES:
            return "iOS font drawn in a stand-in (" + name.split("-")[0] + ")"
        if shipped is None:
            return "custom font (no mirror to look in)"
        shipped_here = ships(shipped, name)
        if stored_at_helvetica_neue_line(leaf):
            return "custom font " + ("shipped" if shipped_here else "not shipped") + ", stored at Helvetica Neue's line (IB without the font)"
        return "custom font, shipped by the repository" if shipped_here else "custom font, not in the repository"
    if any(is_cjk(c) for c in text):
        return "CJK text in the system font"
    if any(is_rtl_script(c) for c in text):
        return "Arabic or Hebrew text in the system font"
    if SF_STATIC_NAMES.match(name) and stored_at_helvetica_neue_line(leaf):
        return "SF face asked for by name, stored at Helvetica Neue's line (IB without the font)"
    if SF_STATIC_NAMES.match(name) and shipped and ships(shipped, name):
        # IB measured the repository's own file of the face (set AO's CoachCulture, PalmtreeiOS).
        return "SF face asked for by name, shipped by the repository"
    if SF_STATIC_NAMES.match(name) and kind.startswith("label"):
        return "label in an SF face asked for by name (SFUIText-…, SFProDisplay-…)"
    if any(ord(c) >= 0x2190 for c in text):
        return "emoji and symbols"
    if font.startswith("style"):
        return "text style (Dynamic Type)"
    if kind.startswith("label"):
        if abs(dh) > 3:
            return "label height (stale frame, another wrap, collapsed)"
        if "_" in text:
            return "label width, text with underscores"
        if abs(dw) > 3:
            return "label width more than 3 pt off (stale, constraints)"
        return ("one-line" if kind == "label 1-line" else "wrapping") + " label width 0.5-3 pt off"
    if kind.startswith("button"):
        if "_" in text:
            return "button title with underscores"
        return "button: " + kind.split(" ", 1)[1].replace("system ", "").replace("custom ", "").replace("roundedRect ", "")
    if kind.startswith(("textField", "textView", "searchBar")):
        return "text field, text view, search bar"
    return "not text (" + kind.split()[0] + ")"


def classify(viewraster, path, half):
    stored = run_layout(viewraster, path, "stored")
    fonts = run_layout(viewraster, path, "fonts")
    if stored is None or fonts is None:
        return None
    try:
        tree = ET.parse(path)
    except ET.ParseError:
        return None
    by_id = {el.get("id"): el for el in tree.iter() if el.get("id")}
    tools = tree.getroot().get("toolsVersion", "?")
    key = lambda v: (v.get("scene"), v["id"])
    s_views = {key(v): v for v in stored["views"]}
    lost, leaves = [], []
    for v in fonts["views"]:
        s = s_views.get(key(v))
        if s is None or s.get("agrees") is not True or v.get("agrees") is not False:
            continue
        lost.append(v)
        el = by_id.get(v["id"])
        if el is None or el.tag not in LEAF_TAGS:
            continue
        dw = v["frame"][2] - v["stored"][2]
        dh = v["frame"][3] - v["stored"][3]
        if abs(dw) <= 0.5 and abs(dh) <= 0.5:
            continue
        leaves.append({"file": os.path.basename(path), "half": half, "id": v["id"], "kind": kind_of(el),
                       "font": font_of(el), "text": text_of(el)[:40], "tools": tools, "dw": round(dw, 2), "dh": round(dh, 2),
                       "frame": v["frame"], "stored": v["stored"]})
    return {"file": os.path.basename(path), "half": half, "lost": len(lost), "leaves": leaves,
            "agree_fonts": fonts["summary"]["agree"], "agree_stored": stored["summary"]["agree"],
            "total": fonts["summary"]["total"]}


def repository_of(name):
    """The repository of a flat folder's file: its name up to "__" (`repo__path`, the corpus's
    and the older sets' names) or up to "~" (`owner+repo~path`, the newer sets' hard-link
    folders), whichever comes first; None when it has neither."""
    cuts = [i for i in (name.find("__"), name.find("~")) if i > 0]
    return name[:min(cuts)] if cuts else None


def half_of(name, manifest):
    repo = manifest.get(name)
    if repo is None:
        return repository_of(name) or "?"
    return "A" if repo in HALF_A else "B"


def read_manifest(corpus):
    result = {}
    for sub in ("xib", "storyboard"):
        m = os.path.join(corpus, sub, "MANIFEST.tsv")
        if not os.path.exists(m):
            continue
        with open(m) as f:
            header = f.readline().rstrip("\n").split("\t")
            for line in f:
                row = dict(zip(header, line.rstrip("\n").split("\t")))
                name = row.get("file") or row.get("name") or ""
                result[os.path.basename(name)] = row.get("repo")
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--viewraster", default=".build/release/viewraster")
    ap.add_argument("--corpus", default="../shared/corpus")
    ap.add_argument("--half", choices=["A", "B"])
    ap.add_argument("--detail", action="store_true", help="list every leaf")
    ap.add_argument("--json", help="write every file's result here")
    ap.add_argument("--mirrors", default="/work/.mirror",
                    help="git mirrors (OWNER+NAME) to look for a repository's own font files in")
    args = ap.parse_args()
    manifest = read_manifest(args.corpus)
    results = []
    for sub, ext in (("xib", ".xib"), ("storyboard", ".storyboard")):
        d = os.path.join(args.corpus, sub)
        if not os.path.isdir(d):
            d = args.corpus  # a flat folder of `repo__path` files (the unseen sets)
        for name in sorted(os.listdir(d)):
            if not name.endswith(ext):
                continue
            half = half_of(name, manifest)
            if args.half and half != args.half:
                continue
            r = classify(args.viewraster, os.path.join(d, name), half)
            if r is not None:
                r["source"] = sub
                results.append(r)
    for sub in ("xib", "storyboard"):
        rs = [r for r in results if r["source"] == sub]
        print(f"{sub}: fonts {sum(r['agree_fonts'] for r in rs)} / stored {sum(r['agree_stored'] for r in rs)}"
              f" / {sum(r['total'] for r in rs)}; lost to text {sum(r['lost'] for r in rs)}")
    leaves = [l for r in results for l in r["leaves"]]
    by_kind = collections.Counter(l["kind"] for l in leaves)
    lost_by_kind = collections.Counter()
    for r in results:
        kinds = {l["kind"] for l in r["leaves"]} or {"(no leaf differs)"}
        for k in kinds:
            lost_by_kind[k] += r["lost"] / len(kinds)
    print("\nleaves whose size differs, by kind (files' lost views shared among their kinds):")
    for k, n in by_kind.most_common():
        print(f"  {n:4d}  {k:34s} ~{lost_by_kind[k]:.0f} lost views")
    if lost_by_kind.get("(no leaf differs)"):
        print(f"     -  (no leaf differs)                  ~{lost_by_kind['(no leaf differs)']:.0f} lost views")
    by_font = collections.Counter((l["kind"].split()[0], l["font"]) for l in leaves)
    print("\nby kind and font:")
    for (k, f), n in by_font.most_common(40):
        dws = [l["dw"] for l in leaves if l["kind"].split()[0] == k and l["font"] == f]
        dhs = [l["dh"] for l in leaves if l["kind"].split()[0] == k and l["font"] == f]
        print(f"  {n:4d}  {k:16s} {f:32s} dw {sorted(dws)[len(dws)//2]:+.2f} dh {sorted(dhs)[len(dhs)//2]:+.2f} (medians)")
    shipped_cache = {}
    lost_by_cause = collections.Counter()
    leaves_by_cause = collections.Counter()
    for r in results:
        causes = set()
        for l in r["leaves"]:
            repo = repository_of(l["file"])
            if repo not in shipped_cache:
                shipped_cache[repo] = font_files(args.mirrors, repo) if repo else None
            l["cause"] = cause_of(l, shipped_cache[repo])
            leaves_by_cause[l["cause"]] += 1
            causes.add(l["cause"])
        for c in causes or {"(no leaf differs)"}:
            lost_by_cause[c] += r["lost"] / len(causes or {"-"})
    print("\nby cause (leaves; files' lost views shared among their leaves' causes):")
    for c, n in lost_by_cause.most_common():
        print(f"  {leaves_by_cause[c]:4d} leaves ~{n:4.0f} lost views  {c}")
    if args.detail:
        print("\nevery leaf:")
        for l in sorted(leaves, key=lambda l: (l["kind"], l["font"])):
            print(f"  {l['half']} {l['tools']:>8s} {l['kind']:28s} {l['font']:28s} dw {l['dw']:+6.2f} dh {l['dh']:+6.2f}"
                  f"  {l['frame'][2]}x{l['frame'][3]} vs {l['stored'][2]}x{l['stored'][3]}  {l['text']!r}  {l['file']} {l['id']}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
