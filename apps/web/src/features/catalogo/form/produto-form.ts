import { randomId } from '@mantine/hooks';
import { formatNumber, onlyDigits, parseBrazilianNumber, produtoSchema, quantityDecimals, type ProdutoInput } from '@backoffice/domain';
import { formatMoneyInput, parseMoneyInput } from '@/platform/ui/fields/money';
import { zodValidate } from '@/platform/ui/form';
import type { Produto } from '../catalogo.api';

export interface CodigoItem {
  key: string;
  CdChamada: string;
  principal: boolean;
}

/** What the product form edits: texts as typed (pt-BR numbers), turned into the API's body by `toPayload`. */
export interface ProdutoFormValues {
  codigos: CodigoItem[];
  CdEan: string;
  NmProduto: string;
  NmCurto: string;
  /** The picture's URL in the file storage. */
  ImConteudo: string | null;
  TpProduto: string | null;
  TpProdutoPcp: string | null;
  IdTipoMedida: string | null;
  VlPesoLiquido: string;
  VlPesoBruto: string;
  IdFamiliaProduto: string | null;
  IdGrupoProduto: string | null;
  NrDiasValidade: string;
  CdNcm: string;
  CdCest: string;
  CdOrigem: string | null;
  VlPrecoCusto: string;
  QtEstoqueMinimo: string;
  QtEstoqueMaximo: string;
  /** Lead time in days (the MRP releases an order this long before it is needed). */
  NrDiasReposicao: string;
  DsLocalizacao: string;
  StAtivo: boolean;
  version?: number;
}

export const newCodigo = (principal = false): CodigoItem => ({ key: randomId(), CdChamada: '', principal });

export function emptyProduto(): ProdutoFormValues {
  return {
    codigos: [newCodigo(true)],
    CdEan: '',
    NmProduto: '',
    NmCurto: '',
    ImConteudo: null,
    TpProduto: null,
    TpProdutoPcp: 'C',
    IdTipoMedida: null,
    VlPesoLiquido: '',
    VlPesoBruto: '',
    IdFamiliaProduto: null,
    IdGrupoProduto: null,
    NrDiasValidade: '',
    CdNcm: '',
    CdCest: '',
    CdOrigem: '0',
    VlPrecoCusto: '',
    QtEstoqueMinimo: '',
    QtEstoqueMaximo: '',
    NrDiasReposicao: '',
    DsLocalizacao: '',
    StAtivo: true,
  };
}

/** A decimal of the API ('12.500') as typed in pt-BR with `places` decimals ('12,500'); '' when absent. */
export function decimalText(value: string | number | null | undefined, places: number): string {
  return value === null || value === undefined || value === '' ? '' : formatNumber(value, 'pt-BR', places);
}

const idText = (id: number | null | undefined) => (id === null || id === undefined ? null : String(id));

/** The API's product as form values; quantities with the decimals of its unit. */
export function fromProduto(p: Produto): ProdutoFormValues {
  const places = quantityDecimals(p.TpUnidade);
  const codigos = p.codigos.length ? p.codigos : [{ CdChamada: p.CdChamada, StCodigoPrincipal: 'S' as const }];
  return {
    codigos: codigos.map((c, i) => ({ key: `c${i}-${c.CdChamada}`, CdChamada: c.CdChamada, principal: c.StCodigoPrincipal === 'S' })),
    CdEan: p.CdEan ?? '',
    NmProduto: p.NmProduto ?? '',
    NmCurto: p.NmCurto ?? '',
    ImConteudo: p.ImConteudo ?? null,
    TpProduto: p.TpProduto ?? null,
    TpProdutoPcp: p.TpProdutoPcp ?? null,
    IdTipoMedida: idText(p.IdTipoMedida),
    VlPesoLiquido: decimalText(p.VlPesoLiquido, 3),
    VlPesoBruto: decimalText(p.VlPesoBruto, 3),
    IdFamiliaProduto: idText(p.IdFamiliaProduto),
    IdGrupoProduto: idText(p.IdGrupoProduto),
    NrDiasValidade: p.NrDiasValidade === null || p.NrDiasValidade === undefined ? '' : String(p.NrDiasValidade),
    CdNcm: p.CdNcm ?? '',
    CdCest: p.CdCest ?? '',
    CdOrigem: p.CdOrigem ?? '0',
    VlPrecoCusto: formatMoneyInput(p.VlPrecoCusto),
    QtEstoqueMinimo: decimalText(p.QtEstoqueMinimo, places),
    QtEstoqueMaximo: decimalText(p.QtEstoqueMaximo, places),
    NrDiasReposicao: p.NrDiasReposicao ? String(p.NrDiasReposicao) : '',
    DsLocalizacao: p.DsLocalizacao ?? '',
    StAtivo: p.StAtivo !== false,
    version: p.version,
  };
}

