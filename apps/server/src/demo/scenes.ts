/**
 * Generated "photos" for the showcase pages (DESIGN.md §4 "Demo content"): venue halls, tables
 * laid with dishes, street fronts and close-ups for the photo strips, and each page's hero — a
 * wide still, a portrait still for phones and a light looping version for the "video" header.
 * Same approach as art.ts: flat shapes from a seeded PRNG, no text, nothing user-supplied in the
 * markup, byte-identical output for the same input (so `immutable` caching is honest).
 */

import type { GalleryKind, HeroSubject, HeroVariant, SceneVenue } from '../modules/media/painter';
import {
  between,
  circle,
  drift,
  ellipse,
  f,
  fnv1a,
  group,
  type Hsl,
  hex,
  leaf,
  mulberry32,
  path,
  pick,
  type Rng,
  rect,
  renderDishDrawing,
  renderVenueLogoMark,
  shade,
  stroke,
} from './art';

export const GALLERY_SIZE = { width: 800, height: 600 } as const;
export const HERO_SIZE: Record<HeroVariant, { width: number; height: number }> = {
  wide: { width: 1600, height: 900 },
  loop: { width: 1600, height: 900 },
  mobile: { width: 720, height: 960 },
};

const venueIds: Record<SceneVenue, 1 | 2 | 3> = { gastropub: 1, sibumi: 2, bistro: 3 };

interface Theme {
  /** back wall, top and bottom */
  wall: readonly [Hsl, Hsl];
  floor: Hsl;
  /** lamp light */
  light: Hsl;
  /** wood, frames, the venue's second colour */
  trim: Hsl;
  accent: Hsl;
  /** street front */
  facade: Hsl;
  /** how dark the corners get */
  vignette: number;
}

const themes: Record<SceneVenue, Theme> = {
  // dark wood, amber bulbs, copper
  gastropub: {
    wall: [
      [20, 36, 13],
      [24, 40, 22],
    ],
    floor: [24, 38, 15],
    light: [38, 95, 64],
    trim: [24, 52, 34],
    accent: [30, 70, 50],
    facade: [12, 40, 30],
    vignette: 0.55,
  },
  // indigo, paper screens, red lanterns
  sibumi: {
    wall: [
      [230, 38, 13],
      [228, 30, 22],
    ],
    floor: [24, 28, 14],
    light: [30, 92, 66],
    trim: [356, 62, 46],
    accent: [40, 55, 88],
    facade: [226, 20, 24],
    vignette: 0.55,
  },
  // cream and pink, pistachio panels, daylight
  bistro: {
    wall: [
      [36, 70, 94],
      [350, 60, 90],
    ],
    floor: [30, 36, 74],
    light: [44, 100, 82],
    trim: [95, 30, 60],
    accent: [345, 62, 72],
    facade: [36, 48, 84],
    vignette: 0.2,
  },
};

/** What one drawing needs: its randomness, size, a unit scale and a prefix for its ids. */
interface Scene {
  r: Rng;
  W: number;
  H: number;
  /** one unit of the 900-high design grid */
  s: number;
  id: string;
  animated: boolean;
}

// --- shared pieces ------------------------------------------------------------------------------

function linear(id: string, from: Hsl, to: Hsl, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${hex(from)}"/><stop offset="1" stop-color="${hex(to)}"/></linearGradient>`
  );
}

/** A soft light: bright centre fading to nothing. */
function glowGradient(id: string, light: Hsl): string {
  const c = hex(light);
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity=".9"/>` +
    `<stop offset=".25" stop-color="${c}" stop-opacity=".4"/>` +
    `<stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`
  );
}

/** Darker corners, like a lens: drawn last, over everything. */
function vignette(c: Scene, strength: number): string {
  return (
    `<defs><radialGradient id="v${c.id}" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-opacity="0"/>` +
    `<stop offset="1" stop-opacity="${f(strength)}"/></radialGradient></defs>` +
    rect(0, 0, c.W, c.H, 0, `url(#v${c.id})`)
  );
}

function lighter([h, sat, l]: Hsl, dl: number): Hsl {
  return [h, sat, l + dl];
}

/** Class names of the looping version; the still draws the same markup without them. */
function cls(c: Scene, name: string): string {
  return c.animated ? ` class="${name}"` : '';
}

/** Light motion only: glows breathe, lanterns sway, a few motes drift up; none with reduced motion. */
const loopStyle =
  '<style>.a{animation:a 3.2s ease-in-out infinite alternate}' +
  '.b{animation:a 4.6s ease-in-out -2s infinite alternate}' +
  '.w{transform-box:fill-box;transform-origin:50% 0;animation:w 4.8s ease-in-out infinite alternate}' +
  '.d{animation:d 9s linear infinite;opacity:0}' +
  '@keyframes a{from{opacity:.55}to{opacity:1}}' +
  '@keyframes w{from{transform:rotate(-2.5deg)}to{transform:rotate(2.5deg)}}' +
  '@keyframes d{0%{transform:translateY(0);opacity:0}30%{opacity:.8}100%{transform:translateY(-160px);opacity:0}}' +
  '@media (prefers-reduced-motion:reduce){*{animation:none!important;opacity:1}}</style>';

/** Drifting motes of light for the loop; nothing in a still. */
function motes(c: Scene, color: Hsl, top: number, bottom: number): string {
  if (!c.animated) return '';
  let out = '';
  for (let i = 0; i < 9; i++) {
    const x = between(c.r, 0.05, 0.95) * c.W;
    const y = between(c.r, top, bottom);
    out += circle(
      x,
      y,
      between(c.r, 2, 4.5) * c.s,
      hex(color),
      ` class="d" style="animation-delay:${f(-i)}s"`,
    );
  }
  return out;
}

