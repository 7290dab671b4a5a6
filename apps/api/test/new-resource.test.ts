import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new:resource` on a copy of the repository: a resource in an existing area and one in a new
 * area touch only their own area's folders (their strings beside their screens; for the new area, its line in the
 * modules list and its strings' place in the web's catalogue), and the result type-checks, lints and gets its
 * migration from drizzle-kit.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
let copy: string;

const run = (cmd: string, args: string[], cwd = copy) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
const git = (...args: string[]) => run('git', ['-c', 'user.email=scaffold@test', '-c', 'user.name=scaffold', ...args]);
const bin = (name: string) => path.join(repo, 'node_modules/.bin', name);

/**
 * The type errors of some files of one of the copy's projects, as `tsc -b` reports them: the whole project is loaded
 * (its references' declarations built first), and only the given files are checked. The files the scaffold did not
 * touch are the repository's own, which `npm run check` checks; a full `tsc -b` of the copy cost five minutes of a core.
 */
function typeErrors(project: string, files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(copy, project, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  })!;
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
  return files.flatMap((file) => {
    const source = program.getSourceFile(path.join(copy, file));
    if (!source) return [`${file}: not part of ${project}`];
    return ts.getPreEmitDiagnostics(program, source).map((d) => `${file}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  });
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-resource-'));
  const files = run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], repo).split('\0').filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(repo, file))) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(copy, file));
  }
  // The installed packages, linked one by one: the copy keeps its own node_modules/.cache, so its type-check
  // (tsc -b writes build info there) leaves the repository's incremental state alone.
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(repo, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  for (const dir of ['apps/web/node_modules', 'apps/api/node_modules']) {
    if (fs.existsSync(path.join(repo, dir))) fs.symlinkSync(path.join(repo, dir), path.join(copy, dir), 'dir');
  }
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'before');
}, 120_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('npm run new:resource', () => {
  // Its timeout: loading both apps' programs and drizzle-kit take a minute or two on a loaded two-core machine.
  it('writes a resource with its list screen inside its own area only, and the result builds', () => {
    const existing = run('node', ['scripts/new-resource.mjs', 'catalogo', 'marcas']);
    expect(existing).toContain('npm run db:generate');
    run('node', ['scripts/new-resource.mjs', 'zzexemplo', 'tipos_teste', '--label', 'Tipos de teste', '--en', 'Test kinds', '--es', 'Tipos de prueba', '--group', 'Exemplo']);

    const touched = git('status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const allowed = [
      /^apps\/api\/src\/modules\/catalogo\//,
      /^apps\/web\/src\/features\/catalogo\//,
      /^apps\/api\/src\/modules\/zzexemplo\//,
      /^apps\/web\/src\/features\/zzexemplo\//,
      /^apps\/api\/src\/modules\/index\.ts$/, // a new area's place in the modules list
      /^apps\/web\/src\/app\/strings\.ts$/, // and its strings' place in the catalogue
      /^apps\/web\/src\/app\/strings\/screens\.(pt-BR|en-US|es)\.ts$/, // and in each language's screens part
    ];
    expect(touched.filter((f) => !allowed.some((a) => a.test(f)))).toEqual([]);
    for (const f of [
      'apps/api/src/modules/catalogo/marcas.table.ts',
      'apps/api/src/modules/catalogo/marcas.resource.ts',
      'apps/api/src/modules/catalogo/marcas.test.ts',
      'apps/web/src/features/catalogo/marcas/marcas.list.ts',
      'apps/api/src/modules/zzexemplo/zzexemplo.module.ts',
      'apps/web/src/features/zzexemplo/zzexemplo.routes.ts',
      'apps/web/src/features/catalogo/catalogo.strings.ts',
      'apps/web/src/features/zzexemplo/zzexemplo.strings.ts',
    ]) {
      expect(touched, f).toContain(f);
    }
    const module = fs.readFileSync(path.join(copy, 'apps/api/src/modules/catalogo/catalogo.module.ts'), 'utf8');
    expect(module).toMatch(/resourcesOf\([^)]*marcasResources\)/);
    // Under the area's own group, 'Catálogo', in the menu and in the access catalogue: no second group beside it.
    expect(module).not.toContain("'Catalogo'");
    expect(module.match(/\{\s*modulo: /g)).toHaveLength(1);
    expect(module).toMatch(/modulo: 'Catálogo',\s*ordem: \d+,\s*rotas: \[\s*\{ rota: '\/catalogo\/marcas', chave: 'marcas', nome: 'Marcas' \},/);
    expect(module).toContain("{ menu: 'Marcas', rota: '/catalogo/marcas', ordem: 50, icone: 'list', modulo: 'Catálogo' }");
    // The screen needs the resource's grant: a user without it gets 'Acesso negado' (the guard's own test), not an error inside the page.
    expect(fs.readFileSync(path.join(copy, 'apps/web/src/features/catalogo/catalogo.routes.ts'), 'utf8')).toMatch(/path: '\/catalogo\/marcas', area: 'catalogo', permission: 'marcas',/);
    // Its title in each language, in the area's strings (pt-BR, en-US, es in this order), beside its screen.
    const titles = (area: string, key: string) =>
      [...fs.readFileSync(path.join(copy, `apps/web/src/features/${area}/${area}.strings.ts`), 'utf8').matchAll(new RegExp(`\\n  ${key}: \\{\\n    title: '([^']+)'`, 'g'))].map((m) => m[1]);
    expect(titles('catalogo', 'marcas')).toEqual(['Marcas', 'Brands', 'Marcas']);
    expect(titles('zzexemplo', 'tiposTeste')).toEqual(['Tipos de teste', 'Test kinds', 'Tipos de prueba']);
    // The new area's strings are a part of the catalogue the app hands to the platform.
    expect(fs.readFileSync(path.join(copy, 'apps/web/src/app/strings.ts'), 'utf8')).toMatch(/zzexemplo: \{ 'pt-BR': zzexemploPtBR, 'en-US': zzexemploEnUS, es: zzexemploEs \},/);
    expect(fs.readFileSync(path.join(copy, 'apps/api/src/modules/zzexemplo/zzexemplo.module.ts'), 'utf8')).toContain("modulo: 'Exemplo'");

    // The migration of the new tables, then the schema and the migrations agree.
    run(bin('drizzle-kit'), ['generate'], path.join(copy, 'apps/api'));
    const migration = git('status', '--porcelain', '--untracked-files=all', 'apps/api/drizzle').split('\n').find((l) => l.endsWith('.sql'))!;
    const sql = fs.readFileSync(path.join(copy, migration.slice(3)), 'utf8');
    expect(sql).toContain('CREATE TABLE "marcas"');
    expect(sql).toContain('CREATE TABLE "tipos_teste"');
    run('node', ['scripts/db-check.mjs']);

    // The packages the apps reference are built (their declarations, as npm run check does), then every file the
    // scaffold wrote or changed is type-checked inside its app and linted.
    run(bin('tsc'), ['-b', 'packages/domain', 'packages/vrp']);
    const code = touched.filter((f) => /\.tsx?$/.test(f));
    expect(typeErrors('apps/api', code.filter((f) => f.startsWith('apps/api/')))).toEqual([]);
    expect(typeErrors('apps/web', code.filter((f) => f.startsWith('apps/web/')))).toEqual([]);
    run(bin('eslint'), code);
  }, 600_000);

  it('refuses a name that exists already, writing nothing', () => {
    const before = git('status', '--porcelain', '--untracked-files=all');
    expect(() => run('node', ['scripts/new-resource.mjs', 'catalogo', 'marcas'])).toThrow(/exists already/);
    // A word the glossary does not know, without its English and Spanish titles.
    expect(() => run('node', ['scripts/new-resource.mjs', 'catalogo', 'acabamentos'])).toThrow(/--en "<title>" --es "<título>"/);
    expect(() => run('node', ['scripts/new-resource.mjs', 'Vendas', 'x'])).toThrow(/lower case/);
    expect(git('status', '--porcelain', '--untracked-files=all')).toBe(before);
  });
});
