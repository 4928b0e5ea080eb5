/**
 * Generated SVG illustrations for dishes and venue logos: photos cannot be fetched here, so every
 * dish gets a flat "food photo" placeholder drawn from simple shapes. Output depends only on the
 * input (a seeded PRNG, no Math.random), so the same dish always gets byte-identical SVG and
 * HTTP caches/ETags stay stable. Nothing user-supplied reaches the markup: only numbers and
 * colours derived from the seed.
 */
import type { DishIcon } from '../modules/media/painter';

export interface DishArtInput {
  seed: string;
  icon: DishIcon;
  venueId: 1 | 2 | 3;
}

export type Rng = () => number;
/** [hue 0-360, saturation %, lightness %] */
export type Hsl = readonly [number, number, number];

export interface Palette {
  bg: readonly [Hsl, Hsl];
  /** ceramic of plates and bowls */
  dish: Hsl;
  /** plate rims, bowl outsides, baskets */
  rim: Hsl;
  wood: Hsl;
  /** sauces, straws, small details */
  accent: Hsl;
  linen: Hsl;
  /** light backgrounds need fainter shadows */
  shadow: number;
}

export const palettes: Record<1 | 2 | 3, Palette> = {
  // gastropub: dark wood, amber, copper
  1: {
    bg: [
      [22, 42, 14],
      [28, 48, 30],
    ],
    dish: [36, 30, 90],
    rim: [22, 58, 40],
    wood: [28, 46, 36],
    accent: [32, 82, 48],
    linen: [36, 38, 80],
    shadow: 0.45,
  },
  // Asian restaurant: deep indigo, red, cream
  2: {
    bg: [
      [232, 42, 16],
      [228, 36, 32],
    ],
    dish: [40, 45, 92],
    rim: [356, 62, 46],
    wood: [34, 40, 60],
    accent: [356, 66, 48],
    linen: [40, 45, 86],
    shadow: 0.45,
  },
  // pastry shop: pastel pink, cream, pistachio
  3: {
    bg: [
      [350, 72, 88],
      [34, 72, 93],
    ],
    dish: [40, 70, 98],
    rim: [95, 34, 66],
    wood: [30, 42, 70],
    accent: [345, 60, 70],
    linen: [95, 36, 84],
    shadow: 0.18,
  },
};

// --- seeded randomness -------------------------------------------------------------------------

