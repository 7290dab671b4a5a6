import { parseArgs } from 'node:util';
import { loadSettings } from '../config.ts';
import { openDatabase } from '../database.ts';
import { openStorage } from '../platform/files/storage.ts';
import { seedDemo } from './demo.ts';
import { sql } from 'drizzle-orm';
import { countOrders, demoCompanyId, ensureClients, generateItems, generateOrders, vacuumOrders } from './orders.ts';

// `npm run seed -- --orders 1000000 [--clients 500] [--batch 100000] [--items]`
// Connects like `npm start` (DATABASE_URL, or the embedded database under DATA_DIR), applies the
// migrations, writes the demo data when the database is empty, then adds clients and orders to
// the demo company; with --items, the new orders get one to five items each (generateItems).
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '0' },
    clients: { type: 'string', default: '500' },
    batch: { type: 'string' },
    items: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('npm run seed -- --orders N [--clients 500] [--batch 100000] [--items]');
  process.exit(0);
}
const orders = Number(values.orders);
const clients = Number(values.clients);
if (!Number.isInteger(orders) || orders < 0 || !Number.isInteger(clients) || clients < 1) {
  console.error('--orders and --clients take whole numbers');
  process.exit(2);
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const settings = loadSettings();
const database = await openDatabase(settings);
try {
  if (await seedDemo(database, openStorage(settings))) console.log('Dados de demonstração criados.');
  const company = await demoCompanyId(database.db);
  if (company === null) throw new Error('the demo company is missing (was this database seeded without the demo?)');
  if (orders > 0) {
    await ensureClients(database.db, company, clients);
    const [{ last }] = await database.rows<{ last: number }>(sql`select coalesce(max(cod_pedido), 0)::int as last from pedido_venda where cd_empresa = ${company}`);
    console.log(`${clients} clientes prontos (${elapsed()})`);
    await generateOrders(database.db, {
      company,
      count: orders,
      batchSize: values.batch ? Number(values.batch) : undefined,
      onProgress: (done, total) => console.log(`  ${done.toLocaleString('pt-BR')}/${total.toLocaleString('pt-BR')} pedidos (${elapsed()})`),
    });
    if (values.items) {
      const items = await generateItems(database.db, {
        company,
        after: Number(last),
        onProgress: (done, total) => console.log(`  itens: ${done.toLocaleString('pt-BR')}/${total.toLocaleString('pt-BR')} pedidos (${elapsed()})`),
      });
      console.log(`${items.toLocaleString('pt-BR')} itens (${elapsed()})`);
    }
    await vacuumOrders(database);
  }
  console.log(`Empresa ${company}: ${(await countOrders(database.db, company)).toLocaleString('pt-BR')} pedidos no total. Tempo: ${elapsed()}`);
} finally {
  await database.close();
}
