import { z } from 'zod';
import { defineOperation } from '../../platform/operations/define.ts';
import { XMLS } from './fiscal.resource.ts';
import { companyOfNfe } from './nfe-emissao.service.ts';
import { danfePdf } from './danfe.service.ts';

/** The DANFE of an issued NF-e (read with the same grant as the invoices and their XML). */
export const danfeOperations = [
  defineOperation({
    method: 'GET',
    path: '/nfe_emitidas/:id/danfe',
    summary: 'The DANFE of an issued invoice (application/pdf, inline): the portrait layout of the MOC (Anexo II), read from the stored XML.',
    description: "Until SEFAZ authorises the invoice every page says 'SEM VALOR FISCAL'; once its cancellation is registered, 'NF-e CANCELADA'. Another company's invoice is 404.",
    access: { permission: XMLS, action: 'read' },
    params: z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) }),
    company: ({ db, params }) => companyOfNfe(db, params.id),
    answer: { file: ['application/pdf'] },
    handler: async ({ db, params }) => {
      const pdf = await danfePdf(db, params.id);
      return { body: pdf.bytes, contentType: 'application/pdf', filename: pdf.name, disposition: 'inline' } as const;
    },
  }),
];
