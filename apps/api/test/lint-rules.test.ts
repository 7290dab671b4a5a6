import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: the local ESLint plugin is plain JavaScript, without types.
import tableOwners from '../../../scripts/eslint/table-owners.js';

/**
 * The boundaries `npm run check` enforces (eslint.config.js), each shown failing on a deliberate violation:
 * only the area that declares a table writes it (local/own-tables), a package never imports an app, and the API
 * has no import cycle.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const inArea = (area: string, file = 'x.service.ts') => path.join(ROOT, 'apps/api/src/modules', area, file);

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

describe('local/own-tables: one writer per table', () => {
  tester.run('own-tables', tableOwners.rules['own-tables'], {
    valid: [
      // The people area writes its own tables (declared in pessoas/pessoas.table.ts).
      { filename: inArea('pessoas'), code: "import { people } from './pessoas.table.ts';\nexport const f = (tx: any) => tx.insert(people).values({ name: 'x' });" },
      // Another area reads them, and calls the owner's command to write.
      {
        filename: inArea('admin'),
        code: "import { createPerson, people } from '../pessoas/index.ts';\nexport const f = async (tx: any) => { await tx.select().from(people); return createPerson(tx, 1, { name: 'x', peopleType: 'F' }); };",
      },
      // A resource of another area may list someone else's table.
      { filename: inArea('admin', 'x.resource.ts'), code: "import { setores } from '../pessoas/index.ts';\ndefineResource({ source: setores, operations: ['list', 'item'] });" },
      // Outside the areas (the start-up's demo seed) the rule does not apply.
      { filename: path.join(ROOT, 'apps/api/src/seed/x.ts'), code: "import { people } from '../modules/pessoas/index.ts';\nexport const f = (tx: any) => tx.delete(people);" },
    ],
    invalid: [
      // Administration inserting a person itself: the deliberate cross-area write.
      {
        filename: inArea('admin'),
        code: "import { people } from '../pessoas/index.ts';\nexport const f = (tx: any) => tx.insert(people).values({ name: 'x' });",
        errors: [{ messageId: 'write', data: { table: 'people', owner: 'pessoas' } }],
      },
      // Routing changing an order's freight, under another name too.
      {
        filename: inArea('roteiro'),
        code: "import { pedidoVenda as pv } from '../vendas/index.ts';\nexport const f = (db: any) => db.update(pv).set({ VlFrete: '25.00' });",
        errors: [{ messageId: 'write', data: { table: 'pedidoVenda', owner: 'vendas' } }],
      },
      {
        filename: inArea('loja'),
        code: "import { emails, phones } from '../pessoas/index.ts';\nexport const f = async (db: any) => { await db.delete(emails); await db.insert(phones).values({}); };",
        errors: [{ messageId: 'write' }, { messageId: 'write' }],
      },
      // A resource declared outside the owner that writes the table.
      {
        filename: inArea('admin', 'x.resource.ts'),
        code: "import { setores } from '../pessoas/index.ts';\ndefineResource({ source: setores, operations: ['list', 'create', 'delete'] });",
        errors: [{ messageId: 'resource', data: { table: 'setores', owner: 'pessoas', area: 'admin', operation: 'create' } }, { messageId: 'resource' }],
      },
    ],
  });
});

describe('eslint.config.js fails the check on each deliberate violation', () => {
  const eslint = new ESLint({ cwd: ROOT });
  /** The rules that fire on `code` linted as if it were the file at `file` (relative to the repository). */
  const fired = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result.messages.map((m) => m.ruleId);
  };

  it('a cross-area write', async () => {
    const code = "import { people } from '../pessoas/index.ts';\nexport const f = (tx: { insert: (t: unknown) => unknown }) => tx.insert(people);\n";
    expect(await fired(code, 'apps/api/src/modules/admin/probe.service.ts')).toEqual(['local/own-tables']);
    expect(await fired(code.replace('../pessoas/index.ts', './pessoas.table.ts'), 'apps/api/src/modules/pessoas/probe.service.ts')).toEqual([]);
  });

  it('a package importing an app, by path or by name', async () => {
    expect(await fired("export { DEMO } from '../../../apps/api/src/seed/accounts.ts';\n", 'packages/domain/src/probe.ts')).toEqual(['no-restricted-imports']);
    expect(await fired("export * from '@backoffice/api';\n", 'packages/vrp/src/probe.ts')).toEqual(['no-restricted-imports']);
    expect(await fired("export * from './index.ts';\n", 'packages/domain/src/probe.ts')).toEqual([]);
  });

  it('an import cycle in the API', async () => {
    // geo/index.ts re-exports municipios.ts: municipios.ts importing the index back closes a circle.
    const code = "import { readSedes } from './index.ts';\nexport const probe = readSedes;\n";
    expect(await fired(code, 'apps/api/src/modules/geo/municipios.ts')).toEqual(['import-x/no-cycle']);
    expect(await fired(code, 'apps/api/src/modules/geo/probe.ts')).toEqual([]);
  });
});
