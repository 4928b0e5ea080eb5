// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoMenus, demoSpecials } from '../../../../server/src/db/seed/demo-data';
import * as homeBelowHeroContent from '../../features/content/home-below-hero-content';
import * as homeContent from '../../features/content/home-content';
import * as venuesContent from '../../features/content/venues-content';

// Every module of the contract (its texts, venues, pages), tests apart.
const contract = import.meta.glob(['../../../../../packages/contract/src/*.ts', '!**/*.test.ts'], {
  eager: true,
});

// The first face declared is the subset every page loads (scripts/subset-fonts.mjs).
const fontsCss = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const firstPaintRange = /unicode-range:\s*([^;]+);/.exec(fontsCss)?.[1] ?? '';

function inRange(character: string): boolean {
  const point = character.codePointAt(0) ?? 0;
  return firstPaintRange.split(',').some((range) => {
    const [from = '', to = from] = range.trim().replace('U+', '').split('-');
    return point >= Number.parseInt(from, 16) && point <= Number.parseInt(to, 16);
  });
}

/** Every string held anywhere in a value (texts, nested menus, in objects and arrays). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

const drawnOutside = (texts: string[]) =>
  [...new Set(texts.join('').replace(/\s/g, ''))].filter((character) => !inRange(character));

describe('the fonts of the first paint', () => {
  it('declare one subset for the first paint, then the fallback subsets', () => {
    expect(firstPaintRange).toContain('U+0410-044F');
    expect(fontsCss.match(/@font-face/g)).toHaveLength(9);
  });

  it("draw every character of the contract's texts in the site's typeface", () => {
    expect(drawnOutside(strings(contract))).toEqual([]);
  });

  it('draw every character of the pages’ own words', () => {
    expect(drawnOutside(strings({ homeContent, homeBelowHeroContent, venuesContent }))).toEqual([]);
  });

  it('draw every character of the demo menu and specials', () => {
    expect(drawnOutside(strings({ demoMenus, demoSpecials }))).toEqual([]);
  });
});
