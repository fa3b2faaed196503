/**
 * Import boundaries of the web app, checked by dependency-cruiser in `make test` (npm run lint:deps):
 * - no import cycles;
 * - a feature (src/features/X) does not import another feature: what two features share lives in
 *   src/lib, src/components, src/app or src/test;
 * - shared code (src/lib, src/components) imports no feature.
 * The cross-feature imports that existed when the rule came are listed in
 * .dependency-cruiser-known-violations.json (npm run lint:deps:baseline rewrites it): they may only go away.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split what both sides need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-feature',
      severity: 'error',
      comment: 'A feature imports another feature: move what they share to src/lib or src/components.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-imports-feature',
      severity: 'error',
      comment: 'Shared code (src/lib, src/components) imports a feature.',
      from: { path: '^src/(lib|components)/' },
      to: { path: '^src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
