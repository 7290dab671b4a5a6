import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { violation } from '../../platform/http/errors.ts';
import { matchesText, searchText } from '../../platform/db/search.ts';

/**
 * `coluna[<id>]=<text>` on a products list: products whose extra column <id> (its value, or the column's
 * default) contains the text, accent- and case-blind; `coluna[<id>]=` (empty): products that have a value there.
 */
export function colunaFilters(idProduto: PgColumn, company: PgColumn) {
  return {
    coluna: {
      type: 'string' as const,
      keyed: true,
      apply: (value: string, _ctx: unknown, key?: string) => {
        // The key is part of the parameter the client wrote (coluna[abc]): the violation is on that parameter.
        if (!key || !/^\d{1,9}$/.test(key)) throw violation(`coluna[${key ?? ''}]`, 'filter_invalid_column_key');
        const valor = sql`coalesce(v.valor, c.valor_default)`;
        const text = value.trim();
        return sql`exists (select 1 from colunas c left join colunas_valores v on v.colunas = c.id and v.id_entidade_origem = ${idProduto}
          where c.id = ${Number(key)} and c.company_id = ${company} and c.nm_entidade_origem = 'Produto' and ${valor} <> ''
          ${text ? sql`and ${matchesText(searchText(valor), text)}` : sql``})`;
      },
    },
  };
}
