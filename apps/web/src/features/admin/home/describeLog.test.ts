import { describe, expect, it } from 'vitest';
import { describeLog } from './HomePage';

describe('describeLog', () => {
  it('names the created record and who made it', () => {
    const log = JSON.stringify({ action: 'create', user: 'demo', changes: { id: 306, name: 'Mercado Azul Ltda', alias: 'Azul', document: '11222333000181' } });
    expect(describeLog(log)).toEqual({ action: 'create', user: 'demo', label: 'Mercado Azul Ltda', fields: [], text: '' });
  });

  it('lists the fields an update changed and names the record by its new value', () => {
    const log = JSON.stringify({ action: 'update', user: 'ana', changes: { alias: { from: 'Azul', to: 'Azulão' }, billing: { from: '10.00', to: '20.00' } } });
    expect(describeLog(log)).toEqual({ action: 'update', user: 'ana', label: 'Azulão', fields: ['alias', 'billing'], text: '' });
  });

  it('shows a log that is not JSON as it is', () => {
    expect(describeLog('importação manual')).toEqual({ action: null, user: null, label: null, fields: [], text: 'importação manual' });
  });
});
