/**
 * The XML of the NF-e events (cancellation 110111 and correction letter 110110, envEvento/evento 1.00) and of the
 * voiding of a number range (inutNFe 4.00), unsigned: the signature goes over infEvento / infInut by their Id
 * (nfe-assinatura.ts). Layouts: leiauteEventoCancNFe_v1.00.xsd, leiauteCCe_v1.00.xsd, leiauteInutNFe_v4.00.xsd.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { NFE_NS, texto } from './nfe-emissao.rules.ts';

/** The conditions of use of the correction letter, word for word one of the two the schema enumerates (no accents). */
export const CONDICOES_USO_CCE =
  'A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 e pode ser utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao esteja relacionado com: I - as variaveis que determinam o valor do imposto tais como: base de calculo, aliquota, diferenca de preco, quantidade, valor da operacao ou da prestacao; II - a correcao de dados cadastrais que implique mudanca do remetente ou do destinatario; III - a data de emissao ou de saida.';

/** At most 20 events of one type per invoice (the schema's nSeqEvento). */
export const MAX_SEQ_EVENTO = 20;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false, format: false });

/** Free text as the schema's TString takes it: one line, no blanks at the ends or repeated (no truncation). */
export const textoLivre = (v: string) => texto(v, Number.MAX_SAFE_INTEGER);

export interface DadosEvento {
  chave: string;
  tpAmb: '1' | '2';
  nSeqEvento: number;
  /** With the offset, as the NF-e writes dates (-03:00). */
  dhEvento: string;
  /** A number made of digits only, up to 15 (the sender's batch number). */
  idLote: string;
}

export type DetalheEvento = { tpEvento: '110111'; nProt: string; xJust: string } | { tpEvento: '110110'; xCorrecao: string };

/** "ID" + tpEvento + chave + nSeqEvento with 2 digits (the manual's rule, 54 characters). */
export function idEvento(tpEvento: string, chave: string, nSeq: number): string {
  return `ID${tpEvento}${chave}${String(nSeq).padStart(2, '0')}`;
}

/** envEvento with one evento: cOrgao is the key's state, the author the key's CNPJ (the issuer). */
export function montaEvento(d: DadosEvento, det: DetalheEvento): { id: string; xml: string } {
  const id = idEvento(det.tpEvento, d.chave, d.nSeqEvento);
  const detEvento =
    det.tpEvento === '110111'
      ? { '@_versao': '1.00', descEvento: 'Cancelamento', nProt: det.nProt, xJust: textoLivre(det.xJust) }
      : { '@_versao': '1.00', descEvento: 'Carta de Correcao', xCorrecao: textoLivre(det.xCorrecao), xCondUso: CONDICOES_USO_CCE };
  const infEvento = {
    '@_Id': id,
    cOrgao: d.chave.slice(0, 2),
    tpAmb: d.tpAmb,
    CNPJ: d.chave.slice(6, 20),
    chNFe: d.chave,
    dhEvento: d.dhEvento,
    tpEvento: det.tpEvento,
    nSeqEvento: String(d.nSeqEvento),
    verEvento: '1.00',
    detEvento,
  };
  const xml = builder.build({ envEvento: { '@_xmlns': NFE_NS, '@_versao': '1.00', idLote: d.idLote, evento: { '@_versao': '1.00', infEvento } } }) as string;
  return { id, xml };
}

export interface DadosInutilizacao {
  tpAmb: '1' | '2';
  /** IBGE code of the issuer's state (2 digits). */
  cUF: string;
  /** Two digits of the year. */
  ano: string;
  CNPJ: string;
  serie: number;
  nNFIni: number;
  nNFFin: number;
  xJust: string;
}

/** "ID" + cUF + ano + CNPJ + mod + serie(3) + nNFIni(9) + nNFFin(9) (43 characters after ID). */
export function idInutilizacao(d: Pick<DadosInutilizacao, 'cUF' | 'ano' | 'CNPJ' | 'serie' | 'nNFIni' | 'nNFFin'>): string {
  return `ID${d.cUF}${d.ano}${d.CNPJ.padStart(14, '0')}55${String(d.serie).padStart(3, '0')}${String(d.nNFIni).padStart(9, '0')}${String(d.nNFFin).padStart(9, '0')}`;
}

export function montaInutilizacao(d: DadosInutilizacao): { id: string; xml: string } {
  const id = idInutilizacao(d);
  const infInut = {
    '@_Id': id,
    tpAmb: d.tpAmb,
    xServ: 'INUTILIZAR',
    cUF: d.cUF,
    ano: d.ano,
    CNPJ: d.CNPJ.padStart(14, '0'),
    mod: '55',
    serie: String(d.serie),
    nNFIni: String(d.nNFIni),
    nNFFin: String(d.nNFFin),
    xJust: textoLivre(d.xJust),
  };
  return { id, xml: builder.build({ inutNFe: { '@_xmlns': NFE_NS, '@_versao': '4.00', infInut } }) as string };
}
