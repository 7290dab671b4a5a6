// The interface's strings in pt-BR: the shell's and every other screen's (app/strings.ts joins the three languages).
import { screensPtBR } from './screens.pt-BR';
import { shellPtBR } from './shell.pt-BR';

export const ptBR = { ...shellPtBR, ...screensPtBR };
