import { referenceTo } from '../../platform/resources/references.ts';
import { people, setores } from './pessoas.table.ts';

/** The people area's rows that other records name (platform/resources/references.ts): people of the company and its sectors. */
export const pessoaRef = referenceTo('People', () => ({ id: people.id, company: people.company }));
export const setorRef = referenceTo('Setor', () => ({ id: setores.IdSetor, company: setores.company }));
