import { describe, expect, it } from 'vitest';
import { dishIcons } from '../modules/media/painter';
import { renderDishSvg, renderVenueLogoSvg } from './art';
import { bytes, svgProblems, xmlProblems } from './svg-checks';

const venues = [1, 2, 3] as const;
const seedA = '3f2a9c1e-8b4d-4e6f-9a1b-2c3d4e5f6a7b';
const seedB = '9e8d7c6b-5a49-4382-8170-6f5e4d3c2b1a';

describe('the well-formedness check', () => {
  it('catches the mistakes it is there to catch', () => {
    expect(xmlProblems('<svg><g><rect/></g></svg>')).toEqual([]);
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><g></g>')).not.toEqual([]);
    expect(xmlProblems('<svg><rect x=1/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg>hello</svg>')).not.toEqual([]);
  });

  it('flags broken numbers and active markup, not ids that happen to spell a word', () => {
    const frame = (body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">${body}</svg>`;
    expect(svgProblems(frame('<rect id="bi4qnan" fill="url(#bi4qnan)"/>'), 600)).toEqual([]);
    expect(svgProblems(frame('<g id="fontonly"/>'), 600)).toEqual([]);
    expect(svgProblems(frame('<rect x="NaN"/>'), 600)).toContain('contains NaN');
    expect(svgProblems(frame('<rect x="undefined"/>'), 600)).toContain('contains undefined');
    expect(svgProblems(frame('<a href="x"/>'), 600)).toContain('contains href');
    expect(svgProblems(frame('<rect onclick="x"/>'), 600)).toContain('contains on');
    expect(svgProblems(frame('<g font-family="x"/>'), 600)).toContain('contains font');
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
