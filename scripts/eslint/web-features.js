// Web boundaries (STYLE.md §9): a feature (apps/web/src/features/<area>/**) never imports another feature, neither
// by a relative path nor through the `@/` alias (`@/features/<other>/...`); shared code lives in src/platform.
// The platform (apps/web/src/platform/**) imports neither a feature nor the app shell (src/app): what it needs from
// them it receives (the screens' registry, the catalogue of strings).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'apps/web/src') + path.sep;
const FEATURES = path.join(SRC, 'features') + path.sep;

/** The feature a file belongs to (`roteiro` for features/roteiro/x.ts), or null outside a feature folder. */
const featureOf = (file) => {
  if (!file.startsWith(FEATURES)) return null;
  const parts = file.slice(FEATURES.length).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
};

/** Where an import points on disk: relative to the file, or under src/ for the `@/` alias; null for packages. */
const targetOf = (file, source) => {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  return null;
};

/**
 * A rule that looks at where each import of a file points (static, re-export, dynamic): `report(target, source)`
 * returns the message id and data of a refused import, or null. `applies(file)` picks the files it checks.
 */
const importRule = (messages, applies, report) => ({
  meta: { type: 'problem', schema: [], messages },
  create(context) {
    const file = path.resolve(context.filename);
    if (!applies(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = targetOf(file, source);
      const refused = target && report(file, target, source);
      if (refused) context.report({ node: node.source, ...refused });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
});

const featureBoundaries = importRule(
  { cross: "Features do not import each other: '{{source}}' is in features/{{other}}. Move what both use to src/platform." },
  (file) => featureOf(file) !== null,
  (file, target, source) => {
    const other = featureOf(target + path.sep + 'x');
    return other && other !== featureOf(file) ? { messageId: 'cross', data: { source, other } } : null;
  },
);

const PLATFORM = path.join(SRC, 'platform') + path.sep;
const ABOVE_PLATFORM = [path.join(SRC, 'features') + path.sep, path.join(SRC, 'app') + path.sep];

const platformBoundaries = importRule(
  { above: "The platform does not import '{{source}}' (features and the app shell build on the platform): receive it as a parameter." },
  (file) => file.startsWith(PLATFORM),
  (_file, target, source) => (ABOVE_PLATFORM.some((dir) => (target + path.sep).startsWith(dir)) ? { messageId: 'above', data: { source } } : null),
);

export default { rules: { 'feature-boundaries': featureBoundaries, 'platform-boundaries': platformBoundaries } };
