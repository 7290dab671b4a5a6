#!/usr/bin/env node
// npm run new:resource -- <area> <name> [--type Marca] [--label Marcas] [--en Brands] [--es Marcas] [--group Catálogo] [--root DIR]
//
// Writes the usual files of a new declared resource with its list screen, inside its own area only:
//   apps/api/src/modules/<area>/<name>.table.ts      Drizzle table (Id<Type>, company, Nm<Type>, enable)
//   apps/api/src/modules/<area>/<name>.resource.ts   defineResource: list, item, create, update, delete
//   apps/api/src/modules/<area>/<name>.seed.ts       demo rows (the tenancy test needs some)
//   apps/api/src/modules/<area>/<name>.test.ts       API test: CRUD, 422, grants, other company
//   apps/api/src/modules/<area>/<area>.module.ts     registers table, resource, access, menu and seed
//   apps/web/src/features/<area>/<name>/…           list declaration (DataList) and its page
//   apps/web/src/features/<area>/<area>.routes.ts    the screen's route
//   apps/web/src/features/<area>/<area>.strings.ts   its strings (pt-BR, en-US, es), beside its screen
// A new area also gets its module skeleton (module, index.ts), one line in apps/api/src/modules/index.ts and its
// strings file's place in the catalogue (apps/web/src/app/strings.ts).
// The screen lands in its area's menu group and access group (those the area's module already declares, e.g.
// 'Catálogo'), needs the resource's own permission (a user without it gets 'Acesso negado'), and has its title in
// the three languages: from --en/--es, else from the glossary beside this script; an unknown word without them is
// refused before anything is written (an English screen titled in Portuguese is a bug, not a default).
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (flag) => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const root = path.resolve(option('--root') ?? path.join(import.meta.dirname, '..'));
const typeOption = option('--type');
const labelOption = option('--label');
const enOption = option('--en');
const esOption = option('--es');
const groupOption = option('--group');
const [area, name] = args;

function fail(message) {
  console.error(`new:resource: ${message}`);
  process.exit(1);
}
if (!area || !name) fail('usage: npm run new:resource -- <area> <name> [--type Marca] [--label Marcas]   e.g. catalogo marcas');
for (const [what, value] of [['area', area], ['name', name]]) {
  if (!/^[a-z][a-z0-9_]*$/.test(value)) fail(`the ${what} is lower case letters, digits and _ (got '${value}')`);
}

const words = name.split('_');
const pascal = (ws) => ws.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = words[0] + pascal(words.slice(1));
/** Portuguese plurals in -s lose it (marcas -> Marca); anything else: pass --type. */
const Type = typeOption ?? pascal(words.map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)));
if (!/^[A-Z][A-Za-z0-9]*$/.test(Type)) fail(`--type is PascalCase (got '${Type}')`);
const snakeType = Type.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const glossary = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'new-resource.glossary.json'), 'utf8'));
const label = labelOption ?? glossary[name]?.pt ?? name.split('_').join(' ').replace(/^./, (c) => c.toUpperCase());
const moduleText = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
/** The area's group in the menu and the access catalogue: the one its module declares (with its accents), else --group. */
const declaredGroup = /modulo: '([^']+)'/.exec(moduleText(path.join(root, 'apps/api/src/modules', area, `${area}.module.ts`)))?.[1];
const areaLabel = declaredGroup ?? groupOption ?? area.replace(/^./, (c) => c.toUpperCase());
const known = glossary[name] ?? {};
const titles = { en: enOption ?? known.en, es: esOption ?? known.es };
if (!titles.en || !titles.es) fail(`the screen needs its title in English and Spanish: --en "<title>" --es "<título>" (or add '${name}' to scripts/new-resource.glossary.json)`);
const idField = `Id${Type}`;
const nameField = `Nm${Type}`;
const route = `/${area}/${name.replaceAll('_', '-')}`;
const routeName = `${area}_${name}`;
const apiPath = `/${name}`;
const listId = `${area}-${name}`;

const api = path.join(root, 'apps/api/src/modules', area);
const web = path.join(root, 'apps/web/src/features', area);
const stringsFile = path.join(web, `${area}.strings.ts`);
const catalogueFile = path.join(root, 'apps/web/src/app/strings.ts');
/** The catalogue's parts: the platform's strings and every feature's (features/<area>/*.strings.ts). */
const stringsFiles = () => {
  const features = path.join(root, 'apps/web/src/features');
  const own = fs.readdirSync(features).flatMap((f) => (fs.statSync(path.join(features, f)).isDirectory() ? fs.readdirSync(path.join(features, f)).filter((n) => n.endsWith('.strings.ts')).map((n) => path.join(features, f, n)) : []));
  return [path.join(root, 'apps/web/src/platform/i18n/strings.ts'), ...own];
};
const moduleFile = path.join(api, `${area}.module.ts`);
const written = [];

