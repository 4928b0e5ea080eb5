/**
 * Building blocks of the food pictures (foods.ts): vessels (plate, bowl, board, basket, steamer,
 * glass), garnishes (lemon, dill, sour cream, berries, sesame, dips) and single pieces of food,
 * each drawn around its own origin so a picture places, turns and scales it. Same rules as art.ts:
 * flat shapes, numbers only from the seeded PRNG, no text.
 */
import {
  between,
  blob,
  circle,
  ellipse,
  f,
  group,
  type Hsl,
  hex,
  leaf,
  type Palette,
  path,
  pick,
  polar,
  type Rng,
  rect,
  shade,
  shadowUnder,
  stroke,
} from './art';

export const CX = 300;
export const CY = 300;

/** Places a piece drawn around (0, 0): moved to (x, y), turned by angle degrees, scaled. */
export function at(x: number, y: number, angle: number, content: string, scale = 1): string {
  const turn = Math.round(angle) % 360 === 0 ? '' : ` rotate(${f(angle)})`;
  const size = scale === 1 ? '' : ` scale(${Math.round(scale * 100) / 100})`;
  return group(content, `translate(${f(x)} ${f(y)})${turn}${size}`);
}

export function line(d: string, color: string, width: number, extra = ''): string {
  return path(d, 'none', stroke(color, width, ` stroke-linecap="round"${extra}`));
}

/** Up to n points in a disc, kept apart by gap (rejection sampling, a bounded number of tries). */
export function spots(
  r: Rng,
  n: number,
  radius: number,
  gap: number,
  cx = CX,
  cy = CY,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let tries = 0; out.length < n && tries < n * 12; tries++) {
    const spot = polar(Math.sqrt(r()) * radius, between(r, 0, 360), cx, cy);
    if (out.every(([x, y]) => Math.hypot(x - spot[0], y - spot[1]) > gap)) out.push(spot);
  }
  return out;
}

/** Points on a ring, evenly spaced from a seeded start. */
export function ring(r: Rng, n: number, radius: number, cx = CX, cy = CY) {
  const start = between(r, 0, 360);
  return Array.from({ length: n }, (_, i) => {
    const deg = start + (i * 360) / n;
    return [...polar(radius, deg, cx, cy), deg] as [number, number, number];
  });
}

/**
 * Many round dots of one colour as one path: zero-length round-capped strokes, far smaller than a
 * <circle> each.
 */
export function dots(
  list: Iterable<readonly [number, number]>,
  radius: number,
  color: string,
  extra = '',
): string {
  let d = '';
  for (const [x, y] of list) d += `M${f(x)} ${f(y)}h0`;
  return d ? path(d, 'none', stroke(color, radius * 2, ` stroke-linecap="round"${extra}`)) : '';
}

/** n dots at places chosen by `place`. */
export function randomDots(
  n: number,
  place: () => readonly [number, number],
  radius: number,
  color: string,
  extra = '',
): string {
  return dots(
    Array.from({ length: n }, () => place()),
    radius,
    color,
    extra,
  );
}

/** A ring of bumps (crimped crust, batter, roe coat) as one dashed circle. */
export function bumps(
  cx: number,
  cy: number,
  radius: number,
  bump: number,
  count: number,
  color: string,
) {
  const gap = (2 * Math.PI * radius) / count;
  return circle(
    cx,
    cy,
    radius,
    'none',
    stroke(color, bump * 2, ` stroke-linecap="round" stroke-dasharray="0 ${f(gap)}"`),
  );
}

// --- vessels -------------------------------------------------------------------------------------

export function plate(p: Palette, radius = 222, cx = CX, cy = CY): string {
  return (
    shadowUnder(cx, cy, radius, radius, p) +
    circle(cx, cy, radius, hex(p.dish)) +
    circle(cx, cy, radius - 14, 'none', stroke(hex(p.rim), 4)) +
    circle(cx, cy, radius * 0.74, shade(p.dish, -3), stroke('#000', 1, ' stroke-opacity=".08"'))
  );
}

