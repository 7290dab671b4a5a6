// The routing area's declaration: the route optimizer (roteirizador). Its screen comes later: no menu entry yet.
import { defineModule } from '../../platform/modules/module.ts';
import { roteiroOperations } from './otimizacao.routes.ts';

export const roteiro = defineModule({
  name: 'roteiro',
  tables: {},
  resources: [],
  operations: roteiroOperations,
  access: [
    {
      modulo: 'Logística',
      ordem: 30,
      rotas: [{ rota: '/dashboard/roteirizador', chave: 'roteirizador', nome: 'Roteirizador', acoes: ['read', 'create'] }],
    },
  ],
  menu: [],
});
