// React Router ships as one module whose top level writes a display name on each component
// (`Link.displayName = "Link"`) and creates its contexts with unmarked calls. To a bundler those
// are side effects, so every component and what it calls stays in the build whether the app
// uses it or not: `matchPath` alone pulled 10.9 KiB gzip of it, `Link` the framework mode's
// prefetching, `Form` and `useSubmit` came along unused (issue 50, measured with a build of
// each export on its own). The display names only label components in React's developer tools,
// which a production build does not serve; the calls that create a component or a context have
// no effect until something uses their result. So the production build drops the one and marks
// the other pure, and the bundler keeps only what the app reaches.
//
// The patterns are checked against the file: if an upgrade of react-router changes its shape,
// the build fails here instead of quietly growing the first route.

const PRODUCTION_BUILD =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const DISPLAY_NAME = /^\w+\.displayName = [^;\n]+;$/gm;
const COMPONENT_OR_CONTEXT = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** The source of one of React Router's production modules, with nothing kept for its own sake. */
export function withoutTopLevelEffects(code) {
  return code.replace(DISPLAY_NAME, '').replace(COMPONENT_OR_CONTEXT, '$1/* @__PURE__ */ $2');
}

/** @returns {import('vite').Plugin} */
export function reactRouterTreeShaking() {
  return {
    name: 'aurora:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!PRODUCTION_BUILD.test(id)) return null;
      const shaken = withoutTopLevelEffects(code);
      const hasContexts = /\bReact\d*\.createContext\(/.test(code);
      if (hasContexts && !shaken.includes('/* @__PURE__ */ React')) {
        this.error(`react-router's shape changed (${id}): review ${import.meta.url}`);
      }
      return { code: shaken, map: null };
    },
  };
}
