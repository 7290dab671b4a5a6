// The demo's companies and sign-ins, and the restricted salesperson's grants: what the start-up prints, the tests
// sign in with and the areas' demo data name (a leaf: it imports nothing, so any seed may read it).
export const DEMO = {
  company: { name: 'Distribuidora Exemplo Ltda', alias: 'Distribuidora Exemplo', document: '11222333000181', ie: '244058121030', domain: 'localhost' },
  user: { username: 'demo', password: 'demo1234', email: 'demo@exemplo.com.br', realname: 'Usuário Demonstração' },
  other: { name: 'Outra Empresa Ltda', alias: 'Outra Empresa', document: '11444777000161', ie: '149183270050', domain: 'outra.localhost' },
  otherUser: { username: 'outra', password: 'outra1234', email: 'outra@outraempresa.com.br', realname: 'Usuária da Outra Empresa' },
  seller: { username: 'vendedor', password: 'vendedor1234', email: 'vendedor@exemplo.com.br', realname: 'Carlos Vendedor' },
};

/** The restricted salesperson: clients, products and stock (read), and (as their areas arrive) quotes and orders; no administration. */
export const VENDEDOR_GRANTS = [
  'people:read',
  'people:create',
  'people:update',
  'pedido_vendas:read',
  'pedido_vendas:create',
  'pedido_vendas:update',
  'comissao:read',
  // The catalogue: reads products and stock, changes nothing.
  'produtos:read',
  'estoque:read',
  'tags:read',
  'formulas:read',
];
