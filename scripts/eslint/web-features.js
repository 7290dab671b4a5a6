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

const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cross: "Features do not import each other: '{{source}}' is in features/{{other}}. Move what both use to src/platform." },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const feature = featureOf(file);
    if (!feature) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = targetOf(file, source);
      const other = target && featureOf(target + path.sep + 'x');
      if (other && other !== feature) context.report({ node: node.source, messageId: 'cross', data: { source, other } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const PLATFORM = path.join(SRC, 'platform') + path.sep;
const ABOVE_PLATFORM = [path.join(SRC, 'features') + path.sep, path.join(SRC, 'app') + path.sep];

const platformBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { above: "The platform does not import '{{source}}' (features and the app shell build on the platform): receive it as a parameter." },
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!file.startsWith(PLATFORM)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = targetOf(file, source);
      if (target && ABOVE_PLATFORM.some((dir) => (target + path.sep).startsWith(dir))) context.report({ node: node.source, messageId: 'above', data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, 'platform-boundaries': platformBoundaries } };