/** A round bowl seen from above, filled with `inside` (a colour) up to radius - 40. */
export function bowl(p: Palette, inside: string, radius = 210, cx = CX, cy = CY): string {
  return (
    shadowUnder(cx, cy, radius, radius, p) +
    circle(cx, cy, radius, hex(p.rim)) +
    circle(cx, cy, radius - 16, hex(p.dish)) +
    circle(cx, cy, radius - 40, inside)
  );
}

/** A long ceramic plate (Asian serving style). */
export function longPlate(p: Palette, w: number, h: number, cx = CX, cy = CY): string {
  return (
    rect(cx - w / 2 + 12, cy - h / 2 + 16, w, h, 26, '#000', ` opacity="${p.shadow}"`) +
    rect(cx - w / 2, cy - h / 2, w, h, 26, hex(p.dish)) +
    rect(cx - w / 2 + 14, cy - h / 2 + 14, w - 28, h - 28, 18, shade(p.dish, -3))
  );
}

export function board(r: Rng, p: Palette, w: number, h: number, cx = CX, cy = CY): string {
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  let grain = '';
  for (let i = 1; i < 4; i++) {
    const y = y0 + (i * h) / 4 + between(r, -8, 8);
    grain += `M${f(x0 + 24)} ${f(y)}Q${f(cx)} ${f(y + between(r, -12, 12))} ${f(x0 + w - 24)} ${f(y)}`;
  }
  return (
    rect(x0 + 14, y0 + 18, w, h, 18, '#000', ` opacity="${p.shadow}"`) +
    rect(x0 + w - 10, cy - 22, 70, 44, 20, hex(p.wood)) +
    circle(x0 + w + 38, cy, 9, shade(p.wood, -18)) +
    rect(x0, y0, w, h, 18, hex(p.wood)) +
    path(grain, 'none', stroke(shade(p.wood, -8), 2))
  );
}

/** A wicker basket seen from above with a checked paper liner. */
export function basket(r: Rng, p: Palette, radius = 210): string {
  const wicker: Hsl = [32, 50, 46];
  let checks = '';
  for (let k = -150; k <= 150; k += 50) checks += `M${k} -150h25v300h-25Z`;
  let rows = '';
  for (let k = -150; k <= 150; k += 50) rows += `M-150 ${k}h300v25h-300Z`;
  const liner =
    rect(-150, -150, 300, 300, 8, '#fbf6ec') +
    path(checks, hex(p.accent), ' opacity=".45"') +
    path(rows, hex(p.accent), ' opacity=".45"');
  return (
    shadowUnder(CX, CY, radius, radius, p) +
    circle(CX, CY, radius, hex(wicker)) +
    circle(
      CX,
      CY,
      radius - 10,
      'none',
      stroke(shade(wicker, -12), 12, ' stroke-dasharray="14 10"'),
    ) +
    circle(CX, CY, radius - 30, shade(wicker, -8)) +
    at(CX, CY, between(r, 0, 90), liner)
  );
}

/** A bamboo steamer basket seen from above, its slats under a paper liner. */
export function steamer(p: Palette, radius = 215): string {
  const bamboo: Hsl = [40, 48, 62];
  let slats = '';
  const inner = radius - 30;
  for (let y = -inner + 20; y < inner; y += 26) {
    const half = Math.sqrt(inner * inner - y * y);
    slats += `M${f(CX - half)} ${f(CY + y)}H${f(CX + half)}`;
  }
  return (
    shadowUnder(CX, CY, radius, radius, p) +
    circle(CX, CY, radius, hex(bamboo)) +
    circle(CX, CY, radius - 12, 'none', stroke(shade(bamboo, -14), 4)) +
    circle(CX, CY, inner, shade(bamboo, 10)) +
    path(slats, 'none', stroke(shade(bamboo, -12), 3)) +
    circle(CX, CY, inner - 14, '#f4eedd', ' opacity=".8"')
  );
}

/**
 * A glass seen from the side, standing on the table: returns the glass outline pieces and the
 * liquid clipped to its shape. top/bottom are the widths at the rim and foot.
 */
export interface GlassShape {
  top: number;
  bottom: number;
  rim: number;
  foot: number;
}

export const tallGlass: GlassShape = { top: 190, bottom: 140, rim: 130, foot: 495 };
export const mugGlass: GlassShape = { top: 210, bottom: 190, rim: 210, foot: 490 };