function write(file, text) {
  if (fs.existsSync(file)) fail(`${path.relative(root, file)} exists already`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push(file);
}
function edit(file, change) {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) fail(`could not edit ${path.relative(root, file)}: add the lines by hand`);
  fs.writeFileSync(file, after);
  written.push(file);
}
/** Adds an entry first in the array `key: [...]` of a module declaration (empty, one line, or one entry a line). */
function addToArray(text, key, entry) {
  const empty = new RegExp(`^(\\s*)${key}: \\[\\],$`, 'm');
  const oneLine = new RegExp(`^(\\s*)${key}: \\[(.+)\\],$`, 'm');
  const multiLine = new RegExp(`^(\\s*)${key}: \\[\n`, 'm');
  if (empty.test(text)) return text.replace(empty, `$1${key}: [${entry}],`);
  if (oneLine.test(text)) return text.replace(oneLine, (_all, indent, inner) => `${indent}${key}: [\n${indent}  ${entry},\n${indent}  ${inner},\n${indent}],`);
  return text.replace(multiLine, `$1${key}: [\n$1  ${entry},\n`);
}
const js = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

// ------------------------------------------------------------------ checks before writing anything

if (fs.existsSync(path.join(api, `${name}.table.ts`)) || fs.existsSync(path.join(api, `${name}.resource.ts`))) fail(`${area}/${name} exists already`);
for (const file of stringsFiles()) {
  if (new RegExp(`^  ${camel}: \\{`, 'm').test(fs.readFileSync(file, 'utf8'))) fail(`the strings '${camel}' exist already in ${path.relative(root, file)}: choose another name`);
}
const apiRoot = path.join(root, 'apps/api/src/modules');
for (const other of fs.readdirSync(apiRoot)) {
  const dir = path.join(apiRoot, other);
  if (!fs.statSync(dir).isDirectory()) continue;
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.resource.ts'))) {
    if (new RegExp(`path: '${apiPath}'`).test(fs.readFileSync(path.join(dir, f), 'utf8'))) fail(`the API path ${apiPath} is declared already in ${other}/${f}`);
  }
}
const newArea = !fs.existsSync(moduleFile);
if (newArea && fs.existsSync(api)) fail(`modules/${area} exists but has no ${area}.module.ts: add the resource by hand`);

// ------------------------------------------------------------------ API

write(
  path.join(api, `${name}.table.ts`),
  `import { boolean, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** ${label} of a company. */
export const ${camel} = pgTable(
  '${name}',
  {
    ${idField}: serial('id_${snakeType}').primaryKey(),
    company: integer('company_id').notNull(),
    ${nameField}: varchar('nm_${snakeType}', { length: 100 }).notNull(),
    enable: boolean('enable').notNull().default(true),
  },
  (t) => [uniqueIndex('${name}_uq').on(t.company, t.${nameField})],
);
`,
);

write(
  path.join(api, `${name}.resource.ts`),
  `import { z } from 'zod';
import { defineResource } from '../../platform/resources/define.ts';
import { assertUniqueName, nameInput } from '../../platform/resources/pickers.ts';
import { ${camel} } from './${name}.table.ts';

/** ${label} of the user's companies (permission '${name}'). */
export const ${camel}Resource = defineResource({
  type: '${Type}',
  path: '${apiPath}',
  source: ${camel},
  id: '${idField}',
  tenant: 'company',
  permission: '${name}',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    ${idField}: { filter: 'exact', order: true },
    ${nameField}: { filter: 'partial', order: true },
    enable: { filter: 'boolean' },
  },
  input: z.object({ ${nameField}: nameInput(), enable: z.boolean().optional(), company: z.number().int().optional() }),
  defaultOrder: { ${nameField}: 'asc' },
  beforeWrite: async ({ tx, values, current }) => {
    if (values.${nameField} !== undefined) {
      const target = { id: ${camel}.${idField}, company: ${camel}.company, name: ${camel}.${nameField} };
      const company = Number(values.company ?? current?.company);
      await assertUniqueName(tx, target, company, String(values.${nameField}), '${nameField}', current ? Number(current.${idField}) : undefined);
    }
    return values;
  },
});
`,
);

