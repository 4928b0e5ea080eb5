/**
 * Food pictures: one drawing kind per food, so a menu shows wings as wings and blini as blini
 * (docs/decisions/025-one-picture-per-food.md). Each kind is a small recipe built from the pieces
 * in food-parts.ts; several variants of one food (three pelmeni, five rolls) share a recipe with a
 * different topping or colour, and the seed varies every drawing a little further.
 */
import {
  between,
  blob,
  circle,
  drift,
  ellipse,
  f,
  group,
  type Hsl,
  hex,
  leaf,
  type Palette,
  path,
  pick,
  points,
  polar,
  type Rng,
  rect,
  rotate,
  shade,
  shadowUnder,
  stroke,
  tableCrumbs,
} from './art';
import {
  at,
  basket,
  berry,
  berryColors,
  board,
  bowl,
  breadedStick,
  bumps,
  CX,
  CY,
  capsule,
  chunk,
  citrusWheel,
  crabLeg,
  croissant,
  crouton,
  cube,
  dill,
  dip,
  dollop,
  foldedBlin,
  type GlassShape,
  glassLiquid,
  glassOutline,
  grillMarks,
  halfMoon,
  herbs,
  leafBed,
  line,
  longPlate,
  meatSlice,
  mint,
  mugGlass,
  mussel,
  onionRing,
  pelmen,
  plate,
  pleated,
  randomDots,
  ring,
  roe,
  saucer,
  scallion,
  scallopMeat,
  scallopShell,
  sesame,
  smelt,
  spots,
  sprinkleDill,
  steamer,
  tallGlass,
  thickDisc,
  wedge,
  wing,
} from './food-parts';

type Draw = (r: Rng, p: Palette, id: string) => string;

/** top: seen from above, lying on the table; side: seen at an angle, standing on its edge. */
interface Food {
  view: 'top' | 'side';
  draw: Draw;
}

const top = (draw: Draw): Food => ({ view: 'top', draw });
const side = (draw: Draw): Food => ({ view: 'side', draw });

const lemonColor: Hsl = [50, 90, 55];
const limeColor: Hsl = [85, 60, 45];
const dark = '#1b1512';

// --- recipes shared by several kinds -------------------------------------------------------------

/** Round pieces scattered over a plate, with optional extras on top. */
function scatter(
  r: Rng,
  n: number,
  radius: number,
  gap: number,
  piece: (r: Rng, i: number) => string,
  cx = CX,
  cy = CY,
  scale = 1,
): string {
  let out = '';
  spots(r, n, radius, gap, cx, cy).forEach(([x, y], i) => {
    out += at(x, y, between(r, 0, 360), piece(r, i), scale);
  });
  return out;
}

interface SoupRecipe {
  broth: Hsl;
  /** toppings drawn inside the broth circle (centre 300,300, radius ~150) */
  toppings: (r: Rng, p: Palette) => string;
  radius?: number;
  /** lacquer bowl colour instead of the venue's rim */
  lacquer?: Hsl;
}

function soup(r: Rng, p: Palette, recipe: SoupRecipe): string {
  const radius = recipe.radius ?? 210;
  const broth = drift(r, recipe.broth, 3, 3);
  let out = shadowUnder(CX, CY, radius, radius, p);
  out += circle(CX, CY, radius, recipe.lacquer ? hex(recipe.lacquer) : hex(p.rim));
  out += circle(CX, CY, radius - 16, recipe.lacquer ? shade(recipe.lacquer, 14) : hex(p.dish));
  out += circle(CX, CY, radius - 40, hex(broth));
  out += circle(CX, CY, radius - 40, 'none', stroke(shade(broth, -10), 6));
  out += ellipse(CX - 60, CY - 70, 70, 26, '#fff', ' opacity=".12"');
  return out + group(recipe.toppings(r, p), rotate(between(r, 0, 360)));
}

/** Noodles: a tangle of wavy strokes inside a disc, outlined so single noodles read. */
function noodles(r: Rng, color: Hsl, width: number, count: number, radius: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const [x0, y0] = polar(Math.sqrt(r()) * radius, between(r, 0, 360));
    const angle = between(r, 0, Math.PI);
    const len = between(r, radius * 0.6, radius * 1.1);
    const dx = Math.cos(angle) * len;
    const dy = Math.sin(angle) * len;
    const bend = between(r, -40, 40);
    d += `M${f(x0 - dx / 2)} ${f(y0 - dy / 2)}q${f(dx / 4 - dy * 0.1 + bend)} ${f(dy / 4 + dx * 0.1 - bend)} ${f(dx / 2)} ${f(dy / 2)}t${f(dx / 2)} ${f(dy / 2)}`;
  }
  return line(d, shade(color, -18), width + 3) + line(d, hex(color), width);
}

/** Ramen: noodles under the broth, egg, meat slices, nori and scallion. */
function ramen(r: Rng, p: Palette, broth: Hsl, meat: 'pork' | 'chicken'): string {
  return soup(r, p, {
    broth,
    toppings: (r) => {
      let out = noodles(r, [46, 75, 76], 9, 16, 125);
      const [ex, ey] = polar(92, 200);
      out += at(
        ex,
        ey,
        between(r, 0, 90),
        ellipse(0, 0, 36, 30, '#fbf6ea') + circle(3, 2, 17, hex([34, 92, 52])),
      );
      for (const deg of [255, 305]) {
        const [x, y] = polar(90 + between(r, -6, 6), deg);
        out +=
          meat === 'pork'
            ? circle(x, y, 38, hex([18, 42, 66]), stroke(hex([18, 45, 45]), 5)) +
              ellipse(x + 4, y - 2, 18, 12, hex([20, 40, 78]), ' opacity=".7"')
            : at(x, y, deg, meatSlice(84, 44, [28, 60, 48], [36, 40, 88]));
      }
      const [nx, ny] = polar(118, 355);
      out += at(nx, ny, 20, rect(-30, -55, 60, 110, 4, hex([150, 25, 14])));
      return out + scallion(r, 12, 120);
    },
  });
}

interface CakeRecipe {
  /** bottom to top */
  layers: readonly Hsl[];
  top: Hsl;
  drips?: Hsl;
  decor: 'berry' | 'crumbs' | 'truffle' | 'carrot' | 'dust' | 'scallop';
}

/** A wedge of layered cake (or anything layered: herring under a fur coat) on a small plate. */
function cakeSlice(r: Rng, p: Palette, recipe: CakeRecipe): string {
  const tip: [number, number] = [170, 260];
  const back: [number, number] = [420, 215];
  const front: [number, number] = [445, 290];
  const h = 150;
  let out = shadowUnder(300, 440, 220, 70, p);
  out += ellipse(300, 430, 220, 72, hex(p.dish)) + ellipse(300, 430, 180, 55, shade(p.dish, -4));
  out += path(
    `M${points([front, back, [back[0], back[1] + h], [front[0], front[1] + h]])}Z`,
    shade(recipe.top, -10),
  );
  const n = recipe.layers.length;
  recipe.layers.forEach((color, i) => {
    const t0 = h - ((i + 1) / n) * h;
    const t1 = h - (i / n) * h;
    out += path(
      `M${points([
        [tip[0], tip[1] + t0],
        [front[0], front[1] + t0],
        [front[0], front[1] + t1],
        [tip[0], tip[1] + t1],
      ])}Z`,
      hex(color),
    );
  });
  out += path(`M${points([tip, back, front])}Z`, hex(recipe.top));
  if (recipe.drips) {
    let drips = `M${f(tip[0])} ${f(tip[1])}`;
    for (let t = 0.05; t < 0.95; t += between(r, 0.1, 0.18)) {
      const x = tip[0] + (front[0] - tip[0]) * t;
      const y = tip[1] + (front[1] - tip[1]) * t;
      drips += `L${f(x)} ${f(y)}q6 ${f(between(r, 14, 34))} 12 0`;
    }
    out += path(`${drips}L${f(front[0])} ${f(front[1])}Z`, hex(recipe.drips));
  }
  const [bx, by] = [between(r, 340, 370), between(r, 238, 248)];
  const onTop = (color: string, n: number, size: number) =>
    randomDots(
      n,
      () => {
        const k = r();
        const j = r();
        return [
          tip[0] + (back[0] - tip[0]) * k + (front[0] - back[0]) * j * k,
          tip[1] + (back[1] - tip[1]) * k + (front[1] - back[1]) * j * k,
        ];
      },
      size,
      color,
    );
  switch (recipe.decor) {
    case 'berry':
      out += dollop(r, bx + 18, by - 4, 18) + berry(bx, by, 16, berryColors.raspberry);
      out += leaf(bx - 8, by - 20, 30, 10, -30, hex([110, 50, 40]));
      break;
    case 'crumbs':
      out += onTop(shade(recipe.top, -14), 22, 3.5);
      break;
    case 'truffle':
      out +=
        circle(bx, by, 18, hex([15, 40, 16])) + circle(bx - 5, by - 6, 5, '#fff', ' opacity=".25"');
      out += onTop(hex([40, 70, 60]), 6, 3);
      break;
    case 'carrot':
      out += path(
        `M${f(bx - 6)} ${f(by - 12)}L${f(bx + 30)} ${f(by + 6)}L${f(bx - 10)} ${f(by + 8)}Z`,
        hex([26, 90, 55]),
      );
      out += leaf(bx - 14, by - 8, 22, 8, -60, hex([110, 55, 40]));
      out += onTop(hex([28, 50, 38]), 5, 6);
      break;
    case 'dust':
      out += onTop('#fff', 26, 2.5);
      break;
    case 'scallop':
      out += onTop(hex([48, 90, 60]), 26, 4);
      out += at(bx, by, 0, scallopMeat(20)) + at(bx - 40, by, 0, dill(40));
      break;
  }
  out += tableCrumbs(r, p);
  return group(out, rotate(between(r, -4, 4), 300, 380));
}

interface DrinkRecipe {
  glass: GlassShape;
  /** bottom to top: colour and height */
  bands: ReadonlyArray<readonly [Hsl, number]>;
  handle?: boolean;
  ice?: boolean;
  straw?: boolean;
  /** drawn last, over the rim */
  garnish: (r: Rng, rimY: number) => string;
  /** floating in the drink */
  inside?: (r: Rng) => string;
}

function drink(r: Rng, p: Palette, recipe: DrinkRecipe): string {
  const g = recipe.glass;
  let out = saucer(p, g.foot + 4, g.bottom / 2 + 50, hex(p.linen));
  out += path(
    `M${f(300 - g.top / 2)} ${g.rim}L${f(300 - g.bottom / 2)} ${g.foot}L${f(300 + g.bottom / 2)} ${g.foot}L${f(300 + g.top / 2)} ${g.rim}Z`,
    '#fff',
    ' opacity=".14"',
  );
  out += glassLiquid(g, recipe.bands);
  if (recipe.inside) out += recipe.inside(r);
  if (recipe.ice) {
    const level = g.foot - recipe.bands.reduce((sum, [, h]) => sum + h, 0);
    for (let i = 0; i < 3; i++) {
      const x = 250 + i * 50 + between(r, -8, 8);
      const y = level + between(r, 10, 60);
      out += rect(
        x - 22,
        y - 22,
        44,
        44,
        8,
        '#fff',
        ` opacity=".35"${stroke('#fff', 2)} transform="${rotate(between(r, -30, 30), x, y)}"`,
      );
    }
  }
  if (recipe.straw) {
    out += group(rect(292, 40, 16, 420, 8, hex(p.accent)), rotate(between(r, 8, 18), 300, 400));
  }
  out += glassOutline(g, recipe.handle);
  out += recipe.garnish(r, g.rim);
  return group(out, rotate(between(r, -3, 3), 300, 480));
}

/** A porcelain cup on a saucer seen at an angle; `surface` draws on the drink's top ellipse. */
function cup(r: Rng, p: Palette, body: string, liquid: Hsl, surface: string): string {
  let out = saucer(p, 470, 190, '#fbf8f2');
  out += ellipse(300, 462, 150, 30, shade([40, 20, 90], 0));
  out += path('M150 300Q160 470 300 470Q440 470 450 300Z', body);
  out += path(
    'M440 330Q520 320 510 380Q500 430 420 420',
    'none',
    stroke(body, 18, ' stroke-linecap="round"'),
  );
  out += ellipse(300, 300, 150, 34, body);
  out += ellipse(300, 302, 136, 28, hex(liquid));
  out += surface;
  out += path(
    'M175 330Q185 430 250 455',
    'none',
    stroke('#fff', 8, ' opacity=".4" stroke-linecap="round"'),
  );
  return group(out, rotate(between(r, -2, 2), 300, 470));
}

interface RollRecipe {
  /** outside of the piece: nori (maki) or rice with a coat (uramaki) */
  coat: 'nori' | 'salmon' | 'tobiko' | 'eel' | 'crumb';
  filling: readonly Hsl[];
  /** on top of each piece */
  cap?: 'baked' | 'spicy' | 'sauce';
}

