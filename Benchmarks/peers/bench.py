#!/usr/bin/env python3
"""Runs every benchmark case (speed and accuracy) for ours, cairo and Skia, prints a table and
writes the results JSON: a list of {name, unit, ours, peers: {name: figure}, ratios: {name: ours/peer}}.
Called by Benchmarks/run; usage: bench.py --bin VIEWRASTER --repeat N --out results.json"""
import glob, json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import accuracy  # noqa: E402

PEERS = {"cairo": os.path.join(HERE, "cairo_replay.py"), "skia": os.path.join(HERE, "skia_replay.py")}


def timed(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(f"bench: {' '.join(cmd)} failed: {r.stderr.strip()}\n")
        return None
    try:
        return json.loads(r.stdout.strip().splitlines()[-1])["median_ms"]
    except (ValueError, IndexError, KeyError):
        sys.stderr.write(f"bench: unexpected output from {' '.join(cmd)}: {r.stdout!r}\n")
        return None


def ratio(ours, peer):
    return round(ours / peer, 3) if ours is not None and peer else None


def main():
    args = sys.argv[1:]
    opt = lambda name, default: args[args.index(name) + 1] if name in args else default
    binary, repeat, out = opt("--bin", None), opt("--repeat", "20"), opt("--out", "results.json")
    scenes = sorted(glob.glob(os.path.join(os.path.dirname(HERE), "scenes", "*.json")))
    cases = []
    for scene in scenes:
        name = os.path.splitext(os.path.basename(scene))[0]
        ours = timed([binary, "raster", scene, "--repeat", repeat])
        peers = {p: timed([sys.executable, script, scene, "--repeat", repeat]) for p, script in PEERS.items()}
        cases.append({"name": f"{name} raster", "unit": "ms (median)", "ours": ours, "peers": peers,
                      "ratios": {p: ratio(ours, v) for p, v in peers.items()}})
    for scene in scenes:
        name = os.path.splitext(os.path.basename(scene))[0]
        acc = accuracy.measure(binary, scene)
        peers = {"cairo": acc["cairo"], "skia": acc["skia"]}
        cases.append({"name": f"{name} accuracy", "unit": "% px within 2/255 of 16x reference", "ours": acc["ours"],
                      "peers": peers, "ratios": {p: ratio(acc["ours"], v) for p, v in peers.items()}})
    fmt = lambda v: "-" if v is None else f"{v:.3f}" if isinstance(v, float) else str(v)
    header = f"{'case':<28} {'unit':<36} {'ours':>10} {'cairo':>10} {'skia':>10} {'ours/cairo':>11} {'ours/skia':>10}"
    print(header)
    print("-" * len(header))
    for c in cases:
        print(f"{c['name']:<28} {c['unit']:<36} {fmt(c['ours']):>10} {fmt(c['peers']['cairo']):>10} {fmt(c['peers']['skia']):>10} "
              f"{fmt(c['ratios']['cairo']):>11} {fmt(c['ratios']['skia']):>10}")
    with open(out, "w") as fh:
        json.dump(cases, fh, indent=1)
        fh.write("\n")
    print(f"\nwrote {out}")


if __name__ == "__main__":
    main()
