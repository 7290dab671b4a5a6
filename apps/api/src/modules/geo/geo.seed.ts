import type { Tx } from '../../platform/db/client.ts';
import type { CepAddress } from './cep.ts';
import { cepCache } from './geo.table.ts';

/** Real CEPs (from the providers' own documentation) kept in the cache, so CEP lookups work offline in the demo. */
const KNOWN_CEPS: CepAddress[] = [
  { cep: '01001000', streetType: 'Praça', street: 'da Sé', district: 'Sé', city: 'São Paulo', cityIbge: '3550308', uf: 'SP', country: 'Brasil' },
  { cep: '05010000', streetType: 'Rua', street: 'Caiubi', district: 'Perdizes', city: 'São Paulo', cityIbge: '3550308', uf: 'SP', country: 'Brasil' },
  { cep: '89010025', streetType: 'Rua', street: 'Doutor Luiz de Freitas Melro', district: 'Centro', city: 'Blumenau', cityIbge: '4202404', uf: 'SC', country: 'Brasil' },
];

/** Addresses of known CEPs kept in the cache (other areas' demo data brings theirs): their lookups need no network. */
export async function cacheCeps(tx: Tx, list: CepAddress[]): Promise<void> {
  if (list.length) await tx.insert(cepCache).values(list.map((data) => ({ cep: data.cep, data }))).onConflictDoNothing();
}

/** The demo's CEP cache. */
export async function seedGeo(tx: Tx): Promise<void> {
  await cacheCeps(tx, KNOWN_CEPS);
}
