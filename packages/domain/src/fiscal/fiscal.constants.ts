/** Valores da configuração fiscal por UF e da GNRE (especificações, seção 9) e limites da importação e dos lotes. */

/** Valores de TagVlxml da configuração por UF: os totais do ICMSTot que dão o valor da guia. */
export const TAG_VLXML = ['vFCPUFDest', 'vFCPST', 'vICMSUFDest', 'vST'] as const;

/** Valores de XmlDocTag da configuração por UF: o campo da nota que vai como documento de origem. */
export const XML_DOC_TAG = ['chNFe', 'nNF', 'CTe', 'DFe'] as const;

/** Valores de TipoConfig da configuração por UF. */
export const TIPO_CONFIG = ['Detalhamento', 'Documentos', 'Geral', 'Produtos', 'Outras'] as const;

/** Valores de TipoGnre da receita. */
export const TIPO_GNRE = ['Apuracao', 'Operacao'] as const;

/** Tipos de contribuinte do destinatário (indIEDest da NF-e): 1 com IE, 2 isento de IE, 9 não contribuinte. */
export const TIPO_CONTRIBUINTE = ['1', '2', '9'] as const;

/**
 * Limite de um XML na importação de NF-e: um XML autorizado tem no máximo 1 MB na SEFAZ (com folga para o protocolo
 * e eventos anexados). Os arquivos por envio e os bytes descompactados dos zips são configurações da API
 * (IMPORT_MAX_FILES, IMPORT_MAX_INFLATED_BYTES).
 */
export const NFE_MAX_XML_BYTES = 2 * 1024 * 1024;

/**
 * Limites de um lote do web service da GNRE (Manual de Integração, recepção do lote): mensagem de até 600 KB
 * (código 103 acima disso) e até 50 guias por lote; o lote é de uma UF favorecida só.
 */
export const GNRE_MAX_GUIAS_LOTE = 50;
export const GNRE_MAX_LOTE_BYTES = 600 * 1024;
/** Espera mínima entre a recepção e a consulta do resultado, e entre consultas (Manual: ao menos 30 s). */
export const GNRE_MIN_WAIT_MS = 30_000;
/** Um lote processado com pendências (403) cujas guias seguem pendentes é consultado por até uma hora. */
export const GNRE_PENDING_FOR_MS = 60 * 60 * 1000;

/** Códigos do tipo de valor de um item da guia: 11 principal do ICMS, 12 principal do FCP. */
export const GNRE_VALOR_ICMS = '11';
export const GNRE_VALOR_FCP = '12';
/** O valor de cada TagVlxml vai na guia como ICMS (11) ou FCP (12). */
export const VALOR_TIPO_OF_TAG: Record<(typeof TAG_VLXML)[number], string> = { vICMSUFDest: '11', vST: '11', vFCPUFDest: '12', vFCPST: '12' };
