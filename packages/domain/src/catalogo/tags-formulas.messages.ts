/** Mensagens das etiquetas (tags) e das fórmulas, somadas ao catálogo pelo CATALOGO_MESSAGES. */
export const TAGS_FORMULAS_MESSAGES = {
  invalid_color: {
    'pt-BR': 'Informe uma cor no formato #RRGGBB',
    'en-US': 'Enter a colour as #RRGGBB',
    es: 'Ingrese un color en el formato #RRGGBB',
  },
  tag_kinds_required: {
    'pt-BR': 'Escolha a que a etiqueta se aplica: produtos, clientes ou ambos',
    'en-US': 'Choose what the tag applies to: products, clients or both',
    es: 'Elija a qué se aplica la etiqueta: productos, clientes o ambos',
  },
  tag_not_for_kind: {
    'pt-BR': 'A etiqueta {name} não se aplica a este tipo de registro',
    'en-US': 'Tag {name} does not apply to this kind of record',
    es: 'La etiqueta {name} no se aplica a este tipo de registro',
  },
  formula_unknown_variable: {
    'pt-BR': 'Variável desconhecida "{name}" na posição {position}',
    'en-US': 'Unknown variable "{name}" at position {position}',
    es: 'Variable desconocida "{name}" en la posición {position}',
  },
  formula_unknown_function: {
    'pt-BR': 'Função não permitida "{name}" na posição {position} (use min, max, round, ceil, floor ou abs)',
    'en-US': 'Function "{name}" is not allowed at position {position} (use min, max, round, ceil, floor or abs)',
    es: 'Función no permitida "{name}" en la posición {position} (use min, max, round, ceil, floor o abs)',
  },
  formula_arguments: {
    'pt-BR': 'Número de valores errado na função {name}, posição {position}',
    'en-US': 'Wrong number of values for function {name} at position {position}',
    es: 'Cantidad de valores incorrecta en la función {name}, posición {position}',
  },
  formula_not_allowed: {
    'pt-BR': 'Construção não permitida na posição {position}: use números, variáveis, + - * / ^ e parênteses',
    'en-US': 'Not allowed at position {position}: use numbers, variables, + - * / ^ and parentheses',
    es: 'Construcción no permitida en la posición {position}: use números, variables, + - * / ^ y paréntesis',
  },
  formula_unexpected: {
    'pt-BR': 'Caractere inesperado "{char}" na posição {position}',
    'en-US': 'Unexpected character "{char}" at position {position}',
    es: 'Carácter inesperado "{char}" en la posición {position}',
  },
  formula_unclosed: {
    'pt-BR': 'Parêntese não fechado: falta ")" na posição {position}',
    'en-US': 'Unclosed parenthesis: ")" missing at position {position}',
    es: 'Paréntesis sin cerrar: falta ")" en la posición {position}',
  },
  formula_expected_value: {
    'pt-BR': 'Falta um valor na posição {position}',
    'en-US': 'A value is missing at position {position}',
    es: 'Falta un valor en la posición {position}',
  },
  formula_missing_operator: {
    'pt-BR': 'Falta um operador antes da posição {position}',
    'en-US': 'An operator is missing before position {position}',
    es: 'Falta un operador antes de la posición {position}',
  },
  formula_syntax: {
    'pt-BR': 'Erro de sintaxe na posição {position}',
    'en-US': 'Syntax error at position {position}',
    es: 'Error de sintaxis en la posición {position}',
  },
  formula_round_places: {
    'pt-BR': 'As casas decimais de round (posição {position}) devem ser um número inteiro de {min} a {max}',
    'en-US': 'The decimal places of round (position {position}) must be a whole number from {min} to {max}',
    es: 'Los decimales de round (posición {position}) deben ser un número entero de {min} a {max}',
  },
  formula_missing_value: {
    'pt-BR': 'Informe um número para {name}',
    'en-US': 'Enter a number for {name}',
    es: 'Ingrese un número para {name}',
  },
  formula_division_by_zero: {
    'pt-BR': 'Divisão por zero (posição {position}): confira os valores',
    'en-US': 'Division by zero (position {position}): check the values',
    es: 'División por cero (posición {position}): verifique los valores',
  },
  formula_invalid_result: {
    'pt-BR': 'O resultado não é um número válido',
    'en-US': 'The result is not a valid number',
    es: 'El resultado no es un número válido',
  },
  formula_needs_expression: {
    'pt-BR': 'Escolha uma fórmula ou informe a expressão',
    'en-US': 'Choose a formula or enter the expression',
    es: 'Elija una fórmula o ingrese la expresión',
  },
} as const;
