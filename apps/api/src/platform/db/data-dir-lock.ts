import fs from 'node:fs';

/**
 * The embedded database (PGlite) is a library inside one process: two processes opening the same
 * folder write over each other's files and corrupt it. A lock file next to the folder, holding the
 * owner's pid, keeps a second `npm start` (or a separate `npm run worker`) out with a clear message.
 * A lock left by a process that died is taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `O banco embutido em ${dataDir} está em uso pelo processo ${owner}${owner === process.pid ? ' (este mesmo)' : ''}. ` +
            'Pare esse processo ou use outro DATA_DIR; vários processos num só banco pedem PostgreSQL (DATABASE_URL). ' +
            `Se esse processo não existe mais, apague ${lockPath}.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
