#!/usr/bin/python3
"""Generate the Gomoku game's image and sound assets.

Run from the repository root:

    /usr/bin/python3 assets/make_assets.py

(Any Python 3 with Pillow works; on Debian use the system interpreter with the
python3-pil package.  No other dependency: no numpy, no sox.)

It (re)writes these files, next to this script:

    stones/black.png   160x160 RGBA shaded black stone with soft drop shadow
    stones/white.png   160x160 RGBA shaded white (clamshell) stone, same geometry
    icon.png           256x256 RGBA application icon
    icon-64.png        64x64 RGBA downscale of icon.png
    sounds/place.wav   stone placed on the board: short wooden "clack"
    sounds/win.wav     rising major arpeggio
    sounds/loss.wav    gentle descending minor phrase
    sounds/draw.wav    neutral two-note figure
    sounds/error.wav   short soft low "bonk" for refused clicks

All sounds are 16-bit PCM, 44100 Hz, mono, normalised to a peak of -3 dBFS.

The output is deterministic: the only "random" input (noise in the place
sound) comes from a fixed-seed xorshift generator written out below, and no
timestamps are stored, so rerunning gives byte-identical files (for a given
Pillow/zlib version).

Stone geometry (the renderer relies on these numbers; see assets/README.md):

    canvas            160 x 160 px
    circle centre     (76, 76) px, in continuous pixel coordinates, i.e. the
                      point where pixels 75 and 76 meet on each axis
    circle radius     64 px  (diameter 128 px)
    shadow            same circle offset by (+6, +6) px, gaussian blurred
                      (sigma 4.5 px), 40 % black at its core

So to draw a stone of diameter D screen pixels centred on board point (px, py):
    s = D / 128
    destination rect = (px - 76*s, py - 76*s, 160*s, 160*s)
"""

import math
import os
import struct
import wave

from PIL import Image, ImageChops, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Stone geometry: keep in sync with assets/README.md and the renderer.
# ---------------------------------------------------------------------------
STONE_CANVAS = 160
STONE_CENTRE = 76.0
STONE_RADIUS = 64.0
SHADOW_OFFSET = 6.0
SHADOW_BLUR = 4.5  # gaussian sigma (Pillow GaussianBlur "radius")
SHADOW_ALPHA = 0.40
SUPERSAMPLE = 4


def clamp01(x):
    if x < 0.0:
        return 0.0
    if x > 1.0:
        return 1.0
    return x


def normalise(x, y, z):
    n = math.sqrt(x * x + y * y + z * z)
    return (x / n, y / n, z / n)


# Light from the upper left (image y grows downwards) and somewhat in front.
LIGHT = normalise(-0.50, -0.62, 0.60)
# Half vector between the light and the viewer (looking straight down -z).
HALF = normalise(LIGHT[0], LIGHT[1], LIGHT[2] + 1.0)
# Go stones are lens shaped, not hemispheres: flatten the height profile.
STONE_HEIGHT = 0.50


def shade_black(u, v, nx, ny, nz):
    """Colour (0..1 floats) of the black stone at unit-disc point (u, v)."""
    diff = max(0.0, nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2])
    nh = max(0.0, nx * HALF[0] + ny * HALF[1] + nz * HALF[2])
    base = 0.070 + 0.085 * diff
    # Broad soft sheen plus a smaller, brighter (still soft) highlight.
    spec = 0.22 * nh ** 10 + 0.30 * nh ** 55
    # Faint warm reflection of the board on the lower-right rim.
    rim_dir = max(0.0, (u + v) * 0.7071)
    r2 = u * u + v * v
    rim = 0.05 * rim_dir * r2 ** 6
    r = base + spec * 0.92 + rim * 1.00
    g = base + spec * 0.95 + rim * 0.85
    b = base * 1.08 + spec * 1.00 + rim * 0.60
    return (r, g, b)


def shade_white(u, v, nx, ny, nz):
    """Colour (0..1 floats) of the white (clamshell) stone at (u, v)."""
    diff = max(0.0, nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2])
    nh = max(0.0, nx * HALF[0] + ny * HALF[1] + nz * HALF[2])
    # Clamshell growth lines: gently curved bands of slightly varying width.
    s = v * 0.92 + u * 0.25 + 0.22 * u * u
    stripes = (0.55 * math.sin(s * 41.0 + 0.8 * math.sin(u * 3.1))
               + 0.45 * math.sin(s * 67.0 + 1.3))
    tone = 1.0 + 0.012 * stripes
    light = (0.66 + 0.40 * diff) * tone
    spec = 0.07 * nh ** 18 + 0.08 * nh ** 80
    r = 0.955 * light + spec
    g = 0.935 * light + spec
    b = 0.880 * light + spec
    return (r, g, b)


