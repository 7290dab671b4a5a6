/** Valores da configuração fiscal por UF e da GNRE (especificações, seção 9). */

/** Valores de TagVlxml da configuração por UF. */
export const TAG_VLXML = ['vFCPUFDest', 'vFCPST', 'vICMSUFDest', 'vST'] as const;
export type TagVlxml = (typeof TAG_VLXML)[number];

/** Valores de XmlDocTag da configuração por UF. */
export const XML_DOC_TAG = ['chNFe', 'nNF', 'CTe', 'DFe'] as const;
export type XmlDocTag = (typeof XML_DOC_TAG)[number];

/** Valores de TipoConfig da configuração por UF. */
export const TIPO_CONFIG = ['Detalhamento', 'Documentos', 'Geral', 'Produtos', 'Outras'] as const;
export type TipoConfig = (typeof TIPO_CONFIG)[number];

/** Valores de TipoGnre da receita. */
export const TIPO_GNRE = ['Apuracao', 'Operacao'] as const;
export type TipoGnre = (typeof TIPO_GNRE)[number];
