import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';

export async function seedCompras(_tx: Tx, _demo: DemoSeed): Promise<void> {}
