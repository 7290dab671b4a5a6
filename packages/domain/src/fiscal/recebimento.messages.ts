/** Mensagens do recebimento de mercadorias pela NF-e do fornecedor e da importação de notas de terceiros. */
export const RECEBIMENTO_MESSAGES = {
  nfe_terceiros: {
    'pt-BR': 'Nota de terceiros: nem o emitente nem o destinatário são esta empresa. Fica fora das guias GNRE, das contas a pagar e do recebimento',
    'en-US': 'Third-party invoice: neither the issuer nor the recipient is this company. It is kept out of GNRE guides, accounts payable and receiving',
    es: 'Nota de terceros: ni el emisor ni el destinatario son esta empresa. Queda fuera de las guías GNRE, de las cuentas por pagar y de la recepción',
  },
  nfe_duplicate: {
    'pt-BR': 'NF-e já importada em {date} (arquivo {file}): a mesma chave de acesso não é gravada duas vezes',
    'en-US': 'NF-e already imported on {date} (file {file}): the same access key is not stored twice',
    es: 'NF-e ya importada el {date} (archivo {file}): la misma clave de acceso no se graba dos veces',
  },
  gnre_terceiros: {
    'pt-BR': 'Nota de terceiros não gera guia GNRE',
    'en-US': 'A third-party invoice makes no GNRE guide',
    es: 'Una nota de terceros no genera guía GNRE',
  },
  receipt_already: {
    'pt-BR': 'NF-e já recebida em {date} por {user}',
    'en-US': 'NF-e already received on {date} by {user}',
    es: 'NF-e ya recibida el {date} por {user}',
  },
  receipt_third_party: {
    'pt-BR': 'Nota de terceiros não se recebe: nem o emitente nem o destinatário são esta empresa',
    'en-US': 'A third-party invoice cannot be received: neither the issuer nor the recipient is this company',
    es: 'Una nota de terceros no se recibe: ni el emisor ni el destinatario son esta empresa',
  },
  receipt_cancelled: { 'pt-BR': 'NF-e cancelada não se recebe', 'en-US': 'A cancelled NF-e cannot be received', es: 'Una NF-e cancelada no se recibe' },
  receipt_own_invoice: {
    'pt-BR': 'Esta NF-e foi emitida pela própria empresa: só se recebe a nota de um fornecedor',
    'en-US': 'This NF-e was issued by the company itself: only a supplier’s invoice is received',
    es: 'Esta NF-e fue emitida por la propia empresa: solo se recibe la nota de un proveedor',
  },
  receipt_no_items: { 'pt-BR': 'A NF-e não tem itens a receber', 'en-US': 'The NF-e has no items to receive', es: 'La NF-e no tiene ítems que recibir' },
  receipt_item_unmatched: {
    'pt-BR': 'Escolha o produto deste item (código {code} do fornecedor)',
    'en-US': 'Choose the product of this item (supplier code {code})',
    es: 'Elija el producto de este ítem (código {code} del proveedor)',
  },
  receipt_factor_needed: {
    'pt-BR': 'Informe quantas {unit} cabem em 1 {supplierUnit} do fornecedor',
    'en-US': 'Give how many {unit} one {supplierUnit} of the supplier holds',
    es: 'Informe cuántas {unit} caben en 1 {supplierUnit} del proveedor',
  },
  receipt_factor_positive: { 'pt-BR': 'O fator de conversão deve ser maior que zero', 'en-US': 'The conversion factor must be greater than zero', es: 'El factor de conversión debe ser mayor que cero' },
  receipt_quantity_not_exact: {
    'pt-BR': 'A quantidade convertida ({quantity:decimal} {unit}) não é exata nesta unidade',
    'en-US': 'The converted quantity ({quantity:decimal} {unit}) is not exact in this unit',
    es: 'La cantidad convertida ({quantity:decimal} {unit}) no es exacta en esta unidad',
  },
  receipt_lots_exceed: {
    'pt-BR': 'Os lotes somam {lots:decimal}, mais que a quantidade do item ({quantity:decimal})',
    'en-US': 'The lots add up to {lots:decimal}, more than the item’s quantity ({quantity:decimal})',
    es: 'Los lotes suman {lots:decimal}, más que la cantidad del ítem ({quantity:decimal})',
  },
  receipt_lot_dates: {
    'pt-BR': 'A validade do lote {lot} é anterior à fabricação',
    'en-US': 'Lot {lot} expires before it was made',
    es: 'El vencimiento del lote {lot} es anterior a la fabricación',
  },
  receipt_order_line_other_product: {
    'pt-BR': 'Esta linha do pedido de compra {order} é de outro produto: escolha uma linha do produto do item',
    'en-US': 'This line of purchase order {order} is of another product: choose a line of the item’s product',
    es: 'Esta línea del pedido de compra {order} es de otro producto: elija una línea del producto del ítem',
  },
  receipt_quantity_differs: {
    'pt-BR': 'Quantidade diferente do pedido de compra {order}: nota {invoice:decimal}, em aberto no pedido {ordered:decimal}. Aprove as diferenças para receber',
    'en-US': 'Quantity differs from purchase order {order}: invoice {invoice:decimal}, open on the order {ordered:decimal}. Approve the differences to receive',
    es: 'Cantidad distinta del pedido de compra {order}: nota {invoice:decimal}, pendiente en el pedido {ordered:decimal}. Apruebe las diferencias para recibir',
  },
  receipt_price_differs: {
    'pt-BR': 'Preço diferente do pedido de compra {order}: nota R$ {invoice:decimal}, pedido R$ {ordered:decimal}. Aprove as diferenças para receber',
    'en-US': 'Price differs from purchase order {order}: invoice R$ {invoice:decimal}, order R$ {ordered:decimal}. Approve the differences to receive',
    es: 'Precio distinto del pedido de compra {order}: nota R$ {invoice:decimal}, pedido R$ {ordered:decimal}. Apruebe las diferencias para recibir',
  },
} as const;
