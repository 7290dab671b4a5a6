/** Uma linha de tabela de frete, como a tabela frete_rotas a guarda (valores decimais em texto). */
export interface TabelaFrete {
  IdUF: string | null;
  CdCidades: string[] | null;
  CdCepInicial: string | null;
  CdCepFinal: string | null;
  VlPesoInicial: string;
  VlPesoFinal: string;
  VlKg: string;
  VlMinimo: string;
  PcAdValorem: string;
  PcGris: string;
  VlPedagio100Kg: string;
  DiasPrazo: number;
}

/** Os tipos de destino de uma linha, do menos ao mais específico. */
export const DESTINOS_FRETE = ['any', 'uf', 'cidades', 'cep'] as const;
export type DestinoFrete = (typeof DESTINOS_FRETE)[number];

/** Quão específica é a linha (CEP > cidade > UF > qualquer): a mais específica que atende é a usada; o índice em DESTINOS_FRETE. */
export const especificidade = (t: Pick<TabelaFrete, 'IdUF' | 'CdCidades' | 'CdCepInicial'>) => (t.CdCepInicial ? 3 : t.CdCidades?.length ? 2 : t.IdUF ? 1 : 0);
