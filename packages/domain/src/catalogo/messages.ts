import { COLUNAS_MESSAGES } from './colunas.messages.ts';
import { TAGS_FORMULAS_MESSAGES } from './tags-formulas.messages.ts';

/** Mensagens do catálogo (produtos, estoque, estruturas), somadas ao catálogo geral de messages.ts. */
export const CATALOGO_MESSAGES = {
  ...COLUNAS_MESSAGES,
  invalid_gtin: {
    'pt-BR': 'Código de barras inválido: confira o dígito verificador',
    'en-US': 'Invalid barcode: check the check digit',
    es: 'Código de barras no válido: verifique el dígito de control',
  },
  invalid_ncm: { 'pt-BR': 'O NCM tem 8 dígitos', 'en-US': 'The NCM has 8 digits', es: 'El NCM tiene 8 dígitos' },
  invalid_cest: { 'pt-BR': 'O CEST tem 7 dígitos', 'en-US': 'The CEST has 7 digits', es: 'El CEST tiene 7 dígitos' },
  code_exists: {
    'pt-BR': 'O código {code} já é de outro produto desta empresa',
    'en-US': 'Code {code} already belongs to another product of this company',
    es: 'El código {code} ya pertenece a otro producto de esta empresa',
  },
  one_main_code: {
    'pt-BR': 'Marque exatamente um código como principal',
    'en-US': 'Mark exactly one code as the main one',
    es: 'Marque exactamente un código como principal',
  },
  codes_repeated: {
    'pt-BR': 'O código {code} aparece mais de uma vez',
    'en-US': 'Code {code} appears more than once',
    es: 'El código {code} aparece más de una vez',
  },
  min_above_max: {
    'pt-BR': 'O estoque mínimo passa do máximo',
    'en-US': 'The minimum stock is above the maximum',
    es: 'El stock mínimo supera el máximo',
  },
  product_not_found: {
    'pt-BR': 'Produto não encontrado nesta empresa',
    'en-US': 'Product not found in this company',
    es: 'Producto no encontrado en esta empresa',
  },
  record_not_in_company: {
    'pt-BR': 'Escolha um registro desta empresa',
    'en-US': 'Choose a record of this company',
    es: 'Elija un registro de esta empresa',
  },
  expiry_before_fabrication: {
    'pt-BR': 'A validade não pode ser anterior à fabricação',
    'en-US': 'The expiry date cannot be before the manufacturing date',
    es: 'La fecha de vencimiento no puede ser anterior a la de fabricación',
  },
  lot_exists: {
    'pt-BR': 'Este produto já tem o lote {lot}',
    'en-US': 'This product already has lot {lot}',
    es: 'Este producto ya tiene el lote {lot}',
  },
  insufficient_stock: {
    'pt-BR': 'Estoque insuficiente de {product} em {sector}: disponível {available:decimal}, pedido {requested:decimal}',
    'en-US': 'Not enough stock of {product} in {sector}: {available:decimal} available, {requested:decimal} requested',
    es: 'Stock insuficiente de {product} en {sector}: disponible {available:decimal}, solicitado {requested:decimal}',
  },
  insufficient_reserved: {
    'pt-BR': 'Reserva insuficiente de {product} em {sector}: reservado {reserved:decimal}, pedido {requested:decimal}',
    'en-US': 'Not enough reserved stock of {product} in {sector}: {reserved:decimal} reserved, {requested:decimal} requested',
    es: 'Reserva insuficiente de {product} en {sector}: reservado {reserved:decimal}, solicitado {requested:decimal}',
  },
  quantity_positive: {
    'pt-BR': 'Informe uma quantidade maior que zero',
    'en-US': 'Enter a quantity greater than zero',
    es: 'Ingrese una cantidad mayor que cero',
  },
  quantity_not_zero: {
    'pt-BR': 'Informe uma quantidade diferente de zero',
    'en-US': 'Enter a quantity other than zero',
    es: 'Ingrese una cantidad distinta de cero',
  },
  whole_quantity: {
    'pt-BR': 'Esta unidade não aceita frações',
    'en-US': 'This unit does not take fractions',
    es: 'Esta unidad no acepta fracciones',
  },
  reason_required: {
    'pt-BR': 'Informe o motivo do ajuste',
    'en-US': 'Enter the reason for the adjustment',
    es: 'Ingrese el motivo del ajuste',
  },
  same_place: {
    'pt-BR': 'A origem e o destino são iguais',
    'en-US': 'Origin and destination are the same',
    es: 'El origen y el destino son iguales',
  },
  bom_cycle: {
    'pt-BR': 'Ciclo na estrutura: {cycle}',
    'en-US': 'Cycle in the structure: {cycle}',
    es: 'Ciclo en la estructura: {cycle}',
  },
  bom_unit_without_conversion: {
    'pt-BR': '{product} não tem conversão de {unit} para {productUnit}: cadastre-a no produto',
    'en-US': '{product} has no conversion from {unit} to {productUnit}: add it to the product',
    es: '{product} no tiene conversión de {unit} a {productUnit}: regístrela en el producto',
  },
  unit_in_use: {
    'pt-BR': 'Esta unidade está em uso por produtos',
    'en-US': 'This unit is used by products',
    es: 'Esta unidad está en uso por productos',
  },
  same_unit: {
    'pt-BR': 'Escolha unidades diferentes de origem e destino',
    'en-US': 'Choose different origin and destination units',
    es: 'Elija unidades de origen y destino diferentes',
  },
  conversion_exists: {
    'pt-BR': 'Este produto já tem uma conversão desta unidade',
    'en-US': 'This product already has a conversion from this unit',
    es: 'Este producto ya tiene una conversión de esta unidad',
  },
  conversion_in_use: {
    'pt-BR': 'Esta conversão é usada na estrutura de {produtos}: mude a unidade dessas linhas antes',
    'en-US': 'This conversion is used in the structure of {produtos}: change the unit of those lines first',
    es: 'Esta conversión se usa en la estructura de {produtos}: cambie la unidad de esas líneas antes',
  },
  bulk_nothing: {
    'pt-BR': 'Escolha os produtos e ao menos um campo para alterar',
    'en-US': 'Choose the products and at least one field to change',
    es: 'Elija los productos y al menos un campo para cambiar',
  },
  ...TAGS_FORMULAS_MESSAGES,
} as const;