/** A row of roll pieces on a wooden board, with ginger, wasabi and chopsticks. */
function rolls(r: Rng, p: Palette, recipe: RollRecipe): string {
  const count = pick(r, [4, 5] as [number, number]);
  const width = count * 92 + 60;
  const x0 = 300 - width / 2;
  let out = rect(x0 + 12, 246, width, 150, 16, '#000', ` opacity="${p.shadow}"`);
  out += rect(x0, 230, width, 150, 16, hex(p.wood));
  for (let i = 0; i < count; i++) {
    const cx = x0 + 76 + i * 92;
    const cy = 305 + between(r, -6, 6);
    out += circle(cx + 4, cy + 8, 42, '#000', ' opacity=".25"');
    const rice = '#fbf8f0';
    if (recipe.coat === 'nori') {
      out += circle(cx, cy, 42, hex([150, 22, 14])) + circle(cx, cy, 35, rice);
    } else {
      const coat: Record<RollRecipe['coat'], Hsl> = {
        nori: [150, 22, 14],
        salmon: [16, 85, 64],
        tobiko: [22, 92, 56],
        eel: [22, 55, 26],
        crumb: [38, 80, 56],
      };
      const c = coat[recipe.coat];
      out += circle(cx, cy, 44, hex(c));
      if (recipe.coat === 'salmon') {
        out += path(
          `M${f(cx - 30)} ${f(cy - 30)}q30 14 60 0M${f(cx - 36)} ${f(cy + 18)}q36 14 72 0`,
          'none',
          stroke('#fff', 3, ' opacity=".7"'),
        );
      } else if (recipe.coat === 'tobiko' || recipe.coat === 'crumb') {
        out += bumps(
          cx,
          cy,
          40,
          recipe.coat === 'crumb' ? 6 : 3.5,
          recipe.coat === 'crumb' ? 16 : 24,
          shade(c, recipe.coat === 'crumb' ? -14 : 14),
        );
      } else {
        out += path(
          `M${f(cx - 32)} ${f(cy - 20)}q32 -22 64 0`,
          'none',
          stroke(hex([40, 70, 70]), 4, ' opacity=".6"'),
        );
      }
      out += circle(cx, cy, 34, rice) + circle(cx, cy, 22, hex([150, 22, 14]));
    }
    const fill = recipe.filling;
    fill.forEach((color, k) => {
      const [fx, fy] = polar(fill.length > 1 ? 7 : 0, k * (360 / fill.length) + 30, cx, cy);
      out += path(blob(r, fx, fy, 12, 12, 5, 0.2), hex(color));
    });
    if (recipe.coat === 'nori' || recipe.coat === 'salmon') {
      out += sesame(r, 4, 28, cx, cy, '#3a2e20');
    }
    if (recipe.cap === 'baked') {
      out += path(blob(r, cx, cy - 8, 40, 28, 7, 0.15), hex([30, 85, 62]));
      out +=
        circle(cx - 10, cy - 16, 7, hex([24, 70, 40]), ' opacity=".7"') +
        circle(cx + 14, cy - 4, 5, hex([24, 70, 40]), ' opacity=".7"');
    } else if (recipe.cap === 'spicy') {
      out +=
        dollop(r, cx, cy - 4, 16, hex([14, 90, 55])) +
        circle(cx + 2, cy - 18, 4, hex([110, 55, 40]));
    } else if (recipe.cap === 'sauce') {
      out += line(`M${f(cx - 40)} ${f(cy - 10)}q20 -16 40 0t40 0`, hex([20, 60, 22]), 6);
    }
  }
  const sideX = r() < 0.5 ? -1 : 1;
  const gx = 300 + sideX * (width / 2 - 60);
  for (let i = 0; i < 3; i++)
    out += leaf(gx + i * 16, 425, 64, 30, 60 + i * 25, hex([350, 70, 82]));
  out += path(blob(r, gx - sideX * 100, 428, 28, 19, 6, 0.15), hex([85, 50, 52]));
  out += group(
    rect(150, 170, 320, 11, 5, shade(p.wood, 8)) + rect(150, 192, 320, 11, 5, shade(p.wood, 4)),
    rotate(between(r, -8, 8)),
  );
  return group(
    out,
    `${rotate(between(r, -6, 6))} translate(300 300) scale(${f(Math.min(1.18, 540 / width))}) translate(-300 -300)`,
  );
}

type NigiriTop = 'salmon' | 'eel' | 'scallop' | 'smelt' | 'tuna' | 'whitefish';

/** One nigiri from above: a rice pillow with the topping draped over it, lying along x. */
function nigiri(r: Rng, topping: NigiriTop): string {
  const colors: Record<NigiriTop, Hsl> = {
    salmon: [16, 88, 64],
    eel: [22, 55, 28],
    scallop: [30, 45, 84],
    smelt: [34, 40, 62],
    tuna: [355, 68, 42],
    whitefish: [20, 40, 90],
  };
  const c = drift(r, colors[topping], 2, 3);
  let out = rect(-56, -30, 112, 60, 28, '#fbf8f0', stroke('#e6dfcc', 2));
  out += rect(-68, -26, 136, 52, 22, hex(c), stroke(shade(c, -12), 2));
  if (topping === 'salmon' || topping === 'tuna') {
    let d = '';
    for (let x = -44; x < 60; x += 22) d += `M${x} -24q10 24 -4 48`;
    out += path(d, 'none', stroke('#fff', 3, ` opacity="${topping === 'salmon' ? '.75' : '.25'}"`));
  } else if (topping === 'eel') {
    out += rect(-60, -18, 120, 10, 5, shade(c, 18), ' opacity=".6"');
    out += sesame(r, 8, 40, 0, 0);
  } else if (topping === 'scallop') {
    out += line('M-50 0Q0 8 50 0', shade(c, -10), 3) + roe(r, 4, 10, 0, -6);
  } else if (topping === 'smelt') {
    out +=
      rect(-64, -26, 128, 16, 8, hex([205, 15, 70])) + line('M-60 -10H60', hex([30, 60, 40]), 3);
  }
  if (topping === 'eel' || topping === 'smelt')
    out += rect(-10, -30, 20, 60, 3, hex([150, 22, 14]));
  return out;
}

function nigiriSet(r: Rng, p: Palette, toppings: readonly NigiriTop[]): string {
  let out = longPlate(p, 480, 300);
  toppings.forEach((t, i) => {
    const x = 190 + i * 74 + between(r, -4, 4);
    const y = 290 + (i % 2) * 24;
    out += at(x, y, 75 + between(r, -5, 5), nigiri(r, t), 1.25);
  });
  out += path(blob(r, 480, 400, 24, 17, 6, 0.15), hex([85, 50, 52]));
  for (let i = 0; i < 3; i++)
    out += leaf(460 + i * 14, 200, 54, 24, 60 + i * 25, hex([350, 70, 82]));
  return out;
}

/** Sliced raw fish fanned like dominoes on shredded daikon with a shiso leaf. */
function sashimi(r: Rng, p: Palette, fishes: readonly Hsl[]): string {
  let out = longPlate(p, 500, 320);
  let daikon = '';
  for (let i = 0; i < 22; i++) {
    const x = between(r, 170, 430);
    const y = between(r, 240, 360);
    daikon += `M${f(x)} ${f(y)}l${f(between(r, -30, 30))} ${f(between(r, 6, 14))}`;
  }
  out += line(daikon, '#f4f4ee', 4);
  out += leaf(250, 300, 170, 90, 70, hex([120, 45, 36]));
  const rows = fishes.length > 1 ? fishes.length : 1;
  fishes.forEach((color, k) => {
    const count = fishes.length > 1 ? 3 : 5;
    for (let i = 0; i < count; i++) {
      const x = 190 + i * 40 + (fishes.length > 1 ? (k % 2) * 130 : 20);
      const y = 250 + (rows > 1 ? Math.floor(k / 2) * 100 : 50) + i * 4;
      const c = drift(r, color, 2, 3);
      out += at(
        x,
        y,
        15,
        rect(-24, -44, 48, 88, 10, hex(c), stroke(shade(c, -12), 2)) +
          line('M-14 -30q14 30 0 60', '#fff', 2.5, ' opacity=".4"'),
        fishes.length > 1 ? 1.1 : 1.35,
      );
    }
  });
  out += path(blob(r, 440, 370, 22, 16, 6, 0.15), hex([85, 50, 52]));
  out += at(150, 230, 30, wedge(lemonColor, 0.7));
  return out;
}

/** Poke: rice under sectors of toppings, the fish or tofu taking the largest. */
function poke(r: Rng, p: Palette, main: (r: Rng) => string): string {
  let out = bowl(p, '#fbf8f0', 215);
  const start = between(r, 0, 360);
  const place = (k: number, content: string, radius = 100) => {
    const [x, y] = polar(radius, start + k * 72);
    return at(x, y, 0, content, 1.45);
  };
  let avocado = '';
  for (let i = 0; i < 5; i++) {
    avocado += at(
      (i - 2) * 12,
      0,
      90,
      path('M-36 0A36 13 0 0 1 36 0Z', hex([80, 50, 48]), stroke(hex([95, 45, 30]), 3)),
    );
  }
  let cucumber = '';
  for (let i = 0; i < 4; i++) {
    const [x, y] = polar(20, i * 90 + 45, 0, 0);
    cucumber += circle(x, y, 17, hex([100, 45, 40])) + circle(x, y, 13, hex([80, 50, 82]));
  }
  let edamame = '';
  for (let i = 0; i < 9; i++) {
    const [x, y] = polar(between(r, 0, 26), between(r, 0, 360), 0, 0);
    edamame += ellipse(x, y, 9, 7, hex([95, 60, 50]), stroke(hex([100, 50, 34]), 2));
  }
  let mango = '';
  for (let i = 0; i < 6; i++) {
    const [x, y] = polar(between(r, 0, 24), between(r, 0, 360), 0, 0);
    mango += at(x, y, between(r, 0, 90), cube(20, [40, 95, 58]));
  }
  out += place(1, avocado) + place(2, cucumber) + place(3, edamame) + place(4, mango);
  out += place(0, main(r), 70);
  return (
    out +
    sesame(r, 24, 150) +
    line(`M200 ${f(between(r, 220, 260))}q60 40 120 0t120 0`, hex([24, 60, 28]), 4, ' opacity=".8"')
  );
}

/** Deep-fried dumplings, nuggets and the like in a basket or on a plate. */
function friedPieces(r: Rng, p: Palette, color: Hsl, n: number, size: number, sauce: Hsl): string {
  let out = plate(p);
  out += leafBed(r, 4, 80, 250, 330);
  out += scatter(
    r,
    n,
    110,
    size * 1.4,
    (r) =>
      path(
        blob(r, 0, 0, size, size * 0.85, 9, 0.22),
        hex(drift(r, color, 3, 5)),
        stroke(shade(color, -14), 3),
      ) +
      path(blob(r, -size * 0.2, -size * 0.2, size * 0.45, size * 0.3, 6, 0.3), shade(color, 14)),
  );
  out += at(410, 220, 200, wedge(lemonColor)) + dip(p, 430, 400, sauce, 40);
  return out;
}

type BurgerFill = 'beef' | 'bacon' | 'crab' | 'chicken';

function burger(r: Rng, p: Palette, fill: BurgerFill): string {
  const bun = drift(r, [32, 68, 54], 4, 5);
  let out = shadowUnder(300, 470, 230, 48, p) + ellipse(300, 468, 230, 48, hex(p.wood));
  out += ellipse(300, 462, 210, 38, shade(p.wood, 6));
  out += rect(150, 395, 300, 55, 22, hex(bun));
  const patty: Record<BurgerFill, Hsl> = {
    beef: [16, 42, 24],
    bacon: [16, 42, 24],
    crab: [14, 70, 66],
    chicken: [34, 80, 50],
  };
  const y = 350;
  if (fill === 'chicken') {
    out += path(
      blob(r, 300, y + 22, 175, 34, 10, 0.08),
      hex(patty.chicken),
      stroke(shade(patty.chicken, -14), 3),
    );
    out += randomDots(
      14,
      () => [between(r, 150, 450), y + between(r, 8, 38)],
      3,
      shade(patty.chicken, -16),
    );
  } else {
    out += rect(140, y, 320, 48, 24, hex(patty[fill]));
    for (let i = 0; i < 9; i++) {
      out += circle(
        between(r, 170, 430),
        y + between(r, 12, 36),
        fill === 'crab' ? 5 : 3,
        fill === 'crab' ? '#fff6ee' : hex([16, 40, 34]),
      );
    }
  }
  if (fill === 'beef' || fill === 'bacon') {
    let drips = `M138 ${y}L462 ${y}L462 ${y + 12}`;
    for (let x = 440; x > 150; x -= between(r, 30, 55))
      drips += `L${f(x)} ${y + 12}l-6 ${f(between(r, 10, 28))}l-10 0`;
    out += path(`${drips}L138 ${y + 12}Z`, hex([44, 92, 58]), ' stroke-linejoin="round"');
  }
  if (fill === 'bacon') {
    let d = '';
    for (const x0 of [120, 300]) d += `M${x0} ${y - 2}q45 -26 90 0t90 0`;
    out += line(d, hex([5, 62, 42]), 22) + line(d, hex([20, 60, 82]), 5);
    out += path(blob(r, 300, y - 14, 130, 14, 8, 0.2), hex([340, 45, 24]));
  }
  if (fill === 'crab') out += path(blob(r, 300, y - 4, 160, 12, 8, 0.2), '#fbf6e8');
  const top = 325;
  if (fill === 'beef' || fill === 'crab') out += rect(160, top, 280, 26, 6, hex([5, 72, 50]));
  let lettuce = `M130 ${top + 6}`;
  for (let x = 130; x < 470; x += 28) lettuce += `q14 ${f(between(r, 14, 26))} 28 0`;
  out += path(`${lettuce}L470 ${top - 8}L130 ${top - 8}Z`, hex([95, 60, 45]));
  const dome = top - 8;
  out += path(`M140 ${dome}A160 110 0 0 1 460 ${dome}Z`, hex(bun));
  out += ellipse(250, dome - 70, 50, 18, '#fff', ' opacity=".18"');
  for (let i = 0; i < 12; i++) {
    const x = between(r, 190, 410);
    const reach = Math.sqrt(Math.max(0, 1 - ((x - 300) / 150) ** 2)) * 100;
    const yy = dome - between(r, 15, Math.max(20, reach - 10));
    out += ellipse(x, yy, 5, 2.5, '#fbf3dc', ` transform="${rotate(between(r, -40, 40), x, yy)}"`);
  }
  return group(out, rotate(between(r, -3, 3)));
}

/** A round pie or tart from above: fluted or crimped crust around a filling. */
function pie(
  r: Rng,
  p: Palette,
  filling: Hsl,
  topDraw: (r: Rng) => string,
  opts: { fluted?: boolean; cut?: boolean } = {},
): string {
  const crust: Hsl = [34, 66, 58];
  let out = plate(p, 230);
  out +=
    circle(CX, CY, 176, hex(crust)) +
    bumps(CX, CY, 176, opts.fluted ? 14 : 18, opts.fluted ? 36 : 24, hex(crust));
  out += circle(CX, CY, 158, hex(filling));
  out += topDraw(r);
  if (opts.cut) {
    const a = between(r, 0, 360);
    const [x1, y1] = polar(196, a);
    const [x2, y2] = polar(196, a + 45);
    out += path(`M300 300L${f(x1)} ${f(y1)}A196 196 0 0 1 ${f(x2)} ${f(y2)}Z`, shade(p.dish, -3));
    out += path(`M${f(x1)} ${f(y1)}L300 300L${f(x2)} ${f(y2)}`, 'none', stroke(hex(crust), 6));
  }
  return out;
}