write(
  path.join(api, `${name}.seed.ts`),
  `import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { ${camel} } from './${name}.table.ts';

/** Demo ${label.toLowerCase()}: a few in each demo company (the tenancy test reads them). */
export async function seed${pascal(words)}(tx: Tx, demo: DemoSeed): Promise<void> {
  const rows = [
    ...['${Type} A', '${Type} B', '${Type} C'].map((${nameField}) => ({ company: demo.companies.main, ${nameField} })),
    { company: demo.companies.other, ${nameField}: '${Type} da outra empresa' },
  ];
  await tx.insert(${camel}).values(rows);
}
`,
);

write(
  path.join(api, `${name}.test.ts`),
  `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const names = (res: { json(): { 'hydra:member': { ${nameField}: string }[] } }) => res.json()['hydra:member'].map((r) => r.${nameField});

describe('${apiPath}', () => {
  it('lists the company\\'s ${label.toLowerCase()} by name, never another company\\'s', async () => {
    const res = await t.call('GET', '/api${apiPath}', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['${Type} A', '${Type} B', '${Type} C']);
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect(names(await t.call('GET', '/api${apiPath}', { token: other }))).toEqual(['${Type} da outra empresa']);
  });

  it('creates, renames and deletes one', async () => {
    const created = await t.call('POST', '/api${apiPath}', { token, body: { ${nameField}: 'Nova' } });
    expect(created.statusCode, created.body).toBe(201);
    const iri = created.json()['@id'];
    const renamed = await t.call('PUT', iri, { token, body: { ${nameField}: 'Renomeada', enable: false } });
    expect(renamed.json()).toMatchObject({ ${nameField}: 'Renomeada', enable: false });
    expect((await t.call('DELETE', iri, { token })).statusCode).toBe(204);
    expect((await t.call('GET', iri, { token })).statusCode).toBe(404);
  });

  it('refuses an empty or repeated name with 422 on the field, and writes nothing', async () => {
    for (const body of [{ ${nameField}: '  ' }, { ${nameField}: '${Type.toLowerCase()} a' }]) {
      const res = await t.call('POST', '/api${apiPath}', { token, body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().violations[0].propertyPath).toBe('${nameField}');
    }
    expect(names(await t.call('GET', '/api${apiPath}', { token }))).toHaveLength(3);
  });

  it('answers 403 to a user whose profile does not grant ${name}', async () => {
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await t.call('GET', '/api${apiPath}', { token: seller })).statusCode).toBe(403);
    expect((await t.call('POST', '/api${apiPath}', { token: seller, body: { ${nameField}: 'X' } })).statusCode).toBe(403);
  });
});
`,
);

const accessRoute = `{ rota: ${js(route)}, chave: ${js(name)}, nome: ${js(label)} }`;
const accessEntry = `{ modulo: ${js(areaLabel)}, ordem: 50, rotas: [${accessRoute}] }`;
const menuEntry = `{ menu: ${js(label)}, rota: ${js(route)}, ordem: 50, icone: 'list', modulo: ${js(areaLabel)} }`;
const seedEntry = `{ after: ['admin'], run: seed${pascal(words)} }`;
const imports = [
  `import * as ${camel}Table from './${name}.table.ts';`,
  `import * as ${camel}Resources from './${name}.resource.ts';`,
  `import { seed${pascal(words)} } from './${name}.seed.ts';`,
];

