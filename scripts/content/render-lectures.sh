#!/usr/bin/env bash
# Render the demo lecture videos and thumbnails from content/lectures/lectures.json.
#
#   bash scripts/content/render-lectures.sh              # all lessons
#   bash scripts/content/render-lectures.sh criminal-law-1.mp4 ...   # only these video_files
#
# Needs: bash, python3 (standard library only), ffmpeg + ffprobe (with libx264,
# aac and drawtext/libfreetype), and the DejaVu fonts (Debian: fonts-dejavu-core).
#   apt-get install -y ffmpeg fonts-dejavu-core
#
# Output:
#   content/media/videos/<video_file>          640x360, 10 fps, H.264 (yuv420p) + silent AAC
#   content/media/thumbnails/<thumbnail_file>  320x180 JPEG of the first slide
#   content/media/videos/manifest.json         durations measured with ffprobe
#
# Environment overrides: SLIDE_SECONDS (default 12), CRF (default 32), PRESET (default veryslow),
# FONT_DIR (default /usr/share/fonts/truetype/dejavu).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LECTURES="$ROOT/content/lectures/lectures.json"
VIDEO_DIR="$ROOT/content/media/videos"
THUMB_DIR="$ROOT/content/media/thumbnails"
SLIDE_SECONDS="${SLIDE_SECONDS:-12}"
CRF="${CRF:-32}"
PRESET="${PRESET:-veryslow}"
FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
FONT_REG="$FONT_DIR/DejaVuSans.ttf"
FONT_BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"

for tool in python3 ffmpeg ffprobe; do
  command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool not found (apt-get install -y ffmpeg python3)" >&2; exit 1; }
done
for f in "$FONT_REG" "$FONT_BOLD"; do
  [ -f "$f" ] || { echo "error: font $f missing (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
done
[ -f "$LECTURES" ] || { echo "error: $LECTURES not found" >&2; exit 1; }

mkdir -p "$VIDEO_DIR" "$THUMB_DIR"
WORK="$(mktemp -d /tmp/render-lectures.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT

# ---------------------------------------------------------------------------
# 1. Layout: python3 reads lectures.json, word-wraps text using the real glyph
#    widths of the TTF fonts, and writes one ffmpeg filter script per slide,
#    one concat list per lesson, and a plan (TSV) for the bash loop below.
# ---------------------------------------------------------------------------
python3 - "$LECTURES" "$WORK" "$FONT_REG" "$FONT_BOLD" "$SLIDE_SECONDS" "$@" <<'PY'
import json, os, struct, sys

lectures_path, work, font_reg, font_bold, slide_seconds = sys.argv[1:6]
only = set(sys.argv[6:])
slide_seconds = float(slide_seconds)

class Font:
    """Minimal TrueType reader: advance widths via cmap (format 4) + hmtx."""
    def __init__(self, path):
        data = open(path, "rb").read()
        num_tables = struct.unpack(">H", data[4:6])[0]
        tables = {}
        for i in range(num_tables):
            tag, _, off, length = struct.unpack(">4sIII", data[12 + 16 * i: 28 + 16 * i])
            tables[tag.decode("latin-1")] = (off, length)
        head = tables["head"][0]
        self.upem = struct.unpack(">H", data[head + 18: head + 20])[0]
        hhea = tables["hhea"][0]
        n_hmetrics = struct.unpack(">H", data[hhea + 34: hhea + 36])[0]
        hmtx = tables["hmtx"][0]
        self.adv = [struct.unpack(">H", data[hmtx + 4 * i: hmtx + 4 * i + 2])[0] for i in range(n_hmetrics)]
        cmap = tables["cmap"][0]
        n_sub = struct.unpack(">H", data[cmap + 2: cmap + 4])[0]
        sub = None
        for i in range(n_sub):
            pid, eid, off = struct.unpack(">HHI", data[cmap + 4 + 8 * i: cmap + 12 + 8 * i])
            if pid == 3 and eid == 1:
                sub = cmap + off
        if sub is None:
            raise SystemExit("no (3,1) cmap in " + path)
        assert struct.unpack(">H", data[sub: sub + 2])[0] == 4
        seg2 = struct.unpack(">H", data[sub + 6: sub + 8])[0]
        seg = seg2 // 2
        ends = struct.unpack(">%dH" % seg, data[sub + 14: sub + 14 + seg2])
        starts_off = sub + 16 + seg2
        starts = struct.unpack(">%dH" % seg, data[starts_off: starts_off + seg2])
        deltas = struct.unpack(">%dh" % seg, data[starts_off + seg2: starts_off + 2 * seg2])
        ro_off = starts_off + 2 * seg2
        ranges = struct.unpack(">%dH" % seg, data[ro_off: ro_off + seg2])
        self.cmap = {}
        for i in range(seg):
            for c in range(starts[i], ends[i] + 1):
                if c == 0xFFFF:
                    continue
                if ranges[i] == 0:
                    g = (c + deltas[i]) & 0xFFFF
                else:
                    addr = ro_off + 2 * i + ranges[i] + 2 * (c - starts[i])
                    g = struct.unpack(">H", data[addr: addr + 2])[0]
                    if g:
                        g = (g + deltas[i]) & 0xFFFF
                self.cmap[c] = g

    def width(self, text, size):
        total = 0
        for ch in text:
            g = self.cmap.get(ord(ch), 0)
            if g == 0 and not ch.isspace():
                raise SystemExit("glyph missing for %r" % ch)
            total += self.adv[min(g, len(self.adv) - 1)]
        return total * size / self.upem

REG, BOLD = Font(font_reg), Font(font_bold)

NBSP = "\u00a0"
# keep legal references and symbols together with the token that follows them
GLUE_NEXT = {"RA", "PD", "BP", "Act", "Art.", "Arts.", "Sec.", "Secs.", "Rule", "No.", "+", "=", "Republic"}
# ...and units together with the number before them
GLUE_PREV = {"m", "g", "kg", "mm", "cm", "km/h"}

def _greedy(words, font, size, max_w):
    lines, cur = [], ""
    for w in words:
        trial = (cur + " " + w).strip()
        if not cur or font.width(trial.replace(NBSP, " "), size) <= max_w:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines

def wrap(text, font, size, max_w):
    """Greedy word wrap at max_w; if that leaves a short last line (a widow),
    re-wrap at the narrowest width that keeps the same number of lines."""
    words = []
    for w in text.split():
        if words and (words[-1].split(NBSP)[-1] in GLUE_NEXT or w.rstrip(".,;:)") in GLUE_PREV):
            words[-1] += NBSP + w
        else:
            words.append(w)
    lines = _greedy(words, font, size, max_w)
    n = len(lines)
    if n > 1 and font.width(lines[-1].replace(NBSP, " "), size) < 0.4 * max_w:
        lo, hi = max_w * 0.5, max_w
        while hi - lo > 2:
            mid = (lo + hi) / 2
            if len(_greedy(words, font, size, mid)) == n:
                hi = mid
            else:
                lo = mid
        lines = _greedy(words, font, size, hi)
    lines = [ln.replace(NBSP, " ") for ln in lines]
    for ln in lines:
        if font.width(ln, size) > max_w:
            raise SystemExit("word too long to fit: %r" % ln)
    return lines

W, H = 640, 360
MARGIN = 22
BG, BAR, ACCENT = "0x0f1b2d", "0x1b2c47", "0xf2b134"
TITLE_C, HEAD_C, BODY_C, FOOT_C = "0xa9bdd6", "0xffffff", "0xe8eef6", "0x7d93ad"

def esc(path):
    # filter-script escaping for option values (paths here are plain, but be safe)
    return path.replace("\\", "\\\\").replace(":", "\\:").replace("'", "\\'")

counter = [0]
def textfile(text):
    counter[0] += 1
    p = os.path.join(work, "t%05d.txt" % counter[0])
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)
    return p