// --- the kinds -----------------------------------------------------------------------------------

const sourCream = '#fbf8f0';

export const foods = {
  // gastropub: beer snacks
  croutons: top((r, p) => {
    let out = basket(r, p);
    for (let i = 0; i < 10; i++) {
      const [x, y] = polar(Math.sqrt(r()) * 95, between(r, 0, 360));
      out += at(x, y, between(r, 0, 180), crouton(r));
    }
    return out + dip(p, 450, 450, [44, 85, 60]);
  }),
  wings: top((r, p) => {
    let out = plate(p);
    ring(r, 7, 132).forEach(([x, y, deg], i) => {
      out += at(
        x,
        y,
        deg + 90 + between(r, -25, 25),
        wing(r, drift(r, [14, 72, 34], 4, 4), i % 2 === 0),
        1.25,
      );
    });
    out += dip(p, CX, CY, [45, 25, 88], 50);
    out +=
      at(380, 410, -30, capsule(120, 18, [90, 50, 60])) +
      at(400, 440, -20, capsule(110, 18, [90, 45, 55]));
    return out + sesame(r, 20, 150);
  }),
  'cheese-sticks': top((r, p) => {
    let out = board(r, p, 430, 320, 290, 300);
    for (let i = 0; i < 6; i++) {
      out += at(
        250 + (i % 2) * 24,
        190 + i * 42,
        -16 + between(r, -6, 6),
        breadedStick(r, 170, i === 2 || i === 4),
      );
    }
    return out + dip(p, 435, 390, [5, 72, 44], 48);
  }),
  'onion-rings': top((r, p) => {
    let out = plate(p);
    out += scatter(r, 7, 105, 62, (r) => onionRing(r, 48));
    return (
      out +
      dip(p, 430, 430, [70, 30, 84]) +
      circle(425, 425, 3, hex([110, 50, 40])) +
      circle(438, 432, 3, hex([110, 50, 40]))
    );
  }),
  'beer-platter': top((r, p) => {
    let out = board(r, p, 500, 380);
    for (let i = 0; i < 3; i++) out += at(150 + i * 34, 200, 80, crouton(r));
    for (let i = 0; i < 2; i++) out += at(290 + i * 70, 180, 0, onionRing(r, 40));
    for (let i = 0; i < 3; i++) out += at(420, 200 + i * 50, 10, wing(r, [12, 72, 32], i !== 1));
    for (let i = 0; i < 2; i++) out += at(200, 330 + i * 44, -10, breadedStick(r, 150, i === 0));
    [[5, 72, 44] as Hsl, [44, 85, 60] as Hsl, [70, 30, 84] as Hsl].forEach((sauce, i) => {
      out += dip(p, 310 + i * 80, 400, sauce, 34);
    });
    return out;
  }),

  // gastropub: seafood
  'scallops-grilled': top((r, p) => {
    let out = plate(p);
    ring(r, 3, 92).forEach(([x, y, deg]) => {
      out += at(x, y, deg + 90, scallopShell([22, 55, 72], 110) + at(0, -46, 0, scallopMeat(42)));
    });
    return out + at(CX, CY, between(r, 0, 360), wedge(lemonColor, 0.8)) + herbs(r, 4, 330, 280, 30);
  }),
  'crab-legs': top((r, p) => {
    let out = board(r, p, 470, 330);
    for (let i = 0; i < 4; i++)
      out += at(290 + between(r, -10, 10), 190 + i * 66, -8 + between(r, -4, 4), crabLeg(r, 300));
    return out + at(455, 205, 120, wedge(lemonColor)) + dip(p, 450, 400, [46, 80, 66], 38);
  }),
  trepang: top((r, p) => {
    let out = plate(p);
    out += path(blob(r, CX, CY, 150, 140, 10, 0.1), hex([24, 55, 30]), ' opacity=".7"');
    for (let i = 0; i < 10; i++) {
      const [x, y] = polar(Math.sqrt(r()) * 120, between(r, 0, 360));
      const c = pick(r, [[5, 80, 50] as Hsl, [48, 90, 55], [100, 50, 40], [28, 90, 55]]);
      out += at(x, y, between(r, 0, 180), rect(-34, -7, 68, 14, 7, hex(c)));
    }
    out += scatter(r, 7, 110, 60, (r) => {
      let t = path(blob(r, 0, 0, 40, 20, 8, 0.18), hex([20, 25, 20]), stroke(hex([20, 25, 34]), 2));
      t += randomDots(5, () => [between(r, -28, 28), between(r, -10, 10)], 4, hex([20, 20, 30]));
      return t;
    });
    return out + sesame(r, 18, 140) + scallion(r, 8, 130);
  }),
  mussels: top((r, p) => {
    let out = bowl(p, hex([42, 45, 84]), 215);
    ring(r, 10, 120).forEach(([x, y, deg]) => {
      out += at(x, y, deg, mussel());
    });
    ring(r, 5, 50).forEach(([x, y, deg]) => {
      out += at(x, y, deg, mussel(), 0.9);
    });
    return out + herbs(r, 7, CX, CY, 120);
  }),
  'scallop-tartare': top((r, p) => {
    let out = plate(p);
    ring(r, 9, 125).forEach(([x, y]) => {
      out +=
        circle(x, y, 22, hex([100, 45, 36])) +
        circle(x, y, 17, hex([85, 45, 80])) +
        circle(x, y, 4, hex([85, 30, 70]));
    });
    out +=
      circle(CX + 6, CY + 8, 86, '#000', ' opacity=".2"') +
      circle(CX, CY, 84, hex([28, 55, 74]), stroke(hex([24, 45, 60]), 3));
    for (let i = 0; i < 22; i++) {
      const [x, y] = polar(Math.sqrt(r()) * 66, between(r, 0, 360));
      out += at(
        x,
        y,
        between(r, 0, 90),
        cube(18, pick(r, [[34, 50, 90] as Hsl, [26, 60, 80], [100, 50, 50]])),
      );
    }
    out += herbs(r, 5, CX, CY - 10, 18);
    for (let i = 0; i < 6; i++) {
      const [x, y] = polar(160, i * 60 + 30);
      out += circle(x, y, 6, hex([90, 60, 40]));
    }
    return out;
  }),

  // gastropub: salads
  caesar: top((r, p) => {
    let out = plate(p);
    for (let i = 0; i < 7; i++) {
      const [x, y] = polar(between(r, 50, 90), i * 51 + between(r, 0, 20));
      out += leaf(
        x,
        y,
        220,
        96,
        i * 51 + 90 + between(r, -20, 20),
        hex(drift(r, pick(r, [[82, 55, 52] as Hsl, [95, 50, 40], [75, 60, 62]]), 6, 4)),
      );
    }
    ring(r, 5, 70).forEach(([x, y, deg]) => {
      out += at(
        x,
        y,
        deg + 90,
        rect(-50, -22, 100, 44, 16, hex([32, 62, 62]), stroke(hex([28, 55, 44]), 2)) +
          line('M-30 -14l12 28M0 -14l12 28M30 -14l-6 14', hex([24, 60, 34]), 5),
      );
    });
    for (let i = 0; i < 7; i++) {
      const [x, y] = polar(between(r, 40, 140), between(r, 0, 360));
      out += at(x, y, between(r, 0, 90), cube(26, [38, 72, 60]));
    }
    for (let i = 0; i < 8; i++) {
      const [x, y] = polar(between(r, 20, 130), between(r, 0, 360));
      out += at(x, y, between(r, 0, 180), path('M-16 -6L18 -10L14 8L-12 6Z', hex([48, 60, 86])));
    }
    return out + line(`M180 ${f(between(r, 240, 280))}q40 30 80 0t80 0t80 0`, '#fdfaf0', 5);
  }),
  'warm-beef-salad': top((r, p) => {
    let out = plate(p);
    out += path(blob(r, CX, CY, 150, 150, 12, 0.1), hex([105, 45, 26]));
    out += leafBed(r, 12, 120);
    out += scatter(r, 7, 110, 50, () => meatSlice(74, 34, [14, 45, 24], [5, 55, 50]));
    for (let i = 0; i < 5; i++) {
      const [x, y] = polar(between(r, 40, 130), between(r, 0, 360));
      out +=
        circle(x, y, 18, hex([4, 78, 50])) +
        circle(x, y, 13, hex([8, 80, 62])) +
        circle(x + 3, y + 2, 2.5, '#f6e3a0');
    }
    return (
      out +
      sesame(r, 24, 130) +
      line(`M190 ${f(between(r, 300, 340))}q50 -40 110 0t110 0`, hex([20, 55, 20]), 4)
    );
  }),
  'crab-avocado-salad': top((r, p) => {
    let out = plate(p);
    out += leafBed(r, 6, 100, CX, CY + 20);
    const start = between(r, 0, 360);
    for (let i = 0; i < 8; i++) {
      const [x, y] = polar(110, start + i * 22);
      out += at(
        x,
        y,
        start + i * 22,
        path('M-46 0A46 20 0 0 1 46 0Z', hex([78, 55, 52]), stroke(hex([100, 50, 26]), 4)) +
          path('M-40 -2A40 12 0 0 1 40 -2Z', hex([62, 60, 70])),
        1,
      );
    }
    out += path(blob(r, CX, CY, 80, 70, 9, 0.2), '#fbf4ec');
    for (let i = 0; i < 14; i++) {
      const [x, y] = polar(between(r, 0, 66), between(r, 0, 360));
      out += line(
        `M${f(x)} ${f(y)}l${f(between(r, -14, 14))} ${f(between(r, 4, 10))}`,
        hex([8, 80, 60]),
        4,
      );
    }
    return out + roe(r, 10, 24, CX, CY - 10);
  }),
  olivier: top((r, p) => {
    let out = plate(p);
    out +=
      circle(CX + 8, CY + 12, 134, '#000', ' opacity=".12"') +
      path(blob(r, CX, CY, 134, 128, 10, 0.06), hex([46, 60, 80]), stroke(hex([44, 50, 66]), 3));
    for (let i = 0; i < 26; i++) {
      const [x, y] = polar(Math.sqrt(r()) * 112, between(r, 0, 360));
      const c = pick(r, [
        [46, 40, 80] as Hsl,
        [46, 40, 80],
        [28, 85, 58],
        [95, 45, 40],
        [48, 20, 96],
      ]);
      out +=
        c[0] === 95 && r() < 0.6
          ? circle(x, y, 9, hex([100, 55, 45]))
          : at(x, y, between(r, 0, 90), cube(20, c));
    }
    const fan = between(r, 0, 360);
    for (let i = 0; i < 4; i++) {
      const [x, y] = polar(40 + i * 4, fan + i * 28);
      out += at(
        x,
        y,
        fan + i * 28,
        rect(-50, -20, 100, 40, 14, hex([0, 0, 98])) +
          rect(-50, -12, 100, 32, 14, hex([355, 50, 32])),
      );
    }
    return out + herbs(r, 3, CX, CY, 10);
  }),
  'beet-salad': top((r, p) => {
    let out = plate(p);
    for (let i = 0; i < 8; i++) {
      const [x, y] = polar(between(r, 40, 125), i * 45 + between(r, -10, 10));
      out += at(
        x,
        y,
        0,
        circle(0, 0, 42, hex([335, 60, 28])) +
          circle(0, 0, 30, 'none', stroke(hex([330, 55, 42]), 3)) +
          circle(0, 0, 16, 'none', stroke(hex([330, 55, 42]), 3)),
      );
    }
    for (let i = 0; i < 7; i++) {
      const [x, y] = polar(between(r, 0, 120), between(r, 0, 360));
      out += path(blob(r, x, y, 20, 17, 6, 0.25), '#fbfaf5', stroke('#e9e4d8', 2));
    }
    for (let i = 0; i < 6; i++) {
      const [x, y] = polar(between(r, 0, 130), between(r, 0, 360));
      out += leaf(x, y, 60, 14, between(r, 0, 360), hex([110, 50, 34]));
    }
    for (let i = 0; i < 5; i++) {
      const [x, y] = polar(between(r, 10, 130), between(r, 0, 360));
      out += path(blob(r, x, y, 13, 10, 6, 0.3), hex([30, 45, 45]));
    }
    return out;
  }),

  // soups
  borscht: top((r, p) => {
    let out = soup(r, p, {
      broth: [356, 70, 36],
      radius: 190,
      toppings: (r) => {
        let t = '';
        for (let i = 0; i < 12; i++) {
          const [x, y] = polar(between(r, 30, 130), between(r, 0, 360));
          t += at(x, y, between(r, 0, 180), rect(-22, -4, 44, 8, 4, hex([335, 65, 26])));
        }
        t += scatter(r, 4, 100, 50, (r) => chunk(r, 16, [18, 40, 30]));
        return (
          t +
          dollop(r, CX, CY, 36) +
          at(CX + 30, CY - 20, 40, dill(60)) +
          at(CX - 20, CY + 30, 200, dill(50))
        );
      },
    });
    for (const [x, y] of [
      [495, 450],
      [450, 520],
      [540, 525],
    ] as const) {
      out +=
        circle(x + 5, y + 8, 42, '#000', ' opacity=".25"') +
        circle(x, y, 42, hex([32, 72, 52])) +
        circle(x - 10, y - 12, 16, hex([36, 70, 66]));
      out += circle(x + 8, y, 3, hex([110, 50, 34])) + circle(x - 6, y + 10, 3, '#f6ecd0');
    }
    return out;
  }),
  'fish-soup': top((r, p) =>
    soup(r, p, {
      broth: [44, 75, 62],
      toppings: (r) => {
        let t = scatter(
          r,
          4,
          100,
          70,
          (r) =>
            chunk(r, 30, [28, 40, 90]) +
            line('M-14 -10q8 10 0 20M2 -14q8 12 0 26', hex([28, 30, 75]), 2),
        );
        for (let i = 0; i < 8; i++) {
          const [x, y] = polar(between(r, 20, 140), between(r, 0, 360));
          t += at(x, y, between(r, 0, 90), cube(22, [46, 45, 86]));
        }
        for (let i = 0; i < 6; i++) {
          const [x, y] = polar(between(r, 20, 140), between(r, 0, 360));
          t += circle(x, y, 12, hex([26, 90, 56])) + circle(x, y, 5, hex([30, 90, 66]));
        }
        t += randomDots(7, () => polar(between(r, 0, 140), between(r, 0, 360)), 4, dark);
        return t + sprinkleDill(r, 5, 120);
      },
    }),
  ),
  solyanka: top((r, p) =>
    soup(r, p, {
      broth: [14, 74, 44],
      toppings: (r) => {
        let t = '';
        for (let i = 0; i < 6; i++) {
          const [x, y] = polar(between(r, 40, 130), between(r, 0, 360));
          t += at(
            x,
            y,
            between(r, 0, 360),
            path('M-22 0A22 22 0 0 1 22 0Z', hex([356, 50, 52])) +
              circle(-6, -8, 3, '#fbe8e0') +
              circle(8, -6, 3, '#fbe8e0'),
          );
        }
        for (let i = 0; i < 7; i++) {
          const [x, y] = polar(between(r, 30, 135), between(r, 0, 360));
          t += circle(x, y, 11, 'none', stroke('#1c1a18', 7));
        }
        t += at(CX + 40, CY - 10, 0, citrusWheel(lemonColor, 40));
        return t + dollop(r, CX - 40, CY + 20, 26) + herbs(r, 3, CX - 30, CY + 20, 20);
      },
    }),
  ),
  'pumpkin-soup': top((r, p) =>
    soup(r, p, {
      broth: [30, 90, 54],
      toppings: (r) => {
        let spiral = 'M300 300';
        for (let a = 0; a < 720; a += 12) {
          const [x, y] = polar(20 + a / 6, a);
          spiral += `L${f(x)} ${f(y)}`;
        }
        let t = line(spiral, '#fff6ea', 7, ' opacity=".85" stroke-linejoin="round"');
        t += at(CX - 20, CY - 10, 0, scallopMeat(30)) + at(CX + 36, CY + 20, 0, scallopMeat(26));
        for (let i = 0; i < 8; i++) {
          const [x, y] = polar(between(r, 60, 140), between(r, 0, 360));
          t += ellipse(
            x,
            y,
            9,
            5,
            hex([95, 40, 42]),
            ` transform="${rotate(between(r, 0, 180), x, y)}"`,
          );
        }
        return t + herbs(r, 3, CX + 10, CY - 40, 14);
      },
    }),
  ),
  'tonkotsu-ramen': top((r, p) => ramen(r, p, [38, 50, 82], 'pork')),
  'shoyu-ramen': top((r, p) => ramen(r, p, [26, 62, 36], 'chicken')),
  'tom-yum': top((r, p) =>
    soup(r, p, {
      broth: [16, 88, 50],
      toppings: (r) => {
        let t = '';
        for (let i = 0; i < 3; i++) {
          const [x, y] = polar(between(r, 40, 90), between(r, 0, 360));
          t += line(`M${f(x - 30)} ${f(y)}q30 -50 60 0`, '#fbf0e4', 8, ' opacity=".5"');
        }
        ring(r, 5, 90).forEach(([x, y, deg]) => {
          t += at(
            x,
            y,
            deg,
            path(
              'M-30 0A30 30 0 1 1 10 28L4 14A16 16 0 1 0 -16 0Z',
              hex([12, 85, 64]),
              stroke(hex([8, 80, 50]), 2),
            ) + line('M-22 -14l8 6M-8 -26l2 9M10 -24l-4 8', hex([8, 80, 50]), 2),
          );
        });
        for (let i = 0; i < 5; i++) {
          const [x, y] = polar(between(r, 20, 140), between(r, 0, 360));
          t += at(
            x,
            y,
            between(r, 0, 360),
            ellipse(0, -6, 18, 12, hex([34, 40, 70])) + rect(-6, -2, 12, 18, 4, hex([40, 30, 88])),
          );
        }
        for (let i = 0; i < 4; i++) {
          const [x, y] = polar(between(r, 30, 140), between(r, 0, 360));
          t += leaf(x, y, 50, 22, between(r, 0, 360), hex([120, 45, 28]));
          t += at(x + 20, y + 10, between(r, 0, 360), rect(-10, -4, 20, 8, 4, hex([2, 85, 48])));
        }
        return t + herbs(r, 4, CX, CY, 30);
      },
    }),
  ),
  'miso-soup': top((r, p) =>
    soup(r, p, {
      broth: [36, 48, 64],
      radius: 185,
      lacquer: [0, 55, 18],
      toppings: (r) => {
        let t = path(blob(r, CX, CY, 90, 80, 9, 0.25), hex([38, 50, 74]), ' opacity=".7"');
        for (let i = 0; i < 7; i++) {
          const [x, y] = polar(between(r, 10, 110), between(r, 0, 360));
          t += at(x, y, between(r, 0, 90), cube(26, [48, 30, 94]));
        }
        for (let i = 0; i < 5; i++) {
          const [x, y] = polar(between(r, 20, 110), between(r, 0, 360));
          t += path(blob(r, x, y, 26, 14, 6, 0.3), hex([130, 40, 20]), ' opacity=".9"');
        }
        return t + scallion(r, 10, 100);
      },
    }),
  ),

  // burgers and sandwiches
  burger: side((r, p) => burger(r, p, 'beef')),
  'bacon-burger': side((r, p) => burger(r, p, 'bacon')),
  'crab-burger': side((r, p) => burger(r, p, 'crab')),
  'chicken-burger': side((r, p) => burger(r, p, 'chicken')),

  // gastropub: steaks and mains
  ribeye: top((r, p) => {
    let out = plate(p);
    const steak: Hsl = drift(r, [16, 50, 28], 3, 3);
    out += path(blob(r, 290, 295, 140, 102, 10, 0.08), hex([36, 45, 78]));
    out += path(blob(r, 300, 300, 124, 92, 10, 0.08), hex(steak));
    out +=
      at(300, 300, 0, grillMarks(124, 92, shade(steak, -14), 34)) +
      at(300, 300, 90, grillMarks(92, 124, shade(steak, -14), 34));
    out +=
      rect(300, 270, 40, 30, 8, hex([48, 70, 84])) +
      circle(312, 280, 3, hex([110, 50, 40])) +
      circle(326, 290, 3, hex([110, 50, 40]));
    out += line('M160 440L330 400', hex([110, 30, 30]), 4);
    for (let i = 0; i < 10; i++)
      out += at(
        170 + i * 16,
        437 - i * 4,
        60 * (i % 2 ? 1 : -1),
        leaf(0, -8, 18, 5, 0, hex([120, 30, 36])),
      );
    for (let i = 0; i < 9; i++)
      out += rect(between(r, 220, 380), between(r, 240, 360), 5, 5, 1, '#fff', ' opacity=".8"');
    return out;
  }),
  'skirt-steak': top((r, p) => {
    let out = board(r, p, 500, 300);
    for (let i = 0; i < 8; i++) {
      out += at(
        130 + i * 40,
        230 + i * 16,
        20,
        rect(-26, -62, 52, 124, 12, hex([14, 45, 20])) +
          rect(-18, -54, 36, 108, 10, hex([4, 58, 50])) +
          rect(-8, -40, 16, 80, 8, hex([2, 62, 60])),
      );
    }
    out += randomDots(
      12,
      () => [between(r, 150, 420), between(r, 230, 360)],
      5,
      hex([100, 55, 32]),
    );
    out += dip(p, 440, 220, [90, 60, 36], 42) + leafBed(r, 4, 30, 200, 390);
    return out;
  }),
  'beef-cheeks': top((r, p) => {
    let out = plate(p);
    out += path(blob(r, CX, CY, 150, 140, 10, 0.1), hex([10, 50, 26]), ' opacity=".8"');
    out += path(blob(r, 280, 320, 110, 90, 9, 0.12), hex([44, 55, 86]));
    out += line('M220 320q60 -60 120 0q-40 30 -80 0', hex([44, 40, 76]), 4);
    out +=
      at(
        260,
        270,
        0,
        chunk(r, 56, [12, 58, 24]) +
          line('M-30 -10q30 -12 60 0M-26 10q26 -10 52 0', hex([12, 50, 16]), 3),
      ) +
      at(
        345,
        325,
        0,
        chunk(r, 48, [12, 58, 26]) + line('M-26 -6q26 -10 52 0', hex([12, 50, 16]), 3),
      );
    return out + herbs(r, 4, 300, 290, 40);
  }),
  'duck-leg': top((r, p) => {
    let out = plate(p);
    out += path(blob(r, CX, CY + 10, 140, 110, 9, 0.12), hex([345, 60, 32]), ' opacity=".85"');
    const skin = drift(r, [26, 66, 42], 3, 3);
    out += at(
      CX,
      CY,
      between(r, -30, 30),
      path(
        'M-120 -10Q-130 -80 -40 -80Q40 -80 50 -20L140 -6Q160 -20 168 0Q160 20 140 6L50 20Q40 80 -40 76Q-130 70 -120 -10Z',
        hex(skin),
        stroke(shade(skin, -14), 3),
      ) +
        ellipse(-50, -40, 50, 18, '#fff', ' opacity=".25"') +
        circle(160, 0, 14, '#f4ead2'),
    );
    for (let i = 0; i < 6; i++) {
      const [x, y] = polar(between(r, 140, 160), between(r, 200, 330));
      out += at(
        x,
        y,
        between(r, 0, 180),
        path('M-22 0A22 12 0 0 1 22 0Z', hex([45, 60, 86]), stroke(hex([5, 60, 45]), 3)),
      );
    }
    return out + herbs(r, 3, 250, 220, 16);
  }),
  ribs: top((r, p) => {
    let out = board(r, p, 480, 320);
    const glaze = drift(r, [10, 66, 30], 3, 3);
    let bones = '';
    for (let i = 0; i < 7; i++) bones += rect(120 + i * 50, 360, 18, 40, 8, '#f2e4c6');
    out += bones;
    out += rect(100, 200, 360, 170, 40, hex(glaze), stroke(shade(glaze, -10), 3));
    let cuts = '';
    for (let i = 1; i < 7; i++) cuts += `M${104 + i * 50} 210V360`;
    out += path(cuts, 'none', stroke(shade(glaze, -14), 4));
    out +=
      ellipse(220, 235, 90, 16, '#fff', ' opacity=".2"') +
      at(280, 285, 0, grillMarks(180, 85, shade(glaze, -16), 48));
    return out + dip(p, 470, 420, [90, 30, 86], 40) + sesame(r, 20, 120, 280, 285);
  }),

  // gastropub: dumplings
  pelmeni: top((r, p) => {
    let out = bowl(p, hex([40, 50, 74]), 215);
    out += scatter(r, 11, 125, 60, (r) => pelmen(r), CX, CY, 1.35);
    out += dollop(r, CX + 20, CY - 10, 34, sourCream) + sprinkleDill(r, 3, 80);
    out += randomDots(10, () => polar(between(r, 0, 140), between(r, 0, 360)), 2.5, dark);
    return out;
  }),
  'crab-pelmeni': top((r, p) => {
    let out = plate(p);
    out += path(blob(r, CX, CY, 150, 145, 10, 0.08), hex([44, 70, 76]), ' opacity=".8"');
    out += scatter(r, 10, 115, 58, (r) => pelmen(r, [30, 50, 88]), CX, CY, 1.3);
    return out + roe(r, 18, 40, CX, CY) + scallion(r, 8, 120);
  }),
  'venison-pelmeni': top((r, p) => {
    let out = plate(p);
    out += path(blob(r, 250, 260, 90, 70, 8, 0.2), hex([356, 70, 34]), ' opacity=".9"');
    out += scatter(r, 10, 115, 58, (r) => pelmen(r, [36, 35, 84]), CX, CY, 1.3);
    for (let i = 0; i < 16; i++)
      out += berry(...polar(between(r, 0, 140), between(r, 0, 360)), 8, berryColors.lingonberry);
    return (
      out +
      at(
        380,
        380,
        40,
        line('M0 0L0 -80', hex([100, 30, 30]), 3) +
          leaf(0, -20, 18, 6, 40, hex([110, 30, 36])) +
          leaf(0, -44, 18, 6, -40, hex([110, 30, 36])),
      )
    );
  }),
  vareniki: top((r, p) => {
    let out = plate(p);
    for (const [x, y] of [
      [200, 250],
      [320, 220],
      [430, 270],
      [190, 370],
      [300, 390],
      [415, 385],
    ] as const) {
      out += at(x, y, between(r, -25, 25), halfMoon([40, 55, 80], 115, 8));
    }
    for (let i = 0; i < 16; i++) {
      const [x, y] = polar(between(r, 0, 130), between(r, 0, 360));
      out += line(`M${f(x)} ${f(y)}q8 -10 16 0`, hex([32, 85, 45]), 5);
    }
    return out + dollop(r, CX, CY, 40, sourCream) + at(CX + 20, CY - 20, 30, dill(50));
  }),

  // Sibumi: rolls, nigiri, sashimi
  'roll-philadelphia': top((r, p) =>
    rolls(r, p, {
      coat: 'salmon',
      filling: [
        [40, 20, 96],
        [100, 50, 45],
      ],
    }),
  ),
  'roll-california': top((r, p) =>
    rolls(r, p, {
      coat: 'tobiko',
      filling: [
        [8, 70, 70],
        [80, 55, 45],
        [100, 45, 60],
      ],
    }),
  ),
  'roll-eel': top((r, p) =>
    rolls(r, p, {
      coat: 'eel',
      filling: [
        [80, 55, 45],
        [22, 55, 30],
      ],
      cap: 'sauce',
    }),
  ),
  'roll-baked': top((r, p) =>
    rolls(r, p, {
      coat: 'nori',
      filling: [
        [36, 40, 88],
        [100, 45, 60],
      ],
      cap: 'baked',
    }),
  ),
  'roll-spicy': top((r, p) =>
    rolls(r, p, { coat: 'nori', filling: [[355, 70, 42]], cap: 'spicy' }),
  ),
  'roll-tempura': top((r, p) =>
    rolls(r, p, {
      coat: 'crumb',
      filling: [
        [36, 50, 80],
        [100, 45, 55],
      ],
      cap: 'sauce',
    }),
  ),
  gunkan: top((r, p) => {
    let out = longPlate(p, 470, 280);
    for (let i = 0; i < 3; i++) {
      const x = 190 + i * 110;
      const y = 290 + between(r, -10, 10);
      out +=
        circle(x + 5, y + 8, 48, '#000', ' opacity=".25"') +
        circle(x, y, 48, hex([150, 22, 14])) +
        circle(x, y, 40, '#fbf8f0');
      out += path(blob(r, x, y - 4, 38, 32, 7, 0.2), hex([14, 88, 56])) + scallion(r, 4, 20, x, y);
      out += circle(x - 10, y - 10, 5, hex([40, 90, 70]));
    }
    out += path(blob(r, 420, 380, 24, 17, 6, 0.15), hex([85, 50, 52]));
    return out;
  }),
  'nigiri-salmon': top((r, p) => nigiriSet(r, p, ['salmon', 'salmon', 'salmon', 'salmon'])),
  'nigiri-eel': top((r, p) => nigiriSet(r, p, ['eel', 'eel', 'eel', 'eel'])),
  'nigiri-scallop': top((r, p) => nigiriSet(r, p, ['scallop', 'scallop', 'scallop', 'scallop'])),
  'nigiri-smelt': top((r, p) => nigiriSet(r, p, ['smelt', 'smelt', 'smelt', 'smelt'])),
  'sashimi-tuna': top((r, p) => sashimi(r, p, [[355, 70, 40]])),
  'sashimi-assorted': top((r, p) =>
    sashimi(r, p, [
      [16, 88, 64],
      [355, 70, 40],
      [20, 35, 88],
      [30, 60, 76],
    ]),
  ),

  // Sibumi: wok
  udon: top((r, p) => {
    let out = bowl(p, hex([28, 55, 40]), 215);
    out += noodles(r, [46, 60, 88], 16, 14, 130);
    out += scatter(r, 6, 100, 60, (r) => chunk(r, 32, [22, 70, 34]));
    return out + sesame(r, 26, 130) + scallion(r, 12, 130);
  }),
  soba: top((r, p) => {
    let out = plate(p);
    out += noodles(r, [30, 22, 42], 6, 30, 135);
    out += scatter(r, 6, 100, 40, () => rect(-26, -8, 52, 16, 6, hex([14, 40, 28])));
    for (let i = 0; i < 10; i++)
      out += at(
        ...polar(between(r, 20, 130), between(r, 0, 360)),
        between(r, 0, 180),
        rect(-16, -3, 32, 6, 3, hex([26, 90, 56])),
      );
    return out + scallion(r, 10, 130) + sesame(r, 20, 130);
  }),
  'fried-rice': top((r, p) => {
    let out = plate(p);
    out += path(blob(r, CX, CY, 150, 140, 12, 0.06), hex([34, 62, 58]));
    let grains = '';
    for (let i = 0; i < 150; i++) {
      const [x, y] = polar(Math.sqrt(r()) * 140, between(r, 0, 360));
      const a = between(r, 0, Math.PI);
      grains += `M${f(x)} ${f(y)}l${f(Math.cos(a) * 8)} ${f(Math.sin(a) * 8)}`;
    }
    out += line(grains, hex([40, 60, 82]), 6);
    out += randomDots(
      12,
      () => polar(between(r, 0, 130), between(r, 0, 360)),
      7,
      hex([100, 60, 45]),
    );
    for (let i = 0; i < 10; i++)
      out += at(
        ...polar(between(r, 0, 130), between(r, 0, 360)),
        between(r, 0, 90),
        cube(12, [26, 90, 55]),
      );
    ring(r, 4, 80).forEach(([x, y, deg]) => {
      out += at(
        x,
        y,
        deg,
        path('M-24 0A24 24 0 1 1 8 22L4 12A13 13 0 1 0 -12 0Z', hex([12, 80, 66])),
      );
    });
    for (let i = 0; i < 6; i++)
      out += circle(
        ...polar(between(r, 0, 130), between(r, 0, 360)),
        12,
        'none',
        stroke('#fbf8f2', 6),
      );
    return out;
  }),
  'pad-thai': top((r, p) => {
    let out = plate(p);
    out += noodles(r, [34, 62, 70], 11, 22, 135);
    ring(r, 5, 90).forEach(([x, y, deg]) => {
      out += at(
        x,
        y,
        deg,
        path(
          'M-26 0A26 26 0 1 1 8 25L4 13A14 14 0 1 0 -13 0Z',
          hex([12, 85, 64]),
          stroke(hex([8, 80, 50]), 2),
        ),
      );
    });
    for (let i = 0; i < 16; i++)
      out += at(
        ...polar(between(r, 0, 130), between(r, 0, 360)),
        between(r, 0, 90),
        path('M-5 -4L5 -5L6 4L-4 5Z', hex([34, 50, 70])),
      );
    let sprouts = '';
    for (let i = 0; i < 10; i++) {
      const [x, y] = polar(between(r, 0, 120), between(r, 0, 360));
      sprouts += `M${f(x)} ${f(y)}l${f(between(r, -30, 30))} ${f(between(r, -10, 10))}`;
    }
    return (
      out + line(sprouts, '#fbfaf0', 4) + at(390, 200, 220, wedge(limeColor)) + scallion(r, 6, 120)
    );
  }),

  // Sibumi: poke
  'poke-salmon': top((r, p) => poke(r, p, (r) => scatterCubes(r, [16, 88, 64]))),
  'poke-tuna': top((r, p) => poke(r, p, (r) => scatterCubes(r, [355, 70, 40]))),
  'poke-shrimp': top((r, p) =>
    poke(r, p, (r) => {
      let out = '';
      for (let i = 0; i < 5; i++) {
        out += at(
          between(r, -30, 30),
          between(r, -30, 30),
          between(r, 0, 360),
          path(
            'M-26 0A26 26 0 1 1 8 25L4 13A14 14 0 1 0 -13 0Z',
            hex([12, 85, 66]),
            stroke(hex([8, 80, 50]), 2),
          ),
        );
      }
      return out;
    }),
  ),
  'poke-tofu': top((r, p) => poke(r, p, (r) => scatterCubes(r, [40, 60, 76], [30, 60, 50]))),

  // Sibumi: dim sum
  gyoza: top((r, p) => {
    let out = longPlate(p, 500, 300);
    for (let i = 0; i < 5; i++) {
      out += at(
        180 + i * 58,
        300 + between(r, -6, 6),
        -90 + between(r, -4, 4),
        halfMoon([42, 45, 86], 190, 10, [30, 80, 42]),
      );
    }
    return out + dip(p, 480, 450, [20, 50, 22], 40) + scallion(r, 5, 100);
  }),
  'har-gow': top((r, p) => {
    let out = steamer(p);
    ring(r, 4, 90).forEach(([x, y]) => {
      out += at(
        x,
        y,
        between(r, 0, 360),
        path(blob(r, 0, 4, 26, 20, 6, 0.2), hex([10, 80, 66])) +
          circle(0, 0, 52, '#f8f2ea', ' opacity=".72"') +
          line(
            'M-40 -16Q0 -44 40 -16M-30 -26l6 14M-14 -32l3 15M4 -33l-2 15M20 -29l-5 14',
            '#e6dccb',
            3,
          ),
      );
    });
    return out;
  }),
  baozi: top((r, p) => {
    let out = steamer(p);
    ring(r, 3, 88).forEach(([x, y]) => {
      out += at(
        x,
        y,
        between(r, 0, 360),
        pleated([40, 30, 95], 76, 12) + ellipse(-24, -26, 26, 14, '#fff', ' opacity=".8"'),
      );
    });
    return out;
  }),
  xiaolongbao: top((r, p) => {
    let out = steamer(p);
    ring(r, 6, 105).forEach(([x, y]) => {
      out += at(x, y, between(r, 0, 360), pleated([44, 45, 88], 46, 18));
    });
    out += at(CX, CY, 0, pleated([44, 45, 88], 46, 18));
    return (
      out +
      at(
        470,
        470,
        0,
        circle(0, 0, 40, hex(p.dish)) +
          circle(0, 0, 32, hex([20, 50, 22])) +
          line('M-16 -6l30 4M-12 6l24 -2', hex([40, 70, 80]), 3),
      )
    );
  }),
  edamame: top((r, p) => {
    let out = bowl(p, hex(p.dish), 200);
    out += scatter(r, 14, 110, 36, (r) => {
      const c = drift(r, [95, 55, 42], 4, 4);
      return (
        capsule(96, 30, c) +
        circle(-26, 0, 12, shade(c, 8)) +
        circle(0, 0, 12, shade(c, 8)) +
        circle(26, 0, 12, shade(c, 8))
      );
    });
    out += randomDots(30, () => polar(between(r, 0, 140), between(r, 0, 360)), 2.5, '#fff');
    return out;
  }),

  // Sibumi: desserts
  mochi: top((r, p) => {
    let out = plate(p);
    const shells: Hsl[] = [
      [46, 85, 78],
      [40, 90, 70],
      [48, 60, 90],
    ];
    ring(r, 3, 80).forEach(([x, y], i) => {
      const c = shells[i] ?? [46, 85, 78];
      out +=
        circle(x + 5, y + 8, 64, '#000', ' opacity=".14"') +
        circle(x, y, 64, hex(c), stroke(shade(c, -10), 2)) +
        ellipse(x - 20, y - 22, 22, 13, '#fff', ' opacity=".6"');
    });
    out += randomDots(
      40,
      () => polar(between(r, 0, 150), between(r, 0, 360)),
      2,
      '#fff',
      ' opacity=".8"',
    );
    for (let i = 0; i < 5; i++)
      out += at(
        ...polar(between(r, 150, 165), between(r, 0, 360)),
        between(r, 0, 90),
        cube(26, [36, 95, 55]),
      );
    return out + at(CX, CY, 0, mint(between(r, 0, 360)));
  }),
  'matcha-cheesecake': side((r, p) =>
    cakeSlice(r, p, {
      layers: [
        [30, 45, 42],
        [85, 42, 62],
        [85, 42, 62],
        [85, 42, 62],
        [85, 42, 62],
      ],
      top: [85, 38, 56],
      decor: 'dust',
    }),
  ),
  dorayaki: top((r, p) => {
    let out = plate(p);
    for (const [x, y] of [
      [240, 250],
      [370, 370],
    ] as const) {
      const sandwich =
        thickDisc([36, 70, 62], 100, 22) +
        at(0, -16, 0, ellipse(0, 22, 102, 56, hex([355, 42, 26]))) +
        at(0, -40, 0, thickDisc([36, 70, 62], 100, 22)) +
        at(
          0,
          -40,
          0,
          ellipse(0, 0, 76, 40, hex([26, 72, 40])) + ellipse(-20, -10, 30, 12, hex([28, 70, 50])),
        );
      out += at(x, y + 20, between(r, -8, 8), sandwich);
    }
    return out;
  }),
  'tempura-ice-cream': top((r, p) => {
    let out = plate(p);
    out += line(
      `M170 ${f(between(r, 360, 400))}l40 -20l40 20l40 -20l40 20l40 -20l40 20`,
      hex([18, 55, 22]),
      8,
      ' stroke-linejoin="round"',
    );
    const batter: Hsl = [38, 80, 58];
    out +=
      circle(270, 270, 110, hex(batter)) +
      bumps(270, 270, 108, 16, 16, shade(batter, -6)) +
      circle(270, 270, 82, hex([48, 60, 93])) +
      circle(260, 258, 30, '#fff', ' opacity=".5"');
    out += line('M160 230q40 30 80 0t80 0t80 0M170 320q40 30 80 0t80 0t70 0', hex([18, 55, 22]), 9);
    out += berry(400, 380, 24, [356, 75, 50]) + at(400, 354, 0, mint());
    return out;
  }),

  // drinks: lemonades
  'lemonade-yuzu': side((r, p) =>
    drink(r, p, {
      glass: tallGlass,
      bands: [[[52, 88, 64], 270]],
      ice: true,
      straw: true,
      garnish: (r, y) =>
        at(
          pick(r, [230, 375] as [number, number]),
          y,
          between(r, 0, 45),
          citrusWheel([58, 85, 50]),
        ) + at(410, y - 20, 30, mint()),
    }),
  ),
  'lemonade-raspberry': side((r, p) =>
    drink(r, p, {
      glass: tallGlass,
      bands: [[[345, 70, 60], 280]],
      ice: true,
      straw: true,
      inside: (r) => {
        let out = '';
        for (let i = 0; i < 6; i++)
          out += berry(between(r, 240, 360), between(r, 250, 460), 14, berryColors.raspberry);
        out += randomDots(
          3,
          () => [between(r, 250, 350), between(r, 280, 440)],
          16,
          '#fbf6f0',
          ' opacity=".9"',
        );
        return out;
      },
      garnish: (_r, y) =>
        berry(240, y - 10, 20, berryColors.raspberry) +
        berry(270, y - 18, 18, berryColors.raspberry) +
        at(380, y - 20, 20, mint()),
    }),
  ),
  'lemonade-mango': side((r, p) =>
    drink(r, p, {
      glass: tallGlass,
      bands: [[[36, 95, 56], 275]],
      ice: true,
      straw: true,
      inside: (r) => {
        let out = '';
        out += randomDots(18, () => [between(r, 240, 360), between(r, 260, 470)], 4, dark);
        return out;
      },
      garnish: (r, y) =>
        at(
          pick(r, [235, 370] as [number, number]),
          y - 10,
          20,
          circle(0, 0, 48, hex([300, 40, 28])) +
            circle(0, 0, 40, hex([48, 90, 58])) +
            sesame(r, 10, 30, 0, 0, dark),
        ),
    }),
  ),
  'matcha-tonic': side((r, p) =>
    drink(r, p, {
      glass: tallGlass,
      bands: [
        [[190, 20, 92], 180],
        [[90, 55, 42], 100],
      ],
      ice: true,
      garnish: (r, y) =>
        at(pick(r, [235, 370] as [number, number]), y, between(r, 0, 45), citrusWheel(limeColor)),
    }),
  ),

  // bistro: cakes
  napoleon: side((r, p) =>
    cakeSlice(r, p, {
      layers: Array.from(
        { length: 10 },
        (_, i): Hsl => (i % 2 === 0 ? [38, 62, 74] : [46, 60, 93]),
      ),
      top: [40, 55, 84],
      decor: 'crumbs',
    }),
  ),
  medovik: side((r, p) =>
    cakeSlice(r, p, {
      layers: Array.from({ length: 8 }, (_, i): Hsl => (i % 2 === 0 ? [30, 72, 50] : [42, 55, 90])),
      top: [32, 68, 56],
      decor: 'crumbs',
    }),
  ),
  'red-velvet': side((r, p) =>
    cakeSlice(r, p, {
      layers: [
        [355, 68, 38],
        [40, 40, 96],
        [355, 68, 38],
        [40, 40, 96],
        [355, 68, 38],
      ],
      top: [40, 40, 96],
      decor: 'berry',
    }),
  ),
  'chocolate-cake': side((r, p) =>
    cakeSlice(r, p, {
      layers: [
        [15, 48, 18],
        [18, 42, 30],
        [15, 48, 18],
        [18, 42, 30],
        [15, 48, 18],
      ],
      top: [15, 45, 14],
      drips: [15, 45, 14],
      decor: 'truffle',
    }),
  ),
  'carrot-cake': side((r, p) =>
    cakeSlice(r, p, {
      layers: [
        [28, 60, 46],
        [40, 35, 94],
        [28, 60, 46],
        [40, 35, 94],
        [28, 60, 46],
      ],
      top: [40, 35, 94],
      decor: 'carrot',
    }),
  ),

  // bistro: small cakes
  eclair: top((r, p) => {
    let out = plate(p);
    const a = between(r, -30, -10);
    [-60, 60].forEach((dy, i) => {
      const glaze: Hsl = i === 0 ? [18, 50, 22] : pick(r, [[18, 50, 22] as Hsl, [40, 50, 92]]);
      out += at(
        CX,
        CY + dy,
        a,
        capsule(300, 76, [34, 70, 56]) +
          rect(-140, -34, 280, 48, 24, hex(glaze)) +
          rect(-120, -28, 150, 8, 4, '#fff', ' opacity=".3"'),
      );
    });
    return out;
  }),
  kartoshka: top((r, p) => {
    let out = plate(p);
    ring(r, 3, 85).forEach(([x, y, deg]) => {
      let t = path(blob(r, 0, 0, 70, 44, 8, 0.12), hex([22, 42, 28]), stroke(hex([22, 40, 20]), 2));
      t += randomDots(12, () => [between(r, -55, 55), between(r, -30, 30)], 3, hex([24, 40, 40]));
      t += dollop(r, -18, -6, 12, '#fdf8ec') + dollop(r, 18, 4, 12, '#fdf8ec');
      out += at(x, y, deg, t);
    });
    return out;
  }),
  macarons: top((r, p) => {
    let out = plate(p);
    const colors: Hsl[] = [
      [345, 70, 78],
      [95, 40, 68],
      [270, 40, 76],
      [48, 85, 72],
      [24, 45, 46],
      [190, 45, 74],
      [20, 80, 72],
    ];
    const start = Math.floor(r() * colors.length);
    for (let i = 0; i < 7; i++) {
      const c = colors[(start + i) % colors.length] ?? [345, 70, 78];
      const x = 180 + (i % 4) * 80 + (Math.floor(i / 4) ? 40 : 0);
      const y = 250 + Math.floor(i / 4) * 110;
      out += at(
        x,
        y,
        0,
        ellipse(0, 24, 40, 26, shade(c, -10)) +
          rect(-38, 8, 76, 16, 6, '#fdf8ee') +
          rect(-40, 2, 80, 8, 3, shade(c, -6)) +
          ellipse(0, 0, 40, 28, hex(c)) +
          ellipse(-12, -8, 14, 6, '#fff', ' opacity=".4"'),
      );
    }
    return out;
  }),
  pavlova: top((r, p) => {
    let out = plate(p);
    out +=
      circle(CX + 8, CY + 12, 150, '#000', ' opacity=".12"') +
      path(blob(r, CX, CY, 150, 146, 14, 0.1), hex([38, 55, 88]), stroke(hex([32, 50, 72]), 5));
    out += path(blob(r, CX, CY, 110, 104, 10, 0.12), '#fffdf8');
    for (let i = 0; i < 10; i++)
      out += berry(...polar(between(r, 0, 90), between(r, 0, 360)), 14, berryColors.raspberry);
    for (let i = 0; i < 8; i++)
      out += berry(...polar(between(r, 0, 90), between(r, 0, 360)), 10, berryColors.blueberry);
    for (let i = 0; i < 3; i++) {
      const [x, y] = polar(between(r, 0, 70), between(r, 0, 360));
      out += path(
        `M${f(x)} ${f(y - 20)}Q${f(x + 22)} ${f(y - 14)} ${f(x)} ${f(y + 20)}Q${f(x - 22)} ${f(y - 14)} ${f(x)} ${f(y - 20)}Z`,
        hex([356, 78, 52]),
      );
    }
    return out + at(CX, CY - 30, 0, mint(between(r, 0, 90)));
  }),
  'lemon-tart': top((r, p) =>
    pie(
      r,
      p,
      [50, 95, 58],
      (r) => {
        let out = ellipse(250, 250, 60, 24, '#fff', ' opacity=".25"');
        ring(r, 7, 110).forEach(([x, y]) => {
          out +=
            dollop(r, x, y, 18, '#fffaf0') +
            circle(x + 3, y - 3, 6, hex([30, 70, 60]), ' opacity=".6"');
        });
        return out + at(CX, CY, 0, mint(between(r, 0, 90)));
      },
      { fluted: true },
    ),
  ),

  // bistro: croissants and buns
  croissant: top(
    (r, p) =>
      plate(p) +
      at(CX, CY - 20, between(r, -20, 20), croissant(drift(r, [34, 80, 55], 3, 3), 130)) +
      dip(p, 440, 430, [356, 70, 40], 36),
  ),
  'almond-croissant': top((r, p) => {
    let out = plate(p) + at(CX, CY - 20, between(r, -20, 20), croissant([30, 72, 46], 130));
    for (let i = 0; i < 22; i++) {
      const [x, y] = polar(between(r, 0, 110), between(r, 180, 360), CX, CY + 20);
      out += ellipse(
        x,
        y,
        8,
        4,
        hex([38, 50, 84]),
        ` transform="${rotate(between(r, 0, 180), x, y)}"`,
      );
    }
    for (let i = 0; i < 40; i++)
      out += circle(...polar(between(r, 0, 130), between(r, 180, 360), CX, CY + 20), 2, '#fff');
    return out;
  }),
  'pain-au-chocolat': top((r, p) => {
    let out = plate(p);
    [-70, 70].forEach((dy) => {
      let t = rect(-130, -60, 260, 120, 40, hex([34, 78, 55]), stroke(hex([28, 60, 40]), 3));
      t += line(
        'M-110 -30Q0 -50 110 -30M-110 0Q0 -16 110 0M-110 30Q0 18 110 30',
        hex([30, 70, 44]),
        3,
      );
      t +=
        rect(-136, -20, 18, 40, 6, hex([18, 50, 18])) +
        rect(118, -20, 18, 40, 6, hex([18, 50, 18]));
      t += ellipse(-50, -36, 50, 10, '#fff', ' opacity=".3"');
      out += at(CX, CY + dy, between(r, -12, 12), t);
    });
    return out;
  }),
  'cinnamon-roll': top((r, p) => {
    let out = plate(p) + circle(CX, CY, 140, hex([34, 70, 64]), stroke(hex([28, 60, 46]), 4));
    let spiral = 'M300 300';
    for (let a = 0; a < 1080; a += 20) {
      const [x, y] = polar(8 + a / 8.5, a);
      spiral += `L${f(x)} ${f(y)}`;
    }
    out += line(spiral, hex([22, 60, 36]), 12, ' stroke-linejoin="round"');
    let icing = '';
    for (let i = 0; i < 6; i++) {
      const y = 200 + i * 36;
      icing += `M${f(180 + between(r, -10, 10))} ${y}L${f(420 + between(r, -10, 10))} ${y + 18}`;
    }
    return out + line(icing, '#fffdf6', 8, ' opacity=".95"');
  }),
  'poppy-bun': top((r, p) => {
    let out = plate(p);
    const bun = drift(r, [32, 74, 50], 3, 3);
    for (let i = 0; i < 5; i++) {
      const x = 170 + i * 65;
      out += at(
        x,
        CY + (i % 2 ? 18 : -18),
        i % 2 ? 30 : -30,
        ellipse(0, 0, 60, 44, hex(bun), stroke(shade(bun, -14), 3)) +
          ellipse(-12, -12, 26, 10, '#fff', ' opacity=".35"'),
      );
    }
    out += randomDots(60, () => [between(r, 130, 470), between(r, 250, 350)], 2.2, '#222');
    return out;
  }),

  // bistro: breakfast
  syrniki: top((r, p) => {
    let out = plate(p);
    ring(r, 3, 70).forEach(([x, y]) => {
      out += at(x, y - 10, 0, thickDisc(drift(r, [32, 78, 52], 3, 4), 70, 26));
    });
    out += dollop(r, 420, 420, 34, sourCream);
    for (let i = 0; i < 5; i++)
      out += berry(
        ...polar(between(r, 0, 40), between(r, 0, 360), 200, 420),
        12,
        pick(r, [berryColors.raspberry, berryColors.blueberry]),
      );
    out += randomDots(30, () => polar(between(r, 0, 120), between(r, 0, 360)), 2, '#fff');
    return out + at(CX, CY - 20, 0, mint(between(r, 0, 90)));
  }),
  omelette: top((r, p) => {
    let out = plate(p);
    const egg = drift(r, [48, 88, 64], 3, 3);
    out += at(
      CX,
      CY,
      between(r, -20, 20),
      path('M-170 10A170 120 0 0 1 170 10Q0 40 -170 10Z', hex(egg), stroke(shade(egg, -12), 3)) +
        rect(-110, 4, 220, 24, 12, hex([355, 55, 72])) +
        ellipse(-40, -50, 60, 14, '#fff', ' opacity=".25"'),
    );
    for (let i = 0; i < 8; i++)
      out += circle(
        between(r, 180, 420),
        between(r, 210, 290),
        between(r, 6, 12),
        hex([36, 70, 52]),
        ' opacity=".5"',
      );
    for (let i = 0; i < 3; i++) out += berry(220 + i * 50, 410, 20, [4, 78, 50]);
    return out + scallion(r, 8, 110);
  }),
  'eggs-benedict': top((r, p) => {
    let out = plate(p);
    [-80, 80].forEach((dx) => {
      const x = CX + dx;
      out += circle(x, CY, 80, hex([36, 55, 66])) + circle(x, CY, 70, hex([40, 55, 80]));
      out += path(blob(r, x, CY, 64, 56, 7, 0.15), hex([14, 85, 66]));
      out += path(blob(r, x, CY - 4, 52, 46, 8, 0.18), '#fdfbf5');
      out +=
        path(blob(r, x, CY - 8, 36, 30, 7, 0.25), hex([46, 88, 62])) +
        circle(x + 6, CY - 2, 2.5, hex([5, 70, 45]));
    });
    return out + scallion(r, 10, 140) + leafBed(r, 3, 30, CX, 430);
  }),
  porridge: top((r, p) => {
    let out = bowl(p, hex([40, 40, 84]), 210);
    for (let i = 0; i < 40; i++)
      out += ellipse(...polar(between(r, 0, 160), between(r, 0, 360)), 6, 3, hex([38, 35, 74]));
    ring(r, 6, 80).forEach(([x, y]) => {
      out +=
        circle(x, y, 26, hex([52, 65, 86])) +
        circle(x, y, 8, 'none', stroke(hex([40, 40, 60]), 2, ' stroke-dasharray="2 4"'));
    });
    out += scatter(r, 5, 60, 30, (r) => path(blob(r, 0, 0, 14, 10, 6, 0.3), hex([30, 50, 42])));
    return out + line(`M200 ${f(between(r, 260, 300))}q50 30 100 0t100 0`, hex([38, 90, 52]), 5);
  }),
  granola: top((r, p) => {
    let out = bowl(p, '#fbfaf6', 210);
    const a = between(r, 0, 360);
    out += group(scatterBand(r), rotate(a));
    for (let i = 0; i < 8; i++)
      out += berry(
        ...polar(between(r, 40, 120), a + 180 + between(r, -40, 40)),
        13,
        pick(r, [berryColors.raspberry, berryColors.blueberry]),
      );
    return out + at(...polar(80, a + 140), 0, mint());
  }),

  // bistro: quiches and pies
  quiche: top((r, p) =>
    pie(
      r,
      p,
      [46, 80, 62],
      (r) => {
        let out = '';
        for (let i = 0; i < 14; i++)
          out += at(
            ...polar(between(r, 0, 140), between(r, 0, 360)),
            between(r, 0, 90),
            rect(-10, -6, 20, 12, 3, hex([5, 55, 60])),
          );
        for (let i = 0; i < 10; i++)
          out += circle(
            ...polar(between(r, 0, 140), between(r, 0, 360)),
            between(r, 8, 16),
            hex([36, 70, 52]),
            ' opacity=".45"',
          );
        return out + scallion(r, 8, 130);
      },
      { fluted: true, cut: true },
    ),
  ),
  'salmon-quiche': top((r, p) =>
    pie(
      r,
      p,
      [48, 70, 70],
      (r) => {
        let out = '';
        for (let i = 0; i < 9; i++)
          out += path(
            blob(r, ...polar(between(r, 0, 130), between(r, 0, 360)), 18, 12, 6, 0.3),
            hex([115, 50, 28]),
          );
        for (let i = 0; i < 8; i++)
          out += at(
            ...polar(between(r, 0, 130), between(r, 0, 360)),
            between(r, 0, 90),
            chunk(r, 16, [16, 80, 66]),
          );
        return out;
      },
      { fluted: true, cut: true },
    ),
  ),
  'chicken-pie': top((r, p) =>
    pie(r, p, [34, 72, 58], (_r) => {
      let out =
        circle(CX, CY, 158, hex([34, 75, 56])) + ellipse(250, 240, 80, 30, '#fff', ' opacity=".2"');
      out +=
        leaf(CX - 30, CY, 90, 40, -30, hex([32, 72, 50])) +
        leaf(CX + 30, CY, 90, 40, 30, hex([32, 72, 50]));
      for (let i = 0; i < 4; i++) {
        const [x, y] = polar(100, i * 90 + 45);
        out += at(x, y, i * 90 + 45, rect(-16, -3, 32, 6, 3, hex([26, 60, 36])));
      }
      return out + circle(CX, CY, 10, hex([26, 60, 36]));
    }),
  ),
  'cherry-pie': top((r, p) =>
    pie(r, p, [350, 72, 32], (r) => {
      let out = '';
      for (let i = 0; i < 16; i++)
        out += berry(...polar(between(r, 0, 140), between(r, 0, 360)), 13, [352, 80, 38]);
      let lattice = '';
      for (let k = -120; k <= 120; k += 60) {
        const half = Math.sqrt(158 * 158 - k * k);
        lattice += `M${f(CX + k)} ${f(CY - half)}V${f(CY + half)}M${f(CX - half)} ${f(CY + k)}H${f(CX + half)}`;
      }
      return (
        out +
        path(lattice, 'none', stroke(hex([34, 72, 56]), 24)) +
        path(lattice, 'none', stroke(hex([34, 80, 66]), 8, ' opacity=".5"'))
      );
    }),
  ),

  // bistro: sandwiches
  'croissant-sandwich': top((r, p) => {
    let out = plate(p);
    let t =
      leaf(-70, 80, 120, 50, 80, hex([100, 55, 42])) +
      leaf(70, 80, 120, 50, 100, hex([95, 55, 46]));
    t +=
      path(blob(r, 0, 80, 150, 34, 9, 0.2), hex([16, 85, 64])) +
      line('M-110 76q20 10 40 0M-20 84q20 10 40 0M60 76q20 10 40 0', '#fff', 3, ' opacity=".7"');
    t += path(blob(r, 0, 62, 130, 16, 8, 0.2), '#fdfbf5');
    out += at(CX, CY - 20, between(r, -15, 15), t + croissant([34, 80, 55], 130));
    return out + scallion(r, 6, 40, 420, 430);
  }),
  'roast-beef-sandwich': side((r, p) => {
    let out = shadowUnder(300, 470, 240, 44, p) + ellipse(300, 468, 240, 44, hex(p.wood));
    const bread: Hsl = [34, 70, 60];
    out += rect(90, 400, 420, 56, 28, hex(bread), stroke(shade(bread, -16), 3));
    let lettuce = 'M86 402';
    for (let x = 86; x < 514; x += 26) lettuce += `q13 ${f(between(r, 12, 22))} 26 0`;
    out += path(`${lettuce}L514 390L86 390Z`, hex([90, 60, 42]));
    for (let i = 0; i < 6; i++)
      out += at(
        120 + i * 72,
        380,
        0,
        path(
          'M-46 10Q-40 -26 0 -20Q40 -26 46 10Z',
          hex([355, 45, 52]),
          stroke(hex([10, 45, 36]), 3),
        ) + line('M-30 0Q0 -14 30 0', hex([355, 40, 66]), 3),
      );
    out += path(
      'M84 370Q90 250 300 250Q510 250 516 370Z',
      hex(bread),
      stroke(shade(bread, -16), 3),
    );
    let cuts = '';
    for (let i = 0; i < 4; i++) cuts += `M${170 + i * 80} 300l50 -30`;
    out += line(cuts, shade(bread, -18), 6) + ellipse(240, 280, 80, 14, '#fff', ' opacity=".2"');
    out += randomDots(30, () => [between(r, 140, 460), between(r, 265, 350)], 2, shade(bread, 18));
    return group(out, rotate(between(r, -3, 3)));
  }),
  'club-sandwich': side((r, p) => {
    let out = shadowUnder(300, 480, 240, 44, p) + ellipse(300, 478, 240, 44, hex(p.dish));
    const layers: Array<[Hsl, number]> = [
      [[38, 65, 64], 30],
      [[95, 60, 44], 14],
      [[36, 40, 88], 30],
      [[4, 75, 52], 16],
      [[38, 65, 64], 30],
      [[8, 60, 44], 16],
      [[48, 85, 64], 18],
      [[38, 65, 64], 30],
    ];
    for (const [x0, dir] of [
      [150, 1],
      [450, -1],
    ] as const) {
      let y = 470;
      let t = '';
      for (const [c, h] of layers) {
        const w = 170 - (470 - y) * 0.62;
        t += path(
          `M${f(x0 - dir * 10)} ${f(y)}L${f(x0 + dir * w)} ${f(y)}L${f(x0 + dir * (w - h * 0.62))} ${f(y - h)}L${f(x0 - dir * 10)} ${f(y - h)}Z`,
          hex(c),
        );
        y -= h;
      }
      out +=
        t +
        rect(x0 + dir * 40 - 3, y - 60, 6, 200, 3, '#efe3c6') +
        circle(x0 + dir * 40, y - 62, 10, hex([100, 45, 38]));
    }
    return group(out, rotate(between(r, -3, 3)));
  }),

  // bistro: coffee and tea
  cappuccino: side((r, p) =>
    cup(
      r,
      p,
      '#fbf8f2',
      [30, 45, 78],
      path('M300 290C270 260 240 300 300 330C360 300 330 260 300 290Z', hex([26, 55, 40])),
    ),
  ),
  'flat-white': top((r, p) => {
    let out =
      plate(p, 200) +
      circle(CX + 6, CY + 8, 120, '#000', ' opacity=".15"') +
      circle(CX, CY, 120, '#fbf8f2') +
      circle(CX, CY, 100, hex([26, 62, 34]));
    out += path(
      'M445 330Q520 320 520 300Q520 280 445 270',
      'none',
      stroke('#fbf8f2', 18, ' stroke-linecap="round"'),
    );
    let rosetta = path('M300 230Q360 290 300 380Q240 290 300 230Z', '#f6ecdc');
    for (let i = 0; i < 5; i++)
      rosetta += line(
        `M${f(270 - i * 2)} ${250 + i * 22}Q300 ${270 + i * 22} ${f(330 + i * 2)} ${250 + i * 22}`,
        hex([26, 62, 34]),
        4,
      );
    return (
      out + group(rosetta + line('M300 240V390', hex([26, 62, 34]), 3), rotate(between(r, -30, 30)))
    );
  }),
  'lavender-raf': side((r, p) =>
    drink(r, p, {
      glass: { top: 180, bottom: 150, rim: 110, foot: 495 },
      bands: [
        [[275, 25, 74], 260],
        [[40, 30, 94], 60],
      ],
      garnish: () => {
        let sprig = line('M0 0L-40 -160', hex([100, 30, 36]), 4);
        for (let i = 0; i < 7; i++)
          sprig += ellipse(-22 - i * 4, -60 - i * 14, 8, 5, hex([270, 45, 58]));
        return at(330, 170, 0, sprig);
      },
    }),
  ),
  'sea-buckthorn-tea': side((r, p) =>
    drink(r, p, {
      glass: mugGlass,
      bands: [[[30, 92, 52], 230]],
      handle: true,
      inside: (r) => {
        let out = '';
        for (let i = 0; i < 14; i++)
          out += berry(between(r, 230, 370), between(r, 280, 300), 9, berryColors.seaBuckthorn);
        return out;
      },
      garnish: () => at(240, 250, -20, mint()),
    }),
  ),
  cocoa: side((r, p) => {
    const mug = hex(p.accent);
    let out = saucer(p, 480, 180, hex(p.linen));
    out += path('M170 240L185 470Q190 480 210 480L390 480Q410 480 415 470L430 240Z', mug);
    out += path(
      'M425 290Q510 290 500 360Q495 420 410 420',
      'none',
      stroke(mug, 20, ' stroke-linecap="round"'),
    );
    out +=
      ellipse(300, 240, 130, 28, shade(p.accent, -10)) +
      ellipse(300, 242, 118, 22, hex([20, 45, 36]));
    for (let i = 0; i < 7; i++) {
      const x = 215 + i * 28 + between(r, -6, 6);
      const y = 228 - between(r, 0, 26);
      out += rect(
        x - 17,
        y - 14,
        34,
        28,
        8,
        pick(r, ['#fffdf8', hex([345, 60, 88])]),
        ` transform="${rotate(between(r, -30, 30), x, y)}"`,
      );
    }
    return group(
      out + line('M200 290L215 440', '#fff', 8, ' opacity=".25"'),
      rotate(between(r, -2, 2), 300, 480),
    );
  }),

  // new year
  'blini-caviar': top((r, p) => {
    let out = plate(p);
    ring(r, 3, 20).forEach(([x, y, deg]) => {
      out += at(x, y, deg - 45, foldedBlin(r, 170));
      const [rx, ry] = polar(100, deg, x, y);
      out += roe(r, 12, 24, rx, ry);
    });
    return out + dollop(r, CX, CY, 26, sourCream) + at(CX + 30, CY + 30, 30, dill(50));
  }),
  kholodets: top((r, p) => {
    let out = plate(p);
    [-70, 70].forEach((dx) => {
      const x = CX + dx;
      let t = rect(-70, -90, 140, 180, 14, hex([38, 60, 66]), ' opacity=".9"');
      for (let i = 0; i < 10; i++)
        t += path(
          blob(r, between(r, -50, 50), between(r, -70, 70), 14, 9, 5, 0.3),
          hex([18, 35, 50]),
          ' opacity=".8"',
        );
      t += circle(0, -30, 14, hex([26, 90, 55])) + leaf(20, 30, 30, 12, 40, hex([110, 50, 36]));
      t += rect(-60, -80, 50, 12, 6, '#fff', ' opacity=".3"');
      out += at(x, CY - 10, between(r, -8, 8), t);
    });
    return (
      out + dollop(r, 210, 430, 30, hex([350, 30, 88])) + dollop(r, 390, 430, 26, hex([48, 80, 55]))
    );
  }),
  shuba: side((r, p) =>
    cakeSlice(r, p, {
      layers: [
        [200, 12, 62],
        [45, 35, 86],
        [26, 85, 55],
        [45, 20, 95],
        [330, 60, 34],
      ],
      top: [330, 58, 36],
      decor: 'scallop',
    }),
  ),
  tartlets: top((r, p) => {
    let out = board(r, p, 480, 320);
    for (let i = 0; i < 6; i++) {
      const x = 170 + (i % 3) * 130;
      const y = 240 + Math.floor(i / 3) * 130;
      out += at(
        x,
        y,
        0,
        circle(4, 6, 52, '#000', ' opacity=".2"') +
          bumps(0, 0, 44, 9, 12, hex([34, 66, 58])) +
          circle(0, 0, 44, hex([34, 66, 58])) +
          path(blob(r, 0, 0, 34, 30, 7, 0.2), '#fbf2ea') +
          line('M-20 -4l12 6M4 -12l10 4', hex([8, 80, 60]), 4) +
          roe(r, 4, 10, 6, 6),
      );
    }
    return out;
  }),
  'roast-duck': top((r, p) => {
    let out = plate(p, 230);
    const skin = drift(r, [24, 70, 40], 3, 3);
    out +=
      ellipse(
        CX - 90,
        CY + 80,
        36,
        60,
        hex(skin),
        ` transform="rotate(30 ${CX - 90} ${CY + 80})"`,
      ) +
      ellipse(
        CX + 90,
        CY + 80,
        36,
        60,
        hex(skin),
        ` transform="rotate(-30 ${CX + 90} ${CY + 80})"`,
      );
    out += circle(CX - 112, CY + 132, 12, '#f6eedc') + circle(CX + 112, CY + 132, 12, '#f6eedc');
    out +=
      ellipse(CX, CY, 120, 150, hex(skin), stroke(shade(skin, -12), 3)) +
      ellipse(CX - 30, CY - 50, 40, 70, '#fff', ' opacity=".2"');
    out += line(`M${CX} ${CY - 130}V${CY + 130}`, shade(skin, -10), 3);
    ring(r, 6, 200).forEach(([x, y]) => {
      out +=
        circle(x, y, 30, hex([2, 72, 44])) +
        circle(x, y, 20, hex([40, 80, 66])) +
        circle(x, y, 4, hex([28, 60, 30]));
    });
    return out + herbs(r, 4, CX, CY - 170, 30);
  }),
  'pork-loin': top((r, p) => {
    let out = plate(p);
    const meat = drift(r, [26, 50, 50], 3, 3);
    out += at(
      CX,
      CY,
      between(r, -30, 30),
      path(
        'M-140 0Q-140 -100 -20 -96Q100 -96 120 -20L200 -40Q210 -20 196 -10L120 24Q100 96 -20 96Q-140 96 -140 0Z',
        hex(meat),
        stroke(hex([36, 45, 82]), 10),
      ) +
        rect(120, -40, 90, 20, 10, '#f3e8d0') +
        grillMarks(120, 90, shade(meat, -16), 34),
    );
    out += path(blob(r, 240, 420, 70, 26, 8, 0.2), hex([355, 75, 38]));
    for (let i = 0; i < 7; i++)
      out += berry(between(r, 190, 290), between(r, 405, 435), 9, berryColors.cranberry);
    return out + herbs(r, 3, 400, 200, 20);
  }),
  halibut: top((r, p) => {
    let out = plate(p);
    out += path(blob(r, CX, CY + 10, 150, 120, 10, 0.08), hex([44, 45, 88]));
    out += roe(r, 16, 120, CX, CY + 30);
    const a = between(r, -20, 20);
    out += at(
      CX,
      CY - 10,
      a,
      rect(-120, -55, 240, 110, 40, '#fbf8f0', stroke('#e8dfca', 3)) +
        rect(-110, -50, 220, 40, 30, hex([36, 75, 62])) +
        line('M-70 0q10 30 0 50M-20 0q10 30 0 50M30 0q10 30 0 50', '#e6dccb', 3),
    );
    for (let i = 0; i < 3; i++)
      out += at(CX + 40, CY + 110 + i * 16, -10, capsule(170, 16, [95, 50, 40]));
    return out + herbs(r, 3, CX, CY - 30, 16);
  }),
  buche: side((r, p) => {
    const bark: Hsl = [18, 45, 22];
    let out = shadowUnder(300, 440, 240, 60, p) + ellipse(300, 440, 240, 60, hex(p.dish));
    out += rect(90, 250, 380, 180, 40, hex(bark));
    let lines = '';
    for (let i = 0; i < 9; i++) {
      const y = 270 + i * 18;
      lines += `M${f(110 + between(r, 0, 30))} ${y}q90 ${f(between(r, -8, 8))} 180 0t150 0`;
    }
    out += line(lines, shade(bark, -10), 4);
    out += ellipse(470, 340, 46, 90, hex(bark));
    let roll = 'M470 340';
    for (let a = 0; a < 900; a += 30) {
      const k = 6 + a / 22;
      roll += `L${f(470 + Math.cos((a * Math.PI) / 180) * k * 0.5)} ${f(340 + Math.sin((a * Math.PI) / 180) * k)}`;
    }
    out += line(roll, '#f8eedc', 6, ' stroke-linejoin="round"');
    out += randomDots(30, () => [between(r, 110, 440), between(r, 250, 270)], 3, '#fff');
    out +=
      leaf(200, 240, 60, 24, -30, hex([130, 45, 30])) +
      leaf(236, 240, 60, 24, 30, hex([130, 45, 30]));
    out += berry(214, 250, 10, [0, 80, 45]) + berry(228, 244, 10, [0, 80, 45]);
    out +=
      rect(350, 222, 16, 30, 6, '#fbf6ea') +
      ellipse(358, 222, 26, 14, hex([0, 70, 50])) +
      circle(352, 218, 3, '#fff');
    return group(out, rotate(between(r, -3, 3), 300, 400));
  }),
  stollen: top((r, p) => {
    let out = board(r, p, 480, 320);
    out += at(
      240,
      260,
      between(r, -10, 10),
      rect(-150, -80, 300, 160, 80, '#fbfaf6', stroke('#e8e2d4', 3)) +
        ellipse(-40, -40, 80, 20, '#fff'),
    );
    for (let i = 0; i < 2; i++) {
      let t = rect(-70, -55, 140, 110, 30, hex([38, 55, 74]), stroke('#fbfaf6', 8));
      t += circle(0, 0, 26, hex([46, 60, 80]));
      for (let k = 0; k < 10; k++)
        t += rect(
          between(r, -55, 45),
          between(r, -45, 35),
          10,
          8,
          2,
          hex(pick(r, [[355, 70, 45] as Hsl, [100, 50, 40], [30, 90, 55], [20, 50, 30]])),
        );
      out += at(370 + i * 60, 380 - i * 30, -20 + i * 20, t);
    }
    return out;
  }),
  gingerbread: top((r, p) => {
    let out = plate(p);
    const dough: Hsl = [26, 62, 44];
    const man =
      path(
        'M0 -86a28 28 0 1 1 -0.1 0ZM-20 -34H20L64 -18Q74 -4 60 4L26 -6L40 70Q42 86 26 86L0 40L-26 86Q-42 86 -40 70L-26 -6L-60 4Q-74 -4 -64 -18Z',
        hex(dough),
      ) +
      line(
        'M-10 -64h0M10 -64h0M-10 -50q10 8 20 0M-50 -10l8 -6M50 -10l-8 -6M-30 70l8 -8M30 70l-8 -8',
        '#fff',
        4,
      ) +
      circle(0, -14, 5, hex([0, 70, 50])) +
      circle(0, 6, 5, hex([120, 50, 40]));
    out += at(230, 270, between(r, -20, 0), man) + at(380, 320, between(r, 0, 20), man, 0.9);
    const star = `M${points(Array.from({ length: 10 }, (_, i) => polar(i % 2 ? 22 : 52, i * 36 - 90, 0, 0)))}Z`;
    out += at(
      220,
      440,
      between(r, 0, 30),
      path(star, hex(dough)) + path(star, 'none', stroke('#fff', 3)),
      0.9,
    );
    return (
      out +
      at(
        420,
        180,
        between(r, 0, 30),
        path(star, hex(dough)) + path(star, 'none', stroke('#fff', 3)),
        0.8,
      )
    );
  }),
  trifle: side((r, p) =>
    drink(r, p, {
      glass: { top: 250, bottom: 200, rim: 190, foot: 495 },
      bands: [
        [[40, 60, 74], 60],
        [[45, 40, 95], 50],
        [[30, 92, 56], 45],
        [[40, 60, 74], 50],
        [[45, 40, 96], 60],
      ],
      garnish: (r) => {
        let out = '';
        for (let i = 0; i < 3; i++)
          out += at(
            250 + i * 50,
            188,
            -20 + i * 20,
            path('M-30 0A30 22 0 0 1 30 0Z', hex([30, 92, 58]), stroke(hex([28, 90, 48]), 3)),
          );
        return out + at(300, 170, between(r, -20, 20), mint());
      },
    }),
  ),
  'mulled-wine': side((r, p) =>
    drink(r, p, {
      glass: mugGlass,
      bands: [[[350, 65, 26], 240]],
      handle: true,
      garnish: (r, y) =>
        at(
          pick(r, [230, 360] as [number, number]),
          y,
          between(r, 0, 45),
          citrusWheel([30, 92, 55]),
        ) +
        at(330, y - 40, 70, rect(-80, -9, 160, 18, 6, hex([20, 55, 35]))) +
        at(
          270,
          y + 70,
          0,
          path(
            `M${points(Array.from({ length: 16 }, (_, i) => polar(i % 2 ? 8 : 26, i * 22.5, 0, 0)))}Z`,
            hex([20, 45, 28]),
          ),
        ),
    }),
  ),
  'spiced-latte': side((r, p) =>
    drink(r, p, {
      glass: { top: 170, bottom: 140, rim: 100, foot: 495 },
      bands: [
        [[24, 60, 30], 130],
        [[30, 45, 64], 110],
        [[38, 45, 88], 120],
      ],
      garnish: (r, y) => {
        let out = at(350, y - 20, 75, rect(-90, -9, 180, 18, 6, hex([20, 55, 35])));
        for (let i = 0; i < 24; i++)
          out += circle(between(r, 230, 370), y + 28 + between(r, -6, 6), 2.5, hex([22, 60, 36]));
        return out;
      },
    }),
  ),
  'mandarin-tea': side((r, p) =>
    drink(r, p, {
      glass: { top: 230, bottom: 170, rim: 230, foot: 480 },
      bands: [[[32, 85, 46], 200]],
      handle: true,
      inside: () => at(300, 300, 0, citrusWheel([28, 92, 56], 40)),
      garnish: (r, y) => {
        let sprig = line('M0 0L60 -140', hex([100, 25, 30]), 4);
        for (let i = 0; i < 9; i++)
          sprig += at(
            8 + i * 6,
            -20 - i * 13,
            0,
            line(`M0 0l${i % 2 ? 16 : -16} -6`, hex([130, 25, 32]), 4),
          );
        return at(pick(r, [250, 330] as [number, number]), y + 10, 0, sprig);
      },
    }),
  ),

  // smelt season
  'smelt-fried': top((r, p) => {
    let out = plate(p);
    ring(r, 8, 95).forEach(([x, y, deg]) => {
      const c = drift(r, [38, 62, 62], 3, 4);
      let t = smelt(c, [c[0], c[1], c[2] - 14]);
      t += randomDots(
        4,
        () => [between(r, -40, 40), between(r, -8, 8)],
        5,
        '#fbf3e0',
        ' opacity=".7"',
      );
      out += at(x, y, deg, t);
    });
    return (
      out +
      at(CX, CY, between(r, 0, 360), wedge(lemonColor, 0.9)) +
      herbs(r, 3, CX + 20, CY + 30, 14)
    );
  }),
  'smelt-batter': top((r, p) => {
    let out = basket(r, p);
    for (let i = 0; i < 7; i++) {
      const [x, y] = polar(Math.sqrt(r()) * 90, between(r, 0, 360));
      out += at(
        x,
        y,
        between(r, 0, 360),
        path('M58 0L76 -16Q72 0 76 16Z', hex([34, 40, 50])) +
          path(
            blob(r, -6, 0, 66, 28, 9, 0.16),
            hex(drift(r, [36, 82, 54], 3, 4)),
            stroke(hex([30, 70, 42]), 2),
          ) +
          circle(-20, -6, 5, hex([40, 85, 70])),
        1.3,
      );
    }
    return out + dip(p, 450, 450, [70, 30, 84]);
  }),
  'smelt-marinated': top((r, p) => {
    let out = longPlate(p, 500, 300);
    for (let i = 0; i < 6; i++) {
      out += at(
        170 + i * 52,
        300,
        80 + between(r, -5, 5),
        smelt([200, 12, 78], [210, 28, 36], false),
      );
    }
    let onion = '';
    for (let i = 0; i < 7; i++) {
      const [x, y] = [between(r, 180, 420), between(r, 230, 370)];
      onion += ellipse(
        x,
        y,
        between(r, 16, 26),
        between(r, 10, 16),
        'none',
        stroke(hex([300, 35, 72]), 4),
      );
    }
    return out + onion + at(430, 240, 30, dill(60)) + at(190, 360, 200, dill(50));
  }),
  'smelt-smoked': top((r, p) => {
    let out = board(r, p, 480, 330);
    for (let i = 0; i < 7; i++) {
      const c = drift(r, [30, 75, 40], 3, 4);
      out += at(
        170 + i * 42,
        280 + (i % 2) * 30,
        90 + (i % 2 ? 180 : 0) + between(r, -6, 6),
        smelt(c, [22, 60, 24]) + ellipse(-10, -8, 30, 4, '#fff', ' opacity=".3"'),
      );
    }
    return out + dip(p, 450, 420, [48, 85, 52], 36);
  }),
  'smelt-tempura': top((r, p) => {
    let out = longPlate(p, 500, 300);
    for (let i = 0; i < 4; i++) {
      let lace = '';
      for (let k = 0; k < 12; k++)
        lace += circle(
          between(r, -60, 50),
          between(r, -24, 24),
          between(r, 8, 14),
          hex([42, 72, 70]),
        );
      out += at(
        190 + i * 60,
        300,
        70 + between(r, -8, 8),
        path('M58 0L78 -18Q72 0 78 18Z', hex([34, 30, 60])) +
          lace +
          path(blob(r, -4, 0, 60, 22, 8, 0.12), hex([40, 78, 62])),
        1.2,
      );
    }
    out += dip(p, 450, 400, [20, 55, 24], 42) + path(blob(r, 450, 210, 30, 22, 6, 0.2), '#fbfaf5');
    return out + at(150, 390, 0, wedge(lemonColor, 0.7));
  }),
  'smelt-teriyaki': top((r, p) => {
    let out = bowl(p, '#fbf8f0', 210);
    let grains = '';
    for (let i = 0; i < 60; i++) {
      const [x, y] = polar(Math.sqrt(r()) * 150, between(r, 0, 360));
      grains += `M${f(x)} ${f(y)}l6 2`;
    }
    out += line(grains, '#e9e2d0', 4);
    for (let i = 0; i < 3; i++) {
      const c = drift(r, [18, 62, 28], 3, 4);
      out += at(
        CX,
        230 + i * 70,
        between(r, -8, 8),
        smelt(c, [16, 55, 18]) + ellipse(-10, -8, 34, 4, '#fff', ' opacity=".35"'),
      );
    }
    return out + sesame(r, 30, 130) + scallion(r, 10, 130);
  }),
  karaage: top((r, p) => friedPieces(r, p, [30, 74, 44], 8, 40, [48, 60, 86])),
} satisfies Record<string, Food>;

