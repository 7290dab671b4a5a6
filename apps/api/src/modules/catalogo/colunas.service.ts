import { and, eq, ne, sql } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import { COLUNA_FILE_TYPES, fileIdOf, isFileColumn } from '@backoffice/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { files } from '../../platform/files/files.table.ts';
import { storeUpload } from '../../platform/files/files.service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { notFound, validationError, type Violation } from '../../platform/http/errors.ts';
import { people } from '../pessoas/index.ts';
import { produtos } from './catalogo.table.ts';
import { PRODUTOS } from './produtos.resource.ts';
import { colunas, colunasValores, vwProdutosColunas } from './colunas.table.ts';
import { columnChangeRule, columnDefaultRule, columnFileRule, columnValueRule } from './colunas.rules.ts';

/**
 * Custom columns: the checks that read the database around the pure rules (colunas.rules.ts), the upload of a
 * file value and the file of a value. Everything runs in the caller's transaction.
 */

export type ColunaRow = typeof colunas.$inferSelect;
export type ValorRow = typeof colunasValores.$inferSelect;

export async function loadColuna(db: Executor, id: number): Promise<ColunaRow | null> {
  const [row] = await db.select().from(colunas).where(eq(colunas.Id, id));
  return row ?? null;
}

/** The company of a column (null when there is none: the platform answers 404). */
export async function companyOfColuna(db: Executor, id: number): Promise<number | null> {
  return (await loadColuna(db, id))?.company ?? null;
}

/** The company of a value (null when there is none). */
export async function companyOfValor(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ company: colunasValores.company }).from(colunasValores).where(eq(colunasValores.IdColunasValores, id));
  return row?.company ?? null;
}

/** The record `id` of the column's entity (a product, a client) is of `company`. */
async function entityRule(db: Executor, entity: string, id: number, company: number, path = 'idEntidadeOrigem'): Promise<Violation[]> {
  const found =
    entity === 'Cliente'
      ? await db.select({ id: people.id }).from(people).where(and(eq(people.id, id), eq(people.company, company))).limit(1)
      : await db.select({ id: produtos.IdProduto }).from(produtos).where(and(eq(produtos.IdProduto, id), eq(produtos.company, company))).limit(1);
  return found.length ? [] : [{ propertyPath: path, message: 'record_not_in_company' }];
}

/** A file value names a file of the company whose type the column takes. */
async function fileValueRule(db: Executor, tp: string, valor: string | null, company: number, path: string): Promise<Violation[]> {
  if (!valor || !isFileColumn(tp)) return [];
  const [file] = await db
    .select({ mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.id, fileIdOf(valor)!), eq(files.company, company)));
  return file && COLUNA_FILE_TYPES[tp].includes(file.mimeType) ? [] : [{ propertyPath: path, message: 'column_type_mismatch' }];
}

/**
 * A column's write (resource /colunas): the default fits the type (stored normalised), the name is free for the
 * entity in the company, and a column with values keeps its type and entity.
 */
export async function checkColuna(tx: Tx, values: Record<string, unknown>, current?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const company = Number(values.company ?? current?.company);
  const next = { ...current, ...values } as ColunaRow;
  const violations: Violation[] = [];
  const rule = columnDefaultRule(next.TpColuna, next.ValorDefault);
  if ('violations' in rule) violations.push(...rule.violations);
  else {
    values.ValorDefault = rule.ValorDefault;
    violations.push(...(await fileValueRule(tx, next.TpColuna, rule.ValorDefault, company, 'ValorDefault')));
  }
  const taken = await tx
    .select({ Id: colunas.Id })
    .from(colunas)
    .where(
      and(
        eq(colunas.company, company),
        eq(colunas.NmEntidadeOrigem, next.NmEntidadeOrigem),
        sql`lower(${colunas.NmColuna}) = lower(${next.NmColuna})`,
        current ? ne(colunas.Id, Number(current.Id)) : undefined,
      ),
    )
    .limit(1);
  if (taken.length) violations.push({ propertyPath: 'NmColuna', message: 'coluna_exists' });
  if (current) {
    const used = await tx.select({ id: colunasValores.IdColunasValores }).from(colunasValores).where(eq(colunasValores.colunas, Number(current.Id))).limit(1);
    violations.push(...columnChangeRule(current as ColunaRow, values as Partial<ColunaRow>, used.length > 0));
  }
  if (violations.length) throw validationError(violations);
  return values;
}

/**
 * A value's write (resource /colunas_valores): its column and record are of the company, the value fits the
 * column's type (a file: a file of the company of a type the column takes), one value per column and record.
 */
export async function checkValor(tx: Tx, values: Record<string, unknown>, current?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const company = Number(values.company ?? current?.company);
  const next = { ...current, ...values } as ValorRow;
  const coluna = await loadColuna(tx, Number(next.colunas));
  if (!coluna || coluna.company !== company) throw validationError([{ propertyPath: 'colunas', message: 'record_not_in_company' }]);
  const violations = await entityRule(tx, coluna.NmEntidadeOrigem, Number(next.idEntidadeOrigem), company);
  const rule = columnValueRule(coluna.TpColuna, next.valor);
  if ('violations' in rule) violations.push(...rule.violations);
  else {
    values.valor = rule.valor;
    violations.push(...(await fileValueRule(tx, coluna.TpColuna, rule.valor, company, 'valor')));
  }
  const taken = await tx
    .select({ id: colunasValores.IdColunasValores })
    .from(colunasValores)
    .where(
      and(
        eq(colunasValores.colunas, coluna.Id),
        eq(colunasValores.idEntidadeOrigem, Number(next.idEntidadeOrigem)),
        current ? ne(colunasValores.IdColunasValores, Number(current.IdColunasValores)) : undefined,
      ),
    )
    .limit(1);
  if (taken.length) violations.push({ propertyPath: 'colunas', message: 'coluna_value_exists' });
  if (violations.length) throw validationError(violations);
  return values;
}

