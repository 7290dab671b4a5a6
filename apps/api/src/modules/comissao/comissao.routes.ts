import { z } from 'zod';
import { comissaoAprovaSchema, conferenciaComissaoAnswer, formatDate, isoDateSchema } from '@backoffice/domain';
import { may } from '../../platform/auth/authorize.ts';
import { csvLine } from '../../platform/resources/csv.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import type { AuthUser } from '../../platform/auth/context.ts';
import { approve, conference, report, type Periodo } from './comissao.service.ts';
import { renderComissaoPdf } from './comissao.pdf.ts';
import { usuarioRef } from '../admin/index.ts';

const isoDate = isoDateSchema;
const periodQuery = z.object({ DtInicio: isoDate, DtFim: isoDate, IdRepresentante: z.string().regex(/^\d{1,9}$/).transform(Number).optional() });

/** A representative who does not hold the conference sees only their own commission, whatever they ask. */
function scoped(user: AuthUser, company: number, q: Periodo): Periodo {
  return may(user, 'comissao', 'update', company) ? q : { ...q, IdRepresentante: user.id };
}

const money = z.string();
const conferenceAnswer = { json: conferenciaComissaoAnswer };
const reportAnswer = {
  json: z.object({ lines: z.array(z.looseObject({ IdComissaoLancamento: z.number(), TpLancamento: z.string() })), totals: z.object({ VlProvisao: money, VlLiberado: money }) }),
};

const KIND: Record<string, string> = { P: 'Provisão', L: 'Liberação', E: 'Estorno', J: 'Ajuste' };

export const comissaoOperations = [
  defineOperation({
    method: 'GET',
    path: '/comissao/conferencia',
    summary: 'What is due per representative in the period: accrued, reversed, released, adjusted, and whether the period was approved. A representative sees only their own.',
    access: { permission: 'comissao', action: 'read' },
    query: periodQuery,
    answer: conferenceAnswer,
    handler: async ({ db, company, user, query }) => ({ 'hydra:member': await conference(db, company!, scoped(user, company!, query)) }),
  }),
  defineOperation({
    method: 'POST',
    path: '/comissao/conferencia',
    summary: "Approves a representative's period, with an optional adjustment that needs a reason.",
    access: { permission: 'comissao', action: 'update' },
    body: comissaoAprovaSchema,
    references: { IdRepresentante: usuarioRef },
    status: 201,
    answer: { json: z.object({ IdComissaoConferencia: z.number() }) },
    handler: async (op) => ({ IdComissaoConferencia: await approve(op, op.company!, op.body) }),
  }),
  defineOperation({
    method: 'GET',
    path: '/comissao/relatorio',
    summary: 'The commission report of the period (per representative): every accrual, release, reversal and adjustment, with totals.',
    access: { permission: 'comissao', action: 'read' },
    query: periodQuery,
    answer: reportAnswer,
    handler: async ({ db, company, user, query }) => report(db, company!, scoped(user, company!, query)),
  }),
  defineOperation({
    method: 'GET',
    path: '/comissao/relatorio.csv',
    summary: 'The commission report as CSV (semicolon, pt-BR decimals, for spreadsheets).',
    access: { permission: 'comissao', action: 'read' },
    query: periodQuery,
    answer: { file: ['text/csv'] },
    handler: async ({ db, company, user, query }) => {
      const data = await report(db, company!, scoped(user, company!, query));
      const num = (v: string) => v.replace('.', ',');
      const lines = [
        csvLine(['Data', 'Tipo', 'Representante', 'Pedido', 'Cliente', 'Produto', 'Base', 'Percentual', 'Provisão', 'Liberado', 'Motivo'], ';'),
        ...data.lines.map((l) =>
          csvLine([formatDate(l.DtLancamento), KIND[l.TpLancamento], l.Representante, l.CodPedido, l.Cliente, l.Produto, num(l.VlBase), num(l.PcComissao), num(l.VlProvisao), num(l.VlLiberado), l.DsMotivo], ';'),
        ),
        csvLine(['Total', '', '', '', '', '', '', '', num(data.totals.VlProvisao), num(data.totals.VlLiberado), ''], ';'),
      ];
      const body = '\uFEFF' + lines.join('');
      return { body, contentType: 'text/csv; charset=utf-8', filename: `comissao-${query.DtInicio}-${query.DtFim}.csv`, disposition: 'attachment' } as const;
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/comissao/relatorio.pdf',
    summary: 'The commission report as PDF.',
    access: { permission: 'comissao', action: 'read' },
    query: periodQuery,
    answer: { file: ['application/pdf'] },
    handler: async ({ db, company, user, query }) => {
      const data = await report(db, company!, scoped(user, company!, query));
      const pdf = await renderComissaoPdf('Relatório de comissões', `Período: ${formatDate(query.DtInicio)} a ${formatDate(query.DtFim)}`, data);
      return { body: pdf, contentType: 'application/pdf', filename: `comissao-${query.DtInicio}-${query.DtFim}.pdf`, disposition: 'inline' } as const;
    },
  }),
];