function glassX(g: GlassShape, y: number): number {
  const t = (y - g.rim) / (g.foot - g.rim);
  return (g.top + (g.bottom - g.top) * t) / 2;
}

/** Bands of liquid from the bottom up: [colour, height], the last one sits at `level`. */
export function glassLiquid(g: GlassShape, bands: ReadonlyArray<readonly [Hsl, number]>): string {
  let out = '';
  let y = g.foot - 6;
  for (const [color, height] of bands) {
    const top = y - height;
    const a = glassX(g, top) - 6;
    const b = glassX(g, y) - 6;
    out += path(
      `M${f(300 - a)} ${f(top)}L${f(300 - b)} ${f(y)}L${f(300 + b)} ${f(y)}L${f(300 + a)} ${f(top)}Z`,
      hex(color),
    );
    y = top;
  }
  const last = bands[bands.length - 1];
  if (last) out += ellipse(300, y, glassX(g, y) - 6, 10, shade(last[0], 8));
  return out;
}

/** The glass itself, drawn over the liquid: rim, walls, highlight. */
export function glassOutline(g: GlassShape, handle = false): string {
  const t = g.top / 2;
  const b = g.bottom / 2;
  let out = path(
    `M${f(300 - t)} ${g.rim}L${f(300 - b)} ${g.foot}L${f(300 + b)} ${g.foot}L${f(300 + t)} ${g.rim}`,
    'none',
    stroke('#fff', 3, ' opacity=".6"'),
  );
  out += ellipse(300, g.rim, t, 14, 'none', stroke('#fff', 3, ' opacity=".6"'));
  out += line(
    `M${f(300 - t + 20)} ${g.rim + 30}L${f(300 - b + 14)} ${g.foot - 30}`,
    '#fff',
    7,
    ' opacity=".3"',
  );
  if (handle) {
    out += path(
      `M${f(300 + t - 6)} ${g.rim + 70}C${f(300 + t + 90)} ${g.rim + 60} ${f(300 + t + 90)} ${g.foot - 110} ${f(300 + b - 4)} ${g.foot - 90}`,
      'none',
      stroke('#fff', 16, ' opacity=".45" stroke-linecap="round"'),
    );
  }
  return out;
}

/** A saucer or coaster under an angled drink or cup. */
export function saucer(p: Palette, y: number, rx: number, color = hex(p.dish)): string {
  return shadowUnder(300, y, rx, rx * 0.22, p) + ellipse(300, y, rx, rx * 0.22, color);
}

// --- garnishes -----------------------------------------------------------------------------------

/** A lemon (or lime) wedge around its origin. */
export function wedge(color: Hsl = [50, 90, 55], size = 1): string {
  const outer = 44 * size;
  const inner = 36 * size;
  let segments = '';
  for (const deg of [210, 240, 270, 300, 330]) {
    const [x, y] = polar(inner, deg, 0, 0);
    segments += `M0 0L${f(x)} ${f(y)}`;
  }
  return (
    path(`M${f(-outer)} 0A${f(outer)} ${f(outer)} 0 0 1 ${f(outer)} 0Z`, hex(color)) +
    path(`M${f(-inner)} 0A${f(inner)} ${f(inner)} 0 0 1 ${f(inner)} 0Z`, shade(color, 22)) +
    path(segments, 'none', stroke(shade(color, 36), 2.5))
  );
}

/** A whole citrus wheel. */
export function citrusWheel(color: Hsl, radius = 46): string {
  let segments = '';
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(radius * 0.76, i * 45, 0, 0);
    segments += `M0 0L${f(x)} ${f(y)}`;
  }
  return (
    circle(0, 0, radius, hex(color)) +
    circle(0, 0, radius * 0.86, shade(color, 30)) +
    circle(0, 0, radius * 0.76, shade(color, 10)) +
    path(segments, 'none', stroke(shade(color, 32), 2.5))
  );
}

/** A sprig of dill: a stem with feathery side strokes. */
export function dill(length = 70): string {
  let d = `M0 0L0 ${f(-length)}`;
  for (let y = -10; y > -length; y -= 9) {
    d += `M0 ${f(y)}l-13 -9M0 ${f(y)}l13 -9`;
  }
  return line(d, hex([110, 50, 36]), 3);
}

