import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { storeTheme } from '../admin/index.ts';

/**
 * The demo shops: the main company publishes its pictured finished goods (but two, left unpublished) at the
 * markup's suggested price rounded up to whole reais, never below 1,5× cost; the other company publishes two of
 * its three products, with a theme of its own so that its shop (outra.localhost) looks like another company's.
 */
export async function seedLoja(tx: Tx, companies: { main: number; other: number }): Promise<void> {
  await tx.execute(sql`
    insert into loja_produtos (company_id, id_produto, vl_preco, st_publicado, ds_loja)
    select p.company_id, p.id_produto,
           ceil(greatest(coalesce(v.vl_preco_sugerido, 0), p.vl_preco_custo * 1.5, 1))::numeric(14,2),
           row_number() over (order by p.nm_produto, p.id_produto) > 2,
           p.nm_produto || ': fórmula concentrada, rende mais por litro.'
      from produtos p left join view_produto_precos v on v.id_produto = p.id_produto
     where p.company_id = ${companies.main} and p.im_conteudo is not null and p.st_ativo`);
  await tx.execute(sql`
    insert into loja_produtos (company_id, id_produto, vl_preco, st_publicado)
    select company_id, id_produto, case cd_chamada when 'OUT-1' then 19.90 else 12.50 end, true
      from produtos where company_id = ${companies.other} and cd_chamada in ('OUT-1', 'OUT-2')`);
  await storeTheme(tx, companies.other, { colors: { primary: '#c2255c', secondary: '#5f3dc4', background: '#fff0f6', text: '#212529' } });
}
