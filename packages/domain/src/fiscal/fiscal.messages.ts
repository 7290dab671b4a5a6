/** Mensagens da área fiscal (NF-e importadas, GNRE, configuração por UF), somadas ao catálogo geral. */
import { NFE_CONFIG_MESSAGES } from './nfe-config.messages.ts';

export const FISCAL_MESSAGES = {
  ...NFE_CONFIG_MESSAGES,
  invalid_receita_code: { 'pt-BR': 'O código da receita tem 6 dígitos', 'en-US': 'The revenue code has 6 digits', es: 'El código del ingreso tiene 6 dígitos' },
  invalid_due_day: { 'pt-BR': 'Informe um dia de 1 a 31', 'en-US': 'Enter a day from 1 to 31', es: 'Ingrese un día de 1 a 31' },
  config_uf_exists: {
    'pt-BR': 'O código {code} já é de outra configuração desta empresa',
    'en-US': 'Code {code} already belongs to another configuration of this company',
    es: 'El código {code} ya pertenece a otra configuración de esta empresa',
  },
  receita_in_use: {
    'pt-BR': 'A receita é usada por configurações ou guias e não pode ser excluída',
    'en-US': 'The revenue is used by configurations or guides and cannot be deleted',
    es: 'El ingreso es usado por configuraciones o guías y no puede ser eliminado',
  },
  nfe_no_files: { 'pt-BR': 'Envie um ou mais arquivos XML ou zip no campo files', 'en-US': 'Send one or more XML or zip files in the field files', es: 'Envíe uno o más archivos XML o zip en el campo files' },
  nfe_not_xml: { 'pt-BR': 'O arquivo não é um XML legível', 'en-US': 'The file is not readable XML', es: 'El archivo no es un XML legible' },
  nfe_not_nfe: {
    'pt-BR': 'O arquivo não é uma NF-e modelo 55 (nfeProc ou NFe) nem um cancelamento',
    'en-US': 'The file is not a model 55 NF-e (nfeProc or NFe) nor a cancellation',
    es: 'El archivo no es una NF-e modelo 55 (nfeProc o NFe) ni una cancelación',
  },
  nfe_missing_field: { 'pt-BR': 'Falta {field} na nota', 'en-US': '{field} is missing from the invoice', es: 'Falta {field} en la factura' },
  nfe_hostile: {
    'pt-BR': 'O arquivo declara DTD ou entidades e foi recusado por segurança',
    'en-US': 'The file declares a DTD or entities and was refused for safety',
    es: 'El archivo declara DTD o entidades y fue rechazado por seguridad',
  },
  nfe_zip_unreadable: { 'pt-BR': 'O zip não pôde ser lido', 'en-US': 'The zip could not be read', es: 'El zip no pudo ser leído' },
  nfe_cancel_unknown: {
    'pt-BR': 'Cancelamento de uma nota que não foi importada (chave {key})',
    'en-US': 'Cancellation of an invoice that was not imported (key {key})',
    es: 'Cancelación de una factura que no fue importada (clave {key})',
  },
  nfe_cancel_after_receipt: {
    'pt-BR': 'A NF-e já tinha sido recebida: o estoque que ela lançou continua (devolva a mercadoria ao fornecedor ou receba a nota que a substitui)',
    'en-US': 'The NF-e had already been received: the stock it entered stays (return the goods to the supplier or receive the invoice that replaces it)',
    es: 'La NF-e ya había sido recibida: el stock que ingresó se mantiene (devuelva la mercancía al proveedor o reciba la factura que la sustituye)',
  },
  nfe_cancel_titulo_withdrawn: {
    'pt-BR': 'Título a pagar {numero} cancelado',
    'en-US': 'Payable {numero} cancelled',
    es: 'Título por pagar {numero} cancelado',
  },
  nfe_cancel_titulo_in_erp: {
    'pt-BR': 'O título {numero} já foi enviado ao ERP: cancele-o lá',
    'en-US': 'Title {numero} was already sent to the ERP: cancel it there',
    es: 'El título {numero} ya fue enviado al ERP: cancélelo allí',
  },
  nfe_schema_invalid: {
    'pt-BR': 'Não valida no schema oficial (PL_010): {problem:message}',
    'en-US': 'Does not validate against the official schema (PL_010): {problem:message}',
    es: 'No valida con el schema oficial (PL_010): {problem:message}',
  },
  nfe_key_check_digit: {
    'pt-BR': 'Dígito verificador da chave de acesso inválido (esperado {expected})',
    'en-US': 'Invalid access key check digit (expected {expected})',
    es: 'Dígito verificador de la clave de acceso no válido (esperado {expected})',
  },
  nfe_key_parts: {
    'pt-BR': 'Partes da chave de acesso diferem dos campos da nota: {parts}',
    'en-US': 'Access key parts differ from the invoice fields: {parts}',
    es: 'Partes de la clave de acceso difieren de los campos de la factura: {parts}',
  },
  nfe_key_mismatch: {
    'pt-BR': 'A chave do protocolo difere do Id da nota',
    'en-US': "The protocol's key differs from the invoice Id",
    es: 'La clave del protocolo difiere del Id de la factura',
  },
  nfe_no_protocol: {
    'pt-BR': 'Sem protocolo de autorização (protNFe)',
    'en-US': 'No authorization protocol (protNFe)',
    es: 'Sin protocolo de autorización (protNFe)',
  },
  gnre_already_sent: {
    'pt-BR': 'A guia {id} já foi enviada',
    'en-US': 'Guide {id} was already sent',
    es: 'La guía {id} ya fue enviada',
  },
  gnre_lote_sem_guias: {
    'pt-BR': 'O lote {id} não tem mais guias: as NF-e delas foram canceladas',
    'en-US': 'Batch {id} has no guides left: their invoices were cancelled',
    es: 'El lote {id} ya no tiene guías: sus NF-e fueron canceladas',
  },
  gnre_none_to_send: { 'pt-BR': 'Nenhuma guia gerada para enviar', 'en-US': 'No generated guide to send', es: 'Ninguna guía generada para enviar' },
  gnre_no_certificate: {
    'pt-BR': 'A empresa não tem certificado configurado para o web service da GNRE',
    'en-US': 'The company has no certificate configured for the GNRE web service',
    es: 'La empresa no tiene certificado configurado para el web service de la GNRE',
  },
  titulo_not_authorized: {
    'pt-BR': 'O título {numero} não tem autorização de pagamento',
    'en-US': 'Title {numero} has no payment authorization',
    es: 'El título {numero} no tiene autorización de pago',
  },
  titulo_due_before_issue: {
    'pt-BR': 'O vencimento não pode ser antes da emissão',
    'en-US': 'The due date cannot be before the issue date',
    es: 'El vencimiento no puede ser anterior a la emisión',
  },
  titulo_value_zero: {
    'pt-BR': 'Informe um valor maior que zero',
    'en-US': 'Enter an amount above zero',
    es: 'Informe un valor mayor que cero',
  },
  titulo_already_sent: {
    'pt-BR': 'O título {numero} já foi enviado ao ERP',
    'en-US': 'Title {numero} was already sent to the ERP',
    es: 'El título {numero} ya fue enviado al ERP',
  },
  titulo_already_queued: {
    'pt-BR': 'O título {numero} já está na fila de envio ao ERP',
    'en-US': 'Title {numero} is already waiting to be sent to the ERP',
    es: 'El título {numero} ya está en la cola de envío al ERP',
  },
  titulo_cancelado: {
    'pt-BR': 'O título {numero} foi cancelado',
    'en-US': 'Title {numero} was cancelled',
    es: 'El título {numero} fue cancelado',
  },
  integration_not_configured: {
    'pt-BR': 'A integração com o ERP não está configurada',
    'en-US': 'The ERP integration is not configured',
    es: 'La integración con el ERP no está configurada',
  },
  nfe_emissao_schema_invalid: {
    'pt-BR': 'A NF-e não passou no esquema oficial (nfe_v4.00.xsd): {problem:message}',
    'en-US': 'The NF-e failed the official schema (nfe_v4.00.xsd): {problem:message}',
    es: 'La NF-e no pasó el esquema oficial (nfe_v4.00.xsd): {problem:message}',
  },
  nfe_qt_exceeds: {
    'pt-BR': 'A quantidade passa do que falta faturar do item ({left})',
    'en-US': 'The quantity exceeds what is left to invoice of the item ({left})',
    es: 'La cantidad supera lo que falta facturar del ítem ({left})',
  },
  nfe_item_not_in_order: { 'pt-BR': 'O item não é um item ativo deste pedido', 'en-US': 'The item is not an active item of this order', es: 'El ítem no es un ítem activo de este pedido' },
  nfe_email_not_authorised: {
    'pt-BR': 'Só se envia por e-mail uma NF-e autorizada pela SEFAZ',
    'en-US': 'Only an NF-e authorised by SEFAZ can be e-mailed',
    es: 'Solo se envía por correo una NF-e autorizada por la SEFAZ',
  },
  nfe_email_no_recipient: {
    'pt-BR': 'O cliente da nota não tem e-mail cadastrado: informe para quem enviar',
    'en-US': "The invoice's client has no e-mail on file: enter who to send it to",
    es: 'El cliente de la factura no tiene correo registrado: indique a quién enviarla',
  },
  nfe_nothing_to_invoice: { 'pt-BR': 'Não há nada a faturar neste pedido', 'en-US': 'There is nothing left to invoice in this order', es: 'No hay nada que facturar en este pedido' },
  nfe_order_status: {
    'pt-BR': 'Um pedido cancelado, devolvido ou um orçamento não se fatura',
    'en-US': 'A cancelled or returned order, or a quote, cannot be invoiced',
    es: 'Un pedido cancelado, devuelto o un presupuesto no se factura',
  },
  nfe_order_invoiced: {
    'pt-BR': 'O pedido já está todo faturado: não há nada a faturar',
    'en-US': 'The order is already wholly invoiced: there is nothing left to invoice',
    es: 'El pedido ya está facturado por completo: no hay nada que facturar',
  },
  nfe_taxes_missing: {
    'pt-BR': 'Calcule os impostos do pedido antes de faturar (item {item})',
    'en-US': "Compute the order's taxes before invoicing (item {item})",
    es: 'Calcule los impuestos del pedido antes de facturar (ítem {item})',
  },
  nfe_missing_data: { 'pt-BR': 'Falta {field} para emitir a NF-e', 'en-US': '{field} is needed to issue the NF-e', es: 'Falta {field} para emitir la NF-e' },
  nfe_no_certificate: {
    'pt-BR': 'A empresa não tem certificado A1 para assinar a NF-e',
    'en-US': 'The company has no A1 certificate to sign the NF-e',
    es: 'La empresa no tiene certificado A1 para firmar la NF-e',
  },
  nfe_xjust_length: {
    'pt-BR': 'A justificativa deve ter de 15 a 255 caracteres',
    'en-US': 'The justification must have 15 to 255 characters',
    es: 'La justificación debe tener de 15 a 255 caracteres',
  },
  nfe_xcorrecao_length: {
    'pt-BR': 'A correção deve ter de 15 a 1000 caracteres',
    'en-US': 'The correction must have 15 to 1000 characters',
    es: 'La corrección debe tener de 15 a 1000 caracteres',
  },
  nfe_already_cancelled: { 'pt-BR': 'A NF-e já tem um evento de cancelamento', 'en-US': 'The NF-e already has a cancellation event', es: 'La NF-e ya tiene un evento de cancelación' },
  nfe_not_authorised: {
    'pt-BR': 'A NF-e ainda não tem protocolo de autorização da SEFAZ: só uma nota autorizada se cancela',
    'en-US': 'The NF-e has no SEFAZ authorisation protocol yet: only an authorised invoice can be cancelled',
    es: 'La NF-e aún no tiene protocolo de autorización de la SEFAZ: solo una nota autorizada se cancela',
  },
  nfe_cancel_window: {
    'pt-BR': 'O prazo de cancelamento terminou: a NF-e foi autorizada em {data}, e só se cancela em até 24 horas (depois disso, emita uma nota de devolução)',
    'en-US': 'The cancellation window has closed: the NF-e was authorised on {data} and can only be cancelled within 24 hours (after that, issue a return invoice)',
    es: 'El plazo de cancelación terminó: la NF-e fue autorizada el {data} y solo se cancela dentro de 24 horas (después, emita una nota de devolución)',
  },
  nfe_cancel_paid: {
    'pt-BR': 'A NF-e tem duplicata já recebida ({documento}): estorne o recebimento antes de cancelar',
    'en-US': 'The NF-e has a duplicata already received ({documento}): reverse the receipt before cancelling',
    es: 'La NF-e tiene una duplicata ya cobrada ({documento}): anule el cobro antes de cancelar',
  },
  nfe_cancel_returned: {
    'pt-BR': 'A NF-e tem a devolução {numero} emitida: ela não se cancela (as mercadorias voltariam duas vezes); cancele a devolução antes',
    'en-US': 'The NF-e has the return {numero} issued: it cannot be cancelled (the goods would come back twice); cancel the return first',
    es: 'La NF-e tiene la devolución {numero} emitida: no se cancela (las mercancías volverían dos veces); cancele la devolución antes',
  },
  nfe_cancel_goods_left: {
    'pt-BR': 'As mercadorias da NF-e já saíram no roteiro {roteiro} ({status:StatusPedidoRoteiro:lower}): ela não se cancela; emita uma nota de devolução',
    'en-US': 'The goods of the NF-e already left on route {roteiro} ({status:StatusPedidoRoteiro:lower}): it cannot be cancelled; issue a return invoice',
    es: 'Las mercancías de la NF-e ya salieron en la ruta {roteiro} ({status:StatusPedidoRoteiro:lower}): no se cancela; emita una nota de devolución',
  },
  nfe_cancel_other_invoices: {
    'pt-BR': 'O pedido tem outra NF-e autorizada ({numero}): ele não se cancela; escolha reabrir',
    'en-US': 'The order has another authorised NF-e ({numero}): it cannot be cancelled; choose to reopen it',
    es: 'El pedido tiene otra NF-e autorizada ({numero}): no se cancela; elija reabrir',
  },
  nfe_cce_limit: {
    'pt-BR': 'A NF-e já tem {max} cartas de correção, o máximo',
    'en-US': 'The NF-e already has {max} correction letters, the maximum',
    es: 'La NF-e ya tiene {max} cartas de corrección, el máximo',
  },
  nfe_inut_range_order: { 'pt-BR': 'O número final não pode ser menor que o inicial', 'en-US': 'The last number cannot be lower than the first', es: 'El número final no puede ser menor que el inicial' },
  nfe_inut_number_used: {
    'pt-BR': 'O número {numero} desta série já foi usado por uma NF-e emitida',
    'en-US': 'Number {numero} of this series was already used by an issued NF-e',
    es: 'El número {numero} de esta serie ya fue usado por una NF-e emitida',
  },
  nfe_inut_overlap: {
    'pt-BR': 'A faixa cruza a inutilização já feita de {ini} a {fin}',
    'en-US': 'The range overlaps the voiding already made from {ini} to {fin}',
    es: 'El rango cruza la inutilización ya hecha de {ini} a {fin}',
  },
  nfe_number_voided: {
    'pt-BR': 'O número {numero} da série {serie} foi inutilizado: esta NF-e não se envia mais; fature o pedido de novo',
    'en-US': 'Number {numero} of series {serie} was voided: this invoice is no longer sent; invoice the order again',
    es: 'El número {numero} de la serie {serie} fue inutilizado: esta NF-e ya no se envía; facture el pedido de nuevo',
  },
  nfe_transmit_state: {
    'pt-BR': 'Só uma NF-e rejeitada (ou assinada e não enviada) pode ser transmitida de novo; esta está {status:StNfe:lower}',
    'en-US': 'Only a rejected NF-e (or one signed and not sent) can be sent again; this one is {status:StNfe:lower}',
    es: 'Solo una NF-e rechazada (o firmada y no enviada) puede transmitirse de nuevo; esta está {status:StNfe:lower}',
  },
  nfe_evento_transmit_state: {
    'pt-BR': 'O evento já foi registrado pela SEFAZ',
    'en-US': 'The event was already registered by SEFAZ',
    es: 'El evento ya fue registrado por la SEFAZ',
  },
  nfe_evento_schema_invalid: {
    'pt-BR': 'O XML não passou no esquema oficial ({schema}): {problem:message}',
    'en-US': 'The XML failed the official schema ({schema}): {problem:message}',
    es: 'El XML no pasó el esquema oficial ({schema}): {problem:message}',
  },
  // The schema's refusals in words (xsd.rules.ts), each naming the field; {problem:message} of the messages above.
  xsd_missing_child: {
    'pt-BR': 'falta o campo {expected} dentro de {field}',
    'en-US': 'field {expected} is missing inside {field}',
    es: 'falta el campo {expected} dentro de {field}',
  },
  xsd_unexpected_expected: {
    'pt-BR': 'o campo {field} está fora do lugar; ali se espera {expected}',
    'en-US': 'field {field} is out of place; {expected} is expected there',
    es: 'el campo {field} está fuera de lugar; allí se espera {expected}',
  },
  xsd_unexpected: {
    'pt-BR': 'o campo {field} não faz parte do leiaute nesse lugar',
    'en-US': 'field {field} is not part of the layout in that place',
    es: 'el campo {field} no forma parte del diseño en ese lugar',
  },
  xsd_too_long: {
    'pt-BR': 'o campo {field} tem {length} caracteres, mais que o máximo de {limit}',
    'en-US': 'field {field} has {length} characters, more than the most of {limit}',
    es: 'el campo {field} tiene {length} caracteres, más que el máximo de {limit}',
  },
  xsd_too_short: {
    'pt-BR': 'o campo {field} tem {length} caracteres, menos que o mínimo de {limit}',
    'en-US': 'field {field} has {length} characters, fewer than the least of {limit}',
    es: 'el campo {field} tiene {length} caracteres, menos que el mínimo de {limit}',
  },
  xsd_not_in_list: {
    'pt-BR': 'o campo {field} tem o valor {value}, fora dos aceitos ({expected})',
    'en-US': 'field {field} has the value {value}, not one of those accepted ({expected})',
    es: 'el campo {field} tiene el valor {value}, fuera de los aceptados ({expected})',
  },
  xsd_bad_format: {
    'pt-BR': 'o campo {field} tem o valor {value} num formato que o leiaute não aceita',
    'en-US': 'field {field} has the value {value} in a format the layout does not accept',
    es: 'el campo {field} tiene el valor {value} en un formato que el diseño no acepta',
  },
  xsd_field_invalid: {
    'pt-BR': 'o campo {field} não segue o leiaute',
    'en-US': 'field {field} does not follow the layout',
    es: 'el campo {field} no sigue el diseño',
  },
  xsd_not_well_formed: {
    'pt-BR': 'o arquivo não é um XML bem formado',
    'en-US': 'the file is not well-formed XML',
    es: 'el archivo no es un XML bien formado',
  },
} as const;
