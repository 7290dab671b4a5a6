/** Mensagens da devolução de venda por NF-e própria (finalidade 4), somadas ao catálogo geral. */
export const DEVOLUCAO_MESSAGES = {
  nfe_return_not_authorised: {
    'pt-BR': 'Só uma NF-e autorizada pela SEFAZ pode ser devolvida',
    'en-US': 'Only an NF-e authorised by SEFAZ can be returned',
    es: 'Solo una NF-e autorizada por la SEFAZ puede ser devuelta',
  },
  nfe_return_of_return: {
    'pt-BR': 'Uma NF-e de devolução não se devolve: devolve-se a nota de venda',
    'en-US': 'A return NF-e cannot be returned: return the sale invoice',
    es: 'Una NF-e de devolución no se devuelve: se devuelve la nota de venta',
  },
  nfe_return_cancel_pending: {
    'pt-BR': 'A NF-e tem um cancelamento enviado à SEFAZ: ela não se devolve enquanto ele não for rejeitado',
    'en-US': 'The NF-e has a cancellation sent to SEFAZ: it cannot be returned unless that is rejected',
    es: 'La NF-e tiene una cancelación enviada a la SEFAZ: no se devuelve mientras no sea rechazada',
  },
  nfe_return_item_not_in_invoice: { 'pt-BR': 'O item não está nesta NF-e', 'en-US': 'The item is not in this NF-e', es: 'El ítem no está en esta NF-e' },
  nfe_return_qt_exceeds: {
    'pt-BR': 'A quantidade passa do que falta devolver do item ({left})',
    'en-US': 'The quantity exceeds what is left to return of the item ({left})',
    es: 'La cantidad supera lo que falta devolver del ítem ({left})',
  },
  nfe_return_nothing_left: { 'pt-BR': 'Não há nada a devolver nesta NF-e', 'en-US': 'There is nothing left to return in this NF-e', es: 'No hay nada que devolver en esta NF-e' },
  nfe_return_cfop_unknown: {
    'pt-BR': 'Não há CFOP de devolução configurado para o CFOP de venda {cfop}',
    'en-US': 'No return CFOP is configured for the sale CFOP {cfop}',
    es: 'No hay CFOP de devolución configurado para el CFOP de venta {cfop}',
  },
  nfe_return_item_ref: {
    'pt-BR': 'Informe o número do item na NF-e (NrItem) ou o item do pedido (IdPedidoVendaItem)',
    'en-US': 'Give the item number in the NF-e (NrItem) or the order item (IdPedidoVendaItem)',
    es: 'Informe el número del ítem en la NF-e (NrItem) o el ítem del pedido (IdPedidoVendaItem)',
  },
} as const;