/** Collects rectangles of one colour into a single path: much smaller than separate rects. */
class Boxes {
  private d = '';
  add(x: number, y: number, w: number, h: number): void {
    this.d += `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;
  }
  draw(fill: string, extra = ''): string {
    return this.d ? path(this.d, fill, extra) : '';
  }
}

// --- halls ---------------------------------------------------------------------------------------

function lamp(c: Scene, venue: SceneVenue, x: number, drop: number, index: number): string {
  const { s } = c;
  const t = themes[venue];
  const glowClass = cls(c, index % 2 === 0 ? 'a' : 'b');
  const cord = path(`M${f(x)} 0V${f(drop)}`, 'none', stroke('#000', 2 * s, ' opacity=".5"'));
  const glow = circle(x, drop + 30 * s, 150 * s, `url(#g${c.id})`, glowClass);
  if (venue === 'gastropub') {
    const shadeColour = shade(t.accent, index % 2 === 0 ? 0 : -8);
    return (
      cord +
      glow +
      path(
        `M${f(x - 18 * s)} ${f(drop)}L${f(x + 18 * s)} ${f(drop)}L${f(x + 46 * s)} ${f(drop + 40 * s)}L${f(x - 46 * s)} ${f(drop + 40 * s)}Z`,
        shadeColour,
      ) +
      circle(x, drop + 48 * s, 13 * s, hex([44, 100, 82]))
    );
  }
  if (venue === 'sibumi') {
    const paper = index % 3 === 1 ? t.accent : t.trim;
    const rx = 44 * s;
    const ry = 56 * s;
    const cy = drop + ry;
    let ribs = '';
    for (const k of [-0.5, 0, 0.5]) {
      const y = cy + k * ry;
      const half = rx * Math.sqrt(1 - k * k);
      ribs += `M${f(x - half)} ${f(y)}Q${f(x)} ${f(y + 8 * s)} ${f(x + half)} ${f(y)}`;
    }
    const body =
      cord +
      glow +
      ellipse(x, cy, rx, ry, hex(paper)) +
      path(ribs, 'none', stroke('#000', 2 * s, ' opacity=".25"')) +
      ellipse(x - 12 * s, cy - 10 * s, 14 * s, 26 * s, '#fff', ' opacity=".18"') +
      rect(x - 20 * s, drop - 6 * s, 40 * s, 10 * s, 3 * s, '#1b1512') +
      rect(x - 20 * s, cy + ry - 4 * s, 40 * s, 10 * s, 3 * s, '#1b1512');
    return `<g${cls(c, 'w')}>${body}</g>`;
  }
  return (
    cord +
    glow +
    circle(x, drop + 34 * s, 34 * s, '#fffaf0', ' opacity=".92"') +
    circle(x - 10 * s, drop + 24 * s, 9 * s, '#fff')
  );
}

function pubBackWall(c: Scene, floorY: number): string {
  const { r, W, H, s } = c;
  const t = themes.gastropub;
  let out = '';
  let panels = '';
  for (let x = between(r, 0, 140) * s; x < W; x += 140 * s) panels += `M${f(x)} 0V${f(floorY)}`;
  out += path(panels, 'none', stroke('#000', 3 * s, ' opacity=".22"'));
  const left = W * 0.1;
  const right = W * 0.9;
  const counterTop = floorY - 150 * s;
  out += rect(left, H * 0.14, right - left, counterTop - H * 0.14, 6 * s, shade(t.trim, -22));
  // Bottles on two shelves, one path per glass colour.
  const glass = [new Boxes(), new Boxes(), new Boxes(), new Boxes()];
  const colours: Hsl[] = [
    [140, 45, 28],
    [34, 80, 42],
    [20, 60, 30],
    [45, 30, 75],
  ];
  const shelves = [H * 0.14 + 150 * s, H * 0.14 + 290 * s].filter((y) => y < counterTop - 20 * s);
  for (const shelf of shelves) {
    out += rect(left, shelf, right - left, 9 * s, 2 * s, shade(t.trim, 8));
    for (let x = left + 14 * s; x < right - 30 * s; x += between(r, 26, 40) * s) {
      const box = pick(r, glass as [Boxes, ...Boxes[]]);
      const h = between(r, 50, 86) * s;
      box.add(x, shelf - h, 17 * s, h);
      box.add(x + 5.5 * s, shelf - h - 22 * s, 6 * s, 22 * s);
    }
  }
  glass.forEach((box, i) => {
    out += box.draw(hex(colours[i] ?? [0, 0, 50]));
  });
  // The bar counter with a row of copper taps.
  out += rect(W * 0.05, counterTop, W * 0.9, floorY - counterTop, 0, shade(t.trim, -8));
  let boards = '';
  for (let x = W * 0.05 + 90 * s; x < W * 0.95; x += 90 * s) {
    boards += `M${f(x)} ${f(counterTop + 20 * s)}V${f(floorY)}`;
  }
  out += path(boards, 'none', stroke('#000', 3 * s, ' opacity=".25"'));
  out += rect(W * 0.04, counterTop - 12 * s, W * 0.92, 16 * s, 4 * s, shade(t.trim, 10));
  const taps = new Boxes();
  const handles = new Boxes();
  for (let i = -3; i <= 3; i++) {
    const x = W / 2 + i * 34 * s;
    taps.add(x - 4 * s, counterTop - 64 * s, 8 * s, 52 * s);
    handles.add(x - 7 * s, counterTop - 100 * s, 14 * s, 36 * s);
  }
  out += taps.draw(hex([30, 70, 58])) + handles.draw('#1b1512');
  return out;
}

function sibumiBackWall(c: Scene, floorY: number): string {
  const { r, W, H, s } = c;
  const t = themes.sibumi;
  const left = W * 0.05;
  const right = W * 0.95;
  const top = H * 0.12;
  const bottom = floorY - 24 * s;
  let out =
    `<defs>${linear(`p${c.id}`, [40, 70, 86], [34, 60, 66])}</defs>` +
    rect(left, top, right - left, bottom - top, 0, `url(#p${c.id})`);
  let thin = '';
  for (let x = left; x < right; x += 36 * s) thin += `M${f(x)} ${f(top)}V${f(bottom)}`;
  for (let y = top; y < bottom; y += 46 * s) thin += `M${f(left)} ${f(y)}H${f(right)}`;
  out += path(thin, 'none', stroke('#2a1a12', 2.5 * s, ' opacity=".55"'));
  let frames = '';
  for (let x = left; x <= right + 1; x += 180 * s) frames += `M${f(x)} ${f(top)}V${f(bottom)}`;
  out += path(
    `${frames}M${f(left)} ${f(top)}H${f(right)}M${f(left)} ${f(bottom)}H${f(right)}`,
    'none',
    stroke('#24160f', 12 * s),
  );
  // Noren: a split curtain with a wave emblem over the kitchen door.
  const nw = 320 * s;
  const nx = W / 2 - nw / 2;
  const strips = new Boxes();
  for (let i = 0; i < 3; i++) strips.add(nx + i * (nw / 3) + 3 * s, top, nw / 3 - 6 * s, 230 * s);
  out += strips.draw(hex(t.trim));
  out += circle(W / 2, top + 110 * s, 42 * s, hex(t.accent));
  out += path(
    `M${f(W / 2 - 34 * s)} ${f(top + 122 * s)}q17 ${f(-14 * s)} 34 0t34 0`,
    'none',
    stroke(hex(t.trim), 6 * s, ' stroke-linecap="round"'),
  );
  // A cherry branch reaching in from one side.
  const side = r() < 0.5 ? 0 : W;
  const dir = side === 0 ? 1 : -1;
  const bx = side + dir * 20 * s;
  const by = top + 40 * s;
  let branch = `M${f(bx - dir * 40 * s)} ${f(by - 20 * s)}Q${f(bx + dir * 160 * s)} ${f(by + 10 * s)} ${f(bx + dir * 300 * s)} ${f(by + 90 * s)}`;
  branch += `M${f(bx + dir * 120 * s)} ${f(by + 14 * s)}q${f(dir * 50 * s)} ${f(-40 * s)} ${f(dir * 110 * s)} ${f(-50 * s)}`;
  out += path(branch, 'none', stroke('#2a1a12', 7 * s, ' stroke-linecap="round"'));
  for (let i = 0; i < 16; i++) {
    const k = between(r, 0, 1);
    const x = bx + dir * (k * 300 - 10) * s + between(r, -20, 20) * s;
    const y = by + (k * k * 90 + between(r, -30, 20)) * s;
    out += circle(x, y, between(r, 6, 11) * s, hex([345, 70, between(r, 78, 88)]));
  }
  return out;
}

function bistroBackWall(c: Scene, floorY: number): string {
  const { r, W, H, s } = c;
  const t = themes.bistro;
  const wainscot = floorY - 170 * s;
  let out =
    `<defs>${linear(`k${c.id}`, [200, 60, 88], [40, 80, 94])}</defs>` +
    rect(0, wainscot, W, floorY - wainscot, 0, hex(t.trim));
  let panels = '';
  for (let x = 30 * s; x < W - 100 * s; x += 150 * s) {
    panels += `M${f(x)} ${f(wainscot + 30 * s)}h${f(110 * s)}v${f(100 * s)}h${f(-110 * s)}Z`;
  }
  out += path(panels, 'none', stroke('#fff', 3 * s, ' opacity=".45"'));
  out += rect(0, wainscot - 8 * s, W, 12 * s, 0, shade(t.trim, -12));
  // Tall arched windows full of daylight.
  const count = Math.max(2, Math.round(W / (420 * s)));
  const ww = 190 * s;
  const top = H * 0.12;
  const bottom = wainscot - 40 * s;
  let frames = '';
  for (let i = 0; i < count; i++) {
    const x = (W * (i + 0.5)) / count - ww / 2;
    const arch = `M${f(x)} ${f(bottom)}V${f(top + ww / 2)}A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(x + ww)} ${f(top + ww / 2)}V${f(bottom)}Z`;
    out += path(arch, `url(#k${c.id})`);
    out += path(
      `M${f(x + 12 * s)} ${f(bottom)}q${f(40 * s)} ${f(-70 * s)} ${f(80 * s)} ${f(-30 * s)}q${f(30 * s)} ${f(-60 * s)} ${f(86 * s)} ${f(-10 * s)}V${f(bottom)}Z`,
      hex([110, 35, between(r, 62, 72)]),
      ' opacity=".6"',
    );
    frames += `${arch}M${f(x + ww / 2)} ${f(top)}V${f(bottom)}M${f(x)} ${f(top + ww * 0.9)}H${f(x + ww)}M${f(x)} ${f(top + ww * 1.6)}H${f(x + ww)}`;
  }
  out += path(frames, 'none', stroke('#fff', 8 * s));
  // Potted palms between the windows.
  for (let i = 1; i < count; i++) {
    const x = (W * i) / count;
    out += rect(x - 26 * s, floorY - 70 * s, 52 * s, 70 * s, 6 * s, hex(t.accent));
    for (let k = 0; k < 5; k++) {
      out += leaf(
        x + (k - 2) * 16 * s,
        floorY - 130 * s - Math.abs(k - 2) * -10 * s,
        120 * s,
        26 * s,
        (k - 2) * 24,
        hex([120, 38, 34 + k * 3]),
      );
    }
  }
  return out;
}

const backWalls: Record<SceneVenue, (c: Scene, floorY: number) => string> = {
  gastropub: pubBackWall,
  sibumi: sibumiBackWall,
  bistro: bistroBackWall,
};

/** A round table with two chairs behind it and something small on top. */
function table(c: Scene, venue: SceneVenue, x: number, y: number, scale: number): string {
  const s = c.s * scale;
  const t = themes[venue];
  const light = venue === 'bistro';
  const chair = light ? shade(t.trim, -8) : shade(t.trim, -16);
  const top = light ? '#fbf8f2' : shade(t.trim, 4);
  let out = ellipse(x, y + 150 * s, 130 * s, 22 * s, '#000', ' opacity=".22"');
  out += rect(x - 120 * s, y - 120 * s, 56 * s, 240 * s, 14 * s, chair);
  out += rect(x + 64 * s, y - 120 * s, 56 * s, 240 * s, 14 * s, chair);
  out += rect(x - 9 * s, y, 18 * s, 150 * s, 4 * s, '#1b1512');
  out += ellipse(x, y + 150 * s, 60 * s, 10 * s, '#1b1512');
  out += ellipse(x, y + 6 * s, 140 * s, 30 * s, shade(t.trim, -22));
  out += ellipse(x, y, 140 * s, 28 * s, top);
  if (venue === 'gastropub') {
    out += rect(x - 40 * s, y - 58 * s, 30 * s, 54 * s, 4 * s, hex([36, 85, 52]), ' opacity=".9"');
    out += rect(x - 40 * s, y - 64 * s, 30 * s, 12 * s, 4 * s, '#fbf3df');
    out += rect(x + 20 * s, y - 30 * s, 10 * s, 26 * s, 2 * s, '#f6ead0');
    out += circle(x + 25 * s, y - 38 * s, 6 * s, hex([40, 100, 70]));
  } else if (venue === 'sibumi') {
    out += ellipse(x - 20 * s, y - 14 * s, 34 * s, 18 * s, hex(t.trim));
    out += ellipse(x - 20 * s, y - 20 * s, 28 * s, 8 * s, hex([30, 40, 90]));
    out += rect(x + 20 * s, y - 26 * s, 80 * s, 5 * s, 2 * s, '#2a1a12');
  } else {
    out += rect(x - 10 * s, y - 60 * s, 20 * s, 56 * s, 8 * s, '#fff', ' opacity=".7"');
    out += circle(x - 12 * s, y - 72 * s, 12 * s, hex(t.accent));
    out += circle(x + 10 * s, y - 78 * s, 10 * s, hex([44, 90, 70]));
  }
  return out;
}

function hall(c: Scene, venue: SceneVenue): string {
  const { r, W, H, s, id } = c;
  const t = themes[venue];
  const floorY = H * 0.66;
  let out =
    `<defs>${linear(`w${id}`, t.wall[0], t.wall[1])}${linear(`f${id}`, lighter(t.floor, 8), t.floor)}` +
    `${glowGradient(`g${id}`, t.light)}</defs>`;
  out += rect(0, 0, W, H, 0, `url(#w${id})`);
  out += backWalls[venue](c, floorY);
  out += rect(0, floorY, W, H - floorY, 0, `url(#f${id})`);
  // Floorboards run towards a vanishing point above the middle of the room.
  let boards = '';
  for (let x = -W; x < 2 * W; x += 120 * s) {
    boards += `M${f(x)} ${f(H)}L${f(W / 2 + (x - W / 2) * 0.3)} ${f(floorY)}`;
  }
  out += path(
    boards,
    'none',
    stroke('#000', 2 * s, ` opacity="${venue === 'bistro' ? '.08' : '.25'}"`),
  );
  const lamps = Math.max(3, Math.round(W / (300 * s)));
  let lampsSvg = '';
  for (let i = 0; i < lamps; i++) {
    const x = (W * (i + 0.5)) / lamps + between(r, -20, 20) * s;
    const drop = between(r, 0.14, 0.26) * H;
    out += ellipse(x, floorY + 120 * s, 200 * s, 40 * s, `url(#g${id})`, ' opacity=".35"');
    lampsSvg += lamp(c, venue, x, drop, i);
  }
  const tables = Math.max(2, Math.round(W / (440 * s)));
  for (let i = 0; i < tables; i++) {
    const x = (W * (i + 0.5)) / tables + between(r, -30, 30) * s;
    out += table(c, venue, x, floorY + 70 * s, 1);
  }
  // A nearer table cut by the frame gives the room depth.
  const near = r() < 0.5 ? W * 0.12 : W * 0.88;
  out += table(c, venue, near, H - 40 * s, 1.7);
  out += lampsSvg;
  return out + motes(c, t.light, H * 0.35, H * 0.9);
}

// --- street fronts -------------------------------------------------------------------------------

function sky(c: Scene): string {
  const { r, W, H, s, id } = c;
  let out =
    `<defs><linearGradient id="s${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hex([226, 48, 20])}"/><stop offset=".55" stop-color="${hex([262, 28, 44])}"/>` +
    `<stop offset="1" stop-color="${hex([22, 80, 70])}"/></linearGradient>${glowGradient(`g${id}`, [40, 100, 72])}` +
    `${glowGradient(`h${id}`, [24, 90, 70])}</defs>` +
    rect(0, 0, W, H, 0, `url(#s${id})`);
  let stars = '';
  for (let i = 0; i < 14; i++) {
    stars += `M${f(between(r, 0, W))} ${f(between(r, 0, H * 0.25))}h${f(2.4 * s)}v${f(2.4 * s)}h${f(-2.4 * s)}Z`;
  }
  out += path(stars, '#fff', ` opacity=".7"${cls(c, 'b')}`);
  out += circle(W * between(r, 0.3, 0.7), H * 0.62, H * 0.5, `url(#h${id})`, ' opacity=".55"');
  // The hills across the Golden Horn and the cable-stayed bridge over it.
  const hills = (y: number, amp: number, colour: Hsl, opacity: string) => {
    let d = `M0 ${f(H)}L0 ${f(y)}`;
    for (let x = 0; x <= W + 200 * s; x += 200 * s) {
      d += `Q${f(x + 100 * s)} ${f(y - between(r, 0, amp) * s)} ${f(x + 200 * s)} ${f(y + between(r, -10, 20) * s)}`;
    }
    return path(`${d}L${f(W + 200 * s)} ${f(H)}Z`, hex(colour), ` opacity="${opacity}"`);
  };
  out += hills(H * 0.44, 90, [250, 24, 36], '.8');
  const deck = H * 0.42;
  const pylons = [W * 0.3, W * 0.64];
  let cables = `M${f(-20)} ${f(deck)}H${f(W + 20)}`;
  for (const px of pylons) {
    const topY = deck - 230 * s;
    cables += `M${f(px - 24 * s)} ${f(deck + 40 * s)}L${f(px)} ${f(topY)}L${f(px + 24 * s)} ${f(deck + 40 * s)}`;
    for (let k = 1; k <= 6; k++) {
      cables += `M${f(px)} ${f(topY + 30 * s)}L${f(px - k * 34 * s)} ${f(deck)}`;
      cables += `M${f(px)} ${f(topY + 30 * s)}L${f(px + k * 34 * s)} ${f(deck)}`;
    }
  }
  out += path(cables, 'none', stroke(hex([30, 60, 88]), 2.5 * s, ' opacity=".55"'));
  out += hills(H * 0.52, 40, [245, 26, 26], '1');
  return out;
}

/** Lit interior behind a shop window: warm light and the round shapes of lamps and tables. */
function shopWindow(c: Scene, x: number, y: number, w: number, h: number, venue: SceneVenue) {
  const { s, id } = c;
  const t = themes[venue];
  let out = rect(x, y, w, h, 4 * s, `url(#i${id})`);
  for (let lx = x + w / 4; lx < x + w; lx += w / 2) {
    out += circle(lx, y + h * 0.22, 70 * s, `url(#g${id})`, cls(c, 'a'));
    out += circle(lx, y + h * 0.22, 10 * s, '#fff6dc');
  }
  out += ellipse(x + w / 2, y + h * 0.78, w * 0.28, 14 * s, shade(t.trim, -16), ' opacity=".8"');
  out += path(
    `M${f(x + w / 2)} ${f(y)}V${f(y + h)}M${f(x)} ${f(y + h * 0.32)}H${f(x + w)}`,
    'none',
    stroke(shade(t.facade, -30), 6 * s),
  );
  return out + rect(x, y, w, h, 4 * s, 'none', stroke(shade(t.facade, -34), 10 * s));
}

function facade(c: Scene, venue: SceneVenue, x0: number, x1: number, roofY: number): string {
  const { r, H, s } = c;
  const t = themes[venue];
  const groundY = H * 0.56;
  const kerbY = H * 0.86;
  const w = x1 - x0;
  let out = rect(x0, roofY, w, kerbY - roofY, 0, hex(t.facade));
  out += rect(x0 - 8 * s, roofY - 6 * s, w + 16 * s, 26 * s, 2 * s, shade(t.facade, -12));
  // Upper floors: one path for lit windows, one for dark ones, one for sills.
  const lit = new Boxes();
  const dark = new Boxes();
  const sills = new Boxes();
  const columns = Math.max(1, Math.floor(w / (150 * s)));
  const step = w / columns;
  for (let y = roofY + 60 * s; y + 130 * s < groundY - 40 * s; y += 170 * s) {
    for (let i = 0; i < columns; i++) {
      const wx = x0 + step * i + step / 2 - 36 * s;
      (r() < 0.45 ? lit : dark).add(wx, y, 72 * s, 110 * s);
      sills.add(wx - 8 * s, y + 110 * s, 88 * s, 9 * s);
    }
  }
  out += dark.draw(hex([232, 30, 28]));
  out += lit.draw(hex([40, 90, 70]), cls(c, 'b'));
  out += sills.draw(shade(t.facade, -16));
  // Ground floor: a fascia, two shop windows and a door.
  out += rect(x0, groundY - 60 * s, w, 60 * s, 0, shade(t.facade, -26));
  const doorW = Math.min(110 * s, w * 0.2);
  const doorX = x0 + w / 2 - doorW / 2;
  const windowTop = groundY + 30 * s;
  const windowBottom = kerbY - 60 * s;
  out += shopWindow(
    c,
    x0 + 30 * s,
    windowTop,
    doorX - x0 - 60 * s,
    windowBottom - windowTop,
    venue,
  );
  out += shopWindow(
    c,
    doorX + doorW + 30 * s,
    windowTop,
    x1 - doorX - doorW - 60 * s,
    windowBottom - windowTop,
    venue,
  );
  out += rect(doorX, groundY, doorW, kerbY - groundY, 3 * s, shade(t.facade, -38));
  out += rect(doorX + 12 * s, groundY + 14 * s, doorW - 24 * s, 110 * s, 3 * s, `url(#i${c.id})`);
  out += signage(c, venue, x0, x1, groundY, doorX, doorW);
  return out;
}

/** What tells the three fronts apart: a hanging sign, lanterns and noren, a striped awning. */
function signage(
  c: Scene,
  venue: SceneVenue,
  x0: number,
  x1: number,
  groundY: number,
  doorX: number,
  doorW: number,
): string {
  const { s } = c;
  const t = themes[venue];
  const logo = (cx: number, cy: number, size: number) =>
    group(
      renderVenueLogoMark(venueIds[venue]),
      `translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${(size / 200).toFixed(3)})`,
    );
  if (venue === 'gastropub') {
    const bx = x0 + 40 * s;
    return (
      path(
        `M${f(bx)} ${f(groundY - 120 * s)}h${f(130 * s)}`,
        'none',
        stroke('#1b1512', 8 * s, ' stroke-linecap="round"'),
      ) +
      path(
        `M${f(bx + 110 * s)} ${f(groundY - 120 * s)}v${f(22 * s)}`,
        'none',
        stroke('#1b1512', 4 * s),
      ) +
      logo(bx + 110 * s, groundY - 45 * s, 100 * s) +
      circle(doorX - 20 * s, groundY + 20 * s, 60 * s, `url(#g${c.id})`, cls(c, 'a')) +
      circle(doorX - 20 * s, groundY + 20 * s, 9 * s, '#fff2c8')
    );
  }
  if (venue === 'sibumi') {
    let out = logo((x0 + x1) / 2, groundY - 30 * s, 56 * s);
    const strips = new Boxes();
    for (let i = 0; i < 3; i++) {
      strips.add(doorX + (i * doorW) / 3 + 2 * s, groundY, doorW / 3 - 4 * s, 70 * s);
    }
    out += strips.draw(hex([228, 40, 20]));
    for (const lx of [doorX - 34 * s, doorX + doorW + 34 * s]) {
      const body =
        circle(lx, groundY + 60 * s, 80 * s, `url(#g${c.id})`) +
        ellipse(lx, groundY + 60 * s, 26 * s, 36 * s, hex(t.trim)) +
        rect(lx - 12 * s, groundY + 20 * s, 24 * s, 8 * s, 2 * s, '#1b1512') +
        rect(lx - 12 * s, groundY + 92 * s, 24 * s, 8 * s, 2 * s, '#1b1512');
      out += `<g${cls(c, 'w')}>${path(`M${f(lx)} ${f(groundY)}V${f(groundY + 20 * s)}`, 'none', stroke('#1b1512', 2 * s))}${body}</g>`;
    }
    return out;
  }
  // Bistro: a scalloped, striped awning and flower boxes.
  const top = groundY - 10 * s;
  const depth = 70 * s;
  const stripes = new Boxes();
  const sw = 36 * s;
  for (let x = x0 + 20 * s; x < x1 - 20 * s; x += sw * 2) {
    stripes.add(x, top, Math.min(sw, x1 - 20 * s - x), depth);
  }
  let scallop = `M${f(x0 + 20 * s)} ${f(top + depth)}`;
  for (let x = x0 + 20 * s; x < x1 - 20 * s - 1; x += sw)
    scallop += `q${f(sw / 2)} ${f(26 * s)} ${f(sw)} 0`;
  let out =
    rect(x0 + 20 * s, top, x1 - x0 - 40 * s, depth, 0, '#fff8f0') +
    stripes.draw(hex(t.accent)) +
    path(`${scallop}Z`, hex(t.accent)) +
    logo((x0 + x1) / 2, groundY - 75 * s, 64 * s);
  const boxY = c.H * 0.86 - 90 * s;
  for (const bx of [x0 + 40 * s, x1 - 200 * s]) {
    out += rect(bx, boxY, 160 * s, 30 * s, 4 * s, hex(t.trim));
    for (let i = 0; i < 7; i++) {
      out += circle(
        bx + (12 + i * 22) * s,
        boxY - between(c.r, 0, 12) * s,
        10 * s,
        hex(pick(c.r, [[345, 70, 70] as Hsl, [44, 90, 68], [0, 0, 98]])),
      );
    }
  }
  return out;
}

function pavement(c: Scene): string {
  const { W, H, s } = c;
  const kerbY = H * 0.86;
  let joints = '';
  for (let x = 0; x < W; x += 90 * s)
    joints += `M${f(x)} ${f(kerbY)}l${f(-40 * s)} ${f(H - kerbY)}`;
  return (
    rect(0, kerbY, W, H - kerbY, 0, hex([24, 10, 36])) +
    path(joints, 'none', stroke('#000', 2 * s, ' opacity=".25"')) +
    rect(0, kerbY, W, 8 * s, 0, hex([24, 8, 52]))
  );
}

function streetLamp(c: Scene, x: number): string {
  const { H, s } = c;
  const kerbY = H * 0.86;
  const topY = H * 0.42;
  return (
    rect(x - 6 * s, topY, 12 * s, kerbY - topY, 4 * s, '#14110f') +
    circle(x, topY - 10 * s, 130 * s, `url(#g${c.id})`, cls(c, 'a')) +
    path(
      `M${f(x - 20 * s)} ${f(topY)}h${f(40 * s)}l${f(-8 * s)} ${f(-36 * s)}h${f(-24 * s)}Z`,
      '#14110f',
    ) +
    rect(x - 11 * s, topY - 30 * s, 22 * s, 26 * s, 3 * s, '#fff2c8')
  );
}

function interiorLight(c: Scene): string {
  return `<defs>${linear(`i${c.id}`, [38, 90, 72], [20, 70, 42])}</defs>`;
}

function street(c: Scene, venue: SceneVenue): string {
  const { W, H, s } = c;
  return (
    sky(c) +
    interiorLight(c) +
    facade(c, venue, -10 * s, W + 10 * s, H * 0.1) +
    pavement(c) +
    streetLamp(c, W - 60 * s)
  );
}

/** About's hero: the three fronts side by side on one street, the bridge above the roofs. */
function panorama(c: Scene): string {
  const { r, W, H, s } = c;
  const order: SceneVenue[] = ['sibumi', 'gastropub', 'bistro'];
  const gap = 26 * s;
  // On a portrait frame the middle front fills the view and its neighbours peek in.
  const width = Math.max((W - gap * 2) / 3, 520 * s);
  const left = W / 2 - width * 1.5 - gap;
  let out = sky(c) + interiorLight(c);
  order.forEach((venue, i) => {
    const x0 = left + i * (width + gap);
    const roofY = H * between(r, 0.3, 0.38);
    out += facade(c, venue, x0, x0 + width, roofY);
  });
  out += pavement(c);
  out += streetLamp(c, left + width + gap / 2) + streetLamp(c, left + 2 * width + gap * 1.5);
  out += motes(c, [40, 100, 80], H * 0.5, H * 0.95);
  return out;
}

// --- tables and close-ups ------------------------------------------------------------------------

/** Top-down dishes only: side views would not sit on a table seen from above. */
const tableDishes: Record<
  SceneVenue,
  readonly [
    'plate' | 'pizza' | 'salad' | 'bowl' | 'roll',
    ...('plate' | 'pizza' | 'salad' | 'bowl' | 'roll')[],
  ]
> = {
  gastropub: ['plate', 'pizza', 'salad'],
  sibumi: ['roll', 'bowl', 'salad'],
  bistro: ['pizza', 'plate', 'salad'],
};

function tabletop(c: Scene, venue: SceneVenue, seed: string): string {
  const { r, W, H } = c;
  const t = themes[venue];
  let out = '';
  if (venue === 'bistro') {
    // Pale marble with a few soft veins.
    out += rect(0, 0, W, H, 0, hex([34, 40, 93]));
    for (let i = 0; i < 4; i++) {
      const y = between(r, 0, H);
      out += path(
        `M0 ${f(y)}C${f(W * 0.3)} ${f(y + between(r, -160, 160))} ${f(W * 0.6)} ${f(y + between(r, -160, 160))} ${f(W)} ${f(y + between(r, -120, 120))}`,
        'none',
        stroke(hex([30, 10, 70]), between(r, 1.5, 4), ' opacity=".35"'),
      );
    }
  } else {
    const base: Hsl = venue === 'gastropub' ? [26, 46, 32] : [24, 26, 18];
    const plank = 120;
    for (let x = 0; x < W; x += plank) {
      out += rect(x, 0, plank, H, 0, shade(base, between(r, -3, 3)));
    }
    let grain = '';
    for (let i = 0; i < 14; i++) {
      const x = between(r, 0, W);
      grain += `M${f(x)} 0q${f(between(r, -12, 12))} ${f(H / 2)} 0 ${f(H)}`;
    }
    out += path(grain, 'none', stroke('#000', 1.5, ' opacity=".2"'));
    let seams = '';
    for (let x = plank; x < W; x += plank) seams += `M${x} 0V${H}`;
    out += path(seams, 'none', stroke('#000', 3, ' opacity=".35"'));
    if (venue === 'sibumi') {
      // A bamboo runner under the dishes.
      out += rect(0, H * 0.2, W, H * 0.6, 0, hex([44, 40, 62]));
      let slats = '';
      for (let x = 0; x < W; x += 12) slats += `M${x} ${f(H * 0.2)}V${f(H * 0.8)}`;
      out += path(slats, 'none', stroke('#000', 1.5, ' opacity=".18"'));
    }
  }
  const first = pick(r, tableDishes[venue]);
  const second = pick(r, tableDishes[venue]);
  const place = (icon: typeof first, x: number, y: number, scale: number, tag: string) =>
    group(
      renderDishDrawing({ seed: `${seed}:${tag}`, icon, venueId: venueIds[venue] }),
      `translate(${f(x - 300 * scale)} ${f(y - 300 * scale)}) scale(${scale})`,
    );
  const flip = r() < 0.5;
  const ax = flip ? W * 0.66 : W * 0.34;
  const bx = flip ? W * 0.2 : W * 0.8;
  out += place(first, ax, H * 0.52, 0.74, 'a');
  out += place(second, bx, H * (flip ? 0.26 : 0.74), 0.5, 'b');
  // A glass or cup and cutlery complete the setting.
  const gx = flip ? W * 0.16 : W * 0.84;
  const gy = H * (flip ? 0.8 : 0.2);
  if (venue === 'bistro') {
    out +=
      circle(gx, gy, 62, '#fff') +
      circle(gx, gy, 38, '#fdfbf6', stroke('#000', 1, ' opacity=".1"')) +
      circle(gx, gy, 30, hex([26, 55, 36])) +
      circle(gx - 6, gy - 6, 12, hex([34, 60, 70]), ' opacity=".6"');
  } else {
    out +=
      circle(gx + 8, gy + 10, 46, '#000', ' opacity=".25"') +
      circle(
        gx,
        gy,
        46,
        hex(venue === 'gastropub' ? [36, 85, 52] : [90, 30, 75]),
        ' opacity=".85"',
      ) +
      circle(gx, gy, 46, 'none', stroke('#fff', 4, ' opacity=".5"'));
  }
  const cx = flip ? W * 0.93 : W * 0.07;
  out += rect(cx - 8, H * 0.3, 16, H * 0.42, 8, shade(t.accent, 20), ' opacity=".9"');
  return out;
}

function bokeh(c: Scene, venue: SceneVenue): string {
  const { r, W, H, id } = c;
  const t = themes[venue];
  let out = `<defs>${linear(`w${id}`, t.wall[0], t.wall[1])}</defs>${rect(0, 0, W, H, 0, `url(#w${id})`)}`;
  for (let i = 0; i < 12; i++) {
    out += circle(
      between(r, 0, W),
      between(r, 0, H * 0.7),
      between(r, 30, 110),
      hex(drift(r, t.light, 20, 10)),
      ` opacity="${f(between(r, 0.12, 0.35))}"`,
    );
  }
  return out;
}

function detail(c: Scene, venue: SceneVenue, seed: string): string {
  const { r, W, H } = c;
  const t = themes[venue];
  let out = bokeh(c, venue);
  if (venue === 'sibumi') {
    // Lanterns up close, the nearest one large and slightly out of the frame.
    out += `<defs>${glowGradient(`g${c.id}`, t.light)}</defs>`;
    const positions: Array<[number, number]> = [
      [W * 0.25, 120],
      [W * 0.58, 60],
      [W * 0.86, 170],
    ];
    positions.forEach(([x, drop], i) => {
      const scene = { ...c, s: [1.6, 2.4, 1.2][i] ?? 1 };
      out += lamp(scene, 'sibumi', x + between(r, -20, 20), drop, i);
    });
    return out;
  }
  const icon =
    venue === 'gastropub'
      ? pick(r, ['drink', 'burger', 'snack'] as const)
      : pick(r, ['cake', 'drink'] as const);
  const scale = (H / 600) * 0.96;
  out += rect(0, H * 0.66, W, H * 0.34, 0, venue === 'bistro' ? '#fbf6ee' : shade(t.trim, -6));
  out += rect(0, H * 0.66, W, 6, 0, '#fff', ' opacity=".25"');
  out += group(
    renderDishDrawing({ seed, icon, venueId: venueIds[venue] }),
    `translate(${f(W / 2 - 300 * scale)} ${f(H - 600 * scale)}) scale(${f(scale)})`,
  );
  return out;
}

// --- public renderers ----------------------------------------------------------------------------

function svgFrame(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice" role="img">${body}</svg>`
  );
}

function scene(key: string, width: number, height: number, animated: boolean): Scene {
  const hash = fnv1a(key);
  return {
    r: mulberry32(hash),
    W: width,
    H: height,
    s: height / 900,
    id: hash.toString(36),
    animated,
  };
}

export interface GalleryInput {
  venue: SceneVenue;
  kind: GalleryKind;
  /** which photo of that kind: any positive number, a seed */
  n: number;
}

/** One 800×600 "photo" for a strip. */
export function renderGallerySvg({ venue, kind, n }: GalleryInput): string {
  const key = `gallery:${venue}:${kind}:${n}`;
  const { width, height } = GALLERY_SIZE;
  const c = scene(key, width, height, false);
  if (kind === 'table') return svgFrame(width, height, tabletop(c, venue, key));
  if (kind === 'detail') return svgFrame(width, height, detail(c, venue, key));
  const body = kind === 'hall' ? hall(c, venue) : street(c, venue);
  // Each photo frames the room or the front a little differently, as a photographer would.
  const zoom = between(c.r, 1, 1.4);
  const dx = between(c.r, 0, width * (zoom - 1));
  const dy = between(c.r, 0, height * (zoom - 1));
  const framed = group(
    body,
    `translate(${f(-dx)} ${f(-dy)}) scale(${Math.round(zoom * 100) / 100})`,
  );
  return svgFrame(
    width,
    height,
    framed + vignette(c, kind === 'hall' ? themes[venue].vignette : 0.4),
  );
}

/** A page header image: the still (wide or portrait) or the looping "video". */
export function renderHeroSvg(subject: HeroSubject, variant: HeroVariant): string {
  const { width, height } = HERO_SIZE[variant];
  // The loop and the wide still share a seed, so the video and its still show the same room.
  const c = scene(
    `hero:${subject}:${variant === 'mobile' ? 'mobile' : 'wide'}`,
    width,
    height,
    variant === 'loop',
  );
  const body =
    subject === 'about'
      ? panorama(c) + vignette(c, 0.35)
      : hall(c, subject) + vignette(c, themes[subject].vignette);
  return svgFrame(width, height, (c.animated ? loopStyle : '') + body);
}
