/**
 * Mensagens das notificações que a aplicação escreve (o sino do cabeçalho): o fim de um trabalho pedido por um
 * usuário e o pedido que chegou pela loja. A notificação guarda a chave e os parâmetros (`message`) ao lado do texto
 * pt-BR que escreve com eles, e cada leitor a vê no seu idioma (notifications.ts).
 */

export const NOTIFICATION_MESSAGES = {
  // A title written as plain text (a job queued before its notice had a key): shown as it came, in every language.
  notify_text: { 'pt-BR': '{text}', 'en-US': '{text}', es: '{text}' },
  notify_done: { 'pt-BR': 'Concluído.', 'en-US': 'Done.', es: 'Completado.' },
  notify_failed: { 'pt-BR': 'Falhou: {what:message}', 'en-US': 'Failed: {what:message}', es: 'Falló: {what:message}' },
  notify_failed_unknown: {
    'pt-BR': 'Não foi possível concluir. Tente de novo ou fale com o suporte.',
    'en-US': 'Could not finish. Try again or contact support.',
    es: 'No se pudo completar. Inténtelo de nuevo o contacte con soporte.',
  },
  notify_failed_body: {
    'pt-BR': 'Não foi possível concluir: {error}. Tente de novo ou fale com o suporte.',
    'en-US': 'Could not finish: {error}. Try again or contact support.',
    es: 'No se pudo completar: {error}. Inténtelo de nuevo o contacte con soporte.',
  },
  notify_pedido_email: { 'pt-BR': 'E-mail do pedido {id} para {recipients}', 'en-US': 'E-mail of order {id} to {recipients}', es: 'Correo del pedido {id} a {recipients}' },
  notify_pedido_compra_email: {
    'pt-BR': 'E-mail do pedido de compra {number} para {recipients}',
    'en-US': 'E-mail of purchase order {number} to {recipients}',
    es: 'Correo de la orden de compra {number} a {recipients}',
  },
  notify_nfe_email: { 'pt-BR': 'E-mail da NF-e {number} para {recipients}', 'en-US': 'E-mail of NF-e {number} to {recipients}', es: 'Correo de la NF-e {number} a {recipients}' },
  notify_roteirizacao_one: { 'pt-BR': 'Roteirização de {count} pedido', 'en-US': 'Routing of {count} order', es: 'Ruteo de {count} pedido' },
  notify_roteirizacao_other: { 'pt-BR': 'Roteirização de {count} pedidos', 'en-US': 'Routing of {count} orders', es: 'Ruteo de {count} pedidos' },
  notify_otimizacao: { 'pt-BR': 'Otimização de {count} paradas', 'en-US': 'Optimization of {count} stops', es: 'Optimización de {count} paradas' },
  notify_faturamento_roteiro: { 'pt-BR': 'Faturamento do roteiro {name}', 'en-US': 'Invoicing of route {name}', es: 'Facturación de la ruta {name}' },
  notify_mrp: { 'pt-BR': 'Cálculo do MRP: {name}', 'en-US': 'MRP calculation: {name}', es: 'Cálculo del MRP: {name}' },
  notify_previsao_import: {
    'pt-BR': 'Importação de {file} na previsão de vendas',
    'en-US': 'Import of {file} into the sales forecast',
    es: 'Importación de {file} en la previsión de ventas',
  },
  notify_loja_pedido: { 'pt-BR': 'Novo pedido pela loja: orçamento {order}', 'en-US': 'New order from the shop: quote {order}', es: 'Nuevo pedido de la tienda: presupuesto {order}' },
  notify_loja_pedido_revisar: {
    'pt-BR': 'Novo pedido pela loja: orçamento {order} (contato a revisar)',
    'en-US': 'New order from the shop: quote {order} (contact to review)',
    es: 'Nuevo pedido de la tienda: presupuesto {order} (contacto a revisar)',
  },
  notify_loja_pedido_corpo: {
    'pt-BR': '{client} enviou um pedido pela loja virtual.',
    'en-US': '{client} sent an order through the online shop.',
    es: '{client} envió un pedido por la tienda virtual.',
  },
  notify_loja_pedido_corpo_revisar: {
    'pt-BR': '{client} enviou um pedido pela loja virtual. {review:message}',
    'en-US': '{client} sent an order through the online shop. {review:message}',
    es: '{client} envió un pedido por la tienda virtual. {review:message}',
  },
} as const;
