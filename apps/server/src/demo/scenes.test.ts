import { describe, expect, it } from 'vitest';
import { galleryKinds, heroSubjects, heroVariants, sceneVenues } from '../modules/media/painter';
import { GALLERY_SIZE, HERO_SIZE, renderGallerySvg, renderHeroSvg } from './scenes';
import { bytes, svgProblems } from './svg-checks';

describe('renderGallerySvg', () => {
  it('draws every kind for every venue as small, well-formed, self-contained SVG', () => {
    for (const venue of sceneVenues) {
      for (const kind of galleryKinds) {
        for (const n of [1, 2, 7, 19, 99]) {
          const svg = renderGallerySvg({ venue, kind, n });
          const label = `${venue}/${kind}-${n}`;
          expect(svgProblems(svg, GALLERY_SIZE.width, GALLERY_SIZE.height), label).toEqual([]);
          expect(bytes(svg), label).toBeLessThan(14 * 1024);
          // Photos stay still: only the hero loop moves.
          expect(svg, label).not.toContain('<style');
        }
      }
    }
  });

  it('gives byte-identical output for the same photo', () => {
    for (const kind of galleryKinds) {
      const first = renderGallerySvg({ venue: 'sibumi', kind, n: 3 });
      expect(renderGallerySvg({ venue: 'sibumi', kind, n: 3 })).toBe(first);
    }
  });

  it('makes every photo of a strip different', () => {
    const photos = new Set<string>();
    let count = 0;
    for (const venue of sceneVenues) {
      for (const kind of galleryKinds) {
        for (let n = 1; n <= 6; n++) {
          photos.add(renderGallerySvg({ venue, kind, n }));
          count += 1;
        }
      }
    }
    expect(photos.size).toBe(count);
  });

  it('keeps each venue in its own colours', () => {
    const walls = sceneVenues.map(
      (venue) => renderGallerySvg({ venue, kind: 'hall', n: 1 }).match(/stop-color="([^"]+)"/)?.[1],
    );
    expect(new Set(walls).size).toBe(sceneVenues.length);
  });
});

describe('renderHeroSvg', () => {
  it('draws every page header in every variant', () => {
    for (const subject of heroSubjects) {
      for (const variant of heroVariants) {
        const svg = renderHeroSvg(subject, variant);
        const { width, height } = HERO_SIZE[variant];
        const label = `${subject}-${variant}`;
        expect(svgProblems(svg, width, height), label).toEqual([]);
        expect(bytes(svg), label).toBeLessThan(18 * 1024);
        expect(renderHeroSvg(subject, variant), label).toBe(svg);
      }
    }
  });

  it('is a portrait for phones and a landscape otherwise', () => {
    expect(HERO_SIZE.mobile.height).toBeGreaterThan(HERO_SIZE.mobile.width);
    expect(HERO_SIZE.wide.width).toBeGreaterThan(HERO_SIZE.wide.height);
  });

  it('moves only in the loop, which is the still with animation and stops for reduced motion', () => {
    for (const subject of heroSubjects) {
      const still = renderHeroSvg(subject, 'wide');
      const loop = renderHeroSvg(subject, 'loop');
      expect(still).not.toMatch(/animation|<style/);
      expect(loop).toMatch(/@keyframes/);
      expect(loop).toContain('infinite');
      expect(loop).toContain('prefers-reduced-motion:reduce');
      // Same room: the loop's shapes are the still's, plus classes and drifting motes.
      const shapes = (svg: string) =>
        svg
          .replace(/<style>[^<]*<\/style>/, '')
          .replace(/ class="[^"]*"/g, '')
          .replace(/<circle[^>]*class="d"[^>]*\/>/g, '');
      expect(shapes(loop.replace(/<circle[^>]*animation-delay[^>]*\/>/g, ''))).toBe(shapes(still));
    }
  });
});
