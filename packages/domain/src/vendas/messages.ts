/** Mensagens de vendas (formação de preço, status do pedido), somadas ao catálogo geral de messages.ts. */
export const MARKUP_MESSAGES = {
  invalid_percent: {
    'pt-BR': 'Informe um percentual de 0 a 99,99',
    'en-US': 'Enter a percentage from 0 to 99.99',
    es: 'Indique un porcentaje de 0 a 99,99',
  },
  markup_sum_too_high: {
    'pt-BR': 'A soma dos percentuais ({sum:decimal}%) precisa ficar abaixo de 100%',
    'en-US': 'The percentages add up to {sum:decimal}%: they must stay below 100%',
    es: 'La suma de los porcentajes ({sum:decimal}%) debe quedar por debajo del 100%',
  },
  markup_target_one: {
    'pt-BR': 'Escolha um produto ou uma família, não os dois',
    'en-US': 'Choose a product or a family, not both',
    es: 'Elija un producto o una familia, no ambos',
  },
  markup_already_assigned: {
    'pt-BR': 'Este item já tem um markup: altere a atribuição existente',
    'en-US': 'This item already has a markup: change the existing assignment',
    es: 'Este elemento ya tiene un markup: cambie la asignación existente',
  },
  order_in_conference: {
    'pt-BR': 'O pedido está em conferência: termine ou desfaça a conferência antes de faturar',
    'en-US': 'The order is being checked: finish or undo the conference before invoicing',
    es: 'El pedido está en conferencia: termine o deshaga la conferencia antes de facturar',
  },
  order_move_refused: {
    'pt-BR': 'Um pedido {from:StatusPedido:lower} não pode passar a {to:StatusPedido:lower}',
    'en-US': 'An order that is {from:StatusPedido:lower} cannot become {to:StatusPedido:lower}',
    es: 'Un pedido {from:StatusPedido:lower} no puede pasar a {to:StatusPedido:lower}',
  },
  order_move_not_granted: {
    'pt-BR': 'Sem permissão para este movimento do status do pedido (StatusPedido): conferir, faturar, devolver e cancelar pedidos pedem permissões próprias',
    'en-US': 'Not allowed to make this move of the order status (StatusPedido): checking, invoicing, returning and cancelling orders need their own permissions',
    es: 'Sin permiso para este cambio del estado del pedido (StatusPedido): conferir, facturar, devolver y cancelar pedidos piden permisos propios',
  },
  order_cancel_invoice_pending: {
    'pt-BR': 'A NF-e {serie}-{numero} deste pedido foi enviada à SEFAZ e aguarda resposta: ela ainda pode ser autorizada. Espere a resposta e, se autorizada, cancele a nota antes do pedido',
    'en-US': "This order's NF-e {serie}-{numero} was sent to SEFAZ and awaits its answer: it may still be authorised. Wait for the answer and, if authorised, cancel the invoice before the order",
    es: 'La NF-e {serie}-{numero} de este pedido fue enviada a la SEFAZ y espera respuesta: todavía puede ser autorizada. Espere la respuesta y, si es autorizada, cancele la nota antes del pedido',
  },
  item_cancel_invoice_pending: {
    'pt-BR': 'A NF-e {serie}-{numero} deste pedido foi enviada à SEFAZ e aguarda resposta: ela ainda pode ser autorizada com este item. Espere a resposta antes de cancelar o item',
    'en-US': "This order's NF-e {serie}-{numero} was sent to SEFAZ and awaits its answer: it may still be authorised with this item. Wait for the answer before cancelling the item",
    es: 'La NF-e {serie}-{numero} de este pedido fue enviada a la SEFAZ y espera respuesta: todavía puede ser autorizada con este ítem. Espere la respuesta antes de cancelar el ítem',
  },
  origin_set_by_server: {
    'pt-BR': 'A origem é definida pelo sistema: à mão (M) aqui, da integração (I) só pela importação do ERP',
    'en-US': 'The origin is set by the system: by hand (M) here, from the integration (I) only by the ERP import',
    es: 'El origen lo define el sistema: a mano (M) aquí, de la integración (I) solo por la importación del ERP',
  },
  order_move_final: {
    'pt-BR': 'O pedido está {from:StatusPedido:lower}: não muda mais de status',
    'en-US': 'The order is {from:StatusPedido:lower}: its status no longer changes',
    es: 'El pedido está {from:StatusPedido:lower}: ya no cambia de estado',
  },
  volume_or_products_required: {
    'pt-BR': 'Defina o volume total ou os produtos',
    'en-US': 'You must define the total volume or the products',
    es: 'Debe definir el volumen total o los productos',
  },
  discount_above_limit: {
    'pt-BR': 'Desconto acima do permitido: no máximo {max:decimal}%',
    'en-US': 'Discount above what you may give: at most {max:decimal}%',
    es: 'Descuento por encima de lo permitido: como máximo {max:decimal}%',
  },
  price_below_limit: {
    'pt-BR': 'Preço abaixo do permitido: no mínimo R$ {min:decimal}',
    'en-US': 'Price below what you may give: at least R$ {min:decimal}',
    es: 'Precio por debajo de lo permitido: como mínimo R$ {min:decimal}',
  },
  payer_not_found: { 'pt-BR': 'Pagador não encontrado', 'en-US': 'Payer not found', es: 'Pagador no encontrado' },
  destination_not_found: { 'pt-BR': 'Destinatário não encontrado', 'en-US': 'Receiver not found', es: 'Destinatario no encontrado' },
  payer_document_invalid: {
    'pt-BR': 'O documento do pagador não foi definido ou não é válido',
    'en-US': 'The payer document is not defined or not valid',
    es: 'El documento del pagador no está definido o no es válido',
  },
  destination_document_invalid: {
    'pt-BR': 'O documento do destinatário não foi definido ou não é válido',
    'en-US': 'The receiver document is not defined or not valid',
    es: 'El documento del destinatario no está definido o no es válido',
  },
  destination_address_incomplete: {
    'pt-BR': 'Endereço de destino não encontrado ou incompleto',
    'en-US': 'Destination address not found or incomplete',
    es: 'Dirección de destino no encontrada o incompleta',
  },
  order_freight_closed: {
    'pt-BR': 'O frete de um pedido cancelado, faturado ou devolvido não muda mais',
    'en-US': 'The freight of a cancelled, invoiced or returned order no longer changes',
    es: 'El flete de un pedido cancelado, facturado o devuelto ya no cambia',
  },
  quote_not_open: {
    'pt-BR': 'Só um orçamento aberto pode ser alterado assim',
    'en-US': 'Only an open quote can be changed this way',
    es: 'Solo un presupuesto abierto puede cambiarse así',
  },
  items_locked: {
    'pt-BR': 'Os itens só mudam num orçamento aberto; num pedido, ative ou cancele o item',
    'en-US': 'Items change only on an open quote; on an order, activate or cancel the item',
    es: 'Los ítems solo cambian en un presupuesto abierto; en un pedido, active o cancele el ítem',
  },
  quote_status_by_action: {
    'pt-BR': 'Um orçamento muda de status só ao ser finalizado ou cancelado',
    'en-US': 'A quote changes status only when it is finalized or cancelled',
    es: 'Un presupuesto cambia de estado solo al finalizarse o cancelarse',
  },
  origin_address_incomplete: {
    'pt-BR': 'Endereço de origem não encontrado ou incompleto: cadastre cidade e UF da empresa',
    'en-US': 'Origin address not found or incomplete: enter the company city and state',
    es: 'Dirección de origen no encontrada o incompleta: registre ciudad y estado de la empresa',
  },
  origin_city_differs: {
    'pt-BR': 'A cidade/UF de origem ({city}/{uf}) é diferente da do pedido ({orderCity}/{orderUf}): salve o cabeçalho de novo',
    'en-US': 'The origin city/state ({city}/{uf}) differs from the order ({orderCity}/{orderUf}): save the header again',
    es: 'La ciudad/estado de origen ({city}/{uf}) es diferente de la del pedido ({orderCity}/{orderUf}): guarde el encabezado de nuevo',
  },
  destination_city_differs: {
    'pt-BR': 'A cidade/UF de destino ({city}/{uf}) é diferente da do pedido ({orderCity}/{orderUf}): salve o cabeçalho de novo',
    'en-US': 'The destination city/state ({city}/{uf}) differs from the order ({orderCity}/{orderUf}): save the header again',
    es: 'La ciudad/estado de destino ({city}/{uf}) es diferente de la del pedido ({orderCity}/{orderUf}): guarde el encabezado de nuevo',
  },
  payment_method_not_in_term: {
    'pt-BR': 'Esta forma de pagamento não é aceita neste prazo',
    'en-US': 'This payment method is not accepted with this term',
    es: 'Esta forma de pago no se acepta en este plazo',
  },
  phase_not_in_workflow: {
    'pt-BR': 'Esta fase não é do fluxo de pedidos da empresa',
    'en-US': "This phase is not in the company's order workflow",
    es: 'Esta fase no es del flujo de pedidos de la empresa',
  },
  operation_without_export_cfop: {
    'pt-BR': 'Esta natureza de operação não tem CFOP para o exterior',
    'en-US': 'This nature of operation has no CFOP for abroad',
    es: 'Esta naturaleza de operación no tiene CFOP para el exterior',
  },
  cfop_for_destination: {
    'pt-BR': 'O CFOP {cfop} não serve para este destino: use um que comece por {prefix}',
    'en-US': 'CFOP {cfop} does not fit this destination: use one starting with {prefix}',
    es: 'El CFOP {cfop} no sirve para este destino: use uno que empiece por {prefix}',
  },
  invalid_cfop: { 'pt-BR': 'O CFOP tem 4 dígitos', 'en-US': 'The CFOP has 4 digits', es: 'El CFOP tiene 4 dígitos' },
  markup_in_use: {
    'pt-BR': 'Este markup está atribuído a produtos, famílias ou unidades: retire as atribuições antes de excluí-lo',
    'en-US': 'This markup is assigned to products, families or units: remove the assignments before deleting it',
    es: 'Este markup está asignado a productos, familias o unidades: quite las asignaciones antes de eliminarlo',
  },
  order_email_no_recipient: {
    'pt-BR': 'O cliente não tem e-mail cadastrado: informe para quem enviar',
    'en-US': 'The client has no e-mail address: enter whom to send it to',
    es: 'El cliente no tiene correo electrónico registrado: indique a quién enviarlo',
  },
  receipt_above_open: {
    'pt-BR': 'O valor passa do que falta receber desta parcela ({open:decimal})',
    'en-US': 'The value is more than what is left to receive of this installment ({open:decimal})',
    es: 'El valor supera lo que falta cobrar de esta cuota ({open:decimal})',
  },
  receipt_invoice_cancel_pending: {
    'pt-BR': 'A NF-e {numero} série {serie} desta duplicata tem um cancelamento enviado à SEFAZ: o recebimento espera a resposta',
    'en-US': 'The NF-e {numero} series {serie} of this duplicata has a cancellation sent to SEFAZ: the receipt waits for the answer',
    es: 'La NF-e {numero} serie {serie} de esta duplicata tiene una cancelación enviada a la SEFAZ: el cobro espera la respuesta',
  },
  commission_period_overlaps: {
    'pt-BR': 'O período cruza o de {inicio} a {fim}, já aprovado para este representante',
    'en-US': 'The period crosses the one from {inicio} to {fim}, already approved for this representative',
    es: 'El período cruza el de {inicio} a {fim}, ya aprobado para este representante',
  },
  receipt_date_future: {
    'pt-BR': 'A data do recebimento não pode ser depois de hoje',
    'en-US': 'The receipt date cannot be after today',
    es: 'La fecha del cobro no puede ser posterior a hoy',
  },
  receipt_already_reversed: {
    'pt-BR': 'Este recebimento já foi estornado',
    'en-US': 'This receipt was already reversed',
    es: 'Este cobro ya fue revertido',
  },
  receipt_from_erp: {
    'pt-BR': 'Este recebimento veio do ERP: estorne-o no ERP',
    'en-US': 'This receipt came from the ERP: reverse it in the ERP',
    es: 'Este cobro vino del ERP: reviértalo en el ERP',
  },
  receipt_order_closed: {
    'pt-BR': 'O pedido foi cancelado ou devolvido: o que foi recebido dele é devolvido ao cliente, não estornado',
    'en-US': 'The order was cancelled or returned: what was received of it is refunded to the client, not reversed',
    es: 'El pedido fue cancelado o devuelto: lo cobrado se devuelve al cliente, no se revierte',
  },
  receipt_reversal_invoice_cancel_pending: {
    'pt-BR': 'A NF-e {numero} série {serie} desta duplicata tem um cancelamento enviado à SEFAZ: o estorno espera a resposta',
    'en-US': 'The NF-e {numero} series {serie} of this duplicata has a cancellation sent to SEFAZ: the reversal waits for the answer',
    es: 'La NF-e {numero} serie {serie} de esta duplicata tiene una cancelación enviada a la SEFAZ: la reversión espera la respuesta',
  },
  order_not_receivable: {
    'pt-BR': 'Só se recebe de um pedido finalizado que não foi cancelado nem devolvido',
    'en-US': 'Receipts are recorded only on a finalized order that was not cancelled or returned',
    es: 'Solo se cobra de un pedido finalizado que no fue cancelado ni devuelto',
  },
  commission_rate_overlap: {
    'pt-BR': 'Já existe uma taxa para este representante, família e faixa de desconto',
    'en-US': 'There is already a rate for this representative, family and discount bracket',
    es: 'Ya existe una tasa para este representante, familia y franja de descuento',
  },
  taxes_need_destination: {
    'pt-BR': 'O pedido não tem a UF de origem e de destino: salve o cabeçalho com o cliente e o endereço',
    'en-US': 'The order has no origin and destination state: save its header with the client and the address',
    es: 'El pedido no tiene el estado de origen y de destino: guarde el encabezado con el cliente y la dirección',
  },
  non_contributor_is_final: {
    'pt-BR': 'Um destinatário não contribuinte do ICMS é sempre consumidor final',
    'en-US': 'A recipient who is not an ICMS contributor is always the final consumer',
    es: 'Un destinatario no contribuyente del ICMS es siempre consumidor final',
  },
  order_value_too_large: {
    'pt-BR': 'Quantidade grande demais: o valor ou o peso passaria do máximo que um pedido guarda',
    'en-US': 'Quantity too large: the value or the weight would pass the most an order holds',
    es: 'Cantidad demasiado grande: el valor o el peso superaría el máximo que guarda un pedido',
  },
} as const;
