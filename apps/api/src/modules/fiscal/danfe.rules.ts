/**
 * What the DANFE prints, read from the invoice's own XML (the signed `NFe`, or the `nfeProc` once authorised) so
 * that the printout always says what the document says. Pure: the texts come out formatted as the Manual de
 * Orientação do Contribuinte (Anexo II) prints them in pt-BR: money 1.234,56, dates DD/MM/YYYY, CNPJ/CPF and
 * CEP masked, the access key in groups of four.
 */
import { XMLParser } from 'fast-xml-parser';
import { formatDate, formatNumber, maskAccessKey, maskCep, maskDocument, maskPhone } from '@backoffice/domain';

type Node = Record<string, any>;

export interface DanfeItem {
  codigo: string;
  descricao: string;
  ncm: string;
  /** Origin + CST (or CSOSN): "000", "0102". */
  cst: string;
  cfop: string;
  unidade: string;
  quantidade: string;
  valorUnitario: string;
  valorTotal: string;
  bcIcms: string;
  valorIcms: string;
  valorIpi: string;
  aliqIcms: string;
  aliqIpi: string;
}

export interface Danfe {
  chave: string;
  /** The key in groups of four. */
  chaveFormatada: string;
  tpNF: string;
  numero: string;
  serie: string;
  natOp: string;
  emissao: string;
  saida: string;
  horaSaida: string;
  homologacao: boolean;
  /**
   * The invoice's cancellation is registered (known from its stored status, not from the XML, which stays the
   * authorised document): every page says so, a cancelled invoice's DANFE being no longer a document for the goods.
   */
  cancelada?: boolean;
  /** The authorisation protocol ("nProt - DD/MM/YYYY HH:mm"), null while not authorised. */
  protocolo: string | null;
  emitente: { nome: string; documento: string; ie: string; ieSt: string; endereco: string[] };
  destinatario: { nome: string; documento: string; ie: string; endereco: string; bairro: string; cep: string; municipio: string; uf: string; fone: string };
  duplicatas: { numero: string; vencimento: string; valor: string }[];
  /** The label and value of each field of "Cálculo do imposto", in the order printed. */
  impostos: [string, string][][];
  transporte: {
    modalidade: string;
    nome: string;
    documento: string;
    ie: string;
    endereco: string;
    municipio: string;
    uf: string;
    volumes: { quantidade: string; especie: string; marca: string; numeracao: string; pesoBruto: string; pesoLiquido: string }[];
  };
  itens: DanfeItem[];
  /** Simples Nacional (CRT 1/2): the tax column is CSOSN. */
  csosn: boolean;
  informacoes: string;
  fisco: string;
  /** vNF formatted. */
  total: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => ['det', 'dup', 'vol', 'detPag', 'obsCont'].includes(name),
});

const s = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
const money = (v: unknown) => formatNumber(s(v) || '0', 'pt-BR', 2);
const optionalMoney = (v: unknown) => (s(v) ? money(v) : '');
const rate = (v: unknown) => (s(v) ? formatNumber(s(v), 'pt-BR', 2) : '');
/** Quantities and unit values with up to 4 decimals, as the XML holds them (trailing zeros beyond 2 dropped). */
function decimals(v: unknown): string {
  const text = s(v) || '0';
  const places = Math.max(2, (text.split('.')[1] ?? '').replace(/0+$/, '').length);
  return formatNumber(text, 'pt-BR', Math.min(places, 4));
}

const MOD_FRETE: Record<string, string> = {
  '0': '0-Por conta do Remet',
  '1': '1-Por conta do Dest',
  '2': '2-Por conta de Terceiros',
  '3': '3-Próprio por conta do Remet',
  '4': '4-Próprio por conta do Dest',
  '9': '9-Sem Transporte',
};

/** The first group of a choice element (ICMS00, ICMSSN102, IPITrib...). */
const groupOf = (v: Node | undefined): Node => (v && typeof v === 'object' ? (Object.values(v).find((x) => x && typeof x === 'object') as Node) ?? {} : {});