export function sprinkleDill(r: Rng, n: number, radius: number, cx = CX, cy = CY): string {
  let out = '';
  for (const [x, y] of spots(r, n, radius, 30, cx, cy)) {
    out += at(x, y, between(r, 0, 360), dill(between(r, 40, 60)));
  }
  return out;
}

/** Chopped herbs or scallion: small green rings or bits. */
export function scallion(r: Rng, n: number, radius: number, cx = CX, cy = CY): string {
  const list = Array.from({ length: n }, () =>
    polar(Math.sqrt(r()) * radius, between(r, 0, 360), cx, cy),
  );
  return dots(list, 8.5, hex([110, 55, 34])) + dots(list, 5, hex([100, 60, 62]));
}

export function sesame(r: Rng, n: number, radius: number, cx = CX, cy = CY, color = '#fbf3dc') {
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = polar(Math.sqrt(r()) * radius, between(r, 0, 360), cx, cy);
    const a = between(r, 0, Math.PI);
    d += `M${f(x - Math.cos(a) * 4)} ${f(y - Math.sin(a) * 4)}l${f(Math.cos(a) * 8)} ${f(Math.sin(a) * 8)}`;
  }
  return line(d, color, 4);
}

/** A dollop of sour cream, mayonnaise or whipped cream. */
export function dollop(r: Rng, x: number, y: number, radius: number, color = '#fbf8f0'): string {
  return (
    path(blob(r, x, y, radius, radius * 0.9, 7, 0.18), color) +
    path(
      blob(r, x - radius * 0.2, y - radius * 0.2, radius * 0.45, radius * 0.35, 5, 0.2),
      '#fff',
      ' opacity=".7"',
    )
  );
}

/** A small berry with a highlight. */
export function berry(x: number, y: number, radius: number, color: Hsl): string {
  return (
    circle(x, y, radius, hex(color)) +
    circle(x - radius * 0.35, y - radius * 0.35, radius * 0.3, '#fff', ' opacity=".55"')
  );
}

export const berryColors = {
  raspberry: [350, 75, 50] as Hsl,
  blueberry: [240, 40, 32] as Hsl,
  cranberry: [355, 80, 42] as Hsl,
  lingonberry: [358, 85, 40] as Hsl,
  currant: [0, 80, 45] as Hsl,
  seaBuckthorn: [32, 95, 55] as Hsl,
};

/** Fish roe: a heap of glossy orange-red beads. */
export function roe(r: Rng, n: number, radius: number, cx: number, cy: number): string {
  const list = spots(r, n, radius, 9, cx, cy);
  return (
    dots(list, 6.5, hex([12, 90, 50])) +
    dots(
      list.map(([x, y]) => [x - 2, y - 2] as const),
      2,
      '#fff',
      ' opacity=".7"',
    )
  );
}

/** A ramekin of sauce. */
export function dip(p: Palette, x: number, y: number, sauce: Hsl, radius = 46): string {
  return (
    ellipse(x + 6, y + 9, radius, radius, '#000', ` opacity="${p.shadow * 0.8}"`) +
    circle(x, y, radius, hex(p.dish)) +
    circle(x, y, radius - 9, hex(sauce)) +
    ellipse(
      x - radius * 0.3,
      y - radius * 0.3,
      radius * 0.3,
      radius * 0.14,
      '#fff',
      ' opacity=".35"',
    )
  );
}

/** A few salad leaves as a bed under food. */
export function leafBed(r: Rng, n: number, radius: number, cx = CX, cy = CY): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = polar(Math.sqrt(r()) * radius, between(r, 0, 360), cx, cy);
    out += leaf(
      x,
      y,
      between(r, 70, 100),
      between(r, 30, 44),
      between(r, 0, 360),
      hex(pick(r, [[100, 50, 38] as Hsl, [88, 55, 46], [75, 60, 52]])),
    );
  }
  return out;
}

/** A pinch of small herb leaves. */
export function herbs(r: Rng, n: number, x: number, y: number, spread = 20): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += leaf(
      x + between(r, -spread, spread),
      y + between(r, -spread, spread),
      30,
      11,
      between(r, 0, 360),
      hex(pick(r, [[110, 50, 38] as Hsl, [100, 55, 46], [120, 45, 32]])),
    );
  }
  return out;
}

