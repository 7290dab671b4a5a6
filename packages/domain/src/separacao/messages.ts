/** Mensagens da separação e da conferência, somadas ao catálogo geral de messages.ts. */
export const SEPARACAO_MESSAGES = {
  wrong_product: {
    'pt-BR': 'Produto {product} não está neste pedido',
    'en-US': 'Product {product} is not in this order',
    es: 'El producto {product} no está en este pedido',
  },
  product_unknown: {
    'pt-BR': 'Código {code} não é de nenhum produto',
    'en-US': 'Code {code} is not any product’s',
    es: 'El código {code} no es de ningún producto',
  },
  lot_required: {
    'pt-BR': 'Bipe o lote do produto',
    'en-US': 'Scan the product’s lot',
    es: 'Escanee el lote del producto',
  },
  unknown_lot: {
    'pt-BR': 'Lote {lot} não é deste produto (esperado: {expected})',
    'en-US': 'Lot {lot} is not this product’s (expected: {expected})',
    es: 'El lote {lot} no es de este producto (esperado: {expected})',
  },
  wrong_lot: {
    'pt-BR': 'Lote {lot} diferente do separado ({expected})',
    'en-US': 'Lot {lot} differs from the one picked ({expected})',
    es: 'El lote {lot} es distinto del separado ({expected})',
  },
  expired_lot: {
    'pt-BR': 'Lote {lot} vencido em {expiry}',
    'en-US': 'Lot {lot} expired on {expiry}',
    es: 'Lote {lot} vencido el {expiry}',
  },
  over_quantity: {
    'pt-BR': 'Mais do que o pedido: {counted:decimal} de {expected:decimal} já conferidos',
    'en-US': 'More than ordered: {counted:decimal} of {expected:decimal} already checked',
    es: 'Más de lo pedido: {counted:decimal} de {expected:decimal} ya verificados',
  },
  whole_scan_quantity: {
    'pt-BR': 'Este produto se conta em unidades inteiras',
    'en-US': 'This product is counted in whole units',
    es: 'Este producto se cuenta en unidades enteras',
  },
  order_not_in_lot: {
    'pt-BR': 'O pedido não está em um lote de separação',
    'en-US': 'The order is not in a picking lot',
    es: 'El pedido no está en un lote de separación',
  },
  separation_status_unchanged: {
    'pt-BR': 'O pedido já está com o status de separação {status:StatusSeparacaoPedido}',
    'en-US': 'The order already has the picking status {status:StatusSeparacaoPedido}',
    es: 'El pedido ya tiene el estado de separación {status:StatusSeparacaoPedido}',
  },
  order_not_checkable: {
    'pt-BR': 'Um pedido {status:StatusPedido:lower} não se confere',
    'en-US': 'An order that is {status:StatusPedido:lower} cannot be checked',
    es: 'Un pedido {status:StatusPedido:lower} no se verifica',
  },
  order_not_released: {
    'pt-BR': 'O pedido {order} não está liberado para separação (pedido aberto)',
    'en-US': 'Order {order} is not released for picking (an open order)',
    es: 'El pedido {order} no está liberado para separación (pedido abierto)',
  },
  order_in_other_lot: {
    'pt-BR': 'O pedido {order} já está no lote {lot}',
    'en-US': 'Order {order} is already in lot {lot}',
    es: 'El pedido {order} ya está en el lote {lot}',
  },
  no_orders_to_group: {
    'pt-BR': 'Nenhum pedido liberado para separar com estes critérios',
    'en-US': 'No order released for picking matches',
    es: 'Ningún pedido liberado para separación con estos criterios',
  },
  lot_not_open: {
    'pt-BR': 'O lote está {status:StatusLote:lower}: não recebe pedidos',
    'en-US': 'The lot is {status:StatusLote:lower}: it takes no orders',
    es: 'El lote está {status:StatusLote:lower}: no recibe pedidos',
  },
  lot_not_finished: {
    'pt-BR': 'O lote {lot} ainda tem pedidos por conferir',
    'en-US': 'Lot {lot} still has orders to check',
    es: 'El lote {lot} todavía tiene pedidos por verificar',
  },
  lot_swap_same: {
    'pt-BR': 'O item já está todo neste lote',
    'en-US': 'The item is already all in this lot',
    es: 'El ítem ya está todo en este lote',
  },
  lot_swap_short: {
    'pt-BR': 'O lote {lot} tem só {available:decimal} disponível para {requested:decimal}',
    'en-US': 'Lot {lot} has only {available:decimal} available for {requested:decimal}',
    es: 'El lote {lot} tiene solo {available:decimal} disponible para {requested:decimal}',
  },
  lot_swap_more_than_reserved: {
    'pt-BR': 'O item tem só {reserved:decimal} reservado fora do lote {lot}',
    'en-US': 'The item has only {reserved:decimal} reserved outside lot {lot}',
    es: 'El ítem tiene solo {reserved:decimal} reservado fuera del lote {lot}',
  },
  lot_swap_counted: {
    'pt-BR': 'Não dá para trocar o que já foi conferido: restam {left:decimal} no lote {lot}',
    'en-US': 'What was already checked cannot be swapped: {left:decimal} left in lot {lot}',
    es: 'No se puede cambiar lo ya verificado: quedan {left:decimal} en el lote {lot}',
  },
  lot_dates_differ: {
    'pt-BR': 'As datas não são as do lote {lot}',
    'en-US': 'The dates are not those of lot {lot}',
    es: 'Las fechas no son las del lote {lot}',
  },
  box_exists: {
    'pt-BR': 'A caixa {box} já existe neste pedido',
    'en-US': 'Box {box} already exists in this order',
    es: 'La caja {box} ya existe en este pedido',
  },
  label_unknown_ai: {
    'pt-BR': 'Etiqueta GS1 com um identificador (AI) não reconhecido',
    'en-US': 'GS1 label with an unknown application identifier (AI)',
    es: 'Etiqueta GS1 con un identificador (AI) no reconocido',
  },
  label_bad_length: {
    'pt-BR': 'Etiqueta GS1 com um campo de tamanho errado',
    'en-US': 'GS1 label with a field of the wrong length',
    es: 'Etiqueta GS1 con un campo de longitud incorrecta',
  },
  label_bad_value: {
    'pt-BR': 'Etiqueta GS1 com um valor inválido',
    'en-US': 'GS1 label with an invalid value',
    es: 'Etiqueta GS1 con un valor no válido',
  },
} as const;
