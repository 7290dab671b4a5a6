import { z } from 'zod';
import { receberNfeSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { produtoRef } from '../catalogo/index.ts';
import { setorRef } from '../pessoas/index.ts';
import { companyOfXml, proposta, receber } from './recebimento.service.ts';

/** Receiving goods from a supplier's NF-e is its own grant: importing invoices does not let one move stock or owe money. */
export const RECEBIMENTO = 'recebimento_mercadorias';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

export const recebimentoOperations = [
  defineOperation({
    method: 'GET',
    path: '/xmls/:id/recebimento',
    summary:
      'What receiving a supplier’s NF-e would do: the supplier found by CNPJ (or to be created), each item with its suggested product (by the supplier’s code learnt earlier or by GTIN), the unit conversion factor, the quantity in our unit, the `rastro` lots, the open purchase order line with its differences, the payable titles of cobr/dup, and what stops each item (problemas).',
    access: { permission: RECEBIMENTO, action: 'read' },
    params: idParams,
    company: ({ db, params }) => companyOfXml(db, params.id),
    answer: { type: 'RecebimentoNfe', iri: (r) => `/xmls/${r.IdXml}/recebimento` },
    handler: ({ db, params, company }) => proposta(db, company!, params.id),
  }),
  defineOperation({
    method: 'POST',
    path: '/xmls/:id/receber',
    summary:
      'Receives a supplier’s NF-e into stock in one transaction: the supplier (created from the invoice when missing), the `rastro` lots, the stock entries (sector IdSetor, or Almoxarifado), the payable titles (one per cobr/dup, or one of pag/detPag at the issue date) and the purchase order balance; learns each item’s supplier code and factor.',
    description:
      'Body: `itens` [{NrItem, IdProduto, QtFator?, IdPedidoCompraItem?}] for the items the user matched (items already matched by code or GTIN may be left out), `IdSetor`, `aprovarDiferencas`. ' +
      "Refusals are 422 naming the invoice's item by its position (itens.0 is nItem 1): 'receipt_item_unmatched', 'receipt_factor_needed', 'receipt_quantity_not_exact', 'receipt_quantity_differs' / 'receipt_price_differs' (against the purchase order, until aprovarDiferencas), 'receipt_order_line_other_product' (IdPedidoCompraItem names a line of another product: approving differences does not lift it); " +
      "on IdXml: 'receipt_already' (received on DD/MM/YYYY by whom), 'receipt_third_party', 'receipt_cancelled', 'receipt_own_invoice'. Needs the grant recebimento_mercadorias (create).",
    access: { permission: RECEBIMENTO, action: 'create' },
    params: idParams,
    body: receberNfeSchema,
    references: { 'itens.*.IdProduto': produtoRef, IdSetor: setorRef },
    company: ({ db, params }) => companyOfXml(db, params.id),
    status: 201,
    answer: { type: 'RecebimentoNfe', iri: (r) => `/xmls/${r.IdXml}/recebimento` },
    handler: (op) => receber(op, op.company!, op.user.id, op.params.id, op.body),
  }),
];