if (newArea) {
  write(
    moduleFile,
    `// The ${area} area's declaration (made by npm run new:resource; the public face is index.ts).
${imports.join('\n')}
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';

export const ${area} = defineModule({
  name: '${area}',
  tables: { ...${camel}Table },
  resources: resourcesOf(${camel}Resources),
  operations: [],
  access: [${accessEntry}],
  menu: [${menuEntry}],
  seed: [${seedEntry}],
});
`,
  );
  write(
    path.join(api, 'index.ts'),
    `// The ${area} area's public face: what other areas may use (they import this file only, never a deeper one).
export * from './${name}.table.ts';
`,
  );
  // The one central line of a new area: its place in the list of modules (seed order).
  edit(path.join(apiRoot, 'index.ts'), (s) =>
    s
      .replace(/((?:^import \{ \w+ \} from '\.\/\w+\/\w+\.module\.ts';\n)+)/m, `$1import { ${area} } from './${area}/${area}.module.ts';\n`)
      .replace(/(export const modules: AreaModule\[\] = \[[^\]]*)\]/, `$1, ${area}]`),
  );
} else {
  edit(moduleFile, (s) => {
    let out = s;
    // Imports after the last one of the file.
    const lastImport = [...out.matchAll(/^import .*;$/gm)].pop();
    out = out.slice(0, lastImport.index + lastImport[0].length) + '\n' + imports.join('\n') + out.slice(lastImport.index + lastImport[0].length);
    if (!/\bresourcesOf\b/.test(s)) out = out.replace(/import \{ defineModule \} from/, 'import { defineModule, resourcesOf } from');
    out = out
      .replace(/^(\s*)tables: \{ ([^}\n]*) \},/m, `$1tables: { $2, ...${camel}Table },`)
      .replace(/^(\s*)tables: (\w+),/m, `$1tables: { ...$2, ...${camel}Table },`)
      .replace(/^(\s*)resources: resourcesOf\(([^)\n]*)\),/m, `$1resources: resourcesOf($2, ${camel}Resources),`)
      .replace(/^(\s*)resources: \[\],/m, `$1resources: resourcesOf(${camel}Resources),`)
    // The screen joins the area's access group when the module has one (one group per area in the access screen).
    const group = new RegExp(`(modulo: ${js(areaLabel).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},[\\s\\S]*?\\n(\\s*)rotas: \\[\\n)`);
    out = group.test(out) ? out.replace(group, (all, _m, indent) => `${all}${indent}  ${accessRoute},\n`) : addToArray(out, 'access', accessEntry);
    out = addToArray(out, 'menu', menuEntry)
      .replace(/^(\s*)seed: (\{[^\n]*\}),$/m, `$1seed: [$2],`);
    out = addToArray(out, 'seed', seedEntry);
    if (!out.includes(`run: seed${pascal(words)} }`)) out = out.replace(/\n\}\);\s*$/, `\n  seed: [${seedEntry}],\n});\n`);
    for (const needed of [`...${camel}Table`, `${camel}Resources)`, `chave: '${name}'`, `rota: '${route}', ordem`, `run: seed${pascal(words)}`]) {
      if (!out.includes(needed)) fail(`could not register ${needed} in ${path.relative(root, moduleFile)}: edit it by hand`);
    }
    return out;
  });
}

// ------------------------------------------------------------------ web

const Page = `${pascal(words)}ListPage`;
const rowType = `${Type}Row`;
write(
  path.join(web, name, `${name}.list.ts`),
  `import { defineList } from '@/platform/list';

export interface ${rowType} {
  '@id': string;
  ${idField}: number;
  ${nameField}: string;
  enable: boolean;
}

/** ${route}: ${label.toLowerCase()} of the user's companies (GET /api${apiPath}). */
export const ${camel}List = defineList<${rowType}>({
  id: '${listId}',
  resource: '${apiPath}',
  columns: [
    { field: '${idField}', kind: 'code', label: '${camel}.fields.id', sortable: true, width: 90 },
    { field: '${nameField}', kind: 'text', label: '${camel}.fields.name', sortable: true },
    { field: 'enable', kind: 'boolean', label: '${camel}.fields.enable', width: 110 },
  ],
  filters: [
    { field: '${nameField}', kind: 'text', label: '${camel}.fields.name' },
    { field: 'enable', kind: 'boolean', label: '${camel}.fields.enable' },
  ],
  defaultSort: { field: '${nameField}', direction: 'asc' },
  titleField: '${nameField}',
});
`,
);
write(
  path.join(web, name, `${Page}.tsx`),
  `import { useTranslation } from 'react-i18next';
import { DataList } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { ${camel}List } from './${name}.list';

/** ${route}: the list of ${label.toLowerCase()}, with filters and the column chooser. */
export function ${Page}() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('${camel}.title')} description={t('${camel}.description')} favorite={t('${camel}.title')} />
      <DataList definition={${camel}List} />
    </>
  );
}
`,
);
const routesFile = path.join(web, `${area}.routes.ts`);
const routeEntry = `  { name: '${routeName}', path: '${route}', area: '${area}', permission: '${name}', component: lazy(() => import('./${name}/${Page}').then((m) => ({ default: m.${Page} }))) },`;
if (fs.existsSync(routesFile)) {
  edit(routesFile, (s) => {
    let out = s.replace(/(export const \w+: ScreenRoute\[\] = \[\n)/, `$1${routeEntry}\n`);
    if (!/import \{[^}]*\blazy\b[^}]*\} from 'react';/.test(out)) out = `import { lazy } from 'react';\n${out}`;
    return out;
  });
} else {
  write(
    routesFile,
    `import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

/** The ${area} area's screens (app/screens.ts reads every feature's *.routes.ts). */
export const ${area}Routes: ScreenRoute[] = [
${routeEntry}
];
`,
  );
}