/** FNV-1a: a tiny, well-spread 32-bit string hash. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough to vary a drawing. */
export function mulberry32(state: number): Rng {
  let a = state;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(r: Rng, min: number, max: number): number {
  return min + r() * (max - min);
}

export function pick<T>(r: Rng, items: readonly [T, ...T[]]): T {
  return items[Math.floor(r() * items.length)] ?? items[0];
}

// --- colour and markup helpers -----------------------------------------------------------------

/** One decimal keeps the files small; String(-0) is '0', so no stray minus signs. */
export function f(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function hex([h, s, l]: Hsl): string {
  const sat = clamp(s, 0, 100) / 100;
  const lig = clamp(l, 0, 100) / 100;
  const hue = ((h % 360) + 360) % 360;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const v = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The same colour a little lighter (positive) or darker (negative). */
export function shade([h, s, l]: Hsl, dl: number): string {
  return hex([h, s, l + dl]);
}

/** Seeded drift around a base colour, so two dishes of one venue differ in tone. */
export function drift(r: Rng, [h, s, l]: Hsl, dh: number, dl: number): Hsl {
  return [h + between(r, -dh, dh), s, l + between(r, -dl, dl)];
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${fill}"${extra}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
) {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function group(content: string, transform: string): string {
  return `<g transform="${transform}">${content}</g>`;
}

export function rotate(angle: number, cx = 300, cy = 300): string {
  return `rotate(${f(angle)} ${f(cx)} ${f(cy)})`;
}

export function stroke(color: string, width: number, extra = ''): string {
  return ` stroke="${color}" stroke-width="${f(width)}"${extra}`;
}

export function points(list: ReadonlyArray<readonly [number, number]>): string {
  return list.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L');
}

/** A smooth irregular closed shape: quadratic curves through midpoints of jittered rim points. */
export function blob(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  wobble: number,
) {
  const rim: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const angle = (i / n) * Math.PI * 2;
    const k = 1 + between(r, -wobble, wobble);
    rim.push([cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k]);
  }
  const mid = (i: number): [number, number] => {
    const a = rim[i % n] ?? [cx, cy];
    const b = rim[(i + 1) % n] ?? [cx, cy];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  };
  const [sx, sy] = mid(n - 1);
  let d = `M${f(sx)} ${f(sy)}`;
  for (let i = 0; i < n; i++) {
    const [px, py] = rim[i] ?? [cx, cy];
    const [mx, my] = mid(i);
    d += `Q${f(px)} ${f(py)} ${f(mx)} ${f(my)}`;
  }
  return `${d}Z`;
}

/** A pointed leaf centred on its own origin, rotated and placed by the caller. */
export function leaf(
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  fill: string,
) {
  const l = length / 2;
  const body = path(`M0 ${f(-l)}Q${f(width)} 0 0 ${f(l)}Q${f(-width)} 0 0 ${f(-l)}Z`, fill);
  const vein = path(
    `M0 ${f(-l * 0.8)}L0 ${f(l * 0.8)}`,
    'none',
    stroke('#fff', 2, ' opacity=".35"'),
  );
  return group(body + vein, `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`);
}

/** A point at polar coordinates around the canvas centre. */
export function polar(radius: number, degrees: number, cx = 300, cy = 300): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [cx + Math.cos(a) * radius, cy + Math.sin(a) * radius];
}

export function shadowUnder(cx: number, cy: number, rx: number, ry: number, p: Palette): string {
  return ellipse(cx + 10, cy + 14, rx, ry, '#000', ` opacity="${p.shadow}"`);
}

// --- dishes ------------------------------------------------------------------------------------

const greens: readonly [Hsl, ...Hsl[]] = [
  [100, 50, 38],
  [88, 55, 46],
  [120, 40, 32],
  [75, 60, 52],
];

function drawBowl(r: Rng, p: Palette, id: string): string {
  const broth = drift(r, pick(r, [[34, 70, 58] as Hsl, [38, 50, 78], [12, 72, 48]]), 4, 4);
  const noodle = hex([46, 80, 76]);
  let noodles = '';
  for (let i = 0; i < 8; i++) {
    const y = 330 + i * 16 + between(r, -4, 4);
    const amp = between(r, 8, 16);
    noodles += `M120 ${f(y)}q45 ${f(-amp)} 90 0t90 0t90 0t90 0`;
  }
  const topAngle = between(r, 0, 360);
  let toppings = '';
  // Egg half, two slices of pork and a nori sheet sit on the upper half of the broth.
  const [ex, ey] = polar(95, 200);
  toppings += group(
    ellipse(0, 0, 36, 30, '#fbf6ea') + circle(3, 2, 17, hex([34, 92, 52])),
    `translate(${f(ex)} ${f(ey)}) rotate(${f(between(r, 0, 90))})`,
  );
  for (const deg of [255, 305]) {
    const [px, py] = polar(92, deg + between(r, -8, 8));
    const pork = hex([18, 42, 66]);
    toppings += circle(px, py, 38, pork, stroke(shade([18, 45, 45], 0), 5));
    toppings += ellipse(px + 4, py - 2, 18, 12, shade([20, 40, 78], 0), ' opacity=".7"');
  }
  const [nx, ny] = polar(120, 355);
  toppings += rect(
    nx - 30,
    ny - 55,
    60,
    110,
    4,
    hex([150, 25, 14]),
    ` transform="${rotate(20, nx, ny)}"`,
  );
  for (let i = 0; i < 12; i++) {
    const [gx, gy] = polar(between(r, 20, 140), between(r, 150, 390));
    toppings += circle(gx, gy, between(r, 5, 8), hex([100, 60, 60]), stroke(hex([110, 55, 34]), 3));
  }
  const sticks = group(
    rect(80, 0, 420, 12, 6, hex(p.wood)) + rect(80, 26, 420, 12, 6, shade(p.wood, -6)),
    `${rotate(-38 + between(r, -6, 6))} translate(0 100)`,
  );
  return (
    `<defs><clipPath id="c${id}">${circle(300, 300, 168, '#000')}</clipPath></defs>` +
    shadowUnder(300, 300, 210, 210, p) +
    circle(300, 300, 210, hex(p.rim)) +
    circle(300, 300, 192, hex(p.dish)) +
    group(
      circle(300, 300, 168, hex(broth)) +
        `<g clip-path="url(#c${id})">${path(noodles, 'none', stroke(noodle, 9, ' stroke-linecap="round"'))}</g>` +
        toppings,
      rotate(topAngle),
    ) +
    sticks
  );
}

function drawPlate(r: Rng, p: Palette): string {
  const main = pick(r, [
    { color: [18, 45, 32] as Hsl, marks: [20, 40, 18] as Hsl },
    { color: [14, 78, 64] as Hsl, marks: [20, 60, 88] as Hsl },
    { color: [32, 62, 52] as Hsl, marks: [24, 60, 34] as Hsl },
  ]);
  const body = drift(r, main.color, 4, 4);
  let marks = '';
  for (let i = 0; i < 4; i++) {
    const x = 250 + i * 30;
    marks += `M${f(x)} 250l${f(-40)} 90`;
  }
  const mainShape = blob(r, 290, 290, 105, 70, 9, 0.08);
  let sauce = '';
  const start = between(r, 0, 360);
  for (let i = 0; i < 7; i++) {
    const [sx, sy] = polar(150, start + i * 14);
    sauce += circle(sx, sy, 12 - i * 1.2, hex(p.accent));
  }
  let side = '';
  const sideColor = pick(r, [[48, 80, 70] as Hsl, [110, 45, 42], [30, 70, 58]]);
  for (let i = 0; i < 6; i++) {
    const [x, y] = polar(between(r, 0, 34), between(r, 0, 360), 330, 400);
    side += circle(
      x,
      y,
      between(r, 16, 24),
      shade(sideColor, between(r, -6, 6)),
      stroke('#000', 1, ' stroke-opacity=".15"'),
    );
  }
  let herbs = '';
  for (let i = 0; i < 5; i++) {
    herbs += leaf(
      270 + between(r, -40, 40),
      215 + between(r, -14, 14),
      34,
      10,
      between(r, 0, 180),
      hex(pick(r, greens)),
    );
  }
  const swoosh = `M160 ${f(380 + between(r, -20, 20))}Q230 470 330 460`;
  return (
    shadowUnder(300, 300, 222, 222, p) +
    group(
      circle(300, 300, 222, hex(p.dish)) +
        circle(300, 300, 208, 'none', stroke(hex(p.rim), 4)) +
        circle(300, 300, 160, shade(p.dish, -3), stroke('#000', 1, ' stroke-opacity=".08"')) +
        path(
          swoosh,
          'none',
          stroke(shade(p.accent, -8), 16, ' stroke-linecap="round" opacity=".85"'),
        ) +
        sauce +
        path(mainShape, hex(body), stroke(shade(body, -10), 3)) +
        path(marks, 'none', stroke(hex(main.marks), 7, ' stroke-linecap="round" opacity=".7"')) +
        side +
        herbs,
      rotate(between(r, 0, 360)),
    )
  );
}

function drawRoll(r: Rng, p: Palette): string {
  const count = pick(r, [4, 5] as [number, number]);
  const width = count * 92 + 60;
  const x0 = 300 - width / 2;
  let board = rect(x0, 230, width, 150, 16, hex(p.wood));
  for (let i = 0; i < 3; i++) {
    const y = 262 + i * 40 + between(r, -6, 6);
    board += path(
      `M${f(x0 + 20)} ${f(y)}Q300 ${f(y + between(r, -10, 10))} ${f(x0 + width - 20)} ${f(y)}`,
      'none',
      stroke(shade(p.wood, -8), 2),
    );
  }
  let rolls = '';
  const fillings: readonly [Hsl, ...Hsl[]] = [
    [14, 85, 62],
    [355, 65, 45],
    [80, 55, 45],
    [100, 45, 60],
  ];
  for (let i = 0; i < count; i++) {
    const cx = x0 + 76 + i * 92;
    const cy = 305 + between(r, -6, 6);
    const filling = hex(pick(r, fillings));
    rolls += circle(cx + 4, cy + 8, 42, '#000', ' opacity=".25"');
    rolls += circle(cx, cy, 42, hex([150, 22, 14]));
    rolls += circle(cx, cy, 35, '#fbf8f0');
    rolls += path(blob(r, cx, cy, 15, 15, 5, 0.2), filling);
    for (let s = 0; s < 4; s++) {
      const [sx, sy] = polar(between(r, 22, 30), between(r, 0, 360), cx, cy);
      rolls += ellipse(
        sx,
        sy,
        3,
        1.6,
        '#3a2e20',
        ` transform="${rotate(between(r, 0, 180), sx, sy)}"`,
      );
    }
  }
  // Ginger and wasabi sit in front of the board, on the seed's side.
  const side = r() < 0.5 ? -1 : 1;
  const gx = 300 + side * (width / 2 - 60);
  let extras = '';
  for (let i = 0; i < 3; i++) {
    extras += leaf(gx + i * 16, 425, 64, 30, 60 + i * 25, hex([350, 70, 82]));
  }
  extras += path(blob(r, gx - side * 100, 428, 28, 19, 6, 0.15), hex([85, 50, 52]));
  const sticks =
    rect(150, 170, 320, 11, 5, shade(p.wood, 8)) + rect(150, 192, 320, 11, 5, shade(p.wood, 4));
  // Scaled up so the row of rolls fills the frame like the round dishes do.
  return group(
    rect(x0 + 12, 246, width, 150, 16, '#000', ` opacity="${p.shadow}"`) +
      board +
      rolls +
      extras +
      group(sticks, rotate(between(r, -8, 8))),
    `${rotate(between(r, -6, 6))} translate(300 300) scale(${f(Math.min(1.18, 540 / width))}) translate(-300 -300)`,
  );
}

function drawSalad(r: Rng, p: Palette): string {
  // A dark bed of leaves first, so the bowl reads as full without drawing dozens of leaves.
  let greensSvg = path(blob(r, 300, 300, 150, 150, 12, 0.1), hex([105, 45, 28]));
  for (let i = 0; i < 13; i++) {
    // sqrt spreads leaves evenly over the disc instead of bunching them at the centre.
    const [x, y] = polar(Math.sqrt(r()) * 115, between(r, 0, 360));
    const color = i % 5 === 4 ? ([330, 40, 38] as Hsl) : pick(r, greens);
    greensSvg += leaf(
      x,
      y,
      between(r, 90, 120),
      between(r, 40, 55),
      between(r, 0, 360),
      hex(drift(r, color, 6, 4)),
    );
  }
  let extras = '';
  for (let i = 0; i < 4; i++) {
    const [x, y] = polar(between(r, 30, 125), between(r, 0, 360));
    extras += circle(x, y, 21, hex([4, 75, 50])) + circle(x, y, 15, hex([8, 80, 62]));
    extras += circle(x - 4, y - 3, 2.5, '#f6e3a0') + circle(x + 4, y + 3, 2.5, '#f6e3a0');
  }
  for (let i = 0; i < 3; i++) {
    const [x, y] = polar(between(r, 30, 125), between(r, 0, 360));
    extras += circle(x, y, 22, hex([110, 40, 35])) + circle(x, y, 18, hex([80, 50, 80]));
  }
  const cube = pick(r, ['#f7f3e6', hex([38, 70, 62])]);
  for (let i = 0; i < 5; i++) {
    const [x, y] = polar(between(r, 10, 125), between(r, 0, 360));
    extras += rect(
      x - 10,
      y - 10,
      20,
      20,
      4,
      cube,
      ` transform="${rotate(between(r, 0, 90), x, y)}"`,
    );
  }
  return (
    shadowUnder(300, 300, 220, 220, p) +
    circle(300, 300, 220, hex(p.rim)) +
    circle(300, 300, 200, hex(p.dish)) +
    circle(300, 300, 176, shade(p.dish, -4)) +
    group(greensSvg + extras, rotate(between(r, 0, 360)))
  );
}

function drawBurger(r: Rng, p: Palette): string {
  const bun = drift(r, [32, 68, 54], 4, 5);
  const patty = hex([16, 42, 24]);
  const doubled = r() < 0.35;
  const lift = doubled ? 40 : 0;
  let out = shadowUnder(300, 470, 230, 48, p) + ellipse(300, 468, 230, 48, hex(p.wood));
  out += ellipse(300, 462, 210, 38, shade(p.wood, 6));
  out += rect(150, 395, 300, 55, 22, hex(bun));
  const layer = (y: number): string => {
    let meat = rect(140, y, 320, 48, 24, patty);
    for (let i = 0; i < 8; i++) {
      meat += circle(between(r, 170, 430), y + between(r, 12, 36), 3, shade([16, 40, 34], 0));
    }
    let drips = `M138 ${f(y)}L462 ${f(y)}L462 ${f(y + 12)}`;
    for (let x = 440; x > 150; x -= between(r, 30, 55)) {
      drips += `L${f(x)} ${f(y + 12)}l-6 ${f(between(r, 10, 28))}l-10 0`;
    }
    drips += `L138 ${f(y + 12)}Z`;
    return meat + path(drips, hex([44, 92, 58]), ' stroke-linejoin="round"');
  };
  out += layer(350);
  if (doubled) out += layer(310);
  const top = 325 - lift;
  out += rect(160, top, 280, 26, 6, hex([5, 72, 50]));
  let lettuce = `M130 ${f(top + 6)}`;
  for (let x = 130; x < 470; x += 28) {
    lettuce += `q14 ${f(between(r, 14, 26))} 28 0`;
  }
  out += path(`${lettuce}L470 ${f(top - 8)}L130 ${f(top - 8)}Z`, hex([95, 60, 45]));
  const dome = top - 8;
  out += path(`M140 ${f(dome)}A160 110 0 0 1 460 ${f(dome)}Z`, hex(bun));
  out += ellipse(250, dome - 70, 50, 18, '#fff', ' opacity=".18"');
  for (let i = 0; i < 12; i++) {
    const x = between(r, 190, 410);
    const reach = Math.sqrt(Math.max(0, 1 - ((x - 300) / 150) ** 2)) * 100;
    const y = dome - between(r, 15, Math.max(20, reach - 10));
    out += ellipse(x, y, 5, 2.5, '#fbf3dc', ` transform="${rotate(between(r, -40, 40), x, y)}"`);
  }
  return group(out, rotate(between(r, -3, 3)));
}

function drawPizza(r: Rng, p: Palette): string {
  const [hx, hy] = polar(230, 0);
  let out = shadowUnder(300, 300, 232, 232, p);
  out += rect(hx - 20, hy - 22, 70, 44, 18, hex(p.wood));
  out +=
    circle(300, 300, 232, hex(p.wood)) +
    circle(300, 300, 222, 'none', stroke(shade(p.wood, -8), 2));
  out += circle(300, 300, 200, hex(drift(r, [32, 68, 60], 3, 4)));
  out += circle(300, 300, 178, hex([8, 72, 44]));
  out += path(blob(r, 300, 300, 168, 168, 14, 0.04), hex([46, 80, 82]));
  const style = Math.floor(r() * 3);
  const spots: Array<[number, number]> = [];
  // Rejection sampling keeps toppings from piling up on one another.
  for (let tries = 0; spots.length < 9 && tries < 60; tries++) {
    const spot = polar(between(r, 20, 140), between(r, 0, 360));
    if (spots.every(([x, y]) => Math.hypot(x - spot[0], y - spot[1]) > 56)) spots.push(spot);
  }
  for (const [x, y] of spots) {
    if (style === 0) {
      out += circle(x, y, 22, hex([358, 62, 40])) + circle(x - 6, y - 5, 3, hex([358, 60, 30]));
    } else if (style === 1) {
      out +=
        path(blob(r, x, y, 22, 20, 6, 0.15), '#fdfaf0') +
        leaf(x + 18, y - 14, 36, 14, between(r, 0, 180), hex([120, 50, 32]));
    } else {
      out += circle(x, y, 9, 'none', stroke('#2a2420', 6));
      out += path(
        `M${f(x + 14)} ${f(y + 12)}q18 -6 26 10`,
        'none',
        stroke(hex([2, 70, 48]), 7, ' stroke-linecap="round"'),
      );
    }
  }
  let cuts = '';
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = polar(198, i * 45 + 10);
    const [bx, by] = polar(198, i * 45 + 190);
    cuts += `M${f(ax)} ${f(ay)}L${f(bx)} ${f(by)}`;
  }
  out += path(cuts, 'none', stroke('#5a2a10', 3, ' opacity=".3"'));
  return group(out, rotate(between(r, 0, 360)));
}

function drawCake(r: Rng, p: Palette): string {
  const flavour = pick(r, [
    { sponge: [24, 42, 28] as Hsl, cream: [30, 40, 86] as Hsl, top: [22, 45, 22] as Hsl },
    { sponge: [42, 62, 74] as Hsl, cream: [345, 70, 86] as Hsl, top: [345, 70, 84] as Hsl },
    { sponge: [46, 52, 76] as Hsl, cream: [90, 38, 72] as Hsl, top: [40, 60, 95] as Hsl },
    { sponge: [355, 55, 40] as Hsl, cream: [40, 45, 94] as Hsl, top: [40, 45, 94] as Hsl },
  ]);
  // A wedge: tip on the left, outer crust on the right, cut face towards the viewer.
  const tip: [number, number] = [170, 260];
  const back: [number, number] = [420, 215];
  const front: [number, number] = [445, 290];
  const h = 150;
  let out = shadowUnder(300, 440, 220, 70, p);
  out += ellipse(300, 430, 220, 72, hex(p.dish)) + ellipse(300, 430, 180, 55, shade(p.dish, -4));
  out += path(
    `M${points([front, back, [back[0], back[1] + h], [front[0], front[1] + h]])}Z`,
    shade(flavour.top, -10),
  );
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t0 = (i / layers) * h;
    const t1 = ((i + 1) / layers) * h;
    const band: Array<[number, number]> = [
      [tip[0], tip[1] + t0],
      [front[0], front[1] + t0],
      [front[0], front[1] + t1],
      [tip[0], tip[1] + t1],
    ];
    const color = i % 2 === 0 ? flavour.sponge : flavour.cream;
    out += path(`M${points(band)}Z`, hex(color));
  }
  out += path(`M${points([tip, back, front])}Z`, hex(flavour.top));
  let drips = `M${f(tip[0])} ${f(tip[1])}`;
  for (let t = 0.05; t < 0.95; t += between(r, 0.1, 0.18)) {
    const x = tip[0] + (front[0] - tip[0]) * t;
    const y = tip[1] + (front[1] - tip[1]) * t;
    drips += `L${f(x)} ${f(y)}q6 ${f(between(r, 14, 34))} 12 0`;
  }
  out += path(`${drips}L${f(front[0])} ${f(front[1])}Z`, hex(flavour.top));
  const [bx, by] = [between(r, 330, 380), between(r, 235, 250)];
  out += circle(bx + 20, by, 18, '#fffaf0') + circle(bx + 20, by - 10, 11, '#fffaf0');
  out += circle(bx, by, 16, hex(pick(r, [[355, 75, 45] as Hsl, [260, 45, 35], [340, 70, 55]])));
  out += circle(bx - 5, by - 5, 4, '#fff', ' opacity=".6"');
  out += leaf(bx - 6, by - 20, 30, 10, -30, hex([110, 50, 40]));
  out += tableCrumbs(r, p);
  return group(out, rotate(between(r, -4, 4), 300, 380));
}