/** Mint sprig: two or three rounded leaves. */
export function mint(angle = 0): string {
  return group(
    leaf(-10, -4, 40, 22, -40, hex([125, 45, 40])) +
      leaf(12, -6, 38, 20, 40, hex([120, 50, 46])) +
      leaf(0, -24, 30, 16, 0, hex([115, 55, 52])),
    `rotate(${f(angle)})`,
  );
}

// --- pieces of food ------------------------------------------------------------------------------

/** A small fish (smelt) pointing left, length ~130: body, tail, eye, a darker back. */
export function smelt(body: Hsl, back: Hsl = body, eye = true): string {
  const outline =
    'M-66 0Q-52 -19 -10 -17Q30 -15 46 -6L66 -20Q62 0 66 20L46 6Q30 15 -10 17Q-52 19 -66 0Z';
  return (
    path(outline, hex(body), stroke(shade(body, -16), 2)) +
    path('M-54 -8Q-10 -16 44 -5', 'none', stroke(hex(back), 6, ' stroke-linecap="round"')) +
    (eye ? circle(-50, -3, 4, '#1b1512') + circle(-51, -4, 1.3, '#fff') : '') +
    path('M-38 -12Q-33 0 -38 12', 'none', stroke(shade(body, -18), 2))
  );
}

/** A glazed chicken wing: a lumpy flat or a drumette with its bone knob. */
export function wing(r: Rng, glaze: Hsl, drumette: boolean): string {
  const shape = drumette
    ? 'M-46 -4Q-48 -34 -8 -30Q26 -24 40 -8Q48 0 40 8Q26 24 -8 30Q-48 34 -46 -4Z'
    : blob(r, 0, 0, 56, 28, 8, 0.12);
  let out = path(shape, hex(glaze), stroke(shade(glaze, -12), 2));
  if (drumette) out += rect(38, -8, 22, 16, 6, '#f2e6cc') + circle(62, 0, 10, '#f6ecd6');
  else out += circle(-48, -8, 8, shade(glaze, -6)) + circle(48, 8, 8, shade(glaze, -6));
  out += ellipse(-10, -10, 20, 7, '#fff', ' opacity=".3"');
  out += circle(between(r, -20, 10), between(r, 0, 12), 6, shade(glaze, -16), ' opacity=".7"');
  return out;
}

/** A fried, breaded stick (cheese stick) with melted cheese showing at the broken end. */
export function breadedStick(r: Rng, length: number, broken: boolean): string {
  const crust: Hsl = [34, 78, 50];
  const crumbs = randomDots(
    10,
    () => [between(r, -length / 2 + 8, length / 2 - 8), between(r, -10, 10)],
    2.6,
    shade(crust, -14),
  );
  let out = rect(-length / 2, -17, length, 34, 15, hex(crust), stroke(shade(crust, -14), 2));
  out += crumbs + rect(-length / 2 + 10, -11, length - 20, 6, 3, '#fff', ' opacity=".25"');
  if (broken) {
    out +=
      ellipse(length / 2 - 4, 0, 12, 15, '#fdf3cf') +
      path(
        `M${f(length / 2)} -4q24 -4 40 10`,
        'none',
        stroke('#fdf3cf', 7, ' stroke-linecap="round"'),
      );
  }
  return out;
}

/** A battered onion ring. */
export function onionRing(r: Rng, radius: number): string {
  const batter: Hsl = [38, 80, 56];
  const crags = randomDots(
    9,
    () => polar(radius + between(r, -5, 5), between(r, 0, 360), 0, 0),
    7,
    shade(batter, -10),
  );
  return (
    circle(0, 0, radius, 'none', stroke(hex(batter), 22)) +
    crags +
    circle(0, 0, radius - 9, 'none', stroke('#fff8e0', 3, ' opacity=".8"')) +
    circle(0, 0, radius + 10, 'none', stroke(shade(batter, -18), 2))
  );
}

