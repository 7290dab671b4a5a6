// One writer per table (docs/architecture.md "Fronteiras dos módulos"): only the area that declares a table inserts,
// updates or deletes its rows; another area calls the owner's commands (exported by its index.ts). The owner of a
// table is where it is declared: `export const x = pgTable(...)` in apps/api/src/modules/<area>/** belongs to <area>.
// (The platform's own tables, files, jobs and the audit log, are infrastructure every area records in: not checked.)
// Checked in the areas' files on:
// - `<anything>.insert(t)`, `.update(t)`, `.delete(t)` where `t` is a table imported from elsewhere;
// - `defineResource({ source: t, operations: [...] })` whose operations write (create, update, delete).
import fs from 'node:fs';
import path from 'node:path';
import { areaOf, MODULES } from './boundaries.js';

const TABLE = /export const (\w+)\s*=\s*pgTable\b/g;
const WRITES = new Set(['insert', 'update', 'delete']);
const WRITE_OPERATIONS = new Set(['create', 'update', 'delete']);

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

let cached = null;
/** Table variable name → owning area, from the declarations under apps/api/src/modules (names are unique across areas). */
export function tableOwners() {
  if (cached) return cached;
  cached = new Map();
  for (const file of sourceFiles(MODULES)) {
    const owner = areaOf(file);
    if (!owner) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(TABLE)) cached.set(m[1], owner);
  }
  return cached;
}

const ownTables = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      write: "'{{table}}' belongs to {{owner}}: only {{owner}} writes its rows. Call a command exported by {{owner}}'s index.ts instead.",
      resource: "'{{table}}' belongs to {{owner}}: a resource of {{area}} may read it, not {{operation}} it. Declare the resource in {{owner}}.",
    },
  },
  create(context) {
    const area = areaOf(path.resolve(context.filename));
    if (!area) return {};
    const owners = tableOwners();
    /** The owner of the table an expression names, when it is a table imported from another owner's file. */
    const foreignOwner = (node) => {
      if (node?.type !== 'Identifier') return null;
      const variable = context.sourceCode.getScope(node).references.find((r) => r.identifier === node)?.resolved;
      const def = variable?.defs[0];
      // A table declared in this very file, or a local value of the same name, is not someone else's table.
      if (!def || def.type !== 'ImportBinding') return null;
      const imported = def.node.type === 'ImportSpecifier' ? (def.node.imported.name ?? def.node.imported.value) : null;
      const owner = imported ? owners.get(imported) : undefined;
      return owner && owner !== area ? { table: imported, owner } : null;
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && WRITES.has(callee.property.name)) {
          const found = foreignOwner(node.arguments[0]);
          if (found) context.report({ node, messageId: 'write', data: found });
          return;
        }
        if (callee.type !== 'Identifier' || callee.name !== 'defineResource') return;
        const spec = node.arguments[0];
        if (spec?.type !== 'ObjectExpression') return;
        const prop = (name) => spec.properties.find((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === name)?.value;
        const found = foreignOwner(prop('source'));
        if (!found) return;
        const operations = prop('operations');
        const writes = operations?.type === 'ArrayExpression' ? operations.elements.filter((e) => e?.type === 'Literal' && WRITE_OPERATIONS.has(e.value)) : [];
        for (const op of writes) context.report({ node: op, messageId: 'resource', data: { ...found, area, operation: op.value } });
      },
    };
  },
};

export default { rules: { 'own-tables': ownTables } };