def stone_layer(kind, cx, cy, radius, width, height, ss=SUPERSAMPLE):
    """RGBA image (width x height) holding one shaded stone and its shadow.

    (cx, cy) and radius are in continuous output-pixel coordinates.  The
    stone is rendered at ss-times resolution and reduced with LANCZOS, so the
    edge is anti-aliased.  Only the stone's bounding box is computed.
    """
    shade = shade_black if kind == "black" else shade_white
    big_w, big_h = width * ss, height * ss
    rgb = bytearray(big_w * big_h * 3)
    cov = bytearray(big_w * big_h)
    # Colour is also computed a few pixels beyond the edge (continuing the
    # rim shade outwards) so that resampling colour and coverage separately
    # cannot ring or darken/brighten the anti-aliased edge.
    margin = 4
    x0 = max(0, int(math.floor((cx - radius - margin) * ss)))
    x1 = min(big_w, int(math.ceil((cx + radius + margin) * ss)))
    y0 = max(0, int(math.floor((cy - radius - margin) * ss)))
    y1 = min(big_h, int(math.ceil((cy + radius + margin) * ss)))
    inv = 1.0 / (radius * ss)
    bcx, bcy = cx * ss, cy * ss
    edge = 0.999
    for j in range(y0, y1):
        v = (j + 0.5 - bcy) * inv
        row = j * big_w
        for i in range(x0, x1):
            u = (i + 0.5 - bcx) * inv
            r2 = u * u + v * v
            inside = r2 <= 1.0
            su, sv = u, v
            if r2 > edge * edge:
                f = edge / math.sqrt(r2)
                su, sv = u * f, v * f
                r2 = edge * edge
            # Surface normal of a flattened ellipsoid.
            h = math.sqrt(1.0 - r2) / STONE_HEIGHT
            nx, ny, nz = normalise(su, sv, h)
            cr, cg, cb = shade(su, sv, nx, ny, nz)
            k = row + i
            rgb[3 * k] = int(round(clamp01(cr) * 255.0))
            rgb[3 * k + 1] = int(round(clamp01(cg) * 255.0))
            rgb[3 * k + 2] = int(round(clamp01(cb) * 255.0))
            if inside:
                cov[k] = 255
    colour = Image.frombytes("RGB", (big_w, big_h), bytes(rgb))
    colour = colour.resize((width, height), Image.LANCZOS)
    alpha = Image.frombytes("L", (big_w, big_h), bytes(cov))
    alpha = alpha.resize((width, height), Image.LANCZOS)
    stone = colour.convert("RGBA")
    stone.putalpha(alpha)

    # Shadow: an anti-aliased disc, offset down-right and blurred.
    scale = radius / STONE_RADIUS
    off = SHADOW_OFFSET * scale
    mask = Image.new("L", (big_w, big_h), 0)
    sx, sy = (cx + off) * ss, (cy + off) * ss
    rr = radius * ss
    ImageDraw.Draw(mask).ellipse((sx - rr, sy - rr, sx + rr, sy + rr), fill=255)
    mask = mask.resize((width, height), Image.LANCZOS)
    mask = mask.filter(ImageFilter.GaussianBlur(SHADOW_BLUR * scale))
    mask = mask.point(lambda a: int(round(a * SHADOW_ALPHA)))
    shadow = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    shadow.putalpha(mask)
    return Image.alpha_composite(shadow, stone)


def save_png(img, rel):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    img.save(path, "PNG", optimize=True)
    print("wrote", rel)


def make_stones():
    for kind in ("black", "white"):
        img = stone_layer(kind, STONE_CENTRE, STONE_CENTRE, STONE_RADIUS,
                          STONE_CANVAS, STONE_CANVAS)
        save_png(img, "stones/%s.png" % kind)


# ---------------------------------------------------------------------------
# Icon
# ---------------------------------------------------------------------------
ICON = 256


def wood_colour(x, y):
    """Warm kaya-like tan with soft, low-frequency grain (x, y in 0..1)."""
    g = (math.sin((x * 9.0 + 0.6 * math.sin(y * 5.0) + 0.25 * y) * 2.4) * 0.5
         + math.sin((x * 23.0 + 1.1 * math.sin(y * 3.0 + 1.0)) * 1.7) * 0.3)
    shade = 1.0 + 0.035 * g - 0.06 * (x + y - 1.0)
    return (0.86 * shade, 0.70 * shade, 0.40 * shade)


