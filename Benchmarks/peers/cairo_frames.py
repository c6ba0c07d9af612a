#!/usr/bin/env python3
"""The peer for `viewraster frames`: cairo draws a sequence of display lists (one per frame,
exported by `viewraster render --display-list`) and writes each as a PNG file, on all cores
(one process per core, like our frames command). Reading the JSON is inside the timing, as
building the display lists is inside ours.
Usage: cairo_frames.py OUTDIR FRAME.json ... [--jobs N]   (prints {"fps": F, "frames": N})"""
import json, multiprocessing, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import displaylist  # noqa: E402
import cairo_replay  # noqa: E402


def one(args):
    path, out = args
    doc = displaylist.load(path)
    images = cairo_replay.prepare(doc)
    surface = cairo_replay.render(doc, None, images)
    surface.write_to_png(out)
    return 1


def main():
    argv = sys.argv[1:]
    jobs = os.cpu_count() or 1
    if "--jobs" in argv:
        i = argv.index("--jobs"); jobs = int(argv[i + 1]); del argv[i:i + 2]
    outdir, frames = argv[0], argv[1:]
    work = [(f, os.path.join(outdir, "cairo-%05d.png" % k)) for k, f in enumerate(frames)]
    with multiprocessing.Pool(jobs) as pool:
        pool.map(one, work[:jobs])          # warm up the workers (imports, font loading)
        t0 = time.perf_counter()
        n = sum(pool.map(one, work))
        secs = time.perf_counter() - t0
    print(json.dumps({"fps": n / secs, "frames": n}))


if __name__ == "__main__":
    main()
