#!/usr/bin/env node
// Writes the storefront's web fonts: one WOFF2 per face holding just the characters Russian
// pages use (ASCII, the Russian alphabet, the rouble sign and the typographic marks of the
// texts), cut from the full Google Fonts files with HarfBuzz, and src/app/fonts/fonts.css that
// declares them. A page then loads three font files (~62 KB) instead of six Fontsource subsets
// (~85 KB), and the ₽ sign is drawn in the site's typeface.
//
// A character outside the set (a dish named "Café" from the POS) is drawn from the Fontsource
// subset that holds it: those faces are declared for the rest of their ranges only, so the
// browser fetches one only on a page that needs it.
//
// Run after changing the character set or a typeface: `node apps/web/scripts/subset-fonts.mjs`,
// and commit what it writes (decision 039). The formatter leaves the generated CSS alone (biome.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

// Every character a Russian page of the storefront draws on its first paint. A test
// (fonts.test.ts) checks the contract's texts and the demo catalogue against it.
const ascii = String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i));
const russian = String.fromCharCode(...Array.from({ length: 0x40 }, (_, i) => 0x410 + i));
const FIRST_PAINT_CHARACTERS = `${ascii}${russian}Ёё№₽«»„“”‘’—–…×·°€\u00a0\u2009\u202f\u2011`;
const outDir = join(dirname(fileURLToPath(import.meta.url)), '../src/app/fonts');

// Fontsource's latin and cyrillic ranges (its index.css), for the fallback faces.
const FONTSOURCE_RANGES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
};

const FACES = [
  {
    family: 'Montserrat',
    weight: 400,
    file: 'montserrat-400',
    full: '@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf',
    fontsource: '@fontsource/montserrat/files/montserrat-{subset}-400-normal.woff2',
  },
  {
    family: 'Montserrat',
    weight: 600,
    file: 'montserrat-600',
    full: '@expo-google-fonts/montserrat/600SemiBold/Montserrat_600SemiBold.ttf',
    fontsource: '@fontsource/montserrat/files/montserrat-{subset}-600-normal.woff2',
  },
  {
    family: 'Oswald',
    weight: 500,
    file: 'oswald-500',
    full: '@expo-google-fonts/oswald/500Medium/Oswald_500Medium.ttf',
    fontsource: '@fontsource/oswald/files/oswald-{subset}-500-normal.woff2',
  },
];

const codePoints = (text) => new Set([...text].map((character) => character.codePointAt(0)));

function parseRanges(ranges) {
  const points = new Set();
  for (const range of ranges.split(',')) {
    const [from, to = from] = range.replace('U+', '').split('-');
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++) {
      points.add(point);
    }
  }
  return points;
}

function formatRanges(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  const ranges = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    ranges.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`);
  }
  return ranges.join(', ');
}

const face = ({ family, weight }, src, range) =>
  `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url("${src}") format("woff2");
  unicode-range: ${range};
}
`;

const firstPaint = codePoints(FIRST_PAINT_CHARACTERS);
let css = '/* Written by apps/web/scripts/subset-fonts.mjs: do not edit by hand. */\n';
for (const spec of FACES) {
  const subset = await subsetFont(
    readFileSync(require.resolve(spec.full)),
    FIRST_PAINT_CHARACTERS,
    {
      targetFormat: 'woff2',
    },
  );
  writeFileSync(join(outDir, `${spec.file}.woff2`), subset);
  process.stdout.write(`${spec.file}.woff2: ${(subset.length / 1024).toFixed(1)} KB\n`);
  css += face(spec, `./${spec.file}.woff2`, formatRanges(firstPaint));
  for (const [name, ranges] of Object.entries(FONTSOURCE_RANGES)) {
    // Control characters are never drawn.
    const drawn = (point) => point >= 0x20 && !(point >= 0x7f && point <= 0x9f);
    const rest = [...parseRanges(ranges)].filter((point) => drawn(point) && !firstPaint.has(point));
    css += face(spec, spec.fontsource.replace('{subset}', name), formatRanges(rest));
  }
}
writeFileSync(join(outDir, 'fonts.css'), css);