/** Writes the value of a column for a record: a new row, or the one it has replaced. Returns the row. */
async function upsertValor(tx: Tx, ctx: RequestContext, coluna: ColunaRow, idEntidadeOrigem: number, valor: string | null): Promise<ValorRow> {
  const [current] = await tx
    .select()
    .from(colunasValores)
    .where(and(eq(colunasValores.colunas, coluna.Id), eq(colunasValores.idEntidadeOrigem, idEntidadeOrigem)))
    .for('update');
  const [row] = current
    ? await tx.update(colunasValores).set({ valor }).where(eq(colunasValores.IdColunasValores, current.IdColunasValores)).returning()
    : await tx.insert(colunasValores).values({ company: coluna.company, colunas: coluna.Id, idEntidadeOrigem, valor }).returning();
  await audit(tx, { ctx, company: coluna.company, entity: 'ColunaValor', id: row.IdColunasValores, action: current ? 'update' : 'create', before: current, after: row });
  return row;
}

/**
 * POST /produtos/adicional: gives a product an extra column. With `colunasValoresId`, that value (of the same
 * company) moves to the column and product, checked against the column's type; without it, the product gets
 * `valor` (or the column's default) in the column. Answers the product's extra column as GET /produtos/colunas does.
 */
export async function addProdutoColuna(
  tx: Tx,
  ctx: RequestContext,
  coluna: ColunaRow,
  input: { colunasValoresId?: number | null; idEntidadeOrigem: number; valor?: string | null },
) {
  if (coluna.NmEntidadeOrigem !== 'Produto') throw validationError([{ propertyPath: 'colunaId', message: 'record_not_in_company' }]);
  const violations = await entityRule(tx, 'Produto', input.idEntidadeOrigem, coluna.company);
  let valor = input.valor === undefined ? coluna.ValorDefault : input.valor;
  if (input.colunasValoresId) {
    const [moved] = await tx
      .select()
      .from(colunasValores)
      .where(and(eq(colunasValores.IdColunasValores, input.colunasValoresId), eq(colunasValores.company, coluna.company)));
    if (!moved) violations.push({ propertyPath: 'colunasValoresId', message: 'record_not_in_company' });
    else if (input.valor === undefined) valor = moved.valor;
    if (moved && (moved.colunas !== coluna.Id || moved.idEntidadeOrigem !== input.idEntidadeOrigem)) {
      // The value leaves its old place: the column and product get it, or keep theirs if it is the same row.
      await tx.delete(colunasValores).where(eq(colunasValores.IdColunasValores, moved.IdColunasValores));
    }
  }
  const rule = columnValueRule(coluna.TpColuna, valor);
  if ('violations' in rule) violations.push(...rule.violations);
  else violations.push(...(await fileValueRule(tx, coluna.TpColuna, rule.valor, coluna.company, 'valor')));
  if (violations.length) throw validationError(violations);
  await upsertValor(tx, ctx, coluna, input.idEntidadeOrigem, (rule as { valor: string | null }).valor);
  const [answer] = await tx
    .select()
    .from(vwProdutosColunas)
    .where(and(eq(vwProdutosColunas.idColuna, coluna.Id), eq(vwProdutosColunas.idEntidadeOrigem, input.idEntidadeOrigem)));
  return answer;
}

/**
 * POST /colunas_valores/arquivo: a file value. The column takes the file's type (checked before a byte is stored);
 * the platform's upload checks the name's extension and the first bytes; the value then names the stored file.
 * Storing is outside a transaction (it streams); the value is written in one, and a failure removes the file.
 */
export async function storeColumnFile(
  database: Database,
  storage: FileStorage,
  input: { ctx: RequestContext; part: MultipartFile; coluna: ColunaRow; idEntidadeOrigem: number },
) {
  const { ctx, part, coluna, idEntidadeOrigem } = input;
  const refused = [...columnFileRule(coluna.TpColuna, part.mimetype), ...(await entityRule(database.db, coluna.NmEntidadeOrigem, idEntidadeOrigem, coluna.company))];
  if (refused.length) {
    part.file.resume();
    throw validationError(refused);
  }
  // Read as the columns are, under the catalogue's key, through /files/{id} too.
  const stored = await storeUpload(database.db, storage, { part, user: ctx.user!, company: coluna.company, public: false, permission: PRODUTOS });
  try {
    const row = await database.db.transaction((tx) => upsertValor(tx, ctx, coluna, idEntidadeOrigem, stored.url));
    return { ...row, arquivo: { name: stored.name, mimeType: stored.mimeType, size: stored.size } };
  } catch (error) {
    const [file] = await database.db.delete(files).where(eq(files.id, stored.id)).returning({ key: files.storageKey });
    if (file) await storage.delete(file.key);
    throw error;
  }
}

/** The stored file of a value (404 unless the value is a file of its company). */
export async function fileOfValor(db: Executor, id: number) {
  const [row] = await db
    .select({ valor: colunasValores.valor, company: colunasValores.company, TpColuna: colunas.TpColuna })
    .from(colunasValores)
    .innerJoin(colunas, eq(colunas.Id, colunasValores.colunas))
    .where(eq(colunasValores.IdColunasValores, id));
  const fileId = row && isFileColumn(row.TpColuna) ? fileIdOf(row.valor) : null;
  if (!fileId) throw notFound();
  const [file] = await db.select().from(files).where(and(eq(files.id, fileId), eq(files.company, row.company)));
  if (!file) throw notFound();
  return file;
}
