import { referenceTo } from '../../platform/resources/references.ts';
import { markups } from './markup.table.ts';
import { operacoes, prazos } from './vendas.table.ts';

/** The sales area's rows that other records name (platform/resources/references.ts). */
export const markupRef = referenceTo('Markup', () => ({ id: markups.IdMarkup, company: markups.company }));
export const prazoRef = referenceTo('Prazo', () => ({ id: prazos.IdPrazo, company: prazos.company }));
export const operacaoRef = referenceTo('Operacao', () => ({ id: operacoes.IdOperacao, company: operacoes.company }));