/** A rye-bread crouton stick with garlic and herb specks. */
export function crouton(r: Rng): string {
  const bread: Hsl = [16, 42, 22];
  let specks = '';
  for (let i = 0; i < 6; i++) {
    specks += circle(between(r, -40, 40), between(r, -8, 8), 2.4, pick(r, ['#f4e6c0', '#7ba046']));
  }
  return (
    rect(-50, -15, 100, 30, 5, hex(bread), stroke(shade(bread, -8), 2)) +
    rect(-46, -11, 92, 9, 3, shade(bread, 10)) +
    specks
  );
}

/** Pieces of food cut into chunks: an irregular glossy blob. */
export function chunk(r: Rng, size: number, color: Hsl): string {
  return (
    path(blob(r, 0, 0, size, size * 0.78, 6, 0.16), hex(color), stroke(shade(color, -10), 2)) +
    ellipse(-size * 0.25, -size * 0.3, size * 0.35, size * 0.14, '#fff', ' opacity=".28"')
  );
}

/** A small cube (diced vegetables, tofu, croutons). */
export function cube(size: number, color: Hsl, angle = 0): string {
  return rect(
    -size / 2,
    -size / 2,
    size,
    size,
    size * 0.18,
    hex(color),
    `${stroke(shade(color, -12), 1.5)} transform="rotate(${f(angle)})"`,
  );
}

/** A pelmen seen from above: a plump round pillow with the pinched ear. */
export function pelmen(r: Rng, dough: Hsl = [42, 45, 90]): string {
  return (
    ellipse(4, 5, 24, 20, '#000', ' opacity=".12"') +
    circle(0, 0, 22, hex(dough), stroke(shade(dough, -26), 2.5)) +
    path(
      `M-6 -18Q${f(between(r, 10, 16))} -34 18 -12`,
      hex(dough),
      stroke(shade(dough, -26), 2.5),
    ) +
    ellipse(-6, -4, 8, 5, '#fff', ' opacity=".55"')
  );
}

/** A half-moon dumpling (varenik, gyoza): flat edge down, crimped arc up. */
export function halfMoon(dough: Hsl, width: number, pleats: number, browned?: Hsl): string {
  const w = width / 2;
  const h = width * 0.46;
  let crimp = `M${f(-w)} 0`;
  for (let i = 0; i < pleats; i++) {
    const a0 = Math.PI - (i / pleats) * Math.PI;
    const a1 = Math.PI - ((i + 1) / pleats) * Math.PI;
    const [x1, y1] = [Math.cos(a1) * w, -Math.sin(a1) * h];
    const mid = (a0 + a1) / 2;
    crimp += `Q${f(Math.cos(mid) * (w + 8))} ${f(-Math.sin(mid) * (h + 8))} ${f(x1)} ${f(y1)}`;
  }
  let out = path(`${crimp}Z`, hex(dough), stroke(shade(dough, -24), 2.5));
  let lines = '';
  for (let i = 1; i < pleats; i++) {
    const a = Math.PI - (i / pleats) * Math.PI;
    lines += `M${f(Math.cos(a) * w)} ${f(-Math.sin(a) * h)}L${f(Math.cos(a) * w * 0.7)} ${f(-Math.sin(a) * h * 0.6)}`;
  }
  out += path(lines, 'none', stroke(shade(dough, -14), 2));
  if (browned) out += rect(-w + 4, -12, width - 8, 14, 7, hex(browned));
  out += ellipse(-w * 0.3, -h * 0.45, w * 0.3, h * 0.14, '#fff', ' opacity=".35"');
  return out;
}

/** A round pleated steamed dumpling from above: pleats spiral to a knot in the middle. */
export function pleated(dough: Hsl, radius: number, pleats: number, opacity = 1): string {
  let d = '';
  for (let i = 0; i < pleats; i++) {
    const [x, y] = polar(radius * 0.92, (i * 360) / pleats, 0, 0);
    const [cx, cy] = polar(radius * 0.5, (i * 360) / pleats + 28, 0, 0);
    d += `M${f(x)} ${f(y)}Q${f(cx)} ${f(cy)} 0 0`;
  }
  const o = opacity < 1 ? ` opacity="${opacity}"` : '';
  return (
    circle(4, 6, radius, '#000', ' opacity=".15"') +
    circle(0, 0, radius, hex(dough), `${stroke(shade(dough, -12), 2)}${o}`) +
    path(d, 'none', stroke(shade(dough, -16), 2.5)) +
    circle(0, 0, radius * 0.14, shade(dough, -8))
  );
}

