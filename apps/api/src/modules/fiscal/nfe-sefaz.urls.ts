/**
 * The NF-e 4.00 web services (model 55) of each authoriser, per environment ('1' production, '2' homologation), and
 * which authoriser and which contingency (SVC) serves each UF. Facts taken from nfephp-org/sped-nfe, commit
 * 3b44ec9f1cf2e6fd2a7f7e8877f9ebd5890b71ed: `storage/wsnfe_4.00_mod55.xml` (addresses), `storage/autorizadores.json`
 * (UF → authoriser, model 55) and `src/Factories/Contingency.php` (UF → SVC-AN / SVC-RS), which mirror the
 * Portal Nacional da NF-e's tables (NT 2015.002 and the "Relação de Serviços Web" page).
 */

/** The services this application calls, by what they do. */
export type ServicoNfe = 'autorizacao' | 'retAutorizacao' | 'evento' | 'inutilizacao' | 'consulta' | 'status';

/** The WSDL name of each service: the SOAP namespace is `http://www.portalfiscal.inf.br/nfe/wsdl/<name>`. */
export const WSDL: Record<ServicoNfe, string> = {
  autorizacao: 'NFeAutorizacao4',
  retAutorizacao: 'NFeRetAutorizacao4',
  evento: 'NFeRecepcaoEvento4',
  inutilizacao: 'NFeInutilizacao4',
  consulta: 'NFeConsultaProtocolo4',
  status: 'NFeStatusServico4',
};

export type Autorizador = 'AM' | 'BA' | 'GO' | 'MG' | 'MS' | 'MT' | 'PE' | 'PR' | 'RS' | 'SP' | 'SVAN' | 'SVRS' | 'SVCAN' | 'SVCRS';
type Enderecos = Record<'1' | '2', Record<ServicoNfe, string>>;

