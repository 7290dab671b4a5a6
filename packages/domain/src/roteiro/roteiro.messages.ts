/** Mensagens do roteiro e do frete, somadas ao catálogo geral de messages.ts. */
export const ROTEIRO_MESSAGES = {
  capacity_exceeded: {
    'pt-BR': 'A carga ({peso}) passa da capacidade do veículo ({capacidade}) em {excesso}',
    'en-US': 'The load ({peso}) exceeds the vehicle’s capacity ({capacidade}) by {excesso}',
    es: 'La carga ({peso}) supera la capacidad del vehículo ({capacidade}) en {excesso}',
  },
  route_orders_not_invoiced: {
    'pt-BR': 'O roteiro não sai em rota com pedidos não faturados: {pedidos}',
    'en-US': 'The route cannot leave with orders not invoiced: {pedidos}',
    es: 'La ruta no sale con pedidos no facturados: {pedidos}',
  },
  stop_order_not_invoiced: {
    'pt-BR': 'A parada não sai em rota: o pedido {pedido} não está faturado',
    'en-US': 'The stop cannot go on the road: order {pedido} is not invoiced',
    es: 'La parada no sale en ruta: el pedido {pedido} no está facturado',
  },
  stop_invoice_cancel_pending: {
    'pt-BR': 'A parada não sai em rota: o cancelamento da NF-e {numero} série {serie} do pedido {pedido} aguarda a resposta da SEFAZ',
    'en-US': 'The stop cannot go on the road: the cancellation of invoice {numero} series {serie} of order {pedido} awaits SEFAZ’s answer',
    es: 'La parada no sale en ruta: la cancelación de la NF-e {numero} serie {serie} del pedido {pedido} espera la respuesta de la SEFAZ',
  },
  route_invoice_cancel_pending: {
    'pt-BR': 'O roteiro não sai em rota: o cancelamento da NF-e {numero} série {serie} do pedido {pedido} aguarda a resposta da SEFAZ',
    'en-US': 'The route cannot leave: the cancellation of invoice {numero} series {serie} of order {pedido} awaits SEFAZ’s answer',
    es: 'La ruta no sale: la cancelación de la NF-e {numero} serie {serie} del pedido {pedido} espera la respuesta de la SEFAZ',
  },
  route_nothing_to_invoice: {
    'pt-BR': 'Todos os pedidos do roteiro já estão faturados',
    'en-US': 'Every order of the route is already invoiced',
    es: 'Todos los pedidos de la ruta ya están facturados',
  },
  route_no_invoices: {
    'pt-BR': 'Nenhuma nota emitida para os pedidos do roteiro',
    'en-US': 'No invoice issued for the route’s orders',
    es: 'Ninguna factura emitida para los pedidos de la ruta',
  },
  route_not_invoiceable: {
    'pt-BR': 'O roteiro está {status:StatusRoteiro:lower}: não se fatura mais por ele',
    'en-US': 'The route is {status:StatusRoteiro:lower}: it is no longer invoiced',
    es: 'La ruta está {status:StatusRoteiro:lower}: ya no se factura por ella',
  },
  route_order_left: {
    'pt-BR': 'O pedido {pedido} não está mais no roteiro {roteiro}',
    'en-US': 'Order {pedido} is no longer on route {roteiro}',
    es: 'El pedido {pedido} ya no está en la ruta {roteiro}',
  },
  route_waits_vehicle: {
    'pt-BR': 'A separação pede {para:StatusRoteiro:lower}, mas o veículo está no roteiro {roteiro}, em andamento',
    'en-US': 'Picking asks for {para:StatusRoteiro:lower}, but the vehicle is on route {roteiro}, in progress',
    es: 'La separación pide {para:StatusRoteiro:lower}, pero el vehículo está en la ruta {roteiro}, en curso',
  },
  vehicle_busy: {
    'pt-BR': 'O veículo já está no roteiro {roteiro}, em andamento',
    'en-US': 'The vehicle is already on route {roteiro}, in progress',
    es: 'El vehículo ya está en la ruta {roteiro}, en curso',
  },
  status_move_not_allowed: {
    'pt-BR': 'Não se passa de {de:StatusRoteiro|StatusPedidoRoteiro} para {para:StatusRoteiro|StatusPedidoRoteiro}',
    'en-US': 'Cannot move from {de:StatusRoteiro|StatusPedidoRoteiro} to {para:StatusRoteiro|StatusPedidoRoteiro}',
    es: 'No se puede pasar de {de:StatusRoteiro|StatusPedidoRoteiro} a {para:StatusRoteiro|StatusPedidoRoteiro}',
  },
  route_not_editable: {
    'pt-BR': 'O roteiro está {status:StatusRoteiro:lower}: as paradas não mudam mais',
    'en-US': 'The route is {status:StatusRoteiro:lower}: its stops no longer change',
    es: 'La ruta está {status:StatusRoteiro:lower}: sus paradas ya no cambian',
  },
  stop_not_removable: {
    'pt-BR': 'A parada do pedido {pedido} já está {status:StatusPedidoRoteiro} e não sai do roteiro',
    'en-US': 'The stop of order {pedido} is already {status:StatusPedidoRoteiro} and does not leave the route',
    es: 'La parada del pedido {pedido} ya está {status:StatusPedidoRoteiro} y no sale de la ruta',
  },
  order_not_in_route: {
    'pt-BR': 'O pedido {pedido} não está neste roteiro',
    'en-US': 'Order {pedido} is not on this route',
    es: 'El pedido {pedido} no está en esta ruta',
  },
  route_changed: {
    'pt-BR': 'Outra pessoa alterou este roteiro enquanto você o editava: recarregue para ver como ficou',
    'en-US': 'Someone else changed this route while you were editing it: reload to see it as it is now',
    es: 'Otra persona cambió esta ruta mientras usted la editaba: recargue para verla como quedó',
  },
  order_in_other_route: {
    'pt-BR': 'O pedido {pedido} já está no roteiro {roteiro}',
    'en-US': 'Order {pedido} is already on route {roteiro}',
    es: 'El pedido {pedido} ya está en la ruta {roteiro}',
  },
  order_not_routable: {
    'pt-BR': 'O pedido {pedido} não pode ser roteirizado (cancelado, orçamento ou de outra empresa)',
    'en-US': 'Order {pedido} cannot be routed (cancelled, a quote or another company’s)',
    es: 'El pedido {pedido} no se puede enrutar (cancelado, presupuesto o de otra empresa)',
  },
  refusal_reason_required: {
    'pt-BR': 'Informe o motivo da recusa',
    'en-US': 'Give the reason for the refusal',
    es: 'Indique el motivo del rechazo',
  },
  no_orders_to_route: {
    'pt-BR': 'Nenhum pedido aberto para roteirizar com estes critérios',
    'en-US': 'No open order to route matches',
    es: 'Ningún pedido abierto para enrutar con estos criterios',
  },
  no_freight_table: {
    'pt-BR': 'Sem tabela de frete para o destino e o peso',
    'en-US': 'No freight table for the destination and weight',
    es: 'Sin tabla de flete para el destino y el peso',
  },
  quote_not_finished: {
    'pt-BR': 'A cotação não está finalizada',
    'en-US': 'The quote is not finished',
    es: 'La cotización no está finalizada',
  },
  no_active_carrier: {
    'pt-BR': 'Nenhuma transportadora ativa para cotar',
    'en-US': 'No active carrier to quote',
    es: 'Ninguna transportadora activa para cotizar',
  },
  weight_range_invalid: {
    'pt-BR': 'O peso final deve ser maior que o inicial',
    'en-US': 'The final weight must be greater than the initial one',
    es: 'El peso final debe ser mayor que el inicial',
  },
  cep_range_invalid: {
    'pt-BR': 'O CEP final deve ser maior ou igual ao inicial',
    'en-US': 'The final CEP must be greater than or equal to the initial one',
    es: 'El CEP final debe ser mayor o igual al inicial',
  },
  invalid_plate: {
    'pt-BR': 'Placa inválida: use o formato ABC1234 ou Mercosul ABC1D23',
    'en-US': 'Invalid plate: use ABC1234 or the Mercosul ABC1D23',
    es: 'Placa no válida: use ABC1234 o Mercosur ABC1D23',
  },
  invalid_cnh: {
    'pt-BR': 'CNH inválida (11 dígitos com os verificadores)',
    'en-US': 'Invalid driver’s licence (CNH: 11 digits with check digits)',
    es: 'CNH no válida (11 dígitos con los verificadores)',
  },
  capacity_positive: {
    'pt-BR': 'A capacidade deve ser maior que zero',
    'en-US': 'The capacity must be greater than zero',
    es: 'La capacidad debe ser mayor que cero',
  },
} as const;