/** A seared scallop from above: a cream cylinder with a caramelised top. */
export function scallopMeat(radius: number): string {
  return (
    circle(0, 0, radius, hex([36, 45, 88]), stroke(hex([36, 30, 70]), 2)) +
    circle(0, 0, radius * 0.8, hex([30, 70, 52])) +
    circle(-radius * 0.1, -radius * 0.1, radius * 0.45, hex([36, 75, 66]))
  );
}

/** A scallop shell (fan with ribs), hinge at the bottom. */
export function scallopShell(color: Hsl, size: number): string {
  let ribs = '';
  for (let i = 0; i <= 8; i++) {
    const [x, y] = polar(size, 200 + i * 17.5, 0, 0);
    ribs += `M0 ${f(size * 0.25)}L${f(x)} ${f(y)}`;
  }
  const [ax, ay] = polar(size, 195, 0, 0);
  const [bx, by] = polar(size, 345, 0, 0);
  return (
    path(
      `M0 ${f(size * 0.25)}L${f(ax)} ${f(ay)}A${f(size)} ${f(size)} 0 0 1 ${f(bx)} ${f(by)}Z`,
      hex(color),
      stroke(shade(color, -14), 2),
    ) +
    path(ribs, 'none', stroke(shade(color, -12), 3)) +
    rect(-size * 0.3, size * 0.15, size * 0.6, size * 0.22, 5, shade(color, -6))
  );
}

/** A king crab leg: jointed red shell segments with white meat at the cut. */
export function crabLeg(r: Rng, length: number): string {
  const shell: Hsl = [10, 80, 52];
  const parts = [0.42, 0.34, 0.24];
  let x = -length / 2;
  let out = '';
  parts.forEach((share, i) => {
    const w = length * share;
    const h = 38 - i * 8;
    let spikes = '';
    for (let k = 0; k < 3; k++)
      spikes += `M${f(x + 12 + k * (w / 3))} ${f(-h / 2 + 2)}l5 -11l5 11Z`;
    out += path(spikes, shade(shell, -8));
    out += rect(x, -h / 2, w - 4, h, h / 2, '#f6ecdc', stroke(shade(shell, -14), 2));
    out += rect(x, -h / 2, w - 4, h * 0.62, h * 0.31, hex(shell));
    out += rect(x + 8, -h / 2 + 5, w - 24, 5, 3, '#fff', ' opacity=".35"');
    out += randomDots(
      3,
      () => [x + between(r, 10, w - 14), between(r, -h / 3, 0)],
      2.5,
      shade(shell, 18),
    );
    x += w;
  });
  out += ellipse(-length / 2 + 4, 0, 10, 17, hex([20, 30, 94]));
  return out;
}

/** A mussel in its open black-blue shell, the orange meat inside. */
export function mussel(): string {
  const shell = 'M-44 0Q-40 -26 0 -28Q40 -26 46 0Q40 26 0 28Q-40 26 -44 0Z';
  return (
    path(shell, hex([232, 30, 20]), stroke(hex([220, 20, 45]), 3)) +
    ellipse(4, 0, 32, 17, hex([24, 82, 60])) +
    ellipse(-2, -4, 14, 6, '#fff', ' opacity=".35"')
  );
}

/** A roll of a grilled or fried long piece (sausage, eclair body...): capsule with highlight. */
export function capsule(length: number, width: number, color: Hsl): string {
  return (
    rect(
      -length / 2,
      -width / 2,
      length,
      width,
      width / 2,
      hex(color),
      stroke(shade(color, -12), 2),
    ) +
    rect(
      -length / 2 + width * 0.4,
      -width * 0.32,
      length - width * 0.8,
      width * 0.18,
      width * 0.09,
      '#fff',
      ' opacity=".35"',
    )
  );
}

