import os from 'node:os';

/** One line describing the machine, printed by every benchmark. */
export function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model?.trim() ?? 'unknown CPU';
  return `${os.availableParallelism()} cores (${model}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}