function drawDrink(r: Rng, p: Palette): string {
  const liquid = drift(
    r,
    pick(r, [[50, 85, 62] as Hsl, [340, 65, 58], [28, 72, 44], [30, 90, 58], [88, 45, 52]]),
    4,
    4,
  );
  const citrus = pick(r, [[50, 90, 55] as Hsl, [32, 95, 55], [85, 65, 45]]);
  let out = shadowUnder(300, 500, 140, 30, p) + ellipse(300, 498, 140, 30, hex(p.linen));
  out += path('M205 130L230 495L370 495L395 130Z', '#fff', ' opacity=".14"');
  const level = between(r, 190, 230);
  const left = 205 + ((level - 130) / 365) * 25;
  out += path(
    `M${f(left)} ${f(level)}L232 490L368 490L${f(600 - left)} ${f(level)}Z`,
    hex(liquid),
    ' opacity=".9"',
  );
  out += ellipse(300, level, 300 - left, 12, shade(liquid, 10));
  for (let i = 0; i < 10; i++) {
    out += circle(
      between(r, 240, 360),
      between(r, level + 40, 470),
      between(r, 2, 5),
      'none',
      stroke('#fff', 1.5, ' opacity=".5"'),
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = 240 + i * 50 + between(r, -8, 8);
    const y = level + between(r, -10, 60);
    out += rect(
      x - 24,
      y - 24,
      48,
      48,
      8,
      '#fff',
      ` opacity=".38"${stroke('#fff', 2)} transform="${rotate(between(r, -30, 30), x, y)}"`,
    );
  }
  const strawAngle = between(r, 8, 18);
  out += group(rect(292, 40, 16, 420, 8, hex(p.accent)), rotate(strawAngle, 300, 400));
  out += path('M205 130L230 495L370 495L395 130', 'none', stroke('#fff', 3, ' opacity=".55"'));
  out += ellipse(300, 130, 95, 16, 'none', stroke('#fff', 3, ' opacity=".6"'));
  out += path(
    'M222 160L240 460',
    'none',
    stroke('#fff', 6, ' opacity=".3" stroke-linecap="round"'),
  );
  // Citrus wheel perched on the rim.
  const cx = pick(r, [230, 375] as [number, number]);
  let wheel =
    circle(0, 0, 50, hex(citrus)) +
    circle(0, 0, 43, shade(citrus, 35)) +
    circle(0, 0, 38, shade(citrus, 12));
  let segments = '';
  for (let i = 0; i < 8; i++) {
    const [sx, sy] = polar(38, i * 45, 0, 0);
    segments += `M0 0L${f(sx)} ${f(sy)}`;
  }
  wheel += path(segments, 'none', stroke(shade(citrus, 35), 3));
  out += group(wheel, `translate(${cx} 130) rotate(${f(between(r, 0, 45))})`);
  out +=
    leaf(cx + 40, 105, 44, 16, 50, hex([130, 45, 38])) +
    leaf(cx + 58, 125, 36, 14, 100, hex([120, 50, 45]));
  return group(out, rotate(between(r, -3, 3), 300, 480));
}

function drawSnack(r: Rng, p: Palette): string {
  const basket = p.rim;
  let out = shadowUnder(300, 470, 200, 36, p);
  out += path('M150 300L450 300L420 330L180 330Z', shade(basket, -14));
  let fries = '';
  const count = 14;
  for (let i = 0; i < count; i++) {
    const x = 175 + (i / (count - 1)) * 250 + between(r, -8, 8);
    const height = between(r, 120, 190);
    const fry = drift(r, [42, 85, 60], 3, 5);
    fries += rect(
      x - 11,
      330 - height,
      22,
      height + 20,
      4,
      hex(fry),
      `${stroke(shade(fry, -14), 2)} transform="${rotate(between(r, -18, 18), x, 340)}"`,
    );
  }
  out += fries;
  // Checked paper liner peeking over the basket rim.
  let liner = 'M150 300';
  for (let x = 150; x < 450; x += 30) liner += `L${x + 15} 280L${x + 30} 300`;
  out += path(`${liner}L450 320L150 320Z`, '#fbf6ec');
  let checks = '';
  for (let x = 160; x < 450; x += 30) checks += `M${x} 300h15v20h-15Z`;
  out += path(checks, hex(p.accent), ' opacity=".8"');
  out += path('M140 310L460 310L420 480L180 480Z', hex(basket));
  let weave = '';
  for (let y = 340; y < 480; y += 28) {
    const inset = ((y - 310) / 170) * 40;
    weave += `M${f(140 + inset)} ${y}L${f(460 - inset)} ${y}`;
  }
  out += path(weave, 'none', stroke(shade(basket, -12), 4));
  out += rect(136, 302, 328, 18, 9, shade(basket, 8));
  const dx = pick(r, [120, 480] as [number, number]);
  const sauce = pick(r, [[4, 78, 44] as Hsl, [45, 70, 86], [40, 85, 55]]);
  out += shadowUnder(dx, 480, 58, 24, p);
  out += ellipse(dx, 480, 58, 26, hex(p.dish)) + ellipse(dx, 476, 46, 18, hex(sauce));
  out += ellipse(dx - 12, 472, 12, 4, '#fff', ' opacity=".35"');
  for (let i = 0; i < 2; i++) {
    const x = 300 + between(r, -60, 60);
    out += rect(
      x - 60,
      505 + i * 16,
      120,
      20,
      4,
      hex([42, 82, 58]),
      ` transform="${rotate(between(r, -15, 15), x, 515)}"`,
    );
  }
  return group(out, rotate(between(r, -3, 3), 300, 400));
}

const drawers: Record<DishIcon, (r: Rng, p: Palette, id: string) => string> = {
  bowl: drawBowl,
  plate: drawPlate,
  roll: drawRoll,
  salad: drawSalad,
  burger: drawBurger,
  pizza: drawPizza,
  cake: drawCake,
  drink: drawDrink,
  snack: drawSnack,
};

/** Angled views sit on a table edge; top-down views lie on one flat surface. */
const angled: ReadonlySet<DishIcon> = new Set<DishIcon>(['burger', 'cake', 'drink', 'snack']);

/** The table under a dish: a gradient, and a table edge (angled views) or a napkin (top-down). */
export function background(r: Rng, p: Palette, id: string, angledView: boolean): string {
  const [from, to] = p.bg;
  const tilt = between(r, -25, 25);
  let out =
    `<defs><linearGradient id="b${id}" x1="0" y1="0" x2="0" y2="1" gradientTransform="${rotate(tilt, 0.5, 0.5)}">` +
    `<stop offset="0" stop-color="${hex(drift(r, to, 6, 3))}"/><stop offset="1" stop-color="${hex(from)}"/></linearGradient>` +
    `<radialGradient id="l${id}" cx="${f(between(r, 0.25, 0.75))}" cy=".3" r=".7">` +
    '<stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
    `<rect width="600" height="600" fill="url(#b${id})"/>`;
  if (angledView) {
    out += rect(0, 400, 600, 200, 0, '#000', ` opacity="${(p.shadow * 0.35).toFixed(2)}"`);
  } else {
    // A folded napkin in a seeded corner hints at a table set for the photo.
    const corner = pick(r, [
      [40, 560],
      [560, 40],
      [560, 560],
      [40, 40],
    ] as [[number, number], ...[number, number][]]);
    const napkin =
      rect(-130, -70, 260, 140, 6, hex(p.linen)) +
      path('M-130 -40H130M-130 -30H130', 'none', stroke(hex(p.accent), 4));
    out += group(napkin, `translate(${corner[0]} ${corner[1]}) rotate(${f(between(r, 30, 60))})`);
  }
  return `${out}<rect width="600" height="600" fill="url(#l${id})"/>`;
}

export function svg(size: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${size} ${size}" role="img">${body}</svg>`
  );
}