def drawtext(text, font_path, size, color, x, y):
    # y is the top of the line box; place the baseline at a fixed offset below it
    # (y=baseline-max_glyph_a) so lines and bullet markers share a common baseline.
    baseline = y + int(round(size * 0.78))
    return ("drawtext=fontfile='%s':textfile='%s':expansion=none:fontsize=%d:fontcolor=%s:x=%s:y=%d-max_glyph_a"
            % (esc(font_path), esc(textfile(text)), size, color, x, baseline))

def layout_slide(lesson, idx, slide):
    n = len(lesson["slides"])
    f = ["drawbox=x=0:y=0:w=%d:h=30:color=%s:t=fill" % (W, BAR)]
    # lesson title, small, in the top bar (shrink to fit, ellipsize as a last resort)
    title = lesson["title"]
    tsize = 13
    while tsize > 10 and REG.width(title, tsize) > W - 2 * MARGIN:
        tsize -= 1
    while REG.width(title, tsize) > W - 2 * MARGIN:
        title = title[:-2].rstrip() + "…"
    f.append(drawtext(title, font_reg, tsize, TITLE_C, MARGIN, 9))
    # heading, large, bold: shrink to one line if possible, else wrap to two lines
    head = slide["heading"]
    hsize = 24
    while hsize > 19 and BOLD.width(head, hsize) > W - 2 * MARGIN:
        hsize -= 1
    hlines = wrap(head, BOLD, hsize, W - 2 * MARGIN)
    if len(hlines) > 2:
        raise SystemExit("heading too long: %r" % head)
    y = 42
    for ln in hlines:
        f.append(drawtext(ln, font_bold, hsize, HEAD_C, MARGIN, y))
        y += int(hsize * 1.25)
    y += 4
    f.append("drawbox=x=%d:y=%d:w=64:h=3:color=%s:t=fill" % (MARGIN, y, ACCENT))
    y += 14
    # bullets: pick the largest size at which everything fits above the footer
    bottom = H - 30
    text_x = MARGIN + 20
    max_w = W - text_x - MARGIN
    for size in (18, 17, 16, 15, 14, 13):
        line_h = int(round(size * 1.32))
        gap = int(round(size * 0.55))
        wrapped = [wrap(b, REG, size, max_w) for b in slide["bullets"]]
        total = sum(len(w) for w in wrapped) * line_h + gap * (len(wrapped) - 1)
        if y + total <= bottom:
            break
    else:
        raise SystemExit("slide does not fit: %s / %s" % (lesson["title"], slide["heading"]))
    for lines in wrapped:
        f.append(drawtext("•", font_bold, size, ACCENT, MARGIN + 4, y))
        for ln in lines:
            f.append(drawtext(ln, font_reg, size, BODY_C, text_x, y))
            y += line_h
        y += gap
    # footer
    f.append("drawbox=x=0:y=%d:w=%d:h=1:color=%s@0.5:t=fill" % (H - 24, W, FOOT_C))
    f.append(drawtext("CrimReview · %s" % lesson["subject"], font_reg, 11, FOOT_C, MARGIN, H - 17))
    f.append(drawtext("%d / %d" % (idx + 1, n), font_reg, 11, FOOT_C, "w-tw-%d" % MARGIN, H - 17))
    return ",\n".join(f) + "\n", size

