/**
 * Textos dos layouts salvos das listas, da loja pública e do painel inicial, somados a cada catálogo (pt-BR é a
 * fonte dos tipos: en-US e es têm as mesmas chaves).
 */
export const lojaPtBR = {
  layouts: {
    title: 'Layouts de listagem',
    description: 'Layouts salvos das listas: os seus e os compartilhados com a empresa.',
    menu: 'Layouts',
    apply: 'Aplicar layout',
    none: 'Nenhum layout salvo para esta lista',
    saveCurrent: 'Salvar layout atual',
    shareWithCompany: 'Compartilhar com a empresa',
    shared: 'Compartilhado',
    fixErrors: 'Corrija os campos destacados',
    open: 'Abrir a lista',
    rename: 'Renomear',
    share: 'Compartilhar com a empresa',
    unshare: 'Deixar só para mim',
    deleted: 'Layout excluído',
    deleteTitle: 'Excluir layout',
    deleteMessage: 'Excluir o layout "{{name}}"?',
    fields: { NmLayout: 'Nome', rota: 'Lista', compartilhado: 'Compartilhado', updatedAt: 'Alterado em' },
  },
};

export const lojaEnUS: typeof lojaPtBR = {
  layouts: {
    title: 'List layouts',
    description: "Saved list layouts: yours and the ones shared with the company.",
    menu: 'Layouts',
    apply: 'Apply layout',
    none: 'No layout saved for this list',
    saveCurrent: 'Save current layout',
    shareWithCompany: 'Share with the company',
    shared: 'Shared',
    fixErrors: 'Fix the highlighted fields',
    open: 'Open the list',
    rename: 'Rename',
    share: 'Share with the company',
    unshare: 'Keep it to myself',
    deleted: 'Layout deleted',
    deleteTitle: 'Delete layout',
    deleteMessage: 'Delete the layout "{{name}}"?',
    fields: { NmLayout: 'Name', rota: 'List', compartilhado: 'Shared', updatedAt: 'Changed at' },
  },
};

export const lojaEs: typeof lojaPtBR = {
  layouts: {
    title: 'Diseños de listado',
    description: 'Diseños guardados de las listas: los suyos y los compartidos con la empresa.',
    menu: 'Diseños',
    apply: 'Aplicar diseño',
    none: 'Ningún diseño guardado para esta lista',
    saveCurrent: 'Guardar diseño actual',
    shareWithCompany: 'Compartir con la empresa',
    shared: 'Compartido',
    fixErrors: 'Corrija los campos resaltados',
    open: 'Abrir la lista',
    rename: 'Renombrar',
    share: 'Compartir con la empresa',
    unshare: 'Dejarlo solo para mí',
    deleted: 'Diseño eliminado',
    deleteTitle: 'Eliminar diseño',
    deleteMessage: '¿Eliminar el diseño "{{name}}"?',
    fields: { NmLayout: 'Nombre', rota: 'Lista', compartilhado: 'Compartido', updatedAt: 'Modificado el' },
  },
};
