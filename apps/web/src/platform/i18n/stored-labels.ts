// The stored labels' words in every language but pt-BR, a chunk of its own loaded with the shell's strings in
// en-US or es (app/catalogue.ts): a pt-BR first load shows them as stored and does not carry the table.
export { storedLabelsIn } from '@backoffice/domain';
