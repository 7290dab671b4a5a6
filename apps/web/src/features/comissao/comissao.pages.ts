// The commission screens, loaded together on first use (comissao.routes.ts).
export { ComissaoPage, ComissaoConferencePage, ComissaoRelatorioPage } from './ComissaoPages';
export { ComissaoTaxasPage } from './ComissaoTaxasPage';