lessons = json.load(open(lectures_path, encoding="utf-8"))
videos = {l["video_file"] for l in lessons}
unknown = only - videos
if unknown:
    raise SystemExit("unknown video_file(s): %s" % ", ".join(sorted(unknown)))

plan = open(os.path.join(work, "plan.tsv"), "w")
for li, lesson in enumerate(lessons):
    if only and lesson["video_file"] not in only:
        continue
    ldir = os.path.join(work, "l%02d" % li)
    os.makedirs(ldir)
    concat = ["ffconcat version 1.0"]
    for si, slide in enumerate(lesson["slides"]):
        script, size = layout_slide(lesson, si, slide)
        with open(os.path.join(ldir, "s%02d.filter" % si), "w", encoding="utf-8") as fh:
            fh.write(script)
        png = os.path.join(ldir, "s%02d.png" % si)
        concat += ["file '%s'" % png, "duration %g" % slide_seconds]
    concat.append("file '%s'" % png)  # concat demuxer needs the last image repeated
    with open(os.path.join(ldir, "list.ffconcat"), "w") as fh:
        fh.write("\n".join(concat) + "\n")
    plan.write("\t".join([ldir, str(len(lesson["slides"])), lesson["video_file"], lesson["thumbnail_file"]]) + "\n")
plan.close()
PY

# ---------------------------------------------------------------------------
# 2. Render: one PNG per slide, then one MP4 per lesson, then the thumbnail.
# ---------------------------------------------------------------------------
while IFS=$'\t' read -r -u 3 ldir nslides video thumb; do
  echo "== $video ($nslides slides)"
  for ((i = 0; i < nslides; i++)); do
    s=$(printf '%02d' "$i")
    ffmpeg -nostdin -hide_banner -loglevel error -y \
      -f lavfi -i "color=c=0x0f1b2d:s=640x360:d=1" \
      -filter_script:v "$ldir/s$s.filter" -frames:v 1 "$ldir/s$s.png"
  done
  total=$(awk -v n="$nslides" -v s="$SLIDE_SECONDS" 'BEGIN { print n * s }')
  ffmpeg -nostdin -hide_banner -loglevel error -y \
    -f concat -safe 0 -i "$ldir/list.ffconcat" \
    -f lavfi -i "anullsrc=r=22050:cl=mono" \
    -map 0:v -map 1:a -t "$total" \
    -vf "fps=10,format=yuv420p" \
    -c:v libx264 -preset "$PRESET" -crf "$CRF" -tune stillimage -g 60 -profile:v high \
    -c:a aac -b:a 24k -ac 1 \
    -movflags +faststart \
    "$VIDEO_DIR/$video"
  ffmpeg -nostdin -hide_banner -loglevel error -y -i "$ldir/s00.png" \
    -vf "scale=320:180:flags=lanczos" -q:v 3 "$THUMB_DIR/$thumb"
done 3< "$WORK/plan.tsv"

# ---------------------------------------------------------------------------
# 3. Manifest for every lesson whose video exists, durations from ffprobe.
# ---------------------------------------------------------------------------
python3 - "$LECTURES" "$VIDEO_DIR" "$THUMB_DIR" <<'PY'
import json, os, subprocess, sys
lectures_path, video_dir, thumb_dir = sys.argv[1:4]
out = []
for l in json.load(open(lectures_path, encoding="utf-8")):
    v = os.path.join(video_dir, l["video_file"])
    if not os.path.exists(v):
        print("warning: missing", v, file=sys.stderr)
        continue
    dur = subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", v],
        check=True, capture_output=True, text=True).stdout.strip()
    out.append({
        "board_area": l["board_area"],
        "lesson_number": l["lesson_number"],
        "video_file": l["video_file"],
        "thumbnail_file": l["thumbnail_file"],
        "duration_seconds": int(round(float(dur))),
    })
with open(os.path.join(video_dir, "manifest.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
print("manifest: %d videos" % len(out))
PY

du -ch "$VIDEO_DIR" "$THUMB_DIR" | tail -n 1