/**
 * The dish alone, without its background, in the same 600×600 frame: for scenes that lay their
 * own table (scenes.ts). Ids inside stay unique per seed.
 */
export function renderDishDrawing(input: DishArtInput): string {
  const hash = fnv1a(`${input.venueId}:${input.icon}:${input.seed}`);
  return drawers[input.icon](mulberry32(hash), palettes[input.venueId], hash.toString(36));
}

export function renderDishSvg(input: DishArtInput): string {
  const hash = fnv1a(`${input.venueId}:${input.icon}:${input.seed}`);
  const r = mulberry32(hash);
  const p = palettes[input.venueId];
  // Per-image ids keep gradients apart if several SVGs are ever inlined into one page.
  const id = hash.toString(36);
  return svg(600, background(r, p, id, angled.has(input.icon)) + drawers[input.icon](r, p, id));
}

// --- logos -------------------------------------------------------------------------------------

function gastropubMark(): string {
  const amber = hex([34, 85, 50]);
  const copper = hex([22, 60, 48]);
  const foam = hex([40, 60, 92]);
  let out =
    circle(100, 100, 98, hex([24, 45, 16])) + circle(100, 100, 88, 'none', stroke(copper, 4));
  out += path('M72 74L128 74L122 150Q121 156 115 156L85 156Q79 156 78 150Z', amber);
  out += path('M118 82L114 146', 'none', stroke('#fff', 4, ' opacity=".3" stroke-linecap="round"'));
  out +=
    circle(80, 70, 11, foam) +
    circle(96, 65, 13, foam) +
    circle(113, 68, 12, foam) +
    circle(124, 74, 7, foam);
  out += rect(70, 70, 60, 12, 5, foam);
  // Hop leaves on both sides of the glass.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const y = 90 + i * 22;
      out += leaf(100 + side * (44 + i * 3), y, 24, 9, side * (50 - i * 8), hex([85, 45, 45]));
    }
  }
  return out;
}