/** A croissant from above: a crescent of five bulging segments. */
export function croissant(color: Hsl, size: number): string {
  const outer = (deg: number, k = 1): [number, number] => [
    Math.cos((deg * Math.PI) / 180) * size * k,
    size * 0.55 - Math.sin((deg * Math.PI) / 180) * size * k,
  ];
  const inner = (deg: number): [number, number] => [
    Math.cos((deg * Math.PI) / 180) * size,
    size * 0.55 - Math.sin((deg * Math.PI) / 180) * size * 0.38,
  ];
  const borders = [0, 32, 68, 112, 148, 180];
  let out = '';
  for (let i = 0; i < 5; i++) {
    const a0 = borders[i] ?? 0;
    const a1 = borders[i + 1] ?? 180;
    const [ix, iy] = inner(a0);
    const [ox, oy] = outer(a0);
    const [cx, cy] = outer((a0 + a1) / 2, 1.22);
    const [ex, ey] = outer(a1);
    const [jx, jy] = inner(a1);
    out += path(
      `M${f(ix)} ${f(iy)}L${f(ox)} ${f(oy)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}L${f(jx)} ${f(jy)}A${f(size)} ${f(size * 0.38)} 0 0 1 ${f(ix)} ${f(iy)}Z`,
      shade(color, i % 2 === 0 ? -4 : 4),
      `${stroke(shade(color, -22), 3)} stroke-linejoin="round"`,
    );
  }
  return (
    out +
    path(
      `M${f(-size * 0.15)} ${f(-size * 0.62)}q${f(size * 0.15)} ${f(-size * 0.08)} ${f(size * 0.3)} 0`,
      'none',
      stroke('#fff', 5, ' opacity=".45" stroke-linecap="round"'),
    )
  );
}

/** A folded blin (a quarter of a pancake) with its lacy golden spots. */
export function foldedBlin(r: Rng, size: number): string {
  const dough: Hsl = [40, 70, 70];
  let spotsD = '';
  for (let i = 0; i < 9; i++) {
    const [x, y] = polar(between(r, 10, size * 0.85), between(r, 5, 85), 0, 0);
    spotsD += circle(x, y, between(r, 3, 7), hex([30, 70, 50]), ' opacity=".55"');
  }
  return (
    path(
      `M0 0L${f(size)} 0A${f(size)} ${f(size)} 0 0 1 0 ${f(size)}Z`,
      hex(dough),
      stroke(shade(dough, -14), 2),
    ) +
    path(
      `M${f(size * 0.12)} ${f(size * 0.1)}L${f(size * 0.86)} ${f(size * 0.1)}A${f(size * 0.8)} ${f(size * 0.8)} 0 0 1 ${f(size * 0.1)} ${f(size * 0.86)}`,
      'none',
      stroke(shade(dough, -10), 2, ' opacity=".6"'),
    ) +
    spotsD
  );
}

/** A thick round patty seen at an angle (syrnik, pancake stack piece). */
export function thickDisc(color: Hsl, rx: number, height: number): string {
  const ry = rx * 0.55;
  return (
    ellipse(0, height, rx, ry, shade(color, -16)) +
    rect(-rx, 0, rx * 2, height, 0, shade(color, -8)) +
    ellipse(0, 0, rx, ry, hex(color)) +
    ellipse(0, 0, rx * 0.72, ry * 0.7, shade(color, 8)) +
    ellipse(-rx * 0.3, -ry * 0.3, rx * 0.3, ry * 0.2, '#fff', ' opacity=".3"')
  );
}

/** A slice of meat with a seared edge and a pink middle (steak slices, roast beef). */
export function meatSlice(width: number, height: number, crust: Hsl, inside: Hsl): string {
  return (
    rect(-width / 2, -height / 2, width, height, height * 0.3, hex(crust)) +
    rect(-width / 2 + 5, -height / 2 + 5, width - 10, height - 10, height * 0.25, hex(inside)) +
    rect(-width / 4, -height / 4, width / 2, height / 2, height * 0.2, shade(inside, 6))
  );
}

/** Char lines of a grill across an oval piece with half-axes a × b, kept inside it. */
export function grillMarks(a: number, b: number, color: string, step = 30): string {
  let d = '';
  for (let x = -a * 0.72; x <= a * 0.72; x += step) {
    const h = b * Math.sqrt(Math.max(0, 1 - (x / a) ** 2)) * 0.72;
    d += `M${f(x - h * 0.35)} ${f(-h)}L${f(x + h * 0.35)} ${f(h)}`;
  }
  return line(d, color, 7, ' opacity=".75"');
}
