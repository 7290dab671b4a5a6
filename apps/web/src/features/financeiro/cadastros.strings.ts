/** Textos dos cadastros do financeiro e da integração com o ERP. pt-BR é a fonte dos tipos: en-US e es têm as mesmas chaves. */
export const financeiroCadastrosPtBR = {
  centrosDeCusto: {
    title: 'Centros de custo',
    description: 'Os centros de custo das despesas; só os ativos aparecem nas buscas dos formulários.',
    new: 'Novo centro de custo',
    editOf: 'Alterar o centro de custo {{name}}',
    fixErrors: 'Corrija os campos do centro de custo.',
    fields: { IdCentroDeCusto: 'Número', CdCentroDeCusto: 'Código', NmCentroDeCusto: 'Nome', TpCentroDeCusto: 'Situação' },
  },
  empresasErp: {
    title: 'Empresas do ERP',
    description: 'As empresas do ERP externo para onde vão os dados da empresa, com o código de cada uma lá.',
    new: 'Nova empresa do ERP',
    editOf: 'Alterar a empresa do ERP {{name}}',
    fixErrors: 'Corrija os campos da empresa do ERP.',
    fields: { id: 'Número', CdEmpresaErp: 'Código no ERP', NmEmpresaErp: 'Nome', NrDocumento: 'CNPJ/CPF' },
  },
  usuariosAlterdata: {
    title: 'Usuários do Alterdata',
    description: 'O login e a chave no Alterdata de cada usuário da aplicação; a chave nunca é mostrada.',
    new: 'Novo usuário do Alterdata',
    editOf: 'Alterar o usuário do Alterdata {{name}}',
    fixErrors: 'Corrija os campos do usuário do Alterdata.',
    keepKey: 'Em branco, a chave atual é mantida.',
    fields: { id: 'Número', idUsuario: 'Usuário da aplicação', username: 'Login no Alterdata', key: 'Chave' },
  },
  usuariosWebapi: {
    title: 'Usuários da API web do ERP',
    description: 'Os usuários da API web do ERP em nome de quem a integração age.',
    new: 'Novo usuário da API web',
    editOf: 'Alterar o usuário da API web {{name}}',
    fixErrors: 'Corrija os campos do usuário da API web.',
    fields: { IdUsuario: 'Número', NmUsuario: 'Nome', CdUsuarioErp: 'Código no ERP' },
  },
};

export const financeiroCadastrosEnUS: typeof financeiroCadastrosPtBR = {
  centrosDeCusto: {
    title: 'Cost centers',
    description: 'The cost centers of expenses; only active ones show up in the forms’ searches.',
    new: 'New cost center',
    editOf: 'Edit the cost center {{name}}',
    fixErrors: "Fix the cost center's fields.",
    fields: { IdCentroDeCusto: 'Number', CdCentroDeCusto: 'Code', NmCentroDeCusto: 'Name', TpCentroDeCusto: 'Status' },
  },
  empresasErp: {
    title: 'ERP companies',
    description: "The external ERP's companies the company's data goes to, with each one's code there.",
    new: 'New ERP company',
    editOf: 'Edit the ERP company {{name}}',
    fixErrors: "Fix the ERP company's fields.",
    fields: { id: 'Number', CdEmpresaErp: 'Code in the ERP', NmEmpresaErp: 'Name', NrDocumento: 'CNPJ/CPF' },
  },
  usuariosAlterdata: {
    title: 'Alterdata users',
    description: "Each application user's Alterdata login and key; the key is never shown.",
    new: 'New Alterdata user',
    editOf: 'Edit the Alterdata user {{name}}',
    fixErrors: "Fix the Alterdata user's fields.",
    keepKey: 'Left blank, the current key is kept.',
    fields: { id: 'Number', idUsuario: 'Application user', username: 'Alterdata login', key: 'Key' },
  },
  usuariosWebapi: {
    title: 'ERP web API users',
    description: "The ERP web API's users the integration acts as.",
    new: 'New web API user',
    editOf: 'Edit the web API user {{name}}',
    fixErrors: "Fix the web API user's fields.",
    fields: { IdUsuario: 'Number', NmUsuario: 'Name', CdUsuarioErp: 'Code in the ERP' },
  },
};

export const financeiroCadastrosEs: typeof financeiroCadastrosPtBR = {
  centrosDeCusto: {
    title: 'Centros de costo',
    description: 'Los centros de costo de los gastos; solo los activos aparecen en las búsquedas de los formularios.',
    new: 'Nuevo centro de costo',
    editOf: 'Modificar el centro de costo {{name}}',
    fixErrors: 'Corrija los campos del centro de costo.',
    fields: { IdCentroDeCusto: 'Número', CdCentroDeCusto: 'Código', NmCentroDeCusto: 'Nombre', TpCentroDeCusto: 'Situación' },
  },
  empresasErp: {
    title: 'Empresas del ERP',
    description: 'Las empresas del ERP externo a las que van los datos de la empresa, con el código de cada una allí.',
    new: 'Nueva empresa del ERP',
    editOf: 'Modificar la empresa del ERP {{name}}',
    fixErrors: 'Corrija los campos de la empresa del ERP.',
    fields: { id: 'Número', CdEmpresaErp: 'Código en el ERP', NmEmpresaErp: 'Nombre', NrDocumento: 'CNPJ/CPF' },
  },
  usuariosAlterdata: {
    title: 'Usuarios de Alterdata',
    description: 'El login y la clave en Alterdata de cada usuario de la aplicación; la clave nunca se muestra.',
    new: 'Nuevo usuario de Alterdata',
    editOf: 'Modificar el usuario de Alterdata {{name}}',
    fixErrors: 'Corrija los campos del usuario de Alterdata.',
    keepKey: 'En blanco, se mantiene la clave actual.',
    fields: { id: 'Número', idUsuario: 'Usuario de la aplicación', username: 'Login en Alterdata', key: 'Clave' },
  },
  usuariosWebapi: {
    title: 'Usuarios de la API web del ERP',
    description: 'Los usuarios de la API web del ERP en nombre de quienes actúa la integración.',
    new: 'Nuevo usuario de la API web',
    editOf: 'Modificar el usuario de la API web {{name}}',
    fixErrors: 'Corrija los campos del usuario de la API web.',
    fields: { IdUsuario: 'Número', NmUsuario: 'Nombre', CdUsuarioErp: 'Código en el ERP' },
  },
};
