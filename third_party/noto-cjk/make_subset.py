#!/usr/bin/python3
"""Makes NotoSansSC-Subset.otf: the glyphs of Noto Sans CJK SC that the game can show.

SDL_ttf 2 has no fallback font, so while the game speaks Chinese every text is drawn with
this one font: it holds Basic Latin and Latin-1 (names, paths, notation), the punctuation
the game uses, every character of every catalog in po/ (msgids and translations), and the
language names of src/app/language.cpp. The whole font is 16 MB per weight; the subset is
a few hundred kilobytes. Bold is synthesized by SDL_ttf from this one weight.

Run after a catalog changes (tests/i18n checks that the committed subset covers them):

    /usr/bin/python3 third_party/noto-cjk/make_subset.py

Needs Debian's fonts-noto-cjk and python3-fonttools. Fails, naming them, when a catalog
uses a character the source font lacks.
"""

import argparse
import pathlib
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
FAMILY = "Noto Sans CJK SC"
# Drawn by the game's own code whatever the catalog says: the ellipsis of a cut text,
# separators, the board size's ×, arrows of the review.
ALWAYS = "…·×–—‘’“”→←"


def wanted_characters():
    chars = {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x100)}
    chars |= set(ALWAYS)
    for catalog in sorted((ROOT / "po").glob("*.po*")):
        chars |= set(catalog.read_text(encoding="utf-8"))
    languages = (ROOT / "src" / "app" / "language.cpp").read_text(encoding="utf-8")
    for name in re.findall(r'Language\{"[^"]*", "([^"]*)"\}', languages):
        chars |= set(name)
    return sorted(c for c in chars if ord(c) >= 0x20)


def open_source(path):
    fonts = TTCollection(str(path)).fonts if path.suffix == ".ttc" else [TTFont(str(path))]
    for font in fonts:
        if font["name"].getDebugName(1) == FAMILY:
            return font
    sys.exit(f"make_subset: {path} holds no '{FAMILY}'")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=pathlib.Path, default=SOURCE)
    parser.add_argument("--out", type=pathlib.Path, default=HERE / "NotoSansSC-Subset.otf")
    args = parser.parse_args()
    if not args.source.exists():
        sys.exit(f"make_subset: {args.source} is missing (apt install fonts-noto-cjk)")

    font = open_source(args.source)
    chars = wanted_characters()
    cmap = font.getBestCmap()
    missing = [c for c in chars if ord(c) not in cmap and not (0x80 <= ord(c) < 0xA0)]
    if missing:
        listed = " ".join(f"U+{ord(c):04X} {c}" for c in missing)
        sys.exit(f"make_subset: {FAMILY} has no glyph for: {listed}")

    options = subset.Options()
    options.layout_features = ["kern", "liga", "locl", "palt", "vert", "halt"]
    options.name_IDs = ["*"]  # keep the copyright and licence records
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars if ord(c) in cmap])
    subsetter.subset(font)
    font.recalcTimestamp = False  # the same input gives the same file
    font.save(str(args.out))
    print(f"make_subset: {args.out.name}: {len(chars)} characters, "
          f"{args.out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
