#!/usr/bin/env bash
# Builds Benchmarks/suite/main.swift against the package's release build (run
# `swift build -c release` first): the modules' object files are linked directly, so the
# benchmark needs no Package.swift change. Usage: Benchmarks/suite/build.sh OUT_BINARY
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT="${1:-.build/bench/suite}"
REL="$(swift build -c release --show-bin-path)"
OBJS=()
for m in ViewRasterDisplayList ViewRasterText ViewRasterRaster ViewRasterOutput ViewRasterLayout ViewRasterViews ViewRasterRendering \
         ViewRasterNibModel ViewRasterNib ViewRasterGallery ViewRasterTesting ViewRasterSnapshotDiff ViewRasterCPNG ViewRasterCJPEG ViewRasterCTestScope ViewRasterCDigest ViewRasterFonts; do
    OBJS+=("$REL/$m.build"/*.o)
done
mkdir -p "$(dirname "$OUT")"
swiftc -O -swift-version 5 -I "$REL/Modules" \
    -Xcc -fmodule-map-file=Sources/ViewRasterCLibPNG/module.modulemap -Xcc -fmodule-map-file="$REL/ViewRasterCPNG.build/module.modulemap" \
    -Xcc -fmodule-map-file=Sources/ViewRasterCLibJPEG/module.modulemap -Xcc -fmodule-map-file="$REL/ViewRasterCJPEG.build/module.modulemap" \
    -Xcc -fmodule-map-file="$REL/ViewRasterCTestScope.build/module.modulemap" \
    -Xcc -fmodule-map-file="$REL/ViewRasterCDigest.build/module.modulemap" \
    -Xcc -fmodule-map-file=Sources/ViewRasterCFreeType/module.modulemap \
    -Xcc -fmodule-map-file=Sources/ViewRasterCHarfBuzz/module.modulemap \
    -Xcc -fmodule-map-file=Sources/ViewRasterCFriBidi/module.modulemap \
    -Xcc -fmodule-map-file=Sources/ViewRasterCUnibreak/module.modulemap \
    -I Sources/ViewRasterCPNG/include -I Sources/ViewRasterCJPEG/include -I Sources/ViewRasterCTestScope/include -I Sources/ViewRasterCDigest/include $(pkg-config --cflags-only-I freetype2 harfbuzz libpng fribidi | sed 's/-I/-Xcc -I/g') \
    Benchmarks/suite/main.swift "${OBJS[@]}" \
    $(pkg-config --libs freetype2 harfbuzz libpng fribidi libunibreak libjpeg) -lz -lXCTest -lTesting -o "$OUT"
# The modules find their fonts and the gallery's nibs in the resource bundles beside the
# executable (never by a guessed path), so the bundles go next to the suite.
rm -rf "$(dirname "$OUT")"/ViewRaster_*.resources
cp -R "$REL"/ViewRaster_*.resources "$(dirname "$OUT")/"
