#!/usr/bin/env bash
# Render the lecture videos, thumbnails, WebVTT captions and the manifest from
# content/lectures/<board-area>.json (format: scripts/content/README.md).
#
#   bash scripts/content/render-lectures.sh                      # every lecture of every area
#   bash scripts/content/render-lectures.sh criminal-law          # only these areas ...
#   bash scripts/content/render-lectures.sh content/lectures/criminalistics.json   # ... or files
#   bash scripts/content/render-lectures.sh criminal-law-3 criminalistics-7        # ... or lessons
#   bash scripts/content/render-lectures.sh --check               # validate + lay out only, no media
#
# Every lecture file is always validated (and every slide laid out); only the selected lectures
# are rendered. The manifest is rebuilt for every lecture whose video exists.
#
# Needs: bash, python3 (standard library only), ffmpeg + ffprobe (libx264, aac, drawtext), and the
# DejaVu fonts:  apt-get install -y ffmpeg fonts-dejavu-core
#
# Output (lesson n of area a):
#   content/media/videos/a-n.mp4        640x360, 2 fps, H.264 (yuv420p, -tune stillimage) + silent AAC
#   content/media/thumbnails/a-n.jpg    320x180 JPEG title card
#   content/media/captions/a-n.vtt      WebVTT captions carrying the narration
#   content/media/videos/manifest.json  metadata, measured durations and transcripts
#
# Environment overrides: WPM (default 130), MIN_SLIDE_SECONDS (default 8), CRF (default 30),
# PRESET (default veryslow), FPS (default 2), FONT_DIR (default /usr/share/fonts/truetype/dejavu).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LECT_DIR="$ROOT/content/lectures"
VIDEO_DIR="$ROOT/content/media/videos"
THUMB_DIR="$ROOT/content/media/thumbnails"
CAPS_DIR="$ROOT/content/media/captions"
SUBJECTS="$ROOT/content/SUBJECTS.md"
WPM="${WPM:-130}"
MIN_SLIDE_SECONDS="${MIN_SLIDE_SECONDS:-8}"
CRF="${CRF:-30}"
PRESET="${PRESET:-veryslow}"
FPS="${FPS:-2}"
FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
FONT_REG="$FONT_DIR/DejaVuSans.ttf"
FONT_BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"

CHECK_ONLY=0
if [ "${1:-}" = "--check" ]; then CHECK_ONLY=1; shift; fi

need="python3"
[ "$CHECK_ONLY" = 1 ] || need="python3 ffmpeg ffprobe"
for tool in $need; do
  command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool not found (apt-get install -y ffmpeg python3)" >&2; exit 1; }