def make_icon():
    ss = SUPERSAMPLE
    big = ICON * ss
    buf = bytearray(big * big * 4)
    for j in range(big):
        yy = (j + 0.5) / big
        for i in range(big):
            cr, cg, cb = wood_colour((i + 0.5) / big, yy)
            k = (j * big + i) * 4
            buf[k] = int(round(clamp01(cr) * 255.0))
            buf[k + 1] = int(round(clamp01(cg) * 255.0))
            buf[k + 2] = int(round(clamp01(cb) * 255.0))
            buf[k + 3] = 255
    board = Image.frombytes("RGBA", (big, big), bytes(buf))

    # Grid: 5 lines each way, centred, spacing 46 px (at 256 px).
    spacing = 46
    lines = [128 + spacing * k for k in (-2, -1, 0, 1, 2)]
    draw = ImageDraw.Draw(board)
    line_col = (105, 72, 34, 255)
    lw = 10  # 2.5 px at 256 px
    for p in lines:
        q = p * ss
        draw.rectangle((q - lw // 2, 8 * ss, q + lw // 2 - 1, big - 8 * ss - 1),
                       fill=line_col)
        draw.rectangle((8 * ss, q - lw // 2, big - 8 * ss - 1, q + lw // 2 - 1),
                       fill=line_col)
    board = board.resize((ICON, ICON), Image.LANCZOS)

    # Rounded-square outline mask, anti-aliased.
    mask = Image.new("L", (big, big), 0)
    m = 6 * ss
    ImageDraw.Draw(mask).rounded_rectangle((m, m, big - m - 1, big - m - 1),
                                           radius=44 * ss, fill=255)
    mask = mask.resize((ICON, ICON), Image.LANCZOS)
    board.putalpha(mask)

    # A thin darker border just inside the edge for contrast on light themes.
    edge = Image.new("L", (big, big), 0)
    d = ImageDraw.Draw(edge)
    d.rounded_rectangle((m, m, big - m - 1, big - m - 1), radius=44 * ss,
                        fill=0, outline=255, width=3 * ss)
    edge = edge.resize((ICON, ICON), Image.LANCZOS)
    edge = edge.point(lambda a: int(round(a * 0.55)))
    border = Image.new("RGBA", (ICON, ICON), (90, 55, 20, 0))
    border.putalpha(edge)
    icon = Image.alpha_composite(board, border)

    # Five black stones in a diagonal row, two white stones blocking nearby.
    r = 21.5
    stones = [("white", 0, -1), ("white", 1, 1)]
    stones += [("black", k, -k) for k in (-2, -1, 0, 1, 2)]
    for kind, gx, gy in stones:
        layer = stone_layer(kind, 128 + gx * spacing, 128 + gy * spacing, r,
                            ICON, ICON)
        icon = Image.alpha_composite(icon, layer)

    # Nothing may spill outside the rounded square.
    alpha = icon.getchannel("A")
    icon.putalpha(ImageChops.multiply(alpha, mask))
    save_png(icon, "icon.png")
    save_png(icon.resize((64, 64), Image.LANCZOS), "icon-64.png")


# ---------------------------------------------------------------------------
# Sounds
# ---------------------------------------------------------------------------
RATE = 44100
PEAK = 10 ** (-3.0 / 20.0)  # -3 dBFS


class XorShift32:
    """Tiny deterministic PRNG (Marsaglia xorshift32)."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF or 1

    def next_float(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2147483648.0 - 1.0  # -1 .. 1


def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def add_into(dst, src, start_s):
    off = int(round(start_s * RATE))
    for n, val in enumerate(src):
        if off + n < len(dst):
            dst[off + n] += val


def note(freq, length, attack=0.006, decay=0.25, partials=((1, 1.0),)):
    """A plucked/mallet-like tone: quick attack, exponential decay."""
    out = []
    for n in range(int(round(length * RATE))):
        t = n / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        s = 0.0
        for mult, amp in partials:
            # Upper partials die away faster, like a struck bar.
            s += amp * math.sin(2.0 * math.pi * freq * mult * t) \
                * math.exp(-t * (mult - 1) * 6.0)
        out.append(env * s)
    return out


def biquad_bandpass(samples, centre, q):
    """RBJ cookbook band-pass (constant 0 dB peak gain)."""
    w0 = 2.0 * math.pi * centre / RATE
    alpha = math.sin(w0) / (2.0 * q)
    b0, b1, b2 = alpha, 0.0, -alpha
    a0, a1, a2 = 1.0 + alpha, -2.0 * math.cos(w0), 1.0 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def finish(samples, fade_in=0.002, fade_out=0.015):
    """Apply short raised-cosine fades and normalise the peak to -3 dBFS."""
    n = len(samples)
    fi = max(1, int(round(fade_in * RATE)))
    fo = max(1, int(round(fade_out * RATE)))
    out = list(samples)
    for k in range(min(fi, n)):
        out[k] *= 0.5 - 0.5 * math.cos(math.pi * k / fi)
    for k in range(min(fo, n)):
        out[n - 1 - k] *= 0.5 - 0.5 * math.cos(math.pi * k / fo)
    peak = max(abs(v) for v in out) or 1.0
    gain = PEAK / peak
    return [v * gain for v in out]


def write_wav(rel, samples):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    frames = bytearray()
    for v in samples:
        i = int(round(v * 32767.0))
        i = max(-32768, min(32767, i))
        frames += struct.pack("<h", i)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    print("wrote", rel)


def make_place():
    length = 0.100
    rng = XorShift32(0x60E0C1AC)
    noise = [rng.next_float() for _ in range(int(round(length * RATE)))]
    click = biquad_bandpass(noise, 2600.0, 1.4)
    out = []
    for n, c in enumerate(click):
        t = n / RATE
        env_click = min(1.0, t / 0.0004) * math.exp(-t / 0.006)
        env_body = min(1.0, t / 0.0008) * math.exp(-t / 0.018)
        # Inharmonic partials of a small hard block of wood.
        body = (1.00 * math.sin(2 * math.pi * 1150.0 * t)
                + 0.45 * math.sin(2 * math.pi * 2530.0 * t) * math.exp(-t / 0.008)
                + 0.35 * math.sin(2 * math.pi * 520.0 * t))
        out.append(1.8 * env_click * c + 0.55 * env_body * body)
    write_wav("sounds/place.wav", finish(out, fade_in=0.0005, fade_out=0.010))


def make_win():
    total = silence(0.80)
    mallet = ((1, 1.0), (2, 0.25), (3, 0.08))
    # C5 E5 G5 C6
    for k, f in enumerate((523.25, 659.26, 783.99, 1046.50)):
        dec = 0.18 if k < 3 else 0.30
        add_into(total, note(f, 0.80 - 0.12 * k, decay=dec, partials=mallet),
                 0.12 * k)
    write_wav("sounds/win.wav", finish(total, fade_out=0.060))


def make_loss():
    total = silence(0.80)
    soft = ((1, 1.0), (2, 0.12))
    # E5 C5 A4, slower and softer.
    for k, f in enumerate((659.26, 523.25, 440.00)):
        dec = 0.16 if k < 2 else 0.28
        add_into(total, note(f, 0.80 - 0.20 * k, attack=0.015, decay=dec,
                             partials=soft), 0.20 * k)
    write_wav("sounds/loss.wav", finish(total, fade_out=0.080))


def make_draw():
    total = silence(0.50)
    soft = ((1, 1.0), (2, 0.18))
    # G4 then D5 (an open fifth: neither major nor minor).
    add_into(total, note(392.00, 0.50, attack=0.010, decay=0.12, partials=soft),
             0.0)
    add_into(total, note(587.33, 0.32, attack=0.010, decay=0.14, partials=soft),
             0.18)
    write_wav("sounds/draw.wav", finish(total, fade_out=0.050))


def make_error():
    length = 0.100
    out = []
    phase = 0.0
    for n in range(int(round(length * RATE))):
        t = n / RATE
        # Pitch glides down from 210 Hz to about 140 Hz.
        f = 140.0 + 70.0 * math.exp(-t / 0.025)
        phase += 2.0 * math.pi * f / RATE
        env = min(1.0, t / 0.004) * math.exp(-t / 0.030)
        out.append(env * (math.sin(phase) + 0.20 * math.sin(2.0 * phase)))
    write_wav("sounds/error.wav", finish(out, fade_in=0.001, fade_out=0.020))


def main():
    make_stones()
    make_icon()
    make_place()
    make_win()
    make_loss()
    make_draw()
    make_error()


if __name__ == "__main__":
    main()