const PROPRIAS: Record<Exclude<Autorizador, 'SVCAN' | 'SVCRS'>, Enderecos> = {
  AM: {
    '2': {
      autorizacao: 'https://homnfe.sefaz.am.gov.br/services2/services/NfeAutorizacao4',
      retAutorizacao: 'https://homnfe.sefaz.am.gov.br/services2/services/NfeRetAutorizacao4',
      evento: 'https://homnfe.sefaz.am.gov.br/services2/services/RecepcaoEvento4',
      inutilizacao: 'https://homnfe.sefaz.am.gov.br/services2/services/NfeInutilizacao4',
      consulta: 'https://homnfe.sefaz.am.gov.br/services2/services/NfeConsulta4',
      status: 'https://homnfe.sefaz.am.gov.br/services2/services/NfeStatusServico4',
    },
    '1': {
      autorizacao: 'https://nfe.sefaz.am.gov.br/services2/services/NfeAutorizacao4',
      retAutorizacao: 'https://nfe.sefaz.am.gov.br/services2/services/NfeRetAutorizacao4',
      evento: 'https://nfe.sefaz.am.gov.br/services2/services/RecepcaoEvento4',
      inutilizacao: 'https://nfe.sefaz.am.gov.br/services2/services/NfeInutilizacao4',
      consulta: 'https://nfe.sefaz.am.gov.br/services2/services/NfeConsulta4',
      status: 'https://nfe.sefaz.am.gov.br/services2/services/NfeStatusServico4',
    },
  },
  BA: {
    '2': {
      autorizacao: 'https://hnfe.sefaz.ba.gov.br/webservices/NFeAutorizacao4/NFeAutorizacao4.asmx',
      retAutorizacao: 'https://hnfe.sefaz.ba.gov.br/webservices/NFeRetAutorizacao4/NFeRetAutorizacao4.asmx',
      evento: 'https://hnfe.sefaz.ba.gov.br/webservices/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
      inutilizacao: 'https://hnfe.sefaz.ba.gov.br/webservices/NFeInutilizacao4/NFeInutilizacao4.asmx',
      consulta: 'https://hnfe.sefaz.ba.gov.br/webservices/NFeConsultaProtocolo4/NFeConsultaProtocolo4.asmx',
      status: 'https://hnfe.sefaz.ba.gov.br/webservices/NFeStatusServico4/NFeStatusServico4.asmx',
    },
    '1': {
      autorizacao: 'https://nfe.sefaz.ba.gov.br/webservices/NFeAutorizacao4/NFeAutorizacao4.asmx',
      retAutorizacao: 'https://nfe.sefaz.ba.gov.br/webservices/NFeRetAutorizacao4/NFeRetAutorizacao4.asmx',
      evento: 'https://nfe.sefaz.ba.gov.br/webservices/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
      inutilizacao: 'https://nfe.sefaz.ba.gov.br/webservices/NFeInutilizacao4/NFeInutilizacao4.asmx',
      consulta: 'https://nfe.sefaz.ba.gov.br/webservices/NFeConsultaProtocolo4/NFeConsultaProtocolo4.asmx',
      status: 'https://nfe.sefaz.ba.gov.br/webservices/NFeStatusServico4/NFeStatusServico4.asmx',
    },
  },
  GO: {
    '2': {
      autorizacao: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeAutorizacao4',
      retAutorizacao: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeRetAutorizacao4',
      evento: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeRecepcaoEvento4',
      inutilizacao: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeInutilizacao4',
      consulta: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeConsultaProtocolo4',
      status: 'https://homolog.sefaz.go.gov.br/nfe/services/NFeStatusServico4',
    },
    '1': {
      autorizacao: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeAutorizacao4',
      retAutorizacao: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeRetAutorizacao4',
      evento: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeRecepcaoEvento4',
      inutilizacao: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeInutilizacao4',
      consulta: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeConsultaProtocolo4',
      status: 'https://nfe.sefaz.go.gov.br/nfe/services/NFeStatusServico4',
    },
  },
  MG: {
    '2': {
      autorizacao: 'https://hnfe.fazenda.mg.gov.br/nfe2/services/NFeAutorizacao4',
      retAutorizacao: 'https://hnfe.fazenda.mg.gov.br/nfe2/services/NFeRetAutorizacao4',
      evento: 'https://hnfe.fazenda.mg.gov.br/nfe2/services/NFeRecepcaoEvento4',
      inutilizacao: 'https://hnfe.fazenda.mg.gov.br/nfe2/services/NFeInutilizacao4',
      consulta: 'https://hnfe.fazenda.mg.gov.br/nfe2/services/NFeConsultaProtocolo4',
      status: 'https://hnfe.fazenda.mg.gov.br/nfe2/services/NFeStatusServico4',
    },
    '1': {
      autorizacao: 'https://nfe.fazenda.mg.gov.br/nfe2/services/NFeAutorizacao4',
      retAutorizacao: 'https://nfe.fazenda.mg.gov.br/nfe2/services/NFeRetAutorizacao4',
      evento: 'https://nfe.fazenda.mg.gov.br/nfe2/services/NFeRecepcaoEvento4',
      inutilizacao: 'https://nfe.fazenda.mg.gov.br/nfe2/services/NFeInutilizacao4',
      consulta: 'https://nfe.fazenda.mg.gov.br/nfe2/services/NFeConsultaProtocolo4',
      status: 'https://nfe.fazenda.mg.gov.br/nfe2/services/NFeStatusServico4',
    },
  },
  MS: {
    '2': {
      autorizacao: 'https://hom.nfe.sefaz.ms.gov.br/ws/NFeAutorizacao4',
      retAutorizacao: 'https://hom.nfe.sefaz.ms.gov.br/ws/NFeRetAutorizacao4',
      evento: 'https://hom.nfe.sefaz.ms.gov.br/ws/NFeRecepcaoEvento4',
      inutilizacao: 'https://hom.nfe.sefaz.ms.gov.br/ws/NFeInutilizacao4',
      consulta: 'https://hom.nfe.sefaz.ms.gov.br/ws/NFeConsultaProtocolo4',
      status: 'https://hom.nfe.sefaz.ms.gov.br/ws/NFeStatusServico4',
    },
    '1': {
      autorizacao: 'https://nfe.sefaz.ms.gov.br/ws/NFeAutorizacao4',
      retAutorizacao: 'https://nfe.sefaz.ms.gov.br/ws/NFeRetAutorizacao4',
      evento: 'https://nfe.sefaz.ms.gov.br/ws/NFeRecepcaoEvento4',
      inutilizacao: 'https://nfe.sefaz.ms.gov.br/ws/NFeInutilizacao4',
      consulta: 'https://nfe.sefaz.ms.gov.br/ws/NFeConsultaProtocolo4',
      status: 'https://nfe.sefaz.ms.gov.br/ws/NFeStatusServico4',
    },
  },
  MT: {
    '2': {
      autorizacao: 'https://homologacao.sefaz.mt.gov.br/nfews/v2/services/NfeAutorizacao4',
      retAutorizacao: 'https://homologacao.sefaz.mt.gov.br/nfews/v2/services/NfeRetAutorizacao4',
      evento: 'https://homologacao.sefaz.mt.gov.br/nfews/v2/services/RecepcaoEvento4',
      inutilizacao: 'https://homologacao.sefaz.mt.gov.br/nfews/v2/services/NfeInutilizacao4',
      consulta: 'https://homologacao.sefaz.mt.gov.br/nfews/v2/services/NfeConsulta4',
      status: 'https://homologacao.sefaz.mt.gov.br/nfews/v2/services/NfeStatusServico4',
    },
    '1': {
      autorizacao: 'https://nfe.sefaz.mt.gov.br/nfews/v2/services/NfeAutorizacao4',
      retAutorizacao: 'https://nfe.sefaz.mt.gov.br/nfews/v2/services/NfeRetAutorizacao4',
      evento: 'https://nfe.sefaz.mt.gov.br/nfews/v2/services/RecepcaoEvento4',
      inutilizacao: 'https://nfe.sefaz.mt.gov.br/nfews/v2/services/NfeInutilizacao4',
      consulta: 'https://nfe.sefaz.mt.gov.br/nfews/v2/services/NfeConsulta4',
      status: 'https://nfe.sefaz.mt.gov.br/nfews/v2/services/NfeStatusServico4',
    },
  },
  PE: {
    '2': {
      autorizacao: 'https://nfehomolog.sefaz.pe.gov.br/nfe-service/services/NFeAutorizacao4',
      retAutorizacao: 'https://nfehomolog.sefaz.pe.gov.br/nfe-service/services/NFeRetAutorizacao4',
      evento: 'https://nfehomolog.sefaz.pe.gov.br/nfe-service/services/NFeRecepcaoEvento4',
      inutilizacao: 'https://nfehomolog.sefaz.pe.gov.br/nfe-service/services/NFeInutilizacao4',
      consulta: 'https://nfehomolog.sefaz.pe.gov.br/nfe-service/services/NFeConsultaProtocolo4',
      status: 'https://nfehomolog.sefaz.pe.gov.br/nfe-service/services/NFeStatusServico4',
    },
    '1': {
      autorizacao: 'https://nfe.sefaz.pe.gov.br/nfe-service/services/NFeAutorizacao4',
      retAutorizacao: 'https://nfe.sefaz.pe.gov.br/nfe-service/services/NFeRetAutorizacao4',
      evento: 'https://nfe.sefaz.pe.gov.br/nfe-service/services/NFeRecepcaoEvento4',
      inutilizacao: 'https://nfe.sefaz.pe.gov.br/nfe-service/services/NFeInutilizacao4',
      consulta: 'https://nfe.sefaz.pe.gov.br/nfe-service/services/NFeConsultaProtocolo4',
      status: 'https://nfe.sefaz.pe.gov.br/nfe-service/services/NFeStatusServico4',
    },
  },
  PR: {
    '2': {
      autorizacao: 'https://homologacao.nfe.sefa.pr.gov.br/nfe/NFeAutorizacao4',
      retAutorizacao: 'https://homologacao.nfe.sefa.pr.gov.br/nfe/NFeRetAutorizacao4',
      evento: 'https://homologacao.nfe.sefa.pr.gov.br/nfe/NFeRecepcaoEvento4',
      inutilizacao: 'https://homologacao.nfe.sefa.pr.gov.br/nfe/NFeInutilizacao4',
      consulta: 'https://homologacao.nfe.sefa.pr.gov.br/nfe/NFeConsultaProtocolo4',
      status: 'https://homologacao.nfe.sefa.pr.gov.br/nfe/NFeStatusServico4',
    },
    '1': {
      autorizacao: 'https://nfe.sefa.pr.gov.br/nfe/NFeAutorizacao4',
      retAutorizacao: 'https://nfe.sefa.pr.gov.br/nfe/NFeRetAutorizacao4',
      evento: 'https://nfe.sefa.pr.gov.br/nfe/NFeRecepcaoEvento4',
      inutilizacao: 'https://nfe.sefa.pr.gov.br/nfe/NFeInutilizacao4',
      consulta: 'https://nfe.sefa.pr.gov.br/nfe/NFeConsultaProtocolo4',
      status: 'https://nfe.sefa.pr.gov.br/nfe/NFeStatusServico4',
    },
  },
  RS: {
    '2': {
      autorizacao: 'https://nfe-homologacao.sefazrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      retAutorizacao: 'https://nfe-homologacao.sefazrs.rs.gov.br/ws/NfeRetAutorizacao/NFeRetAutorizacao4.asmx',
      evento: 'https://nfe-homologacao.sefazrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
      inutilizacao: 'https://nfe-homologacao.sefazrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
      consulta: 'https://nfe-homologacao.sefazrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
      status: 'https://nfe-homologacao.sefazrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
    },
    '1': {
      autorizacao: 'https://nfe.sefazrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      retAutorizacao: 'https://nfe.sefazrs.rs.gov.br/ws/NfeRetAutorizacao/NFeRetAutorizacao4.asmx',
      evento: 'https://nfe.sefazrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
      inutilizacao: 'https://nfe.sefazrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
      consulta: 'https://nfe.sefazrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
      status: 'https://nfe.sefazrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
    },
  },
  SP: {
    '2': {
      autorizacao: 'https://homologacao.nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx',
      retAutorizacao: 'https://homologacao.nfe.fazenda.sp.gov.br/ws/nferetautorizacao4.asmx',
      evento: 'https://homologacao.nfe.fazenda.sp.gov.br/ws/nferecepcaoevento4.asmx',
      inutilizacao: 'https://homologacao.nfe.fazenda.sp.gov.br/ws/nfeinutilizacao4.asmx',
      consulta: 'https://homologacao.nfe.fazenda.sp.gov.br/ws/nfeconsultaprotocolo4.asmx',
      status: 'https://homologacao.nfe.fazenda.sp.gov.br/ws/nfestatusservico4.asmx',
    },
    '1': {
      autorizacao: 'https://nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx',
      retAutorizacao: 'https://nfe.fazenda.sp.gov.br/ws/nferetautorizacao4.asmx',
      evento: 'https://nfe.fazenda.sp.gov.br/ws/nferecepcaoevento4.asmx',
      inutilizacao: 'https://nfe.fazenda.sp.gov.br/ws/nfeinutilizacao4.asmx',
      consulta: 'https://nfe.fazenda.sp.gov.br/ws/nfeconsultaprotocolo4.asmx',
      status: 'https://nfe.fazenda.sp.gov.br/ws/nfestatusservico4.asmx',
    },
  },
  SVAN: {
    '2': {
      autorizacao: 'https://hom.sefazvirtual.fazenda.gov.br/NFeAutorizacao4/NFeAutorizacao4.asmx',
      retAutorizacao: 'https://hom.sefazvirtual.fazenda.gov.br/NFeRetAutorizacao4/NFeRetAutorizacao4.asmx',
      evento: 'https://hom.sefazvirtual.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
      inutilizacao: 'https://hom.sefazvirtual.fazenda.gov.br/NFeInutilizacao4/NFeInutilizacao4.asmx',
      consulta: 'https://hom.sefazvirtual.fazenda.gov.br/NFeConsultaProtocolo4/NFeConsultaProtocolo4.asmx',
      status: 'https://hom.sefazvirtual.fazenda.gov.br/NFeStatusServico4/NFeStatusServico4.asmx',
    },
    '1': {
      autorizacao: 'https://www.sefazvirtual.fazenda.gov.br/NFeAutorizacao4/NFeAutorizacao4.asmx',
      retAutorizacao: 'https://www.sefazvirtual.fazenda.gov.br/NFeRetAutorizacao4/NFeRetAutorizacao4.asmx',
      evento: 'https://www.sefazvirtual.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
      inutilizacao: 'https://www.sefazvirtual.fazenda.gov.br/NFeInutilizacao4/NFeInutilizacao4.asmx',
      consulta: 'https://www.sefazvirtual.fazenda.gov.br/NFeConsultaProtocolo4/NFeConsultaProtocolo4.asmx',
      status: 'https://www.sefazvirtual.fazenda.gov.br/NFeStatusServico4/NFeStatusServico4.asmx',
    },
  },
  SVRS: {
    '2': {
      autorizacao: 'https://nfe-homologacao.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      retAutorizacao: 'https://nfe-homologacao.svrs.rs.gov.br/ws/NfeRetAutorizacao/NFeRetAutorizacao4.asmx',
      evento: 'https://nfe-homologacao.svrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
      inutilizacao: 'https://nfe-homologacao.svrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
      consulta: 'https://nfe-homologacao.svrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
      status: 'https://nfe-homologacao.svrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
    },
    '1': {
      autorizacao: 'https://nfe.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
      retAutorizacao: 'https://nfe.svrs.rs.gov.br/ws/NfeRetAutorizacao/NFeRetAutorizacao4.asmx',
      evento: 'https://nfe.svrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
      inutilizacao: 'https://nfe.svrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
      consulta: 'https://nfe.svrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
      status: 'https://nfe.svrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx',
    },
  },
};