done
for f in "$FONT_REG" "$FONT_BOLD"; do
  [ -f "$f" ] || { echo "error: font $f missing (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
done

mkdir -p "$VIDEO_DIR" "$THUMB_DIR" "$CAPS_DIR"
WORK="$(mktemp -d /tmp/render-lectures.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT

# ---------------------------------------------------------------------------
# 1. Validate + lay out: python3 reads every lecture file, checks the format,
#    word-wraps the slides with the real glyph widths of the fonts, and writes
#    one ffmpeg filter script per slide (+ one for the thumbnail), one concat
#    list per lecture, the WebVTT captions, and a plan (TSV) for the loop below.
# ---------------------------------------------------------------------------
python3 - "$LECT_DIR" "$SUBJECTS" "$WORK" "$CAPS_DIR" "$FONT_REG" "$FONT_BOLD" \
  "$WPM" "$MIN_SLIDE_SECONDS" "$CHECK_ONLY" "$@" <<'PY'
import glob, json, math, os, re, struct, sys

(lect_dir, subjects_md, work, caps_dir, font_reg, font_bold,
 wpm, min_slide, check_only) = sys.argv[1:10]
args = sys.argv[10:]
wpm, min_slide, check_only = float(wpm), float(min_slide), check_only == "1"

errors = []
def err(where, msg):
    errors.append("%s: %s" % (where, msg))

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


# --------------------------------------------------------------- subjects ---
areas = {}  # area id -> {index: subject}
area = None
for line in open(subjects_md, encoding="utf-8"):
    m = re.match(r"^([a-z-]+) — ", line)
    if m:
        area = m.group(1)
        areas[area] = {}
        continue
    m = re.match(r"^\s+\[(\d+)\] (.+?)\s*$", line)
    if m and area:
        areas[area][int(m.group(1))] = m.group(2)
if not areas:
    raise SystemExit("error: no board areas found in " + subjects_md)

# ------------------------------------------------------------- validation ---
KEYS = ["board_area", "subject", "subject_index", "lesson_number", "title", "description",
        "difficulty_level", "slides"]
SLIDE_KEYS = ["heading", "bullets", "narration"]
LEVELS = ["basic", "intermediate", "advanced"]

def words(text):
    return len(text.split())

def slide_seconds(slide):
    return max(min_slide, math.ceil(words(slide["narration"]) * 60.0 / wpm))

def validate(path, lectures):
    area = os.path.basename(path)[:-5]
    if area not in areas:
        err(path, "file name is not a board area id (%s)" % ", ".join(areas))
        return
    if not isinstance(lectures, list) or not lectures:
        err(path, "must be a non-empty JSON array of lectures")
        return
    prev = None
    for i, l in enumerate(lectures):
        where = "%s lecture #%d" % (path, i + 1)
        if not isinstance(l, dict):
            err(where, "not an object"); continue
        missing = [k for k in KEYS if k not in l]
        extra = [k for k in l if k not in KEYS]
        if missing: err(where, "missing keys: " + ", ".join(missing))
        if extra: err(where, "unknown keys: " + ", ".join(extra))
        if missing: continue
        where = "%s lesson %s (%s)" % (path, l["lesson_number"], l["title"])
        if l["board_area"] != area:
            err(where, "board_area %r differs from the file name" % l["board_area"])
        if l["lesson_number"] != i + 1:
            err(where, "lesson_number must be %d (1..N, in file order)" % (i + 1))
        si = l["subject_index"]
        if areas[area].get(si) != l["subject"]:
            err(where, "subject/subject_index %r/%r not as in SUBJECTS.md" % (l["subject"], si))
        if l["difficulty_level"] not in LEVELS:
            err(where, "difficulty_level must be one of " + ", ".join(LEVELS))
        elif isinstance(si, int):
            key = (si, LEVELS.index(l["difficulty_level"]))
            if prev and key < prev:
                err(where, "out of teaching order (by subject_index, then basic < intermediate < advanced)")
            prev = key
        if not isinstance(l["title"], str) or not 0 < len(l["title"]) <= 70:
            err(where, "title must be 1-70 characters")
        if not isinstance(l["description"], str) or not 0 < len(l["description"]) <= 300:
            err(where, "description must be 1-300 characters")
        slides = l["slides"]
        if not isinstance(slides, list) or not 7 <= len(slides) <= 12:
            err(where, "must have 7-12 slides (has %s)" % (len(slides) if isinstance(slides, list) else "none"))
            if not isinstance(slides, list): continue
        for j, s in enumerate(slides):
            sw = "%s slide %d" % (where, j + 1)
            if not isinstance(s, dict) or sorted(s) != sorted(SLIDE_KEYS):
                err(sw, "keys must be exactly: " + ", ".join(SLIDE_KEYS)); continue
            if not isinstance(s["heading"], str) or not 0 < len(s["heading"]) <= 60:
                err(sw, "heading must be 1-60 characters")
            b = s["bullets"]
            if not isinstance(b, list) or not 3 <= len(b) <= 5:
                err(sw, "must have 3-5 bullets")
            else:
                for k, t in enumerate(b):
                    if not isinstance(t, str) or not 0 < len(t) <= 100:
                        err(sw, "bullet %d must be 1-100 characters (has %d)" % (k + 1, len(t) if isinstance(t, str) else 0))
            n = s["narration"]
            if not isinstance(n, str) or not 40 <= words(n) <= 110:
                err(sw, "narration must be 40-110 words (has %d)" % (words(n) if isinstance(n, str) else 0))

files = sorted(glob.glob(os.path.join(lect_dir, "*.json")))
if not files:
    raise SystemExit("error: no lecture files in " + lect_dir)
data = {}
for p in files:
    try:
        data[p] = json.load(open(p, encoding="utf-8"))
    except ValueError as e:
        err(p, "invalid JSON: %s" % e)
        continue
    validate(p, data[p])

# ----------------------------------------------------------------- layout ---
W, H = 640, 360
MARGIN = 22
BG, BAR, ACCENT = "0x0f1b2d", "0x1b2c47", "0xf2b134"
TITLE_C, HEAD_C, BODY_C, FOOT_C = "0xa9bdd6", "0xffffff", "0xe8eef6", "0x7d93ad"
LEVEL_C = {"basic": "0x6cc08b", "intermediate": "0xf2b134", "advanced": "0xe8716d"}

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

def fit_one_line(text, font, size, min_size, max_w):
    while size > min_size and font.width(text, size) > max_w:
        size -= 1
    return size

def layout_slide(l, idx, slide):
    n = len(l["slides"])
    level = l["difficulty_level"].capitalize()
    f = ["drawbox=x=0:y=0:w=%d:h=30:color=%s:t=fill" % (W, BAR)]
    # difficulty, right of the top bar; lesson title left of it (shrink, ellipsize as last resort)
    lw = REG.width(level, 12)
    f.append(drawtext(level, font_reg, 12, LEVEL_C[l["difficulty_level"]], "w-tw-%d" % MARGIN, 9))
    title, room = l["title"], W - 2 * MARGIN - lw - 16
    tsize = fit_one_line(title, REG, 13, 10, room)
    while REG.width(title, tsize) > room:
        title = title[:-2].rstrip() + "…"
    f.append(drawtext(title, font_reg, tsize, TITLE_C, MARGIN, 9))
    # heading, large, bold: shrink to one line if possible, else wrap to two lines
    head = slide["heading"]
    hsize = fit_one_line(head, BOLD, 24, 19, W - 2 * MARGIN)
    hlines = wrap(head, BOLD, hsize, W - 2 * MARGIN)
    if len(hlines) > 2:
        raise ValueError("heading does not fit in two lines: %r" % head)
    y = 42
    for ln in hlines:
        f.append(drawtext(ln, font_bold, hsize, HEAD_C, MARGIN, y))
        y += int(hsize * 1.25)
    y += 4
    f.append("drawbox=x=%d:y=%d:w=64:h=3:color=%s:t=fill" % (MARGIN, y, ACCENT))
    y += 14
    # bullets: the largest size at which everything fits above the footer
    bottom = H - 30
    text_x = MARGIN + 20
    max_w = W - text_x - MARGIN
    for size in (20, 19, 18, 17, 16, 15, 14):
        line_h = int(round(size * 1.32))
        gap = int(round(size * 0.6))
        wrapped = [wrap(b, REG, size, max_w) for b in slide["bullets"]]
        total = sum(len(w) for w in wrapped) * line_h + gap * (len(wrapped) - 1)
        if y + total <= bottom:
            break
    else:
        raise ValueError("slide text does not fit (even at 14 px): %r" % head)
    for lines in wrapped:
        f.append(drawtext("•", font_bold, size, ACCENT, MARGIN + 4, y))
        for ln in lines:
            f.append(drawtext(ln, font_reg, size, BODY_C, text_x, y))
            y += line_h
        y += gap
    # footer
    f.append("drawbox=x=0:y=%d:w=%d:h=1:color=%s@0.5:t=fill" % (H - 24, W, FOOT_C))
    f.append(drawtext("CrimReview · %s" % l["subject"], font_reg, 11, FOOT_C, MARGIN, H - 17))
    f.append(drawtext("%d / %d" % (idx + 1, n), font_reg, 11, FOOT_C, "w-tw-%d" % MARGIN, H - 17))
    return ",\n".join(f) + "\n"

def layout_thumb(l):
    """Title card (rendered at 640x360, scaled to 320x180): subject, title, difficulty, lesson."""
    f = ["drawbox=x=0:y=0:w=%d:h=%d:color=%s:t=fill" % (W, 10, LEVEL_C[l["difficulty_level"]])]
    subj = l["subject"].upper()
    f.append(drawtext(subj, font_bold, fit_one_line(subj, BOLD, 20, 14, W - 2 * 36), TITLE_C, 36, 40))
    f.append("drawbox=x=36:y=74:w=90:h=5:color=%s:t=fill" % ACCENT)
    for size in (42, 38, 34, 30):
        lines = wrap(l["title"], BOLD, size, W - 2 * 36)
        if len(lines) <= 3:
            break
    else:
        raise ValueError("title does not fit the thumbnail in 3 lines: %r" % l["title"])
    y = 96
    for ln in lines:
        f.append(drawtext(ln, font_bold, size, HEAD_C, 36, y))
        y += int(size * 1.2)
    f.append(drawtext(l["difficulty_level"].capitalize(), font_bold, 26, LEVEL_C[l["difficulty_level"]], 36, H - 62))
    f.append(drawtext("Lesson %d · CrimReview" % l["lesson_number"], font_reg, 22, FOOT_C, "w-tw-36", H - 60))
    return ",\n".join(f) + "\n"

# --------------------------------------------------------------- captions ---
ABBREV = {"art.", "arts.", "sec.", "secs.", "no.", "nos.", "e.g.", "i.e.", "vs.", "v.", "par.",
          "pars.", "dr.", "mr.", "mrs.", "ms.", "st.", "inc.", "co.", "jr.", "sr.", "pp.", "cf.",
          "approx.", "gen.", "rev.", "ra.", "pd.", "bp.", "r.a.", "p.d.", "b.p.", "etc.", "al.",
          "sr.", "spo.", "vol.", "ch.", "fig.", "resp.", "cal.", "mm.", "u.s."}
CUE_LINE = 42

def two_lines(ws):
    """Lay a cue out on one line, or on two lines as even as possible; None if it does not fit."""
    text = " ".join(ws)
    if len(text) <= CUE_LINE:
        return text
    best = None
    for k in range(1, len(ws)):
        a, b = " ".join(ws[:k]), " ".join(ws[k:])
        if len(a) <= CUE_LINE and len(b) <= CUE_LINE:
            score = max(len(a), len(b))
            if best is None or score < best[0]:
                best = (score, a + "\n" + b)
    return best and best[1]

def sentence_end(w):
    if w.endswith(('."', '?"', '!"', ".)", ".'", "?)", "!)")):
        return True
    return w[-1] in ".?!" and w.lower() not in ABBREV and not re.match(r"^[A-Z]\.$", w)

def clause_end(w):
    return w[-1] in ",;:" or w.endswith(("),", ");", "):"))

def split_balanced(ws):
    """Split one sentence into the fewest cues that fit, cut near even positions,
    preferring clause ends (commas, semicolons, colons) close to each target."""
    if two_lines(ws):
        return [ws]
    total = len(" ".join(ws))
    for n in range(2, len(ws) + 1):
        cuts, start, ok = [], 0, True
        for part in range(1, n):
            target = total * part / n
            best = None
            pos = len(" ".join(ws[:start + 1]))
            for k in range(start + 1, len(ws)):
                pos_k = len(" ".join(ws[:k]))
                if not two_lines(ws[start:k]):
                    break
                cost = abs(pos_k - target) - (12 if clause_end(ws[k - 1]) else 0)
                if best is None or cost < best[0]:
                    best = (cost, k)
            if best is None:
                ok = False
                break
            cuts.append(best[1])
            start = best[1]
        if not ok:
            continue
        bounds = [0] + cuts + [len(ws)]
        chunks = [ws[bounds[i]:bounds[i + 1]] for i in range(n)]
        if all(c and two_lines(c) for c in chunks):
            return chunks
    raise ValueError("cannot split into caption cues: %r" % " ".join(ws))

def cue_chunks(text):
    """Split a narration into caption cues of at most 2 lines x 42 characters: one cue per
    sentence when it fits, short sentences merged, long ones split evenly at clause ends."""
    words_ = text.split()
    for w in words_:
        if len(w) > CUE_LINE:
            raise ValueError("word longer than a caption line: %r" % w)
    sentences, cur = [], []
    for w in words_:
        cur.append(w)
        if sentence_end(w):
            sentences.append(cur); cur = []
    if cur:
        sentences.append(cur)
    cues = []
    for snt in sentences:
        for chunk in split_balanced(snt):
            # merge a short piece into the previous cue when both fit together
            if cues and (len(" ".join(chunk)) < 30 or len(" ".join(cues[-1])) < 30) \
                    and two_lines(cues[-1] + chunk) and len(" ".join(cues[-1] + chunk)) <= 70:
                cues[-1] = cues[-1] + chunk
            else:
                cues.append(chunk)
    return [two_lines(c) for c in cues]

def ts(t):
    ms = int(round(t * 1000))
    return "%02d:%02d:%02d.%03d" % (ms // 3600000, ms // 60000 % 60, ms // 1000 % 60, ms % 1000)

def vtt_for(l):
    out, t0 = ["WEBVTT", ""], 0.0
    n = 0
    for s in l["slides"]:
        dur = slide_seconds(s)
        cues = cue_chunks(s["narration"])
        weights = [len(c) + 8 for c in cues]
        total, acc = float(sum(weights)), 0.0
        for c, wgt in zip(cues, weights):
            a = t0 + dur * acc / total
            acc += wgt
            b = t0 + dur * acc / total
            n += 1
            out += [str(n), "%s --> %s" % (ts(a), ts(b)), c, ""]
        t0 += dur
    return "\n".join(out)

# --------------------------------------------------------------- selection ---
selected = set()
for a in args:
    base = os.path.basename(a)
    hit = False
    for p, lectures in data.items():
        area = os.path.basename(p)[:-5]
        if not isinstance(lectures, list):
            continue
        for l in lectures:
            if not isinstance(l, dict): continue
            name = "%s-%s" % (area, l.get("lesson_number"))
            if a == area or base == area + ".json" or re.sub(r"\.(mp4|jpg|vtt)$", "", base) == name:
                selected.add(name); hit = True
    if not hit:
        err("argument %r" % a, "matches no area, lecture file or lesson (e.g. criminal-law, criminal-law-3)")

# lay out every slide of every lecture (so --check catches text that does not fit)
plan = []
for p in files:
    area = os.path.basename(p)[:-5]
    lectures = data.get(p)
    if not isinstance(lectures, list): continue
    for l in lectures:
        if not isinstance(l, dict) or any(k not in l for k in KEYS) or not isinstance(l["slides"], list):
            continue
        name = "%s-%s" % (area, l["lesson_number"])
        ldir = os.path.join(work, name)
        os.makedirs(ldir, exist_ok=True)
        try:
            concat, starts, t = ["ffconcat version 1.0"], [], 0
            for si, s in enumerate(l["slides"]):
                with open(os.path.join(ldir, "s%02d.filter" % si), "w", encoding="utf-8") as fh:
                    fh.write(layout_slide(l, si, s))
                png = os.path.join(ldir, "s%02d.png" % si)
                concat += ["file '%s'" % png, "duration %d" % slide_seconds(s)]
                starts.append(t)
                t += slide_seconds(s)
            concat.append("file '%s'" % png)  # the concat demuxer needs the last image repeated
            with open(os.path.join(ldir, "thumb.filter"), "w", encoding="utf-8") as fh:
                fh.write(layout_thumb(l))
            vtt = vtt_for(l)
        except (ValueError, SystemExit, TypeError, KeyError) as e:
            err("%s lesson %s (%s)" % (p, l.get("lesson_number"), l.get("title")), str(e))
            continue
        if not args or name in selected:
            with open(os.path.join(ldir, "list.ffconcat"), "w") as fh:
                fh.write("\n".join(concat) + "\n")
            plan.append((ldir, str(len(l["slides"])), name, str(t), ",".join(str(x) for x in starts), vtt))

if errors:
    for e in errors:
        print("error: " + e, file=sys.stderr)
    raise SystemExit("%d error(s); nothing rendered" % len(errors))

minutes = {}
for p, lectures in data.items():
    area = os.path.basename(p)[:-5]
    minutes[area] = sum(slide_seconds(s) for l in lectures for s in l["slides"]) / 60.0
    print("%-28s %2d lectures  %5.1f min" % (area, len(lectures), minutes[area]))
print("%-28s %2d lectures  %5.1f min" % ("total", sum(len(v) for v in data.values()), sum(minutes.values())))

if not check_only:
    with open(os.path.join(work, "plan.tsv"), "w") as fh:
        for ldir, nslides, name, total, starts, vtt in plan:
            with open(os.path.join(caps_dir, name + ".vtt"), "w", encoding="utf-8") as v:
                v.write(vtt)
            fh.write("\t".join([ldir, nslides, name, total, starts]) + "\n")
PY

if [ "$CHECK_ONLY" = 1 ]; then
  echo "check: every lecture file is valid and every slide fits"
  exit 0
fi

# ---------------------------------------------------------------------------
# 2. Render: one PNG per slide, one MP4 per lecture (a key frame at every slide
#    change), the thumbnail title card.
# ---------------------------------------------------------------------------
while IFS=$'\t' read -r -u 3 ldir nslides name total starts; do
  echo "== $name ($nslides slides, ${total} s)"
  for ((i = 0; i < nslides; i++)); do
    s=$(printf '%02d' "$i")
    ffmpeg -nostdin -hide_banner -loglevel error -y \
      -f lavfi -i "color=c=0x0f1b2d:s=640x360:d=1" \
      -filter_script:v "$ldir/s$s.filter" -frames:v 1 "$ldir/s$s.png"
  done
  ffmpeg -nostdin -hide_banner -loglevel error -y \
    -f concat -safe 0 -i "$ldir/list.ffconcat" \
    -f lavfi -i "anullsrc=r=22050:cl=mono" \
    -map 0:v -map 1:a -t "$total" \
    -vf "fps=$FPS,format=yuv420p" \
    -c:v libx264 -preset "$PRESET" -crf "$CRF" -tune stillimage -profile:v high \
    -g 600 -force_key_frames "$starts" \
    -c:a aac -b:a 16k -ac 1 \
    -movflags +faststart \
    "$VIDEO_DIR/$name.mp4"
  ffmpeg -nostdin -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x0f1b2d:s=640x360:d=1" \
    -filter_script:v "$ldir/thumb.filter" -frames:v 1 "$ldir/thumb.png"
  ffmpeg -nostdin -hide_banner -loglevel error -y -i "$ldir/thumb.png" \
    -vf "scale=320:180:flags=lanczos" -q:v 3 "$THUMB_DIR/$name.jpg"
done 3< "$WORK/plan.tsv"

# ---------------------------------------------------------------------------
# 3. Manifest for every lecture whose video exists (durations from ffprobe);
#    remove stale media of lesson numbers an area no longer has.
# ---------------------------------------------------------------------------
python3 - "$LECT_DIR" "$VIDEO_DIR" "$THUMB_DIR" "$CAPS_DIR" <<'PY'
import glob, json, os, re, subprocess, sys
lect_dir, video_dir, thumb_dir, caps_dir = sys.argv[1:5]
AREA_ORDER = ["criminal-law", "criminal-investigation", "criminalistics", "criminal-sociology",
              "law-enforcement", "correctional-administration"]
files = sorted(glob.glob(os.path.join(lect_dir, "*.json")),
               key=lambda p: AREA_ORDER.index(os.path.basename(p)[:-5]))
out, known = [], set()
for p in files:
    area = os.path.basename(p)[:-5]
    for l in json.load(open(p, encoding="utf-8")):
        name = "%s-%d" % (area, l["lesson_number"])
        known.add(name)
        v = os.path.join(video_dir, name + ".mp4")
        if not os.path.exists(v):
            print("warning: not rendered yet:", v, file=sys.stderr)
            continue
        dur = subprocess.run(
            ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", v],
            check=True, capture_output=True, text=True).stdout.strip()
        out.append({
            "board_area": area,
            "subject": l["subject"],
            "subject_index": l["subject_index"],
            "lesson_number": l["lesson_number"],
            "title": l["title"],
            "description": l["description"],
            "difficulty_level": l["difficulty_level"],
            "video_file": name + ".mp4",
            "thumbnail_file": name + ".jpg",
            "captions_file": name + ".vtt",
            "duration_seconds": int(round(float(dur))),
            "transcript": "\n\n".join(s["narration"] for s in l["slides"]),
        })
# stale media: <area>-<n>.* of an area that has a lecture file but no lesson n
areas = {os.path.basename(p)[:-5] for p in files}
for d, ext in ((video_dir, "mp4"), (thumb_dir, "jpg"), (caps_dir, "vtt")):
    for f in glob.glob(os.path.join(d, "*." + ext)):
        m = re.match(r"^(.+)-(\d+)\.%s$" % ext, os.path.basename(f))
        if m and m.group(1) in areas and os.path.basename(f)[:-len(ext) - 1] not in known:
            print("removing stale", os.path.relpath(f))
            os.remove(f)
with open(os.path.join(video_dir, "manifest.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2, ensure_ascii=False)
    f.write("\n")
print("manifest: %d lectures, %.1f min" % (len(out), sum(e["duration_seconds"] for e in out) / 60.0))
PY

du -ch "$VIDEO_DIR" "$THUMB_DIR" "$CAPS_DIR" | tail -n 1
echo "all committed media: $(du -sh "$ROOT/content/media" | cut -f1) (budget: under 40 MB)"