/** Reads the DANFE fields from the invoice's XML (NFe or nfeProc). */
export function danfeDoXml(xml: string): Danfe {
  const root = parser.parse(xml) as Node;
  const proc: Node | undefined = root.nfeProc;
  const nfe: Node = proc?.NFe ?? root.NFe;
  if (!nfe?.infNFe) throw new Error('not an NF-e');
  const inf: Node = nfe.infNFe;
  const ide: Node = inf.ide;
  const emit: Node = inf.emit;
  const dest: Node = inf.dest ?? {};
  const tot: Node = inf.total?.ICMSTot ?? {};
  // The reform's totals (PL_010): printed in their own line of the tax block when the invoice carries them.
  const ibsCbsTot: Node | undefined = inf.total?.IBSCBSTot;
  const transp: Node = inf.transp ?? {};
  const chave = s(inf['@_Id']).replace(/^NFe/, '');
  const infProt: Node | undefined = proc?.protNFe?.infProt;
  const autorizada = !!infProt && ['100', '150'].includes(s(infProt.cStat));

  const ee: Node = emit.enderEmit ?? {};
  const de: Node = dest.enderDest ?? {};
  const crt = s(emit.CRT);
  const saida = s(ide.dhSaiEnt);
  const saidaHora = saida ? /T(\d{2}:\d{2})/.exec(saida)?.[1] ?? '' : '';

  const itens: DanfeItem[] = (inf.det ?? []).map((d: Node) => {
    const p: Node = d.prod;
    const icms = groupOf(d.imposto?.ICMS);
    const ipi: Node = d.imposto?.IPI?.IPITrib ?? {};
    return {
      codigo: s(p.cProd),
      descricao: s(p.xProd),
      ncm: s(p.NCM),
      cst: s(icms.orig) + s(icms.CST ?? icms.CSOSN),
      cfop: s(p.CFOP),
      unidade: s(p.uCom),
      quantidade: decimals(p.qCom),
      valorUnitario: decimals(p.vUnCom),
      valorTotal: money(p.vProd),
      bcIcms: money(icms.vBC),
      valorIcms: money(icms.vICMS),
      valorIpi: optionalMoney(ipi.vIPI),
      aliqIcms: rate(icms.pICMS),
      aliqIpi: rate(ipi.pIPI),
    };
  });

  const homologacao = s(ide.tpAmb) === '2';
  const infAdic: Node = inf.infAdic ?? {};
  const informacoes = [
    homologacao ? 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL' : null,
    s(infAdic.infCpl) || null,
    s(tot.vTotTrib) && Number(tot.vTotTrib) > 0 ? `Valor aproximado dos tributos: R$ ${money(tot.vTotTrib)} (Lei 12.741/2012)` : null,
  ]
    .filter(Boolean)
    .join('\n');

  const transporta: Node = transp.transporta ?? {};
  return {
    chave,
    chaveFormatada: maskAccessKey(chave),
    tpNF: s(ide.tpNF),
    numero: s(ide.nNF).padStart(9, '0').replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3'),
    serie: s(ide.serie).padStart(3, '0'),
    natOp: s(ide.natOp),
    emissao: formatDate(s(ide.dhEmi), 'pt-BR'),
    saida: saida ? formatDate(saida, 'pt-BR') : '',
    horaSaida: saidaHora,
    homologacao,
    protocolo: autorizada ? `${s(infProt!.nProt)} - ${formatDate(s(infProt!.dhRecbto), 'pt-BR')} ${/T(\d{2}:\d{2}:\d{2})/.exec(s(infProt!.dhRecbto))?.[1] ?? ''}`.trim() : null,
    emitente: {
      nome: s(emit.xNome),
      documento: maskDocument(s(emit.CNPJ ?? emit.CPF)),
      ie: s(emit.IE),
      ieSt: s(emit.IEST),
      endereco: [
        [s(ee.xLgr), s(ee.nro), s(ee.xCpl)].filter(Boolean).join(', '),
        [s(ee.xBairro), s(ee.CEP) ? `CEP ${maskCep(s(ee.CEP))}` : ''].filter(Boolean).join(' - '),
        `${s(ee.xMun)} - ${s(ee.UF)}`,
        s(ee.fone) ? `Fone: ${maskPhone(s(ee.fone))}` : '',
      ].filter(Boolean),
    },
    destinatario: {
      nome: s(dest.xNome),
      documento: maskDocument(s(dest.CNPJ ?? dest.CPF ?? dest.idEstrangeiro)),
      ie: s(dest.IE),
      endereco: [s(de.xLgr), s(de.nro), s(de.xCpl)].filter(Boolean).join(', '),
      bairro: s(de.xBairro),
      cep: s(de.CEP) ? maskCep(s(de.CEP)) : '',
      municipio: s(de.xMun),
      uf: s(de.UF),
      fone: s(de.fone) ? maskPhone(s(de.fone)) : '',
    },
    duplicatas: (inf.cobr?.dup ?? []).map((d: Node) => ({ numero: s(d.nDup), vencimento: formatDate(s(d.dVenc), 'pt-BR'), valor: money(d.vDup) })),
    impostos: [
      [
        ['BASE DE CÁLC. DO ICMS', money(tot.vBC)],
        ['VALOR DO ICMS', money(tot.vICMS)],
        ['BASE DE CÁLC. ICMS S.T.', money(tot.vBCST)],
        ['VALOR DO ICMS SUBST.', money(tot.vST)],
        ['V. ICMS UF REMET.', money(tot.vICMSUFRemet)],
        ['V. FCP UF DEST.', money(tot.vFCPUFDest)],
        ['V. TOTAL PRODUTOS', money(tot.vProd)],
      ],
      [
        ['VALOR DO FRETE', money(tot.vFrete)],
        ['VALOR DO SEGURO', money(tot.vSeg)],
        ['DESCONTO', money(tot.vDesc)],
        ['OUTRAS DESPESAS', money(tot.vOutro)],
        ['VALOR TOTAL IPI', money(tot.vIPI)],
        ['V. ICMS UF DEST.', money(tot.vICMSUFDest)],
        ['V. TOTAL DA NOTA', money(tot.vNF)],
      ],
      ...(ibsCbsTot
        ? [
            [
              ['BASE DE CÁLC. IBS/CBS', money(ibsCbsTot.vBCIBSCBS)],
              ['V. IBS UF', money(ibsCbsTot.gIBS?.gIBSUF?.vIBSUF)],
              ['V. IBS MUNICIPAL', money(ibsCbsTot.gIBS?.gIBSMun?.vIBSMun)],
              ['V. TOTAL IBS', money(ibsCbsTot.gIBS?.vIBS)],
              ['V. TOTAL CBS', money(ibsCbsTot.gCBS?.vCBS)],
              ['V. TOTAL NF C/ IBS/CBS', money(inf.total?.vNFTot ?? tot.vNF)],
            ] as [string, string][],
          ]
        : []),
    ],
    transporte: {
      modalidade: MOD_FRETE[s(transp.modFrete)] ?? s(transp.modFrete),
      nome: s(transporta.xNome),
      documento: maskDocument(s(transporta.CNPJ ?? transporta.CPF)),
      ie: s(transporta.IE),
      endereco: s(transporta.xEnder),
      municipio: s(transporta.xMun),
      uf: s(transporta.UF),
      volumes: (transp.vol ?? []).map((v: Node) => ({
        quantidade: s(v.qVol),
        especie: s(v.esp),
        marca: s(v.marca),
        numeracao: s(v.nVol),
        pesoBruto: s(v.pesoB) ? formatNumber(s(v.pesoB), 'pt-BR', 3) : '',
        pesoLiquido: s(v.pesoL) ? formatNumber(s(v.pesoL), 'pt-BR', 3) : '',
      })),
    },
    itens,
    csosn: crt === '1' || crt === '2',
    informacoes,
    fisco: s(infAdic.infAdFisco),
    total: money(tot.vNF),
  };
}