/** The contingency authorisers answer at the addresses of SVAN (SVC-AN) and SVRS (SVC-RS), as sped-nfe lists them. */
const URLS: Record<Autorizador, Enderecos> = { ...PROPRIAS, SVCAN: PROPRIAS.SVAN, SVCRS: PROPRIAS.SVRS };

/** The states with their own authoriser; MA uses SVAN; every other state SVRS (model 55). */
const PROPRIOS = new Set(['AM', 'BA', 'GO', 'MG', 'MS', 'MT', 'PE', 'PR', 'RS', 'SP']);

export function autorizadorDaUf(uf: string): Autorizador {
  const u = uf.toUpperCase();
  if (PROPRIOS.has(u)) return u as Autorizador;
  return u === 'MA' ? 'SVAN' : 'SVRS';
}

/** The states whose contingency is SVC-RS; the others use SVC-AN. */
const SVC_RS = new Set(['AM', 'BA', 'GO', 'MA', 'MS', 'MT', 'PE', 'PR']);

/** The contingency authoriser of a state and the tpEmis it takes: SVC-AN (6) or SVC-RS (7). */
export function contingenciaDaUf(uf: string): { autorizador: 'SVCAN' | 'SVCRS'; tpEmis: '6' | '7' } {
  return SVC_RS.has(uf.toUpperCase()) ? { autorizador: 'SVCRS', tpEmis: '7' } : { autorizador: 'SVCAN', tpEmis: '6' };
}

/** The authoriser that receives an invoice issued with this tpEmis in this state (1 normal, 6 SVC-AN, 7 SVC-RS). */
export function autorizadorDaEmissao(uf: string, tpEmis: string): Autorizador {
  if (tpEmis === '6') return 'SVCAN';
  if (tpEmis === '7') return 'SVCRS';
  return autorizadorDaUf(uf);
}

/**
 * The address of a service: under `base` (NFE_URL: one base for every service, `${base}/NFeAutorizacao4`...) when
 * given, else the authoriser's own.
 */
export function urlDoServico(autorizador: Autorizador, ambiente: '1' | '2', servico: ServicoNfe, base: string | null): string {
  return base ? `${base}/${WSDL[servico]}` : URLS[autorizador][ambiente][servico];
}
