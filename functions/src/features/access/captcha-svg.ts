// The captcha image. svg-captcha draws each glyph as a <path> of its own whose command letters
// come straight from the font, so a table of command sequences reads the code without looking at
// it. Here every glyph is bent (rotate, scale, skew), traced again as a closed curve of evenly
// spaced cubic segments from a random start, rounded to whole pixels, and mixed with noise strokes
// traced the same way into ONE path in random order: nothing but the drawn shapes tells the
// characters apart. The font is svg-captcha's (opentype.js, loaded once by that package).
import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

interface Point {
  x: number;
  y: number;
}
type Contour = Point[];

/** The part of opentype.js's font that svg-captcha loads and we read. */
interface FontCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  charToGlyph(ch: string): {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { commands: FontCommand[] };
  };
}
const font = (svgCaptcha.options as unknown as { font: Font }).font;

const CAPTCHA_WIDTH = 180;
const CAPTCHA_HEIGHT = 60;
const FONT_SIZE = 56;
const NOISE_STROKES = 4;
/** Points per font curve while flattening (before the even re-trace). */
const CURVE_STEPS = 8;

/** A uniform float in [min, max) from the cryptographic source. */
const uniform = (min: number, max: number) =>
  min + (randomInt(1_000_000) / 1_000_000) * (max - min);

function flatten(commands: FontCommand[]): Contour[] {
  const contours: Contour[] = [];
  let current: Contour = [];
  let at: Point = { x: 0, y: 0 };
  const close = () => {
    if (current.length > 2) contours.push(current);
    current = [];
  };
  for (const c of commands) {
    if (c.type === 'Z') {
      close();
      continue;
    }
    const to = { x: c.x ?? 0, y: c.y ?? 0 };
    if (c.type === 'M') {
      close();
      current.push(to);
    } else if (c.type === 'L') current.push(to);
    else {
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        const p =
          c.type === 'Q'
            ? {
                x: u * u * at.x + 2 * u * t * c.x1! + t * t * to.x,
                y: u * u * at.y + 2 * u * t * c.y1! + t * t * to.y,
              }
            : {
                x:
                  u * u * u * at.x +
                  3 * u * u * t * c.x1! +
                  3 * u * t * t * c.x2! +
                  t * t * t * to.x,
                y:
                  u * u * u * at.y +
                  3 * u * u * t * c.y1! +
                  3 * u * t * t * c.y2! +
                  t * t * t * to.y,
              };
        current.push(p);
      }
    }
    at = to;
  }
  close();
  return contours;
}

/** One glyph centred on (cx, cy), rotated, scaled and skewed about its centre. */
function bentGlyph(ch: string, cx: number, cy: number): Contour[] {
  const scale = FONT_SIZE / font.unitsPerEm;
  const glyph = font.charToGlyph(ch);
  const width = (glyph.advanceWidth ?? 0) * scale;
  const height = (font.ascender + font.descender) * scale;
  const contours = flatten(glyph.getPath(cx - width / 2, cy + height / 2, FONT_SIZE).commands);
  const angle = uniform(-0.25, 0.25);
  const sx = uniform(0.85, 1.1);
  const sy = uniform(0.85, 1.1);
  const skew = uniform(-0.25, 0.25);
  const dx = uniform(-2, 2);
  const dy = uniform(-3, 3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return contours.map((contour) =>
    contour.map(({ x, y }) => {
      const lx = (x - cx) * sx + (y - cy) * skew;
      const ly = (y - cy) * sy;
      return { x: cx + dx + lx * cos - ly * sin, y: cy + dy + lx * sin + ly * cos };
    }),
  );
}

/** A short curved stroke's outline: a thin closed band along a random quadratic curve. */
function noiseStroke(): Contour {
  const length = uniform(30, 70);
  const start = { x: uniform(0, CAPTCHA_WIDTH - length), y: uniform(8, CAPTCHA_HEIGHT - 8) };
  const end = { x: start.x + length, y: start.y + uniform(-15, 15) };
  const bend = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 + uniform(-20, 20) };
  const half = uniform(0.8, 1.2);
  const spine: Point[] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    spine.push({
      x: u * u * start.x + 2 * u * t * bend.x + t * t * end.x,
      y: u * u * start.y + 2 * u * t * bend.y + t * t * end.y,
    });
  }
  const side = (sign: number) =>
    spine.map((p, i) => {
      const a = spine[Math.max(0, i - 1)]!;
      const b = spine[Math.min(steps, i + 1)]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      return {
        x: p.x - (sign * half * (b.y - a.y)) / len,
        y: p.y + (sign * half * (b.x - a.x)) / len,
      };
    });
  const band = [...side(1), ...side(-1).reverse()];
  // Either winding: where a stroke crosses a glyph it either adds ink or cuts a gap.
  return randomInt(2) === 0 ? band : band.reverse();
}

/** The closed contour re-traced as points evenly spaced along it, from a random start. */
function retrace(contour: Contour): Contour {
  const n = contour.length;
  const lengths: number[] = [];
  let perimeter = 0;
  for (let i = 0; i < n; i++) {
    const a = contour[i]!;
    const b = contour[(i + 1) % n]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    lengths.push(length);
    perimeter += length;
  }
  const count = Math.max(6, Math.round(perimeter / uniform(2.5, 4)));
  const step = perimeter / count;
  let offset = uniform(0, perimeter);
  const out: Contour = [];
  let edge = 0;
  let walked = 0;
  for (let k = 0; k < count; k++, offset += step) {
    const target = offset % perimeter;
    if (target < walked) {
      edge = 0;
      walked = 0;
    }
    while (edge < n - 1 && walked + lengths[edge]! < target) walked += lengths[edge++]!;
    const a = contour[edge]!;
    const b = contour[(edge + 1) % n]!;
    const t = lengths[edge]! > 0 ? (target - walked) / lengths[edge]! : 0;
    out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  }
  return out;
}

const r = (v: number) => Math.round(v);

/** A closed smooth curve through the points: one cubic segment per point (Catmull-Rom). */
function curveData(points: Contour): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${r(at(0).x)} ${r(at(0).y)}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${r(c1.x)} ${r(c1.y)} ${r(c2.x)} ${r(c2.y)} ${r(p2.x)} ${r(p2.y)}`;
  }
  return `${d}Z`;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The code as one SVG path (no <text>, no per-glyph element): legible to people only. */
export function renderCaptchaSvg(text: string): string {
  const spacing = (CAPTCHA_WIDTH - 8) / text.length;
  const contours: Contour[] = [];
  [...text].forEach((ch, i) =>
    contours.push(...bentGlyph(ch, 4 + spacing * (i + 0.5), CAPTCHA_HEIGHT / 2)),
  );
  for (let i = 0; i < NOISE_STROKES; i++) contours.push(noiseStroke());
  const d = shuffle(contours.map(retrace)).map(curveData).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><path fill="#333" d="${d}"/></svg>`
  );
}
