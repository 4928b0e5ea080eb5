import { describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads';
import { pageModules, routeTable } from './src/app/route-table';

const table = { routeTable, pageModules };

const hero = { loop: '/h/loop.svg', still: '/h/still.svg', mobile: '/h/mobile.svg' };

/** A build where every page module shares the RTK chunk with the entry and has its own style. */
function manifest() {
  const chunks: Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  > = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_api.js'],
      css: ['assets/index.css'],
    },
    '_api.js': { file: 'assets/api.js' },
    '_forms.js': { file: 'assets/forms.js', css: ['assets/forms.css'] },
  };
  for (const [name, source] of Object.entries(pageModules)) {
    chunks[source] = {
      file: `assets/${name}.js`,
      imports: name === 'basket' ? ['_api.js', '_forms.js'] : ['_api.js'],
      css: [`assets/${name}.css`],
    };
  }
  return chunks;
}

describe('page preloads', () => {
  it("list each route's own code, not what the entry already loads", () => {
    const { routes } = pagePreloads(table, manifest(), {});
    expect(routes.map((route) => route.path)).toEqual(routeTable.map(({ path }) => path));
    expect(routes.find((route) => route.path === '/basket')).toEqual({
      path: '/basket',
      personal: true,
      scripts: ['/assets/basket.js', '/assets/forms.js'],
      styles: ['/assets/basket.css', '/assets/forms.css'],
      images: [],
    });
    // Dish cards are a page module of their own (decision 037).
    expect(routes.find((route) => route.path === '/menu/:id')?.scripts).toEqual([
      '/assets/dish.js',
    ]);
  });

  it('tell the pages for one guest from the public ones (their first-load budgets differ)', () => {
    const personal = pagePreloads(table, manifest(), {})
      .routes.filter((route) => route.personal)
      .map((route) => route.path);
    expect(personal).toEqual(['/basket', '/order/:id', '/my-account']);
  });

  it("fetch a showcase page's header picture for the screen it will be shown on", () => {
    const home = pagePreloads(table, manifest(), { '/': hero }).routes[0];
    expect(home?.images).toEqual([
      { href: '/h/mobile.svg', media: '(max-width: 699.98px)' },
      {
        href: '/h/loop.svg',
        media: '(min-width: 700px) and (prefers-reduced-motion: no-preference)',
      },
      { href: '/h/still.svg', media: '(min-width: 700px) and (prefers-reduced-motion: reduce)' },
    ]);
  });

  it('refuse a build whose manifest lacks a page module or names an unknown route', () => {
    const broken = manifest();
    delete broken[pageModules.account];
    expect(() => pagePreloads(table, broken, {})).toThrow(
      /account-page.tsx is not in the build manifest/,
    );
    expect(() => pagePreloads(table, manifest(), { '/nowhere': hero })).toThrow(
      /unknown routes: \/nowhere/,
    );
  });
});