function sibumiMark(): string {
  const cream = hex([40, 55, 90]);
  let waves = '';
  for (let i = 0; i < 3; i++) {
    const y = 118 + i * 18;
    waves += `M10 ${y}q15 -12 30 0t30 0t30 0t30 0t30 0t30 0t30 0`;
  }
  return (
    `<defs><clipPath id="sibumi-logo">${circle(100, 100, 84, '#000')}</clipPath></defs>` +
    circle(100, 100, 98, hex([232, 48, 20])) +
    circle(100, 100, 90, 'none', stroke(cream, 3)) +
    `<g clip-path="url(#sibumi-logo)">${circle(100, 104, 42, hex([356, 68, 50]))}` +
    rect(0, 116, 200, 90, 0, hex([232, 48, 20])) +
    `${path(waves, 'none', stroke(cream, 6, ' stroke-linecap="round"'))}</g>`
  );
}

function pastryMark(): string {
  const gold = [36, 75, 62] as Hsl;
  let out =
    circle(100, 100, 98, hex([350, 72, 88])) +
    circle(100, 100, 88, 'none', stroke(hex([95, 36, 62]), 5));
  // Croissant: a crescent cut into five bulging segments, the middle one widest.
  const outer = (deg: number, k = 1): [number, number] => [
    100 + Math.cos((deg * Math.PI) / 180) * 64 * k,
    138 - Math.sin((deg * Math.PI) / 180) * 64 * k,
  ];
  const inner = (deg: number): [number, number] => [
    100 + Math.cos((deg * Math.PI) / 180) * 64,
    138 - Math.sin((deg * Math.PI) / 180) * 24,
  ];
  const borders = [0, 32, 68, 112, 148, 180];
  for (let i = 0; i < 5; i++) {
    const a0 = borders[i] ?? 0;
    const a1 = borders[i + 1] ?? 180;
    const [ix, iy] = inner(a0);
    const [ox, oy] = outer(a0);
    const [cx, cy] = outer((a0 + a1) / 2, 1.22);
    const [ex, ey] = outer(a1);
    const [jx, jy] = inner(a1);
    const d = `M${f(ix)} ${f(iy)}L${f(ox)} ${f(oy)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}L${f(jx)} ${f(jy)}A64 24 0 0 1 ${f(ix)} ${f(iy)}Z`;
    out += path(
      d,
      shade(gold, i % 2 === 0 ? -2 : 5),
      `${stroke(hex([28, 60, 40]), 3)} stroke-linejoin="round"`,
    );
  }
  out += path(
    'M90 86q10 -5 20 0',
    'none',
    stroke('#fff', 4, ' opacity=".5" stroke-linecap="round"'),
  );
  return out;
}

const logoMarks: Record<1 | 2 | 3, () => string> = {
  1: gastropubMark,
  2: sibumiMark,
  3: pastryMark,
};

/** The emblem alone in its 200×200 frame, for signs drawn into scenes. */
export function renderVenueLogoMark(venueId: 1 | 2 | 3): string {
  return logoMarks[venueId]();
}

export function renderVenueLogoSvg(venueId: 1 | 2 | 3): string {
  return svg(200, logoMarks[venueId]());
}

/** A few crumbs of the venue's accent colour on the table in front of a plate. */
export function tableCrumbs(r: Rng, p: Palette): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    out += circle(
      between(r, 160, 460),
      between(r, 445, 470),
      between(r, 3, 6),
      hex(p.accent),
      ' opacity=".85"',
    );
  }
  return out;
}
