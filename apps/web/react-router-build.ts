/**
 * React Router as the browser's production bundle should carry it (decision 037): about 2 KB
 * less gzip on every first load. The build of the server's render, tests and `vite dev` keep the
 * package as it is.
 *
 * - Its package names only its development build, whose extra code is warnings for developers;
 *   the production build it ships next to it is taken instead.
 * - Its build makes each component with `React.forwardRef(…)` and names it with
 *   `X.displayName = "…"`: a call and an assignment the bundler keeps, as it cannot know they do
 *   nothing else, so components the site never uses (`<Form>` and the hooks behind it) stayed in
 *   the bundle. The calls are marked pure and the names (only React's developer tools show them)
 *   left out, which makes unused components dead code. Should a release write them differently,
 *   nothing matches and bench:bundle's ceilings show the bytes come back.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FORWARD_REF = /= (React\d*)\.forwardRef\(/g;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

export function reactRouterForTheBrowser(): Plugin {
  const production = fileURLToPath(
    import.meta.resolve('react-router').replace('/development/', '/production/'),
  );
  return {
    name: 'storefront:react-router-for-the-browser',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(FORWARD_REF, (_, react: string) => `= /* @__PURE__ */ ${react}.forwardRef(`)
          .replace(DISPLAY_NAME, ''),
        map: null,
      }),
    },
  };
}