// ------------------------------------------------------------------ strings

const strings = {
  PtBR: { title: label, description: `${label} da empresa.`, id: 'Código', name: 'Nome', enable: 'Ativo' },
  EnUS: { title: titles.en, description: `The company's ${titles.en.toLowerCase()}.`, id: 'Code', name: 'Name', enable: 'Active' },
  Es: { title: titles.es, description: `${titles.es} de la empresa.`, id: 'Código', name: 'Nombre', enable: 'Activo' },
};
const namespace = (s) => `  ${camel}: {\n    title: ${js(s.title)},\n    description: ${js(s.description)},\n    fields: { id: ${js(s.id)}, name: ${js(s.name)}, enable: ${js(s.enable)} },\n  },\n`;
if (fs.existsSync(stringsFile)) {
  // The namespace goes last in each language's object of the area's strings file.
  edit(stringsFile, (text) => {
    let out = text;
    for (const [suffix, s] of Object.entries(strings)) {
      const start = new RegExp(`^export const \\w+${suffix}\\b[^\\n]*= \\{\\n`, 'm').exec(out);
      const end = start && out.indexOf('\n};\n', start.index);
      if (!start || end < 0) return text;
      out = `${out.slice(0, end + 1)}${namespace(s)}${out.slice(end + 1)}`;
    }
    return out;
  });
} else {
  const prefix = area.replace(/_(.)/g, (_all, c) => c.toUpperCase());
  write(
    stringsFile,
    `/** Textos das telas da área ${areaLabel}. pt-BR é a fonte dos tipos: en-US e es têm as mesmas chaves (app/strings.ts junta os catálogos). */
export const ${prefix}PtBR = {
${namespace(strings.PtBR)}};

export const ${prefix}EnUS: typeof ${prefix}PtBR = {
${namespace(strings.EnUS)}};

export const ${prefix}Es: typeof ${prefix}PtBR = {
${namespace(strings.Es)}};
`,
  );
  // Its place in the catalogue: imported and a part (checked by app/strings.test.ts), and spread into each language's
  // part of the screens outside the shell (app/strings/screens.<locale>.ts, loaded with the first of them).
  edit(catalogueFile, (text) =>
    text
      .replace(/(\nimport \{ platformEnUS)/, `\nimport { ${prefix}EnUS, ${prefix}Es, ${prefix}PtBR } from '@/features/${area}/${area}.strings';$1`)
      .replace(/(export const catalogueParts = \{\n(?:.*\n)*?)\} as const;/, `$1  ${prefix}: { 'pt-BR': ${prefix}PtBR, 'en-US': ${prefix}EnUS, es: ${prefix}Es },\n} as const;`),
  );
  for (const [locale, suffix] of [['pt-BR', 'PtBR'], ['en-US', 'EnUS'], ['es', 'Es']]) {
    edit(path.join(root, `apps/web/src/app/strings/screens.${locale}.ts`), (text) =>
      text
        .replace(/(\nexport const screens)/, `import { ${prefix}${suffix} } from '@/features/${area}/${area}.strings';\n$1`)
        .replace(/(export const screens\w+(?:: \w+)? = \{\n(?:.*\n)*?)\};/, `$1  ...${prefix}${suffix},\n};`),
    );
  }
}

console.log(`new:resource: ${area}/${name} (${Type}, ${apiPath}, screen ${route}) written:`);
for (const f of [...new Set(written)]) console.log(`  ${path.relative(root, f)}`);
console.log(`
Next steps:
  1. npm run db:generate            the migration of the table ${name} (commit apps/api/drizzle too; npm run db:check verifies it)
  2. add the columns the specification gives to ${name}.table.ts, ${name}.resource.ts and ${name}.list.ts
  3. npm run check && npx vitest run --project api apps/api/src/modules/${area}/${name}.test.ts apps/api/test/tenancy.test.ts
${newArea ? `  (a new area: apps/api/src/modules/index.ts got one line, its place in the seed order)\n` : ''}`);
