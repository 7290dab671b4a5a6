import { isoDateIn, type HomeDashboard } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { may } from '../../platform/auth/authorize.ts';
import { salesSections, stockSections } from './inicio.service.ts';

export const inicioOperations = [
  defineOperation({
    method: 'GET',
    path: '/dashboard/home',
    summary: "The home dashboard of the session company: sales, quotes, orders, deliveries and stock, only the parts the user's profile may read.",
    description: 'Sales parts need pedido_vendas read; stock parts need produtos read. The rest is left out, not empty. Sales parts come from totals kept on every write of the orders: exact as of the open.',
    access: 'signed-in',
    answer: { type: 'HomeDashboard', iri: () => '/dashboard/home' },
    handler: async ({ db, user, company }): Promise<HomeDashboard> => {
      const today = isoDateIn();
      const sales = may(user, 'pedido_vendas', 'read', company);
      const stock = may(user, 'produtos', 'read', company);
      return {
        hoje: today,
        ...(sales && company ? await salesSections(db, company, today) : {}),
        ...(stock && company ? await stockSections(db, company, today) : {}),
      };
    },
  }),
];
