// API boundaries (STYLE.md §9, docs/architecture.md "Fronteiras dos módulos"), checked on every relative import:
// - the platform (apps/api/src/platform/**) never imports a business area (apps/api/src/modules/**);
// - an area (apps/api/src/modules/<area>/**) imports another area only through `modules/<other>/index.ts`.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PLATFORM = path.join(ROOT, 'apps/api/src/platform') + path.sep;
export const MODULES = path.join(ROOT, 'apps/api/src/modules') + path.sep;

/** The area a file belongs to (`admin` for modules/admin/x.ts), or null outside an area folder. */
export const areaOf = (file) => {
  if (!file.startsWith(MODULES)) return null;
  const parts = file.slice(MODULES.length).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
};

const moduleBoundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      platform: 'The platform does not know the business areas: {{source}} is a module. Take what it needs as a parameter or an interface.',
      deep: "Areas import each other only through their public face: import '{{index}}' (export what you need there).",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const allowed = new Set((context.options[0]?.allow ?? []).map((f) => path.join(ROOT, f)));
    if (allowed.has(file)) return {};
    const inPlatform = file.startsWith(PLATFORM);
    const area = areaOf(file);
    if (!inPlatform && !area) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (inPlatform && target.startsWith(MODULES)) {
        context.report({ node: node.source, messageId: 'platform', data: { source } });
        return;
      }
      const other = areaOf(target);
      if (area && other && other !== area && target !== path.join(MODULES, other, 'index.ts')) {
        context.report({ node: node.source, messageId: 'deep', data: { index: path.relative(path.dirname(file), path.join(MODULES, other, 'index.ts')) } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
