/** Mensagens das colunas personalizadas (campos adicionais), somadas às do catálogo ('column_type_mismatch' é das gerais). */
export const COLUNAS_MESSAGES = {
  coluna_exists: {
    'pt-BR': 'Já existe uma coluna com este nome para esta entidade',
    'en-US': 'There is already a column with this name for this entity',
    es: 'Ya existe una columna con este nombre para esta entidad',
  },
  coluna_has_values: {
    'pt-BR': 'Esta coluna já tem valores gravados: o tipo e a entidade não podem mudar',
    'en-US': 'This column already holds values: its type and entity cannot change',
    es: 'Esta columna ya tiene valores guardados: el tipo y la entidad no pueden cambiar',
  },
  coluna_value_exists: {
    'pt-BR': 'Este registro já tem um valor nesta coluna',
    'en-US': 'This record already has a value in this column',
    es: 'Este registro ya tiene un valor en esta columna',
  },
  not_a_file_column: {
    'pt-BR': 'Esta coluna não guarda arquivos',
    'en-US': 'This column does not hold files',
    es: 'Esta columna no guarda archivos',
  },
} as const;