const blank = (value: string) => value.trim() === '';
const orNull = (value: string) => (blank(value) ? null : value.trim());
/** A typed number: undefined when empty (the API keeps its default), the text itself when unreadable (the schema refuses it). */
const decimalOf = (value: string) => (blank(value) ? undefined : (parseBrazilianNumber(value) ?? value));

/** The body of POST /api/produtos and PUT /api/produtos/{id}. */
export function toPayload(values: ProdutoFormValues): ProdutoInput {
  const money = parseMoneyInput(values.VlPrecoCusto);
  const days = values.NrDiasValidade.trim();
  return {
    codigos: values.codigos.map((c) => ({ CdChamada: c.CdChamada.trim(), StCodigoPrincipal: c.principal ? 'S' : 'N' })),
    CdEan: onlyDigits(values.CdEan),
    NmProduto: values.NmProduto.trim(),
    NmCurto: orNull(values.NmCurto),
    ImConteudo: values.ImConteudo,
    TpProduto: values.TpProduto ?? (undefined as unknown as string),
    ...(values.TpProdutoPcp ? { produtoPcp: { TpProduto: values.TpProdutoPcp } } : {}),
    IdTipoMedida: values.IdTipoMedida ? Number(values.IdTipoMedida) : (undefined as unknown as number),
    VlPesoLiquido: decimalOf(values.VlPesoLiquido),
    VlPesoBruto: decimalOf(values.VlPesoBruto),
    IdFamiliaProduto: values.IdFamiliaProduto ? Number(values.IdFamiliaProduto) : null,
    IdGrupoProduto: values.IdGrupoProduto ? Number(values.IdGrupoProduto) : null,
    NrDiasValidade: days === '' ? (undefined as unknown as number) : /^\d+$/.test(days) ? Number(days) : (NaN as number),
    CdNcm: values.CdNcm,
    CdCest: values.CdCest,
    CdOrigem: values.CdOrigem ?? undefined,
    VlPrecoCusto: money === 'invalid' ? values.VlPrecoCusto : (money ?? undefined),
    QtEstoqueMinimo: decimalOf(values.QtEstoqueMinimo),
    QtEstoqueMaximo: decimalOf(values.QtEstoqueMaximo),
    ...(blank(values.NrDiasReposicao) ? {} : { NrDiasReposicao: values.NrDiasReposicao.trim() }),
    DsLocalizacao: orNull(values.DsLocalizacao),
    StAtivo: values.StAtivo,
    ...(values.version !== undefined ? { version: values.version } : {}),
  };
}

/** Paths of the API's and the schema's violations mapped to the form's fields. */
export function violationAliases(values: ProdutoFormValues): Record<string, string> {
  const aliases: Record<string, string> = {
    CdChamada: 'codigos.0.CdChamada',
    produtoPcp: 'TpProdutoPcp',
    'produtoPcp.TpProduto': 'TpProdutoPcp',
  };
  values.codigos.forEach((_, i) => {
    aliases[`codigos[${i}].CdChamada`] = `codigos.${i}.CdChamada`;
    aliases[`codigos[${i}]`] = `codigos.${i}.CdChamada`;
    aliases[`codigos.${i}`] = `codigos.${i}.CdChamada`;
  });
  return aliases;
}

/** The form's validation: the domain's `produtoSchema` (the API's) over the body the form would send. */
export const validateProduto = zodValidate<ProdutoFormValues>(produtoSchema, { input: toPayload, aliases: violationAliases });
