import { describe, expect, it } from 'vitest';
import { tituloEnvioRecusado } from './titulo.rules.ts';

describe('a payable title sent to the ERP', () => {
  it('goes only authorised, not sent before and not withdrawn', () => {
    expect(tituloEnvioRecusado({ StIntegracao: 'A', usuarioAutorizacaoPagamento: 7 })).toBeNull();
    // A title the ERP refused goes again once authorised.
    expect(tituloEnvioRecusado({ StIntegracao: 'R', usuarioAutorizacaoPagamento: 7 })).toBeNull();
    expect(tituloEnvioRecusado({ StIntegracao: 'P', usuarioAutorizacaoPagamento: null })).toBe('titulo_not_authorized');
    expect(tituloEnvioRecusado({ StIntegracao: 'E', usuarioAutorizacaoPagamento: 7 })).toBe('titulo_already_sent');
    expect(tituloEnvioRecusado({ StIntegracao: 'I', usuarioAutorizacaoPagamento: 7 })).toBe('titulo_already_sent');
    expect(tituloEnvioRecusado({ StIntegracao: 'C', usuarioAutorizacaoPagamento: 7 })).toBe('titulo_cancelado');
  });
});
