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
  order_move_refused: {
    'pt-BR': 'Um pedido {from} não pode passar a {to}',
    'en-US': 'An order that is {from} cannot become {to}',
    es: 'Un pedido {from} no puede pasar a {to}',
  },
  order_move_final: {
    'pt-BR': 'O pedido está {from}: não muda mais de status',
    'en-US': 'The order is {from}: its status no longer changes',
    es: 'El pedido está {from}: ya no cambia de estado',
  },
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
} as const;
