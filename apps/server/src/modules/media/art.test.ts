import { describe, expect, it } from 'vitest';
import { dishIcons } from '../../db/seed/types';
import { renderDishSvg, renderVenueLogoSvg } from './art';

const venues = [1, 2, 3] as const;
const seedA = '3f2a9c1e-8b4d-4e6f-9a1b-2c3d4e5f6a7b';
const seedB = '9e8d7c6b-5a49-4382-8170-6f5e4d3c2b1a';

/**
 * A small XML well-formedness check: every tag must close in order, attributes must be quoted,
 * and nothing but whitespace-free markup may sit between tags (the art has no text nodes).
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let end = 0;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    if (match.index !== end) problems.push(`stray text at ${end}: ${xml.slice(end, match.index)}`);
    end = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (end !== xml.length) problems.push(`unparsed tail at ${end}: ${xml.slice(end, end + 40)}`);
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

/** Problems every generated SVG must be free of, whatever it draws. */
function svgProblems(svg: string, size: number): string[] {
  const problems = xmlProblems(svg);
  if (!svg.startsWith('<svg')) problems.push('does not start with <svg');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no SVG namespace');
  if (!svg.includes(`viewBox="0 0 ${size} ${size}"`)) problems.push('wrong viewBox');
  if (!svg.includes(`width="${size}" height="${size}"`)) problems.push('wrong size');
  for (const bad of ['<script', 'NaN', 'undefined', 'Infinity', 'href', '<text', 'font', 'on']) {
    const pattern = bad === 'on' ? /\son\w+=/ : new RegExp(bad, 'i');
    if (pattern.test(svg)) problems.push(`contains ${bad}`);
  }
  // Fills may only point at gradients and clip paths defined in the same file.
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) {
    if (!ids.includes(ref)) problems.push(`dangling url(#${ref})`);
  }
  if (/url\((?!#)/.test(svg)) problems.push('external url()');
  return problems;
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

describe('the well-formedness check', () => {
  it('catches the mistakes it is there to catch', () => {
    expect(xmlProblems('<svg><g><rect/></g></svg>')).toEqual([]);
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><g></g>')).not.toEqual([]);
    expect(xmlProblems('<svg><rect x=1/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg>hello</svg>')).not.toEqual([]);
  });
});

describe('renderDishSvg', () => {
  it('gives byte-identical output for the same input', () => {
    for (const icon of dishIcons) {
      const first = renderDishSvg({ seed: seedA, icon, venueId: 2 });
      expect(renderDishSvg({ seed: seedA, icon, venueId: 2 })).toBe(first);
    }
  });

  it('varies with the seed', () => {
    for (const icon of dishIcons) {
      for (const venueId of venues) {
        const a = renderDishSvg({ seed: seedA, icon, venueId });
        const b = renderDishSvg({ seed: seedB, icon, venueId });
        expect(a, `${icon} @ ${venueId}`).not.toBe(b);
      }
    }
  });

  it('varies visibly, not just in one number', () => {
    const numbers = (svg: string) => svg.match(/-?\d+(\.\d+)?/g) ?? [];
    for (const icon of dishIcons) {
      const a = numbers(renderDishSvg({ seed: seedA, icon, venueId: 1 }));
      const b = numbers(renderDishSvg({ seed: seedB, icon, venueId: 1 }));
      const differing = a.filter((n, i) => n !== b[i]).length;
      expect(differing, icon).toBeGreaterThan(20);
    }
  });

  it('draws each icon differently', () => {
    const outputs = dishIcons.map((icon) => renderDishSvg({ seed: seedA, icon, venueId: 1 }));
    expect(new Set(outputs).size).toBe(dishIcons.length);
  });

  it('uses the venue palette', () => {
    const backgrounds = venues.map((venueId) => {
      const svg = renderDishSvg({ seed: seedA, icon: 'plate', venueId });
      return svg.match(/stop-color="([^"]+)"/g)?.join();
    });
    expect(new Set(backgrounds).size).toBe(venues.length);
  });

  it('renders every icon for every venue as small, well-formed, self-contained SVG', () => {
    for (const icon of dishIcons) {
      for (const venueId of venues) {
        const svg = renderDishSvg({ seed: seedA, icon, venueId });
        expect(svgProblems(svg, 600), `${icon} @ ${venueId}`).toEqual([]);
        expect(bytes(svg), `${icon} @ ${venueId}`).toBeLessThan(8 * 1024);
      }
    }
  });

  it('stays valid across many seeds, including odd ones', () => {
    const seeds = ['', ' ', 'ё', '<&"\'>', 'x'.repeat(500)];
    for (let i = 0; i < 40; i++)
      seeds.push(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const seed of seeds) {
      for (const icon of dishIcons) {
        const venueId = venues[seed.length % 3] ?? 1;
        const svg = renderDishSvg({ seed, icon, venueId });
        expect(svgProblems(svg, 600), `${icon} @ ${JSON.stringify(seed)}`).toEqual([]);
        expect(bytes(svg)).toBeLessThan(8 * 1024);
        // The seed only steers numbers; it never reaches the markup.
        if (seed.length > 3) expect(svg).not.toContain(seed);
      }
    }
  });
});

describe('renderVenueLogoSvg', () => {
  it('renders a small, well-formed emblem for each venue', () => {
    for (const venueId of venues) {
      const svg = renderVenueLogoSvg(venueId);
      expect(svgProblems(svg, 200), `venue ${venueId}`).toEqual([]);
      expect(bytes(svg)).toBeLessThan(8 * 1024);
      expect(renderVenueLogoSvg(venueId)).toBe(svg);
    }
  });

  it('gives each venue its own logo', () => {
    const logos = venues.map((venueId) => renderVenueLogoSvg(venueId));
    expect(new Set(logos).size).toBe(venues.length);
  });
});
