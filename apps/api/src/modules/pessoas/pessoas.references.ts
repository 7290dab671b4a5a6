import { referenceTo } from '../../platform/resources/references.ts';
import { people, setores, workFlows } from './pessoas.table.ts';

/** The people area's rows that other records name (platform/resources/references.ts): people of the company, its sectors and workflows. */
export const pessoaRef = referenceTo('People', () => ({ id: people.id, company: people.company }));
export const setorRef = referenceTo('Setor', () => ({ id: setores.IdSetor, company: setores.company }));
export const workFlowRef = referenceTo('WorkFlow', () => ({ id: workFlows.IdWorkFlow, company: workFlows.company }));
