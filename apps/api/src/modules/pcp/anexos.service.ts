import { and, eq } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { RequestContext, AuthUser } from '../../platform/auth/context.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { audit as writeAudit } from '../../platform/audit/audit.ts';
import { files } from '../../platform/files/files.table.ts';
import { storeUpload } from '../../platform/files/files.service.ts';
import { produtos } from '../catalogo/index.ts';
import { mrpAnexos } from './pcp.table.ts';
import { readMember } from './pcp.answers.ts';
import { MRP, mrpAnexosResource } from './pcp.resource.ts';

/** Attachments of MRP analyses: a row of mrp_anexos naming a file of the file storage (/api/files/<id>). */

export async function companyOfAnexo(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: mrpAnexos.company }).from(mrpAnexos).where(eq(mrpAnexos.Id, id));
  return row?.company;
}

/** The stored file of an attachment (its row names it as /api/files/<id>). */
export async function fileOfAnexo(db: Executor, id: number) {
  const [row] = await db.select().from(mrpAnexos).where(eq(mrpAnexos.Id, id));
  const fileId = /^\/api\/files\/([0-9a-f-]{36})$/i.exec(row?.DsArquivo ?? '')?.[1];
  const [file] = fileId ? await db.select().from(files).where(and(eq(files.id, fileId), eq(files.company, row!.company))) : [];
  if (!file) throw notFound();
  return { row: row!, file };
}

/**
 * Stores an uploaded attachment and its row. Streaming to storage inside a transaction would hold the embedded
 * database's only connection: the file is stored first, the row written in its own transaction, and the file
 * removed again when the row cannot be written. Answers the attachment as its item answers it.
 */
export async function attachFile(
  deps: { database: Database; storage: FileStorage },
  input: { ctx: RequestContext; user: AuthUser; company: number; analise: number; produto?: number; file: MultipartFile },
): Promise<Record<string, unknown>> {
  const db = deps.database.db;
  const { company, user } = input;
  if (input.produto) {
    const [p] = await db.select({ id: produtos.IdProduto }).from(produtos).where(and(eq(produtos.IdProduto, input.produto), eq(produtos.company, company)));
    if (!p) {
      input.file.file.resume();
      throw violation('produto', 'record_not_in_company');
    }
  }
  // The file is read as the attachment is: by who may read the analyses (mrp), through /files/{id} too.
  const stored = await storeUpload(db, deps.storage, { part: input.file, user, company, public: false, permission: MRP });
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(mrpAnexos)
        .values({ company, analise: input.analise, produto: input.produto ?? null, NmArquivo: stored.name, DsArquivo: stored.url, IdUsuario: user.id })
        .returning();
      await writeAudit(tx, { ctx: input.ctx, company, entity: 'MrpAnexo', id: created.Id, action: 'create', after: created });
      return created;
    });
    return readMember(db, mrpAnexosResource, row.Id);
  } catch (error) {
    const [gone] = await db.delete(files).where(eq(files.id, stored.id)).returning({ key: files.storageKey });
    if (gone) await deps.storage.delete(gone.key);
    throw error;
  }
}

/** Removes an attachment, its file's row and then its bytes. */
export async function removeAnexo(op: UseCase, storage: FileStorage, id: number): Promise<void> {
  const { row, file } = await fileOfAnexo(op.db, id);
  await op.db.delete(mrpAnexos).where(eq(mrpAnexos.Id, id));
  await op.db.delete(files).where(eq(files.id, file.id));
  await op.audit({ entity: 'MrpAnexo', id, action: 'delete', before: row });
  // The bytes go once the rows are gone for good (after the commit would be better still; a leftover file is harmless).
  await storage.delete(file.storageKey);
}
