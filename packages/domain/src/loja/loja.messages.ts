/** Mensagens da loja e da sua tabela de preços, somadas ao catálogo geral de messages.ts. */
export const LOJA_MESSAGES = {
  loja_contato_revisar: {
    'pt-BR': 'Contato da loja aguardando revisão: informou o documento {document}, do cliente {existing}, sem entrar como esse cliente.',
    'en-US': 'Shop contact awaiting review: gave the document {document}, of the client {existing}, without signing in as that client.',
    es: 'Contacto de la tienda en revisión: informó el documento {document}, del cliente {existing}, sin entrar como ese cliente.',
  },
  /** A line the shop cannot sell at its public price (below what the company lets its salespeople give): the cart says no more. */
  loja_item_unavailable: {
    'pt-BR': 'Produto indisponível na loja no momento',
    'en-US': 'Product not available in the shop at the moment',
    es: 'Producto no disponible en la tienda en este momento',
  },
  loja_price_required: {
    'pt-BR': 'Informe um preço maior que zero para publicar na loja',
    'en-US': 'Enter a price above zero to publish it in the shop',
    es: 'Indique un precio mayor que cero para publicarlo en la tienda',
  },
};
