import { ACAO_LIST, AcaoAcesso, MODULO_LIST, ROTA_LIST } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';

/** /config/modulos: the access catalogue's modules in menu order (GET /api/modulos). */
export const modulosAcessoList = defineContractList(MODULO_LIST, {
  id: 'modulos-acesso',
  columns: [
    { field: 'modulo', kind: 'text', stored: true, label: 'modulosAcesso.fields.modulo', sortable: true, width: 260 },
    { field: 'ordem', kind: 'number', places: 0, label: 'modulosAcesso.fields.ordem', sortable: true, width: 90 },
  ],
  filters: [{ field: 'modulo', kind: 'text', label: 'modulosAcesso.fields.modulo' }],
  defaultSort: { field: 'ordem', direction: 'asc' },
  rowId: 'id',
  favorites: false,
});

/** /config/rotas: each screen with its module, path and permission key (GET /api/rotas). */
export const rotasAcessoList = defineContractList(ROTA_LIST, {
  id: 'rotas-acesso',
  columns: [
    { field: 'NmModulo', kind: 'text', stored: true, label: 'rotasAcesso.fields.NmModulo', sortable: true, width: 180 },
    { field: 'nome', kind: 'text', stored: true, label: 'rotasAcesso.fields.nome', sortable: true, width: 260 },
    { field: 'rota', kind: 'text', label: 'rotasAcesso.fields.rota', sortable: true, width: 240 },
    { field: 'chave', kind: 'text', label: 'rotasAcesso.fields.chave', width: 140, hidden: true },
  ],
  filters: [
    { field: 'nome', kind: 'text', label: 'rotasAcesso.fields.nome' },
    { field: 'NmModulo', kind: 'text', label: 'rotasAcesso.fields.NmModulo' },
    { field: 'rota', kind: 'text', label: 'rotasAcesso.fields.rota' },
  ],
  defaultSort: { field: 'NmModulo', direction: 'asc' },
  rowId: 'id',
  favorites: false,
});

/** /config/acoes: what a profile may grant on each screen (GET /api/acoes). */
export const acoesAcessoList = defineContractList(ACAO_LIST, {
  id: 'acoes-acesso',
  columns: [
    // The screen and the verb first: what a phone shows without scrolling.
    { field: 'NmRota', kind: 'text', stored: true, label: 'acoesAcesso.fields.NmRota', sortable: true, width: 220 },
    { field: 'acao', kind: 'enum', enum: AcaoAcesso, label: 'acoesAcesso.fields.acao', sortable: true, width: 110 },
    { field: 'NmModulo', kind: 'text', stored: true, label: 'acoesAcesso.fields.NmModulo', sortable: true, width: 180 },
    { field: 'DsRota', kind: 'text', label: 'acoesAcesso.fields.DsRota', width: 240, hidden: true },
  ],
  filters: [
    { field: 'NmRota', kind: 'text', label: 'acoesAcesso.fields.NmRota' },
    { field: 'NmModulo', kind: 'text', label: 'acoesAcesso.fields.NmModulo' },
    { field: 'acao', kind: 'enum', enum: AcaoAcesso, label: 'acoesAcesso.fields.acao' },
  ],
  defaultSort: { field: 'NmModulo', direction: 'asc' },
  rowId: 'id',
  favorites: false,
});
