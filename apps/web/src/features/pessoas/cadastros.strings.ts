/** Textos dos cadastros pequenos da empresa (setores, categorias de despesa). pt-BR é a fonte dos tipos: en-US e es têm as mesmas chaves. */
export const pessoasCadastrosPtBR = {
  setores: {
    title: 'Setores',
    description: 'Os setores da empresa: os pedidos, os usuários e o estoque são separados por eles.',
    new: 'Novo setor',
    editOf: 'Alterar o setor {{name}}',
    fixErrors: 'Corrija os campos do setor.',
    fields: { IdSetor: 'Código', NmSetor: 'Nome' },
  },
  categorias: {
    title: 'Categorias de despesa',
    description: 'As categorias em que as despesas da empresa são agrupadas, com o seu ícone.',
    new: 'Nova categoria',
    editOf: 'Alterar a categoria {{name}}',
    fixErrors: 'Corrija os campos da categoria.',
    fields: { id: 'Código', nome: 'Nome', icone: 'Ícone' },
  },
};

export const pessoasCadastrosEnUS: typeof pessoasCadastrosPtBR = {
  setores: {
    title: 'Sectors',
    description: "The company's sectors: orders, users and stock are split by them.",
    new: 'New sector',
    editOf: 'Edit the sector {{name}}',
    fixErrors: "Fix the sector's fields.",
    fields: { IdSetor: 'Code', NmSetor: 'Name' },
  },
  categorias: {
    title: 'Expense categories',
    description: "The categories the company's expenses are grouped in, with their icon.",
    new: 'New category',
    editOf: 'Edit the category {{name}}',
    fixErrors: "Fix the category's fields.",
    fields: { id: 'Code', nome: 'Name', icone: 'Icon' },
  },
};

export const pessoasCadastrosEs: typeof pessoasCadastrosPtBR = {
  setores: {
    title: 'Sectores',
    description: 'Los sectores de la empresa: los pedidos, los usuarios y el stock se separan por ellos.',
    new: 'Nuevo sector',
    editOf: 'Modificar el sector {{name}}',
    fixErrors: 'Corrija los campos del sector.',
    fields: { IdSetor: 'Código', NmSetor: 'Nombre' },
  },
  categorias: {
    title: 'Categorías de gasto',
    description: 'Las categorías en que se agrupan los gastos de la empresa, con su icono.',
    new: 'Nueva categoría',
    editOf: 'Modificar la categoría {{name}}',
    fixErrors: 'Corrija los campos de la categoría.',
    fields: { id: 'Código', nome: 'Nombre', icone: 'Icono' },
  },
};
