import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { files } from '../../platform/files/files.table.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { configs, menus, notifications, themes } from './admin.table.ts';
import { createCompany, createUser } from './companies.service.ts';
import { createProfile } from './access.service.ts';
import { favorites } from './access.table.ts';
import { listagemLayouts } from './layouts.table.ts';
import { DEMO, VENDEDOR_GRANTS } from '../../seed/accounts.ts';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

async function storeAsset(tx: Tx, storage: FileStorage, company: number, name: string): Promise<string> {
  const key = `${company}/${name}`;
  const bytes = fs.readFileSync(path.join(assets, name));
  await storage.put(key, Readable.from(bytes));
  const [row] = await tx
    .insert(files)
    .values({ company, name, mimeType: 'image/svg+xml', size: bytes.length, storageKey: key, public: true })
    .returning({ id: files.id });
  return `/api/files/${row.id}`;
}

const address = (street: string, number: string, district: string, city: string, cityIbge: string, uf: string, cep: string) => ({
  streetType: 'Rua',
  street,
  number,
  district,
  city,
  cityIbge,
  uf,
  cep,
  country: 'Brasil',
});

/** A layout of the companies list shared with the company (one per demo company: the isolation test needs both). */
const DEMO_LAYOUT = {
  NmLayout: 'Empresas por nome',
  rota: '/company',
  recurso: '/people/my-companies',
  compartilhado: true,
  layout: { visible: {}, order: [], filters: {}, sort: { field: 'name', direction: 'asc' as const }, pageSize: 20 },
};

/** The two demo companies with their users, profiles, theme and configs; the other areas' demo data needs them. */
export async function seedAdmin(tx: Tx, demo: DemoSeed): Promise<void> {
  const main = await createCompany(
    tx,
    {
      ...DEMO.company,
      address: address('das Flores', '1200', 'Centro', 'Campinas', '3509502', 'SP', '13010000'),
      colors: { primary: '#0b7285', secondary: '#495057', background: '#f1f3f5', text: '#212529' },
    },
    null,
  );
  const demoUser = await createUser(tx, main.id, { ...DEMO.user, phone: '19991234567', roles: ['ROLE_ADMIN'], profile: 'admin' }, null);
  const vendedorProfile = await createProfile(tx, main.id, 'Vendedor', VENDEDOR_GRANTS);
  await createUser(tx, main.id, { ...DEMO.seller, roles: ['ROLE_USER'], profile: vendedorProfile }, null);
  await tx.insert(notifications).values({
    company: main.id,
    user: demoUser.id,
    title: 'Bem-vindo ao back-office',
    body: 'Sua empresa de demonstração está pronta: explore as telas pelo menu.',
    link: '/home',
  });
  await tx.insert(favorites).values({ company: main.id, user: demoUser.id, kind: 'screen', title: 'Empresas', link: '/company' });
  await tx.insert(listagemLayouts).values({ ...DEMO_LAYOUT, company: main.id, user: demoUser.id });
  const logo = await storeAsset(tx, demo.storage, main.id, 'logo.svg');
  const favicon = await storeAsset(tx, demo.storage, main.id, 'favicon.svg');
  await tx.update(themes).set({ logoLogin: logo, logoMenu: logo, favicon }).where(eq(themes.company, main.id));
  await tx.insert(configs).values([
    { company: main.id, configKey: 'gtmId', configValue: '[]', visibility: false },
    { company: main.id, configKey: 'legacyBaseUrl', configValue: '', visibility: true },
  ]);
  const other = await createCompany(
    tx,
    { ...DEMO.other, address: address('Augusta', '500', 'Consolação', 'São Paulo', '3550308', 'SP', '01305000') },
    null,
  );
  const otherUser = await createUser(tx, other.id, { ...DEMO.otherUser, roles: ['ROLE_ADMIN'], profile: 'admin' }, null);
  await tx.insert(notifications).values({ company: other.id, user: otherUser.id, title: 'Bem-vinda ao back-office' });
  await tx.insert(listagemLayouts).values({ ...DEMO_LAYOUT, company: other.id, user: otherUser.id });
  for (const company of [main.id, other.id]) await tx.insert(menus).values(demo.menu.map((m) => ({ ...m, company })));
  demo.companies = { main: main.id, other: other.id };
}
