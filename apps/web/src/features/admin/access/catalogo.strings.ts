/** Textos das listas do catálogo de acesso (módulos, rotas, ações). pt-BR é a fonte dos tipos: en-US e es têm as mesmas chaves. */
export const catalogoAcessoPtBR = {
  modulosAcesso: {
    title: 'Módulos',
    description: 'Os grupos de telas do menu e dos perfis de acesso, na ordem em que aparecem.',
    fields: { id: 'Número', modulo: 'Módulo', ordem: 'Ordem' },
  },
  rotasAcesso: {
    title: 'Rotas',
    description: 'Cada tela que os perfis de acesso concedem, o seu caminho e o seu módulo.',
    fields: { id: 'Número', NmModulo: 'Módulo', nome: 'Tela', rota: 'Caminho', chave: 'Permissão' },
  },
  acoesAcesso: {
    title: 'Ações',
    description: 'O que um perfil pode conceder em cada tela: ver, incluir, alterar ou excluir.',
    fields: { id: 'Número', NmModulo: 'Módulo', NmRota: 'Tela', DsRota: 'Caminho', acao: 'Ação' },
  },
};

export const catalogoAcessoEnUS: typeof catalogoAcessoPtBR = {
  modulosAcesso: {
    title: 'Modules',
    description: 'The groups of screens of the menu and the access profiles, in the order they appear.',
    fields: { id: 'Number', modulo: 'Module', ordem: 'Order' },
  },
  rotasAcesso: {
    title: 'Routes',
    description: 'Each screen the access profiles grant, its path and its module.',
    fields: { id: 'Number', NmModulo: 'Module', nome: 'Screen', rota: 'Path', chave: 'Permission' },
  },
  acoesAcesso: {
    title: 'Actions',
    description: 'What a profile may grant on each screen: view, create, edit or delete.',
    fields: { id: 'Number', NmModulo: 'Module', NmRota: 'Screen', DsRota: 'Path', acao: 'Action' },
  },
};

export const catalogoAcessoEs: typeof catalogoAcessoPtBR = {
  modulosAcesso: {
    title: 'Módulos',
    description: 'Los grupos de pantallas del menú y de los perfiles de acceso, en el orden en que aparecen.',
    fields: { id: 'Número', modulo: 'Módulo', ordem: 'Orden' },
  },
  rotasAcesso: {
    title: 'Rutas',
    description: 'Cada pantalla que conceden los perfiles de acceso, su ruta y su módulo.',
    fields: { id: 'Número', NmModulo: 'Módulo', nome: 'Pantalla', rota: 'Ruta', chave: 'Permiso' },
  },
  acoesAcesso: {
    title: 'Acciones',
    description: 'Lo que un perfil puede conceder en cada pantalla: ver, incluir, modificar o eliminar.',
    fields: { id: 'Número', NmModulo: 'Módulo', NmRota: 'Pantalla', DsRota: 'Ruta', acao: 'Acción' },
  },
};
