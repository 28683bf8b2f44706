#!/usr/bin/env python3
"""Makes the packaging icons from assets/icon.png (256x256, made by assets/make_assets.py):

  linux/icons/hicolor/NxN/apps/APP_ID.png  the sizes desktops ask for
  windows/gomoku.ico                        16..256, for the .exe and the installer
  macos/gomoku.icns                         for the app bundle

The SVG (linux/icons/hicolor/scalable/apps/APP_ID.svg) is drawn by hand to match. The outputs are committed, so
a build needs no Pillow. Run from anywhere with Debian's Python (python3-pil):
    /usr/bin/python3 packaging/make_icons.py
"""
from pathlib import Path

from PIL import Image

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "assets" / "icon.png"
LINUX_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
APP_ID = "io.github.gomoku.Gomoku"  # as in CMakeLists.txt (GOMOKU_APP_ID)


def main():
    icon = Image.open(SOURCE).convert("RGBA")
    assert icon.size == (256, 256), f"{SOURCE} should be 256x256, is {icon.size}"
    for n in LINUX_SIZES:
        out = HERE / "linux" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        small = icon if n == 256 else icon.resize((n, n), Image.LANCZOS)
        small.save(out, optimize=True)
    icon.save(HERE / "windows" / "gomoku.ico", sizes=[(n, n) for n in ICO_SIZES])
    # Pillow writes every ICNS size from the one image; 512 and 1024 are upscaled, which
    # the Dock only shows on very large settings.
    icon.save(HERE / "macos" / "gomoku.icns")


if __name__ == "__main__":
    main()
