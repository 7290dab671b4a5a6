import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps features apart (scripts/eslint/web-features.js), run as `npm run check` runs it. */
const root = path.resolve(import.meta.dirname, '../../../..');
const lint = async (code: string, file = 'apps/web/src/features/roteiro/probe.ts', rule = 'web/feature-boundaries') => {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
};

describe('web feature boundaries', () => {
  it('refuses another feature by the @/features alias and by a relative path', async () => {
    expect(await lint("import { useMe } from '@/features/admin/user/me';\nexport const a = useMe;\n")).toHaveLength(1);
    expect(await lint("import { massaBody } from '../catalogo/list/massa';\nexport const a = massaBody;\n")).toHaveLength(1);
    expect(await lint("export const a = () => import('@/features/pessoas/clients.api');\n")).toHaveLength(1);
  });

  it('lets a feature import itself, its parts and the platform', async () => {
    expect(await lint("import { CAPACITY_COLOR } from '../CapacityBar';\nexport const a = CAPACITY_COLOR;\n", 'apps/web/src/features/roteiro/manual/probe.ts')).toEqual([]);
    expect(await lint("import { useMe } from '@/features/admin/user/me';\nexport const a = useMe;\n", 'apps/web/src/features/admin/layouts/probe.ts')).toEqual([]);
    expect(await lint("import { UfEnum } from '@/platform/list/uf-enum';\nexport const a = UfEnum;\n")).toEqual([]);
  });

  it("keeps the platform below the features and the app shell (it is handed the catalogue, it does not import it)", async () => {
    const platform = (code: string, file = 'apps/web/src/platform/i18n/probe.ts') => lint(code, file, 'web/platform-boundaries');
    expect(await platform("import { roteiroPtBR } from '@/features/roteiro/roteiro.strings';\nexport const a = roteiroPtBR;\n")).toHaveLength(1);
    expect(await platform("import { catalogue } from '../../app/strings';\nexport const a = catalogue;\n")).toHaveLength(1);
    expect(await platform("import { LOCALES } from './language';\nexport const a = LOCALES;\n")).toEqual([]);
    // Its tests may render the app's routes.
    expect(await platform("import { buildRoutes } from '../../app/routes';\nexport const a = buildRoutes;\n", 'apps/web/src/platform/i18n/probe.test.ts')).toEqual([]);
  });
});
