/** Mensagens das compras (cotações, pedidos de compra, recebimento), somadas ao catálogo geral de messages.ts. */
export const COMPRAS_MESSAGES = {
  purchase_move_refused: {
    'pt-BR': 'Um pedido de compra {from:StPedidoCompra:lower} não pode passar a {to:StPedidoCompra:lower}',
    'en-US': 'A purchase order that is {from:StPedidoCompra:lower} cannot become {to:StPedidoCompra:lower}',
    es: 'Una orden de compra {from:StPedidoCompra:lower} no puede pasar a {to:StPedidoCompra:lower}',
  },
  purchase_move_final: {
    'pt-BR': 'Um pedido de compra {from:StPedidoCompra:lower} não muda mais de status',
    'en-US': 'A purchase order that is {from:StPedidoCompra:lower} no longer changes status',
    es: 'Una orden de compra {from:StPedidoCompra:lower} ya no cambia de estado',
  },
  purchase_move_receiving: {
    'pt-BR': 'O pedido passa a {to:StPedidoCompra:lower} pelo recebimento da mercadoria, não por aqui',
    'en-US': 'The order becomes {to:StPedidoCompra:lower} when the goods are received, not here',
    es: 'La orden pasa a {to:StPedidoCompra:lower} al recibir la mercancía, no aquí',
  },
  purchase_order_not_open: {
    'pt-BR': 'Só um pedido de compra aberto pode ser alterado (agora: {status:StPedidoCompra:lower})',
    'en-US': 'Only an open purchase order can be changed (now: {status:StPedidoCompra:lower})',
    es: 'Solo una orden de compra abierta puede modificarse (ahora: {status:StPedidoCompra:lower})',
  },
  purchase_order_not_receivable: {
    'pt-BR': 'O pedido de compra {numero} não está aberto para recebimento (agora: {status:StPedidoCompra:lower})',
    'en-US': 'Purchase order {numero} is not open for receiving (now: {status:StPedidoCompra:lower})',
    es: 'La orden de compra {numero} no está abierta para recepción (ahora: {status:StPedidoCompra:lower})',
  },
  purchase_order_empty: {
    'pt-BR': 'O pedido de compra não tem itens',
    'en-US': 'The purchase order has no items',
    es: 'La orden de compra no tiene ítems',
  },
  receipt_not_positive: {
    'pt-BR': 'Informe uma quantidade maior que zero',
    'en-US': 'Enter a quantity greater than zero',
    es: 'Indique una cantidad mayor que cero',
  },
  receipt_exceeds_open: {
    'pt-BR': 'Passa do saldo a receber ({saldo:decimal}): aprove o excesso para receber mais',
    'en-US': 'Exceeds the open balance ({saldo:decimal}): approve the excess to receive more',
    es: 'Supera el saldo pendiente ({saldo:decimal}): apruebe el exceso para recibir más',
  },
  invalid_payment_days: {
    'pt-BR': 'Informe os dias das parcelas em ordem, separados por barra (30/60/90)',
    'en-US': 'Enter the installment days in order, separated by slashes (30/60/90)',
    es: 'Indique los días de las cuotas en orden, separados por barra (30/60/90)',
  },
  purchase_quantity_whole: {
    'pt-BR': 'A quantidade em {unit} precisa ser inteira (dá {quantity:decimal})',
    'en-US': 'The quantity in {unit} must be a whole number (it comes to {quantity:decimal})',
    es: 'La cantidad en {unit} debe ser entera (resulta {quantity:decimal})',
  },
  purchase_quantity_places: {
    'pt-BR': 'A quantidade em {unit} passa de 3 casas decimais (dá {quantity:decimal})',
    'en-US': 'The quantity in {unit} has more than 3 decimal places (it comes to {quantity:decimal})',
    es: 'La cantidad en {unit} tiene más de 3 decimales (resulta {quantity:decimal})',
  },
  unit_not_converted: {
    'pt-BR': 'O produto não tem conversão dessa unidade: cadastre-a no produto',
    'en-US': 'The product has no conversion from this unit: add it to the product',
    es: 'El producto no tiene conversión de esta unidad: regístrela en el producto',
  },
  quotation_not_open: {
    'pt-BR': 'A cotação não está aberta (agora: {status:StCotacaoCompra:lower})',
    'en-US': 'The quotation is not open (now: {status:StCotacaoCompra:lower})',
    es: 'La cotización no está abierta (ahora: {status:StCotacaoCompra:lower})',
  },
  quotation_no_winner: {
    'pt-BR': 'Escolha o fornecedor vencedor de cada item antes de gerar os pedidos',
    'en-US': 'Choose the winning supplier of each item before generating the orders',
    es: 'Elija el proveedor ganador de cada ítem antes de generar los pedidos',
  },
  quotation_no_price: {
    'pt-BR': 'O fornecedor escolhido não deu preço para este item',
    'en-US': 'The chosen supplier gave no price for this item',
    es: 'El proveedor elegido no dio precio para este ítem',
  },
  quotation_supplier_repeated: {
    'pt-BR': 'Este fornecedor já está na cotação',
    'en-US': 'This supplier is already in the quotation',
    es: 'Este proveedor ya está en la cotización',
  },
  suggestion_not_open: {
    'pt-BR': 'A sugestão de compra não está mais em aberto',
    'en-US': 'The purchase suggestion is no longer open',
    es: 'La sugerencia de compra ya no está abierta',
  },
  supplier_without_email: {
    'pt-BR': 'O fornecedor não tem e-mail: informe um destinatário',
    'en-US': 'The supplier has no e-mail: enter a recipient',
    es: 'El proveedor no tiene correo electrónico: indique un destinatario',
  },
} as const;
