import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Readable, Writable } from 'node:stream';
import { loadSettings } from './config.ts';
import { openDatabase } from './database.ts';
import { connect } from './platform/db/client.ts';
import { exportDatabase, importDatabase } from './platform/db/transfer.ts';

// `npm run db:export -- FILE`: the embedded database under DATA_DIR (stop `npm start` first: it holds the database)
//   to FILE (gzip when it ends in .gz).
// `DATABASE_URL=postgres://... npm run db:import -- FILE`: FILE into that server's database (empty, or just created).
// docs/operations.md, "Moving from the embedded database to a server".
// npm runs a workspace's script in its folder: the file and DATA_DIR are meant from where the command was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const [command, file] = process.argv.slice(2);
if (!['export', 'import'].includes(command) || !file) {
  console.error('npm run db:export -- arquivo.sql.gz   |   DATABASE_URL=postgres://... npm run db:import -- arquivo.sql.gz');
  process.exit(2);
}
const gz = file.endsWith('.gz');
const settings = loadSettings();
const started = performance.now();
try {
  let counts: Record<string, number>;
  if (command === 'export') {
    // The embedded database, whatever DATABASE_URL says: that is what is being moved.
    const database = await openDatabase({ ...settings, databaseUrl: undefined, databaseReadUrl: undefined });
    try {
      const target = fs.createWriteStream(file);
      const out: Writable = gz ? zlib.createGzip() : target;
      if (gz) out.pipe(target);
      counts = await exportDatabase(database, out);
      if (gz) await new Promise<void>((resolve) => target.on('close', () => resolve()));
    } finally {
      await database.close();
    }
  } else {
    if (!settings.databaseUrl) throw new Error('db:import needs DATABASE_URL (the PostgreSQL database to load).');
    const database = await connect({ url: settings.databaseUrl, poolSize: 1 });
    try {
      const source = fs.createReadStream(file);
      counts = await importDatabase(database, gz ? (source.pipe(zlib.createGunzip()) as Readable) : source);
    } finally {
      await database.close();
    }
  }
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`${command === 'export' ? 'Exportadas' : 'Importadas'} ${rows.toLocaleString('pt-BR')} linhas de ${Object.keys(counts).length} tabelas em ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`db:${command}: ${(error as Error).message}`);
  process.exit(1);
}