/** Diced fish or tofu heaped in one place (poke). */
function scatterCubes(r: Rng, color: Hsl, edge?: Hsl): string {
  let out = '';
  for (let i = 0; i < 8; i++) {
    const c = drift(r, color, 2, 3);
    out += at(
      between(r, -36, 36),
      between(r, -36, 36),
      between(r, 0, 90),
      cube(30, c) +
        (edge
          ? rect(-15, 9, 30, 6, 2, hex(edge))
          : color[0] === 16
            ? line('M-12 -6l24 6', '#fff', 2, ' opacity=".7"')
            : ''),
    );
  }
  return out;
}

/** Granola clusters in a band across a bowl of yoghurt. */
function scatterBand(r: Rng): string {
  let out = '';
  for (let i = 0; i < 26; i++) {
    const x = between(r, 150, 450);
    const y = between(r, 215, 345);
    out += path(
      blob(r, x, y, between(r, 18, 28), between(r, 14, 22), 5, 0.3),
      hex(pick(r, [[34, 60, 50] as Hsl, [30, 55, 40], [40, 60, 62]])),
    );
  }
  return out;
}

export type FoodKind = keyof typeof foods;
export const foodKinds = Object.keys(foods) as FoodKind[];

export function isFoodKind(value: string): value is FoodKind {
  return Object.hasOwn(foods, value);
}

export function foodView(kind: FoodKind): 'top' | 'side' {
  return foods[kind].view;
}

export function drawFood(kind: FoodKind, r: Rng, p: Palette, id: string): string {
  return foods[kind].draw(r, p, id);
}
