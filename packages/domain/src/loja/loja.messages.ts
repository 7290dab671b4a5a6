/** Mensagens da loja e da sua tabela de preços, somadas ao catálogo geral de messages.ts. */
export const LOJA_MESSAGES = {
  loja_price_required: {
    'pt-BR': 'Informe um preço maior que zero para publicar na loja',
    'en-US': 'Enter a price above zero to publish it in the shop',
    es: 'Indique un precio mayor que cero para publicarlo en la tienda',
  },
};
