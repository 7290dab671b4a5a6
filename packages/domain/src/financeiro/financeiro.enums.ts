/** Literais do financeiro (contas a pagar) e da integração com o ERP. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Situação de um título a pagar na integração com o ERP. */
export const StIntegracao = defineEnum({
  P: { 'pt-BR': 'Pendente', 'en-US': 'Pending', es: 'Pendiente', color: 'gray' },
  A: { 'pt-BR': 'Autorizado', 'en-US': 'Authorized', es: 'Autorizado', color: 'blue' },
  E: { 'pt-BR': 'Enviado ao ERP', 'en-US': 'Sent to the ERP', es: 'Enviado al ERP', color: 'yellow' },
  I: { 'pt-BR': 'Integrado', 'en-US': 'Integrated', es: 'Integrado', color: 'green' },
  R: { 'pt-BR': 'Erro na integração', 'en-US': 'Integration error', es: 'Error de integración', color: 'red' },
  /** Withdrawn before it reached the ERP (the GNRE guide it paid is owed no more: its NF-e was cancelled). */
  C: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'gray' },
});
export type StIntegracao = EnumValue<typeof StIntegracao>;

/** Tipo (ativo/inativo) dos cadastros de centro de custo e natureza de lançamento; as buscas usam A. */
export const TpAtivo = defineEnum({
  A: { 'pt-BR': 'Ativo', 'en-US': 'Active', es: 'Activo', color: 'green' },
  I: { 'pt-BR': 'Inativo', 'en-US': 'Inactive', es: 'Inactivo', color: 'gray' },
});
export type TpAtivo = EnumValue<typeof TpAtivo>;

/** O tipo de item que uma integração troca (integrated_items.NmEntidadeOrigem), pelo nome da sua tela. */
export const TpItemIntegrado = defineEnum({
  apagar: { 'pt-BR': 'Contas a pagar', 'en-US': 'Accounts payable', es: 'Cuentas por pagar', color: 'blue' },
  recebimentos: { 'pt-BR': 'Recebimentos', 'en-US': 'Receipts', es: 'Cobros', color: 'teal' },
});
export type TpItemIntegrado = EnumValue<typeof TpItemIntegrado>;
