import { describe, expect, it } from 'vitest';
import { registerPayload, type RegisterField } from './RegisterFields';

const fields: RegisterField[] = [
  { name: 'NmUsuario', kind: 'text', label: 'usuariosWebapi.fields.NmUsuario', required: true, maxLength: 100 },
  { name: 'CdUsuarioErp', kind: 'text', label: 'usuariosWebapi.fields.CdUsuarioErp', maxLength: 40 },
  { name: 'idUsuario', kind: 'lookup', label: 'usuariosAlterdata.fields.idUsuario', required: true, source: '/usuarios/getItems', searchParam: 'label' },
  { name: 'key', kind: 'secret', label: 'usuariosAlterdata.fields.key', required: true, maxLength: 100, keepHint: 'usuariosAlterdata.keepKey' },
];

describe('the body a register form sends', () => {
  it('trims texts, sends a lookup as its number and a new secret as typed', () => {
    expect(registerPayload(fields, { NmUsuario: '  ana ', CdUsuarioErp: ' U1 ', idUsuario: '12', key: 's3' }, false)).toEqual({ NmUsuario: 'ana', CdUsuarioErp: 'U1', idUsuario: 12, key: 's3' });
  });

  it("sends an empty required text as '' (the API's 'required' lands on its field) and an empty optional one as null", () => {
    expect(registerPayload(fields, { NmUsuario: ' ', CdUsuarioErp: '', idUsuario: null, key: '' }, false)).toEqual({ NmUsuario: '', CdUsuarioErp: null, idUsuario: null, key: '' });
  });

  it('leaves an untouched secret out of an edit, so the stored key stays', () => {
    expect(registerPayload(fields, { NmUsuario: 'ana', CdUsuarioErp: null, idUsuario: '12', key: '' }, true)).not.toHaveProperty('key');
    expect(registerPayload(fields, { NmUsuario: 'ana', CdUsuarioErp: null, idUsuario: '12', key: 'nova' }, true)).toHaveProperty('key', 'nova');
  });
});
